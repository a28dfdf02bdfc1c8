import Foundation
import BridgeKBModel

/// The cue words extraction relies on, by meaning class — section titles that announce pitfalls,
/// patterns or cautions, table column roles, paragraph labels, ❌ / ✅ words, caution phrases,
/// decision-rule words — in every language. The built-in list is a data file compiled into the tool
/// (`Extraction/vocabulary.json`); a project extends or replaces classes in `Content/vocabulary.json`.
public struct Vocabulary: Sendable {
    /// A meaning class: what a cue word says, whatever its language. (Int-backed so that a reader's
    /// phrase sets are an array indexed by class, looked up for every scanned text without hashing.)
    public enum Class: Int, CaseIterable, Sendable {
        case pitfallHeading, pitfallHeadingNumbered, cautionSection, mistakeSection, troubleshootingSection, patternHeading
        case columnIndex, columnProblem, columnPattern, columnSymptom, columnCause, columnFix, columnWarning
        case columnSituation, columnChoice, columnNote, choiceMark
        case labelSymptom, labelCause, labelFix
        case badMarker, goodMarker
        case cautionOpener, cautionImperative, cautionPhrase, strongCaution, hazard, consequence, remedy, connective
        case ruleConditionOpener, ruleConditionEnd, ruleConditionTopic, ruleChoice
        // Signals the entry model weighs (`EntryModel`), never decisive on their own.
        case unexpected, prohibition, obligation, recommendation, condition, technique, causeWord, question, comparison
        case summarySection, nonEntrySection, ruleSection
        /// A heading of a card that gathers the page on one screen (`Quick Reference`, `速查表`, `早見表`): its table and
        /// items restate what the page says.
        case referenceCard
        /// Phrases that give what to do about a problem (`就可以了`, `すればよい`, `to fix`): where an
        /// entry's fix is, when no label says so.
        case fixPhrase
        /// Words that set one option aside for another (`而不是`, `ではなく`, `instead of`): a sentence
        /// that holds one, and no hazard, picks between alternatives.
        case preferenceConnector
        /// Phrases saying what an option is suited for (`适用于`, `に向いています`, `is best for`).
        case suitability
        /// A heading under an option's heading that says when the option suits (`可能適用的時機`, `使いどころ`,
        /// `When to use it`).
        case suitabilityHeading
        /// The label of what speaks for an option (`优点`, `メリット`, `Pros`) and of what speaks against it (`缺点`,
        /// `デメリット`, `Cons`): options weighed so, two or more side by side, are one decision rule each.
        case advantagesLabel, drawbacksLabel
        /// The labels of a question and of its answer in a FAQ written as prose (`Q：` / `A：`, `问：` / `答：`,
        /// `質問：` / `回答：`), and the words that ask why something happens (`为什么`, `なぜ`, `why`): such a question
        /// is a pitfall's symptom.
        case questionLabel, answerLabel, whyQuestion
        /// The endings of a Japanese sentence that forbids (`〜てはいけない`, `〜てはだめです`, `〜ないこと`): such a sentence
        /// with what goes wrong in it or the next one is a caution (Chinese and English open with a prohibition).
        case prohibitionEnding
        /// A heading that asks what something is (`…とは？`, `什么是…`, `What is …`): it explains, never an entry.
        case definitionHeading
        /// Words that point back at the option a section presents (`此方式`, `この方法`, `this approach`): a
        /// choice said only by one is that section's option.
        case optionReference
        /// Words a sentence opens with when it tells the reader what to do (`不要…`, `务必…`, `Don't…`,
        /// `Make sure…`), and the endings of a Japanese one (`…しないこと`, `…しないといけない`): it gives a fix.
        case directiveOpener, directiveEnding
        /// Endings of a Japanese clause that says what happens rather than what to do (`…になる`, `…される`):
        /// after a situation (`X の場合は Y になる`) it describes behaviour, no choice.
        case outcomeEnding
        /// Openings of a sentence that draws a conclusion from what came before (`所以`, `总之`, `要するに`,
        /// `In short`): it restates an entry told before, no entry of its own.
        case conclusionOpener
        /// Endings of a Japanese sentence that close on a caution after its reason (`…ので注意してください`,
        /// `…ため注意が必要です`): the reason is the caution.
        case cautionEnding
        /// Openings of a sentence about the article itself (`本文…`, `この記事では…`, `This guide …`): it introduces
        /// what the article is about, no entry of its own.
        case articleOpener
        /// Phrases that send the reader elsewhere (`详见…`, `…を参照してください`, `see …`): a sentence holding one
        /// points to a fix without giving it.
        case referencePhrase
        /// Openings that give the cause or the fix of a problem told before (`这是因为…`, `これを回避するには…`,
        /// `This happens because…`): the sentence belongs to that problem's entry, no caution of its own.
        case backReference
        /// Words opening a clause that gives the cause of what the clause before it says (`这是由于…`, `因为…`,
        /// `なぜなら…`, `because …`): in a pitfall's title after a comma, that clause is its cause.
        case causeOpener
        /// Words that only narrate how the writer saw what follows (`我们看到`, `可以发现`, `we can see that`): in a
        /// title, what was seen is the title.
        case observationLead
        case informationQuestion
        /// Words that, with a number, only say which part a heading is (`Technique 2:`, `方法1：`, `手順3`).
        case partLabel
        /// Words saying something must be so, not merely advised (`必须`, `必要があります`, `must`): in a
        /// sentence a caution cue announces (`注意点としては、…必要があります`), what breaks when it is not.
        case necessity
        /// With a number, a step of a procedure (`Step 2:`, `Phase 1 —`, `手順3`, `步骤二`).
        case procedureStep
        /// A question of what, which or what happens (`哪些`, `どうなる`, `which`) and one of how (`如何`, `どうやって`, `how`).
        case askingWhat, howQuestion
        /// Beside one name, that the section shows how to use it (`如何使用 X`, `X の使い方`, `Using X`).
        case usageOf
        /// Ending a heading, how something works (`X の仕様`, `X 的原理`, `How it works`) or how two things relate.
        case workings
        /// The debugging tools themselves (`breakpoint`, `断点`, `ブレークポイント`): trouble with one is a debugging tip.
        case debuggingTool
        /// Words opening a clause that grants something before the sentence turns (`虽然`, `Although`): no part
        /// of a condition after it.
        case concession
        /// Openings of a condition that is the reader's need (`如果需要`, `If you need`), and the words saying
        /// what the reader can do for it (`可以`, `you can`): together, a choice.
        case needOpener, permission
        /// Words saying what something is (`is`, `是`): a contrast after one (`X is a class, not a struct`) describes.
        case copula
        /// Words that negate a situation (`不`, `くな`, `don't`): sibling headings differing only by one are alternatives.
        case negation
        /// Words that take up one of two options just named (`前者`, `後者`, `the latter`).
        case formerLatter
        /// Endings of a sentence that recommend one way of doing something (`…のが良い`, `…すると良い`, `…为宜`).
        case recommendingEnding
        /// Words of choosing and words setting two options side by side after them (`在选择 X 还是 Y 时`, `choosing between`).
        case choosing, alternatives
        /// Words introducing the option set aside after a word of recommendation (`prefer X over Y`).
        case preferredOver
        /// Japanese polite negatives saying that what should happen does not (`更新されません`, `呼ばれません`): in an entry's
        /// sentences they say what goes wrong, as `unexpected` words do. Only an entry's fields read them (the model's
        /// signals count `unexpected`, whose words it was fitted on).
        case unexpectedPolite
        /// Conditions that only hedge (`可能であれば`, `必要でない限り`, `如果可能`, `if possible`): a rule they open names no
        /// situation, and its whole sentence is its title.
        case hedge
        /// Words that turn a sentence against what came before in it (`不过`, `但是`, `しかし`, `but`): after what should
        /// happen, what did instead.
        case contrast

