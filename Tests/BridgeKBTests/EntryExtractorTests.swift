import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// Entries extracted from Content/ and from guides written in the tests.
@Suite struct EntryExtractorContentTests {
    static let kb: KnowledgeBase = {
        let diagnostics = DiagnosticEngine()
        let loader = ContentLoader(root: Fixtures.content)
        let files = (try? loader.load(diagnostics: diagnostics)) ?? []
        return KnowledgeBaseBuilder.build(files: files, settings: loader.settings(diagnostics: diagnostics), diagnostics: diagnostics)
    }()

    /// The entries a guide's structure states (the recognisers' shapes); what the entry model adds besides
    /// them is pinned by `sampleGuidesKeepTheirEntries` and measured on the real guides.
    func entries(_ guide: String, _ kind: Entry.Kind, _ language: String = "zh-Hans") -> [Entry] {
        Self.kb.entries.filter { $0.guide == guide && $0.kind == kind && $0.language.tag == language && $0.confidence == nil }
    }

    @Test(arguments: ["zh-Hans", "ja"])
    func uikitBridgingHasElevenGotchasAndSixAntiPatterns(language: String) {
        #expect(entries("uikit-bridging", .gotcha, language).count == 11)
        #expect(entries("uikit-bridging", .antiPattern, language).count == 6)
    }

