import SwiftUI
import UIKit

/// A scroll view that keeps the focused field above the keyboard. Its coordinator owns every
/// observation: the KVO token ends with it, and its deinit removes the notification observers.
struct KeyboardAwareScrollView<Content: View>: UIViewRepresentable {
    @Binding var contentOffset: CGPoint
    var content: Content

    func makeUIView(context: Context) -> UIScrollView {
        let scrollView = UIScrollView()
        scrollView.keyboardDismissMode = .interactive
        let host = context.coordinator.host
        host.rootView = content
        host.view.backgroundColor = .clear
        host.view.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(host.view)
        NSLayoutConstraint.activate([
            host.view.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            host.view.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            host.view.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            host.view.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            host.view.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        context.coordinator.offsetObservation = scrollView.observe(\.contentOffset, options: [.new]) {
            [weak coordinator = context.coordinator] view, _ in
            let offset = view.contentOffset
            DispatchQueue.main.async { coordinator?.offsetChanged(offset) }
        }
        context.coordinator.keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
        ) { [weak scrollView] note in
            guard let scrollView,
                  let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            let overlap = max(0, scrollView.frame.maxY - scrollView.convert(frame, from: nil).minY)
            scrollView.contentInset.bottom = overlap
            scrollView.verticalScrollIndicatorInsets.bottom = overlap
        }
        return scrollView
    }

    func updateUIView(_ scrollView: UIScrollView, context: Context) {
        context.coordinator.parent = self
        context.coordinator.host.rootView = content
        if scrollView.contentOffset != contentOffset, !scrollView.isDragging {
            scrollView.setContentOffset(contentOffset, animated: false)
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject {
        var parent: KeyboardAwareScrollView
        let host = UIHostingController<Content?>(rootView: nil)
        var offsetObservation: NSKeyValueObservation?
        var keyboardObserver: (any NSObjectProtocol)?

        init(_ parent: KeyboardAwareScrollView) { self.parent = parent }

        deinit {
            if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
        }

        func offsetChanged(_ offset: CGPoint) {
            if parent.contentOffset != offset { parent.contentOffset = offset }
        }
    }
}

/// Rebuilds its chart only when the user asks: a stored identity, replaced on purpose.
struct ResettableChart: View {
    @State private var chartID = UUID()
    var samples: [Double]

    var body: some View {
        VStack {
            SparklineView(samples: samples)
                .id(chartID)
            Button("Reset zoom") { chartID = UUID() }
        }
    }
}
