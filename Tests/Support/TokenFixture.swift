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
import Foundation
import XCTest

/// The LubaUI-shaped fixture under Tests/Fixtures/lubaui-tokens and helpers to read it.
package enum TokenFixture {
    package static let root = TestSupport.fixtures.appendingPathComponent("lubaui-tokens")

    package static func design() throws -> DesignSystem {
        let prepared = try Auditor.prepare(AuditRequest(packageRoot: root.path, paths: PathBase(currentDirectory: root.path)))
        return try XCTUnwrap(prepared.context.design, "a package audit reads a design system")
    }

    package static func audit(_ config: AuditConfig = AuditConfig()) throws -> AuditResult {
        try Auditor.run(AuditRequest(packageRoot: root.path, config: config, paths: PathBase(currentDirectory: root.path)))
    }

    /// Line and column (1-based, Unicode scalars) of `name` on the first line of `file` that
    /// contains `line`: the expectation comes from the fixture text, not from the reader.
    package static func position(of name: String, onLineContaining line: String, in file: String) throws -> (line: Int, column: Int) {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        for (number, content) in text.components(separatedBy: "\n").enumerated() where content.contains(line) {
            let scalars = Array(content.unicodeScalars)
            let needle = Array(name.unicodeScalars)
            for start in 0...(scalars.count - needle.count) where Array(scalars[start..<start + needle.count]) == needle {
                return (number + 1, start + 1)
            }
        }
        throw XCTSkip("fixture line '\(line)' not found in \(file)")
    }

    package static func read(_ files: [String: String]) -> DesignSystem {
        DesignSystemReader.read(files.sorted { $0.key < $1.key }.map { DesignSystemReader.Source(path: $0.key, text: $0.value) })
    }
}
