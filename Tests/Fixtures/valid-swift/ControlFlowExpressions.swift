import SwiftUI

enum LoadState<Value> {
    case idle
    case loading(progress: Double)
    case loaded(Value, fetchedAt: Date)
    case failed(any Error, retryCount: Int)
}

struct StatusBadge: View {
    var state: LoadState<[Book]>
    var isCompact: Bool

    private var title: String {
        switch state {
        case .idle: "Not loaded"
        case .loading(let progress) where progress > 0.5: "Almost there"
        case .loading: "Loading"
        case .loaded(let books, _) where books.isEmpty: "Empty"
        case .loaded(let books, _): "\(books.count) books"
        case .failed(_, let retries): retries > 2 ? "Offline" : "Retrying"
        }
    }

    var body: some View {
        let color: Color = if case .failed = state { .red } else if isCompact { .secondary } else { .accentColor }
        let symbol = switch state {
        case .idle: "circle"
        case .loading: "arrow.triangle.2.circlepath"
        case .loaded: "checkmark.circle"
        case .failed: "exclamationmark.triangle"
        }
        Label(title, systemImage: symbol)
            .foregroundStyle(color)
            .labelStyle(.titleAndIcon)
    }
}

func retryDelay(after attempt: Int, jitter: Bool) -> Duration {
    let base: Duration =
        if attempt < 3 {
            .milliseconds(200 * attempt)
        } else if attempt < 6 {
            .seconds(attempt)
        } else {
            .seconds(30)
        }
    return jitter ? base + .milliseconds(Int.random(in: 0...100)) : base
}

func cellReuseIdentifier(for item: FeedItem) -> String {
    switch item.kind {
    case .photo, .video: return "media"
    case .text(let body) where body.count > 280: return "longText"
    case .text: return "text"
    @unknown default: return "fallback"
    }
}

func summarize(_ values: [Int]) -> String {
    var result = ""
    outer: for (row, value) in values.enumerated() {
        switch value {
        case ..<0:
            continue outer
        case 0:
            fallthrough
        case 1...9:
            result += "\(row):small "
        default:
            if value > 1_000 { break outer }
            result += "\(row):\(value) "
        }
    }
    repeat {
        result = result.trimmingCharacters(in: .whitespaces)
    } while result.hasSuffix(" ")
    return result
}
