import Foundation

/// Results of earlier builds that a stage may take instead of computing them again. The stage says
/// what a result depends on (a fingerprint of its inputs, made with ``ContentHasher``); the build
/// decides where results are kept and makes the tool's identity part of every key (``BuildCache``
/// backs it on disk). A stage never touches the disk through it, and a memo changes only how fast a
/// build is: whatever a stage loads it checks, and what fails the check it rejects and computes again.
public struct Memo: Sendable {
    /// The stored bytes for a fingerprint, or nil.
    public var load: @Sendable (_ fingerprint: String) -> Data?
    /// Stores the bytes of a result under its fingerprint.
    public var save: @Sendable (_ fingerprint: String, _ data: Data) -> Void
    /// Drops a stored result its stage could not use, with why (the build reports it).
    public var reject: @Sendable (_ fingerprint: String, _ reason: String) -> Void
    /// Whether what it gives back never left this process (kept in memory): a stage may then take
    /// it as it stored it, without checking it again.
    public var trusted: Bool

    public init(load: @escaping @Sendable (String) -> Data?, save: @escaping @Sendable (String, Data) -> Void,
                reject: @escaping @Sendable (String, String) -> Void, trusted: Bool = false) {
        self.load = load; self.save = save; self.reject = reject; self.trusted = trusted
    }

    /// The fingerprint of a result: `kind` and everything `parts` adds.
    public static func fingerprint(_ kind: String, _ parts: (inout ContentHasher) -> Void) -> String {
        var hasher = ContentHasher()
        hasher.combine(kind)
        parts(&hasher)
        return kind + "-" + hasher.finalize()
    }
}
