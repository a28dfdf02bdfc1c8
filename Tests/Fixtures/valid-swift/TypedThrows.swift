import Foundation

enum DownloadError: Error, Equatable {
    case offline
    case badStatus(Int)
    case corrupt(bytes: Int)
}

struct ValidationError: Error {
    var field: String
}

/// A downloader whose failures are typed, so callers switch over them exhaustively.
struct ThumbnailDownloader: Sendable {
    var session: URLSession = .shared

    func data(from url: URL) async throws(DownloadError) -> Data {
        let response: (Data, URLResponse)
        do {
            response = try await session.data(from: url)
        } catch {
            throw .offline
        }
        guard let http = response.1 as? HTTPURLResponse else { throw .badStatus(0) }
        guard (200..<300).contains(http.statusCode) else { throw DownloadError.badStatus(http.statusCode) }
        guard !response.0.isEmpty else { throw .corrupt(bytes: 0) }
        return response.0
    }

    func thumbnail(from url: URL) async -> Result<Data, DownloadError> {
        do {
            return .success(try await data(from: url))
        } catch {
            return .failure(error)
        }
    }
}

func validate(name: String) throws(ValidationError) {
    if name.trimmingCharacters(in: .whitespaces).isEmpty {
        throw ValidationError(field: "name")
    }
}

func validateAll(_ names: [String]) -> [String] {
    var failures: [String] = []
    for name in names {
        do throws(ValidationError) {
            try validate(name: name)
        } catch {
            failures.append(error.field)
        }
    }
    return failures
}

func never() throws(Never) -> Int { 42 }

func transform<T, E: Error>(_ values: [T], _ body: (T) throws(E) -> T) throws(E) -> [T] {
    var result: [T] = []
    result.reserveCapacity(values.count)
    for value in values { result.append(try body(value)) }
    return result
}

func loadOrDefault(_ load: () throws -> Data) rethrows -> Data {
    let data = try load()
    return data.isEmpty ? Data([0]) : data
}

let firstBytes = try? loadOrDefault { try Data(contentsOf: URL(fileURLWithPath: "/dev/null")) }
let forced = try! transform([1, 2, 3]) { $0 * 2 }
