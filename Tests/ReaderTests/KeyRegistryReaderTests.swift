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

final class KeyRegistryReaderTests: XCTestCase {
    /// Our own fixture in the shape of a design system's strings namespace: a lookup wrapper
    /// declared twice, computed properties, format functions, a switch and a spread-out call.
    private let acmeText = #"""
    import Foundation

    // MARK: - Acme text

    /// Acme's built-in words.
    public enum AcmeText {

        /// Looks up a string.
        ///
        /// - Parameters:
        ///   - key: The table key.
        public static func localized(_ key: String, fallback: String) -> String {
            Bundle.module.localizedString(forKey: key, value: fallback, table: nil)
        }

        /// Looks up a format and fills it in.
        public static func localized(_ key: String, fallback: String, _ arguments: CVarArg...) -> String {
            let format = Bundle.module.localizedString(forKey: key, value: fallback, table: nil)
            return String(format: format, locale: .current, arguments: arguments)
        }

        // MARK: - State

        /// Spoken while a control works.
        public static var busy: String { localized("acme.state.busy", fallback: "Busy") }

        public static var idle: String { localized("acme.state.idle", fallback: "Idle") }

        /// Spoken for a fill level, e.g. "40 percent".
        public static func fill(_ amount: Int) -> String {
            localized("acme.state.fill", fallback: "%d percent", amount)
        }

        /// Stars given, e.g. "2 of 5 stars".
        /// Both numbers are integers.
        public static func stars(_ count: Int, outOf total: Int) -> String {
            localized("acme.stars.value", fallback: "%1$d of %2$d stars", count, total)
        }

        /// The spoken prefix of a tone.
        public static func tonePrefix(_ tone: AcmeTone) -> String {
            switch tone {
            case .calm: return localized("acme.tone.calm", fallback: "Calm")
            case .loud:
                return localized("acme.tone.loud", fallback: "Loud")
            }
        }

        /// A message after its tone's prefix.
        public static func toneMessage(_ tone: AcmeTone, _ text: String) -> String {
            localized(
                "acme.tone.message",
                // the prefix comes first
                fallback: "%1$@: %2$@",
                tonePrefix(tone), /* then the text, with commas */
                text.replacingOccurrences(of: ",", with: ", ")
            )
        }

        @MainActor public static func badge(initials: String) -> String { localized("acme.badge", fallback: "Badge, %@", initials) }

