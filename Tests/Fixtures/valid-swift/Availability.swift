import SwiftUI

struct AdaptiveScroll<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        if #available(iOS 17, *) {
            ScrollView {
                content
            }
            .scrollTargetBehavior(.paging)
            .contentMargins(16, for: .scrollContent)
        } else {
            ScrollView { content.padding(16) }
        }
    }
}

@available(iOS 16.0, *)
struct ChartOrList: View {
    var values: [Double]

    var body: some View {
        NavigationStack {
            List(values.indices, id: \.self) { index in
                Text(values[index], format: .number.precision(.fractionLength(2)))
            }
            .navigationTitle("Values")
        }
    }
}

extension View {
    @ViewBuilder
    func softBackground() -> some View {
        if #available(iOS 16.4, *) {
            presentationBackground(.thinMaterial)
        } else {
            self
        }
    }
}

func registerLegacyFallbacks() {
    if #unavailable(iOS 17) {
        UserDefaults.standard.set(true, forKey: "useLegacyScroll")
    }
    guard #available(iOS 15, macOS 12, *) else { return }
    print("modern")
}

@available(iOS, introduced: 15.0, deprecated: 17.0, message: "Use AdaptiveScroll")
struct OldScroll: View {
    var body: some View { ScrollView { EmptyView() } }
}
