import Foundation
import BridgeKBModel

/// Sections a page lists as alike — its problems, its recipes — found by the shape of sibling headings rather than by
/// the model's weights: a guide nobody here has read is written in these shapes as often as the corpus is.
extension EntryExtractor {
    /// On a page about problems (its title names what goes wrong: `Xcode 编译报错汇总`, `メモリリークの原因と対策`), sibling
    /// sections titled by what goes wrong (`## 真机运行闪退`) list those problems: each such section is one. Not a heading
    /// that explains, asks for information, tells how something works or names a collection (`其他小问题`), nor one
    /// over sections of its own.
    /// A listicle too: on a page whose title counts the pitfalls or mistakes it announces (`iOS 开发中 12 个常见的坑`,
    /// `…のアンチパターン 8 選`, `5 Common Mistakes`), numbered sibling headings (`## 3. …`) are its items, whatever their
    /// words. (Without a count, `## 1. 基本写法` on `…的坑` numbers an article's parts.)
    /// Neither takes a section that shows ❌ / ✅ examples (they are its entries), nor a heading that ends on a word only
    /// naming problems (`加载相关的问题`: a category).
    func listedProblems(in document: Document) -> Set<String> {
        // Two or more numbered cause headings (`## 原因一：…`) are a page's possible causes, whatever its title.
        let causes = Self.listed(in: document, atLeast: 2) { $0.children.isEmpty && examples.namedCause(of: $0) != nil }
        let page = cues.fold(document.title).scalars
        let listicle = Self.countsItems(document.title) && [Vocabulary.Class.pitfallHeading, .mistakeSection, .cautionSection,
                                                          .troubleshootingSection].contains { cues.set($0).contains(in: page) }
        guard listicle || cues.set(.hazard).contains(in: page) else { return causes }
        func isItem(_ section: Section) -> Bool {
            section.children.isEmpty && cautions.collectionKind(of: section) == nil && !isExplanation(section.title)
                && !asksForInformation(section.title) && !tellsHowItWorks(section.title) && !examples.showsExamples(section)
        }
        // (The title's words first: `isItem` reads the section's blocks.)
        var listed = Self.listed(in: document) { section in
            let title = cues.fold(cues.withoutOrdinal(section.title)).scalars
            return cues.goesWrong(title) && !cues.endsWith(.pitfallHeadingNumbered, title, 0..<title.count) && isItem(section)
        }
        if listicle {
            listed.formUnion(Self.listed(in: document) { ($0.number != nil || cues.withoutOrdinal($0.title) != $0.title) && isItem($0) })
        }
        return listed.union(causes)
    }

    /// Notes that list recipes: sibling sections that each hold only Swift listings under a heading naming something
    /// (`### 给视图加圆角` over its code), not a ❌ / ✅ example, a label or a question: each is a pattern. An author
    /// who labels patterns (`## Pattern 1: …`, `## 例：…`) labels each: among such siblings an unlabelled one is none.
    func listedRecipes(in document: Document) -> Set<String> {
        Self.listed(in: document, unless: { cues.headingLabel(.patternHeading, in: $0.title) != nil }) { section in
            section.children.isEmpty && !section.blocks.isEmpty
                && section.blocks.allSatisfy { $0.snippet.map { $0.language == .swift && $0.isCode } ?? false }
                && examples.exampleMarker(of: section) == nil && !examples.isExampleLabel(section)
                && !isExplanation(section.title) && !namesNoTechnique(section.title)
                && !cues.set(.whyQuestion).contains(in: cues.fold(section.title).scalars)
        }
    }

    /// Whether a title counts what it lists: a number from two and a counter (`12 个`, `8 選`, `5つ`, `三条`), or a number
    /// before what English counts (`5 Common Mistakes`, `7 pitfalls`).
    static func countsItems(_ title: String) -> Bool {
        // (`一个` is Chinese for "a": a count starts at two.)
        title.range(of: #"([0-9０-９]+|[二三四五六七八九十两][一二三四五六七八九十]*)\s*(个|個|つ|選|条|條|点|點|件|种|種|大|项|項)"#,
                    options: .regularExpression) != nil
            || title.range(of: #"\b[0-9]+\s+(common\s+|typical\s+)?(mistakes|pitfalls|gotchas|traps|anti-?patterns|things|errors)\b"#,
                           options: [.regularExpression, .caseInsensitive]) != nil
    }

    /// The sections of every sibling group `atLeast` of which are `alike` (and none `unless`): a list of such sections.
    private static func listed(in document: Document, atLeast: Int = listedAtLeast, unless excluded: (Section) -> Bool = { _ in false },
                               _ alike: (Section) -> Bool) -> Set<String> {
        var listed = Set<String>()
        func visit(_ siblings: [Section]) {
            let members = siblings.filter(alike)
            if members.count >= atLeast, !siblings.contains(where: excluded) { listed.formUnion(members.map(\.id)) }
            siblings.forEach { visit($0.children) }
        }
        visit(document.sections)
        return listed
    }

    /// How many sibling sections must be alike to be read as a list of them.
    static let listedAtLeast = 3
}
