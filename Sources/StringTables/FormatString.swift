import LubaAuditModel
import LubaAuditICU
/// Something wrong with one format string on its own. Whether it matters depends on the other
/// side: a translation that repeats its source's oddity is not the translator's bug, so rules
/// compare these through `FormatComparison` rather than reporting them one string at a time.
public enum FormatProblem: Hashable, Sendable {
    /// A `%` that starts neither `%%` nor a valid specifier: a trailing `%`, `%k`, `%5`, `% ,`,
    /// an argument position of 0 or above 127. `text` runs from the `%` through the first
    /// character that does not fit the grammar. CoreFoundation prints such text literally and
    /// consumes no argument, so in a formatted string it usually means a missing `%%`.
    case malformed(offset: Int, text: String)
    /// A fullwidth percent sign U+FF05 `％` followed by text that would be a specifier after `%`
    /// (`％d`, `％@`, `％1$@`): an input method or machine translation replaced the `%`, so the
    /// argument is never printed. A `％` before anything else (`（％）`) is ordinary text.
    case fullwidthPercent(offset: Int, text: String)
    /// Some specifiers give `n$` positions and others do not. Unnumbered specifiers then take
    /// arguments 1, 2, ... in order, ignoring the numbered ones (so `%2$@ %@` reads 2 then 1);
    /// C leaves this undefined, so it is worth a look even when it happens to line up.
    case mixedPositional
    /// Explicit positions skip these arguments (`%1$@ %3$@` never reads 2): the formatter then
    /// does not know the skipped argument's type, which is undefined behavior.
    case positionalGap(missing: [Int])
    /// One argument is read with conflicting types (`%1$@ … %1$d`). Reading it again with the
    /// same type (`%1$@ … %1$@`) is fine and not reported.
    case positionalReuse(argument: Int, types: [ArgumentType])
    /// `%%` right before text that would be a specifier after `%` (`%%@`, `%%1$d`): a literal
    /// percent sign and the letters, so users read "%@". Deliberate where the user is shown a
    /// template (a source that prints "%u" for its own users); a slip where a translation does
    /// it to a specifier its source reads. `text` is the whole sequence, `%%` included.
    case escapedSpecifier(offset: Int, text: String)
}

/// One read of an argument: a specifier's value, or its `*` width or precision.
public struct ArgumentUse: Hashable, Sendable {
    public enum Role: String, Hashable, Sendable {
        case value, width, precision
    }

    /// The 1-based argument index.
    public var argument: Int
    public var type: ArgumentType
    public var role: Role
    /// Index into `FormatString.specifiers`.
    public var specifierIndex: Int
    /// Whether the index was written (`n$`, `*n$`) rather than taken in order.
    public var isExplicit: Bool

    public init(argument: Int, type: ArgumentType, role: Role, specifierIndex: Int, isExplicit: Bool) {
        self.argument = argument
        self.type = type
        self.role = role
        self.specifierIndex = specifierIndex
        self.isExplicit = isExplicit
    }
}

/// A value read as an `NSString` / `String(format:)` format string: its specifiers, the
/// arguments they read, and what is wrong with it.
///
/// A string is only a format string if the app formats it. Apple apps pass a localized string
/// through `String(format:)` only when they have arguments for it, so in a string whose source
/// has no specifiers a `%` is literal text ("100 % der Zeit"). The parser still reports what
/// NSString *would* read; `looksLikeFormat` and `FormatComparison` decide whether it matters.
public struct FormatString: Hashable, Sendable {
    /// Every specifier in order, `%%` excluded.
    public var specifiers: [FormatSpecifier]
    public var problems: [FormatProblem]
    /// Every argument read, in the order the formatter reads them.
    public var uses: [ArgumentUse]
    /// The highest argument index read (0 when none).
    public var argumentCount: Int
    /// How many `%%` the value holds.
    public var escapedPercentCount: Int

    public init(
        specifiers: [FormatSpecifier] = [], problems: [FormatProblem] = [], uses: [ArgumentUse] = [],
        argumentCount: Int = 0, escapedPercentCount: Int = 0
    ) {
        self.specifiers = specifiers
        self.problems = problems
        self.uses = uses
        self.argumentCount = argumentCount
        self.escapedPercentCount = escapedPercentCount
    }

