import SwiftUI
import UIKit

/// Caches decoded thumbnails; requests for the same URL share one task.
actor ImageCache {
    static let shared = ImageCache()

    private var images: [URL: UIImage] = [:]
    private var inFlight: [URL: Task<UIImage, any Error>] = [:]
    nonisolated let limit: Int

    init(limit: Int = 200) {
        self.limit = limit
    }

    func image(for url: URL) async throws -> UIImage {
        if let cached = images[url] { return cached }
        if let task = inFlight[url] { return try await task.value }
        let task = Task.detached(priority: .utility) {
            let (data, _) = try await URLSession.shared.data(from: url)
            guard let image = await UIImage(data: data)?.byPreparingForDisplay() else {
                throw URLError(.cannotDecodeContentData)
            }
            return image
        }
        inFlight[url] = task
        defer { inFlight[url] = nil }
        let image = try await task.value
        store(image, for: url)
        return image
    }

    private func store(_ image: UIImage, for url: URL) {
        if images.count >= limit, let first = images.keys.first { images[first] = nil }
        images[url] = image
    }

    nonisolated func prefetch(_ urls: [URL]) {
        Task {
            for url in urls { _ = try? await image(for: url) }
        }
    }

    func count(isolatedTo cache: isolated ImageCache) -> Int {
        cache.images.count
    }
}

@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

@DatabaseActor
final class DraftStore {
    private var drafts: [String: String] = [:]

    func save(_ text: String, for key: String) {
        drafts[key] = text
    }

    nonisolated func describe() -> String { "DraftStore" }
}

@MainActor
final class ProfileLoader: ObservableObject {
    @Published private(set) var profile: Profile?
    @Published private(set) var avatar: UIImage?

    func load(userID: String) async {
        async let profile = ProfileAPI.fetchProfile(id: userID)
        async let avatar = ImageCache.shared.image(for: ProfileAPI.avatarURL(for: userID))
        do {
            let (loadedProfile, loadedAvatar) = try await (profile, avatar)
            self.profile = loadedProfile
            self.avatar = loadedAvatar
        } catch is CancellationError {
            return
        } catch {
            self.profile = nil
        }
    }

    func loadThumbnails(_ urls: [URL]) async -> [URL: UIImage] {
        await withTaskGroup(of: (URL, UIImage?).self, returning: [URL: UIImage].self) { group in
            for url in urls {
                group.addTask { (url, try? await ImageCache.shared.image(for: url)) }
            }
            var result: [URL: UIImage] = [:]
            for await case (let url, let image?) in group {
                result[url] = image
            }
            return result
        }
    }
}

func makeSendableBox(_ value: sending NSMutableString) -> NSMutableString {
    value
}

struct AvatarView: View {
    let url: URL
    @State private var image: UIImage?

    var body: some View {
        Group {
            if let image {
                Image(uiImage: image).resizable().scaledToFill()
            } else {
                Color.secondary.opacity(0.2)
            }
        }
        .task(id: url) {
            image = try? await ImageCache.shared.image(for: url)
        }
    }
}
