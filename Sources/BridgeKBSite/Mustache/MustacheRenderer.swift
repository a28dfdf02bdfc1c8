/// Runs a parsed template against a context stack without recursion, within fixed limits so that no template or data can make a render hang or exhaust memory.
struct MustacheRenderer {
    // MARK: - Limits

    /// Partials may nest at most this deep (a recursive partial over deep data stops here).
    static let maxPartialDepth = 100
    /// A render may take at most this many steps (one per node, one per pass over a section body).
    static let maxSteps = 10_000_000
    /// A render may produce at most this many bytes of output.
    static let maxOutputBytes = 256 * 1024 * 1024

    /// A body being rendered: the root template, a section's body (once per item) or a partial.
    private struct Frame {
        var nodes: [MustacheNode]
        var templateName: String
        var start: Int
        var end: Int
        var index: Int
        /// Written at each `lineStart`: the indentation of the standalone partial tags around it.
        var indent: String
        /// The values pushed onto the context stack in turn (one per pass over the body).
        var items: [MustacheValue] = []
        var itemIndex = 0
        /// For partial frames: the partial's name and the context stack depth when it started.
        var partialName: String?
        var contextDepth = 0
    }

    private let partials: [String: MustacheTemplate]
    private let maxSteps: Int
    /// The context stack; `{{.}}` is its top.
    private var context: [MustacheValue] = []
    /// The objects on the context stack, in the same order: where names are looked up.
    private var scopes: [[String: MustacheValue]] = []
    private var frames: [Frame] = []
    private var output = ""
    private var steps = 0
    private var partialDepth = 0

    // MARK: - Rendering

    /// A renderer resolving `{{>name}}` in `partials`; tests may lower `maxSteps`.
    init(partials: [String: MustacheTemplate], maxSteps: Int = MustacheRenderer.maxSteps) {
        self.partials = partials
        self.maxSteps = maxSteps
    }

    /// Renders `template` with `root` as the bottom of the context stack.
    mutating func render(_ template: MustacheTemplate, context root: MustacheValue) throws -> String {
        context = []
        scopes = []
        push(root)
        output = ""
        frames = [Frame(nodes: template.nodes, templateName: template.name, start: 0,
                        end: template.nodes.count, index: 0, indent: "")]
        while !frames.isEmpty {
            let top = frames.count - 1
            // Every pass counts, including the end of a section body (so that even empty
            // sections nested over long lists cannot run unbounded).
            steps += 1
            if steps > maxSteps {
                throw MustacheError("render stopped after \(maxSteps) steps: the data is too large for "
                                    + "the template, or partials recurse without end",
                                    template: frames[top].templateName)
            }
            if frames[top].index >= frames[top].end {
                finishBody(of: top)
                continue
            }
            let node = frames[top].nodes[frames[top].index]
            frames[top].index += 1
            try run(node, in: top)
            if output.utf8.count > Self.maxOutputBytes {
                throw MustacheError("render stopped: output exceeds \(Self.maxOutputBytes) bytes",
                                    template: frames[top].templateName)
            }
        }
        return output
    }

    /// Executes one node of the frame at `top`.
    private mutating func run(_ node: MustacheNode, in top: Int) throws {
        switch node {
        case .text(let text):
            output += text
        case .lineStart:
            output += frames[top].indent
        case .variable(let path, let escaped):
            let text = lookup(path).interpolationText
            if escaped { HTMLEscaper.append(text, to: &output) } else { output += text }
        case .section(let path, let inverted, let end):
            let bodyStart = frames[top].index
            frames[top].index = end
            let value = lookup(path)
            if inverted {
                guard !value.isTruthy else { return }
                frames.append(bodyFrame(of: top, start: bodyStart, end: end, items: []))
            } else {
                guard value.isTruthy else { return }
                let items: [MustacheValue]
                if case .array(let list) = value { items = list } else { items = [value] }
                push(items[0])
                frames.append(bodyFrame(of: top, start: bodyStart, end: end, items: items))
            }
        case .partial(let name, let indent, let line, let column):
            guard let partial = partials[name] else { return }  // spec: a missing partial renders as ""
            try enterPartial(partial, named: name, indent: indent, line: line, column: column, from: top)
        }
    }

    private func bodyFrame(of top: Int, start: Int, end: Int, items: [MustacheValue]) -> Frame {
        let parent = frames[top]
        return Frame(nodes: parent.nodes, templateName: parent.templateName, start: start, end: end,
                     index: start, indent: parent.indent, items: items)
    }

    /// Pushes a frame for a partial, refusing recursion that could never end.
    private mutating func enterPartial(_ partial: MustacheTemplate, named name: String, indent: String?,
                                       line: Int, column: Int, from top: Int) throws {
        let templateName = frames[top].templateName
        // Same partial, same context stack: rendering would repeat itself forever.
        if frames.contains(where: { $0.partialName == name && $0.contextDepth == context.count }) {
            throw MustacheError("partial '\(name)' includes itself without entering a section, so it would never finish",
                                template: templateName, line: line, column: column)
        }
        guard partialDepth < Self.maxPartialDepth else {
            throw MustacheError("partials nested more than \(Self.maxPartialDepth) deep at '\(name)' "
                                + "(recursive partial over data that does not end?)",
                                template: templateName, line: line, column: column)
        }
        partialDepth += 1
        frames.append(Frame(nodes: partial.nodes, templateName: partial.name.isEmpty ? name : partial.name,
                            start: 0, end: partial.nodes.count, index: 0,
                            indent: indent.map { frames[top].indent + $0 } ?? "",
                            partialName: name, contextDepth: context.count))
    }

    /// Called when the frame at `top` reaches its end: next list item, or pop the frame.
    private mutating func finishBody(of top: Int) {
        if !frames[top].items.isEmpty {
            pop()
            frames[top].itemIndex += 1
            if frames[top].itemIndex < frames[top].items.count {
                push(frames[top].items[frames[top].itemIndex])
                frames[top].index = frames[top].start
                return
            }
        }
        if frames[top].partialName != nil { partialDepth -= 1 }
        frames.removeLast()
    }

    // MARK: - Context stack

    private mutating func push(_ value: MustacheValue) {
        context.append(value)
        if case .object(let fields) = value { scopes.append(fields) }
    }

    private mutating func pop() {
        if case .object = context.removeLast() { scopes.removeLast() }
    }

    /// Resolves a name: `.` is the top of the stack; the first part of a dotted name is looked up
    /// from the top of the stack down, and each later part only inside the value before it.
    private func lookup(_ path: [String]) -> MustacheValue {
        guard let first = path.first else { return context.last ?? .null }
        var found: MustacheValue?
        for fields in scopes.reversed() {
            if let match = fields[first] {
                found = match
                break
            }
        }
        guard var current = found else { return .null }
        for key in path.dropFirst() {
            guard case .object(let fields) = current, let next = fields[key] else { return .null }
            current = next
        }
        return current
    }
}
