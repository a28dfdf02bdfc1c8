import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders
import BridgeKBTestSupport

/// The plain-text reader over the real guides in Content/.
@Suite struct PlainTextReaderContentTests {
    // MARK: - uikit-bridging

    @Test(arguments: ["zh-Hans.txt", "ja.txt"])
    func uikitBridgingHasTheGuideOutline(file: String) throws {
        let doc = try TestSupport.document("uikit-bridging", file)
        #expect(doc.title == (file == "ja.txt" ? "UIKit-SwiftUI ブリッジ" : "UIKit-SwiftUI 桥接"))
        #expect(doc.kicker == ["axiom-uikit-bridging"])
        #expect(doc.sections.count == 9)
        #expect(doc.sections.map(\.number) == [nil] + (file == "ja.txt"
            ? ["パート 1", "パート 2", "パート 2b", "パート 3", "パート 4", "パート 5", "パート 6"]
            : ["第 1 部分", "第 2 部分", "第 2b 部分", "第 3 部分", "第 4 部分", "第 5 部分", "第 6 部分"]) + [nil])
        #expect(doc.sections.first?.title == (file == "ja.txt" ? "判断フレームワーク" : "决策框架"))
        #expect(doc.sections.last?.title == (file == "ja.txt" ? "リソース" : "资源"))
        #expect(doc.sections[1...7].map(\.children.count) == [7, 4, 4, 7, 3, 0, 0])
        #expect(doc.sections[1...5].map(\.children.count).reduce(0, +) == 25)
        let hostingConfiguration = try #require(doc.sections[4].children.first { $0.title.hasPrefix("UIHostingConfiguration") })
        #expect(hostingConfiguration.children.count == 2)
        #expect(hostingConfiguration.children.allSatisfy { $0.title.contains("UIHostingController") })
    }

    @Test(arguments: ["zh-Hans.txt", "ja.txt"])
    func noCommentLabelOrTableHeaderBecomesASection(file: String) throws {
        let doc = try TestSupport.document("uikit-bridging", file)
        for section in doc.allSections {
            #expect(!section.title.hasPrefix("//"), "\(section.title)")
            #expect(!section.title.hasSuffix("：") && !section.title.hasSuffix(":"), "\(section.title)")
            #expect(!section.title.contains("\t"), "\(section.title)")
        }
    }

    @Test func bothLanguagesOfAGuideHaveTheSameTreeShape() throws {
        let zh = try TestSupport.document("uikit-bridging", "zh-Hans.txt")
        let ja = try TestSupport.document("uikit-bridging", "ja.txt")
        func shape(_ sections: [Section]) -> [String] {
            sections.flatMap { s in ["\(s.id):\(s.level):\(s.blocks.map(\.kind.rawValue).joined(separator: ","))"] + shape(s.children) }
        }
        #expect(shape(zh.sections) == shape(ja.sections))
        #expect(zh.allSnippets.map(\.code) == ja.allSnippets.map(\.code))
    }

    // MARK: - navigation-and-interop

    @Test func navigationAndInteropHasEighteenChaptersAndTheirDecimalSubsections() throws {
        let doc = try TestSupport.document("navigation-and-interop", "zh-Hans.txt")
        let numbers = doc.sections.map { $0.number ?? $0.title }
        #expect(numbers == ["一", "核心结论", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二",
                            "十三", "十四", "十五", "十六", "十七", "十八"])
        let subsections = doc.sections.flatMap(\.children)
        #expect(subsections.count == 53)
        #expect(subsections.first?.number == "3.1")
        #expect(subsections.last?.number == "17.4")
        for chapter in doc.sections {
            for child in chapter.children {
                // 3.1 sits under 三 (id "3"), 16.10 under 十六.
                #expect(child.id.hasPrefix(chapter.id + "-"), "\(child.displayTitle) under \(chapter.displayTitle)")
            }
        }
        #expect(doc.section(id: "16")?.children.count == 10)
    }

    /// Expects `snippet` to run from the line of Content/`file` holding `first` to the last non-blank
    /// line before the line holding `next` (lines found by their text).
    func expectListing(_ snippet: Snippet, in file: String, from first: String, upTo next: String) throws {
        let start = try Fixtures.line(of: first, in: file)
        let lines = try Fixtures.guide(file).split(separator: "\n", omittingEmptySubsequences: false)
        var end = try Fixtures.line(of: next, in: file, after: start) - 1
        while end > start, lines[end - 1].allSatisfy(\.isWhitespace) { end -= 1 }
        #expect(snippet.range.startLine == start && snippet.range.endLine == end, "\(snippet.id) in \(file)")
    }

    @Test func searchBarAndSearchFieldAreEachOneSnippet() throws {
        let nav = try TestSupport.document("navigation-and-interop", "zh-Hans.txt")
        let searchBar = try #require(nav.allSnippets.first { $0.code.hasPrefix("struct SearchBar") })
        try expectListing(searchBar, in: "navigation-and-interop/zh-Hans.txt", from: "struct SearchBar", upTo: "9.1 `makeUIView`")
        let bridging = try TestSupport.document("uikit-bridging", "zh-Hans.txt")
        let searchField = try #require(bridging.allSnippets.first { $0.code.hasPrefix("struct SearchField") })
        try expectListing(searchField, in: "uikit-bridging/zh-Hans.txt", from: "struct SearchField", upTo: "布局属性警告")
        #expect(searchField.code.hasSuffix("}"))
    }

    @Test func noProseLineIsInsideASnippet() throws {
        for (guide, file) in TestSupport.contentFiles {
            let doc = try TestSupport.document(guide, file)
            for snippet in doc.allSnippets where snippet.language == .swift {
                var scanner = CodeLineScanner()
                for line in snippet.code.split(separator: "\n") {
                    let code = scanner.feed(String(line)).code
                    #expect(!CharacterClass.containsCJK(code), "\(guide)/\(file) \(snippet.id): \(line)")
                }
            }
        }
    }

    @Test func everySwiftExampleRunsFromItsFirstToItsLastLine() throws {
        for (guide, file) in TestSupport.contentFiles {
            let doc = try TestSupport.document(guide, file)
            for snippet in doc.allSnippets where snippet.language == .swift {
                var depth = 0
                var scanner = CodeLineScanner()
                for line in snippet.code.split(separator: "\n") { scanner.feed(String(line)); depth = scanner.depth }
                #expect(depth == 0, "\(guide)/\(file) \(snippet.id) ends with an open bracket")
            }
        }
    }

    // MARK: - interfacing-with-uikit

    @Test func interfacingWithUIKitHasFourLessonsOfSteps() throws {
        let diagnostics = DiagnosticEngine()
        let doc = try TestSupport.document("interfacing-with-uikit", "zh-Hans.txt", diagnostics: diagnostics)
        #expect(doc.title == "与UIKit协作")
        #expect(doc.sections.map(\.number) == ["第一节", "第二节", "第三节", "第四节"])
        #expect(doc.sections[0].title == "创建显示UIPageViewController的视图")
        #expect(doc.sections[1].title == "创建视图控制器的数据源")
        #expect(doc.sections.map(\.children.count) == [6, 5, 6, 5])
        // The page footer copied with the text (the wiki's page title) is debris, outside every section.
        let footer = try Fixtures.line(of: "01 Interfacing with UIKit - ", in: "interfacing-with-uikit/zh-Hans.txt")
        #expect(doc.allSections.allSatisfy { $0.range.endLine < footer })
        #expect(diagnostics.diagnostics.contains { $0.ruleID == "reader.debris" && $0.range?.startLine == footer })
    }

    @Test func tutorialListingsCarryTheirFileNames() throws {
        let doc = try TestSupport.document("interfacing-with-uikit", "zh-Hans.txt")
        let names = Set(doc.allSnippets.compactMap(\.fileName))
        #expect(names == ["PageViewController.swift", "PageView.swift", "PageControl.swift"])
        #expect(doc.allSnippets.filter { $0.fileName != nil }.count == 20)
    }

    // MARK: - uiviewrepresentable-basics

    @Test func uiviewRepresentableBasicsHasSixSectionsAndASpaceSeparatedTable() throws {
        let diagnostics = DiagnosticEngine()
        let doc = try TestSupport.document("uiviewrepresentable-basics", "zh-Hans.txt", diagnostics: diagnostics)
        #expect(doc.sections.map(\.number) == ["3.1", "3.2", "3.3", "3.4", "3.5", "3.6"])
        let tables = doc.sections[5].blocks.compactMap { if case .table(let t) = $0 { return t } else { return nil } }
        #expect(tables.count == 1)
        #expect(tables.first?.header == ["问题", "原因", "解决方案"])
        #expect(tables.first?.rows.count == 4)
        #expect(tables.first?.rows.allSatisfy { $0.count == 3 } == true)
        #expect(!doc.allSections.flatMap(\.blocks).contains { $0.plainText.contains("返回目录") })
        #expect(diagnostics.diagnostics.contains { $0.ruleID == "reader.debris" })
    }

    @Test func markersComeFromTheCodeComments() throws {
        let doc = try TestSupport.document("uikit-bridging", "zh-Hans.txt")
        let bad = doc.allSnippets.filter { $0.marker == .bad }
        #expect(bad.count == 2)
        #expect(bad.allSatisfy { $0.code.contains("❌") && !$0.code.contains("✅") })
        #expect(doc.allSnippets.filter { $0.marker == .good }.count == 3)
    }

    @Test func diagramsAndLifecycleTablesAreNotSwift() throws {
        let doc = try TestSupport.document("uikit-bridging", "zh-Hans.txt")
        let blocks = doc.allSections.flatMap(\.blocks)
        let diagrams = blocks.filter { $0.kind == .diagram }
        #expect(diagrams.count == 1)
        #expect(diagrams.first?.snippet?.language == .dot)
        let lifecycles = blocks.compactMap { if case .lifecycle(let l) = $0 { return l } else { return nil } }
        #expect(lifecycles.map(\.entries.count) == [3, 3, 4])
        #expect(lifecycles.first?.entries.first?.method == "makeUIView(context:)")
    }
}
