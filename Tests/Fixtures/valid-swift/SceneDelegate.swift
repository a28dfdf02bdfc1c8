import SwiftUI
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        UINavigationBar.appearance().prefersLargeTitles = true
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting session: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let navigation = UINavigationController()
        let coordinator = AppCoordinator(navigationController: navigation, session: UserSession())
        coordinator.start()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        self.coordinator = coordinator
        if let url = connectionOptions.urlContexts.first?.url { handle(url) }
    }

    func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
        contexts.map(\.url).forEach(handle)
    }

    private func handle(_ url: URL) {
        switch DeepLinkParser().parse(url) {
        case .item(let id, let tab)?:
            print("open item \(id) tab \(tab ?? "details")")
        case .settings?:
            coordinator?.showSettings()
        case nil:
            break
        }
    }
}

final class LegacyFormViewController: UIViewController {
    @IBOutlet private weak var nameField: UITextField!
    @IBOutlet private var requiredLabels: [UILabel]!
    @objc dynamic var isValid = false
    private var validityObservation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.addTarget(self, action: #selector(textChanged(_:)), for: .editingChanged)
        validityObservation = observe(\.isValid, options: [.initial, .new]) { controller, change in
            controller.navigationItem.rightBarButtonItem?.isEnabled = change.newValue ?? false
        }
        print(#keyPath(LegacyFormViewController.isValid))
    }

    @IBAction private func submit(_ sender: UIButton) {
        guard isValid else { return }
        navigationController?.popViewController(animated: true)
    }

    @objc(textChangedInField:)
    private func textChanged(_ field: UITextField) {
        isValid = !(field.text ?? "").isEmpty
        requiredLabels.forEach { $0.isHidden = isValid }
    }
}
