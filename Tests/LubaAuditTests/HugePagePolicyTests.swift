import Foundation
import XCTest
@testable import LubaAudit

/// The CLI starts itself again under glibc's huge-page tunables only where they exist and do
/// something, never over the user's own `GLIBC_TUNABLES`; and a restarted audit says exactly
/// what an audit that was not restarted says.
final class HugePagePolicyTests: XCTestCase {
    func testRestartsOnlyWhereTheTunableHelps() {
        let madvise = "always [madvise] never\n"
        XCTAssertTrue(HugePagePolicy.shouldRestart(tunablesSet: false, transparentHugePages: madvise, libcVersion: "glibc 2.36"))
        XCTAssertTrue(HugePagePolicy.shouldRestart(tunablesSet: false, transparentHugePages: "[always] madvise never", libcVersion: "glibc 2.35"))
        XCTAssertFalse(HugePagePolicy.shouldRestart(tunablesSet: true, transparentHugePages: madvise, libcVersion: "glibc 2.36"), "the user's tunables stand")
        XCTAssertFalse(HugePagePolicy.shouldRestart(tunablesSet: false, transparentHugePages: "always madvise [never]", libcVersion: "glibc 2.36"))
        XCTAssertFalse(HugePagePolicy.shouldRestart(tunablesSet: false, transparentHugePages: nil, libcVersion: "glibc 2.36"), "no huge pages in this kernel")
        XCTAssertFalse(HugePagePolicy.shouldRestart(tunablesSet: false, transparentHugePages: madvise, libcVersion: "glibc 2.34"), "before the tunable")
        XCTAssertFalse(HugePagePolicy.shouldRestart(tunablesSet: false, transparentHugePages: madvise, libcVersion: "musl 1.2"))
        XCTAssertFalse(HugePagePolicy.shouldRestart(tunablesSet: false, transparentHugePages: madvise, libcVersion: nil))
    }

    func testVersionComparison() {
        XCTAssertTrue(HugePagePolicy.isAtLeast("2.35", major: 2, minor: 35))
        XCTAssertTrue(HugePagePolicy.isAtLeast("2.40.9000", major: 2, minor: 35))
        XCTAssertTrue(HugePagePolicy.isAtLeast("3.0", major: 2, minor: 35))
        XCTAssertFalse(HugePagePolicy.isAtLeast("2.9", major: 2, minor: 35))
        XCTAssertFalse(HugePagePolicy.isAtLeast("2", major: 2, minor: 35))
        XCTAssertFalse(HugePagePolicy.isAtLeast("", major: 2, minor: 35))
    }

    /// The built binary, restarted (no `GLIBC_TUNABLES`) and not (`GLIBC_TUNABLES=`): the same
    /// output, the same exit code, on a fixture with findings.
    func testRestartedAuditSaysTheSame() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([
            ExampleTree.lproj("en"): "\"a\" = \"%@ files\";\n\"b\" = \"Open the door\";\n\"c\" = \"Close\";\n",
            ExampleTree.lproj("de"): "\"a\" = \"%d Dateien\";\n\"b\" = \"Open the door\";\n",
        ], under: root)
        let arguments = ["strings", "--strings", root.path, "--format", "text", "--no-color"]
        // The test's own environment has no GLIBC_TUNABLES where the restart is to be tested.
        let restarted = try TestSupport.run(arguments, in: root)
        let plain = try TestSupport.run(arguments, in: root, environment: ["GLIBC_TUNABLES": ""])
        XCTAssertEqual(restarted.status, 1, restarted.stderr)
        XCTAssertEqual(restarted.status, plain.status)
        XCTAssertEqual(restarted.stdout, plain.stdout)
        XCTAssertEqual(restarted.stderr, plain.stderr)
        XCTAssertTrue(restarted.stderr.contains("l10n.format-type-mismatch"), restarted.stderr)
    }
}
