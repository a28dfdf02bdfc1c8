@preconcurrency import Combine
import struct Foundation.URL
import class Foundation.JSONDecoder
import SwiftUI

/// Declarations in every shape an app uses: access levels, accessors, initialisers, enums.
public struct Preferences: Codable, Sendable {
    public internal(set) var theme: String = "system"
    public private(set) var launches = 0
    package var experimental: Set<String> = []
    nonisolated(unsafe) static var fallback = Preferences()

    var accentHex: String {
        get { theme == "system" ? "#007AFF" : "#FF9500" }
        set { theme = newValue == "#007AFF" ? "system" : "custom" }
    }

    var title: String = "" {
        willSet(newTitle) { print("will change to \(newTitle)") }
        didSet { if title.isEmpty { title = oldValue } }
    }

    var remoteVersion: Int {
        get async throws {
            try await Task.sleep(for: .milliseconds(1))
            return 2
        }
    }

    enum CodingKeys: String, CodingKey {
        case theme, launches, experimental
        case title = "display_title"
        case `default`
    }

    init() {}

    init?(json: String) {
        guard let data = json.data(using: .utf8),
              let decoded = try? JSONDecoder().decode(Preferences.self, from: data)
        else { return nil }
        self = decoded
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        theme = try container.decodeIfPresent(String.self, forKey: .theme) ?? "system"
        launches = try container.decodeIfPresent(Int.self, forKey: .launches) ?? 0
    }

    mutating func recordLaunch() { launches += 1 }
}

protocol ThemeProviding: AnyObject {
    var currentTheme: String { get set }
    var themes: [String] { get }
    static var shared: Self { get }
    func apply(_ theme: String) async throws
    subscript(index: Int) -> String { get }
    init(initial: String)
}

@objc protocol LegacyPickerDelegate {
    @objc optional func pickerDidCancel()
    func picker(didSelect index: Int)
}

enum Tab: String, CaseIterable, Identifiable {
    case home = "house", search = "magnifyingglass", profile = "person.crop.circle"
    var id: Self { self }
}

enum Shape {
    case circle(radius: Double), rectangle(width: Double, height: Double)
    case polygon(sides: Int = 3)
}

class BaseViewModel {
    let `class`: String
    var `default` = false
    required init(class: String) { self.class = `class` }
    convenience init() { self.init(class: "base") }
    deinit {}
    class func make() -> Self { self.init(class: "made") }
    final func reset() { `default` = false }
}

final class Counter: BaseViewModel, @unchecked Sendable {
    private var _count = 0
    var count: Int {
        _read { yield _count }
        _modify { yield &_count }
    }
}

typealias Completion<T> = (Result<T, any Error>) -> Void
typealias Handler = @MainActor @Sendable (String) async throws -> Void

extension Array where Element == Tab {
    static var all: [Tab] { Tab.allCases }
}

extension Collection {
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

let numbers = [0x1F, 0b1010, 0o17, 1_000, -42]
let doubles = [1.5e-3, 0x1p4, -0.25, 3.0]
let ranges = (0..<3, 1...5, ..<10, 2...)
let casts = (numbers as [Any]).compactMap { $0 as? Int }.filter { !($0 is Bool) }
let wrapping = 250 &+ 10
let shifted = 1 << 4 | 0b1 & ~0
let metatype: Any.Type = type(of: casts)
let selectorName = #selector(getter: UIView.frame)
