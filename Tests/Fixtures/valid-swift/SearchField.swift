import SwiftUI
import UIKit

/// A UISearchBar with scope buttons, bound to SwiftUI state.
struct ScopedSearchField: UIViewRepresentable {
    @Binding var text: String
    @Binding var scope: SearchScope
    var placeholder: LocalizedStringKey = "Search"

    func makeUIView(context: Context) -> UISearchBar {
        let bar = UISearchBar(frame: .zero)
        bar.delegate = context.coordinator
        bar.searchBarStyle = .minimal
        bar.showsScopeBar = true
        bar.scopeButtonTitles = SearchScope.allCases.map(\.title)
        bar.setContentHuggingPriority(.defaultHigh, for: .vertical)
        return bar
    }

    func updateUIView(_ bar: UISearchBar, context: Context) {
        context.coordinator.parent = self
        if bar.text != text { bar.text = text }
        if bar.selectedScopeButtonIndex != scope.rawValue {
            bar.selectedScopeButtonIndex = scope.rawValue
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UISearchBar, context: Context) -> CGSize? {
        let width = proposal.width ?? UIView.layoutFittingExpandedSize.width
        return uiView.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height))
    }

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    final class Coordinator: NSObject, UISearchBarDelegate {
        var parent: ScopedSearchField

        init(parent: ScopedSearchField) { self.parent = parent }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            parent.text = searchText
        }

        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            parent.scope = SearchScope(rawValue: selectedScope) ?? .all
        }

        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
            searchBar.resignFirstResponder()
        }
    }
}

enum SearchScope: Int, CaseIterable, Sendable {
    case all, guides, pitfalls

    var title: String {
        switch self {
        case .all: "All"
        case .guides: "Guides"
        case .pitfalls: "Pitfalls"
        }
    }
}
