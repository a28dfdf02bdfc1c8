import Foundation
import BridgeKB

/// One page of the site to render: its path, how to render it (into its own diagnostics, so that a
/// page taken from the cache brings back the problems found when it was rendered), and — for pages
/// that depend on one guide — a fingerprint of everything the page shows beyond the site's shared
/// inputs (templates, labels, languages), which makes it cacheable.
struct PageJob {
    var path: String
    /// What the page depends on besides the site's inputs; nil for pages over the whole knowledge
    /// base (home, indexes, APIs), which are always rendered.
    var fingerprint: (() -> String?)?
    var render: (DiagnosticEngine) throws -> String

    init(_ path: String, fingerprint: (() -> String?)? = nil, render: @escaping (DiagnosticEngine) throws -> String) {
        self.path = path; self.fingerprint = fingerprint; self.render = render
    }

    /// A page with no diagnostics of its own.
    init(_ path: String, _ render: @escaping () throws -> String) {
        self.init(path) { _ in try render() }
    }
}

/// A rendered page as the build cache stores it: its diagnostics (one JSON line), its check by
/// ``HTMLValidator`` (one JSON line, empty when not checked), then the HTML.
struct CachedPage {
    var html: String
    var diagnostics: [Diagnostic]
    var validation: HTMLValidation?

    init(html: String, diagnostics: [Diagnostic], validation: HTMLValidation? = nil) {
        self.html = html; self.diagnostics = diagnostics; self.validation = validation
    }

    func encoded() -> Data? {
        guard var data = try? JSONEncoder().encode(diagnostics) else { return nil }
        data.append(0x0A)
        if let validation {
            guard let json = try? JSONEncoder().encode(validation) else { return nil }
            data.append(json)
        }
        data.append(0x0A)
        data.append(contentsOf: html.utf8)
        return data
    }

    init?(_ data: Data) {
        guard let first = data.firstIndex(of: 0x0A),
              let second = data[(first + 1)...].firstIndex(of: 0x0A),
              let diagnostics = try? JSONDecoder().decode([Diagnostic].self, from: data[data.startIndex..<first]) else { return nil }
        self.diagnostics = diagnostics
        if second > first + 1 {
            guard let validation = try? JSONDecoder().decode(HTMLValidation.self, from: data[(first + 1)..<second]) else { return nil }
            self.validation = validation
        }
        self.html = String(decoding: data[(second + 1)...], as: UTF8.self)
    }
}
