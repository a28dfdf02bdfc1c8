import BridgeKBReaders
/// Finds the UIKit, SwiftUI and Observation APIs a text or snippet mentions.
///
/// An identifier counts as an API when it has the shape of one — a `UI` camel segment
/// (`UIHostingConfiguration`, `updateUIView`), a framework prefix (`MKMapView`, `PHPickerViewController`),
/// an attribute (`@Observable`) — or is one of the well-known SwiftUI and Observation names below.
public enum APIRecognizer {
    /// SwiftUI, Observation and Foundation names that the shape rules cannot see.
    public static let knownNames: Set<String> = [
        "View", "NavigationStack", "NavigationPath", "NavigationLink", "NavigationSplitView", "navigationDestination",
        "Coordinator", "makeCoordinator", "Context", "Binding", "Environment", "EnvironmentKey", "EnvironmentValues",
        "ObservableObject", "Observation", "withObservationTracking", "sizeThatFits", "intrinsicContentSize",
        "sizingOptions", "setContentScrollView", "traitOverrides", "dismiss", "sheet", "fullScreenCover", "onAppear",
        "onDisappear", "task", "Combine", "Transaction", "CodableRepresentation", "SceneStorage", "Identifiable",
        "Hashable", "Codable", "DispatchQueue", "NotificationCenter", "Timer", "Published", "AnyCancellable",
        "ProposedViewSize", "GeometryReader", "ScrollView", "List", "Text", "Button", "ViewBuilder", "PreviewProvider",
        "setViewControllers", "pushViewController", "addTarget", "addChild", "didMove", "removeFromParent",
        "updateProperties", "layoutSubviews", "viewWillLayoutSubviews", "viewDidLoad", "viewDidAppear", "deinit",
        "onOpenURL", "AppStorage", "Bindable", "State", "StateObject", "ObservedObject", "EnvironmentObject",
        "transaction", "animation", "delegate", "dataSource", "id",
    ]

    /// Swift keywords among ``knownNames``: a mention is a signal of the text (`deinit` never running is
    /// how a leak shows), so ``apis(in:)`` finds them, but not an API a reader looks up: an entry's and
    /// a section's `apis` leave them out (``isListed(_:)``).
    public static let keywords: Set<String> = ["deinit"]

    /// Whether `name`, found by ``apis(in:)`` or ``apis(inCode:)``, belongs in an entry's or section's list of APIs.
    public static func isListed(_ name: String) -> Bool { !keywords.contains(name) }

    /// Framework names are not APIs of their own.
    static let frameworks: Set<String> = ["UIKit", "SwiftUI", "AppKit", "MapKit", "WebKit", "PhotosUI", "Foundation"]

    static let frameworkPrefixes = ["UI", "NS", "MK", "WK", "PH", "SF", "MF", "CA", "CG", "AV", "CL", "SK"]

    /// APIs mentioned in prose: identifiers, `@attributes`, and `name(label:)` signatures (as the base name).
    ///
    /// Scans UTF-8 bytes rather than `Unicode.Scalar`s with property look-ups: identifiers here are
    /// ASCII only, and every byte of a multi-byte scalar is ≥ 0x80, so a non-ASCII scalar can never
    /// start, continue or precede an identifier — the same words as a scalar-by-scalar scan.
    public static func apis(in text: String) -> [String] {
        var text = text
        return text.withUTF8(apis(utf8:))
    }

    /// `apis(in:)` on the text's UTF-8 bytes.
    static func apis(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var found: [String] = []
        var seen = Set<String>()
        let count = bytes.count
        var i = 0
        while i < count {
            let c = bytes[i]
            let startsIdentifier = c == UInt8(ascii: "_") || isASCIILetter(c)
            if startsIdentifier && !(i > 0 && isIdentifierByte(bytes[i - 1])) {
                var j = i + 1
                while j < count, isIdentifierByte(bytes[j]) { j += 1 }
                let isAttribute = i > 0 && bytes[i - 1] == UInt8(ascii: "@")
                let word = UnsafeBufferPointer(rebasing: bytes[(isAttribute ? i - 1 : i)..<j])
                if isASCIIAPI(word) {
                    let name = String(decoding: word, as: UTF8.self)
                    if seen.insert(name).inserted { found.append(name) }
                }
                i = j
            } else {
                i += 1
            }
        }
        return found
    }

    @inline(__always) static func isASCIILetter(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
    }

