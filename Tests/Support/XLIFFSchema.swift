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

/// XLIFF files checked against ../shared/schemas/xliff-core-1.2-strict.xsd with xmllint, by the
/// export's and the import's tests alike.
extension XCTestCase {
    package func validateXLIFF(_ xliff: String) throws {
        let schema = try TestSupport.sharedPath("schemas/xliff-core-1.2-strict.xsd")
        let xmlSchema = try TestSupport.sharedPath("schemas/xml.xsd")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else {
            throw XCTSkip("xmllint is not installed (scripts/install-deps.sh test installs libxml2-utils)")
        }
        let dir = try TestSupport.temporaryDirectory(self)
        // The schema imports xml.xsd by URL; point it at the local copy (no network here).
        let text = try String(contentsOf: schema, encoding: .utf8).replacingOccurrences(of: "http://www.w3.org/2001/xml.xsd", with: "xml.xsd")
        try Data(text.utf8).write(to: dir.appendingPathComponent("xliff.xsd"))
        try FileManager.default.copyItem(at: xmlSchema, to: dir.appendingPathComponent("xml.xsd"))
        let file = dir.appendingPathComponent("out.xliff")
        try Data(xliff.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        process.arguments = ["--noout", "--schema", dir.appendingPathComponent("xliff.xsd").path, file.path]
        let err = Pipe()
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0, message)
    }
}
