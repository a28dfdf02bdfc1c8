import CGraphviz
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Draws a DOT decision diagram as inline SVG with Graphviz (`dot` layout, core SVG renderer), with
/// nodes linked to the pages they name. This file is the one place that calls libgvc/libcgraph.
///
/// - Deterministic: the same DOT and links give the same bytes on every machine. Graphviz runs with
///   only its core and dot-layout plugins, so text is measured with Graphviz's built-in font metrics
///   rather than whatever fonts the machine happens to have.
/// - Safe: what the DOT text sets goes through `DOTAttributePolicy` before layout (no author-written
///   links, tooltips, ids, classes, file reads or HTML-like label images; fonts and colours
///   well-formed), and what Graphviz writes goes through `SVGSanitizer` (an allow-list, re-serialised,
///   so only the `links` given here become links). Everything removed is a warning of the result.
///   Invalid DOT is a `.failure` with Graphviz's message (never output on stderr, never a crash).
/// - Thread-safe: Graphviz keeps global state, so every call holds one process-wide lock.
public struct DiagramRenderer: Sendable {
    /// The CPU time Graphviz may spend on one diagram (``cpuSecondsPerDiagram`` unless a test says otherwise).
    let cpuSeconds: Int

    public init(cpuSeconds: Int = DiagramRenderer.cpuSecondsPerDiagram) { self.cpuSeconds = max(1, cpuSeconds) }

    /// A drawn diagram: the `<svg>` fragment and what was removed on the way (one sentence each).
    public struct Rendered: Hashable, Sendable {
        public var svg: String
        public var warnings: [String]
    }

    /// Starts the process that lays diagrams out (``GraphvizWorker``) now, while this process is small.
    /// A worker forked late, from a build holding a gigabyte, shares every page of it copy-on-write:
    /// each page the build writes afterwards is then copied, with a TLB flush on every core (a tenth
    /// of a one-guide rebuild's CPU at 1,000 guides, when the edited guide had a diagram).
    public static func startWorker() {
        graphvizLock.lock()
        defer { graphvizLock.unlock() }
        GraphvizWorker.shared.start()
    }

    /// The diagram as an `<svg>` fragment (no prolog, `width="100%"`, `viewBox` kept), or why not.
    ///
    /// A node whose name, or else whose label, is a key of `links` links to the value (for example
    /// `"UIViewRepresentable": "uikit-bridging.html#part-1"`) and opens it in the top window.
    public func svg(dot: String, links: [String: String] = [:]) -> Result<Rendered, DiagramError> {
        graphvizLock.lock()
        defer { graphvizLock.unlock() }
        capturedMessages = ""
        let previousHandler = agseterrf(captureGraphvizMessage)
        defer { _ = agseterrf(previousHandler) }

        guard let context = GraphvizPlugins.shared.newContext() else {
            return .failure(DiagramError(message: "graphviz cannot start"))
        }
        defer { gvFreeContext(context) }

        guard let graph = agmemread(dot) else { return .failure(parseFailure()) }
        defer { agclose(graph) }
        // A decision diagram has tens of nodes; dot's layout time grows faster than its size.
        let (nodes, edges) = (Int(agnnodes(graph)), Int(agnedges(graph)))
        guard nodes <= Self.maximumNodes, edges <= Self.maximumEdges else {
            return .failure(DiagramError(message: "too large to draw: \(nodes) nodes and \(edges) edges "
                                         + "(at most \(Self.maximumNodes) and \(Self.maximumEdges))"))
        }

        // Every attribute change is made here (links read labels after the policy) and recorded, so
        // that the worker, which parses the same text, can make the same changes before its layout.
        var changes = AttributeChanges()
        var warnings = Self.applyPolicy(to: graph, recording: &changes)
        Self.link(graph, links, recording: &changes)
        Self.setDefaultFont(graph, recording: &changes)

        // Laid out and rendered by the worker process, with a CPU-time budget (``GraphvizWorker``).
        func drawn(_ changes: AttributeChanges) -> Result<String, DiagramError> {
            switch GraphvizWorker.shared.draw(dot: dot, changes: changes.bytes, cpuSeconds: cpuSeconds, wallSeconds: Self.wallSecondsPerDiagram) {
            case .drawn(let svg): return .success(svg)
            case .failed(let messages):
                capturedMessages = messages
                return .failure(DiagramError(message: Self.lastMessage() ?? "layout failed"))
            case .overBudget:
                return .failure(DiagramError(message: "Graphviz took more than its \(cpuSeconds) s of CPU time for one diagram "
                                             + "(\(nodes) nodes, \(edges) edges); it is shown as DOT text"))
            case .noWorker:
                return .failure(DiagramError(message: "Graphviz stopped without drawing it"))
            }
        }
        var document: String
        switch drawn(changes) {
        case .success(let svg): document = svg
        case .failure(let error): return .failure(error)
        }
        // A graph drawn top to bottom too wide to read in the text column (a root with many choices)
        // is drawn left to right when that is narrower — unless its author chose a direction.
        let direction = Self.withCName("rankdir") { agget(UnsafeMutableRawPointer(graph), $0) }.map { String(cString: $0) } ?? ""
        if direction.isEmpty, let width = DiagramSizing.viewBoxSize(document)?.width, width > DiagramSizing.readableWidth {
            var across = changes
            across.setDefault(kind: Int32(AGRAPH), name: "rankdir", value: "LR", html: false)
            if case .success(let svg) = drawn(across), let narrower = DiagramSizing.viewBoxSize(svg)?.width, narrower < width {
                document = svg
            }
        }
        guard let sanitized = SVGSanitizer.sanitize(document, links: Set(links.values)) else {
            return .failure(DiagramError(message: "graphviz wrote no svg"))
        }
        if !sanitized.dropped.isEmpty {
            warnings.append("removed from graphviz's svg: " + sanitized.dropped.joined(separator: ", "))
        }
        return .success(Rendered(svg: sanitized.svg, warnings: warnings))
    }

