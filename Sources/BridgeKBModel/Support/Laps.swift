import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Times of consecutive stages, for `--timings` output: each `lap` records the wall-clock time since
/// the previous one (or since the start) and the CPU time the whole process used meanwhile (every
/// thread: on a machine shared with other work, the CPU time is the steadier figure).
public struct Laps: Sendable {
    /// One stage: its name, wall-clock seconds and CPU seconds.
    public struct Stage: Sendable {
        public var name: String
        public var seconds: Double
        public var cpuSeconds: Double

        public init(name: String, seconds: Double, cpuSeconds: Double) {
            self.name = name; self.seconds = seconds; self.cpuSeconds = cpuSeconds
        }
    }

    public private(set) var stages: [Stage] = []
    private var clock = DispatchTime.now().uptimeNanoseconds
    private var cpuClock = Laps.processCPUSeconds

    public init() {}

    /// Ends the current stage under `name` and starts the next.
    public mutating func lap(_ name: String) {
        let now = DispatchTime.now().uptimeNanoseconds, cpu = Self.processCPUSeconds
        stages.append(Stage(name: name, seconds: Double(now - clock) / 1e9, cpuSeconds: cpu - cpuClock))
        clock = now
        cpuClock = cpu
    }

    /// Appends a stage timed elsewhere (a part that ran beside others).
    public mutating func append(_ name: String, seconds: Double, cpuSeconds: Double) {
        stages.append(Stage(name: name, seconds: seconds, cpuSeconds: cpuSeconds))
    }

    public mutating func append(contentsOf other: Laps) { stages += other.stages }

    /// "name 12.3 ms, …", the way `--timings` prints them.
    public var description: String {
        stages.map { String(format: "%@ %.1f ms", $0.name, $0.seconds * 1000) }.joined(separator: ", ")
    }

    /// "name 12.3 ms (CPU 20.1 ms), …".
    public var descriptionWithCPU: String {
        stages.map { String(format: "%@ %.1f ms (CPU %.1f)", $0.name, $0.seconds * 1000, $0.cpuSeconds * 1000) }
            .joined(separator: ", ")
    }

    /// The CPU time this process has used so far, every thread's, in seconds.
    public static var processCPUSeconds: Double { cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) }

    /// The CPU time the calling thread has used so far, in seconds.
    public static var threadCPUSeconds: Double { cpuSeconds(CLOCK_THREAD_CPUTIME_ID) }

    private static func cpuSeconds(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// Times named phases of work, from any thread, with one wrapper (``time(_:ownThread:detail:_:)``),
/// and lists them in the order they were planned, then as they started: for `--timings`.
public final class PhaseClock: @unchecked Sendable {
    private let lock = NSLock()
    private var phases: [(name: String, stage: Laps.Stage?)] = []  // the stage once the phase ended

    /// `plan`: the phases in the order ``laps`` lists them, whichever starts first.
    public init(plan: [String] = []) { phases = plan.map { ($0, nil) } }

    /// `work`'s value, its wall-clock and CPU time kept under `name` (and `detail` of the value);
    /// `ownThread`: the CPU time of its thread alone (work beside other work), else the process's.
    public func time<T>(_ name: String, ownThread: Bool = false, detail: (T) -> String = { _ in "" },
                        _ work: () throws -> T) rethrows -> T {
        func cpu() -> Double { ownThread ? Laps.threadCPUSeconds : Laps.processCPUSeconds }
        lock.lock()
        let slot = phases.firstIndex { $0.name == name && $0.stage == nil } ?? phases.count
        if slot == phases.count { phases.append((name, nil)) }
        lock.unlock()
        let (clock, cpuClock) = (DispatchTime.now().uptimeNanoseconds, cpu())
        let value = try work()
        let stage = Laps.Stage(name: name + detail(value), seconds: Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e9,
                               cpuSeconds: cpu() - cpuClock)
        lock.lock(); phases[slot].stage = stage; lock.unlock()
        return value
    }

    /// The phases that ended, as planned, then in the order they started.
    public var laps: Laps {
        lock.lock(); defer { lock.unlock() }
        return phases.compactMap(\.stage).reduce(into: Laps()) { $0.append($1.name, seconds: $1.seconds, cpuSeconds: $1.cpuSeconds) }
    }
}
