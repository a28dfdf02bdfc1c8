import Foundation
import Testing
@testable import BridgeKBSite
import BridgeKBTestSupport

/// The theme's style sheet and scripts as the site serves them: comments and layout white space out,
/// nothing else changed.
@Suite struct AssetMinifierTests {
    func asset(_ name: String) throws -> String { try String(contentsOf: Fixtures.url("Templates/assets/\(name)"), encoding: .utf8) }

    @Test func aStyleSheetLosesCommentsAndLayoutSpaceOnly() {
        let css = "/* theme */\n.a .b, .c > d {\n  color: red; /* why */\n  width: calc(100% - 2rem);\n}\na::after { content: \" (\" attr(href) \") /* not a comment */\"; }\n.x :not(.y) { margin: 0 }\n"
        #expect(AssetMinifier.css(css)
                == ".a .b,.c > d{color: red;width: calc(100% - 2rem)}a::after{content: \" (\" attr(href) \") /* not a comment */\"}.x :not(.y){margin: 0}\n")
    }

    @Test func theThemesStyleSheetKeepsEveryCharacterButCommentsAndSpace() throws {
        let source = try asset("style.css")
        let minified = AssetMinifier.css(source)
        #expect(minified.utf8.count < source.utf8.count * 9 / 10)
        // Without white space, the minified sheet is the source without comments and without a `;` before `}`.
        func bare(_ text: String) -> String { String(text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init)) }
        var withoutComments = source
        while let start = withoutComments.range(of: "/*"), let end = withoutComments.range(of: "*/", range: start.upperBound..<withoutComments.endIndex) {
            withoutComments.removeSubrange(start.lowerBound..<end.upperBound)
        }
        #expect(bare(minified) == bare(withoutComments).replacingOccurrences(of: ";}", with: "}"))
    }

    @Test func aScriptLosesCommentLinesBlankLinesAndIndentation() {
        let js = "/**\n * A file.\n */\n(function () {\n  // a note\n  var a = 1; // kept: a comment after code\n\n  /* one line */\n  return a / 2;\n})();\n"
        #expect(AssetMinifier.javascript(js) == "(function () {\nvar a = 1; // kept: a comment after code\nreturn a / 2;\n})();\n")
    }

    @Test func aScriptWithStringsAcrossLinesIsLeftAsItIs() {
        #expect(AssetMinifier.javascript("var a = `one\n  // two\n`;\n") == nil)
        #expect(AssetMinifier.javascript("var a = 'one \\\n  // two';\n") == nil)
        #expect(AssetMinifier.javascript("/* open\n") == nil)
        let data = Data("var a = `x`;\n".utf8)
        #expect(AssetMinifier.minified(data, name: "a.js") == data)
        #expect(AssetMinifier.minified(Data([0xFF, 0xFE]), name: "a.css") == Data([0xFF, 0xFE]))
    }

    @Test(.enabled(if: Fixtures.node != nil, "node not found")) func theThemesScriptsStillParse() throws {
        for name in ["site.js", "search.js"] {
            let minified = try #require(AssetMinifier.javascript(try asset(name)), "\(name) was left as it is")
            #expect(minified.utf8.count < (try asset(name)).utf8.count * 9 / 10)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-min-\(UUID().uuidString)-\(name)")
            try Data(minified.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Fixtures.node!)
            process.arguments = ["--check", file.path]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(name) minified does not parse")
        }
    }
}
