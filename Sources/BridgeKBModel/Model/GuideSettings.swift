import Foundation

/// Optional per-guide settings from `Content/<guide>/guide.json`.
public struct GuideSettings: Codable, Hashable, Sendable {
    /// The language translations are compared against (default: zh-Hans if present, else the first tag).
    public var sourceLanguage: String?
}
