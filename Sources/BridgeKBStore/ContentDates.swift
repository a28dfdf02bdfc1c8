import Foundation

/// When each guide file last changed, for the site's "last updated" line: the day of the last commit
/// that touched it when the content folder is in a git work tree and the file is committed as it is,
/// else the day of the file's modification time. Days are UTC (`YYYY-MM-DD`), so two builds of the
/// same commit say the same thing wherever they run — given the history (a shallow clone dates every
/// file at its one commit). Reading git and the file system is the CLI's part; the site builder only
/// shows what it is given.
package enum ContentDates {
    /// `sources` are the paths guides report (`Content/x/ja.txt`, the content folder's name first);
    /// the result maps each to its day.
    package static func days(content: URL, sources: [String]) -> [String: String] {
        let prefix = content.lastPathComponent + "/"
        let git = History(content: content)
        var result: [String: String] = [:]
        for source in sources {
            let relative = source.hasPrefix(prefix) ? String(source.dropFirst(prefix.count)) : source
            if let day = git?.day(of: relative) {
                result[source] = day
            } else if let date = (try? FileManager.default.attributesOfItem(atPath: content.appendingPathComponent(relative).path))?[.modificationDate] as? Date {
                result[source] = day(date)
            }
        }
        return result
    }

    /// The UTC day of `date`, `YYYY-MM-DD`. From the C library's calendar, not a DateFormatter: making
    /// one per file was most of this step (2 % of a 100-guide preview rebuild).
    static func day(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        return String(format: "%04d-%02d-%02d", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday))
    }

    /// The content folder's git history: the last commit time of each committed, unmodified file.
    struct History {
        var committed: [String: Date] = [:]
        var changed: Set<String> = []

        /// Nil when git is missing or the folder is not in a work tree.
        init?(content: URL) {
            guard Self.git(["rev-parse", "--is-inside-work-tree"], in: content)?.hasPrefix("true") == true,
                  let log = Self.git(["-c", "core.quotePath=false", "log", "--format=@%ct", "--name-only", "--relative", "--", "."], in: content)
            else { return nil }
            var time: Date?
            for line in log.split(separator: "\n") {
                if line.hasPrefix("@"), let seconds = Double(line.dropFirst()) { time = Date(timeIntervalSince1970: seconds); continue }
                if let time, committed[String(line)] == nil { committed[String(line)] = time }   // newest first
            }
            let modified = Self.git(["-c", "core.quotePath=false", "diff", "--name-only", "--relative", "HEAD", "--", "."], in: content) ?? ""
            let untracked = Self.git(["-c", "core.quotePath=false", "ls-files", "--others", "--exclude-standard", "--", "."], in: content) ?? ""
            changed = Set((modified + "\n" + untracked).split(separator: "\n").map(String.init))
        }

        /// The day of the last commit of `path` (relative to the content folder), when it is committed unchanged.
        func day(of path: String) -> String? {
            guard !changed.contains(path), let date = committed[path] else { return nil }
            return ContentDates.day(date)
        }

        static func git(_ arguments: [String], in folder: URL) -> String? {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", folder.path] + arguments
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { return nil }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
        }
    }
}
