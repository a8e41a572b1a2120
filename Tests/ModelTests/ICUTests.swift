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
import Dispatch
import Foundation
import Synchronization
import XCTest


/// The ICU layer: system libicu through CICUShim, never a hand-written table.
final class ICUTests: XCTestCase {

    // MARK: - Version

    /// The system ICU answers (Foundation's private copy is another version and has other
    /// symbol names): the version parses and matches what pkg-config says about libicu.
    func testVersionIsTheSystemICU() throws {
        let version = ICU.version
        let numbers = version.split(separator: ".").map { Int($0) }
        XCTAssertGreaterThanOrEqual(numbers.count, 2, "version \(version) is not major.minor")
        XCTAssertFalse(numbers.contains(nil), "version \(version) is not numeric")
        XCTAssertGreaterThan(numbers.first.flatMap { $0 } ?? 0, 49)
        if let expected = Self.pkgConfigICUVersion() {
            XCTAssertEqual(version, expected, "the linked ICU is not the one pkg-config describes")
        }
    }

    // MARK: - Categories

    /// Integers are selected through ICU's double entry point (no number formatter per call);
    /// it must agree with the exact decimal path everywhere, cardinal and ordinal.
    func testIntegerSelectionAgreesWithDecimalSelection() {
        let numbers = Array(0...230) + [1000, 1001, 1_000_000, 2_000_000, 1_000_001, 123_456_789, 9_007_199_254_740_991, 9_007_199_254_740_993, Int.max]
        for locale in ["en", "fr", "ru", "pl", "ar", "cy", "lt", "ja", "he", "sl", "it"] {
            for type in [PluralRuleType.cardinal, .ordinal] {
                for n in numbers {
                    XCTAssertEqual(PluralCategories.select(n, locale: locale, type: type),
                                   PluralCategories.select(decimal: String(n), locale: locale, type: type), "\(locale) \(type) \(n)")
                }
            }
        }
        XCTAssertEqual(PluralCategories.select(1_000_000, locale: "fr"), "many")
        XCTAssertEqual(PluralCategories.select(3, locale: "ru"), "few")
    }

    func testFirstIntegerOfACategoryMatchesSelection() {
        for locale in ["en", "fr", "ru", "ar", "cy", "ja", "lt"] {
            for type in [PluralRuleType.cardinal, .ordinal] {
                for category in ["zero", "one", "two", "few", "many", "other", "nonsense"] {
                    let expected = (0..<1000).first { PluralCategories.select($0, locale: locale, type: type) == category }
                    XCTAssertEqual(PluralCategories.firstInteger(selecting: category, below: 1000, locale: locale, type: type), expected,
                                   "\(locale) \(type) \(category)")
                }
            }
        }
        XCTAssertEqual(PluralCategories.firstInteger(selecting: "many", below: 2_000_000, locale: "fr"), 1_000_000)
        XCTAssertNil(PluralCategories.firstInteger(selecting: "many", below: 1000, locale: "fr"))
    }

    func testCardinalCategoriesFollowCLDR() {
        XCTAssertEqual(PluralCategories.of(locale: "en"), ["one", "other"])
        XCTAssertEqual(PluralCategories.of(locale: "de"), ["one", "other"])
        XCTAssertEqual(PluralCategories.of(locale: "fr"), ["one", "many", "other"])
        XCTAssertEqual(PluralCategories.of(locale: "ru"), ["one", "few", "many", "other"])
        XCTAssertEqual(PluralCategories.of(locale: "pl"), ["one", "few", "many", "other"])
        XCTAssertEqual(PluralCategories.of(locale: "ar"), ["zero", "one", "two", "few", "many", "other"])
        XCTAssertEqual(PluralCategories.of(locale: "ja"), ["other"])
        XCTAssertEqual(PluralCategories.of(locale: "cy"), ["zero", "one", "two", "few", "many", "other"])
    }

