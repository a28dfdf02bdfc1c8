import Foundation

/// One published build of the site as the server sends it: every file's bytes, media type and entity
/// tag, under a version that names this build; HTML pages get the live-reload client (carrying the
/// version) as they are sent.
///
/// Answering a request is a dictionary lookup (plus, for a page, one copy with the client's tag): the
/// server never reads the disk and never sees half of a build. A file whose bytes are those of the
/// previous snapshot keeps its entity tag rather than being hashed again (at 100 guides, hashing and
/// tagging every page took 0.1 s of each publication). Files made on demand (``OnDemandFiles``) are
/// made at the first request and kept.
struct SiteSnapshot: Sendable {
    struct File: Sendable {
        var body: Data
        var mediaType: String
        /// A strong entity tag of `body` (`"hash-length"`). The hash is seeded per process, so a tag
        /// from before a restart simply does not match and the file is sent again.
        var entityTag: String

        init(body: Data, mediaType: String) {
            self.body = body
            self.mediaType = mediaType
            var hasher = Hasher()
            body.withUnsafeBytes { hasher.combine(bytes: $0) }
            entityTag = "\"\(String(UInt(bitPattern: hasher.finalize()), radix: 16))-\(body.count)\""
        }

        var isHTML: Bool { mediaType.hasPrefix("text/html") }
    }

    /// What is sent for one file: HTML with the live-reload client; its tag names the version too,
    /// so a page cached by the browser under an earlier build is sent again (with the new version).
    struct Sent {
        var body: Data
        var mediaType: String
        var entityTag: String
    }

    /// What is sent for a file as it is (not a page).
    static func sent(asIs file: File) -> Sent { Sent(body: file.body, mediaType: file.mediaType, entityTag: file.entityTag) }

    /// What a look-up of a path found.
    enum Found {
        case file(Sent)
        /// An on-demand file that could not be made, with why.
        case failed(String)
        case none
    }

    /// Names this build; the live-reload client reloads when the server's version is another one.
    let version: String
    /// The files by their path relative to the site's root (`ja/guide/index.html`).
    let files: [String: File]
    /// The body of a 404: the site's `404.html`, or a small page of its own when the site has none
    /// (so a page still shows the diagnostics of a first build that failed).
    let notFound: File
    private let onDemand: OnDemandFiles?
    private let made: MadeFiles

    /// `previous`: the snapshot this one replaces, whose tags are kept for files with the same bytes.
    init(files: [String: Data], version: String = UUID().uuidString, previous: SiteSnapshot? = nil,
         onDemand: OnDemandFiles? = nil) {
        self.version = version
        let served = Dictionary(uniqueKeysWithValues: files.map { path, data in
            // Equal bytes compare far faster than they hash (and the very same buffer at once).
            if let old = previous?.files[path], old.body == data { return (path, old) }
            return (path, File(body: data, mediaType: MediaType.of(path)))
        })
        self.files = served
        notFound = served["404.html"] ?? File(body: Data(Self.builtInNotFound.utf8), mediaType: MediaType.of("404.html"))
        self.onDemand = onDemand
        made = MadeFiles()
    }

    /// The file at `path` as it is sent: a built file, or an on-demand one (made now if need be).
    func file(at path: String) -> Found {
        if let file = files[path] { return .file(sent(file)) }
        guard let onDemand, onDemand.covers(path) else { return .none }
        switch made.file(at: path, make: onDemand.make) {
        case .success(let file?): return .file(sent(file))
        case .success(nil): return .none
        case .failure(let error): return .failed("\(error)")
        }
    }

    /// What is sent for `file`.
    func sent(_ file: File) -> Sent {
        guard file.isHTML else { return Self.sent(asIs: file) }
        return Sent(body: LiveReload.inject(into: file.body, version: version), mediaType: file.mediaType,
                    entityTag: String(file.entityTag.dropLast()) + "-" + version + "\"")
    }

    /// The on-demand files made so far, by path.
    private final class MadeFiles: @unchecked Sendable {
        private let lock = NSLock()
        private var files: [String: File] = [:]

        /// The file at `path`, made by `make` (with every file made beside it) unless made already.
        func file(at path: String, make: (String) throws -> [String: Data]) -> Result<File?, Error> {
            lock.lock()
            if let file = files[path] { lock.unlock(); return .success(file) }
            lock.unlock()
            // Made outside the lock: the maker makes each group once and lets concurrent requests wait.
            return Result {
                let made = try make(path)
                lock.lock(); defer { lock.unlock() }
                for (madePath, data) in made where files[madePath] == nil {
                    files[madePath] = File(body: data, mediaType: MediaType.of(madePath))
                }
                return files[path]
            }
        }
    }

    private static let builtInNotFound = "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>Not found</title></head>"
        + "<body><p>Not found.</p></body></html>\n"
}
