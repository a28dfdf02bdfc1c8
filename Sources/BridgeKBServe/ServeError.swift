/// Why the preview server or the directory watcher could not start.
public enum ServeError: Error, CustomStringConvertible, Equatable {
    /// The host is neither an address nor a name that resolves.
    case unknownHost(String)
    /// Nothing could listen there: the port is taken, or the address is not one of this machine's.
    case cannotListen(host: String, port: Int)
    /// A folder to watch is missing or not a folder, or the watch could not be set up.
    case cannotWatch(path: String, reason: String)

    public var description: String {
        switch self {
        case .unknownHost(let host): return "unknown host \(host)"
        case .cannotListen(let host, let port): return "cannot listen on \(host):\(port) (port in use, or not an address of this machine)"
        case .cannotWatch(let path, let reason): return "cannot watch \(path): \(reason)"
        }
    }
}
