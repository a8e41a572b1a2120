/// The text encodings a `.strings` file may arrive in.
package enum StringsTextEncoding: Equatable, Sendable {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian
    case utf32LittleEndian
    case utf32BigEndian
}

/// An encoding problem met while turning a file into UTF-8: the offset in the decoded UTF-8 where the
/// replacement character stands, and what was wrong. The scanner turns offsets into line:column.
package struct StringsEncodingIssue: Sendable {
    package var offset: Int
    package var message: String
}

/// Text decoded to valid UTF-8 for the scanner. `bytes` is nil when the input was valid UTF-8 already,
/// so the scanner reads the caller's buffer in place (from `offset`, past any byte-order mark).
package struct StringsDecodedText: Sendable {
    package var encoding: StringsTextEncoding
    package var bytes: [UInt8]?
    package var offset: Int
    package var issues: [StringsEncodingIssue]
    /// How many issues were found beyond the ones kept in `issues`.
    package var droppedIssueCount: Int
}

/// Finds a `.strings` file's encoding and produces valid UTF-8, replacing what cannot be decoded with
/// U+FFFD and saying where. Apple's parser rejects such files outright; a linter must still read the rest.
package enum StringsDecoding {
    /// Beyond this many encoding issues per file only a count is kept: a Latin-1 file read as UTF-8 would
    /// otherwise produce one diagnostic per accented letter.
    package static let issueLimit = 50

    /// Looks at the byte-order mark, and without one at where NUL bytes fall: UTF-16 text that is mostly
    /// ASCII has a NUL in every other byte, while UTF-8 text has none.
    package static func detect(_ bytes: UnsafeBufferPointer<UInt8>) -> (encoding: StringsTextEncoding, bomLength: Int) {
        let n = bytes.count
        if n >= 4 {
            if bytes[0] == 0x00 && bytes[1] == 0x00 && bytes[2] == 0xFE && bytes[3] == 0xFF { return (.utf32BigEndian, 4) }
            if bytes[0] == 0xFF && bytes[1] == 0xFE && bytes[2] == 0x00 && bytes[3] == 0x00 { return (.utf32LittleEndian, 4) }
        }
        if n >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { return (.utf8, 3) }
        if n >= 2 {
            if bytes[0] == 0xFF && bytes[1] == 0xFE { return (.utf16LittleEndian, 2) }
            if bytes[0] == 0xFE && bytes[1] == 0xFF { return (.utf16BigEndian, 2) }
        }
        // No mark: count NULs at even and odd offsets over a prefix. In UTF-16 every ASCII character
        // (quotes, '=', ';', spaces, newlines, keys) has a NUL half, so they are common; UTF-8 text has
        // NULs only by accident. Like Apple's parser, trust a NUL in the first code unit more.
        let sample = min(n, 16384) & ~1
        let (evenZeros, oddZeros) = zeroCounts(bytes, upTo: sample)
        let units = sample / 2
        let startsWithNUL = sample >= 2 && (bytes[0] == 0 || bytes[1] == 0)
        let threshold = max(1, startsWithNUL ? units / 16 : units / 4)
        if oddZeros >= threshold && evenZeros * 8 <= oddZeros { return (.utf16LittleEndian, 0) }
        if evenZeros >= threshold && oddZeros * 8 <= evenZeros { return (.utf16BigEndian, 0) }
        return (.utf8, 0)
    }

    /// The NUL bytes at even and at odd offsets below `end` (even), eight bytes at a time: each
    /// NUL's high bit set exactly (no borrow between bytes), then counted per parity.
    package static func zeroCounts(_ bytes: UnsafeBufferPointer<UInt8>, upTo end: Int) -> (even: Int, odd: Int) {
        guard let base = bytes.baseAddress else { return (0, 0) }
        let raw = UnsafeRawPointer(base)
        var (even, odd) = (0, 0)
        var i = 0
        while i &+ 8 <= end {
            let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
            let zeros = ~(((w & low) &+ low) | w | low)
            if zeros != 0 {
                even &+= (zeros & 0x0080_0080_0080_0080).nonzeroBitCount
                odd &+= (zeros & 0x8000_8000_8000_8000).nonzeroBitCount
            }
            i &+= 8
        }
        while i < end {
            if bytes[i] == 0 { even &+= 1 }
            if bytes[i &+ 1] == 0 { odd &+= 1 }
            i &+= 2
        }
        return (even, odd)
    }

    /// Decodes the whole input. Valid UTF-8 is not copied.
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> StringsDecodedText {
        let (encoding, bomLength) = detect(bytes)
        var issues = IssueList()
        let output: [UInt8]?
        switch encoding {
        case .utf8:
            output = repairUTF8(bytes, from: bomLength, issues: &issues)
        case .utf16LittleEndian, .utf16BigEndian:
            output = transcodeUTF16(bytes, from: bomLength, bigEndian: encoding == .utf16BigEndian, issues: &issues)
        case .utf32LittleEndian, .utf32BigEndian:
            output = transcodeUTF32(bytes, from: bomLength, bigEndian: encoding == .utf32BigEndian, issues: &issues)
        }
        return StringsDecodedText(
            encoding: encoding, bytes: output,
            offset: output == nil ? bomLength : 0, issues: issues.kept, droppedIssueCount: issues.dropped)
    }

    /// Issues kept up to `issueLimit`, the rest only counted.
    package struct IssueList {
        package var kept: [StringsEncodingIssue] = []
        package var dropped = 0

        package mutating func add(_ offset: Int, _ message: @autoclosure () -> String) {
            if kept.count < StringsDecoding.issueLimit {
                kept.append(StringsEncodingIssue(offset: offset, message: message()))
            } else {
                dropped &+= 1
            }
        }
    }

    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    // MARK: UTF-8

    /// The length of the valid UTF-8 sequence at `i` (1...4), or the negated length of its maximal
    /// invalid subpart (Unicode's "maximal subpart" practice: one U+FFFD per broken sequence).
    @inline(__always)
    package static func sequenceLength(_ p: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let n = p.count
        let b0 = p[i]
        if b0 < 0x80 { return 1 }
        let count: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch b0 {
        case 0xC2...0xDF: count = 2
        case 0xE0: count = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: count = 3
        case 0xED: count = 3; high = 0x9F
        case 0xF0: count = 4; low = 0x90
        case 0xF1...0xF3: count = 4
        case 0xF4: count = 4; high = 0x8F
        default: return -1
        }
        var k = 1
        while k < count {
            guard i + k < n else { return -k }
            let b = p[i + k]
            let lo: UInt8 = k == 1 ? low : 0x80
            let hi: UInt8 = k == 1 ? high : 0xBF
            if b < lo || b > hi { return -k }
            k += 1
        }
        return count
    }

    /// The offset of the first byte that does not start valid UTF-8, or nil. ASCII is checked eight
    /// bytes at a time: most of a `.strings` file is ASCII.
    package static func firstInvalidUTF8(_ p: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = p.baseAddress else { return nil }
        let n = p.count
        let raw = UnsafeRawPointer(base)
        var i = start
        while i < n {
            while i &+ 8 <= n {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 { break }
                i &+= 8
            }
            guard i < n else { break }
            let lead = p[i]
            if lead < 0x80 { i &+= 1; continue }
            // The two- and three-byte sequences of most scripts, checked inline: a lead byte
            // that needs no narrower second byte (not E0, not ED) and continuation bytes.
            if lead &- 0xC2 < 0x1E, i &+ 1 < n, p[i &+ 1] & 0xC0 == 0x80 { i &+= 2; continue }
            if lead &- 0xE1 < 0x0C || lead &- 0xEE < 2, i &+ 2 < n, p[i &+ 1] & 0xC0 == 0x80, p[i &+ 2] & 0xC0 == 0x80 {
                i &+= 3
                continue
            }
            let length = sequenceLength(p, at: i)
            if length < 0 { return i }
            i &+= length
        }
        return nil
    }

    /// Nil when the bytes are valid UTF-8 (read in place); else a copy with each broken sequence replaced.
    package static func repairUTF8(_ p: UnsafeBufferPointer<UInt8>, from start: Int, issues: inout IssueList) -> [UInt8]? {
        guard let firstBad = firstInvalidUTF8(p, from: start) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(p.count - start + 16)
        out.append(contentsOf: UnsafeBufferPointer(rebasing: p[start..<firstBad]))
        var i = firstBad
        let n = p.count
        while i < n {
            let length = sequenceLength(p, at: i)
            if length > 0 {
                // Copy a run of valid text at once.
                var j = i + length
                while j < n {
                    let l = sequenceLength(p, at: j)
                    if l < 0 { break }
                    j += l
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: p[i..<j]))
                i = j
            } else {
                let bad = UnsafeBufferPointer(rebasing: p[i..<(i - length)])
                issues.add(out.count, "invalid UTF-8 \(bad.count == 1 ? "byte" : "bytes") \(hexList(bad)) read as U+FFFD")
                out.append(contentsOf: replacement)
                i -= length
            }
        }
        return out
    }

    package static func hexList(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        bytes.map { "0x" + hex($0, width: 2) }.joined(separator: " ")
    }

    package static func hex<T: BinaryInteger>(_ value: T, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    // MARK: UTF-16 and UTF-32

    @inline(__always)
    package static func appendScalar(_ v: UInt32, to out: inout [UInt8]) {
        if v < 0x80 {
            out.append(UInt8(v))
        } else if v < 0x800 {
            out.append(UInt8(0xC0 | (v >> 6)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        } else if v < 0x10000 {
            out.append(UInt8(0xE0 | (v >> 12)))
            out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        } else {
            out.append(UInt8(0xF0 | (v >> 18)))
            out.append(UInt8(0x80 | ((v >> 12) & 0x3F)))
            out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        }
    }

    package static func transcodeUTF16(
        _ p: UnsafeBufferPointer<UInt8>, from start: Int, bigEndian: Bool, issues: inout IssueList
    ) -> [UInt8] {
        let n = p.count
        var out: [UInt8] = []
        out.reserveCapacity((n - start) / 2 * 3 / 2 + 16)
        @inline(__always) func unit(_ i: Int) -> UInt32 {
            bigEndian ? UInt32(p[i]) << 8 | UInt32(p[i + 1]) : UInt32(p[i + 1]) << 8 | UInt32(p[i])
        }
        var i = start
        while i + 1 < n {
            let u = unit(i)
            i += 2
            if u < 0xD800 || u > 0xDFFF {
                appendScalar(u, to: &out)
            } else if u <= 0xDBFF, i + 1 < n, case let low = unit(i), low >= 0xDC00 && low <= 0xDFFF {
                appendScalar(0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00), to: &out)
                i += 2
            } else {
                issues.add(out.count, "lone UTF-16 surrogate 0x\(hex(u, width: 4)) read as U+FFFD")
                out.append(contentsOf: replacement)
            }
        }
        if i < n {
            issues.add(out.count, "odd number of bytes: the last byte 0x\(hex(p[i], width: 2)) is not a whole UTF-16 code unit; it is ignored")
        }
        return out
    }

    package static func transcodeUTF32(
        _ p: UnsafeBufferPointer<UInt8>, from start: Int, bigEndian: Bool, issues: inout IssueList
    ) -> [UInt8] {
        let n = p.count
        var out: [UInt8] = []
        out.reserveCapacity((n - start) / 4 * 2 + 16)
        var i = start
        while i + 3 < n {
            let v: UInt32 = bigEndian
                ? UInt32(p[i]) << 24 | UInt32(p[i + 1]) << 16 | UInt32(p[i + 2]) << 8 | UInt32(p[i + 3])
                : UInt32(p[i + 3]) << 24 | UInt32(p[i + 2]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i])
            i += 4
            if v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF) {
                issues.add(out.count, "invalid UTF-32 code point 0x\(hex(v, width: 4)) read as U+FFFD")
                out.append(contentsOf: replacement)
            } else {
                appendScalar(v, to: &out)
            }
        }
        if i < n {
            issues.add(out.count, "\(n - i) trailing bytes do not make a whole UTF-32 code unit; they are ignored")
        }
        return out
    }
}
