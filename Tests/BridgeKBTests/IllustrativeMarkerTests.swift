import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBChecking

/// `// ❌ bridgekb: illustrative` speaks to the checker, not to a reader: the code a reader sees (and
/// copies) is the listing without it — the comment gone when it said nothing else, its line gone when
/// it stood alone; whatever else the comment says is kept.
@Suite struct IllustrativeMarkerTests {
    @Test func aCommentLineThatIsOnlyTheMarkerGoes() {
        let code = "// ❌ bridgekb: illustrative\nlet view = UIView()\nview.frame = .zero"
        #expect(SnippetExpectation.withoutIllustrativeMarker(code) == "let view = UIView()\nview.frame = .zero")
    }

    @Test func aTrailingMarkerGoesWithTheSpaceBeforeIt() {
        let code = "func update() {\n    parent.value = 1 // ❌ Bridgekb: Illustrative\n}"
        #expect(SnippetExpectation.withoutIllustrativeMarker(code) == "func update() {\n    parent.value = 1\n}")
    }

    @Test func theRestOfTheCommentIsKept() {
        #expect(SnippetExpectation.withoutIllustrativeMarker("// ❌ bridgekb: illustrative — forgets to cancel the task\nlet a = 1")
                == "// forgets to cancel the task\nlet a = 1")
        #expect(SnippetExpectation.withoutIllustrativeMarker("let a = 1 /* bridgekb: illustrative: 不会取消任务 */")
                == "let a = 1 /* 不会取消任务 */")
    }

    @Test func aListingWithoutTheMarkerIsUntouched() {
        for code in ["// ❌ 忘记取消任务\nlet a = 1", "let s = \"bridgekb: illustrative\"", ""] {
            #expect(SnippetExpectation.withoutIllustrativeMarker(code) == code)
        }
    }
}
