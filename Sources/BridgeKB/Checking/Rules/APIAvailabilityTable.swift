/// The minimum iOS version of bridging-related APIs, for the availability rule and the knowledge base.
public enum APIAvailabilityTable {
    /// API identifier (as written in code; attributes without `@`, key paths without `\.`) → minimum iOS major version.
    public static let minimumIOS: [String: Int] = [
        "UIHostingConfiguration": 16, "UIGestureRecognizerRepresentable": 18, "Observable": 17,
        "withObservationTracking": 17, "Bindable": 17, "NavigationStack": 16, "NavigationSplitView": 16,
        "NavigationPath": 16, "navigationDestination": 16, "updateProperties": 26, "UITraitBridgedEnvironmentKey": 17,
        "traitOverrides": 17, "registerForTraitChanges": 17, "sizingOptions": 16, "ProposedViewSize": 16,
        "keyboardLayoutGuide": 15, "setContentScrollView": 15, "UISheetPresentationController": 15,
        "dismiss": 15, "presentationDetents": 16, "ContentUnavailableView": 17, "UIContentUnavailableConfiguration": 17,
        "containerRelativeFrame": 17, "scrollPosition": 17, "inspector": 17, "UIUpdateLink": 18,
        "presentationSizing": 18, "navigationTransition": 18, "matchedTransitionSource": 18, "Entry": 18,
        "UICalendarView": 16, "UIEditMenuInteraction": 16, "UIFindInteraction": 16, "AnyLayout": 16,
    ]

    /// The minimum iOS of the API a token names, if the table knows it.
    public static func minimumIOS(of token: SwiftToken, previous: SwiftToken?) -> Int? {
        switch token.kind {
        case .attribute:
            return minimumIOS[String(token.text.dropFirst())]
        case .keyPath:
            return token.text == "\\.dismiss" ? minimumIOS["dismiss"] : nil
        case .identifier, .typeIdentifier:
            if token.text == "dismiss" || token.text == "Entry" || token.text == "Observable" { return nil }
            if token.text == "inspector" || token.text == "scrollPosition" || token.text == "navigationDestination"
                || token.text == "presentationDetents" || token.text == "containerRelativeFrame"
                || token.text == "presentationSizing" || token.text == "navigationTransition" {
                return previous?.isSymbol(".") == true ? minimumIOS[token.text] : nil
            }
            return minimumIOS[token.text]
        default:
            return nil
        }
    }
}
