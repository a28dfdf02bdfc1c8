import Testing
@testable import BridgeKBExtraction

/// The API names of prose: identifiers of an API's shape, attributes and the known names, each once,
/// in the order they come; framework names and plain words are not APIs.
@Suite struct APIRecognizerTests {
    @Test func proseNamesShapedKnownAndAttributeAPIsOnce() {
        let text = "在 updateUIView 里用 @Observable 和 NavigationStack，不要用 UIKit 或 SwiftUI；@objc、@escaping 和 @unknown 之后 sheet、sheets、MKMapView、NSObjectX、ViewRepresentable 再 updateUIView。"
        #expect(APIRecognizer.apis(in: text) == ["updateUIView", "@Observable", "NavigationStack", "@objc", "@escaping",
                                                  "sheet", "MKMapView", "NSObjectX", "ViewRepresentable"])
    }

    @Test func everyKnownNameIsAnAPIAndNoFrameworkIs() {
        for name in APIRecognizer.knownNames where !APIRecognizer.frameworks.contains(name) {
            #expect(APIRecognizer.apis(in: "(\(name))") == [name])
            #expect(APIRecognizer.isAPI(name))
        }
        for name in APIRecognizer.frameworks {
            #expect(APIRecognizer.apis(in: name).isEmpty)
            #expect(!APIRecognizer.isAPI(name))
        }
        // A known name's prefix or extension is not it.
        #expect(APIRecognizer.apis(in: "Tex Texts dismissed ids").isEmpty)
    }
}
