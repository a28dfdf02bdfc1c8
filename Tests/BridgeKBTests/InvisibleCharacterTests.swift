import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders

/// Control and invisible characters that web copies leave in a guide are dropped when it is read,
/// each with a warning that names its line and column; the text around them is kept.
@Suite struct InvisibleCharacterTests {
    func decode(_ text: String, diagnostics: DiagnosticEngine = DiagnosticEngine()) -> String? {
        TextDecoder.decodeGuide(Data(text.utf8), path: "g/zh-Hans.txt", diagnostics: diagnostics)
    }

    @Test func dropsC0ControlsZeroWidthCharactersAndAnInnerByteOrderMark() throws {
        let diagnostics = DiagnosticEngine()
        let text = try #require(decode("标题\n\n正文\u{8}里有\u{200B}零宽\u{FEFF}空格\u{C}。\n\u{1B}[0m\u{7F}x\u{2060}y\u{200C}z\n", diagnostics: diagnostics))
        #expect(text == "标题\n\n正文里有零宽空格。\n[0mxyz\n")
        let warnings = diagnostics.diagnostics.filter { $0.ruleID == "reader.invisible-character" }
        #expect(warnings.map { "\($0.range!.start.line):\($0.range!.start.column)" } == ["3:3", "3:6", "3:9", "3:12", "4:1", "4:5", "4:7", "4:9"])
        #expect(warnings.allSatisfy { $0.severity == .warning })
        #expect(warnings.first?.message.contains("U+0008") == true)
    }

    @Test func keepsTabsLineBreaksAndEmojiJoiners() throws {
        let family = "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        let diagnostics = DiagnosticEngine()
        let text = try #require(decode("a\tb\r\nc \(family) d ✌️\n", diagnostics: diagnostics))
        #expect(text == "a\tb\nc \(family) d ✌️\n")
        #expect(diagnostics.diagnostics.isEmpty)
    }

    @Test func aLeadingByteOrderMarkIsStillOnlyAnInfo() throws {
        let diagnostics = DiagnosticEngine()
        #expect(decode("\u{FEFF}标题\n", diagnostics: diagnostics) == "标题\n")
        #expect(diagnostics.diagnostics.map(\.ruleID) == ["reader.bom"])
    }

    @Test func manyInvisibleCharactersGiveBoundedWarnings() throws {
        let diagnostics = DiagnosticEngine()
        let text = try #require(decode(String(repeating: "字\u{200B}", count: 5_000) + "\n", diagnostics: diagnostics))
        #expect(text == String(repeating: "字", count: 5_000) + "\n")
        let warnings = diagnostics.diagnostics.filter { $0.ruleID == "reader.invisible-character" }
        #expect(warnings.count <= 21)
        #expect(warnings.last?.message.contains("4980 more") == true)
    }

    @Test func thePlainTextReaderSeesNoControlCharacter() throws {
        let diagnostics = DiagnosticEngine()
        let doc = try #require(TestSupport.parse("标题\n\n一、第一节\u{8}\n\n正文。\n\nstruct A {\u{C}\n    let a = 1\n}\n", diagnostics: diagnostics))
        #expect(doc.sections.first?.title == "第一节")
        #expect(doc.allSnippets.first?.code == "struct A {\n    let a = 1\n}")
        #expect(diagnostics.diagnostics.filter { $0.ruleID == "reader.invisible-character" }.count == 2)
    }
}

/// Noncharacters (U+FFFE, U+FFFF, U+FDD0–FDEF, the last two of every plane) are dropped like other
/// invisibles: HTML forbids them, and one used to fail the whole build at a generated page.
@Suite struct NoncharacterTests {
    static let noncharacters: [UInt32] = [0xFFFE, 0xFFFF, 0xFDD0, 0xFDEF, 0x1FFFE, 0x10FFFF]

    @Test func noncharactersAreDroppedWithAWarningAtTheirLine() throws {
        for value in Self.noncharacters {
            let scalar = try #require(Unicode.Scalar(value))
            let diagnostics = DiagnosticEngine()
            let text = TextDecoder.decodeGuide(Data("标题\n\n正文\(Character(scalar))。\n".utf8), path: "g/zh-Hans.txt", diagnostics: diagnostics)
            #expect(text == "标题\n\n正文。\n", "U+\(String(value, radix: 16))")
            let warning = try #require(diagnostics.diagnostics.first { $0.ruleID == "reader.invisible-character" })
            #expect(warning.range?.start.line == 3 && warning.range?.start.column == 3)
            #expect(warning.message.contains("noncharacter"))
        }
    }

