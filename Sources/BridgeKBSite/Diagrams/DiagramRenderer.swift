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
///   rather than whatever fonts the machine happens to have; the version comment is removed.
/// - Safe: invalid DOT is a `.failure` with Graphviz's message (never output on stderr, never a crash);
///   link-like and file-reading attributes written in the DOT itself (`URL`, `href`, `image`, …) are
///   cleared, so only the `links` given here become links.
/// - Thread-safe: Graphviz keeps global state, so every call holds one process-wide lock.
public struct DiagramRenderer: Sendable {
    public init() {}

    /// The diagram as an `<svg>` fragment (no prolog, `width="100%"`, `viewBox` kept), or why not.
    ///
    /// A node whose name, or else whose label, is a key of `links` links to the value (for example
    /// `"UIViewRepresentable": "uikit-bridging.html#part-1"`) and opens it in the top window.
    public func svg(dot: String, links: [String: String] = [:]) -> Result<String, DiagramError> {
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

        Self.clearAuthorLinks(in: graph)
        Self.link(graph, links)
        Self.setDefaultFont(graph)

        guard gvLayout(context, graph, "dot") == 0 else {
            return .failure(DiagramError(message: lastMessage() ?? "layout failed"))
        }
        defer { gvFreeLayout(context, graph) }

        var data: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        guard gvRenderData(context, graph, "svg", &data, &length) == 0, let data else {
            return .failure(DiagramError(message: lastMessage() ?? "svg rendering failed"))
        }
        defer { gvFreeRenderData(data) }
        let document = String(decoding: UnsafeRawBufferPointer(start: data, count: Int(length)), as: UTF8.self)
        guard let svg = SVGInliner.inline(document) else {
            return .failure(DiagramError(message: "graphviz wrote no svg"))
        }
        return .success(svg)
    }

    // MARK: - Fonts

    /// Graphviz measures text with built-in metrics for Times, Helvetica and Courier. Times (its
    /// default) is often missing on Linux, where the much wider fallback overflows the boxes; Helvetica
    /// is measured like Arial, which browsers have (or a metric-compatible Liberation Sans) nearly
    /// everywhere. A font set in the DOT text wins.
    static let defaultFont = "Helvetica"

    private static func setDefaultFont(_ graph: UnsafeMutablePointer<Agraph_t>) {
        for kind in [Int32(AGRAPH), Int32(AGNODE), Int32(AGEDGE)] {
            withCName("fontname") { name in
                guard agattr(graph, kind, name, nil) == nil else { return }
                withCName(defaultFont) { _ = agattr(graph, kind, name, $0) }
            }
        }
    }

    // MARK: - Links

    /// Attributes that make links or read files, removed wherever the DOT text sets them (and
    /// `layout`, set back to `dot`: the only engine loaded).
    static let clearedAttributes: [(kind: Int32, names: [String])] = [
        (Int32(AGRAPH), ["URL", "href", "target", "image", "imagepath", "fontpath", "stylesheet", "layout"]),
        (Int32(AGNODE), ["URL", "href", "target", "image", "shapefile"]),
        (Int32(AGEDGE), ["URL", "href", "target", "edgeURL", "edgehref", "headURL", "headhref",
                         "tailURL", "tailhref", "labelURL", "labelhref", "edgetarget", "headtarget",
                         "tailtarget", "labeltarget"]),
    ]

    private static func clearAuthorLinks(in graph: UnsafeMutablePointer<Agraph_t>) {
        for (kind, names) in clearedAttributes {
            for name in names {
                guard let symbol = withCName(name, { agattr(graph, kind, $0, nil) }) else { continue }
                withCName(name == "layout" ? "dot" : "") { value in
                    _ = agattr(graph, kind, symbol.pointee.name, value)
                    switch kind {
                    case Int32(AGRAPH):
                        forEachSubgraph(of: graph) { _ = agxset(UnsafeMutableRawPointer($0), symbol, value) }
                    case Int32(AGNODE):
                        forEachNode(of: graph) { _ = agxset(UnsafeMutableRawPointer($0), symbol, value) }
                    default:
                        forEachNode(of: graph) { node in
                            var edge = agfstout(graph, node)
                            while let current = edge {
                                _ = agxset(UnsafeMutableRawPointer(current), symbol, value)
                                edge = agnxtout(graph, current)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Sets `URL` and `target="_top"` on the nodes that `links` names, by node name first, then label.
    private static func link(_ graph: UnsafeMutablePointer<Agraph_t>, _ links: [String: String]) {
        guard !links.isEmpty else { return }
        forEachNode(of: graph) { node in
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
        }
    }

    /// Graphviz 2.4x writes `URL` into the SVG as it is, after expanding `\N`-style escapes: escape
    /// the backslashes for Graphviz and the markup characters for the `xlink:href` attribute.
    static func escapedURL(_ url: String) -> String {
        var result = ""
        for character in url {
            switch character {
            case "\\": result += "\\\\"
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
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
        guard let message = lastMessage() else { return DiagramError(message: "not a graph") }
        guard let match = message.range(of: #" in line \d+"#, options: .regularExpression) else {
            return DiagramError(message: message)
        }
        let line = Int(message[match].filter(\.isNumber))
        return DiagramError(message: message.replacingCharacters(in: match, with: ""), line: line)
    }

    /// The first error Graphviz reported (warnings only when there is no error), short and lowercase.
    private func lastMessage() -> String? {
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
private final class GraphvizPlugins: @unchecked Sendable {
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
