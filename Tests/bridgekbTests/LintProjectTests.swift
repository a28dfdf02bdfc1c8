import Foundation
import Testing
@testable import bridgekb
import BridgeKBModel
import BridgeKBStore
import BridgeKBTestSupport

/// `bridgekb lint` configured per project, in SwiftLint's manner: bridgekb.json's lint object, no path
/// for the project, .swift files only, a summary line, colour.
@Suite struct LintProjectTests {
    func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) -> (code: Int32, out: String, err: String) {
        let context = CommandContext(capture: true, environment: environment, workingDirectory: folder)
        let code = BridgeKBCLI.run(arguments, context: context)
        return (code, context.capturedOutput, context.capturedError)
    }

    static let pitfall = "struct A: View {\n    var body: some View { Text(\"a\").id(UUID()) }\n}\n"
    static let sheets = "struct B: View {\n    var body: some View {\n        Text(\"b\").sheet(isPresented: $a) { A() }.sheet(isPresented: $b) { A() }\n    }\n}\n"

    func project(_ lint: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-lintproject-\(UUID().uuidString)")
        let files = ["bridgekb.json": "{\"lint\": \(lint)}\n", "App/A.swift": Self.pitfall, "App/B.swift": Self.sheets,
                     "App/Generated/G.swift": Self.pitfall, "App/Models/Types.pb.swift": Self.pitfall, "README.md": "# App\n"]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func withNoPathLintTheProjectAsItsSettingsSay() throws {
        let root = try project(#"{"disable": ["boolean-sheet-flags"], "exclude": ["App/Generated/**", "*.pb.swift"]}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        // From a subfolder: the project is the folder of bridgekb.json.
        let result = run(["lint"], in: root.appendingPathComponent("App"))
        #expect(result.code == 1)
        #expect(result.out.contains("A.swift:2:") && result.out.contains("[id-uuid]"))
        #expect(!result.out.contains("boolean-sheet-flags") && !result.out.contains("Generated") && !result.out.contains(".pb.swift"), "\(result.out)")
        #expect(result.err.contains("linted 2 files (2 files excluded): 1 finding (1 warning) in 1 file"), "\(result.err)")
        // The command line comes after the file and wins.
        let enabled = run(["lint", "--enable", "boolean-sheet-flags"], in: root)
        #expect(enabled.out.contains("[boolean-sheet-flags]"))
        // From the project folder, paths are relative to it.
        #expect(run(["lint"], in: root).out.hasPrefix("App/A.swift:2:"))
    }

    @Test func strictInTheSettingsMakesWarningsErrors() throws {
        let root = try project(#"{"strict": true, "exclude": ["App/Generated"]}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = run(["lint", "App/A.swift"], in: root)
        #expect(result.code == 1)
        #expect(result.out.contains(": error: ") && result.err.contains("(1 error)"))
    }

    @Test func anUnknownKeyOrRuleIsBadInputAtItsPlaceWithTheNearestName() throws {
        for (lint, message, column) in [(#"{"disabled": ["id-uuid"]}"#, "unknown key 'lint.disabled' (did you mean 'disable'?", 11),
                                        (#"{"disable": ["id-uuidd"]}"#, "unknown rule 'id-uuidd' in 'lint.disable'; did you mean 'id-uuid'?", 23),
                                        (#"{"strict": "yes"}"#, "'lint.strict' must be true or false, not a string", 21)] {
            let root = try project(lint)
            defer { try? FileManager.default.removeItem(at: root) }
            let result = run(["lint"], in: root)
            #expect(result.code == 65, "\(lint)")
            #expect(result.err.contains("bridgekb.json:1:\(column): error: \(message)"), "\(result.err)")
        }
    }

    @Test func onlySwiftFilesAreLintedUnlessPiped() throws {
        let root = try project("{}")
        defer { try? FileManager.default.removeItem(at: root) }
        let readme = run(["lint", "README.md"], in: root)
        #expect(readme.code == 64)
        #expect(readme.err.contains("skipped README.md: not a .swift file") && readme.err.contains("nothing to lint"))
        let both = run(["lint", "README.md", "App/A.swift"], in: root)
        #expect(both.code == 1)
        #expect(!both.out.contains("README") && both.err.contains("skipped README.md"))
    }

    @Test func findingsAreColouredLikeBuildsDiagnostics() throws {
        let root = try project("{}")
        defer { try? FileManager.default.removeItem(at: root) }
        let coloured = run(["--color", "always", "lint", "App/A.swift"], in: root)
        #expect(coloured.out.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
        let plain = run(["lint", "App/A.swift"], in: root)
        #expect(!plain.out.contains("\u{1B}"))
        let check = run(["--color", "always", "check", "--content", Fixtures.content.path], in: root)
        #expect(check.out.contains("\u{1B}[1;"))
    }

    @Test func excludePatternsMatchNamesFoldersAndDepths() {
        let globs = PathGlobs(["Generated/**", "*.pb.swift", "Pods", "Sources/**/Mocks/*.swift", "a?c.swift"])
        #expect(globs.matches("Generated/X.swift") && globs.matches("Generated/deep/Y.swift"))
        #expect(globs.matches("Models/Types.pb.swift") && globs.matches("Types.pb.swift"))
        #expect(globs.matches("Pods/Lib/Z.swift") && globs.matches("App/Pods/Lib/Z.swift"))
        #expect(globs.matches("Sources/Mocks/M.swift") && globs.matches("Sources/App/Mocks/M.swift"))
        #expect(globs.matches("abc.swift") && !globs.matches("abbc.swift"))
        #expect(!globs.matches("Sources/App/View.swift") && !globs.matches("Sources/Mocks/Sub/M.swift"))
        #expect(!globs.matches("App/Generated.swift"))
    }
}
