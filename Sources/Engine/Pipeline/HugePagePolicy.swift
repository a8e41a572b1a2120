import LubaAuditModel
import LubaAuditColor
import LubaAuditICU
import LubaAuditSwiftSource
import LubaAuditStringTables
import LubaAuditConfig
import LubaAuditPlatform
import LubaAuditTheme
import LubaAuditDesignSystem
import LubaAuditResult
import LubaAuditRuleContext
import LubaAuditLocalizationRules
import LubaAuditAccessibilityRules
import LubaAuditRules
/// When and how the command line tool asks glibc's malloc for transparent huge pages, decided
/// from what it reads off the system (the CLI's `HugePageAdvice` does the reading and the
/// asking). An audit allocates tens of megabytes in small pieces, and on Linux every fresh
/// 4 KiB page costs a fault and a clearing: on Home Assistant's catalog (9 MB, 106k entries)
/// those were a seventh of the run. A 2 MiB huge page costs one fault.
///
/// glibc has a tunable for this, but reads tunables only when a process starts; the same
/// effect is had in process, before the audit allocates: the heaps grow in steps that hold
/// whole huge pages (`heapPad`), blocks up to `mmapThreshold` come from those heaps rather
/// than from fresh mappings of their own, and the heaps are advised with `MADV_HUGEPAGE`:
/// the main heap once grown, and the heaps of `threadHeaps` arenas made ahead on short-lived
/// threads, which glibc hands to the worker threads that come after them.
public enum HugePagePolicy {
    /// malloc's `M_TOP_PAD`: each time a heap grows, it grows by this much more.
    public static let heapPad: Int32 = 64 << 20
    /// malloc's `M_MMAP_THRESHOLD`: blocks below it come from the heaps.
    public static let mmapThreshold: Int32 = 32 << 20
    public static let hugePageSize: UInt = 2 << 20
    /// glibc's `HEAP_MAX_SIZE` on 64-bit systems: a thread arena's heap is this large and
    /// aligned to it, so the heap holding a block is found from the block's address.
    public static let threadHeapSize: UInt = 64 << 20

    /// Not when `GLIBC_TUNABLES` is set (the user's malloc settings stand; an empty value turns
    /// this off), not when the kernel gives no huge pages on request (`transparentHugePages`
    /// is `/sys/kernel/mm/transparent_hugepage/enabled`, which marks the mode in brackets), and
    /// not on a C library other than glibc (`libcVersion` as `confstr` names it, `glibc 2.36`),
    /// whose heaps are laid out otherwise.
    public static func shouldAdvise(tunablesSet: Bool, transparentHugePages: String?, libcVersion: String?) -> Bool {
        guard !tunablesSet, let mode = transparentHugePages, mode.contains("[madvise]") || mode.contains("[always]") else { return false }
        guard let libc = libcVersion else { return false }
        return libc.hasPrefix("glibc ")
    }

    /// The part of the main heap's growth from `before` to `after` (program breaks) that whole
    /// huge pages can hold, as a start and a length; nil when there is none.
    public static func mainHeapRange(before: UInt, after: UInt) -> (start: UInt, length: Int)? {
        guard before <= UInt.max - hugePageSize else { return nil }
        let start = (before + hugePageSize - 1) & ~(hugePageSize - 1)
        guard after > start, after - start >= hugePageSize else { return nil }
        return (start, Int(after - start))
    }

    /// The start of the thread arena's heap holding the block at `address`; nil when the block
    /// is in the main heap, which lies just below the program break (`programBreak`; mappings
    /// are far from it), as when glibc could make no arena and gave the thread the main one.
    public static func threadHeap(holding address: UInt, programBreak: UInt) -> UInt? {
        if address < programBreak && programBreak - address < 1 << 32 { return nil }
        return address & ~(threadHeapSize - 1)
    }

    /// Arenas to make ahead: one per core, for the worker threads (the main thread has the
    /// main heap).
    public static func threadHeaps(cores: Int) -> Int { max(1, cores) }
}
