import Foundation
import Testing
@testable import bridgekb
import BridgeKBTestSupport

/// `build --strict` fails when a diagram or a page check reports a hostile construct.
@Suite struct StrictHostileBuildTests {
    private func build(_ content: URL, strict: Bool) -> (code: Int32, stderr: String, out: URL) {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-hostile-\(UUID().uuidString)")
        let context = CommandContext(capture: true)
        let code = BridgeKBCLI.run(["build", "--content", content.path, "--templates", Fixtures.templates.path,
                                    "--out", out.path, "--no-cache", "--quiet"] + (strict ? ["--strict"] : []), context: context)
        return (code, context.capturedError, out)
    }

    private func guide(_ dot: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-dot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("diagram"), withIntermediateDirectories: true)
        try Data("图表指南\n\n第 1 部分：图表\n\n说明。\n\n\(dot)\n".utf8).write(to: root.appendingPathComponent("diagram/zh-Hans.txt"))
        return root
    }

    @Test func aStrictBuildOfTheHostileCorpusFails() {
        let corpus = Fixtures.url("Tests/Fixtures/hostile/Content")
        let strict = build(corpus, strict: true)
        defer { try? FileManager.default.removeItem(at: strict.out) }
        #expect(strict.code == 1)
        #expect(strict.stderr.contains("[site.diagram-unsafe]"))
        #expect(strict.stderr.contains("build failed"))
        #expect(!FileManager.default.fileExists(atPath: strict.out.path))
        // Without --strict the removals are warnings: the inert site is written.
        let lenient = build(corpus, strict: false)
        defer { try? FileManager.default.removeItem(at: lenient.out) }
        #expect(lenient.code == 0)
        #expect(FileManager.default.fileExists(atPath: lenient.out.appendingPathComponent("zh-Hans/guides/hostile-text.html").path))
    }

    @Test func oneHostileDiagramFailsAStrictBuildAndACleanOneDoesNot() throws {
        let hostile = try guide("digraph g {\n    a [label=<<TABLE HREF=\"javascript&amp;colon;alert(1)\"><TR><TD>a</TD></TR></TABLE>>]\n}")
        defer { try? FileManager.default.removeItem(at: hostile) }
        let result = build(hostile, strict: true)
        defer { try? FileManager.default.removeItem(at: result.out) }
        #expect(result.code == 1)
        #expect(result.stderr.contains("warning: diagram: link HREF removed from an HTML-like label [site.diagram-unsafe]"))
        let clean = try guide("digraph g {\n    a [label=\"UIViewRepresentable\" shape=box];\n    a -> b\n}")
        defer { try? FileManager.default.removeItem(at: clean) }
        let cleanResult = build(clean, strict: true)
        defer { try? FileManager.default.removeItem(at: cleanResult.out) }
        #expect(cleanResult.code == 0, "\(cleanResult.stderr)")
    }
}
