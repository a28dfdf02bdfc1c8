import Observation
import SwiftUI

@Observable
final class LibraryModel {
    var books: [Book] = []
    var filter = BookFilter()
    var isLoading = false
    @ObservationIgnored private var loadTask: Task<Void, Never>?
    @ObservationIgnored private let service: any BookService

    init(service: any BookService) {
        self.service = service
    }

    var visibleBooks: [Book] {
        books.filter(filter.matches).sorted(using: KeyPathComparator(\.title))
    }

    func reload() {
        loadTask?.cancel()
        isLoading = true
        loadTask = Task { [service] in
            let loaded = (try? await service.books()) ?? []
            await MainActor.run {
                self.books = loaded
                self.isLoading = false
            }
        }
    }
}

struct BookFilter: Equatable, Sendable {
    var query = ""
    var onlyUnread = false

    func matches(_ book: Book) -> Bool {
        (query.isEmpty || book.title.localizedStandardContains(query)) && (!onlyUnread || !book.isRead)
    }
}

/// Keeps a UIKit label in step with an @Observable model, re-registering after every change.
@MainActor
final class ObservedCountLabel {
    private let label: UILabel
    private let model: LibraryModel

    init(label: UILabel, model: LibraryModel) {
        self.label = label
        self.model = model
        track()
    }

    private func track() {
        withObservationTracking {
            label.text = "\(model.visibleBooks.count) books"
        } onChange: { [weak self] in
            Task { @MainActor in self?.track() }
        }
    }
}

struct LibraryView: View {
    @State private var model = LibraryModel(service: RemoteBookService())
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        @Bindable var model = model
        List(model.visibleBooks) { book in
            BookRow(book: book)
        }
        .searchable(text: $model.filter.query)
        .overlay {
            if model.isLoading { ProgressView() }
        }
        .task { model.reload() }
    }
}

@Observable
class ReaderSettings {
    var fontScale: Double = 1 {
        didSet { fontScale = min(max(fontScale, 0.5), 3) }
    }
    var theme: Theme = .system
    private(set) var history: [Theme] = []

    func apply(_ newTheme: Theme) {
        history.append(theme)
        theme = newTheme
    }
}
