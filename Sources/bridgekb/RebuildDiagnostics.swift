import BridgeKBModel

/// What `serve` prints of a rebuild's diagnostics: the ones that are new since the last build, the
/// ones the edit resolved, and a count of the rest — so that a user editing one guide sees what the
/// edit did instead of every warning of the site again. A diagnostic that only moved (its guide
/// gained a line above it) counts as unchanged: it is the same file, rule, severity and message.
final class RebuildDiagnostics: @unchecked Sendable {
    /// What one build changed.
    struct Change {
        var new: [Diagnostic]
        var resolved: [Diagnostic]
        var unchanged: [Diagnostic]
    }

    private struct Key: Hashable {
        var file: String?, ruleID: String, severity: Diagnostic.Severity, message: String
        init(_ d: Diagnostic) { file = d.file; ruleID = d.ruleID; severity = d.severity; message = d.message }
    }

    /// The last build's diagnostics; nil before the first build.
    private let last = Locked<[Diagnostic]?>(nil)

    /// `current` against the last build's diagnostics (all of them new for the first build), and
    /// `current` remembered as the last.
    func change(to current: [Diagnostic]) -> Change {
        last.withLock { last in
            defer { last = current }
            guard let previous = last else { return Change(new: current, resolved: [], unchanged: []) }
            // The last build's diagnostics by key, as positions in `previous`: each matches one of `current`.
            var before: [Key: [Int]] = Dictionary(grouping: previous.indices, by: { Key(previous[$0]) })
            var change = Change(new: [], resolved: [], unchanged: [])
            for diagnostic in current {
                let key = Key(diagnostic)
                if before[key]?.isEmpty == false { before[key]!.removeFirst(); change.unchanged.append(diagnostic) } else {
                    change.new.append(diagnostic)
                }
            }
            change.resolved = before.values.joined().sorted().map { previous[$0] }
            return change
        }
    }

    /// "3 warnings unchanged", "1 error and 2 warnings unchanged"; nil when nothing is.
    static func unchangedLine(_ unchanged: [Diagnostic]) -> String? {
        guard !unchanged.isEmpty else { return nil }
        let errors = unchanged.filter { $0.severity == .error }.count
        let warnings = unchanged.filter { $0.severity == .warning }.count
        let notes = unchanged.count - errors - warnings
        let parts = [(errors, "error"), (warnings, "warning"), (notes, "note")].filter { $0.0 > 0 }.map { counted($0.0, $0.1) }
        return parts.joined(separator: " and ") + " unchanged"
    }
}