    func testOrdinalCategories() {
        XCTAssertEqual(PluralCategories.of(locale: "en", type: .ordinal), ["one", "two", "few", "other"])
        XCTAssertEqual(PluralCategories.of(locale: "ru", type: .ordinal), ["other"])
        XCTAssertEqual(PluralCategories.select(2, locale: "en", type: .ordinal), "two")
        XCTAssertEqual(PluralCategories.select(23, locale: "en", type: .ordinal), "few")
        XCTAssertEqual(PluralCategories.select(11, locale: "en", type: .ordinal), "other")
    }

    /// Apple folder names and ICU ids reach the same rules as BCP 47 tags; anything unknown
    /// gets ICU's root rules rather than a failure.
    func testLocaleSpellings() {
        XCTAssertEqual(PluralCategories.of(locale: "pt-BR"), PluralCategories.of(locale: "pt_BR"))
        XCTAssertEqual(PluralCategories.of(locale: "sr-Latn"), PluralCategories.of(locale: "sr"))
        XCTAssertEqual(PluralCategories.of(locale: "Base"), ["other"])
        XCTAssertEqual(PluralCategories.of(locale: ""), ["other"])
        XCTAssertEqual(PluralCategories.of(locale: "!!-\u{1F600}"), ["other"])
    }

    /// Locales this code never names get ICU's answer: the categories equal the set `select`
    /// reaches over many numbers, and come in canonical order.
    func testUnnamedLocalesAgreeWithSelection() {
        let canonical = ["zero", "one", "two", "few", "many", "other"]
        var probes: [Double] = (0...200).map(Double.init)
        probes += [1_000_000, 2_000_000, 0.5, 1.5, 2.5, 10.1]
        for locale in ["gd", "br", "ga", "mt", "lv", "sl", "he", "kw"] {
            for type in PluralRuleType.allCases {
                let categories = PluralCategories.of(locale: locale, type: type)
                let reached = Set(probes.map { PluralCategories.select($0, locale: locale, type: type) })
                XCTAssertEqual(Set(categories), reached, "\(locale) \(type)")
                let ranks = categories.compactMap { canonical.firstIndex(of: $0) }
                XCTAssertEqual(ranks.count, categories.count, "\(locale): a keyword outside CLDR's six")
                XCTAssertEqual(ranks, ranks.sorted(), "\(locale): not in canonical order")
            }
        }
        XCTAssertEqual(PluralCategories.of(locale: "gd"), ["one", "two", "few", "other"])
    }

    // MARK: - Selection

    func testSelect() {
        XCTAssertEqual(PluralCategories.select(21, locale: "ru"), "one")
        XCTAssertEqual(PluralCategories.select(22, locale: "ru"), "few")
        XCTAssertEqual(PluralCategories.select(11, locale: "ru"), "many")
        XCTAssertEqual(PluralCategories.select(21.0, locale: "ru"), "one")
        XCTAssertEqual(PluralCategories.select(1.5, locale: "en"), "other")
        XCTAssertEqual(PluralCategories.select(1.5, locale: "fr"), "one")
        XCTAssertEqual(PluralCategories.select(0, locale: "ar"), "zero")
        XCTAssertEqual(PluralCategories.select(Int.max, locale: "en"), "other")
    }

    /// Written numbers keep their visible fraction digits: "1.0" is not "1" in English.
    func testSelectDecimalText() {
        XCTAssertEqual(PluralCategories.select(decimal: "1", locale: "en"), "one")
        XCTAssertEqual(PluralCategories.select(decimal: "1.0", locale: "en"), "other")
        XCTAssertEqual(PluralCategories.select(decimal: "-21", locale: "ru"), "one")
        XCTAssertEqual(PluralCategories.select(decimal: "1.50", locale: "fr"), "one")
        XCTAssertEqual(PluralCategories.select(decimal: "100000000000000000000001", locale: "ru"), "one")
        for bad in ["", "1e3", "1.", ".5", "abc", "1,5", "--1", "1.2.3", "١"] {
            XCTAssertNil(PluralCategories.select(decimal: bad, locale: "en"), bad)
        }
    }

    // MARK: - Samples