        /// A list of names.
        public static func names(_ items: [String]) -> String {
            localized("acme.names", fallback: "Names: %@", items.map { "\($0), x" }.joined(separator: ", "))
        }
    }
    """#

    private func read(_ source: String, names: RegistryCallNames = .default) -> KeyRegistry {
        KeyRegistryReader.read(source: source, path: "Sources/Acme/AcmeText.swift", callNames: names)
    }

    private func call(_ key: String, in registry: KeyRegistry, file: StaticString = #filePath, line: UInt = #line) throws -> RegistryCall {
        let matches = registry.calls.filter { $0.key == key }
        XCTAssertEqual(matches.count, 1, "calls for \(key)", file: file, line: line)
        return try XCTUnwrap(matches.first, file: file, line: line)
    }

    /// Where `"key"` stands in `source`, found by plain text search (columns in scalars).
    private func expectedLocation(of key: String, in source: String) -> SourceLocation? {
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: "\"\(key)\"") {
                return SourceLocation(
                    file: "Sources/Acme/AcmeText.swift", line: index + 1,
                    column: line.unicodeScalars[..<range.lowerBound].count + 1
                )
            }
        }
        return nil
    }

    func testFindsEveryCallAndNotTheWrappersDeclaration() {
        let registry = read(acmeText)
        XCTAssertEqual(registry.calls.map(\.key), [
            "acme.state.busy", "acme.state.idle", "acme.state.fill", "acme.stars.value",
            "acme.tone.calm", "acme.tone.loud", "acme.tone.message", "acme.badge", "acme.names",
        ])
        XCTAssertEqual(registry.diagnostics, [])
        XCTAssertEqual(registry.files, ["Sources/Acme/AcmeText.swift"])
        for call in registry.calls {
            XCTAssertEqual(call.callee, "localized")
            XCTAssertEqual(call.location, expectedLocation(of: call.key, in: acmeText), call.key)
        }
    }

    func testComputedProperties() throws {
        let registry = read(acmeText)
        let busy = try call("acme.state.busy", in: registry)
        XCTAssertEqual(busy.fallback, "Busy")
        XCTAssertEqual(busy.argumentCount, 0)
        XCTAssertEqual(busy.member, "busy")
        XCTAssertEqual(busy.parameterNames, [])
        XCTAssertEqual(busy.documentation, "Spoken while a control works.")
        XCTAssertEqual(busy.location, SourceLocation(file: "Sources/Acme/AcmeText.swift", line: 25, column: 48))

        let idle = try call("acme.state.idle", in: registry)
        XCTAssertEqual(idle.member, "idle")
        XCTAssertNil(idle.documentation, "the doc of `busy` must not leak to `idle`")
    }

    func testFunctionsWithOneAndTwoFormatArguments() throws {
        let registry = read(acmeText)
        let fill = try call("acme.state.fill", in: registry)
        XCTAssertEqual(fill.fallback, "%d percent")
        XCTAssertEqual(fill.argumentCount, 1)
        XCTAssertEqual(fill.member, "fill(_:)")
        XCTAssertEqual(fill.parameterNames, ["amount"])
        XCTAssertEqual(fill.documentation, "Spoken for a fill level, e.g. \"40 percent\".")

        let stars = try call("acme.stars.value", in: registry)
        XCTAssertEqual(stars.fallback, "%1$d of %2$d stars")
        XCTAssertEqual(stars.argumentCount, 2)
        XCTAssertEqual(stars.member, "stars(_:outOf:)")
        XCTAssertEqual(stars.parameterNames, ["count", "total"])
        XCTAssertEqual(stars.documentation, "Stars given, e.g. \"2 of 5 stars\".\nBoth numbers are integers.")

        let badge = try call("acme.badge", in: registry)
        XCTAssertEqual(badge.member, "badge(initials:)")
        XCTAssertEqual(badge.parameterNames, ["initials"])
        XCTAssertEqual(badge.argumentCount, 1)
        XCTAssertNil(badge.documentation)
    }

    func testSwitchCasesBelongToTheirFunction() throws {
        let registry = read(acmeText)
        for key in ["acme.tone.calm", "acme.tone.loud"] {
            let tone = try call(key, in: registry)
            XCTAssertEqual(tone.member, "tonePrefix(_:)")
            XCTAssertEqual(tone.parameterNames, ["tone"])
            XCTAssertEqual(tone.argumentCount, 0)
            XCTAssertEqual(tone.documentation, "The spoken prefix of a tone.")
        }
        XCTAssertEqual(try call("acme.tone.loud", in: registry).fallback, "Loud")
    }

    func testMultiLineCallWithCommentsAndNestedCommas() throws {
        let registry = read(acmeText)
        let message = try call("acme.tone.message", in: registry)
        XCTAssertEqual(message.fallback, "%1$@: %2$@")
        XCTAssertEqual(message.argumentCount, 2)
        XCTAssertEqual(message.member, "toneMessage(_:_:)")
        XCTAssertEqual(message.parameterNames, ["tone", "text"])

        let names = try call("acme.names", in: registry)
        XCTAssertEqual(names.argumentCount, 1, "a closure and strings with commas are one argument")
        XCTAssertEqual(names.member, "names(_:)")
    }

    func testFoundationForms() throws {
        let source = """
        import Foundation

