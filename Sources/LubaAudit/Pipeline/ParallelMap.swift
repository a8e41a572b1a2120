import Dispatch

extension Array where Element: Sendable {
    /// Maps on every core: tables and rules are independent, and CI machines are small.
    /// Each index is written by exactly one iteration, so the shared buffer needs no lock.
    func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let slots = results
        self.withUnsafeBufferPointer { elements in
            nonisolated(unsafe) let input = elements
            DispatchQueue.concurrentPerform(iterations: input.count) { index in
                slots[index] = transform(input[index])
            }
        }
        return results.map { $0! }
    }
}
