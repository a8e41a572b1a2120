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

/// The decoder's word-at-a-time loops against byte-by-byte readings of the same rules.
final class StringsDecodingTests: XCTestCase {
    /// Valid sequences of every length, every narrow second-byte range (E0, ED, F0, F4), and
    /// the ways they break: lone continuations, overlongs, surrogates, truncation.
    private let pieces: [[UInt8]] = [
        [0x61], [0x22], [0xC3, 0xA9], [0xC2, 0x80], [0xDF, 0xBF], [0xE3, 0x81, 0x82], [0xE2, 0x80, 0xA8],
        [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEF, 0xBF, 0xBD], [0xF0, 0x9F, 0x98, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
        [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF0, 0x80, 0x80, 0x80],
        [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xFF], [0xE3, 0x81], [0xC3], [0x00], [0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20],
    ]

    private var valid: [[UInt8]] { Array(pieces[0..<12]) + [pieces[25]] }

    private func referenceFirstInvalid(_ p: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        while i < p.count {
            let length = StringsDecoding.sequenceLength(p, at: i)
            if length < 0 { return i }
            i += length
        }
        return nil
    }

    func testFirstInvalidUTF8AsReadByteByByte() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            // Mostly valid text, so that an error lands after runs of every kind.
            let bytes = (0..<Int.random(in: 0...24, using: &generator)).flatMap { _ -> [UInt8] in
                Int.random(in: 0..<8, using: &generator) == 0 ? pieces.randomElement(using: &generator)! : valid.randomElement(using: &generator)!
            }
            bytes.withUnsafeBufferPointer { p in
                XCTAssertEqual(StringsDecoding.firstInvalidUTF8(p, from: 0), referenceFirstInvalid(p), "\(bytes)")
            }
        }
    }

    func testZeroCountsAsCountedByteByByte() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let bytes = (0..<Int.random(in: 0...70, using: &generator)).map { _ in [0x00, 0x01, 0x80, 0x41, 0xFF].randomElement(using: &generator)! as UInt8 }
            let end = bytes.count & ~1
            var (even, odd) = (0, 0)
            for i in stride(from: 0, to: end, by: 2) {
                if bytes[i] == 0 { even += 1 }
                if bytes[i + 1] == 0 { odd += 1 }
            }
            bytes.withUnsafeBufferPointer { p in
                let counted = StringsDecoding.zeroCounts(p, upTo: end)
                XCTAssertEqual(counted.even, even, "\(bytes)")
                XCTAssertEqual(counted.odd, odd, "\(bytes)")
            }
        }
    }
}
