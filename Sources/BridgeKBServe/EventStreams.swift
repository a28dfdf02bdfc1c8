import Foundation

/// The open live-reload event streams, by client. Each holds a connection and its thread, so at most
/// `perClient` streams from one address and `total` in all are kept: one opened beyond either ends
/// the oldest (of that client, else of all) within a second. A page that opens streams without
/// closing them cannot lock other clients out, and a page just opened always gets its stream.
final class EventStreams: @unchecked Sendable {
    let perClient: Int
    let total: Int
    private let lock = NSLock()
    private var open: [(id: Int, client: String)] = []   // oldest first
    private var ended = Set<Int>()
    private var nextID = 0

    init(perClient: Int = 16, total: Int = 128) {
        self.perClient = perClient
        self.total = total
    }

    /// A stream for `client`: it ends itself (``Ticket/isEnded``) when a newer one takes its place;
    /// it is forgotten when the ticket goes.
    func open(client: String) -> Ticket {
        lock.lock(); defer { lock.unlock() }
        let id = nextID
        nextID += 1
        let mine = open.filter { $0.client == client && !ended.contains($0.id) }
        if mine.count >= perClient, let oldest = mine.first {
            ended.insert(oldest.id)
        } else if open.filter({ !ended.contains($0.id) }).count >= total, let oldest = open.first(where: { !ended.contains($0.id) }) {
            ended.insert(oldest.id)
        }
        open.append((id, client))
        return Ticket(streams: self, id: id)
    }

    /// How many streams are open (not ended, not yet closed), for the tests.
    var count: Int {
        lock.lock(); defer { lock.unlock() }
        return open.filter { !ended.contains($0.id) }.count
    }

    fileprivate func isEnded(_ id: Int) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return ended.contains(id)
    }

    fileprivate func close(_ id: Int) {
        lock.lock(); defer { lock.unlock() }
        open.removeAll { $0.id == id }
        ended.remove(id)
    }

    /// One open stream; closing it (or letting it go) removes it from the count.
    final class Ticket: @unchecked Sendable {
        private let streams: EventStreams
        private let id: Int
        fileprivate init(streams: EventStreams, id: Int) { self.streams = streams; self.id = id }
        /// Whether a newer stream took this one's place: it should end now.
        var isEnded: Bool { streams.isEnded(id) }
        deinit { streams.close(id) }
    }
}
