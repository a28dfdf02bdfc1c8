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

    /// Framework names are not APIs of their own.
    static let frameworks: Set<String> = ["UIKit", "SwiftUI", "AppKit", "MapKit", "WebKit", "PhotosUI", "Foundation"]

    static let frameworkPrefixes = ["UI", "NS", "MK", "WK", "PH", "SF", "MF", "CA", "CG", "AV", "CL", "SK"]

    /// APIs mentioned in prose: identifiers, `@attributes`, and `name(label:)` signatures (as the base name).
    public static func apis(in text: String) -> [String] {
        var found: [String] = []
        var seen = Set<String>()
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            let startsIdentifier = c == "_" || (c.isASCII && c.properties.isAlphabetic)
            let precededByIdentifier = i > 0 && (scalars[i - 1].isASCII && (scalars[i - 1].properties.isAlphabetic || scalars[i - 1] == "_" || ("0"..."9").contains(scalars[i - 1])))
            if startsIdentifier && !precededByIdentifier {
                var j = i
                while j < scalars.count, scalars[j] == "_" || (scalars[j].isASCII && (scalars[j].properties.isAlphabetic || ("0"..."9").contains(scalars[j]))) { j += 1 }
                var name = String(String.UnicodeScalarView(scalars[i..<j]))
                let isAttribute = i > 0 && scalars[i - 1] == "@"
                if isAttribute { name = "@" + name }
                if isAPI(name), !seen.contains(name) { seen.insert(name); found.append(name) }
                i = j
            } else {
                i += 1
            }
        }
        return found
    }

    /// Whether an identifier (optionally `@`-prefixed) names an API.
    public static func isAPI(_ name: String) -> Bool {
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
        var scanner = CodeLineScanner()
        var text = ""
        for line in code.split(separator: "\n") { text += scanner.feed(String(line)).code + "\n" }
        return apis(in: text)
    }
}
