import Foundation

/// One published build of the site as the server sends it: every file's bytes (HTML pages with the
/// live-reload client added), media type and entity tag, under a version that names this build.
///
/// Made once per publication, so answering a request is a dictionary lookup: the server never reads
/// the disk and never sees half of a build.
struct SiteSnapshot: Sendable {
    /// One file, ready to send.
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
    }

    /// Names this build; the live-reload client reloads when the server's version is another one.
    let version: String
    /// The files by their path relative to the site's root (`ja/guide/index.html`).
    let files: [String: File]
    /// The body of a 404: the site's `404.html`, or a small page of its own when the site has none
    /// (so a page still shows the diagnostics of a first build that failed).
    let notFound: File

    init(files: [String: Data], version: String = UUID().uuidString) {
        self.version = version
        var served: [String: File] = [:]
        for (path, data) in files {
            let type = MediaType.of(path)
            served[path] = File(body: MediaType.isHTML(path) ? LiveReload.inject(into: data, version: version) : data,
                                mediaType: type)
        }
        self.files = served
        notFound = served["404.html"] ?? File(
            body: LiveReload.inject(into: Data(Self.builtInNotFound.utf8), version: version),
            mediaType: MediaType.of("404.html"))
    }

    private static let builtInNotFound = "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>Not found</title></head>"
        + "<body><p>Not found.</p></body></html>\n"
}
