/// The names of a representable's `make…`, `update…` and `dismantle…` methods, so that a finding says
/// which one to use (`makeUIView`) rather than a shorthand (`make…`) that reads as a message cut off.
enum RepresentableMethods {
    /// What the protocols' methods are named after: `UIViewRepresentable` → `UIView`.
    static func stem(ofProtocol name: String) -> String? {
        guard name.hasSuffix("Representable"), name.count > "Representable".count else { return nil }
        return String(name.dropLast("Representable".count))
    }

    /// `verb` + what `function` (`updateUIView`, `makeUIViewController`) is named after: `makeUIView`,
    /// `dismantleUIViewController`; nil when `function` is none of the three (`makeCoordinator`).
    static func method(_ verb: String, like function: String) -> String? {
        for prefix in ["make", "update", "dismantle"] where function.hasPrefix(prefix) {
            let stem = function.dropFirst(prefix.count)
            guard let first = stem.first, first.isUppercase, stem != "Coordinator" else { return nil }
            return verb + stem
        }
        return nil
    }

    /// `verb`'s method for the representable `type` (from its `…Representable` protocol), else both
    /// of UIKit's: "updateUIView / updateUIViewController".
    static func method(_ verb: String, of type: SwiftSourceModel.TypeDecl?) -> String {
        if let stem = type?.inherited.lazy.compactMap(stem(ofProtocol:)).first { return verb + stem }
        return "\(verb)UIView / \(verb)UIViewController"
    }

    /// `verb`'s method named like `function`, else the one of the representable `type`.
    static func method(_ verb: String, like function: String, in type: SwiftSourceModel.TypeDecl?) -> String {
        method(verb, like: function) ?? method(verb, of: type)
    }
}