    func testSamplesShowWhatACategoryCovers() {
        let ruOne = PluralCategories.samples(category: "one", locale: "ru")
        XCTAssertTrue(ruOne.contains(1) && ruOne.contains(21), "\(ruOne)")
        let frOne = PluralCategories.samples(category: "one", locale: "fr")
        XCTAssertTrue(frOne.contains(0) && frOne.contains(1), "\(frOne)")
        let enOne = PluralCategories.samples(category: "one", locale: "en")
        XCTAssertEqual(enOne.filter { $0.rounded() == $0 }, [1])
        XCTAssertEqual(PluralCategories.samples(category: "few", locale: "en"), [])
        XCTAssertFalse(PluralCategories.samples(category: "other", locale: "ru").isEmpty)
    }

    /// Every sample selects its own category, in every locale and rule type tried.
    func testSamplesSelectTheirCategory() {
        for locale in ["en", "fr", "ru", "pl", "ar", "cy", "gd", "br", "lt", "he", "ja"] {
            for type in PluralRuleType.allCases {
                for category in PluralCategories.of(locale: locale, type: type) {
                    let samples = PluralCategories.samples(category: category, locale: locale, type: type)
                    XCTAssertFalse(samples.isEmpty, "\(locale) \(type) \(category)")
                    for sample in samples {
                        XCTAssertEqual(
                            PluralCategories.select(sample, locale: locale, type: type), category,
                            "\(locale) \(type) \(category) sample \(sample)")
                    }
                }
            }
        }
    }

    func testCoversSingleInteger() {
        XCTAssertEqual(PluralCategories.coversSingleInteger(category: "one", locale: "en"), 1)
        XCTAssertEqual(PluralCategories.coversSingleInteger(category: "one", locale: "de"), 1)
        XCTAssertNil(PluralCategories.coversSingleInteger(category: "one", locale: "ru"))
        XCTAssertNil(PluralCategories.coversSingleInteger(category: "one", locale: "fr"))
        XCTAssertNil(PluralCategories.coversSingleInteger(category: "other", locale: "en"))
        XCTAssertEqual(PluralCategories.coversSingleInteger(category: "zero", locale: "ar"), 0)
        XCTAssertEqual(PluralCategories.coversSingleInteger(category: "two", locale: "ar"), 2)
        XCTAssertNil(PluralCategories.coversSingleInteger(category: "one", locale: "gd"))
        XCTAssertNil(PluralCategories.coversSingleInteger(category: "many", locale: "lt"), "decimals only")
        XCTAssertNil(PluralCategories.coversSingleInteger(category: "bogus", locale: "en"))
        XCTAssertNil(PluralCategories.coversSingleInteger(category: "two", locale: "en", type: .ordinal))
    }

    // MARK: - MessageFormat errors

    func testMissingOtherPointsAtItsArgument() throws {
        let error = try XCTUnwrap(Self.error("😀 é {n, plural, one {x}}"))
        XCTAssertEqual(error.code, "U_DEFAULT_KEYWORD_MISSING")
        XCTAssertEqual(error.kind, .missingOther)
        XCTAssertEqual(error.stage, .pattern)
        XCTAssertEqual(error.icuOffset, 0, "ICU itself reports 0")
        XCTAssertEqual(error.offset, 4, "scalars, not UTF-16 units (5) or bytes (9)")
        XCTAssertEqual(Self.error("{g, select, male {he}}")?.kind, .missingOther)
        XCTAssertEqual(Self.error("{g, select, male {he}}")?.offset, 0)
    }

    func testUnmatchedBraceOffsetsCountScalars() throws {
        let open = try XCTUnwrap(Self.error("héllo 😀 {name"))
        XCTAssertEqual(open.code, "U_UNMATCHED_BRACES")
        XCTAssertEqual(open.kind, .unmatchedBraces)
        XCTAssertEqual(open.offset, 8)
        let branch = try XCTUnwrap(Self.error("🇫🇷 {n, plural, one {x} other {y"))
        XCTAssertEqual(branch.kind, .unmatchedBraces)
        XCTAssertEqual(branch.argumentOffset, 3)
        XCTAssertEqual(branch.offset, 29, "the branch brace left open")
    }

