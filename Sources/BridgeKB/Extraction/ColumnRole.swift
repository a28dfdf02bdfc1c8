/// What a table column holds, recognised from its header word in Chinese, Japanese or English.
enum ColumnRole: Equatable, Sendable {
    case problem, pattern, symptom, cause, fix, situation, choice, warning, other

    /// Header words by role. Matching is by containment, longest word first, so `常见问题`,
    /// `问题` and `Problem` all name a problem column.
    static let vocabulary: [(word: String, role: ColumnRole)] = [
        ("常见问题", .problem), ("落とし穴", .problem), ("问题", .problem), ("問題", .problem), ("陷阱", .problem),
        ("坑", .problem), ("错误", .problem), ("Problem", .problem), ("Pitfall", .problem), ("Issue", .problem), ("Mistake", .problem),
        ("反模式", .pattern), ("アンチパターン", .pattern), ("模式", .pattern), ("パターン", .pattern), ("Anti-pattern", .pattern), ("Pattern", .pattern),
        ("症状", .symptom), ("现象", .symptom), ("表现", .symptom), ("現象", .symptom), ("Symptom", .symptom),
        ("原因", .cause), ("Cause", .cause), ("Why", .cause),
        ("修复方法", .fix), ("修复", .fix), ("修正方法", .fix), ("修正", .fix), ("解决方案", .fix), ("解决方法", .fix),
        ("解決策", .fix), ("解決方法", .fix), ("対処法", .fix), ("対策", .fix), ("Fix", .fix), ("Solution", .fix),
        ("警惕信号", .warning), ("警告信号", .warning), ("危険信号", .warning), ("注意点", .warning), ("Warning sign", .warning), ("Red flag", .warning),
        ("场景", .situation), ("情景", .situation), ("需求", .situation), ("シナリオ", .situation), ("用途", .situation),
        ("状況", .situation), ("場面", .situation), ("Scenario", .situation), ("When", .situation), ("Need", .situation),
        ("优先方案", .choice), ("推荐方案", .choice), ("推荐", .choice), ("使用するもの", .choice), ("使用", .choice),
        ("合理", .choice), ("选择", .choice), ("選択", .choice), ("推奨", .choice), ("Use", .choice), ("Choice", .choice),
    ]

    static func of(_ header: String) -> ColumnRole {
        if let known = cache.withLock({ $0[header] }) { return known }
        let text = header.trimmed
        var role = ColumnRole.other
        for (word, candidate) in vocabulary where text.localizedCaseInsensitiveContains(word) { role = candidate; break }
        cache.withLock { roles in
            // Header words repeat across tables and guides; the bound only guards odd inputs.
            if roles.count > 4096 { roles.removeAll() }
            roles[header] = role
        }
        return role
    }

    /// Roles of header texts already seen. Each look-up above is dozens of Foundation
    /// case-insensitive searches, while a knowledge base has only a few distinct headers.
    private static let cache = Locked<[String: ColumnRole]>([:])
}

/// How a table reads: a pitfall table (problem + fix), an anti-pattern table (pattern + problem + fix),
/// or a choice table (situation or question + preferred choice).
enum TableShape: Equatable {
    case pitfalls(kind: Entry.Kind, title: Int, symptom: Int?, cause: Int?, fix: Int)
    case choices(when: Int, use: Int, warning: Int?, note: Int?)

    static func of(header: [String]) -> TableShape? {
        let roles = header.map(ColumnRole.of)
        guard roles.count >= 2 else { return nil }
        if let fix = roles.firstIndex(of: .fix) {
            if roles[0] == .pattern {
                // 模式 / 问题 / 修复方法: the problem column says why the pattern is wrong.
                let why = roles.firstIndex(of: .cause) ?? roles.firstIndex(of: .problem)
                return .pitfalls(kind: .antiPattern, title: 0, symptom: roles.firstIndex(of: .symptom), cause: why, fix: fix)
            }
            if roles[0] == .problem || roles.contains(.symptom) {
                return .pitfalls(kind: .gotcha, title: 0, symptom: roles.firstIndex(of: .symptom),
                                 cause: roles.firstIndex(of: .cause), fix: fix)
            }
            return nil
        }
        if (roles[0] == .situation || roles[0] == .problem), let use = roles.firstIndex(of: .choice) {
            let rest = roles.indices.filter { $0 != 0 && $0 != use }
            return .choices(when: 0, use: use, warning: roles.firstIndex(of: .warning),
                            note: rest.first { roles[$0] != .warning })
        }
        return nil
    }
}