    /// The largest diagram drawn (a chain of 3,000 nodes takes Graphviz 5 s and 1.7 MB of SVG).
    static let maximumNodes = 1_000
    static let maximumEdges = 3_000
    /// The CPU time Graphviz may spend on one diagram (the layout of a random graph of 200 nodes and
    /// 600 edges takes 80 s; the diagrams of Content/ take milliseconds), and the wall-clock time
    /// after which its process is stopped whatever it did (a machine busy with other work).
    public static let cpuSecondsPerDiagram = 2
    static let wallSecondsPerDiagram = 30

    // MARK: - Fonts

    /// Graphviz measures text with built-in metrics for Times, Helvetica and Courier. Times (its
    /// default) is often missing on Linux, where the much wider fallback overflows the boxes; Helvetica
    /// is measured like Arial, which browsers have (or a metric-compatible Liberation Sans) nearly
    /// everywhere. A font set in the DOT text wins.
    static let defaultFont = "Helvetica"

    private static func setDefaultFont(_ graph: UnsafeMutablePointer<Agraph_t>, recording changes: inout AttributeChanges) {
        for kind in [Int32(AGRAPH), Int32(AGNODE), Int32(AGEDGE)] {
            withCName("fontname") { name in
                guard agattr(graph, kind, name, nil) == nil else { return }
                withCName(defaultFont) { _ = agattr(graph, kind, name, $0) }
                changes.setDefault(kind: kind, name: "fontname", value: defaultFont, html: false)
            }
        }
    }

    // MARK: - What the DOT text may set

    /// Applies `DOTAttributePolicy` to every attribute of every object (and to the defaults), and
    /// returns the reasons for what it removed, each once, in the order met.
    private static func applyPolicy(to graph: UnsafeMutablePointer<Agraph_t>, recording changes: inout AttributeChanges) -> [String] {
        var reasons: [String] = []
        for kind in [Int32(AGRAPH), Int32(AGNODE), Int32(AGEDGE)] {
            var symbol = agnxtattr(graph, kind, nil)
            while let current = symbol {
                let name = String(cString: current.pointee.name)
                func apply(_ value: UnsafeMutablePointer<CChar>?, _ set: (UnsafeMutablePointer<CChar>) -> Void) -> (String, Bool)? {
                    guard let value else { return nil }
                    let decision = DOTAttributePolicy.decide(name, String(cString: value), html: aghtmlstr(value) != 0)
                    guard case .replace(let replacement, let html, let why) = decision else { return nil }
                    for reason in why where !reasons.contains(reason) { reasons.append(reason) }
                    withCName(replacement) { text in
                        guard html, let marked = agstrdup_html(graph, text) else { return set(text) }
                        set(marked)
                        agstrfree(graph, marked)
                    }
                    return (replacement, html)
                }
                if let (value, html) = apply(current.pointee.defval, { _ = agattr(graph, kind, current.pointee.name, $0) }) {
                    changes.setDefault(kind: kind, name: name, value: value, html: html)
                }
                var index = 0
                forEachObject(of: kind, in: graph) { object in
                    if let (value, html) = apply(agxget(object, current), { _ = agxset(object, current, $0) }) {
                        changes.set(kind: kind, index: index, name: name, value: value, html: html)
                    }
                    index += 1
                }
                symbol = agnxtattr(graph, kind, current)
            }
        }
        return reasons
    }