    func testPatternSyntaxErrorsKeepICUOffsets() throws {
        let badName = try XCTUnwrap(Self.error("🎉{a b}"))
        XCTAssertEqual(badName.kind, .patternSyntax)
        XCTAssertEqual(badName.code, "U_PATTERN_SYNTAX_ERROR")
        XCTAssertEqual(badName.offset, 2)
        let unclosedPlural = try XCTUnwrap(Self.error("😀😀 {n, plural, one {#} other {# x}"))
        XCTAssertEqual(unclosedPlural.kind, .patternSyntax)
        XCTAssertEqual(unclosedPlural.offset, 14, "ICU points at the plural style")
        XCTAssertEqual(unclosedPlural.argumentOffset, 3)
        XCTAssertEqual(Self.error("{n, plural, one{x} other}")?.kind, .patternSyntax)
        XCTAssertEqual(Self.error("{n, select}")?.kind, .patternSyntax)
    }

    func testFormatErrorsNameTheArgument() throws {
        let unknownType = try XCTUnwrap(Self.error("ü {0} {1, money}"))
        XCTAssertEqual(unknownType.stage, .format)
        XCTAssertEqual(unknownType.kind, .invalidArgument)
        XCTAssertEqual(unknownType.code, "U_ILLEGAL_ARGUMENT_ERROR")
        XCTAssertNil(unknownType.icuOffset)
        XCTAssertEqual(unknownType.offset, 6)
        XCTAssertEqual(Self.error("{0, number, #,##0.#.#}")?.stage, .format)
    }

    func testTooDeepOrTooLongIsRefusedBeforeICU() {
        let deep = String(repeating: "{a, select, other {", count: 80) + String(repeating: "}}", count: 80)
        XCTAssertEqual(Self.error(deep)?.kind, .tooComplex)
        XCTAssertEqual(Self.error(String(repeating: "{", count: 100_000))?.kind, .tooComplex)
        XCTAssertEqual(Self.error(String(repeating: "a", count: 5_000_000))?.kind, .tooComplex)
        let nested = String(repeating: "{a, select, other {", count: 40) + "x" + String(repeating: "}}", count: 40)
        XCTAssertEqual(Self.structure(nested)?.allArguments.count, 40)
    }

    func testValidMessagesAndOddText() {
        XCTAssertNotNil(Self.structure(""))
        XCTAssertEqual(Self.structure("}")?.textParts.map(\.text), ["}"], "a lone } is literal to ICU")
        XCTAssertEqual(Self.structure("a\u{0}b {n}")?.arguments.map(\.name), ["n"])
        XCTAssertEqual(Self.structure("%1$@ and %lld")?.arguments.count, 0)
    }

    // MARK: - MessageFormat structure

    func testNestedPluralInsideSelect() throws {
        let message = "{g, select, female {{n, plural, one {Elle a # fichier} other {Elle a # fichiers}}} "
            + "other {{n, plural, one {Iel a # fichier} other {Iel a # fichiers}}}}"
        let structure = try XCTUnwrap(Self.structure(message, locale: "fr"))
        XCTAssertEqual(structure.arguments.count, 1)
        let select = try XCTUnwrap(structure.arguments.first)
        XCTAssertEqual(select.name, "g")
        XCTAssertNil(select.number)
        XCTAssertEqual(select.type, .select)
        XCTAssertEqual(select.selectors.map(\.keyword), ["female", "other"])
        for branch in select.selectors {
            let plural = try XCTUnwrap(branch.message.arguments.first)
            XCTAssertEqual(plural.name, "n")
            XCTAssertEqual(plural.type, .plural)
            XCTAssertEqual(plural.selectors.map(\.keyword), ["one", "other"])
            XCTAssertEqual(plural.selectors.first?.message.replaceNumberOffsets.count, 1)
        }
        XCTAssertEqual(structure.allArguments.map(\.name), ["g", "n", "n"])
        XCTAssertEqual(structure.replaceNumberOffsets, Self.scalarOffsets(of: "#", in: message))
        XCTAssertEqual(select.start, 0)
        XCTAssertEqual(select.limit, message.unicodeScalars.count)
        let texts = structure.textParts.map(\.text)
        XCTAssertEqual(texts, ["Elle a ", " fichier", "Elle a ", " fichiers", "Iel a ", " fichier", "Iel a ", " fichiers"])
        XCTAssertTrue(structure.textParts.filter { $0.text.contains("a") }.allSatisfy { $0.enclosingArgumentType == .plural })
    }

