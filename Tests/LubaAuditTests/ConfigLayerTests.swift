import Foundation
import XCTest
@testable import LubaAuditModel
@testable import LubaAuditColor
@testable import LubaAuditICU
@testable import LubaAuditSwiftSource
@testable import LubaAuditStringTables
@testable import LubaAuditConfig
@testable import LubaAuditDesignSystem
@testable import LubaAuditRules
@testable import LubaAuditEngine
@testable import LubaAuditReports
@testable import LubaAuditTranslators
@testable import LubaAudit

/// The configuration reads files into plain values; it does not know the rules, the engine, the
/// reports or the theme above it (issue 38's layering). A source scan: no identifier in the code
/// of Sources/LubaAudit/Config/ (comments and string literals aside, interpolations included)
/// names a type declared only in those higher folders.
final class ConfigLayerTests: XCTestCase {
    static let higherFolders = ["Rules", "Pipeline", "Reports", "Theme", "Translators"]

    static func swiftFiles(in folder: URL) -> [URL] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "swift" }
    }

    /// Type names a folder's files declare.
    static func declaredTypes(in files: [URL]) throws -> Set<String> {
        let pattern = try NSRegularExpression(pattern: "\\b(?:struct|enum|class|protocol|actor|typealias)\\s+([A-Z][A-Za-z0-9_]*)")
        var names = Set<String>()
        for file in files {
            let code = SwiftCodeText.code(try String(contentsOf: file, encoding: .utf8))
            for match in pattern.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                names.insert(String(code[Range(match.range(at: 1), in: code)!]))
            }
        }
        return names
    }

    static func identifiers(_ code: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: "[A-Za-z_][A-Za-z0-9_]*")
        return Set(pattern.matches(in: code, range: NSRange(code.startIndex..., in: code)).map { String(code[Range($0.range, in: code)!]) })
    }

    func testConfigReferencesNoRulesEngineReportsOrThemeType() throws {
        let sources = TestSupport.repoRoot.appendingPathComponent("Sources/LubaAudit")
        let folders = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
        var higher = Set<String>(), elsewhere = Set<String>()
        for folder in folders {
            let declared = try Self.declaredTypes(in: Self.swiftFiles(in: sources.appendingPathComponent(folder)))
            if Self.higherFolders.contains(folder) { higher.formUnion(declared) } else { elsewhere.formUnion(declared) }
        }
        // A name also declared below (a nested `Kind`, say) cannot be told apart by a scan.
        let forbidden = higher.subtracting(elsewhere)
        XCTAssertTrue(forbidden.isSuperset(of: ["RuleCatalog", "Auditor", "ReportStream", "DTCGPaletteReader", "AuditCommand"]), "the scan found too few types")
        let configFiles = Self.swiftFiles(in: sources.appendingPathComponent("Config"))
        XCTAssertFalse(configFiles.isEmpty)
        for file in configFiles {
            let used = Self.identifiers(SwiftCodeText.code(try String(contentsOf: file, encoding: .utf8)))
            XCTAssertEqual(used.intersection(forbidden).sorted(), [], "Config/\(file.lastPathComponent) names a type of a higher layer")
        }
    }

    /// The scan sees through interpolations and skips what is only text.
    func testTheScanReadsCodeNotText() {
        let code = SwiftCodeText.code("""
        // RuleCatalog in a comment
        /* Auditor in a block comment */
        let a = "ReportStream in a string"
        let b = "count \\(Theme.self) and \\("nested \\(ContrastAudit.x)")"
        let c = #"raw \\(NotCode) "quote" DTCGPaletteReader"#
        let d = \"""
            Pipeline \\(AuditCommand.audit)
            \"""
        let e = RuleDescription.self
        """)
        let names = Self.identifiers(code)
        for seen in ["Theme", "ContrastAudit", "AuditCommand", "RuleDescription"] { XCTAssertTrue(names.contains(seen), "\(seen) in \(code)") }
        for unseen in ["RuleCatalog", "Auditor", "ReportStream", "NotCode", "DTCGPaletteReader", "Pipeline"] { XCTAssertFalse(names.contains(unseen), "\(unseen) in \(code)") }
    }
}

/// Swift source with comments and string literals blanked out, interpolated expressions kept.
enum SwiftCodeText {
    private enum Context {
        case code(depth: Int)
        case string(hashes: Int, multiline: Bool)
    }

    static func code(_ source: String) -> String {
        let c = Array(source.unicodeScalars)
        var out = String.UnicodeScalarView()
        var stack: [Context] = [.code(depth: 0)]
        var i = 0
        func at(_ index: Int, _ scalar: Unicode.Scalar) -> Bool { index < c.count && c[index] == scalar }
        while i < c.count {
            switch stack[stack.count - 1] {
            case .code(let depth):
                if c[i] == "/" && at(i + 1, "/") {
                    while i < c.count && c[i] != "\n" { i += 1 }
                    continue
                }
                if c[i] == "/" && at(i + 1, "*") {
                    i += 2
                    while i < c.count && !(c[i] == "*" && at(i + 1, "/")) { i += 1 }
                    i += 2
                    out.append(" ")
                    continue
                }
                var j = i, hashes = 0
                while at(j, "#") { hashes += 1; j += 1 }
                if at(j, "\"") {
                    let multiline = at(j + 1, "\"") && at(j + 2, "\"")
                    stack.append(.string(hashes: hashes, multiline: multiline))
                    i = j + (multiline ? 3 : 1)
                    out.append(" ")
                    continue
                }
                if c[i] == "(" {
                    stack[stack.count - 1] = .code(depth: depth + 1)
                } else if c[i] == ")" {
                    if depth == 0 && stack.count > 1 {
                        stack.removeLast()
                        out.append(" ")
                        i += 1
                        continue
                    }
                    stack[stack.count - 1] = .code(depth: max(0, depth - 1))
                }
                out.append(c[i])
                i += 1
            case .string(let hashes, let multiline):
                if c[i] == "\\" {
                    var j = i + 1, found = 0
                    while found < hashes && at(j, "#") { found += 1; j += 1 }
                    if found == hashes {
                        if at(j, "(") {
                            stack.append(.code(depth: 0))
                            out.append(" ")
                            i = j + 1
                            continue
                        }
                        i = j + 1
                        continue
                    }
                    i += 1
                    continue
                }
                if c[i] == "\"" {
                    let quotes = multiline ? 3 : 1
                    var closes = (0..<quotes).allSatisfy { at(i + $0, "\"") }
                    if closes { closes = (0..<hashes).allSatisfy { at(i + quotes + $0, "#") } }
                    if closes {
                        stack.removeLast()
                        i += quotes + hashes
                        out.append(" ")
                        continue
                    }
                }
                i += 1
            }
        }
        return String(out)
    }
}
