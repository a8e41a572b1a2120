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

/// The one Swift-source layer: every Swift file of an audit is read, lexed and indexed once,
/// whichever readers (registry, theme, tokens, views) use it, and a file that cannot be read
/// is one `input.unreadable` finding.
final class SwiftSourceStoreTests: XCTestCase {
    /// A package whose registry file is also one of its Swift sources, with a theme, tokens and
    /// a component: every reader runs.
    func package() throws -> URL {
        let root = try TestSupport.temporaryDirectory(self)
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        try TestSupport.copy(fixtures.appendingPathComponent("lubaui-theme/Sources"), to: root.appendingPathComponent("Sources"))
        try TestSupport.copy(
            fixtures.appendingPathComponent("lubaui-tokens/Sources/LubaUI/Tokens"),
            to: root.appendingPathComponent("Sources/LubaUI/SizeTokens"))
        try TestSupport.write([
            "Sources/LubaUI/LubaStrings.swift": ExampleTree.registry("    static var close: String { localized(\"luba.close\", fallback: \"Close\") }"),
            "Sources/LubaUI/Resources/en.lproj/Localizable.strings": "\"luba.close\" = \"Close\";\n",
        ], under: root)
        return root
    }

    func testOneAuditReadsLexesAndIndexesEachSwiftFileOnce() throws {
        let root = try package()
        var request = AuditRequest(packageRoot: root.path)
        request.paths = PathBase(currentDirectory: root.path)
        let prepared = try Auditor.prepare(request)
        let context = prepared.context
        // Every reader ran on the store's files.
        XCTAssertEqual(context.registry?.calls.map(\.key), ["luba.close"])
        XCTAssertNotNil(context.theme)
        XCTAssertFalse(context.design?.sizeTokens.isEmpty ?? true)
        let swiftFiles = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(swiftFiles.count, 10)
        // The registry file is a registry file and a Swift source: still one read.
        XCTAssertEqual(Set(context.sources.builds.keys), Set(swiftFiles))
        for (path, builds) in context.sources.builds {
            XCTAssertEqual(builds, SwiftSourceStore.Builds(reads: 1, lexes: 1, indexes: 1), path)
        }
        XCTAssertEqual(context.sources.files.count, swiftFiles.count)
    }

    /// An audit holds every file's members at once: the index keeps them without the spare
    /// half a doubling array leaves (100 members grow into room for 128).
    func testAnIndexKeepsItsMembersWithoutSpareCapacity() {
        let body = (0..<100).map { "    var p\($0) = \($0)\n" }.joined()
        let file = SwiftSourceFile(path: "A.swift", displayPath: "A.swift", bytes: Array("struct A {\n\(body)}\n".utf8))
        XCTAssertEqual(file.members.count, 100)
        XCTAssertLessThanOrEqual(file.members.capacity, 112)
    }

    func testAStringsRunReadsOnlyTheRegistry() throws {
        let root = try package()
        var request = AuditRequest(packageRoot: root.path, areas: AuditCommand.strings.areas)
        request.paths = PathBase(currentDirectory: root.path)
        let prepared = try Auditor.prepare(request)
        XCTAssertEqual(Array(prepared.context.sources.builds.keys), ["Sources/LubaUI/LubaStrings.swift"])
    }

    func testAnUnreadableSwiftFileIsOneInputFindingAndTheRestIsAudited() throws {
        let root = try package()
        try TestSupport.write(["Sources/LubaUI/Generated.swift": String(repeating: "let a = 1\n", count: 20_000)], under: root)
        var request = AuditRequest(packageRoot: root.path)
        request.paths = PathBase(currentDirectory: root.path)
        request.swiftSourceLimit = 100_000
        let result = try Auditor.run(request)
        let unreadable = result.findings.filter { $0.ruleID == "input.unreadable" }
        XCTAssertEqual(unreadable.map(\.location), [SourceLocation(file: "Sources/LubaUI/Generated.swift", line: 1, column: 1)])
        XCTAssertEqual(unreadable.first?.severity, .error)
        XCTAssertTrue(unreadable.first?.message.contains("200000 bytes; the limit is 100000") ?? false, unreadable.first?.message ?? "")
        // The other files were audited: the theme's component pairs still fail contrast.
        XCTAssertTrue(result.findings.contains { $0.ruleID == "a11y.contrast.component" })
    }

    /// Bracket links are kept as 16-bit distances; a body longer than that (a generated table
    /// of strings) keeps its far links whole: every link equals the one a plain bracket stack
    /// finds, near and far, balanced or not.
    func testFarBracketLinksAreKeptWhole() {
        let body = (0..<12_000).map { "    case c\($0) = \"v\"\n" }.joined()
        let source = "enum Far {\n\(body)    func f() { g(x: [1, (2)]) }\n}\n) let tail = ((1)\n"
        let file = SwiftSourceFile(path: "F.swift", displayPath: "F.swift", bytes: Array(source.utf8))
        let tokens = file.tokens
        XCTAssertGreaterThan(tokens.count, 40_000)
        var partner = [Int](repeating: -1, count: tokens.count)
        var parent = [Int](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for (position, token) in tokens.enumerated() {
            if TokenCursor.closer(for: token) != nil {
                parent[position] = stack.last ?? -1
                stack.append(position)
            } else if TokenCursor.isCloser(token), let depth = stack.lastIndex(where: { TokenCursor.closer(for: tokens[$0]) == token.text }) {
                partner[stack[depth]] = position
                partner[position] = stack[depth]
                parent[position] = parent[stack[depth]]
                stack.removeSubrange(depth...)
            } else {
                parent[position] = stack.last ?? -1
            }
        }
        let open = tokens.firstIndex { $0.is("{") } ?? -1
        XCTAssertGreaterThan(partner[open] - open, 32_767, "the enum's braces are far apart")
        XCTAssertEqual((0..<tokens.count).map { file.index.partner[$0] }, partner)
        XCTAssertEqual((0..<tokens.count).map { file.index.parent[$0] }, parent)
    }

    /// The file keeps no bytes: its directives and the theme's `Color` check are taken when it
    /// is read.
    func testDirectivesAndTheColorCheckAreTakenWhenAFileIsRead() {
        let source = "// lubaaudit:disable:next a11y.motion.unguarded\nlet tint = \"Color\"\n"
        let file = SwiftSourceFile(path: "D.swift", displayPath: "D.swift", bytes: Array(source.utf8))
        XCTAssertEqual(file.directives.directives.count, 1)
        XCTAssertTrue(file.mentionsColor)
        let plain = SwiftSourceFile(path: "P.swift", displayPath: "P.swift", bytes: Array("let tint = 1\n".utf8))
        XCTAssertTrue(plain.directives.directives.isEmpty)
        XCTAssertFalse(plain.mentionsColor)
    }
}
