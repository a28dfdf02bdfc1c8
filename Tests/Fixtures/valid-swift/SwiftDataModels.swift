import SwiftData
import SwiftUI

@Model
final class TodoItem {
    #Unique<TodoItem>([\.title, \.createdAt])
    #Index<TodoItem>([\.isDone], [\.createdAt])

    var title: String
    var createdAt: Date
    var isDone: Bool
    @Attribute(.externalStorage) var attachment: Data?
    @Relationship(deleteRule: .cascade, inverse: \Subtask.parent) var subtasks: [Subtask] = []
    @Transient var isExpanded = false

    init(title: String, createdAt: Date = .now, isDone: Bool = false) {
        self.title = title
        self.createdAt = createdAt
        self.isDone = isDone
    }
}

@Model
final class Subtask {
    var name: String
    var parent: TodoItem?

    init(name: String) { self.name = name }
}

struct TodoList: View {
    @Environment(\.modelContext) private var context
    @Query(filter: #Predicate<TodoItem> { !$0.isDone }, sort: \TodoItem.createdAt, order: .reverse)
    private var openItems: [TodoItem]
    @State private var newTitle = ""

    var body: some View {
        List {
            ForEach(openItems) { item in
                Toggle(item.title, isOn: Bindable(item).isDone)
            }
            .onDelete { offsets in
                for offset in offsets { context.delete(openItems[offset]) }
            }
        }
        .safeAreaInset(edge: .bottom) {
            TextField("New task", text: $newTitle)
                .onSubmit(add)
                .padding()
                .background(.bar)
        }
    }

    private func add() {
        let title = newTitle.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { return }
        context.insert(TodoItem(title: title))
        newTitle = ""
    }
}

func overdueDescriptor(before date: Date) -> FetchDescriptor<TodoItem> {
    let predicate = #Predicate<TodoItem> { item in
        item.createdAt < date && !item.isDone && item.title.localizedStandardContains("urgent")
    }
    var descriptor = FetchDescriptor(predicate: predicate, sortBy: [SortDescriptor(\.createdAt)])
    descriptor.fetchLimit = 50
    return descriptor
}

#Preview(traits: .modifier(SampleTodos())) {
    TodoList()
}

struct SampleTodos: PreviewModifier {
    static func makeSharedContext() async throws -> ModelContainer {
        let container = try ModelContainer(for: TodoItem.self, configurations: .init(isStoredInMemoryOnly: true))
        container.mainContext.insert(TodoItem(title: "Write the corpus"))
        return container
    }

    func body(content: Content, context: ModelContainer) -> some View {
        content.modelContainer(context)
    }
}
