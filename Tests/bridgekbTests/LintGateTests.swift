import Foundation
import Testing
@testable import bridgekb
@testable import BridgeKBModel
import BridgeKBTestSupport

/// `bridgekb lint` as a CI gate and from editors: exit codes, rule selection, --strict, --syntax,
/// suppression comments, stdin, and SARIF help links only when the site's address is known.
@Suite struct LintGateTests {
    static let pitfall = "struct A: View {\n    var body: some View { Text(\"a\").id(UUID()) }\n}\n"
    static let clean = "struct A: View {\n    var body: some View { Text(\"a\").id(title) }\n}\n"

    func folder(_ files: [String: String]) throws -> URL {
        try temporaryFolder(files.mapValues { Array($0.utf8) })
    }

    @Test func exitsOneOnAnyFindingAndZeroWhenClean() throws {
        let root = try folder(["A.swift": Self.pitfall, "B.swift": Self.clean])
        defer { try? FileManager.default.removeItem(at: root) }
        let none = root.path  // no kb.json there: no entry pages
        #expect(runCLI(["lint", root.appendingPathComponent("A.swift").path, "--site", none]).status == 1)
        let clean = runCLI(["lint", root.appendingPathComponent("B.swift").path, "--site", none])
        #expect(clean.status == 0)
        #expect(clean.out.isEmpty)
        #expect(runCLI(["lint", root.path, "--site", none, "--format", "json"]).status == 1)
    }