    /// The sample guides keep exactly their entries (language, kind, line, id): a heuristic change that
    /// adds, drops or moves one shows here, and an intended addition is recorded in the fixture file.
    @Test func sampleGuidesKeepTheirEntries() throws {
        let url = Fixtures.url("Tests/Fixtures/sample-entries.tsv")
        let expected = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.isEmpty }.map(String.init)
        let actual = Self.kb.entries.map { "\($0.language.tag)\t\($0.kind.rawValue)\t\($0.source.line)\t\($0.id)" }.sorted()
        #expect(actual.count == expected.count)
        let missing = Set(expected).subtracting(actual).sorted(), added = Set(actual).subtracting(expected).sorted()
        #expect(missing.isEmpty, "entries no longer found: \(missing)")
        #expect(added.isEmpty, "entries not in Tests/Fixtures/sample-entries.tsv: \(added)")
    }

    @Test func uikitBridgingEntriesShareIdsAcrossLanguages() {
        for kind in Entry.Kind.allCases {
            #expect(entries("uikit-bridging", kind, "zh-Hans").map(\.id) == entries("uikit-bridging", kind, "ja").map(\.id), "\(kind)")
        }
    }

    @Test func navigationAndInteropHasElevenMistakesAndNineChoiceRules() {
        let mistakes = entries("navigation-and-interop", .mistake)
        #expect(mistakes.count == 11)
        #expect(Set(mistakes.map(\.source.section)) == Set((1...10).map { "16-\($0)" } + ["12-1"]))
        let rules = entries("navigation-and-interop", .decisionRule).filter { $0.source.section == "18" }
        #expect(rules.count == 9)
        #expect(rules.first?.title == "Feature 内同类型路由")
        #expect(rules.first?.fix == "`[Route]` + Typed Destination")
        #expect(rules.first?.warning == "用 `AnyHashable`/`AnyView` 隐藏模型")
        // 3.3's owner table is a choice table too.
        #expect(entries("navigation-and-interop", .decisionRule).filter { $0.source.section == "3-3" }.count == 5)
    }

    @Test func mistakesCarryProblemFixAndTheirSnippetAsBadExample() throws {
        let mistakes = entries("navigation-and-interop", .mistake)
        let first = try #require(mistakes.first { $0.source.section == "16-1" })
        #expect(first.title == "把 NavigationStack 当 UINavigationController 使用")
        #expect(first.symptom == "到处寻找公开的 pushViewController 等价调用。")
        #expect(first.fix.hasPrefix("把 Route/Path 放在明确 Owner 中"))
        let command = try #require(mistakes.first { $0.source.section == "12-1" })
        #expect(command.examples == ["12-1-code-1"])
        #expect(command.fix.contains("Command ID"))
    }

    @Test func uiviewRepresentableBasicsHasFourTablePitfallsAndThreeCautions() throws {
        let pitfalls = entries("uiviewrepresentable-basics", .gotcha)
        #expect(pitfalls.count == 4)
        let cautions = entries("uiviewrepresentable-basics", .caution)
        // Each caution stands on the line of its sentence, found by its text.
        let sentences = ["嗯，这里要注意：makeUIView只调用一次", "我曾经踩过一个坑：在updateUIView里直接设置", "注意：别忘了实现dismantleUIView方法"]
        let lines = try sentences.map { try Fixtures.line(of: $0, in: "uiviewrepresentable-basics/zh-Hans.txt") }
        #expect(cautions.map(\.source.line) == lines)
        #expect(cautions.last?.title == "别忘了实现dismantleUIView方法")
        #expect(cautions.last?.symptom.contains("内存泄漏") == true)
        let leak = pitfalls.first { $0.title == "内存泄漏" }
        #expect(leak?.cause == "Coordinator持有parent强引用")
        #expect(leak?.fix == "用weak引用，或在dismantleUIView里清理")
    }

    @Test func interfacingWithUIKitHasNoPitfallsAndItsFinalListingsArePatterns() {
        #expect(!Self.kb.entries.contains { $0.guide == "interfacing-with-uikit" && $0.kind.isPitfall && $0.confidence == nil })
        let patterns = entries("interfacing-with-uikit", .pattern)
        #expect(patterns.map(\.title) == ["PageViewController.swift", "PageView.swift", "PageControl.swift"])
        // The final listing of each file: PageViewController ends with the delegate set in step 6 of 第三节.
        #expect(patterns[0].examples == ["section-3-step-6-code-1"])
        #expect(patterns[0].apis.contains("UIPageViewControllerDelegate"))
    }

    @Test func spotChecksOnFields() throws {
        let gotchas = entries("uikit-bridging", .gotcha)
        let parent = try #require(gotchas.first { $0.title == "Coordinator 持有父对象" })
        #expect(parent.symptom == "内存泄漏，视图永不释放")
        #expect(parent.apis.contains("Coordinator") && parent.apis.contains("updateUIView"))
        let observable = try #require(gotchas.first { $0.title == "@Observable 未更新 UIKit 视图" })
        #expect(observable.minimumOS == 17)
        let hostingConfiguration = Self.kb.entries.filter { $0.guide == "uikit-bridging" && $0.apis.contains("UIHostingConfiguration") && $0.kind == .decisionRule }
        #expect(!hostingConfiguration.isEmpty)
        #expect(hostingConfiguration.allSatisfy { $0.minimumOS == 16 })
    }

    @Test func quickRulesLinkToTheSectionTheyName() {
        let rules = entries("uikit-bridging", .decisionRule, "ja").filter { $0.target != nil }
        #expect(rules.map(\.target) == ["part-1", "part-2", "part-2b", "part-3", "part-3", "part-4"])
        #expect(rules[2].minimumOS == 18)
        #expect(rules[0].fix == "UIViewRepresentable")
    }

    @Test func sectionsCarryAPIsAndInheritedAvailability() throws {
        let doc = try #require(Self.kb.guide("uikit-bridging")?.document(in: .japanese))
        let gesture = try #require(doc.section(id: "part-2b"))
        #expect(gesture.minimumOS == 18)
        #expect(gesture.children.allSatisfy { $0.minimumOS == 18 })
        #expect(doc.section(id: "part-1-s1")?.apis.contains("makeUIView") == true)
    }

    @Test func idsAreIdenticalAcrossTwoBuilds() throws {
        let diagnostics = DiagnosticEngine()
        let files = try ContentLoader(root: Fixtures.content).load(diagnostics: diagnostics)
        let again = KnowledgeBaseBuilder.build(files: files, diagnostics: diagnostics)
        #expect(again.entries.map(\.id) == Self.kb.entries.map(\.id))
        #expect(try KnowledgeBaseJSON.encode(again) == KnowledgeBaseJSON.encode(Self.kb))
    }

    @Test func idsAreASCIISlugs() {
        for entry in Self.kb.entries {
            #expect(entry.id.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }, "\(entry.id)")
        }
    }

    @Test func kbJSONFollowsItsDocumentedSchema() throws {
        let data = try KnowledgeBaseJSON.encode(Self.kb)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["schemaVersion"] as? Int == 1)
        let entries = try #require(json["entries"] as? [[String: Any]])
        #expect(entries.count == Self.kb.entries.count)
        let strings = ["id", "kind", "guide", "language", "file", "section", "title", "symptom", "cause", "fix", "warning", "translationKey"]
        for entry in entries {
            for key in strings { #expect(entry[key] is String, "\(key) in \(entry["id"] ?? "?")") }
            #expect(entry["line"] is Int && entry["endLine"] is Int)
            #expect(entry["apis"] is [String] && entry["related"] is [String] && entry["examples"] is [String] && entry["sectionPath"] is [String])
            #expect(entry["minimumOS"] is NSNull || entry["minimumOS"] is Int)
            #expect(Entry.Kind(rawValue: entry["kind"] as? String ?? "") != nil)
        }
        let guides = try #require(json["guides"] as? [[String: Any]])
        #expect(guides.map { $0["id"] as? String } == ["interfacing-with-uikit", "navigation-and-interop", "uikit-bridging", "uiviewrepresentable-basics"])
    }
}

