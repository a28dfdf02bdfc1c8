import Foundation

enum SyncEvent: Sendable {
    case started(account: String, at: Date)
    case progress(account: String, completed: Int, total: Int)
    case conflict(local: Revision, remote: Revision, resolution: Resolution?)
    case finished(account: String, changes: Int, errors: [String])
}

struct SyncLog {
    private(set) var lines: [String] = []

    mutating func record(_ event: SyncEvent) {
        switch event {
        case .started(let account, let date):
            lines.append("\(account) started at \(date)")
        case .progress(
            account: let account,
            completed: let done,
            total: let total
        ) where total > 0:
            lines.append("\(account): \(done * 100 / total)%")
        case .progress:
            break
        case .conflict(
            let local, let remote,
            resolution: .some(let resolution)):
            lines.append("conflict \(local.id) ⇄ \(remote.id) resolved by \(resolution)")
        case .conflict(let local,
                       let remote,
                       resolution: nil):
            lines.append("conflict \(local.id) ⇄ \(remote.id) unresolved")
        case let .finished(account, changes, errors)
            where errors.isEmpty:
            lines.append("\(account) finished: \(changes) changes")
        case let .finished(
            account,
            _,
            errors
        ):
            lines.append("\(account) failed: \(errors.joined(separator: ", "))")
        }
    }

    func firstConflict(in events: [SyncEvent]) -> (Revision, Revision)? {
        for case let .conflict(local, remote, resolution) in events where resolution == nil {
            return (local, remote)
        }
        return nil
    }

    func accounts(in events: [SyncEvent]) -> Set<String> {
        var result: Set<String> = []
        for event in events {
            if case .started(let account, _) = event {
                result.insert(account)
            } else if case let .finished(
                account,
                changes,
                _) = event, changes > 0 {
                result.insert(account)
            }
        }
        return result
    }

    func completion(of event: SyncEvent) -> Double? {
        guard case .progress(_, let done, let total) = event,
              total > 0
        else { return nil }
        return Double(done) / Double(total)
    }
}

func classify(point: (x: Int, y: Int)) -> String {
    switch point {
    case (0, 0): "origin"
    case (let x, 0), (0, let x): "on an axis at \(x)"
    case (let x, let y) where x == y: "diagonal"
    case (.min ..< 0, _): "left"
    default: "elsewhere"
    }
}

func decode(_ value: Any) -> String {
    switch value {
    case let number as Int: "int \(number)"
    case let text as String where !text.isEmpty: "text \(text)"
    case is Void: "void"
    case let pair as (Int, Int): "pair \(pair.0),\(pair.1)"
    case Optional<Any>.none: "nil"
    default: "unknown"
    }
}

func handle(_ result: Result<Data, URLError>) throws {
    do {
        let data = try result.get()
        print(data.count)
    } catch let error where error.code == .notConnectedToInternet {
        print("offline")
    } catch URLError.timedOut {
        print("timed out")
    } catch {
        throw error
    }
}