    /// Calls `body` with the root graph and every subgraph (`AGRAPH`), every node, or every edge.
    private static func forEachObject(of kind: Int32, in graph: UnsafeMutablePointer<Agraph_t>,
                                      _ body: (UnsafeMutableRawPointer) -> Void) {
        switch kind {
        case Int32(AGRAPH):
            body(UnsafeMutableRawPointer(graph))
            forEachSubgraph(of: graph) { body(UnsafeMutableRawPointer($0)) }
        case Int32(AGNODE):
            forEachNode(of: graph) { body(UnsafeMutableRawPointer($0)) }
        default:
            forEachNode(of: graph) { node in
                var edge = agfstout(graph, node)
                while let current = edge {
                    body(UnsafeMutableRawPointer(current))
                    edge = agnxtout(graph, current)
                }
            }
        }
    }

    // MARK: - Links

    /// Sets `URL` and `target="_top"` on the nodes that `links` names, by node name first, then label.
    private static func link(_ graph: UnsafeMutablePointer<Agraph_t>, _ links: [String: String], recording changes: inout AttributeChanges) {
        guard !links.isEmpty else { return }
        var index = -1
        forEachNode(of: graph) { node in
            index += 1
            let raw = UnsafeMutableRawPointer(node)
            let name = agnameof(raw).map { String(cString: $0) } ?? ""
            var target = links[name]
            if target == nil, let label = withCName("label", { agget(raw, $0) }).map({ String(cString: $0) }),
               label != "\\N" {
                target = links[label] ?? links[label.replacingOccurrences(of: "\\n", with: " ")]
            }
            guard let target else { return }
            set(raw, "URL", escapedURL(target))
            set(raw, "target", "_top")
            changes.set(kind: Int32(AGNODE), index: index, name: "URL", value: escapedURL(target), html: false)
            changes.set(kind: Int32(AGNODE), index: index, name: "target", value: "_top", html: false)
        }
    }

    /// Graphviz 2.4x writes `URL` into the SVG as it is, after expanding `\N`-style escapes: escape
    /// the backslashes for Graphviz and the markup characters for the `xlink:href` attribute.
    static func escapedURL(_ url: String) -> String {
        HTMLEscaper.escape(url.replacingOccurrences(of: "\\", with: "\\\\"))
    }

    // MARK: - cgraph helpers

    private static func set(_ object: UnsafeMutableRawPointer, _ name: String, _ value: String) {
        withCName(name) { cName in withCName(value) { cValue in withCName("") { empty in
            _ = agsafeset(object, cName, cValue, empty)
        } } }
    }

    private static func forEachNode(of graph: UnsafeMutablePointer<Agraph_t>, _ body: (UnsafeMutablePointer<Agnode_t>) -> Void) {
        var node = agfstnode(graph)
        while let current = node {
            body(current)
            node = agnxtnode(graph, current)
        }
    }

    private static func forEachSubgraph(of graph: UnsafeMutablePointer<Agraph_t>, _ body: (UnsafeMutablePointer<Agraph_t>) -> Void) {
        var subgraph = agfstsubg(graph)
        while let current = subgraph {
            body(current)
            forEachSubgraph(of: current, body)
            subgraph = agnxtsubg(current)
        }
    }

    /// cgraph takes `char *` for names it does not modify.
    private static func withCName<R>(_ string: String, _ body: (UnsafeMutablePointer<CChar>) -> R) -> R {
        var bytes = Array(string.utf8CString)
        return bytes.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }

    // MARK: - Messages

    /// `syntax error in line 3 near '->'` becomes line 3, `syntax error near '->'`.
    private func parseFailure() -> DiagramError {
        guard let message = Self.lastMessage() else { return DiagramError(message: "not a graph") }
        guard let match = message.range(of: #" in line \d+"#, options: .regularExpression) else {
            return DiagramError(message: message)
        }
        let line = Int(message[match].filter(\.isNumber))
        return DiagramError(message: message.replacingCharacters(in: match, with: ""), line: line)
    }

    /// The first error Graphviz reported (warnings only when there is no error), short and lowercase.
    private static func lastMessage() -> String? {
        let lines = capturedMessages.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let chosen = lines.first { $0.hasPrefix("Error:") } ?? lines.first { !$0.isEmpty }
        guard var text = chosen else { return nil }
        for prefix in ["Error:", "Warning:"] where text.hasPrefix(prefix) {
            text = String(text.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        }
        guard let first = text.first else { return nil }
        return first.lowercased() + text.dropFirst()
    }
}

// MARK: - Process-wide Graphviz state (guarded by graphvizLock)

private let graphvizLock = NSLock()

/// What Graphviz reported during the current call; only touched while `graphvizLock` is held.
nonisolated(unsafe) private var capturedMessages = ""

/// Receives Graphviz's error and warning output (in pieces: `Error`, `: `, the text) instead of stderr.
private let captureGraphvizMessage: agusererrf = { message in
    if let message { capturedMessages += String(cString: message) }
    return 0
}

/// The core (SVG) and dot-layout plugins, loaded once from libgvc's plugin folder and kept loaded,
/// so that a context sees no other plugin (no pango text layout, hence no dependence on fonts).
final class GraphvizPlugins: @unchecked Sendable {
    static let shared = GraphvizPlugins()

    /// `{name, library}` pairs ending in `{NULL, NULL}`, alive for the whole process.
    private let builtins: UnsafeMutablePointer<lt_symlist_t>?

    private init() {
        let libraries = ["core", "dot_layout"]
        var entries: [lt_symlist_t] = []
        if let folder = Self.pluginFolder() {
            for library in libraries {
                let symbolName = "gvplugin_\(library)_LTX_library"
                guard let handle = dlopen("\(folder)/libgvplugin_\(library).so.6", RTLD_NOW | RTLD_LOCAL),
                      let address = dlsym(handle, symbolName) else { break }
                entries.append(lt_symlist_t(name: UnsafePointer(strdup(symbolName)), address: address))
            }
        }
        guard entries.count == libraries.count else { builtins = nil; return }
        entries.append(lt_symlist_t(name: nil, address: nil))
        let storage = UnsafeMutablePointer<lt_symlist_t>.allocate(capacity: entries.count)
        storage.initialize(from: entries, count: entries.count)
        builtins = storage
    }

    /// The plugin list (nil: Graphviz's defaults), for the worker's own context.
    var symbols: UnsafePointer<lt_symlist_t>? { builtins.map { UnsafePointer($0) } }

    /// A context with only the two plugins, or Graphviz's default context when they were not found.
    func newContext() -> OpaquePointer? {
        if let builtins { return gvContextPlugins(builtins, 0) }
        return gvContext()
    }

    /// The `graphviz` folder beside the libgvc that this process loaded (found in /proc/self/maps),
    /// else the first Debian-style plugin folder that exists.
    private static func pluginFolder() -> String? {
        let fm = FileManager.default
        if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
           let line = maps.split(separator: "\n").first(where: { $0.contains("/libgvc.so") }),
           let slash = line.firstIndex(of: "/") {
            let library = URL(fileURLWithPath: String(line[slash...])).resolvingSymlinksInPath()
            let folder = library.deletingLastPathComponent().appendingPathComponent("graphviz").path
            if fm.fileExists(atPath: folder) { return folder }
        }
        #if arch(arm64)
        let multiarch = "aarch64-linux-gnu"
        #else
        let multiarch = "x86_64-linux-gnu"
        #endif
        return ["/usr/lib/\(multiarch)/graphviz", "/usr/lib64/graphviz", "/usr/lib/graphviz", "/usr/local/lib/graphviz"]
            .first { fm.fileExists(atPath: $0) }
    }
}
