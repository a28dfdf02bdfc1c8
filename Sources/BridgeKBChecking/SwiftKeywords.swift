/// The words the lexer marks as keywords, and the subsets that checks reason about.
public enum SwiftKeywords {
    /// Reserved and contextual keywords.
    public static let all: Set<String> = [
        // declarations
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "actor", "package",
        // statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // expressions and types
        "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "await", "async",
        "some", "any", "_",
        // contextual
        "convenience", "dynamic", "didSet", "final", "get", "indirect", "infix", "lazy", "mutating",
        "nonmutating", "optional", "override", "postfix", "prefix", "required", "set", "unowned", "weak",
        "willSet", "nonisolated", "isolated", "consuming", "borrowing", "sending", "each", "distributed",
        "macro", "yield", "__shared", "__owned", "__consuming", "_read", "_modify", "_local", "_const",
    ]

    /// Keywords that start a declaration or statement: after a name on the same line they mean two
    /// statements without a `;`.
    public static let statementStarts: Set<String> = [
        "let", "var", "func", "struct", "class", "enum", "protocol", "extension", "import", "return",
        "guard", "if", "switch", "for", "while", "repeat", "defer", "typealias", "init", "deinit",
        "subscript", "throw", "break", "continue", "static", "private", "fileprivate", "public",
        "internal", "override", "final", "mutating", "lazy", "weak", "convenience", "required", "do",
    ]

    /// Keywords that are values and so can end or start an expression.
    public static let values: Set<String> = ["self", "Self", "super", "true", "false", "nil"]

    /// Platform names that are followed by a version number in availability lists.
    public static let platforms: Set<String> = [
        "iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst", "OSX", "swift", "compiler",
        "iOSApplicationExtension", "macOSApplicationExtension", "macCatalystApplicationExtension",
        "tvOSApplicationExtension", "watchOSApplicationExtension", "visionOSApplicationExtension", "xrOS",
    ]
}
