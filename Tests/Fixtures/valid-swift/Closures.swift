import SwiftUI
import UIKit

/// Closure shapes found in bridging code: capture lists, explicit signatures, trailing closures.
final class UploadController {
    private var progressHandler: ((Double) -> Void)?
    private let queue = DispatchQueue(label: "upload", qos: .utility)
    private var task: Task<Void, any Error>?

    func upload(_ data: Data, to url: URL, completion: @escaping @Sendable (Result<Int, any Error>) -> Void) {
        task = Task { [weak self, data, url] in
            guard let self else { return }
            do {
                var request = URLRequest(url: url)
                request.httpMethod = "PUT"
                let (_, response) = try await URLSession.shared.upload(for: request, from: data)
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                self.progressHandler?(1)
                completion(.success(status))
            } catch {
                completion(.failure(error))
            }
        }
    }

    func onProgress(_ handler: @escaping (Double) -> Void) {
        progressHandler = { [unowned self] value in
            queue.async { handler(min(value, 1)) }
            _ = self
        }
    }

    func transform() -> [String] {
        let formatter: (Int) -> String = { value in
            value.formatted(.number.grouping(.automatic))
        }
        let explicit = { [formatter] (value: Int, suffix: String) throws -> String in
            formatter(value) + suffix
        }
        let asyncOne = { @Sendable (value: Int) async -> Int in value * 2 }
        _ = asyncOne
        return (try? [1, 2, 3].map { try explicit($0, "pt") }) ?? []
    }

    func cancel() { task?.cancel() }
}

struct UploadButton: View {
    @State private var progress: Double?
    var controller: UploadController

    var body: some View {
        Button {
            progress = 0
            controller.onProgress { value in progress = value }
        } label: {
            if let progress {
                ProgressView(value: progress)
            } else {
                Label("Upload", systemImage: "icloud.and.arrow.up")
            }
        }
        .disabled(progress != nil)
        .contextMenu {
            Button("Cancel", role: .destructive) { controller.cancel() }
        } preview: {
            Text("Uploading…").padding()
        }
        .onChange(of: progress) { oldValue, newValue in
            if let newValue, newValue >= 1, oldValue != newValue {
                Task {
                    try? await Task.sleep(for: .seconds(1))
                    progress = nil
                }
            }
        }
    }
}

func readLines(from url: URL) async throws -> [String] {
    var lines: [String] = []
    for try await line in url.lines where !line.hasPrefix("#") {
        lines.append(line)
    }
    let sorted = lines.sorted { lhs, rhs in
        lhs.count == rhs.count ? lhs < rhs : lhs.count < rhs.count
    }
    return sorted.reduce(into: []) { result, line in
        if result.last != line { result.append(line) }
    }
}

func scheduleAll(_ work: [() -> Void]) {
    scope: do {
        guard !work.isEmpty else { break scope }
        work.forEach { $0() }
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { work.first?() }
    UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut]) {
        work.last?()
    } completion: { finished in
        print(finished)
    }
}
