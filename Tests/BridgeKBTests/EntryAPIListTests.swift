import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBExtraction
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// An entry's and a section's `apis` are the framework APIs a reader looks up (the site lists them,
/// `pitfalls --api` filters on them). A Swift keyword among the recogniser's known names (`deinit`:
/// "deinit never runs" is how a leak shows) stays a signal of the text — `APIRecognizer.apis(in:)`
/// still sees it — but is not listed.
@Suite struct EntryAPIListTests {
    @Test func aKeywordIsASignalButNotAListedAPI() {
        #expect(APIRecognizer.apis(in: "仅靠 deinit 无法处理").contains("deinit"))
        #expect(!APIRecognizer.isListed("deinit"))
        #expect(APIRecognizer.isListed("dismantleUIView"))
    }

    @Test func theSampleGuidesListNoKeywordAsAnAPI() throws {
        let files = try ["zh-Hans.txt", "ja.txt"].map { name in
            SourceFile(path: "Content/uikit-bridging/\(name)", guide: "uikit-bridging", text: try Fixtures.guide("uikit-bridging/\(name)"))
        }
        let kb = KnowledgeBaseBuilder.build(files: files, diagnostics: DiagnosticEngine())
        let dismantle = kb.entries.filter { $0.fix.contains("deinit") }
        #expect(dismantle.count == 2)   // one per language: the entry itself is kept
        for entry in dismantle {
            #expect(entry.apis.contains("dismantleUIView"), "\(entry.id)")
            #expect(!entry.apis.contains("deinit"), "\(entry.id) \(entry.apis)")
        }
        for guide in kb.guides { for document in guide.documents { for section in document.allSections {
            #expect(!section.apis.contains("deinit"), "\(section.id)")
        } } }
    }
}
