import Foundation
import BridgeKBModel
import BridgeKBReaders
import BridgeKBChecking
import BridgeKBStore

/// `bridgekb lint`'s work, for the CLI and tests: find the Swift files at the given paths (recursively,
/// skipping hidden folders and `.build`), read them and standard input, and run the pitfall rules.
public struct LintAction {
    /// What a lint run found and what stopped it from reading a file.
    public struct Outcome {
        public var findings: [LintFinding] = []
        /// Files that are not UTF-8 text, at file:line:col (``TextDecoder``).
        public var diagnostics: [Diagnostic] = []
        /// Paths that could not be listed or read.
        public var unreadable: [BridgeKBError] = []
        /// Files named on the command line that are not `.swift` files, left alone.
        public var skipped: [String] = []
        /// Files a folder's walk left out because an exclude pattern matched them.
        public var excluded = 0
        /// The files linted (not standard input), with their bytes and the time the linter took on them.
        public var files: [String] = []
        public var bytes = 0
        public var lintTime = Duration.zero

        /// 74 when a path could not be read, 65 when a file is not UTF-8 text, 1 when a finding is reported, else 0.
        public var exitCode: Int32 {
            if !unreadable.isEmpty { return 74 }
            if diagnostics.contains(where: { $0.severity == .error }) { return 65 }
            return findings.contains { $0.severity >= .warning } ? 1 : 0
        }
    }

    public let linter: Linter
    /// Patterns of files a folder's walk leaves out (`lint.exclude`), relative to ``excludeRoot``.
    public var exclude: [String] = []
    /// The folder exclude patterns are relative to (the project's); nil: the working folder.
    public var excludeRoot: URL?
    /// The folder relative paths are read from (they are reported as given); nil: the process's.
    public var base: URL?

    public init(linter: Linter, exclude: [String] = [], excludeRoot: URL? = nil, base: URL? = nil) {
        self.linter = linter; self.exclude = exclude; self.excludeRoot = excludeRoot; self.base = base
    }

    /// Where a reported path is read from.
    func location(_ path: String) -> String {
        guard let base, !path.hasPrefix("/") else { return path }
        return base.appendingPathComponent(path).standardizedFileURL.path
    }

    /// Lints `standardInput` (under its display name) and every Swift file at `paths`: a `.swift` file,
    /// or every `.swift` file below a folder (hidden folders, `.build` and excluded paths left out).
    /// A file of another kind named on the command line is skipped (``Outcome/skipped``).
    public func run(paths: [String], standardInput: (name: String, data: Data)? = nil) -> Outcome {
        var outcome = Outcome()
        let diagnostics = DiagnosticEngine()
        let globs = PathGlobs(exclude)
        let root = (excludeRoot ?? base ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL.path
        for path in paths {
            do {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: location(path), isDirectory: &isDirectory), !isDirectory.boolValue,
                   !path.hasSuffix(".swift") {
                    outcome.skipped.append(path)
                    continue
                }
                let found = try Self.swiftFiles(at: path, reading: location(path))
                let kept = found.filter { file in
                    let absolute = URL(fileURLWithPath: location(file)).standardizedFileURL.path
                    guard !globs.patterns.isEmpty, absolute.hasPrefix(root + "/") else { return true }
                    return !globs.matches(String(absolute.dropFirst(root.count + 1)))
                }
                outcome.excluded += found.count - kept.count
                outcome.files += kept
            } catch let error as BridgeKBError {
                outcome.unreadable.append(error)
            } catch {
                outcome.unreadable.append(.io(path: path, message: ErrorText.describe(error)))
            }
        }
        if let input = standardInput, let text = Self.text(input.data, path: input.name, diagnostics: diagnostics) {
            outcome.findings += linter.lint(text, file: input.name)
        }
        let clock = ContinuousClock()
        for path in outcome.files {
            switch ConfinedFile.read(location(path)) {
            case .failure(let refusal): outcome.unreadable.append(.io(path: path, message: refusal.message))
            case .success(let data):
                guard let text = Self.text(data, path: path, diagnostics: diagnostics) else { continue }
                outcome.bytes += data.count
                outcome.lintTime += clock.measure { outcome.findings += linter.lint(text, file: path) }
            }
        }
        outcome.diagnostics = diagnostics.diagnostics
        return outcome
    }

    /// The time of each lint phase over `files` (a second pass, for bench/checker.sh).
    public func phaseTimes(_ files: [String]) -> String {
        let texts = files.compactMap { path -> String? in
            guard case .success(let data) = ConfinedFile.read(location(path)) else { return nil }
            return String(data: data, encoding: .utf8)
        }
        let clock = ContinuousClock()
        var lexed: [SwiftLexer.Result] = []
        var models: [SwiftSourceModel] = []
        let lex = clock.measure { lexed = texts.map { SwiftLexer.lex($0) } }
        let structural = clock.measure { for l in lexed { _ = StructuralChecker.check(l) } }
        let model = clock.measure { models = lexed.map { SwiftSourceModel(lexed: $0) } }
        let rules = clock.measure { for m in models { _ = linter.runRules(on: m) } }
        return String(format: "phases: lex %.4f s, structural %.4f s, model %.4f s, rules %.4f s",
                      lex.seconds, structural.seconds, model.seconds, rules.seconds)
    }

    /// A file's text: the common case (UTF-8 without BOM, NUL or CR) checked on bytes; anything else
    /// goes through `TextDecoder`, which normalises line endings and reports bad bytes with their offset.
    static func text(_ data: Data, path: String, diagnostics: DiagnosticEngine) -> String? {
        let plain = data.withUnsafeBytes { raw -> String? in
            let bytes = raw.bindMemory(to: UInt8.self)
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.contains(0x0D) || bytes.contains(0) { return nil }
            guard TextDecoder.firstInvalidUTF8Offset(Array(bytes)) == nil else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        return plain ?? TextDecoder.decode(data, path: path, diagnostics: diagnostics)
    }

    /// The .swift files at a path (read at `reading`, reported under `path`): the file itself, or every
    /// .swift file below a folder, sorted; `.` as the folder gives paths without a `./`.
    static func swiftFiles(at path: String, reading: String? = nil) throws -> [String] {
        let fm = FileManager.default
        let actual = reading ?? path
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: actual, isDirectory: &isDirectory) else {
            throw BridgeKBError.io(path: path, message: "no such file or directory")
        }
        guard isDirectory.boolValue else { return [path] }
        guard let enumerator = fm.enumerator(atPath: actual) else {
            throw BridgeKBError.io(path: path, message: "cannot list folder")
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == ".build" {
                enumerator.skipDescendants()
                continue
            }
            if relative.hasSuffix(".swift") { files.append(path == "." ? relative : (path as NSString).appendingPathComponent(relative)) }
        }
        return files.sorted()
    }
}
