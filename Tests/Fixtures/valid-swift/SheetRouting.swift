import SwiftUI

enum PresentedSheet: Identifiable, Hashable {
    case compose(draftID: UUID?)
    case share(URL)
    case settings

    var id: Self { self }
}

/// One optional enum drives every sheet; the navigation path drives pushes.
struct InboxScreen: View {
    @State private var sheet: PresentedSheet?
    @State private var path = NavigationPath()
    @State private var showsFilters = false
    @Environment(\.openURL) private var openURL

    var body: some View {
        NavigationStack(path: $path) {
            MessageList(onOpen: { path.append($0) })
                .navigationTitle("Inbox")
                .navigationDestination(for: Message.ID.self) { id in
                    MessageDetail(id: id)
                }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Compose", systemImage: "square.and.pencil") { sheet = .compose(draftID: nil) }
                    }
                    ToolbarItem(placement: .secondaryAction) {
                        Toggle("Filters", isOn: $showsFilters)
                    }
                }
        }
        .sheet(item: $sheet) { sheet in
            switch sheet {
            case .compose(let draftID):
                ComposeView(draftID: draftID)
                    .presentationDetents([.medium, .large])
            case .share(let url):
                ShareSheet(items: [url])
            case .settings:
                SettingsView(onClose: { self.sheet = nil })
            }
        }
        .inspector(isPresented: $showsFilters) {
            FilterPanel()
        }
        .onOpenURL { url in
            if url.scheme == "inbox" { sheet = .share(url) } else { openURL(url) }
        }
    }
}

/// UIActivityViewController in a sheet.
struct ShareSheet: UIViewControllerRepresentable {
    var items: [Any]
    var activities: [UIActivity]? = nil

    func makeUIViewController(context: Context) -> UIActivityViewController {
        UIActivityViewController(activityItems: items, applicationActivities: activities)
    }

    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
}
