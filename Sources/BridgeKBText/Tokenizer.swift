/// Splits text into search tokens: whole identifiers and their camelCase parts, and overlapping
/// bigrams plus unigrams over runs of Han and kana; the rules are in docs/search.md and pinned by
/// Tests/Fixtures/tokenizer-golden.json.
public struct Tokenizer: Sendable {
    public let normalizer: TextNormalizer

    public init(normalizer: TextNormalizer) { self.normalizer = normalizer }

    /// A tokenizer over the standard normaliser.
    public static func standard() throws -> Tokenizer {
        Tokenizer(normalizer: try .standard())
    }

    // MARK: - Tokenizing

    /// The normalised text and its tokens, in the order of the runs they come from.
    public func analyze(_ text: String) -> (normalized: String, tokens: [Token]) {
        let prepared = normalizer.prepare(text)
        return (TextNormalizer.lowercase(prepared), Tokenizer.tokens(inPrepared: prepared))
    }

    public func tokens(in text: String) -> [Token] {
        Tokenizer.tokens(inPrepared: normalizer.prepare(text))
    }

    /// The tokens of text that has been through ``TextNormalizer/prepare(_:)`` (case kept).
    public static func tokens(inPrepared text: String) -> [Token] {
        var tokens: [Token] = []
        scan(Array(text.unicodeScalars)) { token, _ in tokens.append(token) }
        return tokens
    }

    /// Every token of prepared text with the scalar offsets it was made from, in token order.
    public static func spans(inPrepared text: String) -> [(token: Token, range: Range<Int>)] {
        var spans: [(token: Token, range: Range<Int>)] = []
        scan(Array(text.unicodeScalars)) { spans.append(($0, $1)) }
        return spans
    }

    // MARK: - Runs

    /// Cuts prepared scalars into runs of CJK and of word characters and emits their tokens.
    private static func scan(_ scalars: [Unicode.Scalar], _ emit: (Token, Range<Int>) -> Void) {
        var start = 0
        var runIsCJK = false
        func flush(_ end: Int) {
            if start < end {
                if runIsCJK { emitCJK(scalars, start..<end, emit) } else { emitWord(scalars, start..<end, emit) }
            }
            start = end
        }
        for (i, scalar) in scalars.enumerated() {
            if SearchCharacterClass.isCJK(scalar) {
                if !runIsCJK { flush(i) }
                runIsCJK = true
            } else if SearchCharacterClass.isWord(scalar) {
                if runIsCJK { flush(i) }
                runIsCJK = false
            } else {
                flush(i)
                start = i + 1
            }
        }
        flush(scalars.count)
    }

    /// Bigrams over the run (when it has two or more characters), then every character as a unigram.
    private static func emitCJK(_ scalars: [Unicode.Scalar], _ run: Range<Int>, _ emit: (Token, Range<Int>) -> Void) {
        if run.count >= 2 {
            for i in run.lowerBound..<(run.upperBound - 1) {
                emit(Token(string(scalars[i..<(i + 2)]), .bigram), i..<(i + 2))
            }
        }
        for i in run { emit(Token(string(scalars[i..<(i + 1)]), .unigram), i..<(i + 1)) }
    }

    /// The whole word (if it holds a letter or number), then its parts when there are two or more.
    private static func emitWord(_ scalars: [Unicode.Scalar], _ run: Range<Int>, _ emit: (Token, Range<Int>) -> Void) {
        let word = scalars[run]
        guard word.contains(where: isLetterOrNumber) else { return }
        emit(Token(string(word, lowercased: true), .word), run)
        let parts = splitParts(word)
        guard parts.count >= 2 else { return }
        for part in parts { emit(Token(string(word[part], lowercased: true), .part), part) }
    }

    /// The scalars as a string, written as UTF-8 in one go (no scalar view is built);
    /// `lowercased` applies ``TextNormalizer/lowercase(_:)``, inline for ASCII.
    static func string(_ scalars: ArraySlice<Unicode.Scalar>, lowercased: Bool = false) -> String {
        var ascii = true, count = 0
        for scalar in scalars {
            let length = UTF8.width(scalar)
            count += length
            if length > 1 { ascii = false }
        }
        let text = String(unsafeUninitializedCapacity: count) { buffer in
            var position = 0
            for scalar in scalars {
                if scalar.isASCII {
                    var byte = UInt8(scalar.value)
                    if lowercased && (0x41...0x5A).contains(byte) { byte += 0x20 }
                    buffer[position] = byte
                    position += 1
                } else {
                    for byte in UTF8.encode(scalar)! { buffer[position] = byte; position += 1 }
                }
            }
            return position
        }
        return lowercased && !ascii ? TextNormalizer.lowercase(text) : text
    }

    private static func isLetterOrNumber(_ scalar: Unicode.Scalar) -> Bool {
        SearchCharacterClass.isLetter(scalar) || SearchCharacterClass.isNumber(scalar)
    }

    /// Splits a word at `_`, before an uppercase letter that follows a non-uppercase one, before the
    /// last capital of an acronym that a lowercase letter follows, and between numbers and
    /// non-numbers (updateUIView → update UI View, iOS17 → i OS 17); parts without a letter or
    /// number are dropped. Returns ranges of `word`'s indices.
    static func splitParts(_ word: ArraySlice<Unicode.Scalar>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = word.startIndex
        func close(_ end: Int) {
            if start < end, word[start..<end].contains(where: isLetterOrNumber) { parts.append(start..<end) }
            start = end
        }
        for i in word.indices {
            let scalar = word[i]
            if scalar == "_" { close(i); start = i + 1; continue }
            guard i > start else { continue }
            let previous = word[i - 1]
            let upper = SearchCharacterClass.isUppercase(scalar)
            let previousUpper = SearchCharacterClass.isUppercase(previous)
            let nextLower = i + 1 < word.endIndex && SearchCharacterClass.isLowercase(word[i + 1])
            let number = SearchCharacterClass.isNumber(scalar)
            if (upper && !previousUpper) || (upper && previousUpper && nextLower)
                || number != SearchCharacterClass.isNumber(previous) {
                close(i)
            }
        }
        close(word.endIndex)
        return parts
    }
}
