import Foundation
import BridgeKBModel

/// Where a command writes, and how: stdout, stderr, colour. Tests capture both streams instead.
final class CommandContext {
    private let capture: Bool
    private(set) var capturedOutput = ""
    private(set) var capturedError = ""
    let useColor: Bool
    /// Highlighting in stdout output (search excerpts): only on a terminal, never with NO_COLOR.
    let useColorOnStdout: Bool

    init(capture: Bool = false) {
        self.capture = capture
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"] != nil
        useColor = !capture && isatty(2) != 0 && !noColor
        useColorOnStdout = !capture && isatty(1) != 0 && !noColor
    }

    /// Prints a block of text to stdout, escaped for the terminal (``TerminalText``): a guide's
    /// control characters, escape sequences and bidirectional controls never reach it raw.
    func out(_ text: String) { outStyled(TerminalText.escape(text, keepingNewlines: true)) }

    /// Prints JSON to stdout, the characters `JSONEncoder` leaves raw written as `\u` escapes.
    func outJSON(_ json: String) { outStyled(TerminalText.escapeJSON(json)) }

    /// Prints text to stderr, escaped for the terminal.
    func err(_ text: String) { errStyled(TerminalText.escape(text, keepingNewlines: true)) }

    /// Prints text that is escaped already and may hold the colour codes this tool adds.
    func outStyled(_ text: String) {
        if capture { capturedOutput += text + "\n" } else { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
    }

    func errStyled(_ text: String) {
        if capture { capturedError += text + "\n" } else { FileHandle.standardError.write(Data((text + "\n").utf8)) }
    }

    /// Prints diagnostics to stderr, compiler style (file names and messages escaped), coloured on a terminal.
    func report(_ diagnostics: [Diagnostic], minimum: Diagnostic.Severity = .warning) {
        for diagnostic in diagnostics where diagnostic.severity >= minimum {
            var line = diagnostic.formatted
            if useColor {
                let colour = diagnostic.severity == .error ? "31" : (diagnostic.severity == .warning ? "33" : "36")
                let label = diagnostic.severity == .info ? "note" : diagnostic.severity.rawValue
                line = line.replacingOccurrences(of: " \(label): ", with: " \u{1B}[1;\(colour)m\(label):\u{1B}[0m ", options: [], range: line.range(of: " \(label): "))
            }
            errStyled(line)
        }
    }
}