        /// The class's name in vocabulary files: the case name (`cautionSection`).
        public var name: String { String(describing: self) }

        /// The class a vocabulary file names, or nil.
        public static func named(_ name: String) -> Class? { byName[name] }

        private static let byName = Dictionary(uniqueKeysWithValues: Class.allCases.map { ($0.name, $0) })
    }

    /// A cue word and the language it was listed under.
    public struct Word: Hashable, Sendable {
        public var text: String
        public var language: String
        public init(_ text: String, language: String) { self.text = text; self.language = language }
    }

    /// The words of each class, in file order.
    public private(set) var words: [Class: [Word]]
    /// The words folded and indexed for matching, by the primary language subtag they serve
    /// (`zh`, `ja`, `en`, …) and `*` for documents in any other language.
    private var sets: [String: [Class: PhraseSet]]
    /// A hash of every class's words (and of a project's entry model): part of each guide's build-cache key.
    public private(set) var fingerprint: String
    /// The weights extraction weighs its candidates with: the built-in ones, or a model a project fitted on its own
    /// labelled guides (`Content/entry-model.json`, ``using(entryModel:path:diagnostics:)``). It travels with the words
    /// because it is the same thing — how extraction reads this project's guides — and keys the cache the same way.
    package var entryModel: EntryModel { projectModel?.model ?? .builtIn }

    init(words: [Class: [Word]]) {
        self.words = words
        self.sets = [:]
        self.fingerprint = ""
        compile()
    }

