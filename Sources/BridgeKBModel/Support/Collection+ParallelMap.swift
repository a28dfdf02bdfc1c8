import Foundation

extension Collection {
    /// `map(transform)` with the elements transformed on every core: the results are in the
    /// collection's order, whatever order they were computed in. `transform` runs on several threads
    /// at once, so it may read shared values but must not change them (or must lock them: ``Locked``).
    public func parallelMap<T>(_ transform: (Element) -> T) -> [T] {
        let items = Array(self)
        return [T](unsafeUninitializedCapacity: items.count) { buffer, initialized in
            let slots = buffer
            DispatchQueue.concurrentPerform(iterations: items.count) { i in
                (slots.baseAddress! + i).initialize(to: transform(items[i]))
            }
            initialized = items.count
        }
    }
}
