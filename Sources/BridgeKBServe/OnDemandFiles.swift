import Foundation

/// Files of a published build that are made only when first requested (a preview's kb.json,
/// kb.sqlite and search index): which paths they are, and what makes them. Made files are kept with
/// the snapshot they belong to, so a request always gets the files of the build it is served from.
public struct OnDemandFiles: Sendable {
    /// Whether `path` (relative to the site's root) is one of them.
    public var covers: @Sendable (_ path: String) -> Bool
    /// The files made for `path` (relative path → bytes: `path` itself, and any made with it); a
    /// thrown error answers the request with 500 and its description.
    public var make: @Sendable (_ path: String) throws -> [String: Data]

    public init(covers: @escaping @Sendable (String) -> Bool, make: @escaping @Sendable (String) throws -> [String: Data]) {
        self.covers = covers
        self.make = make
    }
}
