#if canImport(Glibc)
import Dispatch
import Glibc
import LubaAudit

/// Asks glibc's malloc for transparent huge pages in this process, before the audit allocates,
/// when `HugePagePolicy` says so. On Home Assistant's catalog a text-only audit takes about a
/// seventh less time with it.
enum HugePageAdvice {
    static func adviseIfUseful() {
        guard HugePagePolicy.shouldAdvise(
            tunablesSet: getenv("GLIBC_TUNABLES") != nil,
            transparentHugePages: firstLine(of: "/sys/kernel/mm/transparent_hugepage/enabled"),
            libcVersion: libcVersion()) else { return }
        // mallopt is in glibc but not in the Swift module of its headers.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let topPad: Int32 = -2
        let mmapThreshold: Int32 = -3
        guard mallopt(topPad, HugePagePolicy.heapPad) == 1, mallopt(mmapThreshold, HugePagePolicy.mmapThreshold) == 1 else { return }
        adviseMainHeap()
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        adviseThreadHeaps(count: HugePagePolicy.threadHeaps(cores: cores > 0 ? cores : 1))
    }

    /// Grows the main heap (by `heapPad`, so by blocks of a size malloc takes from it) and
    /// advises what it grew by.
    private static func adviseMainHeap() {
        let before = UInt(bitPattern: sbrk(0))
        var blocks: [UnsafeMutableRawPointer?] = []
        blocks.reserveCapacity(16)
        while UInt(bitPattern: sbrk(0)) == before && blocks.count < 16 { blocks.append(malloc(96 << 10)) }
        if let range = HugePagePolicy.mainHeapRange(before: before, after: UInt(bitPattern: sbrk(0))) {
            _ = madvise(UnsafeMutableRawPointer(bitPattern: range.start), range.length, MADV_HUGEPAGE)
        }
        // The heap keeps `heapPad` when these go back: it is not trimmed below it.
        for block in blocks { free(block) }
    }

    /// Makes `count` arenas at once, each on a thread of its own, and advises their heaps.
    /// The threads end together, after all have made theirs: an arena whose thread ends goes
    /// to glibc's free list, where the next new thread (a worker of the audit) takes it.
    private static func adviseThreadHeaps(count: Int) {
        let made = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        var threads: [pthread_t] = []
        for _ in 0..<count {
            let job = Unmanaged.passRetained(ArenaJob(made: made, done: done)).toOpaque()
            var thread = pthread_t()
            let status = pthread_create(&thread, nil, { context in
                let job = Unmanaged<ArenaJob>.fromOpaque(context!).takeRetainedValue()
                let block = malloc(64)
                if let heap = HugePagePolicy.threadHeap(holding: UInt(bitPattern: block), programBreak: UInt(bitPattern: sbrk(0))) {
                    _ = madvise(UnsafeMutableRawPointer(bitPattern: heap), Int(HugePagePolicy.threadHeapSize), MADV_HUGEPAGE)
                }
                job.made.signal()
                job.done.wait()
                free(block)
                return nil
            }, job)
            if status == 0 {
                threads.append(thread)
            } else {
                Unmanaged<ArenaJob>.fromOpaque(job).release()
                break
            }
        }
        for _ in threads { made.wait() }
        for _ in threads { done.signal() }
        for thread in threads { pthread_join(thread, nil) }
    }

    private final class ArenaJob: @unchecked Sendable {
        let made: DispatchSemaphore
        let done: DispatchSemaphore
        init(made: DispatchSemaphore, done: DispatchSemaphore) {
            self.made = made
            self.done = done
        }
    }

    /// `glibc 2.36`, as `confstr` names the C library.
    private static func libcVersion() -> String? {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count)
        guard length > 0, length <= buffer.count else { return nil }
        return String(cString: buffer)
    }

    private static func firstLine(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count], as: UTF8.self)
    }
}
#endif