    func testOffsetsAfterEmojiPointAtTheRightScalars() throws {
        let message = "😀 👩‍👩‍👧 {n, plural, other {# 🎉 x}} {who}"
        let structure = try XCTUnwrap(Self.structure(message))
        let scalars = Array(message.unicodeScalars)
        let plural = try XCTUnwrap(structure.arguments.first)
        XCTAssertEqual(scalars[plural.start], "{")
        XCTAssertEqual(scalars[plural.limit - 1], "}")
        XCTAssertEqual(structure.replaceNumberOffsets.map { scalars[$0] }, ["#"])
        let who = try XCTUnwrap(structure.arguments.last)
        XCTAssertEqual(String(String.UnicodeScalarView(scalars[who.start..<who.limit])), "{who}")
        XCTAssertEqual(structure.textParts.first?.text, "😀 👩‍👩‍👧 ")
    }

    /// `#` is a placeholder only directly in a plural branch; in a nested select it is text.
    func testHashInsideSelectInsidePluralIsLiteral() throws {
        let structure = try XCTUnwrap(Self.structure("{n, plural, other {{g, select, other {# x}}}} # y"))
        XCTAssertEqual(structure.replaceNumberOffsets, [])
        let texts = structure.textParts
        XCTAssertEqual(texts.map(\.text), ["# x", " # y"])
        XCTAssertEqual(texts.map(\.enclosingArgumentType), [.select, nil])
    }

    func testExplicitSelectorsOffsetAndSimpleArguments() throws {
        let plural = try XCTUnwrap(Self.structure("{n, plural, offset:1 =0 {none} =1 {one} other {# more}}")?.arguments.first)
        XCTAssertEqual(plural.pluralOffset, 1)
        XCTAssertEqual(plural.selectors.map(\.keyword), ["=0", "=1", "other"])
        XCTAssertEqual(plural.selectors.map(\.explicitValue), [0, 1, nil])
        let simple = try XCTUnwrap(Self.structure("{when, date, short} {0, number,  ::percent } {1}"))
        XCTAssertEqual(simple.arguments.map(\.type), [.simple, .simple, .none])
        XCTAssertEqual(simple.arguments.map(\.typeName), ["date", "number", nil])
        XCTAssertEqual(simple.arguments.map(\.style), ["short", "::percent", nil])
        XCTAssertEqual(simple.arguments.map(\.number), [nil, 0, 1])
        XCTAssertTrue(simple.hasNamedArguments && simple.hasNumberedArguments)
        let ordinal = try XCTUnwrap(Self.structure("{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"))
        XCTAssertEqual(ordinal.arguments.first?.type, .selectordinal)
        XCTAssertEqual(ordinal.replaceNumberOffsets.count, 4)
        let choice = try XCTUnwrap(Self.structure("{0, choice, 0#none|1#one|1<{0} many}")?.arguments.first)
        XCTAssertEqual(choice.type, .choice)
        XCTAssertEqual(choice.selectors.map(\.explicitValue), [0, 1, 1])
        XCTAssertEqual(choice.selectors.last?.message.arguments.first?.number, 0)
    }

    /// A selector written twice passes ICU 72; the structure keeps both for rules to flag.
    func testDuplicateSelectorsStayVisible() throws {
        let plural = try XCTUnwrap(Self.structure("{n, plural, one {a} one {b} other {c}}")?.arguments.first)
        XCTAssertEqual(plural.selectors.map(\.keyword), ["one", "one", "other"])
    }

    // MARK: - Apostrophes

