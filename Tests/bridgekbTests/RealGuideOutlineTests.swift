import Foundation
import Testing
@testable import bridgekb
import BridgeKBTestSupport

/// The real guides beside the project (`../shared/real-guides`), read where they are: never copied here.
private let realGuides = Fixtures.root.deletingLastPathComponent().appendingPathComponent("shared/real-guides")

/// The python3 executable, when there is one.
private let python3: String? = {
    var candidates = ["/usr/bin/python3", "/usr/local/bin/python3"]
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") { candidates.append("\(dir)/python3") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// bench/reader-fidelity/real.py in the suite: the plain-text reader, run as `bridgekb parse --json` on
/// web copies of the real guides (their content-txt/ copies, and every guide flattened the same way)
/// and of the team's own Markdown guides, must not fall below the floors of
/// bench/reader-fidelity/real-thresholds.json (headings, parents, the outline the Markdown gives, blocks).
@Suite(.enabled(if: FileManager.default.fileExists(atPath: realGuides.appendingPathComponent("md2txt.py").path),
                "../shared/real-guides not found beside the project: the real-guide outline bench is not run"),
       .enabled(if: python3 != nil && ConcurrentBuildTests.executable != nil,
                "python3 or the built bridgekb executable not found: the real-guide outline bench is not run"))
struct RealGuideOutlineTests {
    @Test(arguments: ["copies", "all", "team"])
    func theReaderStaysAtOrAboveTheRealGuideFloors(set: String) throws {
        try check(script: "real.py", ["--set", set])
    }

    /// bench/reader-fidelity/real-more.py: the real guides without a web copy, flattened at run time and scored
    /// by the corpus's own `outlines.py` (floors under "synthetic"), and the same copies laid out as a browser's
    /// `innerText` lays them out (floors under "synthetic innertext").
    @Test(arguments: [[], ["--variant", "innertext"]])
    func theReaderStaysAtOrAboveTheSyntheticCopyFloors(variant: [String]) throws {
        try check(script: "real-more.py", variant)
    }

    private func check(script: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python3!)
        process.arguments = [Fixtures.url("bench/reader-fidelity/\(script)").path] + arguments
            + ["--root", realGuides.path, "--bin", ConcurrentBuildTests.executable!.path,
               "--check", Fixtures.url("bench/reader-fidelity/real-thresholds.json").path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("all figures at or above the floors"), "\(text)")
    }
}
