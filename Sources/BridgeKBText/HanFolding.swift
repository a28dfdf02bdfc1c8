import COpenCC
import Foundation
import BridgeKBModel

/// Folds Han characters to Simplified Chinese (Japanese shinjitai → Traditional → Simplified) with
/// OpenCC, so that 循環参照, 循環參照 and 循环参照 compare equal; the one bridge to libopencc.
///
/// Folding is per character and context-free: every Han scalar is converted on its own through
/// `jp2t.json` and then `t2s.json`, and the result is cached. That keeps the fold identical at
/// index and query time whatever surrounds a character, and lets the site's JavaScript reproduce it
/// with a plain table (``table(for:)``). Text without Han takes a fast path and is returned as is.
///
/// Thread-safe: the converters and the cache are guarded by one lock. Opening OpenCC is slow, so
/// share an instance (``shared()``) rather than making one per use.
public final class HanFolding: @unchecked Sendable {
    // MARK: - Configuration

    /// The OpenCC configurations applied in order.
    public static let configurationNames = ["jp2t.json", "t2s.json"]

    /// Where OpenCC's configuration files are looked for: `$BRIDGEKB_OPENCC_DIR` first, then the
    /// usual install locations.
    public static var defaultSearchDirectories: [String] {
        var directories: [String] = []
        if let custom = ProcessInfo.processInfo.environment["BRIDGEKB_OPENCC_DIR"], !custom.isEmpty {
            directories.append(custom)
        }
        directories += ["/usr/share/opencc", "/usr/local/share/opencc", "/opt/homebrew/share/opencc"]
        return directories
    }

    // MARK: - State

    private let lock = NSLock()
    /// Open OpenCC handles, in the order of ``configurationNames``; closed in `deinit`.
    private var converters: [opencc_t]
    private var cache: [Unicode.Scalar: Unicode.Scalar] = [:]

    // MARK: - Opening

    /// Opens the OpenCC converters from the first directory of `searchDirectories` that holds
    /// every configuration file; throws ``BridgeKBError/io(path:message:)`` naming the missing file
    /// when none does, or OpenCC's own message when a configuration cannot be opened.
    public init(searchDirectories: [String] = HanFolding.defaultSearchDirectories) throws {
        let fm = FileManager.default
        let names = HanFolding.configurationNames
        guard let directory = searchDirectories.first(where: { dir in
            names.allSatisfy { fm.fileExists(atPath: (dir as NSString).appendingPathComponent($0)) }
        }) else {
            let tried = searchDirectories.map { ($0 as NSString).appendingPathComponent(names[0]) }
            throw BridgeKBError.io(path: tried.first ?? names[0], message:
                "OpenCC configuration files \(names.joined(separator: ", ")) not found (looked in "
                + searchDirectories.joined(separator: ", ")
                + "); install OpenCC's data (Debian: libopencc-dev) or set BRIDGEKB_OPENCC_DIR")
        }
        var opened: [opencc_t] = []
        for name in names {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let handle = opencc_open(path), handle != HanFolding.invalidHandle else {
                opened.forEach { _ = opencc_close($0) }
                let reason = opencc_error().map { String(cString: $0) } ?? "unknown error"
                throw BridgeKBError.io(path: path, message: "OpenCC cannot open configuration: \(reason)")
            }
            opened.append(handle)
        }
        converters = opened
    }

    deinit {
        for converter in converters { _ = opencc_close(converter) }
    }

    /// `opencc_open` signals failure with `(opencc_t) -1`.
    private static let invalidHandle = opencc_t(bitPattern: -1)

    private static let sharedLock = NSLock()
    nonisolated(unsafe) private static var sharedInstance: HanFolding?

    /// The process-wide instance, opened on first use.
    public static func shared() throws -> HanFolding {
        sharedLock.lock()
        defer { sharedLock.unlock() }
        if let instance = sharedInstance { return instance }
        let instance = try HanFolding()
        sharedInstance = instance
        return instance
    }

    // MARK: - Folding

    /// Whether the scalar is a Han ideograph that folding may change (the unified ideographs, their
    /// extensions and the compatibility ideographs).
    public static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: return true
        default: return false
        }
    }

    /// The text with every Han character folded to Simplified Chinese; other characters unchanged.
    public func fold(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: HanFolding.isHan) else { return text }
        lock.lock()
        defer { lock.unlock() }
        // Written as UTF-8 in one buffer: appending scalar by scalar to a scalar view cost more than the folding.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            UTF8.encode(HanFolding.isHan(scalar) ? lockedFold(scalar) : scalar) { bytes.append($0) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The fold of one Han character (itself for any other scalar).
    public func fold(_ scalar: Unicode.Scalar) -> String {
        guard HanFolding.isHan(scalar) else { return String(scalar) }
        lock.lock()
        defer { lock.unlock() }
        return String(lockedFold(scalar))
    }

    /// The characters of `text` that folding changes, mapped to their folds: the table a JavaScript
    /// normaliser needs to fold exactly as this type does.
    public func table(for text: String) -> [String: String] {
        var table: [String: String] = [:]
        for scalar in text.unicodeScalars where HanFolding.isHan(scalar) {
            let folded = fold(scalar)
            if folded != String(scalar) { table[String(scalar)] = folded }
        }
        return table
    }

    /// Looks the scalar up in the cache, converting it on a miss; the caller holds `lock`.
    private func lockedFold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if let cached = cache[scalar] { return cached }
        var value = String(scalar)
        for converter in converters {
            value = HanFolding.convert(value, with: converter) ?? value
        }
        // A fold must stay a single Han scalar, or tokens would change shape; anything else is ignored.
        let scalars = value.unicodeScalars
        let folded = scalars.count == 1 && HanFolding.isHan(scalars.first!) ? scalars.first! : scalar
        cache[scalar] = folded
        return folded
    }

    /// Runs one OpenCC conversion, freeing OpenCC's buffer; `nil` when OpenCC reports an error.
    private static func convert(_ text: String, with converter: opencc_t) -> String? {
        guard let output = text.withCString({ opencc_convert_utf8(converter, $0, strlen($0)) }) else { return nil }
        defer { opencc_convert_utf8_free(output) }
        return String(cString: output)
    }
}
