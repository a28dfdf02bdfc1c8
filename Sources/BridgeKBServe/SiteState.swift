import Foundation

/// What the server is serving: the latest snapshot and the diagnostics of the last build when it
/// failed, replaced as a whole under one lock; event streams wait on it for the next change.
final class SiteState: @unchecked Sendable {
    /// One published state; `generation` counts publications.
    struct Current {
        var snapshot: SiteSnapshot
        var diagnostics: [String]
        var generation: Int

        /// The state as status.json and the event stream give it.
        var status: Data { LiveReload.status(version: snapshot.version, diagnostics: diagnostics) }
    }

    /// What a wait for the next change ended with.
    enum Change {
        case published(Current)
        case timedOut
        case closed
    }

    private let condition = NSCondition()
    private var current: Current
    private var isClosed = false

    init(snapshot: SiteSnapshot) {
        current = Current(snapshot: snapshot, diagnostics: [], generation: 0)
    }

    var value: Current {
        condition.lock()
        defer { condition.unlock() }
        return current
    }

    /// Serves the snapshot `make` makes from the current one from now on, and clears the diagnostics.
    func publish(_ make: (SiteSnapshot) -> SiteSnapshot) {
        let snapshot = make(value.snapshot)
        update { $0.snapshot = snapshot; $0.diagnostics = [] }
    }

    /// Keeps the snapshot and reports a failed build's diagnostics.
    func publishFailure(_ diagnostics: [String]) {
        update { $0.diagnostics = diagnostics }
    }

    /// Blocks until a state newer than `generation` is published (returned at once when there is one),
    /// `timeout` seconds pass, or the state is closed.
    func change(after generation: Int, timeout: TimeInterval) -> Change {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !isClosed && current.generation <= generation && condition.wait(until: deadline) {}
        if isClosed { return .closed }
        return current.generation > generation ? .published(current) : .timedOut
    }

    /// Ends every wait, now and later (the server is stopping).
    func close() {
        condition.lock()
        isClosed = true
        condition.broadcast()
        condition.unlock()
    }

    private func update(_ change: (inout Current) -> Void) {
        condition.lock()
        change(&current)
        current.generation += 1
        condition.broadcast()
        condition.unlock()
    }
}
