import AVFoundation
import SwiftUI

/// Newer language features in a metering view: integer generic parameters, InlineArray,
/// trailing commas in argument lists, raw identifiers, isolated deinit, `@concurrent`.
struct LevelHistory<let count: Int> {
    private var samples: InlineArray<count, Float> = .init(repeating: 0)
    private var next = 0

    mutating func append(_ level: Float) {
        samples[next] = level
        next = (next + 1) % count
    }

    var peak: Float {
        var best: Float = 0
        for index in samples.indices { best = max(best, samples[index]) }
        return best
    }
}

@MainActor
final class MeterModel: ObservableObject {
    @Published private(set) var level: Float = 0
    private var history = LevelHistory<32>()
    private var recorder: AVAudioRecorder?
    private var timer: Timer?

    func start() throws {
        let settings: [String: Any] = [
            AVFormatIDKey: kAudioFormatAppleLossless,
            AVSampleRateKey: 44_100.0,
            AVNumberOfChannelsKey: 1,
        ]
        let url = URL.temporaryDirectory.appending(path: "meter.caf", directoryHint: .notDirectory)
        let recorder = try AVAudioRecorder(url: url, settings: settings)
        recorder.isMeteringEnabled = true
        recorder.record()
        self.recorder = recorder
        timer = Timer.scheduledTimer(
            withTimeInterval: 1.0 / 30,
            repeats: true,
        ) { [weak self] _ in
            Task { @MainActor in self?.sample() }
        }
    }

    private func sample() {
        guard let recorder else { return }
        recorder.updateMeters()
        let power = recorder.averagePower(forChannel: 0)
        history.append(power)
        level = max(0, (power + 60) / 60)
    }

    func stop() {
        timer?.invalidate()
        timer = nil
        recorder?.stop()
    }

    isolated deinit {
        timer?.invalidate()
    }
}

@concurrent
func normalise(_ samples: [Float]) async -> [Float] {
    guard let peak = samples.max(), peak > 0 else { return samples }
    return samples.map { $0 / peak }
}

nonisolated(nonsending) func describe(level: Float) async -> String {
    level > 0.8 ? "loud" : "quiet"
}

func levels() -> [3 of Float] {
    [0.1, 0.5, 0.9]
}

@MainActor
func `meter is silent when stopped`(_ model: MeterModel) -> Bool {
    model.level == 0
}

struct LevelBar: View {
    var level: Float

    var body: some View {
        GeometryReader { proxy in
            Capsule()
                .fill(level > 0.8 ? Color.red : Color.green)
                .frame(
                    width: proxy.size.width * CGFloat(level),
                    height: 6,
                )
        }
        .frame(height: 6)
        .accessibilityLabel(Text("Level"))
        .accessibilityValue(Text(level, format: .percent))
    }
}
