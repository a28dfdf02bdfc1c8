import UIKit

/// Builds a UIMenu's children declaratively, the way SwiftUI builds views.
@resultBuilder
enum MenuBuilder {
    static func buildExpression(_ action: UIAction) -> [UIMenuElement] { [action] }
    static func buildExpression(_ menu: UIMenu) -> [UIMenuElement] { [menu] }
    static func buildExpression(_ elements: [UIMenuElement]) -> [UIMenuElement] { elements }
    static func buildBlock(_ components: [UIMenuElement]...) -> [UIMenuElement] { components.flatMap { $0 } }
    static func buildOptional(_ component: [UIMenuElement]?) -> [UIMenuElement] { component ?? [] }
    static func buildEither(first component: [UIMenuElement]) -> [UIMenuElement] { component }
    static func buildEither(second component: [UIMenuElement]) -> [UIMenuElement] { component }
    static func buildArray(_ components: [[UIMenuElement]]) -> [UIMenuElement] { components.flatMap { $0 } }
    static func buildLimitedAvailability(_ component: [UIMenuElement]) -> [UIMenuElement] { component }
}

extension UIMenu {
    convenience init(title: String = "", image: UIImage? = nil, options: Options = [],
                     @MenuBuilder children: () -> [UIMenuElement]) {
        self.init(title: title, image: image, options: options, children: children())
    }
}

@MainActor
func documentMenu(for document: DocumentItem, recent: [DocumentItem], onOpen: @escaping (DocumentItem) -> Void) -> UIMenu {
    UIMenu(title: document.name) {
        UIAction(title: "Duplicate", image: UIImage(systemName: "plus.square.on.square")) { _ in
            onOpen(document.duplicated())
        }
        if document.isShared {
            UIAction(title: "Stop Sharing", attributes: .destructive) { _ in document.stopSharing() }
        } else {
            UIAction(title: "Share…") { _ in document.share() }
        }
        if !recent.isEmpty {
            UIMenu(title: "Open Recent", options: .displayInline) {
                for item in recent.prefix(5) {
                    UIAction(title: item.name, subtitle: item.modified.formatted(.relative(presentation: .named))) { _ in
                        onOpen(item)
                    }
                }
            }
        }
        if #available(iOS 17, *) {
            UIAction(title: "Reveal in Files") { _ in document.reveal() }
        }
    }
}

/// A builder for the sections of a settings screen, used by a UIKit table.
@resultBuilder
struct SettingsBuilder {
    typealias Component = [SettingsSection]

    static func buildBlock(_ parts: Component...) -> Component { parts.flatMap { $0 } }
    static func buildExpression(_ section: SettingsSection) -> Component { [section] }
    static func buildOptional(_ part: Component?) -> Component { part ?? [] }
    static func buildEither(first part: Component) -> Component { part }
    static func buildEither(second part: Component) -> Component { part }
    static func buildFinalResult(_ component: Component) -> [SettingsSection] {
        component.filter { !$0.rows.isEmpty }
    }
}

struct SettingsSection: Identifiable {
    var id: String { title }
    var title: String
    var rows: [String]
}

@SettingsBuilder
func settingsSections(isSignedIn: Bool, developerMode: Bool) -> [SettingsSection] {
    SettingsSection(title: "General", rows: ["Appearance", "Language"])
    if isSignedIn {
        SettingsSection(title: "Account", rows: ["Profile", "Sign Out"])
    }
    switch developerMode {
    case true:
        SettingsSection(title: "Developer", rows: ["Logs", "Feature Flags"])
    case false:
        SettingsSection(title: "About", rows: ["Version"])
    }
}
