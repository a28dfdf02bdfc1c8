import BridgeKB
import Foundation

/// Checks every link of a generated site held in memory (relative path → bytes): each internal
/// `href`/`src`/`xlink:href`/`action`/`srcset` URL must name a file of the site (a folder URL means
/// its `index.html`), and each `#fragment` an `id` or `<a name>` of the target page. External URLs
/// are counted, not fetched. Every page is parsed once, pages in parallel.
public enum LinkChecker {
    /// The broken links of the site, by page and line.
    public static func check(files: [String: Data]) -> [Diagnostic] {
        report(files: files).diagnostics
    }

    /// Broken links, link counts and every page's validation.
    public static func report(files: [String: Data], validator: HTMLValidator = HTMLValidator()) -> LinkReport {
        let pages = files.keys.filter(isPage).sorted()
        let validations = validate(pages, files: files, validator: validator)
        var report = LinkReport(pages: pages.count, validations: validations)
        for page in pages {
            for link in validations[page]?.links ?? [] {
                check(link, on: page, files: files, validations: validations, into: &report)
            }
        }
        // Stable: links on one line keep their order in the page.
        report.diagnostics = report.diagnostics.enumerated().sorted { a, b in
            let l = a.element, r = b.element
            if (l.file ?? "") != (r.file ?? "") { return (l.file ?? "") < (r.file ?? "") }
            if l.range?.start.line != r.range?.start.line { return (l.range?.start.line ?? 0) < (r.range?.start.line ?? 0) }
            return a.offset < b.offset
        }.map(\.element)
        return report
    }

    /// Whether a path is an HTML page (and so is parsed for links and ids).
    public static func isPage(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".html") || lowered.hasSuffix(".htm")
    }

    // MARK: - Parsing every page once

    private static func validate(_ pages: [String], files: [String: Data], validator: HTMLValidator) -> [String: HTMLValidation] {
        var results = [HTMLValidation?](repeating: nil, count: pages.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            DispatchQueue.concurrentPerform(iterations: pages.count) { index in
                slots[index] = validator.validate(files[pages[index]] ?? Data(), file: pages[index])
            }
        }
        var byPage: [String: HTMLValidation] = [:]
        for (page, result) in zip(pages, results) { byPage[page] = result }
        return byPage
    }

    // MARK: - One link

    private static func check(_ link: PageLink, on page: String, files: [String: Data],
                              validations: [String: HTMLValidation], into report: inout LinkReport) {
        func broken(_ reason: String) {
            report.diagnostics.append(Diagnostic(severity: .error, file: page, range: SourceRange(lines: link.line, link.line),
                                                 ruleID: "site.broken-link", message: "broken link '\(link.url)': \(reason)"))
        }
        switch SiteURL.resolve(link.url, from: page) {
        case .samePage(let fragment):
            report.internalLinks += 1
            if let reason = missingFragment(fragment, in: page, validations: validations) { broken(reason) }
        case .external:
            report.externalLinks += 1
        case .ignored:
            break
        case .fileURL:
            broken("file url outside the site")
        case .outsideSite:
            broken("goes above the site root")
        case .internal(let path, let fragment, let rootRelative):
            report.internalLinks += 1
            if rootRelative {
                report.diagnostics.append(Diagnostic(
                    severity: .warning, file: page, range: SourceRange(lines: link.line, link.line), ruleID: "site.root-relative-link",
                    message: "root-relative link '\(link.url)' breaks when the site is served from a subfolder"))
            }
            guard files[path] != nil else {
                if files[path + "/index.html"] != nil {
                    broken("'\(path)' is a folder; link to '\(path)/'")
                } else {
                    broken("no file '\(path)'")
                }
                return
            }
            if let reason = missingFragment(fragment, in: path, validations: validations) { broken(reason) }
        }
    }

    /// Why `fragment` names nothing in the page `target`, or nil when it does (or needs nothing):
    /// an empty fragment, `#top`, a text fragment (`#:~:text=`) and fragments of non-HTML files pass.
    private static func missingFragment(_ fragment: String?, in target: String, validations: [String: HTMLValidation]) -> String? {
        guard let fragment, !fragment.isEmpty, isPage(target),
              !fragment.hasPrefix(":~:"), fragment.lowercased() != "top" else { return nil }
        let anchors = validations[target]?.anchors ?? []
        let decoded = fragment.removingPercentEncoding ?? fragment
        guard !anchors.contains(decoded), !anchors.contains(fragment) else { return nil }
        return "no id '\(decoded)' in '\(target)'"
    }
}
