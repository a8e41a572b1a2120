/// When the command line tool starts itself again under glibc's huge-page tunables, decided
/// from what it reads off the system (the CLI's `HugePageRestart` does the reading and the
/// restart). An audit allocates tens of megabytes in small pieces, and on Linux every fresh
/// 4 KiB page costs a fault: on Home Assistant's catalog (9 MB, 106k entries) the faults and
/// the teardown of those pages are a seventh of the run. glibc's malloc asks for transparent
/// huge pages (2 MiB, one fault each) when its `glibc.malloc.hugetlb` tunable says so, with
/// heaps grown in steps large enough to hold them (`top_pad`); tunables are read only when a
/// process starts.
public enum HugePagePolicy {
    public static let tunables = "glibc.malloc.hugetlb=1:glibc.malloc.top_pad=67108864"

    /// Not when `GLIBC_TUNABLES` is set already (the user's settings stand; an empty value
    /// turns this off), not when the kernel gives no huge pages on request (`transparentHugePages`
    /// is `/sys/kernel/mm/transparent_hugepage/enabled`, which marks the mode in brackets), and
    /// not on a C library other than glibc 2.35 or later (`libcVersion` as `confstr` names it,
    /// `glibc 2.36`), which does not know the tunable.
    public static func shouldRestart(tunablesSet: Bool, transparentHugePages: String?, libcVersion: String?) -> Bool {
        guard !tunablesSet, let mode = transparentHugePages, mode.contains("[madvise]") || mode.contains("[always]") else { return false }
        guard let libc = libcVersion, libc.hasPrefix("glibc ") else { return false }
        return isAtLeast(String(libc.dropFirst(6)), major: 2, minor: 35)
    }

    /// Whether a `major.minor[.patch]` version is at least `major.minor`.
    static func isAtLeast(_ version: String, major: Int, minor: Int) -> Bool {
        let parts = version.split(separator: ".").map { Int($0.prefix { $0.isNumber }) ?? 0 }
        guard parts.count >= 2 else { return false }
        return (parts[0], parts[1]) >= (major, minor)
    }
}
