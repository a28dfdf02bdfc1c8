import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders

/// `CommonMarkBridge.inlineHTML` skips cmark for plain text; the skip must never change the output.
@Suite struct InlineHTMLTests {
    /// A soft line break between two Chinese or Japanese characters is no space: a guide wrapped at a
    /// fixed width breaks lines inside words, and a browser shows the break as a space. Any other line
    /// break is one.
    @Test func aLineBreakBetweenChineseOrJapaneseCharactersJoinsThem() {
        #expect(CommonMarkBridge.inlineHTML("遇到了循環 Retain，還\n是會造成記憶體漏水。") == "遇到了循環 Retain，還是會造成記憶體漏水。")
        #expect(CommonMarkBridge.inlineHTML("メモリが解放\nされない") == "メモリが解放されない")
        #expect(CommonMarkBridge.inlineHTML("the view is\nnever released") == "the view is never released")
        #expect(CommonMarkBridge.inlineHTML("用 `weak`\n捕获") == "用 <code>weak</code> 捕获")
    }

    /// Every paragraph, table cell, list item and note of Content/ that takes the fast path renders
    /// exactly as cmark renders it; and most prose does take it (else the path is pointless).
    @Test func plainTextIsWhatCmarkWouldRender() throws {
        var texts: [String] = []
        for (guide, file) in TestSupport.contentFiles {
            let document = try TestSupport.document(guide, file)
            for block in ReaderFixtures.blocks(document) {
                switch block {
                case .paragraph(let p): texts.append(p.text)
                case .table(let t): texts += t.header + t.rows.flatMap { $0 }
                case .list(let l): texts += l.items.map(\.text)
                case .note(let n): texts.append(n.text)
                default: break
                }
            }
        }
        let plain = texts.filter(CommonMarkBridge.isPlainInline)
        #expect(texts.count > 500)
        #expect(plain.count * 2 > texts.count, "\(plain.count) of \(texts.count) plain")
        for text in plain { #expect(CommonMarkBridge.renderedInline(text) == text, "\(text)") }
    }

    @Test func textCmarkWouldChangeTakesTheSlowPath() {
        let marked = ["`code` 与 *强调*", "1. 列表", "# 标题", "- 项目", "> 引用", "a & b", "a < b", "\"quoted\"", "x_y_z",
                      "[link](u)", "行尾空格 ", " 行首空格", "两行\n文字", "tab\there", "~~~", "|a|b|", "!image", "a\\b",
                      "bidi \u{202E}rtl", "isolate \u{2067}x"]
        for text in marked { #expect(!CommonMarkBridge.isPlainInline(text), "\(text)") }
        for text in ["使用 UIViewRepresentable 包装视图。", "SwiftUI 的 State 会在 updateUIView(context:) 中读取", "iOS 16+ の UIHostingConfiguration"] {
            #expect(CommonMarkBridge.isPlainInline(text), "\(text)")
            #expect(CommonMarkBridge.inlineHTML(text) == CommonMarkBridge.renderedInline(text))
        }
    }
}
