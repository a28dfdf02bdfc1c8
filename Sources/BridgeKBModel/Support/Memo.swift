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
    /// For a memo kept in this process's memory: results kept as the values they are, not as bytes
    /// (nil for any other memo). What it gives back never left the process, so a stage takes it as
    /// it stored it, without decoding or checking it again.
    public var values: Values?
    /// Tells the memo that a stored result is still in use though it was not loaded (its result was
    /// kept some other way), so that it is not pruned.
    public var retain: @Sendable (_ fingerprint: String) -> Void = { _ in }

    /// Results kept as values, by fingerprint.
    public struct Values: Sendable {
        public var load: @Sendable (_ fingerprint: String) -> Any?
        public var save: @Sendable (_ fingerprint: String, _ value: Any) -> Void

        public init(load: @escaping @Sendable (String) -> Any?, save: @escaping @Sendable (String, Any) -> Void) {
            self.load = load; self.save = save
        }
    }

    public init(load: @escaping @Sendable (String) -> Data?, save: @escaping @Sendable (String, Data) -> Void,
                reject: @escaping @Sendable (String, String) -> Void, values: Values? = nil) {
        self.load = load; self.save = save; self.reject = reject; self.values = values
    }

    /// The fingerprint of a result: `kind` and everything `parts` adds.
    public static func fingerprint(_ kind: String, _ parts: (inout ContentHasher) -> Void) -> String {
        var hasher = ContentHasher()
        hasher.combine(kind)
        parts(&hasher)
        return kind + "-" + hasher.finalize()
    }
}