        struct Screen {
            /// The window title.
            let title = NSLocalizedString("acme.title", tableName: "Acme", bundle: .main, value: "Title", comment: "Window title")
            var subtitle: String {
                String(localized: "acme.subtitle", defaultValue: "Sub" + "title", table: "Acme", comment: "Under " + "the title")
            }
            private(set) var plain = NSLocalizedString("acme.plain", comment: "")
            init(count: Int) {
                let label = String(localized: "acme.count", comment: "A counter")
                _ = String(format: "%d", count)
                _ = label
            }
        }
        """
        let registry = read(source)
        XCTAssertEqual(registry.calls.map(\.key), ["acme.title", "acme.subtitle", "acme.plain", "acme.count"])

        let title = try call("acme.title", in: registry)
        XCTAssertEqual(title.callee, "NSLocalizedString")
        XCTAssertEqual(title.fallback, "Title")
        XCTAssertEqual(title.comment, "Window title")
        XCTAssertEqual(title.argumentCount, 0)
        XCTAssertEqual(title.member, "title")
        XCTAssertEqual(title.documentation, "The window title.")

        let subtitle = try call("acme.subtitle", in: registry)
        XCTAssertEqual(subtitle.callee, "String(localized:)")
        XCTAssertEqual(subtitle.fallback, "Subtitle", "literals joined with + are one fallback")
        XCTAssertEqual(subtitle.comment, "Under the title")
        XCTAssertEqual(subtitle.member, "subtitle")

        let plain = try call("acme.plain", in: registry)
        XCTAssertNil(plain.fallback)
        XCTAssertEqual(plain.comment, "")
        XCTAssertEqual(plain.member, "plain")

        let count = try call("acme.count", in: registry)
        XCTAssertEqual(count.member, "init(count:)", "a local inside init belongs to init")
        XCTAssertEqual(count.parameterNames, ["count"])
        XCTAssertEqual(count.location.line, 11)
    }

    func testNonLiteralAndInterpolatedKeysAreSkippedQuietly() {
        let source = #"""
        enum Keys {
            static func a(_ name: String, key: String) -> String {
                let x = localized("acme.\(name)", fallback: "X")
                let y = localized(key, fallback: "Y")
                let z = String(localized: key)
                let w = localized("acme." + name, fallback: "W")
                let v = localized
                ("acme.tuple", fallback: "V")
                return localized("acme.kept", fallback: "Kept \(name)", name)
            }
        }
        """#
        let registry = read(source)
        XCTAssertEqual(registry.calls.map(\.key), ["acme.kept"])
        XCTAssertEqual(registry.diagnostics, [])
        XCTAssertNotNil(registry.calls.first)
        XCTAssertNil(registry.calls.first?.fallback, "an interpolated fallback is no static text")
        XCTAssertEqual(registry.calls.first?.argumentCount, 1)
        XCTAssertEqual(registry.calls.first?.member, "a(_:key:)")
        XCTAssertEqual(registry.calls.first?.parameterNames, ["name", "key"])
    }

    func testConfigurableCallNames() throws {
        let source = """
        enum L10n {
            static var ready: String { L10n.tr("acme.ready", fallback: "Ready") }
            static func items(_ n: Int) -> String { tr("acme.items", fallback: "%d items", n) }
            static var other: String { localized("acme.other", fallback: "Other") }
            static var note: String { Bundle.main.localizedString(forKey: "acme.note", value: "Note", table: nil) }
        }
        """
        XCTAssertEqual(read(source).calls.map(\.key), ["acme.other"])

        let custom = RegistryCallNames([
            .wrapper("tr"),
            RegistryCallNames.Form(callee: "localizedString", keyLabel: "forKey", fallbackLabels: ["value"]),
        ])
        let registry = read(source, names: custom)
        XCTAssertEqual(registry.calls.map(\.key), ["acme.ready", "acme.items", "acme.note"])
        let items = try call("acme.items", in: registry)
        XCTAssertEqual(items.callee, "tr")
        XCTAssertEqual(items.argumentCount, 1)
        XCTAssertEqual(items.member, "items(_:)")
        let note = try call("acme.note", in: registry)
        XCTAssertEqual(note.callee, "localizedString(forKey:)")
        XCTAssertEqual(note.fallback, "Note")
        XCTAssertEqual(note.member, "note")
    }

    // MARK: - Whether the value is formatted

    func testACallThroughTheOverloadThatFormatsIsFormatted() throws {
        let registry = read(acmeText)
        // The acme wrapper taking arguments calls String(format:); the one without does not.
        XCTAssertEqual(registry.functions.map(\.takesArguments), [false, true])
        XCTAssertNil(registry.functions[0].formatsAt)
        XCTAssertEqual(registry.functions[1].formatsAt?.line, 19)
        let fill = try call("acme.state.fill", in: registry)
        XCTAssertEqual(fill.formatting?.reason, .functionFormats)
        XCTAssertEqual(fill.formatting?.location, SourceLocation(file: "Sources/Acme/AcmeText.swift", line: 19, column: 16))
        XCTAssertEqual(fill.formatting?.summary, "passes 1 format argument to localized, which calls String(format:) at Sources/Acme/AcmeText.swift:19:16")
        XCTAssertNil(try call("acme.state.busy", in: registry).formatting, "the overload without arguments only looks up")
    }

    func testAFunctionFormattingEveryValueFormatsCallsWithoutArguments() throws {
        // SwiftGen's shape: one `tr`, variadic, table first; every value goes through String(format:).
        let source = """
        internal enum L10n {
          internal static let title = L10n.tr("Localizable", "acme.title", fallback: "Title")
          internal static func items(_ p1: Int) -> String {
            return L10n.tr("Localizable", "acme.items", p1, fallback: "%d items")
          }
        }
        extension L10n {
          private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
            let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }
        """
        let registry = read(source, names: RegistryCallNames(names: ["L10n.tr(_:_:)"]))
        XCTAssertEqual(registry.calls.map(\.key), ["acme.title", "acme.items"])
        let title = try call("acme.title", in: registry)
        XCTAssertEqual(title.callee, "tr(_:_:)")
        XCTAssertEqual(title.fallback, "Title")
        XCTAssertEqual(title.argumentCount, 0)
        XCTAssertEqual(title.formatting?.reason, .functionFormats)
        XCTAssertEqual(title.formatting?.location.line, 10)
        XCTAssertEqual(title.formatting?.summary, "goes through tr, which calls String(format:) on every value at Sources/Acme/AcmeText.swift:10:12")
        let items = try call("acme.items", in: registry)
        XCTAssertEqual(items.argumentCount, 1)
        XCTAssertEqual(items.fallback, "%d items")
        XCTAssertEqual(items.formatting?.reason, .functionFormats)
        // Without the SwiftGen form the table would read as the key.
        XCTAssertEqual(read(source, names: RegistryCallNames(names: ["L10n.tr"])).calls.map(\.key), ["Localizable", "Localizable"])
    }

    func testALookupThatIsTheFormatOfStringFormatIsFormatted() throws {
        let source = """
        enum Words {
            static func count(_ n: Int) -> String { String(format: NSLocalizedString("acme.count", comment: "files"), n) }
            static func total(_ n: Int) -> String { String.localizedStringWithFormat(NSLocalizedString("acme.total", comment: ""), n) }
            static func share(_ n: Double) -> String { String(format: String(localized: "acme.share"), n) }
            static var plain: String { NSLocalizedString("acme.plain", comment: "") }
        }
        """
        let registry = read(source)
        let count = try call("acme.count", in: registry)
        XCTAssertEqual(count.formatting?.reason, .formatArgument)
        XCTAssertEqual(count.formatting?.location, SourceLocation(file: "Sources/Acme/AcmeText.swift", line: 2, column: 45))
        XCTAssertEqual(count.formatting?.summary, "is the format of String(format:) at Sources/Acme/AcmeText.swift:2:45")
        XCTAssertEqual(try call("acme.total", in: registry).formatting?.summary, "is the format of String.localizedStringWithFormat at Sources/Acme/AcmeText.swift:3:52")
        XCTAssertEqual(try call("acme.share", in: registry).formatting?.reason, .formatArgument)
        XCTAssertNil(try call("acme.plain", in: registry).formatting)
    }

    func testAWrapperDeclaredElsewhereServesEveryRegistryFile() throws {
        let calls = read("""
        enum Words {
            static var ready: String { localized("acme.ready", fallback: "Ready") }
            static func left(_ n: Int) -> String { localized("acme.left", fallback: "%d left", n) }
        }
        """)
        // Alone, a call passing arguments still shows it is formatted; one without shows nothing.
        XCTAssertEqual(try call("acme.left", in: calls).formatting?.reason, .passesArguments)
        XCTAssertEqual(try call("acme.left", in: calls).formatting?.summary, "passes 1 format argument to localized")
        XCTAssertNil(try call("acme.ready", in: calls).formatting)
        let wrapper = read("""
        extension Words {
            static func localized(_ key: String, fallback: String, _ arguments: [CVarArg] = []) -> String {
                String(format: Bundle.main.localizedString(forKey: key, value: fallback, table: nil), arguments: arguments)
            }
        }
        """)
        var registry = calls
        registry.functions += wrapper.functions
        registry.resolveFormatting()
        XCTAssertEqual(try call("acme.ready", in: registry).formatting?.reason, .functionFormats)
        XCTAssertEqual(try call("acme.left", in: registry).formatting?.reason, .functionFormats)
    }

    func testCallNamesAsAConfigurationWritesThem() throws {
        let names = RegistryCallNames(names: ["NSLocalizedString", " L10n.tr ", "String(localized:)", "label(for:)", "", "bad(:)"])
        XCTAssertEqual(names.forms.map(\.callee), ["NSLocalizedString", "tr", "String", "label"])
        XCTAssertEqual(names.forms[0], .nsLocalizedString)
        XCTAssertEqual(names.forms[2], .stringLocalized)
        let source = """
        enum Words {
            static var a: String { L10n.tr("acme.a", value: "A", comment: "first", x) }
            static var b: String { label(for: "acme.b", defaultValue: "B") }
            static var c: String { localized("acme.c", fallback: "C") }
            static var d: String { String(localized: "acme.d") }
        }
        """
        let registry = read(source, names: names)
        XCTAssertEqual(registry.calls.map(\.key), ["acme.a", "acme.b", "acme.d"])
        let a = try call("acme.a", in: registry)
        XCTAssertEqual(a.fallback, "A")
        XCTAssertEqual(a.comment, "first")
        XCTAssertEqual(a.argumentCount, 1)
        XCTAssertEqual(try call("acme.b", in: registry).callee, "label(for:)")
        XCTAssertEqual(try call("acme.b", in: registry).fallback, "B")
    }

    func testMembersOfNestedTypesAttributesAndAccessors() throws {
        let source = """
        /// Outer.
        public struct Panel {
            public enum Kind { case a, b }
            /// Made from a code.
            @available(iOS 17, *)
            public init?(code value: Int) { _ = localized("acme.init", fallback: "Init") }
            subscript(index: Int) -> String { localized("acme.sub", fallback: "%d", index) }
            class var shared: String {
                get { localized("acme.shared", fallback: "Shared") }
            }
            static let built: String = {
                localized("acme.built", fallback: "Built")
            }()
            struct Inner {
                static func `default`<T: Equatable>(_ value: T, in list: [T]) -> String {
                    localized("acme.inner", fallback: "Inner")
                }
            }
        }
        let topLevel = localized("acme.top", fallback: "Top")
        """
        let registry = read(source)
        XCTAssertEqual(registry.calls.map(\.member), [
            "init(code:)", "subscript(_:)", "shared", "built", "default(_:in:)", "topLevel",
        ])
        XCTAssertEqual(try call("acme.init", in: registry).parameterNames, ["value"])
        XCTAssertEqual(try call("acme.init", in: registry).documentation, "Made from a code.")
        XCTAssertEqual(try call("acme.sub", in: registry).parameterNames, ["index"])
        XCTAssertEqual(try call("acme.inner", in: registry).parameterNames, ["value", "list"])
    }

    func testMembersReportTypeNamesAndModifiers() {
        let source = "enum Spacing { static let sm: CGFloat = 8 }\nextension Acme.Theme { var x = 1 }"
        let file = SwiftSourceFile(path: "T.swift", displayPath: "T.swift", bytes: Array(source.utf8))
        let tokens = file.tokens
        func typeNames(_ position: Int) -> [String] {
            file.types.filter { $0.bodyOpen < position && position < $0.bodyClose }.map { $0.name }
        }
        var seen: [String: (types: [String], member: SwiftMember?)] = [:]
        for position in tokens.indices where tokens[position].kind == .integerLiteral {
            seen[tokens[position].text] = (typeNames(position), file.apiMember(containing: position))
        }
        XCTAssertEqual(seen["8"]?.types, ["Spacing"])
        XCTAssertEqual(seen["8"]?.member?.name, "sm")
        XCTAssertEqual(seen["8"]?.member?.modifiers, ["static"])
        XCTAssertEqual(seen["8"]?.member?.kind, .property)
        XCTAssertEqual(seen["1"]?.types, ["Acme.Theme"])
        XCTAssertEqual(seen["1"]?.member?.name, "x")
        XCTAssertTrue(typeNames(tokens.count).isEmpty, "every brace closed")
    }

    func testLexerDiagnosticsComeAlongAndBrokenFilesDoNotCrash() {
        let registry = read("enum A {\n static var a: String { localized(\"acme.a\", fallback: \"A) }\n")
        XCTAssertEqual(registry.diagnostics.map(\.kind), [.syntax])
        XCTAssertEqual(registry.diagnostics.first?.location.line, 2)

        var generator = SeededRandom(seed: 42)
        let pieces = ["localized(", "\"acme.k\"", ", fallback: ", "\"F\"", ",", " x", ")", "{", "}", "func f(", "var v", "\n", "switch", "case .a:", "(", "String(localized: "]
        for _ in 0..<300 {
            var source = ""
            for _ in 0..<Int(generator.next() % 40) { source += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let result = read(source)
            for call in result.calls {
                XCTAssertTrue(["acme.k", "F"].contains(call.key), call.key)
                XCTAssertGreaterThanOrEqual(call.argumentCount, 0)
            }
        }
    }
}
