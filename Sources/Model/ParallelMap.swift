import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
// Foundation's Thread: on Darwin it costs nothing extra, and pthread_t's signature differs there.
import Foundation
#endif

extension Array where Element: Sendable {
    /// Maps on every core: tables and rules are independent, and CI machines are small.
    /// Each index is written by exactly one iteration, so the shared buffer needs no lock.
    // Inlinable, with `movedOut`: specialized where it is called, in every layer above.
    @inlinable
    package func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
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
        return results.movedOut()
    }
}

extension Array where Element: Sendable {
    /// One thread per element, for a few long jobs that also wait on the disk (each report
    /// ends in fsync). With a pool of one thread per core a core idled while its job waited;
    /// with a thread each, the kernel gives the waiting job's core to another.
    package func mapOnOwnThreads<T: Sendable>(_ transform: @escaping @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let slots = results
        #if canImport(Glibc) || canImport(Musl)
        // pthreads directly: Foundation's Thread would load libFoundation (6.5 MB of RSS) for this alone.
        var threads: [pthread_t] = []
        threads.reserveCapacity(count)
        for (index, element) in enumerated() {
            let job = Unmanaged.passRetained(ThreadJob { slots[index] = transform(element) }).toOpaque()
            var thread = pthread_t()
            let status = pthread_create(&thread, nil, { context in
                let job = Unmanaged<ThreadJob>.fromOpaque(context!).takeRetainedValue()
                job.body()
                return nil
            }, job)
            if status == 0 {
                threads.append(thread)
            } else {
                // No thread to be had (limits): the job runs here rather than being lost.
                Unmanaged<ThreadJob>.fromOpaque(job).takeRetainedValue().body()
            }
        }
        for thread in threads { pthread_join(thread, nil) }
        #else
        let group = DispatchGroup()
        for (index, element) in enumerated() {
            group.enter()
            Thread {
                slots[index] = transform(element)
                group.leave()
            }.start()
        }
        group.wait()
        #endif
        return results.movedOut()
    }
}

#if canImport(Glibc) || canImport(Musl)
/// The closure a pthread runs, boxed so it can cross the C start routine's context pointer.
private final class ThreadJob: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}
#endif

extension UnsafeMutableBufferPointer {
    /// The results, moved out of the buffer so it can be deallocated as it is: a copy would
    /// leave the buffer's own references behind, and deallocating does not release them (every
    /// rule's findings and every table once stayed alive until the process exited).
    @inlinable
    package func movedOut<T>() -> [T] where Element == T? {
        guard let base = baseAddress else { return [] }
        return (0..<count).map { (base + $0).move()! }
    }
}
