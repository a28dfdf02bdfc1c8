import BridgeKBModel
/// What a table column holds, recognised from its header by meaning class (in any language): the
/// longest cue word the folded header contains decides, so `Use Case` is a situation and not a choice,
/// and `解决方案` a fix and not a choice.
enum ColumnRole: Equatable, Sendable {
    case problem, pattern, symptom, cause, fix, situation, choice, note, warning, other

    static let classes: [(Vocabulary.Class, ColumnRole)] = [
        (.columnProblem, .problem), (.columnPattern, .pattern), (.columnSymptom, .symptom), (.columnCause, .cause),
        (.columnFix, .fix), (.columnWarning, .warning), (.columnSituation, .situation), (.columnChoice, .choice),
        (.columnNote, .note),
    ]

    static func of(_ header: String, cues: CueReader) -> ColumnRole {
        let f = cues.fold(header).scalars
        var best: (role: ColumnRole, length: Int, position: Int)?
        for (kind, role) in classes {
            guard let range = cues.set(kind).firstMatch(in: f) else { continue }
            // Later matches could be longer; look at every position for this class's longest word.
            var longest = range
            var from = range.lowerBound + 1
            while let next = cues.set(kind).firstMatch(in: f, from: from) {
                if next.count > longest.count { longest = next }
                from = next.lowerBound + 1
            }
            if best == nil || longest.count > best!.length || (longest.count == best!.length && longest.lowerBound < best!.position) {
                best = (role, longest.count, longest.lowerBound)
            }
        }
        return best?.role ?? .other
    }
}

/// How a table reads: a pitfall table (problem or symptom, with a cause and / or a fix column), an
/// anti-pattern table (a tempting approach first), or a choice table (a situation first, then the
/// recommended choice — one column, or one column per alternative with ✅ marks).
enum TableShape: Equatable {
    case pitfalls(kind: Entry.Kind, title: Int, symptom: Int?, cause: Int?, fix: Int?)
    case choices(when: Int, use: Int, warning: Int?, note: Int?)
    /// `Use Case | Combine | async/await | Why`: the chosen alternative is the column whose cell holds a ✅.
    case alternatives(when: Int, options: [Int], note: Int?)

    static func of(header: [String], cues: CueReader) -> TableShape? {
        // `# | 问题 | 原因 | 解决`: a column that only numbers the rows is skipped.
        if header.count >= 3, cues.set(.columnIndex).isWhole(cues.fold(header[0]).scalars) {
            return of(header: Array(header.dropFirst()), cues: cues)?.shifted(by: 1)
        }
        var roles = header.map { ColumnRole.of($0, cues: cues) }
        guard roles.count >= 2 else { return nil }
        // A pattern column after the first says what to do (`Symptom | Likely Cause | Pattern`).
        if roles.firstIndex(of: .fix) == nil, let p = roles.indices.dropFirst().first(where: { roles[$0] == .pattern }) { roles[p] = .fix }
        let fix = roles.firstIndex(of: .fix)
        let cause = roles.firstIndex(of: .cause)
        let symptom = roles.indices.dropFirst().first { roles[$0] == .symptom }
        if roles[0] == .pattern, fix != nil || cause != nil {
            // 模式 / 问题 / 修复方法: the problem column says why the pattern is wrong.
            let why = roles.firstIndex(of: .cause) ?? roles.firstIndex(of: .problem)
            return .pitfalls(kind: .antiPattern, title: 0, symptom: symptom, cause: why, fix: fix)
        }
        let asksSituation = roles[0] == .situation || roles[0] == .problem
        // A situation or question with a recommended choice and no fix is a choice table (`问题 | 推荐 | 原因`).
        if asksSituation, fix == nil, let use = roles.firstIndex(of: .choice) {
            let rest = roles.indices.filter { $0 != 0 && $0 != use }
            return .choices(when: 0, use: use, warning: roles.firstIndex(of: .warning),
                            note: rest.first { roles[$0] == .note || roles[$0] == .cause } ?? rest.first { roles[$0] != .warning })
        }
        // A situation with what to do in it and no problem told (`Intent | Fix`, `场景 | 解决方案`): the fix is its choice.
        if roles[0] == .situation, let fix, cause == nil, symptom == nil {
            let rest = roles.indices.filter { $0 != 0 && $0 != fix }
            return .choices(when: 0, use: fix, warning: roles.firstIndex(of: .warning), note: rest.first { roles[$0] == .note })
        }
        if roles[0] == .problem || roles[0] == .symptom, fix != nil || cause != nil || symptom != nil {
            return .pitfalls(kind: .gotcha, title: 0, symptom: symptom, cause: cause, fix: fix)
        }
        if asksSituation {
            let options = roles.indices.dropFirst().filter { roles[$0] == .other }
            if options.count >= 2 {
                return .alternatives(when: 0, options: options, note: roles.firstIndex(of: .note) ?? roles.firstIndex(of: .cause))
            }
        }
        return nil
    }

    /// The same shape over columns `n` places further right.
    func shifted(by n: Int) -> TableShape {
        switch self {
        case .pitfalls(let kind, let title, let symptom, let cause, let fix):
            return .pitfalls(kind: kind, title: title + n, symptom: symptom.map { $0 + n }, cause: cause.map { $0 + n }, fix: fix.map { $0 + n })
        case .choices(let when, let use, let warning, let note):
            return .choices(when: when + n, use: use + n, warning: warning.map { $0 + n }, note: note.map { $0 + n })
        case .alternatives(let when, let options, let note):
            return .alternatives(when: when + n, options: options.map { $0 + n }, note: note.map { $0 + n })
        }
    }
}
