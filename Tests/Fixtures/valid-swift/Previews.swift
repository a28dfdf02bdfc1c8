import SwiftUI
import UIKit

#Preview {
    LandmarkRow(landmark: .sample)
        .padding()
}

#Preview("Dark, large text", traits: .sizeThatFitsLayout) {
    LandmarkRow(landmark: .sample)
        .preferredColorScheme(.dark)
        .environment(\.dynamicTypeSize, .accessibility2)
}

#Preview("UIKit controller", traits: .landscapeLeft) {
    let controller = ProfileViewController()
    controller.title = "Profile"
    return UINavigationController(rootViewController: controller)
}

#Preview(traits: .fixedLayout(width: 320, height: 120)) {
    @Previewable @State var text = "你好，世界"
    @Previewable @FocusState var focus: EditorField?
    GrowingTextView(text: $text, focus: $focus, field: .body)
}

#Preview("Bar", as: .content, using: WidgetSnapshot.sample) {
    StatsWidgetView()
} timeline: {
    WidgetSnapshot(count: 3)
    WidgetSnapshot(count: 42)
}

struct LandmarkRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            LandmarkRow(landmark: .sample)
            LandmarkRow(landmark: .sample).redacted(reason: .placeholder)
        }
        .previewLayout(.sizeThatFits)
    }
}
