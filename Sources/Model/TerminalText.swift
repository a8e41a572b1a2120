/// Text bound for a terminal or a CI log, safe to write however hostile the names and values in
/// it. Everything the tool prints goes through this one type: file and folder names, locales,
/// keys and values come from a pull request, and a terminal or GitHub's runner acts on what
/// they read.
///
/// - A piece of untrusted text (`TerminalText(_:)`, or a `String` interpolated into a
///   `TerminalText` literal) has its controls shown escaped: C0, C1, DEL, the bidirectional
///   controls and U+2028/U+2029, as `\n`, `\t`, `\r` or `\u{1B}`. It can then neither break a
///   line, nor move the cursor or clear the screen, nor reorder what a reader sees.
/// - The literal parts of a `TerminalText` literal are the tool's own words (source code), kept as
///   they are, line breaks included; `painted(_:sgr:)` adds the tool's own colors.
/// - `description`, what is written, guards every line: GitHub's runner reads a line as a
///   workflow command when it starts with `::` after leading whitespace, or when it holds `##[`
///   anywhere (the legacy form it still accepts). A leading `::` is written `\u{3A}:` and a `##[`
///   is written `##\u{5B}`, so no name or value can raise an annotation, mask a secret or stop
///   command processing. `--format github`, the one output that writes commands on purpose,
///   does not go through here.
public struct TerminalText: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// Escaped text: no control but the tool's own line breaks and colors. Lines are guarded
    /// only in `description`, because a line is whole only once every piece is in place.
    private var body: String

    /// One piece of untrusted text, escaped to a single line. (`TerminalText("…")` with a
    /// literal is the literal itself, as Swift reads it: source text is the tool's own.)
    public init(_ untrusted: some StringProtocol) {
        body = Self.escaped(untrusted)
    }

    /// Untrusted text of several lines (a rendered export, a diff): its `\n` line breaks stay,
    /// every other control is escaped, and each line is guarded when written.
    public init(lines untrusted: some StringProtocol) {
        body = Self.lines(of: untrusted).map { Self.escaped($0) }.joined(separator: "\n")
    }

    public init(stringLiteral value: String) {
        body = value
    }

    public init(stringInterpolation: Interpolation) {
        body = stringInterpolation.body
    }

    /// The lines joined by line breaks.
    public init(joining lines: [TerminalText], separator: TerminalText = "\n") {
        body = lines.map(\.body).joined(separator: separator.body)
    }

    /// The text to write: every line guarded.
    public var description: String { Self.guarded(body) }

    public var isEmpty: Bool { body.isEmpty }

    public static func + (left: TerminalText, right: TerminalText) -> TerminalText {
        var joined = left
        joined.body += right.body
        return joined
    }

    public static func += (left: inout TerminalText, right: TerminalText) {
        left.body += right.body
    }

    /// The tool's own color: `text` between an SGR code (`1;31`, bold red) and a reset.
    public static func painted(_ text: TerminalText, sgr: StaticString) -> TerminalText {
        var painted = TerminalText(stringLiteral: "\u{1B}[\(sgr)m")
        painted.body += text.body + "\u{1B}[0m"
        return painted
    }

    /// A path to show: escaped, and `./` before one that would begin with `:` (after blanks),
    /// so a line it starts is no workflow command and the path still opens from here.
    public static func path(_ path: String) -> TerminalText {
        var text = TerminalText(path)
        if let first = text.body.unicodeScalars.first(where: { !isLeadingBlank($0) }), first == ":" {
            text.body = "./" + text.body
        }
        return text
    }

    public struct Interpolation: StringInterpolationProtocol {
        package var body = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            body.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        /// The tool's own words.
        public mutating func appendLiteral(_ literal: String) { body += literal }

        /// A name or value from the input: escaped.
        public mutating func appendInterpolation(_ untrusted: some StringProtocol) { body += TerminalText.escaped(untrusted) }

        public mutating func appendInterpolation(_ text: TerminalText) { body += text.body }

        /// A count or a line number: digits and a sign, nothing to escape.
        public mutating func appendInterpolation(_ number: some BinaryInteger) { body += String(number) }
    }
}

extension TerminalText {
    /// `text` on one line with every control, bidi control and line or paragraph separator
    /// shown as an escape (`\n`, `\r`, `\t`, else `\u{1B}` style).
    public static func escaped(_ text: some StringProtocol) -> String {
        escaped(text, separators: true)
    }

    /// `escaped(_:)`, leaving U+2028/U+2029 as they are when `separators` is false: what
    /// `TextReport.singleLine` gives the report files, where no reader breaks a line there.
    package static func escaped(_ text: some StringProtocol, separators: Bool) -> String {
        // Nearly every name and value is printable ASCII: a byte scan spares the scalar walk.
        let plain = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        if plain { return String(text) }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: out.append(contentsOf: "\\n".unicodeScalars)
            case 0x0D: out.append(contentsOf: "\\r".unicodeScalars)
            case 0x09: out.append(contentsOf: "\\t".unicodeScalars)
            case 0x2028 where !separators, 0x2029 where !separators: out.append(scalar)
            case 0x00..<0x20, 0x7F, 0x80..<0xA0, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// `text` escaped and guarded as if it began a line: for a column cell, padded to what it
    /// shows, so a guard added later cannot push the columns out of line.
    public static func cell(_ text: some StringProtocol) -> String {
        guardedLine(Substring(escaped(text)))
    }

    /// Each line of `text` with a leading `::` (after blanks) and every `##[` defused.
    package static func guarded(_ text: String) -> String {
        guard needsGuard(text) else { return text }
        return lines(of: text).map(guardedLine).joined(separator: "\n")
    }

    /// The lines between `\n`s, split as scalars: as characters, a `\r\n` is one and would
    /// not split.
    package static func lines(of text: some StringProtocol) -> [Substring] {
        let scalars = Substring(text).unicodeScalars
        return scalars.split(separator: "\n", omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// Whether any line could read as a workflow command: a cheap byte scan first, as nearly
    /// no line holds `::` at its start or `##[` at all.
    private static func needsGuard(_ text: String) -> Bool {
        var lineStart = true
        var hashes = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "[") && hashes >= 2 { return true }
            hashes = byte == UInt8(ascii: "#") ? hashes + 1 : 0
            if byte == UInt8(ascii: "\n") {
                lineStart = true
            } else if lineStart {
                // Any blank other than a space or a tab is not ASCII: look at the line properly.
                if byte == UInt8(ascii: ":") || byte >= 0x80 { return true }
                if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { lineStart = false }
            }
        }
        return false
    }

    package static func guardedLine(_ line: some StringProtocol) -> String {
        var scalars = Array(line.unicodeScalars)
        if let first = scalars.firstIndex(where: { !isLeadingBlank($0) }), scalars[first] == ":",
           first + 1 < scalars.count, scalars[first + 1] == ":" {
            scalars.replaceSubrange(first...first, with: "\\u{3A}".unicodeScalars)
        }
        var out = String.UnicodeScalarView()
        var hashes = 0
        for scalar in scalars {
            if scalar == "[" && hashes >= 2 {
                out.append(contentsOf: "\\u{5B}".unicodeScalars)
            } else {
                out.append(scalar)
            }
            hashes = scalar == "#" ? hashes + 1 : 0
        }
        return String(out)
    }

    /// What the runner trims before looking for `::` (.NET's `TrimStart`: Unicode White_Space),
    /// and the zero-width space and BOM besides, in case a reader trims those too.
    package static func isLeadingBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar.value == 0x200B || scalar.value == 0xFEFF
    }
}
