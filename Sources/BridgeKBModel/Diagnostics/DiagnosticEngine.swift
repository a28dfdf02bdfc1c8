import Foundation

/// Collects diagnostics from the stages; safe to share between threads.
public final class DiagnosticEngine: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Diagnostic] = []

    public init() {}

    public func emit(_ diagnostic: Diagnostic) {
        lock.lock(); defer { lock.unlock() }
        storage.append(diagnostic)
    }

    public func emit(_ severity: Diagnostic.Severity, _ ruleID: String, _ message: String,
                     file: String? = nil, range: SourceRange? = nil, notes: [Diagnostic.Note] = []) {
        emit(Diagnostic(severity: severity, file: file, range: range, ruleID: ruleID, message: message, notes: notes))
    }

    /// Everything emitted so far, in a stable order (file, position, rule, message).
    public var diagnostics: [Diagnostic] {
        lock.lock(); defer { lock.unlock() }
        return storage.enumerated().sorted { a, b in
            let l = a.element, r = b.element
            if (l.file ?? "") != (r.file ?? "") { return (l.file ?? "") < (r.file ?? "") }
            let lp = l.range?.start ?? SourceLocation(line: 0), rp = r.range?.start ?? SourceLocation(line: 0)
            if lp != rp { return lp < rp }
            return a.offset < b.offset
        }.map(\.element)
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
