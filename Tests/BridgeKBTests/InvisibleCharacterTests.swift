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