    func testApostropheQuoting() throws {
        let elision = try XCTUnwrap(Self.structure("Supprimer l'{item} du dossier", locale: "fr"))
        XCTAssertEqual(elision.apostropheMode, .doubleOptional)
        XCTAssertEqual(elision.arguments.count, 0, "ICU swallowed the argument")
        XCTAssertEqual(elision.quotedLiterals.count, 1)
        XCTAssertEqual(elision.quotedLiterals.first?.isTerminated, false)
        XCTAssertEqual(elision.quotedLiterals.first?.start, 11)
        XCTAssertEqual(elision.swallowingQuotes.count, 1)

        let closed = try XCTUnwrap(Self.structure("Say '{name}' now"))
        XCTAssertEqual(closed.quotedLiterals.first?.text, "{name}")
        XCTAssertEqual(closed.quotedLiterals.first?.isTerminated, true)
        XCTAssertEqual(closed.swallowingQuotes.count, 1)

        let dont = try XCTUnwrap(Self.structure("Don't delete {count} files"))
        XCTAssertEqual(dont.arguments.map(\.name), ["count"])
        XCTAssertEqual(dont.quotedLiterals, [])
        XCTAssertEqual(dont.textParts.first?.text, "Don't delete ")

        let idioms = try XCTUnwrap(Self.structure("Use '{' and '}' and it''s {n, plural, other {'#' #}}"))
        XCTAssertEqual(idioms.quotedLiterals.map(\.text), ["{", "}", "#"])
        XCTAssertEqual(idioms.swallowingQuotes, [])
        XCTAssertEqual(idioms.textParts.map(\.text), ["Use { and } and it's ", "# "])
        XCTAssertEqual(idioms.replaceNumberOffsets.count, 1)

        let pairInQuote = try XCTUnwrap(Self.structure("'{a}''' x"))
        XCTAssertEqual(pairInQuote.quotedLiterals.map(\.text), ["{a}'"])
        XCTAssertEqual(pairInQuote.quotedLiterals.map(\.limit), [7])
        XCTAssertEqual(pairInQuote.textParts.map(\.text), ["{a}' x"])
        XCTAssertEqual(pairInQuote.swallowingQuotes.count, 1)
    }

    // MARK: - Recognising ICU messages

    func testLooksLikeICUMessage() {
        for icu in [
            "{count, plural, one {# file} other {# files}}", "{gender, select, other {they}}",
            "{n,selectordinal,one{#st}other{#th}}", "Hello {0}", "Hello { name }!", "Open {url}",
            "{price, number, currency}", "Due {when, date, short}", "l'{count} fichiers",
        ] {
            XCTAssertTrue(looksLikeICUMessage(icu), icu)
        }
        for other in [
            "", "Hello %@", "%1$@ sent %2$lld files", "100% {", "{\"a\": 1}", "{ }", "{}", "{ return x; }",
            "{0:.2f}", "{a, b}", "${name}", "%{name}", "#{name}", "{{name}}", "{1abc}", "{a: 1}", "a { color: red }",
            "{名前}", "{count, plurals}", "{n, plural one}",
        ] {
            XCTAssertFalse(looksLikeICUMessage(other), other)
        }
    }

    /// On real tables: Element X uses printf formats only (no value may be flagged); Home
    /// Assistant has `{name}`-style arguments, and every value flagged must parse as ICU with
    /// at least one argument.
    func testRecognitionOnRealCorpora() throws {
        let corpora = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpora")
        guard FileManager.default.fileExists(atPath: corpora.path) else {
            throw XCTSkip("shared/corpora absent next to the repository")
        }
        var counts: [String: (values: Int, flagged: Int)] = [:]
        for corpus in ["element-x-ios", "homeassistant-ios"] {
            var values = 0
            var flagged: [String] = []
            for file in Self.files(under: corpora.appendingPathComponent(corpus)) {
                for value in Self.values(in: file) {
                    values += 1
                    if looksLikeICUMessage(value) { flagged.append(value) }
                }
            }
            XCTAssertGreaterThan(values, 1000, corpus)
            for value in flagged {
                guard case .success(let structure) = MessageFormatAnalysis.analyze(value, locale: "en") else {
                    return XCTFail("\(corpus): flagged but not ICU: \(value)")
                }
                XCTAssertFalse(structure.allArguments.isEmpty, value)
            }
            counts[corpus] = (values, flagged.count)
            print("ICU recognition \(corpus): \(flagged.count) of \(values) values flagged")
        }
        XCTAssertEqual(counts["element-x-ios"]?.flagged, 0)
        XCTAssertGreaterThan(counts["homeassistant-ios"]?.flagged ?? 0, 0)
    }

