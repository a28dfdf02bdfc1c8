import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBChecking

/// `swiftc -parse` as the judge of our structural checks: runs batches of files through the real
/// parser and says which ones it rejects.
struct SwiftcOracle {
    static let path: String? = {
        let fm = FileManager.default
        let environment = ProcessInfo.processInfo.environment
        var candidates = (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        candidates.append("/opt/swift/usr/bin/swiftc")
        return candidates.first { fm.isExecutableFile(atPath: $0) }
    }()

    let swiftc: String
    let directory: URL

    init?() {
        guard let swiftc = Self.path else { return nil }
        self.swiftc = swiftc
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-oracle-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func cleanUp() { try? FileManager.default.removeItem(at: directory) }

    /// The indices of `sources` that `swiftc -parse` rejects; files go in batches of `batch` per call,
    /// two calls at a time; `flags` go to the frontend (`-swift-version 6` for bare `/…/` regex literals).
    func rejected(_ sources: [String], prefix: String, batch: Int = 150, flags: [String] = []) throws -> Set<Int> {
        var urls: [URL] = []
        for (i, text) in sources.enumerated() {
            let url = directory.appendingPathComponent("\(prefix)\(i).swift")
            try text.write(to: url, atomically: false, encoding: .utf8)
            urls.append(url)
        }
        let chunks = stride(from: 0, to: urls.count, by: batch).map { Array(urls[$0..<min($0 + batch, urls.count)]) }
        let lock = NSLock()
        var rejected: Set<Int> = []
        DispatchQueue.concurrentPerform(iterations: chunks.count) { index in
            let output = run(chunks[index].map(\.path), flags: flags)
            var found: Set<Int> = []
            for line in output.split(separator: "\n") where line.contains(": error: ") {
                guard let range = line.range(of: "/\(prefix)"), let end = line[range.upperBound...].firstIndex(of: ".") else { continue }
                if let n = Int(line[range.upperBound..<end]) { found.insert(n) }
            }
            lock.lock(); rejected.formUnion(found); lock.unlock()
        }
        return rejected
    }

    private func run(_ files: [String], flags: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        // One frontend process parses every file of the batch (the driver would spawn one job per file
        // and stop at the first failing one).
        process.arguments = ["-frontend", "-parse"] + flags + files
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        do { try process.run() } catch { return "" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

// MARK: - Mutants

/// One-character slips applied to a wrapped snippet: a bracket deleted, a quote deleted, a keyword misspelt.
enum Mutant {
    static func mutants(of wrapped: SnippetWrapper.Wrapped, perKind: Int = 5) -> [(kind: String, text: String)] {
        let lexed = SwiftLexer.lex(wrapped.text)
        let bytes = lexed.source.bytes
        let tokens = lexed.tokens.filter { wrapped.isSnippetLine($0.line) }
        func deleting(_ offset: Int) -> String {
            var b = bytes; b.remove(at: offset); return String(decoding: b, as: UTF8.self)
        }
        func spread<T>(_ items: [T]) -> [T] {
            guard items.count > perKind else { return items }
            return (0..<perKind).map { items[$0 * items.count / perKind] }
        }
        var result: [(String, String)] = []
        let brackets = tokens.filter { $0.kind == .punctuation && ["(", ")", "[", "]", "{", "}"].contains($0.text) }
        for token in spread(brackets) { result.append(("bracket", deleting(token.start))) }
        var quotes: [Int] = []
        for token in tokens where token.kind == .string && token.text.hasPrefix("\"") && !token.text.hasPrefix("\"\"\"") {
            quotes.append(token.start)
            quotes.append(token.end - 1)
        }
        for offset in spread(quotes) { result.append(("quote", deleting(offset))) }
        let keywords = tokens.filter { $0.kind == .keyword && $0.text.count >= 2 }
        for token in spread(keywords) {
            var word = Array(token.text)
            if word.count >= 3 { word.swapAt(1, 2) } else { word.reverse() }
            var b = bytes
            b.replaceSubrange(token.start..<token.end, with: Array(String(word).utf8))
            result.append(("keyword", String(decoding: b, as: UTF8.self)))
        }
        return result
    }
}

// MARK: - The oracle test

@Test(.enabled(if: SwiftcOracle.path != nil, "swiftc not found on PATH or at /opt/swift/usr/bin: oracle skipped"))
func structuralChecksAgreeWithSwiftcParse() throws {
    let oracle = try #require(SwiftcOracle())
    defer { if ProcessInfo.processInfo.environment["KEEP_ORACLE"] == nil { oracle.cleanUp() } else { print(oracle.directory.path) } }
    let snippets = try contentSwiftSnippets().map(\.snippet)
    let wrapped = snippets.map { SnippetWrapper.wrap($0.code, kind: SnippetClassifier.classify($0.code)) }
    let rejectedSnippets = try oracle.rejected(wrapped.map(\.text), prefix: "snippet")
    let mutantsPerKind = Int(ProcessInfo.processInfo.environment["ORACLE_MUTANTS"] ?? "") ?? 6
    print("oracle: swiftc rejects, as wrapped: " + rejectedSnippets.sorted().map { "\(snippets[$0].id) (\(wrapped[$0].kind.rawValue))" }.joined(separator: ", "))
    func hasErrors(_ text: String) -> Bool { !StructuralChecker.check(SwiftLexer.lex(text)).isEmpty }

    // 1. No snippet the compiler accepts is an error for us.
    var accepted: [SnippetWrapper.Wrapped] = []
    for (index, w) in wrapped.enumerated() where !rejectedSnippets.contains(index) {
        accepted.append(w)
        #expect(!hasErrors(w.text), "swiftc accepts \(snippets[index].id) but we flag: \(StructuralChecker.check(SwiftLexer.lex(w.text)).map(\.formatted))")
    }

    // 2. We flag at least 95% of the mutants the compiler rejects.
    let mutants = accepted.flatMap { w in Mutant.mutants(of: w, perKind: mutantsPerKind).map { (kind: $0.kind, text: $0.text, original: w.text) } }
    let rejected = try oracle.rejected(mutants.map(\.text), prefix: "mutant")
    var flaggedByKind: [String: (flagged: Int, rejected: Int)] = [:]
    var missed: [String] = []
    var falseAlarms = 0
    for (index, mutant) in mutants.enumerated() {
        let flagged = hasErrors(mutant.text)
        if rejected.contains(index) {
            flaggedByKind[mutant.kind, default: (0, 0)].rejected += 1
            if flagged { flaggedByKind[mutant.kind, default: (0, 0)].flagged += 1 } else { missed.append(changedLine(mutant.original, mutant.text)) }
        } else if flagged {
            falseAlarms += 1
        }
    }
    let totalRejected = flaggedByKind.values.map(\.rejected).reduce(0, +)
    let totalFlagged = flaggedByKind.values.map(\.flagged).reduce(0, +)
    let rate = totalRejected == 0 ? 1 : Double(totalFlagged) / Double(totalRejected)
    print("oracle: \(snippets.count) snippets, swiftc rejects \(rejectedSnippets.count) as wrapped; \(mutants.count) mutants, "
          + "swiftc rejects \(totalRejected), we flag \(totalFlagged) (\(String(format: "%.1f", rate * 100))%); "
          + flaggedByKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.flagged)/\($0.value.rejected)" }.joined(separator: ", ")
          + "; we flag \(falseAlarms) mutants swiftc accepts")
    for line in missed { print("missed mutant: \(line)") }
    #expect(rate >= 0.95)
}

/// The first line that differs between two texts, for reporting a mutant in one line.
private func changedLine(_ a: String, _ b: String) -> String {
    let x = a.split(separator: "\n", omittingEmptySubsequences: false), y = b.split(separator: "\n", omittingEmptySubsequences: false)
    for (l, r) in zip(x, y) where l != r { return String(r).trimmingCharacters(in: .whitespaces) }
    return ""
}

@Test(.enabled(if: SwiftcOracle.path != nil, "swiftc not found on PATH or at /opt/swift/usr/bin: oracle skipped"))
func ruleExamplesParseWithSwiftc() throws {
    let oracle = try #require(SwiftcOracle())
    defer { oracle.cleanUp() }
    let examples = RuleRegistry.descriptions.flatMap { $0.triggeringExamples + $0.nonTriggeringExamples }
        .map { $0.replacingOccurrences(of: "↓", with: "") }
    let wrapped = examples.map { SnippetWrapper.wrap($0, kind: SnippetClassifier.classify($0)).text }
    let rejected = try oracle.rejected(wrapped, prefix: "example")
    #expect(rejected.isEmpty, "swiftc rejects rule examples: \(rejected.sorted().map { examples[$0] })")
}
