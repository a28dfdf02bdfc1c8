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
    /// Pages in `known` were validated already (by the site builder, or from its cache), and with a
    /// `cache` a page whose path and bytes were validated before is not parsed again.
    public static func report(files: [String: Data], validator: HTMLValidator = HTMLValidator(), cache: BuildCache? = nil,
                              known: [String: HTMLValidation] = [:]) -> LinkReport {
        let pages = files.keys.filter(isPage).sorted()
        var validations = validate(pages.filter { known[$0] == nil }, files: files, validator: validator, cache: cache)
        validations.merge(known.filter { files[$0.key] != nil }) { a, _ in a }
        // Each page's anchors as a set, once (not once per link pointing at it).
        var anchors: [String: Set<String>] = [:]
        anchors.reserveCapacity(validations.count)
        for (page, validation) in validations { anchors[page] = validation.anchors }
        // Links of different pages are checked independently, on every core, merged in page order.
        // Pages of one folder share most of their links (navigation, assets, indexes): a URL is
        // resolved once per folder and chunk of pages (resolution depends only on the two).
        var partial = [LinkReport](repeating: LinkReport(), count: pages.count)
        let chunks = max(1, min(pages.count, ProcessInfo.processInfo.activeProcessorCount * 4))
        partial.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                var resolved: [String: SiteURL] = [:]
                for index in stride(from: chunk, to: pages.count, by: chunks) {
                    if resolved.count > 100_000 { resolved.removeAll(keepingCapacity: true) }
                    var part = LinkReport()
                    for link in validations[pages[index]]?.links ?? [] {
                        check(link, on: pages[index], files: files, anchors: anchors, into: &part, resolved: &resolved)
                    }
                    slots[index] = part
                }
            }
        }
        var report = LinkReport(pages: pages.count, validations: validations)
        for part in partial {
            report.diagnostics += part.diagnostics
            report.internalLinks += part.internalLinks
            report.externalLinks += part.externalLinks
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

    private static func validate(_ pages: [String], files: [String: Data], validator: HTMLValidator,
                                 cache: BuildCache?) -> [String: HTMLValidation] {
        var results = [HTMLValidation?](repeating: nil, count: pages.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            DispatchQueue.concurrentPerform(iterations: pages.count) { index in
                let data = files[pages[index]] ?? Data()
                guard let cache else {
                    slots[index] = validator.validate(data, file: pages[index])
                    return
                }
                let key = cache.key("check") { hasher in hasher.combine(pages[index]); hasher.combine(data) }
                if let cached = cache.value(HTMLValidation.self, for: key) {
                    slots[index] = cached
                    return
                }
                let validation = validator.validate(data, file: pages[index])
                cache.store(validation, for: key)
                slots[index] = validation
            }
        }
        var byPage: [String: HTMLValidation] = [:]
        for (page, result) in zip(pages, results) { byPage[page] = result }
        return byPage
    }

    // MARK: - One link

    private static func check(_ link: PageLink, on page: String, files: [String: Data],
                              anchors: [String: Set<String>], into report: inout LinkReport,
                              resolved: inout [String: SiteURL]) {
        func broken(_ reason: String) {
            report.diagnostics.append(Diagnostic(severity: .error, file: page, range: SourceRange(lines: link.line, link.line),
                                                 ruleID: "site.broken-link", message: "broken link '\(link.url)': \(reason)"))
        }
        let folder = page.lastIndex(of: "/").map { page[...$0] } ?? ""
        let key = String(folder) + "\u{0}" + link.url
        let target: SiteURL
        if let known = resolved[key] { target = known } else {
            target = SiteURL.resolve(link.url, from: page)
            resolved[key] = target
        }
        switch target {
        case .samePage(let fragment):
            report.internalLinks += 1
            if let reason = missingFragment(fragment, in: page, anchors: anchors) { broken(reason) }
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
            if let reason = missingFragment(fragment, in: path, anchors: anchors) { broken(reason) }
        }
    }

    /// Why `fragment` names nothing in the page `target`, or nil when it does (or needs nothing):
    /// an empty fragment, `#top`, a text fragment (`#:~:text=`) and fragments of non-HTML files pass.
    private static func missingFragment(_ fragment: String?, in target: String, anchors: [String: Set<String>]) -> String? {
        guard let fragment, !fragment.isEmpty, isPage(target),
              !fragment.hasPrefix(":~:"), fragment.lowercased() != "top" else { return nil }
        let anchors = anchors[target] ?? []
        let decoded = fragment.removingPercentEncoding ?? fragment
        guard !anchors.contains(decoded), !anchors.contains(fragment) else { return nil }
        return "no id '\(decoded)' in '\(target)'"
    }
}
