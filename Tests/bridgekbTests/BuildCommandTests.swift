import Foundation
import Testing
@testable import bridgekb
import BridgeKBTestSupport

/// `bridgekb build` options beyond the end-to-end site check.
@Suite struct BuildCommandTests {
    @Test func timingsListEveryStageOnStderr() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-timings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let context = CommandContext(capture: true)
        let code = BridgeKBCLI.run(["build", "--content", Fixtures.content.path,
                                    "--templates", Fixtures.templates.path, "--out", out.path, "--timings", "--quiet"], context: context)
        #expect(code == 0)
        let line = try #require(context.capturedError.split(separator: "\n").last.map(String.init))
        let stages = line.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).split(separator: " ") }
        #expect(stages.map { String($0[0]) } == ["load", "guides", "lexicon", "related", "site", "links", "write"], "\(line)")
        for stage in stages { #expect(Double(stage[1]) != nil && stage[2] == "s", "\(line)") }
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("kb.sqlite").path))
    }

    @Test func withoutTimingsNothingExtraIsPrinted() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-timings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let context = CommandContext(capture: true)
        let code = BridgeKBCLI.run(["build", "--content", Fixtures.content.path,
                                    "--templates", Fixtures.templates.path, "--out", out.path, "--quiet"], context: context)
        #expect(code == 0)
        #expect(!context.capturedError.contains("related "))
    }

    /// `build --strict --quiet` of a content folder holding one file: its exit code and what it printed.
    func strictBuild(_ path: String, _ text: String) throws -> (code: Int32, err: String) {
        let content = try temporaryFolder([path: Array(text.utf8)])
        let out = content.deletingLastPathComponent().appendingPathComponent("out-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let context = CommandContext(capture: true)
        let code = BridgeKBCLI.run(["build", "--content", content.path, "--out", out.path, "--no-cache", "--quiet", "--strict"],
                                   context: context)
        return (code, context.capturedError)
    }

    @Test func aSavedPagesScriptsAreANoteOfTheBuildThatDoesNotFailStrict() throws {
        let page = "<html><head><script src=\"a.js\"></script></head><body><h1>指南</h1>\n<h2>一、开始</h2>\n<p>正文。</p></body></html>\n"
        let (code, err) = try strictBuild("saved/zh-Hans.html", page)
        #expect(code == 0, "\(err)")
        #expect(err.contains("zh-Hans.html:1:13: note: <script> dropped: a guide's scripts never run on the site [reader.dropped-script]"), "\(err)")
    }

    /// A build that --strict fails for warnings says so: the count of problems alone reads like errors.
    @Test func aStrictFailureSaysHowManyWarningsItMadeFatal() throws {
        let (code, err) = try strictBuild("broken/zh-Hans.md", "# 指南\n\n## 一、开始\n\n```swift\nfunc f() {\n    print(1)\n```\n")
        #expect(code == 1, "\(err)")
        #expect(err.contains("build failed: 1 warning, which --strict makes fatal"), "\(err)")
    }
}
