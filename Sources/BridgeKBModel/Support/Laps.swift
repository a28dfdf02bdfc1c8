import Foundation

/// Wall-clock times of consecutive stages, for `--timings` output: each `lap` records the time
/// since the previous one (or since the start).
public struct Laps: Sendable {
    public private(set) var stages: [(name: String, seconds: Double)] = []
    private var clock = DispatchTime.now().uptimeNanoseconds

    public init() {}

    /// Ends the current stage under `name` and starts the next.
    public mutating func lap(_ name: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        stages.append((name, Double(now - clock) / 1e9))
        clock = now
    }

    /// Appends stages timed elsewhere.
    public mutating func append(contentsOf other: Laps) { stages += other.stages }

    /// "name 12.3 ms, …", the way `--timings` prints them.
    public var description: String {
        stages.map { String(format: "%@ %.1f ms", $0.name, $0.seconds * 1000) }.joined(separator: ", ")
    }
}
