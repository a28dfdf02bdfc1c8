import Foundation

/// The live-reload client of the preview server: where its endpoints are, the script itself, and
/// how it is added to a page.
///
/// The script is `live.js` beside this file, compiled into the binary (a real .js file, so editors
/// and `node --check` read it as JavaScript). The site's Content-Security-Policy allows scripts from
/// its own origin only, so the page gets a `<script src>` of the same origin, never inline code.
enum LiveReload {
    /// The server's own paths, relative to the root.
    static let scriptPath = "_bridgekb/live.js"
    static let eventsPath = "_bridgekb/events"
    static let statusPath = "_bridgekb/status.json"

    static var script: Data { Data(PackageResources.live_js) }

    /// `html` with the client's `<script>` (carrying the build's version) before its last `</body>`
    /// (any case), or at the end when there is none.
    static func inject(into html: Data, version: String) -> Data {
        let tag = Data("<script src=\"/\(scriptPath)\" data-version=\"\(version)\"></script>".utf8)
        let end = Array("</body>".utf8)
        // Searched from the end, where the tag is: a page is sent as it is, plus the tag.
        let position = html.withUnsafeBytes { bytes -> Int? in
            guard bytes.count >= end.count else { return nil }
            let lowercased = { (byte: UInt8) in (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }
            for index in stride(from: bytes.count - end.count, through: 0, by: -1) where bytes[index] == end[0] {
                if (1..<end.count).allSatisfy({ lowercased(bytes[index + $0]) == end[$0] }) { return index }
            }
            return nil
        }
        var out = Data(capacity: html.count + tag.count)
        let split = position.map { html.startIndex + $0 } ?? html.endIndex
        out.append(html[..<split])
        out.append(tag)
        out.append(html[split...])
        return out
    }

    /// The state a page needs (status.json, and each event of the stream): the version being served
    /// and the diagnostics of the last build when it failed (empty after a good one).
    static func status(version: String, diagnostics: [String]) -> Data {
        let object: [String: Any] = ["version": version, "diagnostics": diagnostics]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
    }
}
