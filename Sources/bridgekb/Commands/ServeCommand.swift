import Foundation
import BridgeKBServe
import BridgeKBModel
import BridgeKBStore
import BridgeKBBuild

/// `bridgekb serve`: build in memory, serve on loopback, rebuild and reload as guides and templates change.
enum ServeCommand: Subcommand {
    static let name = "serve"
    static let abstract = "Preview the site: build it in memory, serve it, rebuild and reload pages on every change."
    static let discussion = """
    Builds the site into memory and serves it over HTTP on loopback, printing
    'serving http://HOST:PORT/' once ready. The content and templates folders are watched; after a
    change only what changed is rebuilt (guides and pages are memoised) and open pages reload
    themselves, keeping their scroll position. When the content has errors, pages show them
    (file:line:col) over the last good build until they are fixed. Nothing is written to the output
    folder. A rebuild prints only the diagnostics new since the last build, the ones it resolved
    ('resolved: …') and how many are unchanged. Ctrl-C (or SIGTERM) stops the server and exits 0.

    EXAMPLES:
      bridgekb serve
      bridgekb serve --port 8080
      bridgekb serve --content ~/guides --port 0     # any free port
    """
    static let arguments: [ArgumentSpec] = [
        .option("content", value: "DIR", "The content folder (default: Content)."),
        .option("templates", value: "DIR", "The templates folder (default: the built-in theme)."),
        .option("host", value: "ADDRESS", "The address to listen on (default: 127.0.0.1; any other than loopback is warned about: the preview has no access control)."),
        .option("port", value: "N", "The port (default: 8000; 0 picks a free one)."),
        .flag("timings", "After each build, print each stage's wall-clock and CPU time to stderr."),
    ]

    /// The warning for a `--host` that is not loopback: the preview has no access control, so every
    /// machine that reaches the address can read it (allowed, for a look from a phone, but said).
    static func hostWarning(_ host: String) -> String? {
        let name = host.lowercased()
        if name == "localhost" || name.hasSuffix(".localhost") || name.hasPrefix("127.") || name == "::1" || name == "[::1]" { return nil }
        return "warning: --host \(TerminalText.escape(host)) is not a loopback address: the preview is open to every machine "
            + "that can reach it, with no access control; leave --host out (127.0.0.1) to keep it on this machine"
    }

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        let port = try args.intOption("port") ?? 8000
        guard (0...65535).contains(port) else { throw BridgeKBError.usage("--port must be between 0 and 65535") }
        let host = args.option("host") ?? "127.0.0.1"
        let project = try ProjectOptions(args, context: context)
        let templates = project.templates
        // A cache in memory makes rebuilds incremental and writes nothing; the site is never written either.
        let action = BuildAction(content: project.content, templates: templates, out: project.out, cacheInMemory: true)
        let server: PreviewServer
        do { server = try PreviewServer(host: host, port: port) } catch {
            let hint = port == 0 ? "" : "; '--port 0' picks a free port"
            // The path names host:port already: the reason alone goes in the brackets.
            let reason: String
            switch error as? ServeError {
            case .cannotListen?: reason = "port in use, or not an address of this machine"
            case .unknownHost(let host)?: reason = "unknown host \(host)"
            default: reason = "\(error)"
            }
            throw BridgeKBError.io(path: "\(host):\(port)", message: "cannot listen (\(reason))\(hint)")
        }
        defer { server.stop() }
        if let warning = hostWarning(host) { context.err(warning) }
        // The first build must work at all (a missing folder is an error, not an overlay).
        let timings = args.flag("timings")
        let reported = RebuildDiagnostics()
        try rebuild(action, server: server, context: context, firstBuild: true, timings: timings, reported: reported)
        let watcher = try DirectoryWatcher(folders: [action.content.path] + (templates.map { [$0.path] } ?? [])) { changed in
            guard changed.contains(where: { !isEditorScratch($0) }) else { return }
            try? rebuild(action, server: server, context: context, firstBuild: false, timings: timings, reported: reported)
        }
        defer { watcher.stop() }
        context.out("serving \(server.url)")
        waitForTermination()
        context.err("stopped")
        return 0
    }

    /// Builds into memory and publishes the site, or the errors that stop it over the last good build.
    /// Of the diagnostics it prints those new since the last build, those resolved, and how many are unchanged.
    static func rebuild(_ action: BuildAction, server: PreviewServer, context: CommandContext, firstBuild: Bool, timings: Bool,
                        reported: RebuildDiagnostics) throws {
        let started = Date(), sink = MemoryOutput()
        do {
            // kb.json, kb.sqlite and the search index are made when a request asks for them.
            var outcome = try action.preview(into: sink)
            let change = reported.change(to: BuildCommand.shown(outcome.diagnostics))
            context.report(change.new, minimum: .info)
            for diagnostic in change.resolved {
                context.err("resolved: " + (diagnostic.formatted.split(separator: "\n").first.map(String.init) ?? ""))
            }
            if let line = RebuildDiagnostics.unchangedLine(change.unchanged) { context.err(line) }
            let errors = outcome.diagnostics.filter { $0.severity == .error }
            if errors.isEmpty {
                var publishing = Laps()
                server.publish(sink.files, onDemand: outcome.deferred.map { deferred in
                    OnDemandFiles(covers: { deferred.covers($0) }, make: { try deferred.files(for: $0) })
                })
                publishing.lap("publish")
                outcome.stages.append(contentsOf: publishing)
                context.err(String(format: "%@ in %.2f s", firstBuild ? "built" : "rebuilt", Date().timeIntervalSince(started)))
                if timings {
                    context.err("  within site: " + outcome.parts.descriptionWithCPU)
                    context.err("  " + outcome.stages.descriptionWithCPU)
                }
            } else {
                server.publishFailure(errors.map(\.formatted))
                context.err("build failed: \(errors.count) error\(errors.count == 1 ? "" : "s"); pages show them")
            }
        } catch {
            if firstBuild { throw error }
            let text = ErrorText.describe(error)
            server.publishFailure([text])
            context.err(text)
        }
    }

    /// Files editors write beside the real ones (`.x.swp`, `x~`, `#x#`, `.#x`): no rebuild for them.
    static func isEditorScratch(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name.hasPrefix(".") || name.hasSuffix("~") || name.hasPrefix("#") || name.hasSuffix(".swp") || name.hasSuffix(".tmp")
    }

    /// Blocks until SIGINT or SIGTERM.
    static func waitForTermination() {
        let stop = DispatchSemaphore(value: 0)
        let sources = [SIGINT, SIGTERM].map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop.signal() }
            source.resume()
            return source
        }
        stop.wait()
        sources.forEach { $0.cancel() }
    }
}
