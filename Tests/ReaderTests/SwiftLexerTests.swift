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

final class SwiftLexerTests: XCTestCase {
    private func lex(_ source: String) -> LexedSwiftSource { SwiftLexer.lex(source, path: "T.swift") }

    private func tokens(_ source: String) -> [SwiftToken] { lex(source).tokens }

    private func texts(_ source: String) -> [String] { tokens(source).map(\.text) }

    private func onlyString(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> SwiftToken? {
        let strings = tokens(source).filter { $0.kind == .stringLiteral }
        XCTAssertEqual(strings.count, 1, "expected one string literal in \(source)", file: file, line: line)
        return strings.first
    }

    // MARK: - Names, numbers, punctuation

    func testIdentifiersKeywordsAndBacktickedNames() {
        let result = tokens("let `default` = $0 + _x ünïcode")
        XCTAssertEqual(result.map(\.kind), [.identifier, .identifier, .punctuation, .identifier, .operator, .identifier, .identifier])
        XCTAssertEqual(result.map(\.name), ["let", "default", "=", "$0", "+", "_x", "ünïcode"])
        XCTAssertEqual(result[1].text, "`default`")
        XCTAssertTrue(result[0].isKeyword)
        XCTAssertFalse(result[1].isKeyword, "a backticked keyword is a plain name")
        XCTAssertFalse(result[5].isKeyword)
    }

    func testNumberLiteralsAndTheirValues() {
        let result = tokens("44 0x1A1A1A 0b1010 0o17 1_000_000 0.85 1e-3 2.5E+2 0x1.8p1 0xFFp2 0x_FF")
        XCTAssertEqual(result.map(\.kind), [
            .integerLiteral, .integerLiteral, .integerLiteral, .integerLiteral, .integerLiteral,
            .floatLiteral, .floatLiteral, .floatLiteral, .floatLiteral, .floatLiteral, .integerLiteral,
        ])
        XCTAssertEqual(result.map(\.integerValue), [44, 0x1A1A1A, 10, 15, 1_000_000, nil, nil, nil, nil, nil, 255])
        XCTAssertEqual(result[5].doubleValue, 0.85)
        XCTAssertEqual(result[6].doubleValue, 0.001)
        XCTAssertEqual(result[7].doubleValue, 250)
        XCTAssertEqual(result[8].doubleValue, 3)
        XCTAssertEqual(result[9].doubleValue, 1020)
        XCTAssertEqual(result[0].doubleValue, 44)
    }

    func testNumberEdgesAgainstDotsAndNames() {
        XCTAssertEqual(texts("t.0.1"), ["t", ".", "0", ".", "1"], "tuple access reads digits only")
        XCTAssertEqual(texts("1.description"), ["1", ".", "description"])
        XCTAssertEqual(texts("1...5"), ["1", "...", "5"])
        XCTAssertEqual(texts("0..<n"), ["0", "..<", "n"])
        XCTAssertEqual(texts("-1.5e"), ["-", "1.5e"], "a broken exponent stays in the number")
        XCTAssertNil(tokens("99999999999999999999").first?.integerValue, "overflow gives nil, not a trap")
    }

    func testOperatorsAndPunctuation() {
        let source = "a?.b ?? c.opacity(0.85) -> x == !y; [k: v], &z @Attr # \\.path x! a...b"
        XCTAssertEqual(texts(source), [
            "a", "?", ".", "b", "??", "c", ".", "opacity", "(", "0.85", ")", "->", "x", "==", "!", "y", ";",
            "[", "k", ":", "v", "]", ",", "&", "z", "@", "Attr", "#", "\\", ".", "path", "x", "!", "a", "...", "b",
        ])
        let kinds = Dictionary(tokens(source).map { ($0.text, $0.kind) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(kinds["??"], .operator)
        XCTAssertEqual(kinds["=="], .operator)
        XCTAssertEqual(kinds["..."], .operator)
        for punctuation in ["?", ".", "(", ")", "->", "!", ";", "[", ":", "]", ",", "&", "@", "#", "\\"] {
            XCTAssertEqual(kinds[punctuation], .punctuation, punctuation)
        }
    }

    func testCommentsEndOperatorRuns() {
        XCTAssertEqual(texts("a+/* c */b -// d\n c"), ["a", "+", "b", "-", "c"])
    }

    func testDirectivesAndPoundNames() {
        let result = tokens("#if DEBUG\n#elseif os(iOS)\n#else\n#endif\n#selector(f) #available(iOS 17, *) #Preview")
        let pounds = result.filter { $0.text.hasPrefix("#") }
        XCTAssertEqual(pounds.map(\.text), ["#if", "#elseif", "#else", "#endif", "#selector", "#available", "#Preview"])
        XCTAssertEqual(pounds.map(\.kind), [.directive, .directive, .directive, .directive, .poundName, .poundName, .poundName])
        XCTAssertEqual(pounds[0].name, "if")
        XCTAssertEqual(pounds[3].line, 4)
    }

    // MARK: - String literals

    func testSimpleEscapes() {
        let token = onlyString(#"x = "a\n\t\r\0\\\"\'b""#)
        XCTAssertEqual(token?.literal, "a\n\t\r\0\\\"'b")
        XCTAssertEqual(token?.text, #""a\n\t\r\0\\\"\'b""#)
        XCTAssertEqual(token?.hasInterpolation, false)
        XCTAssertTrue(lex(#""a\n""#).diagnostics.isEmpty)
    }

    func testUnicodeEscapes() {
        XCTAssertEqual(onlyString(#""\u{41}\u{E9}\u{1F600}\u{0}""#)?.literal, "Aé😀\u{0}")
        for bad in [#""\u{D800}""#, #""\u{}""#, #""\u{123456789}""#, #""\u41""#, #""\u{110000}""#] {
            let result = lex(bad)
            XCTAssertEqual(result.tokens.count, 1, bad)
            XCTAssertEqual(result.tokens.first?.literal?.contains("\u{FFFD}"), true, bad)
            XCTAssertEqual(result.diagnostics.count, 1, bad)
            XCTAssertEqual(result.diagnostics.first?.kind, .syntax)
        }
    }

    func testInvalidEscapeIsReportedAndTheCharacterKept() {
        let result = lex(#"let s = "a\qb""#)
        XCTAssertEqual(result.tokens.last?.literal, "aqb")
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertEqual(result.diagnostics.first?.location, SourceLocation(file: "T.swift", line: 1, column: 11))
    }

    func testMultiLineStripsTheClosingDelimitersIndentation() {
        let source = """
        let s = \"\"\"
              first
                indented
          \("")
              "quoted" and \\"\\"\\" kept
              last
              \"\"\"
        let after = 1
        """
        let result = lex(source)
        XCTAssertEqual(result.diagnostics, [])
        let string = result.tokens.first { $0.kind == .stringLiteral }
        // The blank line is shorter than the indentation: Swift empties it.
        XCTAssertEqual(string?.literal, "first\n  indented\n\n\"quoted\" and \"\"\" kept\nlast")
        XCTAssertEqual(result.tokens.last?.text, "1")
        XCTAssertEqual(result.tokens.last?.line, 8)
    }

    func testMultiLineContinuationEscapesAndTabs() {
        let source = "let s = \"\"\"\n\tone \\\n\ttwo\\n\n\t\\tthree\\u{21}\n\t\"\"\""
        let string = onlyString(source)
        XCTAssertEqual(string?.literal, "one two\n\n\tthree!")
        XCTAssertTrue(lex(source).diagnostics.isEmpty)
    }

    func testMultiLineEmptyAndCRLF() {
        XCTAssertEqual(onlyString("x = \"\"\"\n\"\"\"")?.literal, "")
        XCTAssertEqual(onlyString("x = \"\"\"\r\n  a\r\n  b\r\n  \"\"\"\r\ny")?.literal, "a\nb", "CRLF becomes LF")
        let result = lex("x = \"\"\"\r\n  a\r\n  \"\"\"\r\ny")
        XCTAssertEqual(result.tokens.last?.line, 4)
    }

    func testMultiLineIndentationProblemsAreReported() {
        let shallow = lex("x = \"\"\"\n    a\n  b\n    \"\"\"")
        XCTAssertEqual(shallow.diagnostics.map(\.location.line), [3])
        XCTAssertEqual(shallow.tokens.last?.literal, "a\nb", "the shared prefix still comes off")

        let inline = lex("x = \"\"\" text\n  \"\"\"")
        XCTAssertEqual(inline.diagnostics.count, 1)
        XCTAssertEqual(inline.tokens.last?.literal, "text")

        let closingInline = lex("x = \"\"\"\n  a\n  b\"\"\"\ny")
        XCTAssertEqual(closingInline.diagnostics.count, 1)
        XCTAssertEqual(closingInline.tokens.map(\.text).last, "y")
    }

    func testRawStrings() {
        XCTAssertEqual(onlyString(##"x = #"a\nb"#"##)?.literal, #"a\nb"#)
        XCTAssertEqual(onlyString(##"x = #"a\#nb"#"##)?.literal, "a\nb")
        XCTAssertEqual(onlyString(###"x = ##"has "# inside"##"###)?.literal, ##"has "# inside"##)
        let interpolated = onlyString(##"x = #"x \#(y) \(z) "q""#"##)
        XCTAssertEqual(interpolated?.interpolations, ["y"])
        XCTAssertEqual(interpolated?.literal, "x \u{FFFC} \\(z) \"q\"")
        XCTAssertTrue(interpolated?.hasInterpolation == true)
    }

    func testRawMultiLine() {
        let source = "x = #\"\"\"\n  a \"\"\" b\n  \\n \\#(v) \\#t\n  \"\"\"#\ny"
        let result = lex(source)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.tokens.first { $0.kind == .stringLiteral }?.literal, "a \"\"\" b\n\\n \u{FFFC} \t")
        XCTAssertEqual(result.tokens.last?.text, "y")
    }

    func testInterpolationWithNestedParenthesesAndStrings() {
        let source = #"let s = "a \(f(g(1), "x)\"")) b \(h("\(k("y)"))")) c"; let t = 2"#
        let result = lex(source)
        XCTAssertEqual(result.diagnostics, [])
        let string = result.tokens.first { $0.kind == .stringLiteral }
        XCTAssertEqual(string?.interpolations, [#"f(g(1), "x)\"")"#, #"h("\(k("y)"))")"#])
        XCTAssertEqual(string?.literal, "a \u{FFFC} b \u{FFFC} c")
        XCTAssertEqual(result.tokens.suffix(5).map(\.text), [";", "let", "t", "=", "2"])
    }

    func testInterpolationSpanningLinesInMultiLineLiteral() {
        let source = "x = \"\"\"\n  sum: \\(add(\n    1, /* ) */ 2 // )\n  ))\n  \"\"\"\nnext"
        let result = lex(source)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.tokens.first { $0.kind == .stringLiteral }?.literal, "sum: \u{FFFC}")
        XCTAssertEqual(result.tokens.last?.text, "next")
        XCTAssertEqual(result.tokens.last?.line, 6)
    }

    // MARK: - Comments and documentation

    func testNestedBlockCommentsAndDocComments() {
        let source = """
        /* outer /* inner */ still comment */ a
        /// First line.
        ///
        ///   - nested: kept indented
        // a plain comment does not break the doc
        b
        //// not a doc
        c
        /**
         * Block doc.
         *   Indented.
         */
        d /**/ e
        """
        let result = lex(source)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.tokens.map(\.text), ["a", "b", "c", "d", "e"])
        XCTAssertNil(result.tokens[0].documentation)
        XCTAssertEqual(result.tokens[1].documentation, "First line.\n\n  - nested: kept indented")
        XCTAssertNil(result.tokens[2].documentation)
        XCTAssertEqual(result.tokens[3].documentation, "Block doc.\n  Indented.")
        XCTAssertNil(result.tokens[4].documentation)
    }

    // MARK: - Positions

    func testLineColumnAndOffsetCountScalars() {
        let source = "let é = \"ü😀\"; x\r\n\tcafe\u{301} y\rz"
        let result = tokens(source)
        XCTAssertEqual(result.map(\.text), ["let", "é", "=", "\"ü😀\"", ";", "x", "cafe\u{301}", "y", "z"])
        XCTAssertEqual(result.map(\.line), [1, 1, 1, 1, 1, 1, 2, 2, 3])
        XCTAssertEqual(result.map(\.column), [1, 5, 7, 9, 13, 15, 2, 8, 1])
        let bytes = Array(source.utf8)
        for token in result {
            XCTAssertEqual(String(decoding: bytes[token.offset..<token.endOffset], as: UTF8.self), token.text)
        }
        XCTAssertEqual(result[3].offset, 9)
        XCTAssertEqual(result[3].length, 8)
    }

    func testByteOrderMarkDoesNotShiftColumns() {
        let result = tokens("\u{FEFF}let a")
        XCTAssertEqual(result.map(\.column), [1, 5])
        XCTAssertEqual(result.first?.offset, 3)
    }

    func testNewlineAndSpaceFlags() {
        let result = tokens("a.b\n  .c (d)")
        XCTAssertEqual(result.map(\.precededByNewline), [true, false, false, true, false, false, false, false])
        XCTAssertEqual(result.map(\.precededBySpace), [false, false, false, true, false, true, false, false])
    }

    // MARK: - Broken input

    func testUnterminatedStringIsReportedAndLexingGoesOn() {
        let result = lex("let a = \"abc\nlet b = 1")
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertEqual(result.diagnostics.first?.kind, .syntax)
        XCTAssertEqual(result.diagnostics.first?.location, SourceLocation(file: "T.swift", line: 1, column: 9))
        XCTAssertEqual(result.tokens.suffix(4).map(\.text), ["let", "b", "=", "1"])
        XCTAssertEqual(result.tokens[3].literal, "abc")
    }

    func testUnterminatedInterpolationEndsAtTheLine() {
        let result = lex("let a = \"x \\(f(\"y\"\nlet b = 2")
        XCTAssertEqual(result.diagnostics.map(\.location.line), [1])
        XCTAssertEqual(result.tokens.suffix(4).map(\.text), ["let", "b", "=", "2"])
    }

    func testUnterminatedMultiLineRawAndCommentsAtEndOfFile() {
        for source in ["x = \"\"\"\n abc", "x = #\"\"\"\n abc \"\"\"", "x = #\"abc\"", "a /* b /* c */", "x = \"\"\"", "x = \"\\", "`abc"] {
            let result = lex(source)
            XCTAssertEqual(result.diagnostics.count, 1, source)
            XCTAssertEqual(result.diagnostics.first?.kind, .syntax, source)
            XCTAssertEqual(result.diagnostics.first?.location.line, 1, source)
        }
    }

    func testStrayCharactersBecomeUnknownTokens() {
        let result = lex("a 'b' \u{1}\u{2} c")
        XCTAssertEqual(result.tokens.map(\.kind), [.identifier, .unknown, .identifier, .unknown, .unknown, .identifier])
        XCTAssertEqual(result.diagnostics.count, 3)
    }

    func testHostileNestingAndRepetitionTerminate() {
        let inputs = [
            String(repeating: "\"\\(", count: 5000),
            String(repeating: "/*", count: 20000),
            String(repeating: "#", count: 10000) + "\"",
            String(repeating: "\"\"\"\n", count: 999),
            String(repeating: "\\u{FFFFFFFFF}", count: 100),
            String(repeating: "(\"\\(\"", count: 3000) + String(repeating: ")", count: 3000),
        ]
        for input in inputs {
            let result = lex(input)
            assertSane(result, byteCount: input.utf8.count)
        }
    }

    func testRandomBytesNeverCrash() {
        var generator = SeededRandom(seed: 0x5EED)
        let alphabet = Array("\"\\#()/*`'\n\r\t {}u$0x.e_a😀".utf8)
        for round in 0..<300 {
            let length = Int(generator.next() % 600)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(length)
            for _ in 0..<length {
                let value = generator.next()
                // Half the rounds use Swift-significant bytes, so strings and comments actually open.
                bytes.append(round % 2 == 0 ? UInt8(truncatingIfNeeded: value) : alphabet[Int(value % UInt64(alphabet.count))])
            }
            let result = SwiftLexer.lex(bytes: bytes, path: "random")
            assertSane(result, byteCount: bytes.count)
        }
    }

    private func assertSane(_ result: LexedSwiftSource, byteCount: Int, file: StaticString = #filePath, line: UInt = #line) {
        var previousEnd = 0
        for token in result.tokens {
            XCTAssertGreaterThanOrEqual(token.offset, previousEnd, file: file, line: line)
            XCTAssertGreaterThan(token.length, 0, file: file, line: line)
            XCTAssertGreaterThanOrEqual(token.line, 1, file: file, line: line)
            XCTAssertGreaterThanOrEqual(token.column, 1, file: file, line: line)
            previousEnd = token.endOffset
        }
        XCTAssertLessThanOrEqual(previousEnd, byteCount, file: file, line: line)
        XCTAssertLessThanOrEqual(result.diagnostics.count, SwiftLexer.diagnosticLimit + 1, file: file, line: line)
    }

    // MARK: - Token cursor

    func testCursorSkipsBalancedGroupsAndSplitsArguments() {
        let list = tokens(#"f(a, g(b, c), { x, y in "p, q" }, [1, 2], label: "s,t", last: h(i)[0],)"#)
        var cursor = TokenCursor(list, at: 1)
        let arguments = cursor.arguments()
        XCTAssertEqual(arguments?.count, 6)
        XCTAssertEqual(arguments?.map(\.label), [nil, nil, nil, nil, "label", "last"])
        XCTAssertEqual(arguments.map { $0.map { list[$0.value].map(\.text).joined(separator: " ") } }, [
            "a", "g ( b , c )", #"{ x , y in "p, q" }"#, "[ 1 , 2 ]", #""s,t""#, "h ( i ) [ 0 ]",
        ])
        XCTAssertTrue(cursor.skipBalanced())
        XCTAssertTrue(cursor.isAtEnd)
        XCTAssertFalse(cursor.skipBalanced(), "nothing to skip at the end")
    }

    func testCursorReadsThemeExpressions() {
        let list = tokens("static let accent = adaptive(light: gray900, dark: Color(hex: 0x1A1A1A)) ?? base.opacity(0.85)")
        var cursor = TokenCursor(list)
        XCTAssertNotNil(cursor.consume("static"))
        XCTAssertNotNil(cursor.consume("let"))
        XCTAssertEqual(cursor.consumeIdentifier(), "accent")
        XCTAssertNotNil(cursor.consume("="))
        XCTAssertEqual(cursor.consumeIdentifier(), "adaptive")
        let arguments = cursor.arguments()
        XCTAssertEqual(arguments?.map(\.label), ["light", "dark"])
        if let dark = arguments?.last {
            let inner = TokenCursor(list, at: dark.value.lowerBound &+ 1).arguments()
            XCTAssertEqual(inner?.first?.label, "hex")
            XCTAssertEqual(inner?.first.map { list[$0.value.lowerBound].integerValue }, 0x1A1A1A)
        }
        cursor.skipBalanced()
        XCTAssertTrue(cursor.isAt("??"))
        cursor.skip(until: ["("])
        XCTAssertEqual(cursor.peek(-1)?.text, "opacity")
        XCTAssertEqual(cursor.peek(1)?.doubleValue, 0.85)
    }

    func testCursorSurvivesUnbalancedInput() {
        let list = tokens("f(a, (b, c")
        XCTAssertNil(TokenCursor(list, at: 1).arguments(), "the list never closes")
        let mismatched = tokens("f(a, [b, c), d)")
        // `)` closes the unclosed `[` too, as a reader would take it.
        XCTAssertEqual(TokenCursor(mismatched, at: 1).matchingCloser(of: 1), 8)
        XCTAssertEqual(TokenCursor(mismatched, at: 1).arguments()?.count, 2)
        var cursor = TokenCursor(tokens("( ( ("), at: 0)
        XCTAssertTrue(cursor.skipBalanced())
        XCTAssertTrue(cursor.isAtEnd)
        XCTAssertNil(TokenCursor(tokens(")"), at: 0).arguments())
    }

    /// A source audit holds every token of an app at once: a token is its text, one word of
    /// positions, kind and flags, and an optional box (40 bytes with 32-bit positions).
    func testATokenTakesAtMost32Bytes() {
        XCTAssertLessThanOrEqual(MemoryLayout<SwiftToken>.stride, 32)
    }

    /// Positions past the token's word (an offset past 16 MiB, a line past 2^20, a column past
    /// 4,095, a length that is not the text's) are kept whole, beside the token; every kind and
    /// flag reads back as given.
    func testPositionsPastTheWordAreKeptWhole() {
        let kinds: [SwiftToken.Kind] = [.identifier, .integerLiteral, .floatLiteral, .stringLiteral, .operator, .punctuation, .directive, .poundName, .unknown]
        let cases: [(line: Int, column: Int, offset: Int, length: Int)] = [
            (1, 1, 0, 3), (1_048_575, 4_095, 16_777_215, 3), (1_048_576, 1, 0, 3), (1, 4_096, 0, 3),
            (1, 1, 16_777_216, 3), (1, 1, 0, 1), (-1, -2, -3, 3), (Int(Int32.max) + 5, 1, Int(Int32.max) + 7, 3),
        ]
        for kind in kinds {
            for (number, place) in cases.enumerated() {
                let newline = number % 2 == 0
                var token = SwiftToken(
                    kind: kind, text: "abc", literal: number == 3 ? "v" : nil, line: place.line, column: place.column,
                    offset: place.offset, length: place.length, precededByNewline: newline, precededBySpace: !newline)
                XCTAssertEqual([token.line, token.column, token.offset, token.length], [place.line, place.column, place.offset, place.length], "\(kind) \(place)")
                XCTAssertEqual(token.kind, kind)
                XCTAssertEqual(token.precededByNewline, newline)
                XCTAssertEqual(token.precededBySpace, !newline)
                XCTAssertEqual(token.literal, number == 3 ? "v" : nil)
                XCTAssertEqual(token.endOffset, place.offset + place.length)
                token.text = "abcd"
                XCTAssertEqual(token.length, place.length, "the source's length, whatever the text")
                token.offset = 7
                XCTAssertEqual([token.line, token.column, token.offset, token.length], [place.line, place.column, 7, place.length])
            }
        }
        let same = SwiftToken(kind: .identifier, text: "x", line: 2, column: 3, offset: 4, length: 1)
        XCTAssertEqual(same, SwiftToken(kind: .identifier, text: "x", line: 2, column: 3, offset: 4, length: 1))
        XCTAssertNotEqual(same, SwiftToken(kind: .identifier, text: "x", line: 2, column: 3, offset: 5, length: 1))
        XCTAssertNotEqual(same, SwiftToken(kind: .punctuation, text: "x", line: 2, column: 3, offset: 4, length: 1))
        // Invalid UTF-8 decodes to U+FFFD (3 bytes) for one source byte: the length stays the source's.
        let lexed = SwiftLexer.lex(bytes: [0x61, 0xFF, 0x62, 0x0A], path: "Bad.swift").tokens
        XCTAssertEqual(lexed.reduce(0) { $0 + $1.length }, 3)
        XCTAssertEqual(lexed.last?.endOffset, 3)
    }

    /// A column beyond 16 bits (a minified line) is kept whole, beside the token.
    func testAWideColumnIsKept() {
        var token = SwiftToken(kind: .identifier, text: "x", line: 1, column: 70_000, offset: 69_999, length: 1,
                               precededByNewline: true, precededBySpace: true)
        XCTAssertEqual(token.column, 70_000)
        XCTAssertNil(token.literal)
        token.documentation = "doc"
        XCTAssertEqual(token.column, 70_000)
        token.column = 12
        XCTAssertEqual(token.column, 12)
        XCTAssertEqual(token.documentation, "doc")
        XCTAssertTrue(token.precededByNewline && token.precededBySpace)
        token.precededBySpace = false
        XCTAssertTrue(token.precededByNewline)
        XCTAssertFalse(token.precededBySpace)
        let bytes = Array(("let a = 1; " + String(repeating: " ", count: 70_000) + "let b = 2\n").utf8)
        let far = SwiftLexer.lex(bytes: bytes, path: "Wide.swift").tokens.last { $0.text == "b" }
        XCTAssertEqual(far?.column, 70_016)
    }
}
