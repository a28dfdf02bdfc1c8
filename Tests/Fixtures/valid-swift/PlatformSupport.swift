#if canImport(UIKit)
import UIKit
typealias PlatformColor = UIColor
typealias PlatformImage = UIImage
#elseif canImport(AppKit)
import AppKit
typealias PlatformColor = NSColor
typealias PlatformImage = NSImage
#else
#error("Unsupported platform")
#endif
import SwiftUI

#if os(iOS) || os(visionOS)
/// The platform's view representable, so shared code names one protocol.
typealias PlatformViewRepresentable = UIViewRepresentable
#elseif os(macOS)
typealias PlatformViewRepresentable = NSViewRepresentable
#endif

struct ThemedBackground: View {
    var body: some View {
        Rectangle()
            .fill(Color(uiColor: .systemGroupedBackground))
        #if os(iOS)
            .ignoresSafeArea(.container, edges: .bottom)
        #elseif os(visionOS)
            .glassBackgroundEffect()
        #endif
        #if DEBUG
            .overlay(alignment: .topTrailing) { DebugBadge() }
        #endif
    }
}

enum BuildInfo {
    static var channel: String {
        #if DEBUG
        return "debug"
        #elseif BETA
        return "beta"
        #else
        return "release"
        #endif
    }

    static let usesModernConcurrency: Bool = {
        #if swift(>=6.0)
        true
        #else
        false
        #endif
    }()

    #if compiler(>=6.0) && hasFeature(StrictConcurrency)
    nonisolated(unsafe) static var overrides: [String: String] = [:]
    #else
    static var overrides: [String: String] = [:]
    #endif
}

extension UIViewController {
    func applyPlatformInsets() {
        #if targetEnvironment(macCatalyst)
        additionalSafeAreaInsets = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        #elseif targetEnvironment(simulator)
        view.layoutMargins = .init(top: 4, left: 4, bottom: 4, right: 4)
        #endif
    }
}

func logLevel(arguments: [String]) -> Int {
    var level = 1
    #if DEBUG
    if arguments.contains("-verbose") {
        level = 3
    }
    #endif
    switch arguments.first {
    #if DEBUG
    case "--trace":
        level = 4
    #endif
    case "--quiet":
        level = 0
    default:
        break
    }
    return level
}

#if hasAttribute(retroactive)
extension URL: @retroactive Identifiable {
    public var id: String { absoluteString }
}
#endif
