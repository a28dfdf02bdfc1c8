import AVKit
import SwiftUI

/// AVPlayerViewController with its observers removed when SwiftUI dismantles it.
struct InlineVideoPlayer: UIViewControllerRepresentable {
    let player: AVPlayer
    @Binding var isPlaying: Bool

    func makeUIViewController(context: Context) -> AVPlayerViewController {
        let controller = AVPlayerViewController()
        controller.player = player
        controller.showsPlaybackControls = true
        controller.videoGravity = .resizeAspect
        context.coordinator.startObserving(player)
        return controller
    }

    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {
        context.coordinator.parent = self
        if controller.player !== player {
            controller.player = player
            context.coordinator.startObserving(player)
        }
        let playing = player.timeControlStatus == .playing
        if isPlaying, !playing { player.play() } else if !isPlaying, playing { player.pause() }
    }

    static func dismantleUIViewController(_ controller: AVPlayerViewController, coordinator: Coordinator) {
        coordinator.stopObserving()
        controller.player?.pause()
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject {
        var parent: InlineVideoPlayer
        private var statusObservation: NSKeyValueObservation?
        private var endObserver: (any NSObjectProtocol)?

        init(_ parent: InlineVideoPlayer) { self.parent = parent }

        func startObserving(_ player: AVPlayer) {
            stopObserving()
            statusObservation = player.observe(\.timeControlStatus, options: [.new]) { [weak self] player, _ in
                let playing = player.timeControlStatus == .playing
                DispatchQueue.main.async {
                    guard let self, self.parent.isPlaying != playing else { return }
                    self.parent.isPlaying = playing
                }
            }
            endObserver = NotificationCenter.default.addObserver(
                forName: AVPlayerItem.didPlayToEndTimeNotification, object: player.currentItem, queue: .main
            ) { [weak player] _ in
                player?.seek(to: .zero)
            }
        }

        func stopObserving() {
            statusObservation?.invalidate()
            statusObservation = nil
            if let endObserver { NotificationCenter.default.removeObserver(endObserver) }
            endObserver = nil
        }
    }
}
