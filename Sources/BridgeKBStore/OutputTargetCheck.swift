import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whether a build may replace a folder with its site. A build replaces its output folder whole and
/// removes what was in it, so `{"out": ".."}` in a cloned project, or `--out Content`, would delete
/// the user's files: only a folder a build made (its ``OutputWriter/markerName`` marker), an empty
/// folder or a missing one may be replaced, and never one that is or holds a protected folder.
enum OutputTargetCheck {
    /// Why `target` must not be replaced, as a message with the way out; nil when it may be.
    static func problem(target: URL, protectedFolders: [URL]) -> String? {
        let output = resolvedPath(target, resolvingLast: false)
        for folder in protectedFolders {
            let protected = resolvedPath(folder, resolvingLast: true)
            if protected == output || protected.hasPrefix(output == "/" ? "/" : output + "/") {
                let what = protected == output ? "it is" : "it holds"
                return "refusing to build into this folder: \(what) \(protected) (a build replaces its output folder whole, "
                    + "deleting what was there); name a folder of its own for the site (--out DIR, or \"out\" in bridgekb.json)"
            }
        }
        var info = stat()
        guard lstat(target.path, &info) == 0 else { return nil }            // nothing there yet
        switch info.st_mode & S_IFMT {
        case S_IFLNK: return nil        // the link itself is replaced; nothing behind it is touched
        case S_IFDIR: break
        default: return "the output folder is \(ConfinedFile.kind(of: info.st_mode)), not a folder; refusing to replace it"
        }
        guard isReplaceable(target.path) else {
            return "refusing to replace the output folder: it is not empty and holds no \(OutputWriter.markerName), so it is not a "
                + "site bridgekb built (a build replaces its output folder whole, deleting what was there); name an empty or new "
                + "folder (--out DIR, or \"out\" in bridgekb.json), or empty this one yourself"
        }
        return nil
    }

    /// Whether the folder at `path` is one a build may replace or remove: empty, holding the marker
    /// as a regular file, or a site an earlier bridgekb built before there was a marker (`index.html`,
    /// `404.html`, `kb.json` and an SQLite `kb.sqlite`, regular files, and `assets/`). Links are not followed.
    static func isReplaceable(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
              case .success(let folder) = ConfinedFolder.open([], under: path, create: false) else { return false }
        let names = folder.names()
        if names.isEmpty || folder.kind(of: OutputWriter.markerName) == S_IFREG { return true }
        let earlierSite = ["index.html", "404.html", "kb.json", "kb.sqlite"].allSatisfy { folder.kind(of: $0) == S_IFREG }
            && folder.kind(of: "assets") == S_IFDIR
        return earlierSite && folder.head("kb.sqlite", count: 16) == Data("SQLite format 3\0".utf8)
    }

    /// `url`'s path with every link resolved (`realpath` of the nearest folder that exists, the rest
    /// appended); `resolvingLast: false` keeps the last component as written (a link there is replaced
    /// as a link, not followed).
    static func resolvedPath(_ url: URL, resolvingLast: Bool) -> String {
        let standard = url.standardizedFileURL
        if !resolvingLast {
            let parent = resolvedPath(standard.deletingLastPathComponent(), resolvingLast: true)
            return (parent == "/" ? "" : parent) + "/" + standard.lastPathComponent
        }
        var existing = standard.path, rest: [String] = []
        while true {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                return rest.isEmpty ? base : (base == "/" ? "" : base) + "/" + rest.reversed().joined(separator: "/")
            }
            let url = URL(fileURLWithPath: existing)
            if url.path == "/" || existing.isEmpty { return standard.path }
            rest.append(url.lastPathComponent)
            existing = url.deletingLastPathComponent().path
        }
    }
}
