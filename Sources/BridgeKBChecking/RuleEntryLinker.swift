import Foundation
import BridgeKBModel
import BridgeKBReaders
import BridgeKBExtraction

/// Which knowledge-base entries a lint rule enforces: the pitfalls whose APIs and text name the rule's
/// concerns. Computed from the entries, never from ids written into the rules, so a new guide's pitfall
/// is linked to the rule that checks it without a code change.
public enum RuleEntryLinker {
    /// Rule id → entry ids (strongest first, at most `limit`), over the pitfalls of `kb`.
    public static func links(rules: [RuleDescription], entries: [Entry], limit: Int = 3) -> [String: [String]] {
        let pitfalls = entries.filter(\.kind.isPitfall)
        var seen = Set<String>()
        let unique = pitfalls.filter { seen.insert($0.id).inserted }
        let features = unique.map { entry -> Set<String> in
            Set((entry.apis + APIRecognizer.apis(in: entry.text) + CharacterClass.identifiers(in: entry.text)).map(key))
        }
        // Shared names weigh by rarity: updateUIView or Coordinator, which most pitfalls mention,
        // cannot tell one pitfall from another; frame or dismantleUIView can.
        var frequency: [String: Int] = [:]
        for f in features { for name in f { frequency[name, default: 0] += 1 } }
        let n = Double(max(unique.count, 2))
        func weight(_ name: String) -> Double { log(n / Double(frequency[name] ?? 1)) }
        var result: [String: [String]] = [:]
        for rule in rules {
            let concerns = Set(rule.concerns.map(key).filter { !$0.isEmpty })
            guard !concerns.isEmpty else { continue }
            let scored = unique.indices.compactMap { i -> (String, Double)? in
                let shared = concerns.intersection(features[i])
                // Summed in sorted order: a Set's order changes from run to run, and floating-point sums
                // with it, which would break ties between equal entries differently in every build.
                return shared.count >= 2 ? (unique[i].id, shared.sorted().reduce(0) { $0 + weight($1) }) : nil
            }
            guard let top = scored.map(\.1).max() else { continue }
            // Keep the entries close to the best match: a rule enforces few pitfalls.
            let best = scored.filter { $0.1 >= top * 0.6 }.sorted { ($0.1, $1.0) > ($1.1, $0.0) }.prefix(limit).map(\.0)
            if !best.isEmpty { result[rule.identifier] = best }
        }
        return result
    }

    /// `@Observable`, `sheet(item:)`, `context.coordinator` → `observable`, `sheet`, `coordinator`.
    static func key(_ name: String) -> String {
        var text = name.hasPrefix("@") || name.hasPrefix("#") ? String(name.dropFirst()) : name
        if let paren = text.firstIndex(of: "(") { text = String(text[..<paren]) }
        if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
        return text.lowercased()
    }
}
