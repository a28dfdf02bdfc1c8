import CGraphviz
import Foundation
import BridgeKBModel
#if canImport(Glibc)
import Glibc
#endif

/// The process that lays diagrams out (the shim's `bridgekb_gv_*` functions): forked at the first
/// diagram and kept, since forking a large build for every diagram copied its page tables each time
/// (169 diagrams of a 5 MB guide: 9 % of the build). Each diagram gets a CPU-time budget; a worker
/// that runs out is stopped, and the next diagram starts a new one. Used under the renderer's lock.
final class GraphvizWorker: @unchecked Sendable {
    static let shared = GraphvizWorker()

    private var socket: Int32 = -1
    private var pid: Int32 = 0
    /// Workers started so far (the tests' measure: one per process, plus one per diagram over budget).
    /// Behind its own lock: tests read it while other tests draw diagrams under the renderer's lock.
    private let startedCount = Locked(0)
    var started: Int { startedCount.withLock { $0 } }

    /// What became of one diagram.
    enum Outcome {
        case drawn(String)
        /// Graphviz failed; its messages.
        case failed(String)
        case overBudget
        case noWorker
    }

    /// Starts the worker when none runs; whether one runs now.
    @discardableResult
    func start() -> Bool {
        guard socket < 0 else { return true }
        var child: Int32 = 0
        socket = bridgekb_gv_worker_start(GraphvizPlugins.shared.symbols, &child)
        guard socket >= 0 else { return false }
        pid = child
        startedCount.withLock { $0 += 1 }
        return true
    }

    /// Lays `dot` out after the recorded attribute `changes` and renders it as SVG.
    func draw(dot: String, changes: [UInt8], cpuSeconds: Int, wallSeconds: Int) -> Outcome {
        guard start() else { return .noWorker }
        var output: UnsafeMutablePointer<CChar>?
        var length = 0
        var dot = dot
        let code = dot.withUTF8 { text in
            changes.withUnsafeBufferPointer { ops in
                text.withMemoryRebound(to: CChar.self) { characters in
                    bridgekb_gv_worker_draw(socket, pid, characters.baseAddress, characters.count, ops.baseAddress, ops.count,
                                            UInt32(cpuSeconds), UInt32(wallSeconds), &output, &length)
                }
            }
        }
        defer { free(output) }
        let text = output.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: length), as: UTF8.self) } ?? ""
        switch Int(code) {
        case Int(BRIDGEKB_GV_DRAWN): return .drawn(text)
        case Int(BRIDGEKB_GV_FAILED): return .failed(text)
        case Int(BRIDGEKB_GV_OVER_BUDGET): socket = -1; return .overBudget
        default: socket = -1; return .noWorker
        }
    }
}

/// The attribute changes the renderer made to a parsed graph, in the order made, as the worker
/// replays them (`bridgekb_gv_replay`): u8 default, u8 kind, u8 html, u32 object index, u32 name
/// length, name, u32 value length, value.
struct AttributeChanges {
    private(set) var bytes: [UInt8] = []

    /// The default of attribute `name` for objects of `kind` (`AGRAPH`, `AGNODE`, `AGEDGE`).
    mutating func setDefault(kind: Int32, name: String, value: String, html: Bool) {
        append(isDefault: true, kind: kind, index: 0, name: name, value: value, html: html)
    }

    /// Attribute `name` of the `index`th object of `kind` in the renderer's order.
    mutating func set(kind: Int32, index: Int, name: String, value: String, html: Bool) {
        append(isDefault: false, kind: kind, index: index, name: name, value: value, html: html)
    }

    private mutating func append(isDefault: Bool, kind: Int32, index: Int, name: String, value: String, html: Bool) {
        bytes += [isDefault ? 1 : 0, UInt8(kind), html ? 1 : 0]
        func word(_ value: Int) { withUnsafeBytes(of: UInt32(value)) { bytes += $0 } }
        word(index)
        word(name.utf8.count); bytes += name.utf8
        word(value.utf8.count); bytes += value.utf8
    }
}
