/// Which of a file's declaration bodies (types or functions) hold each token, computed once in one
/// sweep instead of a scan of every declaration per question: the rules ask it of thousands of tokens,
/// and a file of 8,000 representable types took 26 s when each question scanned them all.
///
/// The bodies are brace pairs of ``SwiftSourceModel/matching``, so any two are nested or apart: the
/// bodies holding a token form a chain, innermost first, through ``parent``.
struct DeclarationNesting: Sendable {
    /// For each token, the declaration whose body holds it innermost (an index into the list given), or -1.
    let innermost: [Int32]
    /// For each declaration, the declaration whose body holds its body innermost, or -1.
    let parent: [Int32]

    /// `bodies[k]`: declaration k's body, the tokens strictly between `open` and `close` (nil: none).
    init(bodies: [(open: Int, close: Int)?], tokenCount: Int) {
        var parent = [Int32](repeating: -1, count: bodies.count)
        var innermost = [Int32](repeating: -1, count: tokenCount)
        // Outer bodies first; of two declarations with the same body (a `func` without one, then a
        // `subscript` whose body it found), the first declared is the inner, as the scan found it.
        let order = bodies.indices.filter { bodies[$0] != nil }.sorted { a, b in
            let x = bodies[a]!, y = bodies[b]!
            if x.open != y.open { return x.open < y.open }
            return x.close != y.close ? x.close > y.close : a > b
        }
        var stack: [Int] = []
        var next = 0
        for i in 0..<tokenCount {
            while let top = stack.last, bodies[top]!.close <= i { stack.removeLast() }
            while next < order.count, bodies[order[next]]!.open < i {
                let k = order[next]
                next += 1
                // Bodies that ended before this one began are gone already (they ended at or before i).
                while let top = stack.last, bodies[top]!.close <= bodies[k]!.open { stack.removeLast() }
                parent[k] = Int32(stack.last ?? -1)
                stack.append(k)
                while let top = stack.last, bodies[top]!.close <= i { stack.removeLast() }
            }
            innermost[i] = Int32(stack.last ?? -1)
        }
        self.innermost = innermost
        self.parent = parent
    }

    /// The declarations whose bodies hold token `i`, innermost first.
    func chain(_ i: Int) -> [Int] {
        guard i >= 0, i < innermost.count else { return [] }
        var result: [Int] = []
        var k = Int(innermost[i])
        while k >= 0 { result.append(k); k = Int(parent[k]) }
        return result
    }
}
