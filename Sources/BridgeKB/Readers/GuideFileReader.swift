import Foundation

/// Reads a guide file's bytes, refusing anything that is not a regular file: a directory, a FIFO
/// (reading one would block forever), a device or a socket. Symbolic links are followed.
public enum GuideFileReader {
    public static func contents(of url: URL) throws -> Data {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            throw BridgeKBError.io(path: url.path, message: "cannot read file (\(String(cString: strerror(errno))))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw BridgeKBError.io(path: url.path, message: "cannot read file: not a regular file")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw BridgeKBError.io(path: url.path, message: "cannot read file (\(error.localizedDescription))")
        }
    }
}
