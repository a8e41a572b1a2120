@testable import LubaAuditModel
@testable import LubaAuditColor
@testable import LubaAuditICU
@testable import LubaAuditSwiftSource
@testable import LubaAuditStringTables
@testable import LubaAuditConfig
@testable import LubaAuditPlatform
@testable import LubaAuditTheme
@testable import LubaAuditDesignSystem
@testable import LubaAuditResult
@testable import LubaAuditRuleContext
@testable import LubaAuditLocalizationRules
@testable import LubaAuditAccessibilityRules
@testable import LubaAuditRules
@testable import LubaAuditEngine
@testable import LubaAuditReports
@testable import LubaAuditTranslators
import LubaAuditTestSupport
import Foundation
import XCTest

/// The CLI asks malloc for huge pages only where the kernel gives them and the heaps are
/// glibc's, never over the user's own `GLIBC_TUNABLES`; it advises only whole huge pages of the
/// heaps it grew or made; and an advised audit says exactly what an audit that was not says.
final class HugePagePolicyTests: XCTestCase {
    func testAdvisesOnlyWhereHugePagesAreToBeHad() {
        let madvise = "always [madvise] never\n"
        XCTAssertTrue(HugePagePolicy.shouldAdvise(tunablesSet: false, transparentHugePages: madvise, libcVersion: "glibc 2.36"))
        XCTAssertTrue(HugePagePolicy.shouldAdvise(tunablesSet: false, transparentHugePages: "[always] madvise never", libcVersion: "glibc 2.28"))
        XCTAssertFalse(HugePagePolicy.shouldAdvise(tunablesSet: true, transparentHugePages: madvise, libcVersion: "glibc 2.36"), "the user's tunables stand")
        XCTAssertFalse(HugePagePolicy.shouldAdvise(tunablesSet: false, transparentHugePages: "always madvise [never]", libcVersion: "glibc 2.36"))
        XCTAssertFalse(HugePagePolicy.shouldAdvise(tunablesSet: false, transparentHugePages: nil, libcVersion: "glibc 2.36"), "no huge pages in this kernel")
        XCTAssertFalse(HugePagePolicy.shouldAdvise(tunablesSet: false, transparentHugePages: madvise, libcVersion: "musl 1.2"))
        XCTAssertFalse(HugePagePolicy.shouldAdvise(tunablesSet: false, transparentHugePages: madvise, libcVersion: nil))
    }

    func testMainHeapRangeHoldsWholeHugePagesOnly() throws {
        let huge = HugePagePolicy.hugePageSize
        // Grown from 1 MiB past a huge page to 67 MiB: advised from the next boundary on.
        let range = try XCTUnwrap(HugePagePolicy.mainHeapRange(before: 5 * huge + (1 << 20), after: 38 * huge + (1 << 20)))
        XCTAssertEqual(range.start, 6 * huge)
        XCTAssertEqual(range.length, Int(32 * huge + (1 << 20)))
        XCTAssertEqual(HugePagePolicy.mainHeapRange(before: 4 * huge, after: 5 * huge)?.start, 4 * huge, "already on a boundary")
        XCTAssertNil(HugePagePolicy.mainHeapRange(before: 4 * huge, after: 4 * huge), "nothing grown")
        XCTAssertNil(HugePagePolicy.mainHeapRange(before: 4 * huge + 1, after: 5 * huge + 4096), "less than a whole huge page")
        XCTAssertNil(HugePagePolicy.mainHeapRange(before: UInt.max - 10, after: UInt.max), "no wrap-around")
    }

    func testThreadHeapIsTheAlignedHeapOfTheBlockOutsideTheMainHeap() {
        let programBreak: UInt = 0x5600_0000_0000
        let heap: UInt = 0x7F53_5800_0000
        XCTAssertEqual(HugePagePolicy.threadHeap(holding: heap + 0x8A0, programBreak: programBreak), heap)
        XCTAssertEqual(HugePagePolicy.threadHeap(holding: heap + HugePagePolicy.threadHeapSize - 16, programBreak: programBreak), heap)
        XCTAssertNil(HugePagePolicy.threadHeap(holding: programBreak - 0x2000, programBreak: programBreak), "a block of the main heap")
        XCTAssertEqual(HugePagePolicy.threadHeaps(cores: 2), 2)
        XCTAssertEqual(HugePagePolicy.threadHeaps(cores: 0), 1)
    }

    /// The built binary, advised (no `GLIBC_TUNABLES`) and not (`GLIBC_TUNABLES=`): the same
    /// output, the same exit code, on a fixture with findings.
    func testAdvisedAuditSaysTheSame() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([
            ExampleTree.lproj("en"): "\"a\" = \"%@ files\";\n\"b\" = \"Open the door\";\n\"c\" = \"Close\";\n",
            ExampleTree.lproj("de"): "\"a\" = \"%d Dateien\";\n\"b\" = \"Open the door\";\n",
        ], under: root)
        let arguments = ["strings", "--strings", root.path, "--format", "text", "--no-color"]
        // The test's own environment has no GLIBC_TUNABLES where the advice is to be tested.
        let advised = try TestSupport.run(arguments, in: root)
        let plain = try TestSupport.run(arguments, in: root, environment: ["GLIBC_TUNABLES": ""])
        XCTAssertEqual(advised.status, 1, advised.stderr)
        XCTAssertEqual(advised.status, plain.status)
        XCTAssertEqual(advised.stdout, plain.stdout)
        XCTAssertEqual(advised.stderr, plain.stderr)
        XCTAssertTrue(advised.stderr.contains("l10n.format-type-mismatch"), advised.stderr)
    }
}
