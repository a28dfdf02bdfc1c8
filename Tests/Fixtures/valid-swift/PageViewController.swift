import SwiftUI
import UIKit

/// Pages of SwiftUI views in a UIPageViewController, with the current page bound both ways.
struct PagedContainer<Page: View>: UIViewControllerRepresentable {
    var pages: [Page]
    @Binding var currentPage: Int

    func makeUIViewController(context: Context) -> UIPageViewController {
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.dataSource = context.coordinator
        controller.delegate = context.coordinator
        return controller
    }

    func updateUIViewController(_ controller: UIPageViewController, context: Context) {
        let coordinator = context.coordinator
        coordinator.parent = self
        coordinator.refreshControllers()
        guard coordinator.controllers.indices.contains(currentPage) else { return }
        let target = coordinator.controllers[currentPage]
        if controller.viewControllers?.first !== target {
            let direction: UIPageViewController.NavigationDirection =
                coordinator.shownIndex(in: controller) ?? 0 < currentPage ? .forward : .reverse
            controller.setViewControllers([target], direction: direction, animated: true)
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    @MainActor
    final class Coordinator: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        var parent: PagedContainer
        private(set) var controllers: [UIHostingController<Page>] = []

        init(_ parent: PagedContainer) {
            self.parent = parent
            super.init()
            refreshControllers()
        }

        func refreshControllers() {
            if controllers.count == parent.pages.count {
                for (controller, page) in zip(controllers, parent.pages) { controller.rootView = page }
            } else {
                controllers = parent.pages.map { UIHostingController(rootView: $0) }
            }
        }

        func shownIndex(in controller: UIPageViewController) -> Int? {
            guard let shown = controller.viewControllers?.first else { return nil }
            return controllers.firstIndex { $0 === shown }
        }

        func pageViewController(
            _ pageViewController: UIPageViewController,
            viewControllerBefore viewController: UIViewController
        ) -> UIViewController? {
            guard let index = controllers.firstIndex(where: { $0 === viewController }) else { return nil }
            return index == 0 ? nil : controllers[index - 1]
        }

        func pageViewController(
            _ pageViewController: UIPageViewController,
            viewControllerAfter viewController: UIViewController
        ) -> UIViewController? {
            guard let index = controllers.firstIndex(where: { $0 === viewController }),
                  index + 1 < controllers.count
            else { return nil }
            return controllers[index + 1]
        }

        func pageViewController(
            _ pageViewController: UIPageViewController,
            didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController],
            transitionCompleted completed: Bool
        ) {
            if completed, let index = shownIndex(in: pageViewController) {
                parent.currentPage = index
            }
        }
    }
}

struct OnboardingPages: View {
    @State private var page = 0

    var body: some View {
        VStack(spacing: 24) {
            PagedContainer(
                pages: OnboardingStep.allCases.map { step in OnboardingCard(step: step) },
                currentPage: $page
            )
            PageControl(numberOfPages: OnboardingStep.allCases.count, currentPage: $page)
                .frame(width: CGFloat(OnboardingStep.allCases.count * 18))
        }
    }
}
