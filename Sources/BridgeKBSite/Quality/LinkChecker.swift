import Foundation
import BridgeKBModel

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
    /// Pages in `known` were validated already (by the site builder, as it rendered them).
    ///
    /// `earlier`, a report of the same site before a few pages changed (a preview's previous build),
    /// lets the check reuse its per-page results (``LinkReport/pageChecks``): a page is checked again
    /// unless its `identities` entry (what identifies its bytes, such as its cache key) is that of the
    /// earlier check, no file its links look up appeared or disappeared, and no page whose anchors a
    /// fragment of its links needed has other ids now. The report is the one a check of every page
    /// gives. Without `identities`, no per-page results are kept.
    public static func report(files: [String: Data], validator: HTMLValidator = HTMLValidator(),
                              known: [String: HTMLValidation] = [:], identities: [String: String] = [:],
                              earlier: LinkReport? = nil) -> LinkReport {
        let pages = files.keys.filter(isPage).sorted()
        let site = Site(pages: pages, files: files, validations: validate(pages, files: files, validator: validator, known: known))
        let keepsResults = !identities.isEmpty
        // What an earlier check found still holds for a page that is as it was and whose links lead
        // to files that are as they were.
        var reused: [Int: LinkReport.PageCheck] = [:]
        if let earlier, keepsResults {
            let changed = Set(pages.indices.filter { identities[pages[$0]] == nil || earlier.pageChecks[pages[$0]]?.identity != identities[pages[$0]] })
            let appearedOrGone = earlier.files.symmetricDifference(files.keys)
            let otherAnchors = Set(changed.map { pages[$0] }.filter { earlier.validations[$0]?.ids != site.validations[site.numbers[$0]!].ids })
            for index in pages.indices where !changed.contains(index) {
                if let check = earlier.pageChecks[pages[index]], !check.targets.contains(where: appearedOrGone.contains),
                   !check.fragmentTargets.contains(where: otherAnchors.contains) {
                    reused[index] = check
                }
            }
        }
        // Links of different pages are checked independently, on every core, merged in page order.
        // Each task takes a run of consecutive pages, so mostly pages of one folder: those share most
        // of their links (navigation, assets, indexes, the guide of an entry), and what the part of a
        // URL before `#` leads to depends only on that part and the folder — it is resolved, and its
        // file looked up, once per folder and task.
        let chunks = max(1, min(pages.count, ProcessInfo.processInfo.activeProcessorCount * 8))
        let checks = (0..<chunks).parallelMap { chunk -> [LinkReport.PageCheck] in
            var destinations: [Substring: Destination] = [:]
            var folder: Substring = ""
            var folderParts: [Substring] = []
            var checks: [LinkReport.PageCheck] = []
            for index in (pages.count * chunk / chunks)..<(pages.count * (chunk + 1) / chunks) {
                if let check = reused[index] { checks.append(check); continue }
                let page = pages[index]
                let pageFolder = page[..<(page.lastIndex(of: "/") ?? page.startIndex)]
                if pageFolder != folder {
                    destinations.removeAll(keepingCapacity: true)
                    folder = pageFolder
                    folderParts = SiteURL.folderParts(of: page)
                }
                var part = LinkReport()
                var targets: (files: Set<String>, fragments: Set<String>)? = keepsResults ? ([], []) : nil
                for link in site.validations[index].links {
                    check(link, on: index, inFolder: folderParts, in: site, into: &part, destinations: &destinations, targets: &targets)
                }
                checks.append(LinkReport.PageCheck(identity: identities[page], diagnostics: part.diagnostics, internalLinks: part.internalLinks,
                                                   externalLinks: part.externalLinks, targets: targets?.files ?? [],
                                                   fragmentTargets: targets?.fragments ?? []))
            }
            return checks
        }.joined()
        var byPage = Dictionary(uniqueKeysWithValues: zip(pages, site.validations))
        // Validations handed in for files that are not pages stay in the report, as they always did.
        for (path, validation) in known where byPage[path] == nil && files[path] != nil { byPage[path] = validation }
        var report = LinkReport(pages: pages.count, validations: byPage)
        for check in checks {
            report.diagnostics += check.diagnostics
            report.internalLinks += check.internalLinks
            report.externalLinks += check.externalLinks
        }
        if keepsResults {
            report.pageChecks = Dictionary(uniqueKeysWithValues: zip(pages, checks))
            report.files = Set(files.keys)
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

    /// The pages of the site by number (their order in `pages`), with what the link check needs of each.
    private struct Site {
        var pages: [String]
        var files: [String: Data]
        var validations: [HTMLValidation]
        /// Each page's ids and `<a name>`s as a set, made when a link first needs them (once, not once
        /// per link pointing at the page; not at all for a page no fragment points at).
        var anchors: Anchors
        var numbers: [String: Int]

        init(pages: [String], files: [String: Data], validations: [HTMLValidation]) {
            self.pages = pages; self.files = files
            self.validations = validations
            anchors = Anchors(validations)
            numbers = Dictionary(uniqueKeysWithValues: pages.enumerated().map { ($1, $0) })
        }
    }

    /// Each page's anchors, made on first use, from any thread.
    private final class Anchors: @unchecked Sendable {
        private let validations: [HTMLValidation]
        private let lock = NSLock()
        private var made: [Set<String>?]

        init(_ validations: [HTMLValidation]) {
            self.validations = validations
            made = Array(repeating: nil, count: validations.count)
        }

        subscript(page: Int) -> Set<String> {
            lock.lock()
            if let anchors = made[page] { lock.unlock(); return anchors }
            lock.unlock()
            let anchors = validations[page].anchors
            lock.lock(); made[page] = anchors; lock.unlock()
            return anchors
        }
    }

    /// What the part of a link's URL before `#` leads to, file lookup included.
    private struct Destination {
        /// Resolved without a fragment.
        var target: SiteURL
        var file: FileFound
    }

    /// What is at an `internal` target's path.
    private enum FileFound {
        /// The page with this number.
        case page(Int)
        /// A file that is not a page (its fragments are not checked).
        case other
        /// No file, but a folder with an `index.html`.
        case folder
        case missing
        /// Not an internal target.
        case none
    }

    /// Whether a path is an HTML page (and so is parsed for links and ids).
    public static func isPage(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".html") || lowered.hasSuffix(".htm")
    }

    // MARK: - Parsing every page once

    /// Every page's validation (taken from `known`, or parsed), in page order; pages are parsed on
    /// every core.
    private static func validate(_ pages: [String], files: [String: Data], validator: HTMLValidator,
                                 known: [String: HTMLValidation]) -> [HTMLValidation] {
        pages.parallelMap { page in known[page] ?? validator.validate(files[page] ?? Data(), file: page) }
    }

    // MARK: - One link

    /// Checks one link of page `index` into `report`; `targets`, when kept, gains the paths whose
    /// files decide what an internal link leads to (the path, and its `index.html` as a folder), and
    /// the pages whose anchors its fragment was looked up in.
    private static func check(_ link: PageLink, on index: Int, inFolder folder: [Substring], in site: Site, into report: inout LinkReport,
                              destinations: inout [Substring: Destination], targets: inout (files: Set<String>, fragments: Set<String>)?) {
        let page = site.pages[index]
        func broken(_ reason: String) {
            report.diagnostics.append(Diagnostic(severity: .error, file: page, range: SourceRange(lines: link.line, link.line),
                                                 ruleID: "site.broken-link", message: "broken link '\(link.url)': \(reason)"))
        }
        let (base, fragment) = SiteURL.split(link.url)
        let destination: Destination
        if let known = destinations[base] {
            destination = known
        } else {
            destination = locate(base, inFolder: folder, in: site)
            destinations[base] = destination
        }
        switch destination.target {
        case .samePage:
            report.internalLinks += 1
            if let reason = missingFragment(fragment, anchors: site.anchors[index], target: page) { broken(reason) }
        case .external:
            report.externalLinks += 1
        case .ignored:
            break
        case .fileURL:
            broken("file url outside the site")
        case .outsideSite:
            broken("goes above the site root")
        case .internal(let path, _, let rootRelative):
            report.internalLinks += 1
            if targets != nil {
                targets!.files.insert(path)
                targets!.files.insert(path + "/index.html")
                if case .page = destination.file, fragment != nil { targets!.fragments.insert(path) }
            }
            if rootRelative {
                report.diagnostics.append(Diagnostic(
                    severity: .warning, file: page, range: SourceRange(lines: link.line, link.line), ruleID: "site.root-relative-link",
                    message: "root-relative link '\(link.url)' breaks when the site is served from a subfolder"))
            }
            switch destination.file {
            case .page(let target):
                if let reason = missingFragment(fragment, anchors: site.anchors[target], target: path) { broken(reason) }
            case .other, .none:
                break
            case .folder:
                broken("'\(path)' is a folder; link to '\(path)/'")
            case .missing:
                broken("no file '\(path)'")
            }
        }
    }

    /// Resolves the part of a URL before `#` from a page in `folder`, and looks up the file it names.
    private static func locate(_ base: Substring, inFolder folder: [Substring], in site: Site) -> Destination {
        let target = SiteURL.resolve(base: base, inFolder: folder)
        guard case .internal(let path, _, _) = target else { return Destination(target: target, file: .none) }
        if let number = site.numbers[path] { return Destination(target: target, file: .page(number)) }
        if site.files[path] != nil { return Destination(target: target, file: .other) }
        return Destination(target: target, file: site.files[path + "/index.html"] != nil ? .folder : .missing)
    }

    /// Why `fragment` names nothing among the `anchors` of the page `target`, or nil when it does (or
    /// needs nothing): an empty fragment, `#top` and a text fragment (`#:~:text=`) pass. (Fragments of
    /// non-HTML files are not checked at all.)
    private static func missingFragment(_ fragment: Substring?, anchors makeAnchors: @autoclosure () -> Set<String>, target: String) -> String? {
        // Only three letters can lowercase to "top"; no other fragment needs lowercasing.
        guard let fragment, !fragment.isEmpty, !fragment.hasPrefix(":~:"),
              !(fragment.utf8.count == 3 && fragment.lowercased() == "top") else { return nil }
        let text = String(fragment), anchors = makeAnchors()
        if anchors.contains(text) { return nil }
        // Without a `%` there is nothing to decode (and Foundation's decoding is slow).
        let decoded = text.utf8.contains(UInt8(ascii: "%")) ? text.removingPercentEncoding ?? text : text
        guard !anchors.contains(decoded) else { return nil }
        return "no id '\(decoded)' in '\(target)'"
    }
}
