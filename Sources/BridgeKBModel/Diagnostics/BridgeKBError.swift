/// A failure of the tool itself (not a problem in the content), with the exit code the CLI uses.
public enum BridgeKBError: Error, Equatable, CustomStringConvertible {
    /// The command line was wrong (exit 64).
    case usage(String)
    /// Input data could not be used at all (exit 65).
    case badInput(path: String, message: String)
    /// A file could not be read or written (exit 74).
    case io(path: String, message: String)

    public var exitCode: Int32 {
        switch self {
        case .usage: return 64
        case .badInput: return 65
        case .io: return 74
        }
    }

    /// `path: error: message` (both escaped for the terminal, newlines included: ``TerminalText``).
    public var description: String {
        switch self {
        case .usage(let message): return message
        case .badInput(let path, let message), .io(let path, let message):
            return "\(TerminalText.escape(path)): error: \(TerminalText.escape(message))"
        }
    }
}
