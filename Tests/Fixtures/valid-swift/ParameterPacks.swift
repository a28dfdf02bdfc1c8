import SwiftUI

/// Runs several async loads at once and returns their results as a tuple of the same shape.
func loadAll<each Result: Sendable>(
    _ loads: repeat @escaping @Sendable () async throws -> each Result
) async throws -> (repeat each Result) {
    (repeat try await (each loads)())
}

struct AnyEquatablePack<each Value: Equatable> {
    var values: (repeat each Value)

    init(_ values: repeat each Value) {
        self.values = (repeat each values)
    }

    func isEqual(to other: Self) -> Bool {
        for (left, right) in repeat (each values, each other.values) {
            guard left == right else { return false }
        }
        return true
    }
}

func describeAll<each T: CustomStringConvertible>(_ item: repeat each T) -> [String] {
    var descriptions: [String] = []
    repeat descriptions.append((each item).description)
    return descriptions
}

/// A view that changes when any of several values change, using a pack of equatables.
struct ChangeWatcher<each Watched: Equatable, Content: View>: View {
    var watched: (repeat each Watched)
    @ViewBuilder var content: () -> Content

    var body: some View {
        content()
    }
}

func pairs<each First, each Second>(
    _ first: repeat each First,
    with second: repeat each Second
) -> (repeat (each First, each Second)) {
    (repeat (each first, each second))
}

let summary = describeAll(1, "two", 3.0)
