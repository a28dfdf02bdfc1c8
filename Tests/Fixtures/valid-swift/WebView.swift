import SwiftUI
import WebKit

/// A WKWebView that loads a URL once per change and reports its title and progress.
struct ArticleWebView: UIViewRepresentable {
    let url: URL
    @Binding var title: String
    @Binding var progress: Double

    func makeUIView(context: Context) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.defaultWebpagePreferences.allowsContentJavaScript = false
        configuration.userContentController.add(context.coordinator, name: "selection")
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.navigationDelegate = context.coordinator
        webView.allowsBackForwardNavigationGestures = true
        context.coordinator.progressObservation = webView.observe(\.estimatedProgress) { [weak coordinator = context.coordinator] view, _ in
            let value = view.estimatedProgress
            Task { @MainActor in coordinator?.parent.progress = value }
        }
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        context.coordinator.parent = self
        guard context.coordinator.loadedURL != url else { return }
        context.coordinator.loadedURL = url
        webView.load(URLRequest(url: url))
    }

    static func dismantleUIView(_ webView: WKWebView, coordinator: Coordinator) {
        coordinator.progressObservation = nil
        webView.configuration.userContentController.removeScriptMessageHandler(forName: "selection")
        webView.stopLoading()
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, WKNavigationDelegate, WKScriptMessageHandler {
        var parent: ArticleWebView
        var loadedURL: URL?
        var progressObservation: NSKeyValueObservation?

        init(_ parent: ArticleWebView) { self.parent = parent }

        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            let newTitle = webView.title ?? ""
            if parent.title != newTitle { parent.title = newTitle }
        }

        func webView(_ webView: WKWebView,
                     decidePolicyFor action: WKNavigationAction) async -> WKNavigationActionPolicy {
            guard let scheme = action.request.url?.scheme?.lowercased() else { return .cancel }
            return ["https", "about"].contains(scheme) ? .allow : .cancel
        }

        func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
            guard message.name == "selection", let text = message.body as? String else { return }
            print("selected: \(text.prefix(40))")
        }
    }
}
