import Foundation
import SwiftUI

// Macro declarations as a macro package exposes them, and their uses in app code.

@freestanding(expression)
public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "AppMacros", type: "StringifyMacro")

@freestanding(declaration, names: arbitrary)
public macro featureFlags(_ names: String...) = #externalMacro(module: "AppMacros", type: "FeatureFlagsMacro")

@attached(member, names: named(init), named(shared))
@attached(extension, conformances: Sendable)
public macro Singleton() = #externalMacro(module: "AppMacros", type: "SingletonMacro")

@attached(peer, names: suffixed(Publisher))
public macro AddPublisher() = #externalMacro(module: "AppMacros", type: "PublishedPeerMacro")

@attached(accessor)
@attached(memberAttribute)
public macro UserDefault(_ key: String, store: UserDefaults = .standard) =
    #externalMacro(module: "AppMacros", type: "UserDefaultMacro")

@Singleton
final class AnalyticsClient {
    @UserDefault("analytics.enabled") var isEnabled: Bool
    @UserDefault("analytics.sessionCount", store: .standard) var sessionCount: Int

    func record(_ event: String) {
        let (value, source) = #stringify(event.count * 2)
        guard isEnabled else { return }
        print("\(source) = \(value)")
    }
}

enum Features {
    #featureFlags("newOnboarding", "compactMap", "sharedAlbums")
}

func diagnostics() -> String {
    let location = "\(#fileID):\(#line) in \(#function)"
    #if DEBUG
    #warning("Remove verbose diagnostics before release")
    #endif
    return location
}

@available(*, deprecated, renamed: "diagnostics()")
func legacyDiagnostics() -> String { diagnostics() }

struct Wrapped<Value> {
    @TaskLocal static var requestID: String?
    var value: Value
}
