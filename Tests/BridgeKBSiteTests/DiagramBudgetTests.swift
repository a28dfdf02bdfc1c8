import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBSite

/// Graphviz's layout time grows faster than a diagram's size: iteration attributes above Graphviz's
/// defaults are dropped, and a diagram that needs more than its CPU-time budget is not drawn (the
/// DOT stays as code with `site.diagram-failed`) while every other diagram still is.
@Suite(.serialized) struct DiagramBudgetTests {
    /// A random graph of `nodes` and `edges` (seeded: the same graph every run).
    static func randomGraph(nodes: Int, edges: Int, attributes: String = "") -> String {
        var state: UInt64 = 34
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let lines = (0..<edges).map { _ in "  n\(next(nodes)) -> n\(next(nodes));" }
        return "digraph G {\n" + (attributes.isEmpty ? "" : "  graph [\(attributes)];\n") + lines.joined(separator: "\n") + "\n}\n"
    }

    @Test func iterationAttributesAboveGraphvizsDefaultsAreDropped() throws {
        let drawn = try DiagramRenderer().svg(dot: "digraph { graph [mclimit=10000, searchsize=100000]; a -> b; }").get()
        #expect(drawn.warnings.contains { $0.contains("mclimit removed") }, "\(drawn.warnings)")
        #expect(drawn.warnings.contains { $0.contains("searchsize removed") }, "\(drawn.warnings)")
        #expect(DOTAttributePolicy.decide("mclimit", "0.5", html: false) == .keep)
    }

    /// A dense random graph (200 nodes, 600 edges: over a minute of layout before) with a budget of
    /// one CPU second: a failure that says why, and the next diagram is drawn as usual.
    @Test func aDiagramOverItsBudgetFailsAndTheNextIsDrawn() throws {
        let renderer = DiagramRenderer(cpuSeconds: 1)
        guard case .failure(let error) = renderer.svg(dot: Self.randomGraph(nodes: 200, edges: 600)) else {
            Issue.record("a dense random graph was drawn within one CPU second")
            return
        }
        #expect(error.message.contains("CPU time"), "\(error.message)")
        let small = try renderer.svg(dot: "digraph { a -> b; b -> c; }").get()
        #expect(small.svg.contains("<svg"))
    }

    /// Diagrams are laid out by one worker process, not a process each: forking a large build for
    /// every diagram copied its page tables every time.
    @Test func oneWorkerDrawsDiagramAfterDiagram() throws {
        let renderer = DiagramRenderer()
        _ = try renderer.svg(dot: "digraph { a -> b; }").get()
        let before = GraphvizWorker.shared.started
        for n in 0..<30 { _ = try renderer.svg(dot: "digraph { a\(n) -> b; b -> c\(n); }").get() }
        #expect(GraphvizWorker.shared.started - before <= 1, "\(GraphvizWorker.shared.started - before) workers for 30 diagrams")
    }

    /// The worker makes the renderer's changes before its layout: links, the default font and the
    /// policy's removals show in what it draws.
    @Test func theWorkerDrawsWhatTheRendererChanged() throws {
        let drawn = try DiagramRenderer().svg(dot: #"digraph { a [URL="javascript:alert(1)", tooltip="t"]; a -> b [label=<<B>x</B>>]; }"#,
                                              links: ["b": "guide.html#part-2"]).get()
        #expect(drawn.svg.contains("guide.html#part-2"))
        #expect(!drawn.svg.contains("javascript"))
        #expect(drawn.svg.contains("Helvetica"))
    }

    /// The worker belongs to the process, not to the thread that happened to start it: a build's
    /// threads come and go, and a worker killed with its thread read as a diagram over budget.
    @Test func theWorkerOutlivesTheThreadThatStartedIt() throws {
        let renderer = DiagramRenderer(cpuSeconds: 1)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            // Over budget: the current worker stops, and the small diagram starts one on this thread.
            _ = renderer.svg(dot: Self.randomGraph(nodes: 200, edges: 600))
            _ = renderer.svg(dot: "digraph { x -> y; }")
            done.signal()
        }
        thread.start()
        done.wait()
        while !thread.isFinished { usleep(10_000) }
        usleep(200_000)
        let before = GraphvizWorker.shared.started
        let drawn = try renderer.svg(dot: "digraph { y -> z; }").get()
        #expect(drawn.svg.contains("<svg"))
        #expect(GraphvizWorker.shared.started == before, "a new worker was started: the first one died with its thread")
    }
}
