import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Which `Host` (and `Origin`) a request may name: DNS rebinding makes a page of `attacker.example`
/// talk to the preview server under the attacker's name, and read the unpublished site. A name is
/// allowed when it is `localhost` (or a subdomain of it), an IP address written as one (a rebinding
/// page always has a name), or the `--host` the server listens on — with the server's port, or
/// without one. Everything else is answered 421 (Misdirected Request).
final class HostCheck: @unchecked Sendable {
    private let listenHost: String
    private let lock = NSLock()
    private var port = 0

    init(listenHost: String) { self.listenHost = Self.bare(listenHost.lowercased()) }

    /// The port the server listens on, once known (it may have been chosen by the system).
    func setPort(_ port: Int) {
        lock.lock(); self.port = port; lock.unlock()
    }

    /// Whether a `Host` header (`name`, `name:port`, `[v6]:port`) names this server.
    func allows(host header: String) -> Bool {
        let value = header.trimmingCharacters(in: .whitespaces).lowercased()
        var name = value, portText: Substring?
        if value.hasPrefix("[") {
            guard let close = value.firstIndex(of: "]") else { return false }
            name = String(value[value.index(after: value.startIndex)..<close])
            let rest = value[value.index(after: close)...]
            if !rest.isEmpty {
                guard rest.first == ":" else { return false }
                portText = rest.dropFirst()
            }
            guard Self.isAddress(name, family: AF_INET6) else { return false }
        } else if let colon = value.firstIndex(of: ":") {
            name = String(value[..<colon])
            portText = value[value.index(after: colon)...]
            guard !portText!.contains(":") else { return false }
        }
        if let portText {
            lock.lock(); let port = self.port; lock.unlock()
            guard let given = Int(portText), portText.allSatisfy(\.isASCII), given == port else { return false }
        }
        if name.hasSuffix(".") { name.removeLast() }
        return !name.isEmpty && (name == "localhost" || name.hasSuffix(".localhost") || name == listenHost
            || Self.isAddress(name, family: AF_INET) || Self.isAddress(name, family: AF_INET6))
    }

    /// Whether an `Origin` header (`http://name:port`) is one of this server's own addresses.
    func allows(origin header: String) -> Bool {
        let value = header.trimmingCharacters(in: .whitespaces)
        guard value.lowercased().hasPrefix("http://") else { return false }
        let rest = value.dropFirst("http://".count)
        return !rest.contains("/") && allows(host: String(rest))
    }

    private static func bare(_ host: String) -> String {
        host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    }

    private static func isAddress(_ text: String, family: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16)
        return inet_pton(family, text, &buffer) == 1
    }
}