    /// 1-based argument index -> the distinct types it is read as, in order of first use.
    /// Computed from `uses` on each access (most values are never compared, so parsing does
    /// not pay for it); keep the result when you need it more than once.
    public var arguments: [Int: [ArgumentType]] {
        var arguments: [Int: [ArgumentType]] = [:]
        for use in uses {
            if let types = arguments[use.argument] {
                if !types.contains(use.type) { arguments[use.argument] = types + [use.type] }
            } else {
                arguments[use.argument] = [use.type]
            }
        }
        return arguments
    }

    /// Whether the value reads like a string meant for `String(format:)`: it holds a specifier
    /// that is not ambiguous prose (see `FormatSpecifier.isAmbiguous`), or a `%%`, which only
    /// makes sense in a formatted string. "100% sure" (`% s`) and "50 % des" (`% d`) do not.
    public var looksLikeFormat: Bool {
        escapedPercentCount > 0 || specifiers.contains { !$0.isAmbiguous }
    }

    /// Whether any specifier gives an explicit `n$` or `*n$` argument position.
    public var usesPositions: Bool { uses.contains { $0.isExplicit } }

    /// Parses `value`. Values without a `%` or `％` byte sequence (most of a catalog) return
    /// at once, without allocating.
    public static func parse(_ value: String) -> FormatString {
        value.withUTF8Bytes { parse(utf8: $0) }
    }

    /// Parses UTF-8 bytes directly, for readers that hold the bytes already. Offsets still count
    /// scalars (every byte that is not a UTF-8 continuation byte); invalid UTF-8 never traps.
    public static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> FormatString {
        guard mayHoldSpecifier(bytes) else { return FormatString() }
        var scanner = FormatScanner(bytes: bytes)
        scanner.run()
        return scanner.result
    }

    /// Parses one branch of a plural variable whose own argument is `firstArgument`, as
    /// Foundation formats it: CoreFoundation hands the branch to its formatter with the
    /// variable's argument as the initial position and the whole argument list, so unnumbered
    /// specifiers read `firstArgument`, `firstArgument + 1`, ... while `n$` stays absolute.
    /// Positional gaps and numbered-with-unnumbered mixes are not problems of a branch (the
    /// format key reads the other arguments, and the initial position makes the mix defined);
    /// one argument read with conflicting types still is.
    public static func parse(branch value: String, firstArgument: Int) -> FormatString {
        guard mayHoldSpecifier(value) else { return FormatString() }
        return value.withUTF8Bytes { bytes in
            var scanner = FormatScanner(bytes: bytes, firstArgument: max(1, firstArgument), isBranch: true)
            scanner.run()
            return scanner.result
        }
    }

    /// The quick check behind the fast path: a `%` (0x25) or `％` (EF BC 85) byte sequence.
    public static func mayHoldSpecifier(_ value: String) -> Bool {
        value.withUTF8Bytes { mayHoldSpecifier($0) }
    }

    package static func mayHoldSpecifier(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte == 0x25 { return true }
            if byte == 0xEF, index + 2 < count, bytes[index + 1] == 0xBC, bytes[index + 2] == 0x85 {
                return true
            }
            index += 1
        }
        return false
    }
}

