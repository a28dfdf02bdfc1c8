import MapKit
import SwiftUI

/// A map that follows the selected landmark and reports the visible region back to SwiftUI.
struct LandmarkMapView: UIViewRepresentable {
    @Binding var region: MKCoordinateRegion
    var landmarks: [Landmark]
    var onSelect: (Landmark) -> Void

    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.delegate = context.coordinator
        map.pointOfInterestFilter = .excludingAll
        map.register(MKMarkerAnnotationView.self, forAnnotationViewWithReuseIdentifier: "landmark")
        context.coordinator.observeTraitChanges(of: map)
        return map
    }

    func updateUIView(_ map: MKMapView, context: Context) {
        context.coordinator.parent = self
        if !map.region.isClose(to: region) {
            map.setRegion(region, animated: context.transaction.animation != nil)
        }
        let shown = Set(map.annotations.compactMap { ($0 as? LandmarkAnnotation)?.landmark.id })
        let wanted = Set(landmarks.map(\.id))
        guard shown != wanted else { return }
        map.removeAnnotations(map.annotations.filter { !($0 is MKUserLocation) })
        map.addAnnotations(landmarks.map(LandmarkAnnotation.init))
    }

    static func dismantleUIView(_ map: MKMapView, coordinator: Coordinator) {
        map.delegate = nil
        coordinator.stopObserving()
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, MKMapViewDelegate {
        var parent: LandmarkMapView
        private var traitToken: NSObjectProtocol?

        init(_ parent: LandmarkMapView) {
            self.parent = parent
        }

        func observeTraitChanges(of map: MKMapView) {
            traitToken = NotificationCenter.default.addObserver(
                forName: UIContentSizeCategory.didChangeNotification,
                object: nil,
                queue: .main
            ) { [weak map] _ in
                map?.setNeedsLayout()
            }
        }

        func stopObserving() {
            if let traitToken { NotificationCenter.default.removeObserver(traitToken) }
            traitToken = nil
        }

        func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
            let newRegion = mapView.region
            DispatchQueue.main.async { [parent] in
                parent.region = newRegion
            }
        }

        func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
            guard let annotation = annotation as? LandmarkAnnotation else { return nil }
            let view = mapView.dequeueReusableAnnotationView(withIdentifier: "landmark", for: annotation)
            (view as? MKMarkerAnnotationView)?.glyphText = String(annotation.landmark.name.prefix(1))
            return view
        }

        func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {
            guard let landmark = (annotation as? LandmarkAnnotation)?.landmark else { return }
            parent.onSelect(landmark)
        }
    }
}

final class LandmarkAnnotation: NSObject, MKAnnotation {
    let landmark: Landmark
    var coordinate: CLLocationCoordinate2D { landmark.coordinate }
    var title: String? { landmark.name }

    init(_ landmark: Landmark) {
        self.landmark = landmark
    }
}

extension MKCoordinateRegion {
    /// Whether two regions differ by less than a rounding error (avoids a set-region feedback loop).
    func isClose(to other: MKCoordinateRegion, tolerance: CLLocationDegrees = 0.000_1) -> Bool {
        abs(center.latitude - other.center.latitude) < tolerance
            && abs(center.longitude - other.center.longitude) < tolerance
            && abs(span.latitudeDelta - other.span.latitudeDelta) < tolerance
    }
}
