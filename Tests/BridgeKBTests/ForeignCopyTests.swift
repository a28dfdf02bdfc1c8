import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders
@testable import BridgeKBExtraction

/// A translated page that keeps its original below the translation: the original is the other
/// language's guide, not more entries of this one.
@Suite struct ForeignCopyTests {
    static let bilingual = """
    # 迁移到新的 Sheet 写法

    ## 注意事项

    注意：不要在 updateUIViewController 里重新创建控制器，否则每次刷新都会导致 sheet 被关闭。

    ## 使用 UIHostingController

    把 SwiftUI 视图放进 UIHostingController，再用 present 展示它，这样就能在 UIKit 里复用已有的视图。

    # Migrating to the new sheet API

    ## Cautions

    Note: do not create the controller again in updateUIViewController, or every refresh dismisses the sheet.

    ## Using UIHostingController

    Put the SwiftUI view into a UIHostingController and present it, so that UIKit reuses the views you already have.
    The same hosting controller also carries the environment, which keeps the appearance of both halves in step.
    """

    static func document(_ text: String, path: String) -> Document {
        DocumentParser.parse(SourceFile(path: path, text: text), diagnostics: DiagnosticEngine())!
    }

    @Test func theOriginalKeptBelowATranslationYieldsNoEntries() {
        let entries = ShapeFixture.entries(Self.bilingual, path: "fixture/zh-Hans.md")
        #expect(entries.map(\.kind) == [.caution])
        #expect(entries.allSatisfy { $0.source.line < 13 })
    }

    @Test func theOriginalKeptBelowATranslationHoldsNoCandidates() {
        let candidates = CandidateFinder.candidates(in: Self.document(Self.bilingual, path: "fixture/zh-Hans.md"))
        #expect(!candidates.isEmpty)
        #expect(candidates.allSatisfy { $0.line < 13 })
    }

    @Test func aSectionWithALatinTitleButChineseProseIsTheGuidesOwn() {
        let text = """
        # 指南

        ## Introspect for SwiftUI

        如果只缺少一个属性，可以用 Introspect 拿到底层的 UIKit 控件再设置它，不必重新包装整个控件，这样代码量少很多。
        """
        let document = Self.document(text, path: "fixture/zh-Hans.md")
        #expect(ForeignSections.ids(in: document).isEmpty)
    }

    @Test func aGuideWrittenWhollyInAnotherScriptKeepsItsSections() {
        // A file named for one language but written in another is mislabelled, not a copy: nothing is set aside.
        let text = """
        # Guide

        ## Cautions

        Note: do not create the controller again in updateUIViewController, or every refresh dismisses the sheet.
        Put the SwiftUI view into a UIHostingController and present it, so that UIKit reuses the views you already have.
        The same hosting controller also carries the environment, which keeps the appearance of both halves in step.
        """
        #expect(ForeignSections.ids(in: Self.document(text, path: "fixture/ja.md")).isEmpty)
    }
}
