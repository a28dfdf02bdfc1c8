import Foundation
import BridgeKB

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
