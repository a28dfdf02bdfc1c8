/// Why a DOT diagram could not be rendered: Graphviz's message, and the line of the DOT text it names.
public struct DiagramError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Short and lowercase, such as `syntax error near '->'`.
    public var message: String
    /// The 1-based line in the DOT text that Graphviz reported, if it reported one.
    public var line: Int?

    public init(message: String, line: Int? = nil) {
        self.message = message
        self.line = line
    }

    public var description: String {
        line.map { "line \($0): \(message)" } ?? message
    }
}