    /// Which documents a word serves: those in its own language (by primary subtag, so zh-Hant words
    /// serve zh-Hans guides too, Han folding doing the rest), and English words and marks such as ❌
    /// every document — API-heavy prose borrows English everywhere. Documents in a language the
    /// vocabulary does not list use every word.
    static func serves(_ word: Word, scope: String) -> Bool {
        scope == "*" || primary(word.language) == scope || primary(word.language) == "en"
            || !Cue.hasWordContent(ArraySlice(word.text.unicodeScalars))
    }

    static func primary(_ tag: String) -> String {
        String(tag.lowercased().split(separator: "-").first ?? "")
    }

    private mutating func compile() {
        var hasher = ContentHasher()
        var scopes: Set<String> = ["*"]
        for kind in Class.allCases {
            hasher.combine(kind.name)
            for word in words[kind] ?? [] {
                hasher.combine(word.language)
                hasher.combine(word.text)
                scopes.insert(Self.primary(word.language))
            }
        }
        // Each word folded once for every scope (folding it again per scope made up most of the setup's cost).
        let folded = words.mapValues { $0.map { (word: $0, phrase: PhraseSet.folded($0.text)) } }
        var sets: [String: [Class: PhraseSet]] = [:]
        for scope in scopes {
            var byClass: [Class: PhraseSet] = [:]
            for kind in Class.allCases {
                byClass[kind] = PhraseSet(folded: (folded[kind] ?? []).filter { Self.serves($0.word, scope: scope) }.map(\.phrase))
            }
            sets[scope] = byClass
        }
        self.sets = sets
        fingerprint = hasher.finalize()
    }

    /// The phrases of one class that serve documents in `language`.
    func set(_ kind: Class, for language: Language) -> PhraseSet {
        let scope = Self.primary(language.tag)
        return (sets[scope] ?? sets["*"])?[kind] ?? PhraseSet([])
    }

    // MARK: - The built-in vocabulary

    /// The vocabulary shipped with the tool. The data file is validated by the tests; should it ever
    /// be broken, extraction runs with what could be read.
    public static let builtIn: Vocabulary = {
        let text = String(decoding: PackageResources.vocabulary_json, as: UTF8.self)
        return Vocabulary(words: [:]).applying(text, path: "vocabulary.json (built in)", diagnostics: DiagnosticEngine())
    }()

    /// The built-in data file as text, for the tests and the documentation.
    static var builtInText: String { String(decoding: PackageResources.vocabulary_json, as: UTF8.self) }

    // MARK: - Project vocabulary

    /// This vocabulary with a vocabulary file applied: each class's words are added (or, with
    /// `"replace": true`, replace the class's words), and `"remove"` drops words. Problems are
    /// reported at `path:line:col`; a file that is not JSON changes nothing, a bad class or value is
    /// skipped.
    public func applying(_ text: String, path: String, diagnostics: DiagnosticEngine) -> Vocabulary {
        guard let changes = VocabularyFile.read(text, path: path, diagnostics: diagnostics) else { return self }
        var words = self.words
        for change in changes {
            var list = change.replace ? [] : (words[change.kind] ?? [])
            let removed = Set(change.remove.map { FoldedText.fold($0) })
            list.removeAll { removed.contains(FoldedText.fold($0.text)) }
            list += change.add
            words[change.kind] = list
        }
        var result = Vocabulary(words: words)
        if let model = projectModel { result.use(model.model, hash: model.hash) }
        return result
    }

    /// This vocabulary with the entry model of a model file (`bench/entry-model/run --write-to FILE` writes one:
    /// `{"signals": [...], "groups": {"pitfall": {"threshold": t, "weights": [...]}, ...}}`). A file that cannot be
    /// read as a model changes nothing and is reported at `path` (an error); one that weighs no group is a warning.
    public func using(entryModel data: Data, path: String, diagnostics: DiagnosticEngine) -> Vocabulary {
        let model: EntryModel
        do {
            model = try EntryModel(json: data)
        } catch {
            diagnostics.emit(.error, "vocabulary.entry-model", "entry model is not a model file (\"signals\" and \"groups\"): \(error)", file: path)
            return self
        }
        if model.isEmpty {
            diagnostics.emit(.warning, "vocabulary.entry-model",
                             "entry model weighs no group (pitfall, pattern, rule; each with as many weights as signals): only the recognisers find entries",
                             file: path)
        }
        var hasher = ContentHasher()
        hasher.combine(String(decoding: data, as: UTF8.self))
        var result = self
        result.use(model, hash: hasher.finalize())
        return result
    }

    /// A project's entry model and the hash of its file, once ``using(entryModel:path:diagnostics:)`` set one.
    private var projectModel: (model: EntryModel, hash: String)?

    private mutating func use(_ model: EntryModel, hash: String) {
        let words = projectModel == nil ? fingerprint : Vocabulary(words: self.words).fingerprint
        projectModel = (model, hash)
        var hasher = ContentHasher()
        hasher.combine(words)
        hasher.combine(hash)
        fingerprint = hasher.finalize()
    }
}