/// The byte-level parser behind `FormatString.parse`. It follows the grammar documented on
/// `FormatSpecifier`; anything else after a `%` is `.malformed`.
private struct FormatScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var result = FormatString()

    // Scalar offsets are counted lazily, only up to each `%` found.
    private var countedBytes = 0
    private var countedScalars = 0
    private var nextSequential: Int
    private var sawExplicit = false
    private var sawSequential = false
    private let isBranch: Bool

    init(bytes: UnsafeBufferPointer<UInt8>, firstArgument: Int = 1, isBranch: Bool = false) {
        self.bytes = bytes
        self.nextSequential = firstArgument
        self.isBranch = isBranch
    }

    /// How `*` was written for a width or precision.
    private enum StarArgument {
        case none
        case next
        case explicit(Int)
    }

    /// A specifier before it becomes a `FormatSpecifier`: byte ranges and the parsed numbers.
    private struct Draft {
        var position: Int?
        var flags = 0..<0
        var width: Range<Int>?
        var widthArgument = StarArgument.none
        var precision: Range<Int>?
        var precisionArgument = StarArgument.none
        var length = 0..<0
        var conversion: UInt8 = 0
        var variableName: Range<Int>?
    }

    private enum Scanned {
        case escaped(end: Int)
        case specifier(Draft, end: Int)
        case malformed(end: Int)
    }

    /// Positions above this make CoreFoundation fail the whole format (it stores them in 8 bits).
    private static let maximumPosition = 127

    mutating func run() {
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte == 0x25 {
                index = percentSign(at: index)
            } else if byte == 0xEF, index + 2 < count, bytes[index + 1] == 0xBC, bytes[index + 2] == 0x85 {
                index = fullwidthPercentSign(at: index)
            } else {
                index += 1
            }
        }
        finish()
    }

    // MARK: - Per sign

    private mutating func percentSign(at start: Int) -> Int {
        switch scan(from: start + 1) {
        case .escaped(let end):
            result.escapedPercentCount += 1
            // What `%%` stands before: a specifier's letters are printed literally.
            if end < bytes.count, bytes[end] != 0x25, case .specifier(let draft, let after) = scan(from: end), draft.variableName == nil,
               !specifier(draft, start: start, end: after, offset: 0).isAmbiguous {
                result.problems.append(.escapedSpecifier(offset: scalarOffset(of: start), text: text(start..<after)))
            }
            return end
        case .malformed(let end):
            result.problems.append(.malformed(offset: scalarOffset(of: start), text: text(start..<end)))
            return end
        case .specifier(let draft, let end):
            record(draft, start: start, end: end)
            return end
        }
    }

    private mutating func fullwidthPercentSign(at start: Int) -> Int {
        let afterSign = start + 3
        guard case .specifier(let draft, let end) = scan(from: afterSign) else { return afterSign }
        // Prose after a fullwidth sign ("５０％ d" is unlikely, but "％ des" is not) is left alone.
        let spec = specifier(draft, start: start, end: end, offset: 0)
        if spec.isAmbiguous { return afterSign }
        result.problems.append(.fullwidthPercent(offset: scalarOffset(of: start), text: text(start..<end)))
        return end
    }

    // MARK: - Grammar

    /// Reads one specifier starting right after the percent sign.
    private func scan(from start: Int) -> Scanned {
        let count = bytes.count
        var index = start
        guard index < count else { return .malformed(end: count) }
        if bytes[index] == 0x25 { return .escaped(end: index + 1) }

        var draft = Draft()
        var widthDone = false

        // `n$`, or a width when no `$` follows (flags cannot follow a width).
        if isNonZeroDigit(bytes[index]) {
            let (value, afterDigits) = number(from: index)
            if afterDigits < count, bytes[afterDigits] == 0x24 {
                guard value <= Self.maximumPosition else { return .malformed(end: afterDigits + 1) }
                draft.position = value
                index = afterDigits + 1
            } else {
                draft.width = index..<afterDigits
                index = afterDigits
                widthDone = true
            }
        }

        if !widthDone {
            let flagsStart = index
            while index < count, isFlag(bytes[index]) { index += 1 }
            draft.flags = flagsStart..<index

            if index < count, isNonZeroDigit(bytes[index]) {
                let (_, afterDigits) = number(from: index)
                draft.width = index..<afterDigits
                index = afterDigits
            } else if index < count, bytes[index] == 0x2A {
                let widthStart = index
                switch star(at: index) {
                case .failure(let end): return .malformed(end: end)
                case .success(let argument, let end):
                    draft.widthArgument = argument
                    draft.width = widthStart..<end
                    index = end
                }
            }
        }

        // `.` precision
        if index < count, bytes[index] == 0x2E {
            index += 1
            let precisionStart = index
            if index < count, isDigit(bytes[index]) {
                while index < count, isDigit(bytes[index]) { index += 1 }
            } else if index < count, bytes[index] == 0x2A {
                switch star(at: index) {
                case .failure(let end): return .malformed(end: end)
                case .success(let argument, let end):
                    draft.precisionArgument = argument
                    index = end
                }
            }
            draft.precision = precisionStart..<index
        }

        // length
        let lengthStart = index
        if index < count {
            switch bytes[index] {
            case 0x68, 0x6C: // h, l: may double
                let letter = bytes[index]
                index += 1
                if index < count, bytes[index] == letter { index += 1 }
            case 0x71, 0x4C, 0x7A, 0x74, 0x6A: // q L z t j
                index += 1
            default:
                break
            }
        }
        draft.length = lengthStart..<index

        // conversion
        guard index < count else { return .malformed(end: count) }
        let conversion = bytes[index]
        guard isConversion(conversion) else { return .malformed(end: endOfScalar(at: index)) }
        draft.conversion = conversion
        index += 1

        if conversion == 0x40, bytes[draft.flags].contains(0x23) {
            // `%#@name@`: a stringsdict variable.
            let nameStart = index
            while index < count, isNameByte(bytes[index]) { index += 1 }
            guard index < count else { return .malformed(end: count) }
            guard bytes[index] == 0x40 else { return .malformed(end: endOfScalar(at: index)) }
            draft.variableName = nameStart..<index
            index += 1
        }
        return .specifier(draft, end: index)
    }

    private enum StarResult {
        case success(StarArgument, end: Int)
        case failure(end: Int)
    }

    /// `*` alone, or `*n$`; digits after `*` without `$` are malformed.
    private func star(at index: Int) -> StarResult {
        let count = bytes.count
        let afterStar = index + 1
        guard afterStar < count, isNonZeroDigit(bytes[afterStar]) else { return .success(.next, end: afterStar) }
        let (value, afterDigits) = number(from: afterStar)
        guard afterDigits < count else { return .failure(end: count) }
        guard bytes[afterDigits] == 0x24 else { return .failure(end: endOfScalar(at: afterDigits)) }
        guard value <= Self.maximumPosition else { return .failure(end: afterDigits + 1) }
        return .success(.explicit(value), end: afterDigits + 1)
    }

    /// A run of decimal digits and its value, saturating far above any valid position.
    private func number(from start: Int) -> (value: Int, end: Int) {
        var value = 0
        var index = start
        while index < bytes.count, isDigit(bytes[index]) {
            value = min(value &* 10 &+ Int(bytes[index] &- 0x30), 1_000_000)
            index += 1
        }
        return (value, index)
    }

    private func endOfScalar(at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        if lead < 0xC0 { length = 1 } else if lead < 0xE0 { length = 2 } else if lead < 0xF0 { length = 3 } else { length = 4 }
        return min(index + length, bytes.count)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private func isNonZeroDigit(_ byte: UInt8) -> Bool { byte >= 0x31 && byte <= 0x39 }

    private func isFlag(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x2D, 0x2B, 0x20, 0x23, 0x30, 0x27: return true // - + space # 0 '
        default: return false
        }
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    private func isConversion(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x40, // @
             0x64, 0x44, 0x69, 0x75, 0x55, 0x78, 0x58, 0x6F, 0x4F, // d D i u U x X o O
             0x66, 0x46, 0x65, 0x45, 0x67, 0x47, 0x61, 0x41, // f F e E g G a A
             0x63, 0x43, 0x73, 0x53, 0x70, 0x6E: // c C s S p n
            return true
        default:
            return false
        }
    }

    private func argumentType(conversion: UInt8, length: Range<Int>, isVariable: Bool) -> ArgumentType {
        let wide: Bool
        if let first = length.first.map({ bytes[$0] }) {
            wide = first != 0x68 // everything but h / hh reads 64 bits for integers
        } else {
            wide = false
        }
        switch conversion {
        case 0x40: return isVariable ? .pluralVariable : .object
        case 0x64, 0x44, 0x69: return wide ? .int64 : .int
        case 0x75, 0x55, 0x78, 0x58, 0x6F, 0x4F: return wide ? .unsignedInt64 : .unsignedInt
        case 0x63: return .char
        case 0x43: return .unichar
        case 0x73: return .cString
        case 0x53: return .unicodeString
        case 0x70: return .pointer
        case 0x6E: return .count
        default: // floating point; only L changes the size
            return length.count == 1 && bytes[length.lowerBound] == 0x4C ? .longDouble : .double
        }
    }

    // MARK: - Results

    private func specifier(_ draft: Draft, start: Int, end: Int, offset: Int) -> FormatSpecifier {
        FormatSpecifier(
            text: text(start..<end),
            offset: offset,
            position: draft.position,
            flags: text(draft.flags),
            width: draft.width.map { text($0) },
            precision: draft.precision.map { text($0) },
            length: text(draft.length),
            conversion: Character(Unicode.Scalar(draft.conversion)),
            variableName: draft.variableName.map { text($0) },
            argumentType: argumentType(conversion: draft.conversion, length: draft.length, isVariable: draft.variableName != nil)
        )
    }

    private mutating func record(_ draft: Draft, start: Int, end: Int) {
        let spec = specifier(draft, start: start, end: end, offset: scalarOffset(of: start))
        let index = result.specifiers.count
        result.specifiers.append(spec)
        use(draft.widthArgument, role: .width, specifierIndex: index)
        use(draft.precisionArgument, role: .precision, specifierIndex: index)
        if let position = draft.position {
            read(position, spec.argumentType, .value, index, explicit: true)
        } else {
            read(nextSequential, spec.argumentType, .value, index, explicit: false)
            nextSequential += 1
        }
    }

    private mutating func use(_ star: StarArgument, role: ArgumentUse.Role, specifierIndex: Int) {
        switch star {
        case .none:
            break
        case .next:
            read(nextSequential, .int, role, specifierIndex, explicit: false)
            nextSequential += 1
        case .explicit(let argument):
            read(argument, .int, role, specifierIndex, explicit: true)
        }
    }

    private mutating func read(_ argument: Int, _ type: ArgumentType, _ role: ArgumentUse.Role, _ specifierIndex: Int, explicit: Bool) {
        if explicit { sawExplicit = true } else { sawSequential = true }
        result.uses.append(ArgumentUse(argument: argument, type: type, role: role, specifierIndex: specifierIndex, isExplicit: explicit))
        result.argumentCount = max(result.argumentCount, argument)
    }

    private mutating func finish() {
        if isBranch {
            finishBranch()
            return
        }
        if sawExplicit && sawSequential { result.problems.append(.mixedPositional) }
        // Only explicit positions can skip or repeat an argument; sequential reads never do.
        guard sawExplicit, result.argumentCount > 0 else { return }
        // One slot per argument: the distinct types read, in order of first use.
        var typesByArgument = [[ArgumentType]](repeating: [], count: result.argumentCount + 1)
        for use in result.uses where !typesByArgument[use.argument].contains(use.type) {
            typesByArgument[use.argument].append(use.type)
        }
        let missing = (1...result.argumentCount).filter { typesByArgument[$0].isEmpty }
        if !missing.isEmpty { result.problems.append(.positionalGap(missing: missing)) }
        for argument in 1...result.argumentCount where typesByArgument[argument].count > 1 {
            let types = typesByArgument[argument]
            if ArgumentType.conflict(in: types) {
                result.problems.append(.positionalReuse(argument: argument, types: types))
            }
        }
    }

    private mutating func finishBranch() {
        guard result.argumentCount > 0 else { return }
        var typesByArgument = [[ArgumentType]](repeating: [], count: result.argumentCount + 1)
        for use in result.uses where !typesByArgument[use.argument].contains(use.type) {
            typesByArgument[use.argument].append(use.type)
        }
        for argument in 1...result.argumentCount where ArgumentType.conflict(in: typesByArgument[argument]) {
            result.problems.append(.positionalReuse(argument: argument, types: typesByArgument[argument]))
        }
    }

    private mutating func scalarOffset(of byteIndex: Int) -> Int {
        var index = countedBytes
        var scalars = countedScalars
        while index < byteIndex {
            if bytes[index] & 0xC0 != 0x80 { scalars += 1 }
            index += 1
        }
        countedBytes = index
        countedScalars = scalars
        return scalars
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