/// A guide that exists only in this test: the same style, new words, no code changes.
@Suite struct EntryExtractorMadeUpGuideTests {
    static let zh = """
    相机桥接指南

    这是一份关于相机桥接的测试指南。

    第 1 部分：基础

    使用 AVCaptureSession 时需要注意生命周期。

    第 2 部分：常见陷阱（iOS 17+）

    常见问题\t症状\t修复方法
    会话未停止\t电量消耗过快\t在 dismantleUIView 中调用 stopRunning()
    预览层尺寸错误\t画面被拉伸\t在 layoutSubviews 中更新 previewLayer.frame

    三、误区

    3.1 错误：在 updateUIView 中启动会话

    问题： 每次状态变化都会重新启动相机。

    修复： 在 makeUIView 中启动一次，并在 dismantleUIView 中停止。

    3.2 错误：忘记请求权限

    func makeUIView(context: Context) -> UIView {
        session.startRunning()
        return UIView()
    }

    会导致黑屏。修复方法是先调用 AVCaptureDevice.requestAccess。
    """

    static let ja = """
    カメラブリッジガイド

    カメラのブリッジに関するテスト用ガイドです。

    パート 1：基本

    AVCaptureSession を使うときはライフサイクルに注意します。

    パート 2：よくある落とし穴（iOS 17 以降）

    落とし穴\t症状\t対処法
    セッションが停止しない\tバッテリーの消費が速い\tdismantleUIView で stopRunning() を呼ぶ
    プレビューレイヤーのサイズが正しくない\t映像が引き伸ばされる\tlayoutSubviews で previewLayer.frame を更新する
    """

    static func build() -> KnowledgeBase {
        let files = [SourceFile(path: "Content/camera-bridge/zh-Hans.txt", guide: "camera-bridge", text: zh),
                     SourceFile(path: "Content/camera-bridge/ja.txt", guide: "camera-bridge", text: ja)]
        return KnowledgeBaseBuilder.build(files: files, diagnostics: DiagnosticEngine())
    }

    @Test func madeUpGuideYieldsItsEntries() throws {
        let kb = Self.build()
        let zhGotchas = kb.entries.filter { $0.language == .simplifiedChinese && $0.kind == .gotcha }
        let jaGotchas = kb.entries.filter { $0.language == .japanese && $0.kind == .gotcha }
        #expect(zhGotchas.map(\.title) == ["会话未停止", "预览层尺寸错误"])
        #expect(jaGotchas.map(\.id) == zhGotchas.map(\.id))
        #expect(zhGotchas.allSatisfy { $0.minimumOS == 17 })
        #expect(jaGotchas.allSatisfy { $0.minimumOS == 17 })
        #expect(zhGotchas[0].apis.contains("dismantleUIView"))
        let mistakes = kb.entries.filter { $0.kind == .mistake }
        #expect(mistakes.map(\.title) == ["在 updateUIView 中启动会话", "忘记请求权限"])
        #expect(mistakes[0].symptom == "每次状态变化都会重新启动相机。")
        #expect(mistakes[0].fix.hasPrefix("在 makeUIView 中启动一次"))
        #expect(mistakes[1].examples.count == 1)
        #expect(mistakes[1].fix.contains("requestAccess"))
        #expect(mistakes[1].apis.contains("AVCaptureDevice"))
    }
}