    @inline(__always) static func isASCIIUppercase(_ c: UInt8) -> Bool { c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z") }

    @inline(__always) static func isASCIILowercase(_ c: UInt8) -> Bool { c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z") }

    /// `_`, an ASCII letter or an ASCII digit.
    @inline(__always) static func isIdentifierByte(_ c: UInt8) -> Bool {
        c == UInt8(ascii: "_") || isASCIILetter(c) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
    }

    /// Whether an identifier (optionally `@`-prefixed) names an API.
    public static func isAPI(_ name: String) -> Bool {
        // Names are almost always plain ASCII (every caller scans ASCII identifiers), where one byte is
        // one `Character` and the case tests are byte ranges; `\r` is excluded because `\r\n` is one
        // `Character` of two bytes.
        var copy = name
        if let result = copy.withUTF8({ bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
            return isASCIIAPI(bytes)
        }) { return result }
        if name.hasPrefix("@") {
            let bare = String(name.dropFirst())
            return bare.first?.isUppercase == true || bare == "objc" || bare == "escaping"
        }
        guard name.count >= 2, !frameworks.contains(name) else { return false }
        if knownNames.contains(name) { return true }
        if hasUISegment(name) { return true }
        for prefix in frameworkPrefixes where name.hasPrefix(prefix) && name.count > prefix.count + 2 {
            let next = name[name.index(name.startIndex, offsetBy: prefix.count)]
            if next.isUppercase { return true }
        }
        return name.hasSuffix("Representable")
    }

    /// `isAPI` for an ASCII name without `\r`: the same tests on its bytes, names looked up as bytes
    /// too, so that `apis(utf8:)` makes a `String` only of the identifiers that are APIs (a `String` and
    /// a hashed set look-up per identifier were two thirds of its cost).
    private static func isASCIIAPI(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if bytes.first == UInt8(ascii: "@") {
            if bytes.count > 1, isASCIIUppercase(bytes[1]) { return true }
            return attributeNames.contains(bytes)
        }
        guard bytes.count >= 2 else { return false }
        var shaped = false
        var i = 0
        while i + 2 < bytes.count {
            if bytes[i] == UInt8(ascii: "U"), bytes[i + 1] == UInt8(ascii: "I"), isASCIIUppercase(bytes[i + 2]),
               i == 0 || isASCIILowercase(bytes[i - 1]) {
                shaped = true
                break
            }
            i += 1
        }
        // Every framework prefix is two letters.
        if !shaped, bytes.count > 4, isASCIIUppercase(bytes[2]) {
            shaped = frameworkPrefixes.contains { prefix in prefix.utf8.elementsEqual(bytes.prefix(2)) }
        }
        if !shaped {
            let suffix = representableSuffix
            shaped = bytes.count >= suffix.count && bytes.suffix(suffix.count).elementsEqual(suffix)
        }
        // Known names and framework names are both exact names: look them up only when needed.
        if shaped { return !frameworkNames.contains(bytes) }
        return knownNameBytes.contains(bytes) && !frameworkNames.contains(bytes)
    }

    private static let knownNameBytes = ByteNames(knownNames)
    private static let frameworkNames = ByteNames(frameworks)
    private static let attributeNames = ByteNames(["@objc", "@escaping"])

    /// A set of ASCII names looked up by the bytes of a word, without making a `String` of it: the
    /// names by first byte, compared byte for byte.
    private struct ByteNames {
        private var byFirst = [[[UInt8]]](repeating: [], count: 128)

        init<S: Sequence>(_ names: S) where S.Element == String {
            for name in names { byFirst[Int(name.utf8.first!)].append(Array(name.utf8)) }
        }

        func contains(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let first = word.first, first < 0x80 else { return false }
            return byFirst[Int(first)].contains { $0.count == word.count && $0.elementsEqual(word) }
        }
    }

    private static let representableSuffix = Array("Representable".utf8)

    /// `UI` as a camel-case segment: `UIView`, `updateUIView`, `makeUIViewController`.
    static func hasUISegment(_ name: String) -> Bool {
        let chars = Array(name)
        var i = 0
        while i + 2 < chars.count {
            if chars[i] == "U", chars[i + 1] == "I", chars[i + 2].isUppercase,
               i == 0 || chars[i - 1].isLowercase {
                return true
            }
            i += 1
        }
        return false
    }

    /// APIs used in Swift code: the identifiers of the code outside comments and strings.
    public static func apis(inCode code: String) -> [String] {
        // Each line's code followed by a newline, as `split(separator: "\n")` and `feed` would give
        // them, assembled as bytes.
        var scanner = CodeLineScanner()
        var code = code
        let text: [UInt8] = code.withUTF8 { bytes in
            var text: [UInt8] = []
            text.reserveCapacity(bytes.count + 1)
            for range in CodeLineScanner.lineRanges(of: bytes) {
                scanner.appendCode(of: UnsafeBufferPointer(rebasing: bytes[range]), to: &text)
                text.append(UInt8(ascii: "\n"))
            }
            return text
        }
        return text.withUnsafeBufferPointer(apis(utf8:))
    }
}
