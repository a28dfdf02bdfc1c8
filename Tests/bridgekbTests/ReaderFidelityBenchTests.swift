import Foundation
import Testing
@testable import bridgekb
import BridgeKBTestSupport

/// The python3 executable, when there is one.
private let python3: String? = {
    var candidates = ["/usr/bin/python3", "/usr/local/bin/python3"]
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") { candidates.append("\(dir)/python3") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// bench/reader-fidelity in the suite: the plain-text reader, run as `bridgekb parse --json` on the
/// bench's web copies of its own Markdown guides (those it was tuned on and the holdout), must not
/// fall below the figures of bench/reader-fidelity/thresholds.json.
@Suite(.enabled(if: python3 != nil && ConcurrentBuildTests.executable != nil,
                "python3 or the built bridgekb executable not found: the reader bench is not run"))
struct ReaderFidelityBenchTests {
    @Test func theReaderStaysAtOrAboveTheBenchThresholds() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Fixtures.url("bench/reader-fidelity/run").path,
                             "--check", "--bin", ConcurrentBuildTests.executable!.path]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = (URL(fileURLWithPath: python3!).deletingLastPathComponent().path) + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.components(separatedBy: "all figures at or above the thresholds").count == 3, "\(text)")
    }
}
