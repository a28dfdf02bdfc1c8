import SwiftUI

protocol Repository<Item>: Sendable {
    associatedtype Item: Identifiable & Sendable
    func all() async throws -> [Item]
    func save(_ item: Item) async throws
}

/// Loads items from any repository whose items can be shown in a row.
@MainActor
@Observable
final class ListModel<Repo: Repository> where Repo.Item: Hashable {
    private(set) var items: [Repo.Item] = []
    private let repository: Repo

    init(repository: Repo) { self.repository = repository }

    func refresh() async {
        items = (try? await repository.all()) ?? []
    }
}

func firstPage(from repository: some Repository<Book>, limit: Int = 20) async -> [Book] {
    let all = (try? await repository.all()) ?? []
    return Array(all.prefix(limit))
}

func anyRepositories() -> [any Repository<Book>] { [] }

struct Tagged<Tag, RawValue: Hashable>: Hashable, RawRepresentable {
    var rawValue: RawValue
}

extension Tagged: Sendable where RawValue: Sendable {}
extension Tagged: Comparable where RawValue: Comparable {
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

enum UserTag {}
typealias UserID = Tagged<UserTag, String>

struct Row<Leading: View, Trailing: View>: View {
    @ViewBuilder var leading: () -> Leading
    @ViewBuilder var trailing: () -> Trailing

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            leading()
            Spacer(minLength: 8)
            trailing()
        }
    }
}

extension Row where Trailing == EmptyView {
    init(@ViewBuilder leading: @escaping () -> Leading) {
        self.init(leading: leading, trailing: { EmptyView() })
    }
}

struct Stepper<Value: Strideable & Sendable>: View where Value.Stride: BinaryInteger {
    @Binding var value: Value
    @Environment(\.isEnabled) private var isEnabled
    @AppStorage("stepper.haptics") private var haptics = true
    @SceneStorage("stepper.last") private var lastValue: Int = 0
    @State<Bool> private var isPressed = false
    @GestureState private var dragOffset: CGSize = .zero
    @Namespace private var animation
    @ScaledMetric(relativeTo: .body) private var size: CGFloat = 28

    var body: some View {
        HStack {
            Button("−") { value = value.advanced(by: -1) }
            Text(verbatim: "\(value)")
            Button("+") { value = value.advanced(by: 1) }
        }
        .frame(minHeight: size)
        .opacity(isEnabled ? 1 : 0.4)
    }
}

infix operator <~ : AssignmentPrecedence
precedencegroup PipePrecedence {
    associativity: left
    higherThan: AssignmentPrecedence
}
infix operator |> : PipePrecedence

func |> <A, B>(value: A, transform: (A) -> B) -> B { transform(value) }

func <~ <T>(lhs: inout T, rhs: T) { lhs = rhs }

let doubled = 21 |> { $0 * 2 }

func makeHandler() -> @Sendable (Int) async -> Void {
    { value in print(value) }
}

func existentials(_ values: [any Equatable & Sendable], opaque: some Collection<Int>) -> Int {
    values.count + opaque.count
}
