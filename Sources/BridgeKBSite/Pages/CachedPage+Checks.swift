import Foundation
import BridgeKBModel

extension CachedPage {
    /// Why a cached page cannot be used as it is.
    struct CheckFailure: Error { var reason: String }

    /// The page with the checks a freshly rendered page gets run again on its HTML: a cached entry is
    /// only as trustworthy as the folder it sits in, so its stored validation is not taken on trust.
    /// It fails when the HTML holds what a fresh render never writes (bidirectional controls) or
    /// when the checks now find something other than what the entry says they found — a script
    /// written into the cached HTML, say.
    func checkedAgain(validator: HTMLValidator?, path: String) -> Result<CachedPage, CheckFailure> {
        if BidiControls.contains(html) { return .failure(CheckFailure(reason: "cached page holds bidirectional controls")) }
        guard let validator else { return .success(self) }
        let fresh = validator.validate(html, file: path)
        guard let stored = validation, stored.diagnostics == fresh.diagnostics, stored.ids == fresh.ids,
              stored.links == fresh.links, stored.scripts == fresh.scripts else {
            return .failure(CheckFailure(reason: "cached page does not pass the checks it was stored with"))
        }
        var page = self
        page.validation = fresh
        return .success(page)
    }
}
