import Foundation
import BridgeKBModel

/// A failure from Foundation, SQLite or a decoder as one short line — not an `NSError` dump, and not
/// Foundation's "you don't have permission" for what is really a FIFO.
public enum ErrorText {
    public static func describe(_ error: Error) -> String {
        switch error {
        case let error as BridgeKBError: return error.description
        case is DecodingError: return JSONProblem.describe(error)
        case let error as SQLiteError: return "database error: \(error.message)"
        default:
            let ns = error as NSError
            guard ns.domain == NSCocoaErrorDomain || ns.domain == NSPOSIXErrorDomain else { return "\(error)" }
            var text = ns.localizedDescription
            if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
                text = String(cString: strerror(Int32(underlying.code)))
            } else if ns.domain == NSPOSIXErrorDomain {
                text = String(cString: strerror(Int32(ns.code)))
            }
            if let path = ns.userInfo[NSFilePathErrorKey] as? String {
                if let refusal = ConfinedFile.nonRegularKind(path), case .notRegular(let kind) = refusal, !kind.hasSuffix("folder") {
                    return "\(TerminalText.escape(path)): \(kind), not a regular file"
                }
                return "\(TerminalText.escape(path)): \(text)"
            }
            return text
        }
    }
}
