import Foundation

/// A build's progress on a terminal, in cargo's manner: nothing for a build that ends within a second;
/// after that one line on stderr, redrawn in place as stages end, and erased when the build ends — so
/// nothing of it stays in the scrollback or reaches a pipe or a log.
final class ProgressLine: @unchecked Sendable {
    /// How long a build runs before the line appears.
    static let delay: TimeInterval = 1
    private let lock = NSLock()
    private var done: [String] = []
    private var shown = false
    private var finished = false
    private let started = Date()
    private let label: String
    private let write: (String) -> Void

    /// A progress line for `label` ("Site/"), drawn with `write` (raw bytes to stderr).
    init(label: String, write: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.label = label
        self.write = write
    }

    /// Whether a progress line belongs on this stderr: a terminal that can redraw a line (not `dumb`),
    /// and not when the user asked for quiet.
    static func wanted(isTerminal: Bool, quiet: Bool, environment: [String: String]) -> Bool {
        isTerminal && !quiet && environment["TERM"] != "dumb"
    }

    /// The line's text: `Building Site/ … 3.4 s (done: load, guides)`.
    static func text(label: String, done: [String], elapsed: TimeInterval) -> String {
        let stages = done.isEmpty ? "" : " (done: \(done.joined(separator: ", ")))"
        return String(format: "   Building %@ … %.1f s%@", label, elapsed, stages)
    }

    /// Starts redrawing (a background thread, five times a second, once the delay has passed).
    func start() {
        Thread.detachNewThread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.2)
                lock.lock()
                defer { lock.unlock() }
                if finished { return }
                let elapsed = Date().timeIntervalSince(started)
                guard elapsed >= Self.delay else { continue }
                shown = true
                write("\r\u{1B}[2K" + Self.text(label: label, done: done, elapsed: elapsed))
            }
        }
    }

    func ended(_ stage: String) {
        lock.lock()
        done.append(stage)
        lock.unlock()
    }

    /// Stops and erases the line (before the build's own messages are printed).
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return }
        finished = true
        if shown { write("\r\u{1B}[2K") }
    }
}
