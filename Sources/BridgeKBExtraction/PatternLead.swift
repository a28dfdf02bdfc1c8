import BridgeKBModel

/// What a pattern's section says in words before its listing (`做法是让 Coordinator 实现代理协议…`): the
/// pattern's "how", shown beside its code. The prose after the listing remarks on it, and is left out.
enum PatternLead {
    /// At most this many paragraphs, and this many characters (cut after a sentence where it can be).
    static let paragraphs = 2, characters = 300

    /// The paragraphs and notes of `section` before the listing `snippetID` (else before its first listing).
    static func text(in section: Section, before snippetID: String?) -> String {
        let listing = section.blocks.firstIndex { block in
            guard let snippet = block.snippet else { return false }
            return snippetID == nil || snippet.id == snippetID
        } ?? section.blocks.count
        // A sentence the author broke around a list (`流程是` / the list / `这样的形式。`) is no how: neither the
        // part before the list (no sentence's end, no colon) nor the part after it.
        var prose: [String] = []
        var continues = false
        for block in section.blocks[..<listing] {
            switch block {
            case .paragraph where continues: continues = false
            case .paragraph(let p): prose.append(p.text.trimmed)
            case .note(let n): prose.append(n.text.trimmed)
            case .list, .table:
                if let last = prose.last, !CautionRecognizer.isSentence(last), !announces(last) {
                    prose.removeLast()
                    continues = true
                }
            default: continue
            }
        }
        return shortened(prose.filter { !$0.isEmpty && !announces($0) }.prefix(paragraphs).joined(separator: "\n"))
    }

    /// A paragraph that ends on a colon announces what follows it (`控制器桥接适合：`, `値駆動の例：`): a caption, not the how.
    static func announces(_ paragraph: String) -> Bool {
        paragraph.hasSuffix("：") || paragraph.hasSuffix(":")
    }

    /// The text cut to `characters`, after the last sentence that ends within them when there is one.
    static func shortened(_ text: String) -> String {
        guard text.count > characters else { return text }
        let head = text.prefix(characters)
        if let end = head.lastIndex(where: { "。！？.!?".contains($0) }), head.distance(from: head.startIndex, to: end) > characters / 3 {
            return String(head[...end])
        }
        return String(head) + "…"
    }
}