    @Test func neighboursOfNoncharactersAreKept() throws {
        // U+FDCF and U+FDF0 (Arabic), U+FFFD and U+1FFFD, an emoji of plane 1.
        let kept = [0xFDCF, 0xFDF0, 0xFFFD, 0x1FFFD, 0x1F600].compactMap(Unicode.Scalar.init).map { String(Character($0)) }.joined()
        let diagnostics = DiagnosticEngine()
        #expect(TextDecoder.decodeGuide(Data(kept.utf8), path: "g/zh-Hans.txt", diagnostics: diagnostics) == kept)
        #expect(diagnostics.diagnostics.isEmpty)
    }
}

/// The settings files' JSON (`site.json`, `glossary.json`, `guide.json` …) drops the same characters,
/// raw or escaped, with a warning at the file's line and column, and keeps every other value.
@Suite struct JSONInvisibleCharacterTests {
    func clean(_ json: String, _ diagnostics: DiagnosticEngine) -> String {
        String(decoding: TextDecoder.droppingInvisibleCharacters(inJSON: Data(json.utf8), path: "Content/site.json", diagnostics: diagnostics),
               as: UTF8.self)
    }

    @Test func rawAndEscapedNoncharactersAreDroppedAtTheirPlace() throws {
        let diagnostics = DiagnosticEngine()
        let json = "{\n  \"title\": \"Bridge\u{FFFE}KB\",\n  \"description\": \"a\\uFFFFb\\uD83F\\uDFFEc\\ufdd0d\u{10FFFF}\"\n}\n"
        let cleaned = clean(json, diagnostics)
        #expect(cleaned == "{\n  \"title\": \"BridgeKB\",\n  \"description\": \"abcd\"\n}\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(cleaned.utf8)) as? [String: String])
        #expect(object == ["title": "BridgeKB", "description": "abcd"])
        let warnings = diagnostics.diagnostics.filter { $0.ruleID == "reader.invisible-character" }
        #expect(warnings.map { "\($0.file ?? ""):\($0.range!.start.line):\($0.range!.start.column)" }
                == ["Content/site.json:2:19", "Content/site.json:3:20", "Content/site.json:3:27", "Content/site.json:3:40",
                    "Content/site.json:3:47"])
        #expect(warnings.map(\.message) == ["noncharacter U+FFFE dropped", "noncharacter U+FFFF dropped", "noncharacter U+1FFFE dropped",
                                            "noncharacter U+FDD0 dropped", "noncharacter U+10FFFF dropped"])
        #expect(warnings.allSatisfy { $0.severity == .warning })
    }

    /// A syntax error after dropped characters on its line is reported at its column in the file: the
    /// column counts the line's Unicode scalars as written (a raw zero-width space or BOM is one, an
    /// escape `\u200B` six), as the `reader.invisible-character` warnings on that line do.
    @Test func aSyntaxErrorAfterDroppedCharactersIsAtItsColumnInTheFile() throws {
        let files = [
            "{\"title\": \"a\u{200B}b\u{FEFF}c\" x}\n",
            "{\n  \"title\": \"a\\u200Bb\\uD83F\\uDFFE\", \u{200C}\"b\": x\n}\n",
            "{\"a\": [1,\u{2060} 2], \"b\": \"\u{FFFE}\u{200B}\u{1B}\", \"c\": x}",
        ]
        for json in files {
            let diagnostics = DiagnosticEngine()
            let data = TextDecoder.droppingInvisibleCharacters(inJSON: Data(json.utf8), path: "Content/site.json", diagnostics: diagnostics)
            #expect(!diagnostics.diagnostics.isEmpty)
            let lines = json.split(separator: "\n", omittingEmptySubsequences: false)
            let line = try #require(lines.firstIndex { $0.contains(" x") })
            let scalarsBefore = lines[line].unicodeScalars.prefix { $0 != "x" }.count
            let syntax = try #require(JSONProblem.syntaxError(in: data))
            #expect(syntax.location == SourceLocation(line: line + 1, column: scalarsBefore + 1), "\(json.debugDescription)")
            #expect(syntax.problem == "invalid value")
        }
    }

    @Test func escapesOfOtherCharactersAndEscapedBackslashesStay() {
        let diagnostics = DiagnosticEngine()
        let json = "{\"a\": \"\\\\uFFFE \\u0041\\n\\u4e2d \\uD83D\\uDE00 \\\"\\uFFFE\\\"\"}\r\n"
        #expect(clean(json, diagnostics) == "{\"a\": \"\\\\uFFFE \\u0041\\n\\u4e2d \\uD83D\\uDE00 \\\"\\\"\"}\r\n")
        #expect(diagnostics.diagnostics.map(\.message) == ["noncharacter U+FFFE dropped"])
    }

    @Test func jsonWithoutThemIsUntouched() {
        let diagnostics = DiagnosticEngine()
        let json = "{\"title\": \"桥接 KB ✌️\", \"x\": [1, 2]}\r\n"
        #expect(clean(json, diagnostics) == json)
        #expect(diagnostics.diagnostics.isEmpty)
    }
}
