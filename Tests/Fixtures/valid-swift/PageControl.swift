import SwiftUI
import UIKit

/// UIPageControl for SwiftUI: the control's target is the coordinator, never the struct.
struct PageControl: UIViewRepresentable {
    var numberOfPages: Int
    @Binding var currentPage: Int

    func makeCoordinator() -> PageControlCoordinator { PageControlCoordinator(self) }

    func makeUIView(context: Context) -> UIPageControl {
        let control = UIPageControl()
        control.numberOfPages = numberOfPages
        control.addTarget(
            context.coordinator,
            action: #selector(PageControlCoordinator.updateCurrentPage(sender:)),
            for: .valueChanged)
        return control
    }

    func updateUIView(_ control: UIPageControl, context: Context) {
        context.coordinator.control = self
        if control.numberOfPages != numberOfPages { control.numberOfPages = numberOfPages }
        if control.currentPage != currentPage { control.currentPage = currentPage }
    }
}

/// The page control's coordinator, declared outside the representable and named by its makeCoordinator.
final class PageControlCoordinator: NSObject {
    var control: PageControl

    init(_ control: PageControl) {
        self.control = control
    }

    @objc func updateCurrentPage(sender: UIPageControl) {
        control.currentPage = sender.currentPage
    }
}
