import SwiftUI
import UIKit

/// The UIKit flow-coordinator pattern: coordinators own navigation, not views. None of these is a
/// representable's Coordinator, so `let` references to their parent coordinator are fine.
@MainActor
protocol FlowCoordinator: AnyObject {
    var navigationController: UINavigationController { get }
    var children: [any FlowCoordinator] { get set }
    func start()
}

@MainActor
final class AppCoordinator: FlowCoordinator {
    let navigationController: UINavigationController
    var children: [any FlowCoordinator] = []
    let session: UserSession

    init(navigationController: UINavigationController, session: UserSession) {
        self.navigationController = navigationController
        self.session = session
    }

    func start() {
        let home = UIHostingController(rootView: HomeView(openSettings: { [weak self] in self?.showSettings() }))
        navigationController.setViewControllers([home], animated: false)
    }

    func showSettings() {
        let child = SettingsCoordinator(parent: self, navigationController: navigationController)
        children.append(child)
        child.start()
    }

    func childDidFinish(_ child: any FlowCoordinator) {
        children.removeAll { $0 === child }
    }
}

@MainActor
final class SettingsCoordinator: FlowCoordinator {
    let parent: AppCoordinator
    let navigationController: UINavigationController
    var children: [any FlowCoordinator] = []

    init(parent: AppCoordinator, navigationController: UINavigationController) {
        self.parent = parent
        self.navigationController = navigationController
    }

    func start() {
        let settings = UIHostingController(rootView: SettingsView(onClose: { [unowned self] in self.finish() }))
        navigationController.pushViewController(settings, animated: true)
    }

    func presentAbout() {
        let about = UIHostingController(rootView: AboutView(onClose: { [weak self] in self?.dismissAbout() }))
        navigationController.present(about, animated: true)
    }

    private func dismissAbout() {
        navigationController.dismiss(animated: true)
    }

    private func finish() {
        navigationController.popViewController(animated: true)
        parent.childDidFinish(self)
    }
}

final class MyCoordinator {
    let parent: String

    init(parent: String) {
        self.parent = parent
    }
}

/// A tree of coordinators for deep links, each holding its parent by value.
struct RouteCoordinator {
    let parent: RouteCoordinatorID?
    let route: String
}

struct RouteCoordinatorID: Hashable {
    var rawValue: Int
}