    // MARK: - Concurrency

    func testAnswersAreTheSameFromManyThreads() {
        let messages = [
            "{n, plural, one {# file} other {# files}}", "{a b}", "x '{n}' y", "{g, select, male {he} other {they}}",
        ]
        let locales = ["en", "ru", "ar", "fr", "gd", "ja"]
        let expected = messages.map { MessageFormatAnalysis.analyze($0, locale: "en") }
        let expectedCategories = locales.map { PluralCategories.of(locale: $0) }
        let expectedSelections = locales.map { locale in (0..<30).map { PluralCategories.select(Double($0), locale: locale) } }
        let mismatches = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 64) { iteration in
            let index = iteration % messages.count
            let localeIndex = iteration % locales.count
            var bad = 0
            if MessageFormatAnalysis.analyze(messages[index], locale: "en") != expected[index] { bad += 1 }
            if PluralCategories.of(locale: locales[localeIndex]) != expectedCategories[localeIndex] { bad += 1 }
            let selections = (0..<30).map { PluralCategories.select(Double($0), locale: locales[localeIndex]) }
            if selections != expectedSelections[localeIndex] { bad += 1 }
            mismatches.withLock { $0 += bad }
        }
        XCTAssertEqual(mismatches.withLock { $0 }, 0)
    }

    // MARK: - Helpers

    private static func structure(_ message: String, locale: String = "en") -> MessageStructure? {
        if case .success(let structure) = MessageFormatAnalysis.analyze(message, locale: locale) { return structure }
        return nil
    }

    private static func error(_ message: String, locale: String = "en") -> MessageSyntaxError? {
        if case .failure(let error) = MessageFormatAnalysis.analyze(message, locale: locale) { return error }
        return nil
    }

    private static func scalarOffsets(of scalar: Unicode.Scalar, in text: String) -> [Int] {
        text.unicodeScalars.enumerated().filter { $0.element == scalar }.map(\.offset)
    }

    private static func pkgConfigICUVersion() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkg-config", "--modversion", "icu-uc"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = Pipe()
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let version = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return version.isEmpty ? nil : version
    }

    private static func files(under root: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { ["strings", "stringsdict"].contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
    }

    /// The values of a `.strings` file (quoted literals after `=`) or the `<string>` texts of a
    /// `.stringsdict`: a test-only reader, good enough to feed the recogniser.
    private static func values(in file: URL) -> [String] {
        guard let data = try? Data(contentsOf: file) else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        if file.pathExtension == "stringsdict" {
            return text.components(separatedBy: "<string>").dropFirst().compactMap { piece in
                piece.components(separatedBy: "</string>").first?
                    .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                    .replacingOccurrences(of: "&amp;", with: "&")
            }
        }
        var values: [String] = []
        var scalars = text.unicodeScalars.makeIterator()
        var afterEquals = false
        var previous: Unicode.Scalar = " "
        while let scalar = scalars.next() {
            switch scalar {
            case "/" where previous == "/":
                while let next = scalars.next(), next != "\n" {}
                previous = " "
                continue
            case "*" where previous == "/":
                var last: Unicode.Scalar = " "
                while let next = scalars.next(), !(last == "*" && next == "/") { last = next }
                previous = " "
                continue
            case "=":
                afterEquals = true
            case ";":
                afterEquals = false
            case "\"":
                var literal = String.UnicodeScalarView()
                while let next = scalars.next(), next != "\"" {
                    if next == "\\", let escaped = scalars.next() {
                        literal.append(escaped == "n" ? "\n" : escaped)
                    } else {
                        literal.append(next)
                    }
                }
                if afterEquals { values.append(String(literal)) }
                afterEquals = false
            default:
                break
            }
            previous = scalar
        }
        return values
    }
}
