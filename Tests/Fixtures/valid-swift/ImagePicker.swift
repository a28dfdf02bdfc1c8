import PhotosUI
import SwiftUI

enum PickerFailure: Error, Equatable {
    case noItemProvider
    case unsupportedType(String)
    case loadFailed(underlying: String)
}

/// PHPickerViewController in a sheet; it closes itself through SwiftUI's dismiss action.
struct PhotoPicker: UIViewControllerRepresentable {
    @Environment(\.dismiss) private var dismiss
    var selectionLimit = 1
    var onPick: (Result<[UIImage], PickerFailure>) -> Void

    func makeUIViewController(context: Context) -> PHPickerViewController {
        var configuration = PHPickerConfiguration(photoLibrary: .shared())
        configuration.filter = .any(of: [.images, .livePhotos])
        configuration.selectionLimit = selectionLimit
        configuration.preferredAssetRepresentationMode = .current
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ picker: PHPickerViewController, context: Context) {
        context.coordinator.parent = self
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, PHPickerViewControllerDelegate {
        var parent: PhotoPicker

        init(_ parent: PhotoPicker) { self.parent = parent }

        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            let parent = parent
            parent.dismiss()
            Task { @MainActor in
                do {
                    let images = try await Self.loadImages(from: results)
                    parent.onPick(.success(images))
                } catch {
                    parent.onPick(.failure(error))
                }
            }
        }

        static func loadImages(from results: [PHPickerResult]) async throws(PickerFailure) -> [UIImage] {
            var images: [UIImage] = []
            for result in results {
                let provider = result.itemProvider
                guard provider.canLoadObject(ofClass: UIImage.self) else {
                    throw .unsupportedType(provider.registeredTypeIdentifiers.first ?? "unknown")
                }
                do {
                    images.append(try await provider.loadImage())
                } catch {
                    throw PickerFailure.loadFailed(underlying: String(describing: error))
                }
            }
            return images
        }
    }
}

extension NSItemProvider {
    func loadImage() async throws -> UIImage {
        try await withCheckedThrowingContinuation { continuation in
            _ = loadObject(ofClass: UIImage.self) { object, error in
                if let image = object as? UIImage {
                    continuation.resume(returning: image)
                } else {
                    continuation.resume(throwing: error ?? PickerFailure.noItemProvider)
                }
            }
        }
    }
}
