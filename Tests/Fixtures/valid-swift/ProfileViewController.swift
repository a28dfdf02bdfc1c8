import Combine
import SwiftUI
import UIKit

/// A UIKit screen that observes a SwiftUI-side model through Combine.
final class ProfileViewController: UIViewController {
    private let nameLabel = UILabel()
    private let editButton = UIButton(configuration: .filled())
    private var cancellables = Set<AnyCancellable>()
    private let model: ProfileModel
    weak var delegate: (any ProfileViewControllerDelegate)?

    init(model: ProfileModel = ProfileModel()) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        editButton.configuration?.title = String(localized: "Edit")
        editButton.addAction(UIAction { [weak self] _ in self?.presentEditor() }, for: .primaryActionTriggered)

        let stack = UIStackView(arrangedSubviews: [nameLabel, editButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])

        model.$name
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] name in
                guard let self else { return }
                self.nameLabel.text = name.isEmpty ? "—" : name
            }
            .store(in: &cancellables)
    }

    private func presentEditor() {
        let editor = UIHostingController(rootView: ProfileEditor(model: model) { [weak self] in
            self?.dismiss(animated: true)
        })
        editor.modalPresentationStyle = .formSheet
        if let sheet = editor.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(editor, animated: true)
    }

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        guard previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory else { return }
        nameLabel.font = .preferredFont(forTextStyle: .title2)
    }
}

@MainActor
protocol ProfileViewControllerDelegate: AnyObject {
    func profileViewControllerDidFinish(_ controller: ProfileViewController)
}

final class ProfileModel: ObservableObject {
    @Published var name = ""
    @Published var bio = ""
}

struct ProfileEditor: View {
    @ObservedObject var model: ProfileModel
    var onDone: () -> Void

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $model.name)
                TextField("Bio", text: $model.bio, axis: .vertical)
                    .lineLimit(3...6)
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done", action: onDone)
                }
            }
        }
    }
}
