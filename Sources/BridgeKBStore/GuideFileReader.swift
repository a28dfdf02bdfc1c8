import Foundation
import BridgeKBModel

/// Reads a guide file named on the command line (`parse`, `import`), refusing anything that is not a
/// regular file — a directory, a FIFO (reading one would block forever), a device or a socket —
/// without blocking on it. Links are followed: the user named the path.
public enum GuideFileReader {
    public static func contents(of url: URL) throws -> Data {
        switch ConfinedFile.read(url.path) {
        case .success(let data): return data
        case .failure(let refusal): throw BridgeKBError.io(path: url.path, message: refusal.message)
        }
    }
}
