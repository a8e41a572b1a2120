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
import XCTest

/// `lubaaudit source` on an app: it runs every rule that reads Swift sources (the views', the
/// touch-target and Dynamic Type ones) and its header says what it read and skipped.
final class SourceCommandTests: XCTestCase {
    func testSourceRunsEverySourceRuleAndSaysWhatItRead() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([
            "App/en.lproj/Localizable.strings": "\"Close\" = \"Close\";\n",
            "App/Views/Header.swift": """
            import SwiftUI

            struct Header: View {
                let close: () -> Void

                var body: some View {
                    HStack {
                        Text("Close").onTapGesture { close() }
                        Slider(value: .constant(0.5))
                    }
                }
            }

            """,
            "App/Views/Debug.swift": "import SwiftUI\n#if DEBUG\nstruct DebugMenu: View {\n    var body: some View { Text(\"Crash\") }\n}\n#endif\n",
            "AppTests/HeaderTests.swift": "import XCTest\n",
        ], under: root)
        let out = root.appendingPathComponent("out")
        let run = try TestSupport.run(["source", "--package", root.path, "--output", out.path, "--format", "json", "--fail-on", "never"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("1 Swift file(s) read, 2 skipped: previews, tests, debug-only"), run.stdout)
        XCTAssertFalse(run.stdout.contains("auditing the tables alone"), run.stdout)
        XCTAssertTrue(run.stderr.contains("a11y.semantics.tap-gesture-button"), run.stderr)
        XCTAssertTrue(run.stderr.contains("a11y.semantics.unlabeled-input"), run.stderr)
        XCTAssertFalse(run.stderr.contains("\"Crash\""), run.stderr)
        let areas = AuditCommand.source.areas
        XCTAssertTrue(areas.isSuperset(of: [.source, .touchTarget, .dynamicType]), "\(areas)")
    }
}
