import SwiftUI
import UIKit

/// A UIKit screen that embeds SwiftUI: a hosting controller as a child and SwiftUI cells in a table.
final class OrdersViewController: UIViewController, UITableViewDataSource {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private lazy var header = UIHostingController(rootView: OrdersHeader(total: 0))
    private var orders: [Order] = [] {
        didSet { tableView.reloadData() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(header)
        header.sizingOptions = .intrinsicContentSize
        header.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header.view)
        header.didMove(toParent: self)

        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "order")
        view.addSubview(tableView)

        NSLayoutConstraint.activate([
            header.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: header.view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func show(_ orders: [Order]) {
        self.orders = orders
        header.rootView = OrdersHeader(total: orders.reduce(0) { $0 + $1.amount })
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { orders.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "order", for: indexPath)
        let order = orders[indexPath.row]
        cell.contentConfiguration = UIHostingConfiguration {
            HStack {
                Text(order.title).font(.headline)
                Spacer()
                Text(order.amount, format: .currency(code: "JPY"))
            }
        }
        .margins(.horizontal, 20)
        .minSize(height: 44)
        return cell
    }
}

struct OrdersHeader: View {
    var total: Decimal

    var body: some View {
        VStack(alignment: .leading) {
            Text("Total").font(.caption).foregroundStyle(.secondary)
            Text(total, format: .currency(code: "JPY")).font(.largeTitle.bold())
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
    }
}

/// Wraps the UIKit screen for a SwiftUI navigation stack.
struct OrdersScreen: UIViewControllerRepresentable {
    var orders: [Order]

    func makeUIViewController(context: Context) -> OrdersViewController {
        OrdersViewController()
    }

    func updateUIViewController(_ controller: OrdersViewController, context: Context) {
        controller.show(orders)
    }
}
