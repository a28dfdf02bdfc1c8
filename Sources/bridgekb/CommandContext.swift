import Foundation
import BridgeKBModel
import BridgeKBChecking

/// Where a command writes, and how: stdout, stderr, colour. Tests capture both streams instead.
final class CommandContext {
    private let capture: Bool
    private(set) var capturedOutput = ""
    private(set) var capturedError = ""
    /// The folder relative paths are resolved against and the project file is looked for from; nil is
    /// the process's working folder (tests run commands "from" a folder of their own this way).
    let workingDirectory: URL?
    /// Colour in diagnostics on stderr.
    private(set) var useColor = false
    /// Highlighting in stdout output (search excerpts).
    private(set) var useColorOnStdout = false
    /// `--color auto|always|never`.
    enum ColorChoice: String, CaseIterable { case auto, always, never }
    /// NO_COLOR is set to something (https://no-color.org: an empty value does not count).
    let noColorRequested: Bool
    /// What a command handed over to be freed with the context rather than on its return.
    private var kept: [Any] = []

    init(capture: Bool = false, environment: [String: String] = ProcessInfo.processInfo.environment, workingDirectory: URL? = nil) {
        self.capture = capture
        self.workingDirectory = workingDirectory
        // NO_COLOR counts only when set to something (https://no-color.org).
        noColorRequested = !(environment["NO_COLOR"] ?? "").isEmpty
        setColor(.auto)
    }

    /// Keeps `value` as long as the context: the process's context lives until `exit`, which gives
    /// its memory back at once — a build's knowledge base and page records at 1,000 guides took
    /// about 0.3 s to free value by value after the build had said it was done.
    func keepUntilExit(_ value: Any) { kept.append(value) }

    /// Colour on a terminal (auto, and never with NO_COLOR), always, or never.
    func setColor(_ choice: ColorChoice) {
        switch choice {
        case .always: useColor = true; useColorOnStdout = true
        case .never: useColor = false; useColorOnStdout = false
        case .auto:
            useColor = !capture && isatty(2) != 0 && !noColorRequested
            useColorOnStdout = !capture && isatty(1) != 0 && !noColorRequested
        }
    }

    /// Whether stderr is a terminal this context writes to (never when output is captured).
    var stderrIsTerminal: Bool { !capture && isatty(2) != 0 }

    /// The working folder as a URL.
    var currentFolder: URL { workingDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath) }

    /// A path from the command line: absolute as it is, relative against the working folder.
    func url(_ path: String) -> URL {
        guard let workingDirectory, !path.hasPrefix("/") else { return URL(fileURLWithPath: path) }
        return workingDirectory.appendingPathComponent(path).standardizedFileURL
    }

    /// Prints a block of text to stdout, escaped for the terminal (``TerminalText``): a guide's
    /// control characters, escape sequences and bidirectional controls never reach it raw.
    func out(_ text: String) { outStyled(TerminalText.escape(text, keepingNewlines: true)) }

    /// Prints JSON to stdout, the characters `JSONEncoder` leaves raw written as `\u` escapes.
    func outJSON(_ json: String) { outStyled(TerminalText.escapeJSON(json)) }

    /// Prints `value` as ``PrettyJSON``, escaped as ``outJSON(_:)`` does.
    func outJSON<T: Encodable>(encoding value: T) throws { outJSON(try PrettyJSON.string(value)) }

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
            errStyled(Self.styled(diagnostic.formatted, severity: diagnostic.severity, color: useColor))
        }
    }

    /// A compiler-style line (escaped already) with its `error:` / `warning:` / `note:` label in bold
    /// red, yellow or cyan when `color`.
    static func styled(_ line: String, severity: Diagnostic.Severity, color: Bool) -> String {
        guard color else { return line }
        let colour = severity == .error ? "31" : (severity == .warning ? "33" : "36")
        let label = severity == .info ? "note" : severity.rawValue
        return line.replacingOccurrences(of: " \(label): ", with: " \u{1B}[1;\(colour)m\(label):\u{1B}[0m ", options: [],
                                         range: line.range(of: " \(label): "))
    }

    /// Findings as `lint` and `check` print them to stdout: compiler-style lines (escaped), the entry
    /// pages that explain each indented under it, labels coloured like the diagnostics of `build`.
    func outFindings(_ findings: [LintFinding], ruleLink: (String) -> String? = { _ in nil }) {
        guard !findings.isEmpty else { return }
        let lines = findings.map { finding in
            let text = TerminalText.escape(FindingFormatter.text([finding], ruleLink: ruleLink), keepingNewlines: true)
            return Self.styled(text, severity: finding.severity, color: useColorOnStdout)
        }
        outStyled(lines.joined(separator: "\n"))
    }
}