    @Test func rulesAreChosenWithEnableAndDisable() throws {
        let root = try folder(["A.swift": Self.pitfall + "let s = (\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let off = runCLI(["lint", root.path, "--site", root.path, "--disable", "id-uuid"])
        #expect(off.out.contains("[syntax.unbalanced-bracket]") && !off.out.contains("[id-uuid]"))
        let only = runCLI(["lint", root.path, "--site", root.path, "--disable", "all", "--enable", "id-uuid"])
        #expect(only.out.contains("[id-uuid]") && !only.out.contains("syntax."))
        let none = runCLI(["lint", root.path, "--site", root.path, "--disable", "id-uuid,syntax"])
        #expect(none.status == 0 && none.out.isEmpty)
        let typo = runCLI(["lint", root.path, "--disable", "id-uid"])
        #expect(typo.status == 64)
        #expect(typo.err.contains("unknown rule 'id-uid'") && typo.err.contains("'id-uuid'"))
    }

    @Test func syntaxHeuristicsRunWithTheSyntaxFlag() throws {
        let root = try folder(["A.swift": "func f() -> Int? {\n    retrun nil\n}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(runCLI(["lint", root.path, "--site", root.path]).status == 0)
        let syntax = runCLI(["lint", root.path, "--site", root.path, "--syntax"])
        #expect(syntax.status == 1)
        #expect(syntax.out.contains("[syntax.consecutive-statements]"))
        #expect(runCLI(["lint", root.path, "--site", root.path, "--enable", "syntax.consecutive-statements"]).status == 1)
    }

    @Test func strictReportsWarningsAsErrors() throws {
        let root = try folder(["A.swift": Self.pitfall])
        defer { try? FileManager.default.removeItem(at: root) }
        let strict = runCLI(["lint", root.path, "--site", root.path, "--strict"])
        #expect(strict.status == 1)
        #expect(strict.out.contains(": error: ") && strict.out.contains("[id-uuid]"))
        #expect(runCLI(["lint", root.path, "--site", root.path, "--strict", "--format", "sarif"]).out.contains("\"level\" : \"error\""))
    }

    @Test func suppressionCommentsSilenceFindings() throws {
        let code = "struct A: View {\n    // bridgekb:disable-next-line id-uuid -- a fresh chart on every update is the point\n"
            + "    var body: some View { Text(\"a\").id(UUID()) }\n}\n"
        let root = try folder(["A.swift": code])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = runCLI(["lint", root.path, "--site", root.path])
        #expect(result.status == 0)
        #expect(result.out.isEmpty)
    }

    @Test func sarifLinksRulePagesOnlyWithABaseURL() throws {
        let root = try folder(["A.swift": Self.pitfall])
        defer { try? FileManager.default.removeItem(at: root) }
        let plain = runCLI(["lint", root.path, "--site", root.path, "--format", "sarif"]).out
        #expect(!plain.contains("helpUri") && !plain.contains("invalid"))
        let linked = runCLI(["lint", root.path, "--site", root.path, "--format", "sarif", "--lang", "ja",
                             "--base-url", "https://kb.example.org"]).out
        #expect(linked.contains("\"helpUri\" : \"https://kb.example.org/ja/rules/id-uuid.html\""))
        // English messages link to the pages in the language most of the site's entries are in (the site
        // has no English pages), the language of its entry links too.
        let site = SiteRuleEntries(site: Fixtures.url("Site").path)
        let main = try #require(site.mainLanguage)
        #expect(!site.languages.contains("en"))
        let english = runCLI(["lint", root.path, "--site", Fixtures.url("Site").path, "--format", "sarif",
                              "--base-url", "https://kb.example.org/"]).out
        #expect(english.contains("\"helpUri\" : \"https://kb.example.org/\(main)/rules/id-uuid.html\""))
    }

    @Test func textFindingsNameTheirRulePage() throws {
        let root = try folder(["A.swift": Self.pitfall])
        defer { try? FileManager.default.removeItem(at: root) }
        let published = runCLI(["lint", root.path, "--site", root.path, "--lang", "ja", "--base-url", "https://kb.example.org"]).out
        #expect(published.contains("\n    rule: https://kb.example.org/ja/rules/id-uuid.html"))
        // Without an address, the page in the built site the findings' entry links come from.
        let built = runCLI(["lint", root.path, "--site", Fixtures.url("Site").path]).out
        let main = try #require(SiteRuleEntries(site: Fixtures.url("Site").path).mainLanguage)
        #expect(built.contains("    rule: \(Fixtures.url("Site").path)/\(main)/rules/id-uuid.html"))
        #expect(built.contains("    see \(Fixtures.url("Site").path)/\(main)/entries/"))
        // Neither: no made-up address.
        #expect(!runCLI(["lint", root.path, "--site", root.path]).out.contains("rule:"))
    }

    @Test func stdinPathNeedsStdin() {
        let result = runCLI(["lint", "A.swift", "--stdin-path", "A.swift"])
        #expect(result.status == 64)
        #expect(result.err.contains("--stdin-path"))
    }

    /// `lint -` reads the file from stdin (an editor's unsaved buffer), named by `--stdin-path`.
    @Test(.enabled(if: ConcurrentBuildTests.executable != nil, "the bridgekb executable is not built"))
    func lintReadsStandardInput() throws {
        func lint(_ arguments: [String], input: String) throws -> (status: Int32, out: String) {
            try lint(arguments, bytes: Data(input.utf8))
        }
        func lint(_ arguments: [String], bytes: Data) throws -> (status: Int32, out: String) {
            let process = Process()
            process.executableURL = ConcurrentBuildTests.executable
            process.arguments = ["lint"] + arguments
            let stdin = Pipe(), stdout = Pipe()
            process.standardInput = stdin
            process.standardOutput = stdout
            process.standardError = FileHandle.nullDevice
            try process.run()
            stdin.fileHandleForWriting.write(bytes)
            try stdin.fileHandleForWriting.close()
            let out = stdout.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: out, as: UTF8.self))
        }
        let none = FileManager.default.temporaryDirectory.path
        let named = try lint(["-", "--stdin-path", "Sources/Views/A.swift", "--site", none], input: Self.pitfall)
        #expect(named.status == 1)
        #expect(named.out.hasPrefix("Sources/Views/A.swift:2:"))
        let unnamed = try lint(["-", "--site", none, "--format", "json"], input: Self.pitfall)
        #expect(unnamed.out.contains("\"file\" : \"<stdin>\""))
        #expect(try lint(["-", "--site", none], input: Self.clean).status == 0)
        #expect(try lint(["-", "--site", none], bytes: Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0x0A])).status == 65)
    }
}
