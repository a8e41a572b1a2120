import LubaAuditModel
import LubaAuditICU
/// Reads a binary property list (`bplist00`) into `PlistNode`s.
///
/// A decoder of its own rather than Foundation's `PropertyListSerialization`: on Linux every
/// property list Foundation refuses leaks the `CFError` it throws (found by fuzzing), and a
/// linter reads refused files all day. The format is small: a 32-byte trailer, an offset table
/// and typed objects that refer to each other by index.
///
/// The binary form has no lines, so every location is line 1, column 1, and its dictionaries
/// have no order, so keys are sorted to keep output stable (a repeated key: the last one wins,
/// as in Foundation). Hostile files cost a `.syntax` diagnostic, never a trap: references out of
/// range, containers that contain themselves, values nested deeper than
/// `PropertyListXMLParser.defaultMaxDepth` (ignored, like the XML reader), and objects shared so
/// often that the expanded tree would dwarf the file (a "billion laughs" in binary).
package enum BinaryPropertyList {
    package static func read(_ bytes: [UInt8], path: String) -> (root: PlistNode?, diagnostics: [ReadDiagnostic]) {
        let start = SourceLocation(file: path, line: 1, column: 1)
        var decoder: BinaryPlistDecoder
        do {
            decoder = try BinaryPlistDecoder(bytes: bytes, location: start)
        } catch {
            return (nil, [ReadDiagnostic(
                kind: .syntax, message: "the binary property list cannot be read (\(error.message))", location: start)])
        }
        let root: PlistNode?
        do {
            root = try decoder.root()
        } catch {
            return (nil, [ReadDiagnostic(
                kind: .syntax, message: "the binary property list cannot be read (\(error.message))", location: start)])
        }
        let diagnostics = decoder.tooDeep
            ? [ReadDiagnostic(
                kind: .syntax,
                message: "values nested deeper than \(PropertyListXMLParser.defaultMaxDepth) levels are ignored",
                location: start)]
            : []
        return (root, diagnostics)
    }
}

/// Why a binary property list cannot be read.
package struct BinaryPlistError: Error {
    package var message: String
}

/// The state of one decode: the trailer's numbers and the objects decoded so far.
package struct BinaryPlistDecoder {
    private let bytes: [UInt8]
    private let location: SourceLocation
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let topObject: Int
    private let offsetTable: Int
    /// Decoded objects by index, with their expanded size: shared objects are decoded once.
    private var decoded: [Int: (node: PlistNode, weight: Int)] = [:]
    /// Objects on the current path from the root, to refuse cycles.
    private var open: Set<Int> = []
    /// The most an expanded tree may weigh (values plus text bytes): generous for real files,
    /// where only strings are shared, and small enough that rules walking it stay fast.
    private let weightLimit: Int
    package private(set) var tooDeep = false

    package init(bytes: [UInt8], location: SourceLocation) throws(BinaryPlistError) {
        self.bytes = bytes
        self.location = location
        let count = bytes.count
        guard count >= 8 + 32, bytes.starts(with: Array("bplist00".utf8)) else {
            throw BinaryPlistError(message: count >= 8 && bytes.starts(with: Array("bplist".utf8))
                && !bytes.starts(with: Array("bplist00".utf8))
                ? "only format version 00 is supported" : "the file is too short")
        }
        let trailer = count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw BinaryPlistError(message: "the trailer gives offset or reference sizes outside 1...8")
        }
        guard let objects = Self.bigEndian(bytes, at: trailer + 8, size: 8),
              let top = Self.bigEndian(bytes, at: trailer + 16, size: 8),
              let table = Self.bigEndian(bytes, at: trailer + 24, size: 8),
              objects > 0, top >= 0, top < objects, table >= 8, table < trailer
        else {
            throw BinaryPlistError(message: "the trailer's object count, top object or offset table is out of range")
        }
        let (tableSize, overflow) = objects.multipliedReportingOverflow(by: offsetSize)
        guard !overflow, tableSize <= trailer - table else {
            throw BinaryPlistError(message: "the offset table runs past the trailer")
        }
        objectCount = objects
        topObject = top
        offsetTable = table
        let (scaled, scaledOverflow) = count.multipliedReportingOverflow(by: 64)
        weightLimit = scaledOverflow ? Int.max : scaled &+ 65_536
    }

    package mutating func root() throws(BinaryPlistError) -> PlistNode? {
        try object(topObject, depth: 1)?.node
    }

    // MARK: - Objects

    private mutating func object(_ index: Int, depth: Int) throws(BinaryPlistError) -> (node: PlistNode, weight: Int)? {
        guard depth <= PropertyListXMLParser.defaultMaxDepth else {
            tooDeep = true
            return nil
        }
        if let known = decoded[index] { return known }
        guard !open.contains(index) else {
            throw BinaryPlistError(message: "object \(index) contains itself")
        }
        open.insert(index)
        defer { open.remove(index) }
        let start = try offset(of: index)
        let marker = bytes[start]
        let kind = marker >> 4
        let result: (node: PlistNode, weight: Int)
        switch kind {
        case 0x0:
            switch marker {
            case 0x08: result = leaf("false", "")
            case 0x09: result = leaf("true", "")
            default: throw BinaryPlistError(message: "object \(index) has the unknown marker 0x\(hex(marker))")
            }
        case 0x1:
            result = leaf("integer", try integerText(at: start))
        case 0x2:
            result = leaf("real", try realText(at: start, marker: marker))
        case 0x3:
            guard marker == 0x33, let bits = Self.bigEndian(bytes, at: start + 1, size: 8, limit: offsetTable) else {
                throw BinaryPlistError(message: "object \(index) is a malformed date")
            }
            // Seconds since 2001-01-01, as written; no rule reads dates.
            result = leaf("date", "\(Double(bitPattern: UInt64(truncatingIfNeeded: bits)))")
        case 0x4:
            let (count, first) = try length(at: start, marker: marker)
            try requireBytes(from: first, count: count, what: "data object \(index)")
            result = leaf("data", "")
        case 0x5:
            let (count, first) = try length(at: start, marker: marker)
            try requireBytes(from: first, count: count, what: "string object \(index)")
            let text = bytes[first..<(first + count)]
            guard text.allSatisfy({ $0 < 0x80 }) else {
                throw BinaryPlistError(message: "ASCII string object \(index) holds a byte above 0x7F")
            }
            result = leaf("string", String(decoding: text, as: UTF8.self))
        case 0x6:
            let (count, first) = try length(at: start, marker: marker)
            let (byteCount, overflow) = count.multipliedReportingOverflow(by: 2)
            guard !overflow else { throw BinaryPlistError(message: "string object \(index) is too long") }
            try requireBytes(from: first, count: byteCount, what: "string object \(index)")
            var units: [UInt16] = []
            units.reserveCapacity(count)
            var position = first
            while position < first + byteCount {
                units.append(UInt16(bytes[position]) << 8 | UInt16(bytes[position + 1]))
                position += 2
            }
            result = leaf("string", String(decoding: units, as: UTF16.self))
        case 0xA, 0xB, 0xC:
            let (count, first) = try length(at: start, marker: marker)
            let references = try referenceList(from: first, count: count, what: "array object \(index)")
            var items: [PlistNode] = []
            var weight = 1
            for reference in references {
                guard let child = try object(reference, depth: depth + 1) else { continue }
                items.append(child.node)
                weight = try add(weight, child.weight)
            }
            result = (PlistNode(kind: .array(items), location: location, element: "array"), weight)
        case 0xD:
            let (count, first) = try length(at: start, marker: marker)
            let (half, overflow) = count.multipliedReportingOverflow(by: referenceSize)
            guard !overflow else { throw BinaryPlistError(message: "dictionary object \(index) is too long") }
            let keys = try referenceList(from: first, count: count, what: "dictionary object \(index)")
            let values = try referenceList(from: first + half, count: count, what: "dictionary object \(index)")
            var members: [String: (value: PlistNode, weight: Int)] = [:]
            for (keyReference, valueReference) in zip(keys, values) {
                guard let key = try object(keyReference, depth: depth + 1) else { continue }
                guard key.node.element == "string", case .text(let name) = key.node.kind else {
                    throw BinaryPlistError(message: "dictionary object \(index) has a key that is not a string")
                }
                guard let value = try object(valueReference, depth: depth + 1) else { continue }
                members[name] = (value.node, try add(key.weight, value.weight))
            }
            var weight = 1
            var ordered: [PlistMember] = []
            ordered.reserveCapacity(members.count)
            for name in members.keys.sorted() {
                guard let member = members[name] else { continue }
                weight = try add(weight, member.weight)
                ordered.append(PlistMember(key: name, keyLocation: location, comment: nil, value: member.value))
            }
            result = (PlistNode(kind: .dict(ordered), location: location, element: "dict"), weight)
        default:
            throw BinaryPlistError(message: "object \(index) has the unsupported marker 0x\(hex(marker))")
        }
        guard result.weight <= weightLimit else {
            throw BinaryPlistError(message: "its shared objects expand to far more values than the file holds")
        }
        decoded[index] = result
        return result
    }

    private func leaf(_ element: String, _ text: String) -> (node: PlistNode, weight: Int) {
        (PlistNode(kind: .text(text), location: location, element: element), 1 + text.utf8.count)
    }

    private func add(_ a: Int, _ b: Int) throws(BinaryPlistError) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard !overflow, sum <= weightLimit else {
            throw BinaryPlistError(message: "its shared objects expand to far more values than the file holds")
        }
        return sum
    }

    // MARK: - Bytes

    /// Where object `index` starts, from the offset table.
    private func offset(of index: Int) throws(BinaryPlistError) -> Int {
        guard index >= 0, index < objectCount,
              let value = Self.bigEndian(bytes, at: offsetTable + index * offsetSize, size: offsetSize),
              value >= 8, value < offsetTable
        else {
            throw BinaryPlistError(message: "object \(index) has no valid offset")
        }
        return value
    }

    /// The element count of a data, string or container object and where its content starts:
    /// the marker's low nibble, or after it an integer object when the nibble is 0xF.
    private func length(at start: Int, marker: UInt8) throws(BinaryPlistError) -> (count: Int, first: Int) {
        let nibble = Int(marker & 0x0F)
        guard nibble == 0x0F else { return (nibble, start + 1) }
        guard start + 1 < offsetTable, bytes[start + 1] >> 4 == 0x1 else {
            throw BinaryPlistError(message: "a length at offset \(start) is not an integer")
        }
        let size = 1 << Int(bytes[start + 1] & 0x0F)
        guard size <= 8, let count = Self.bigEndian(bytes, at: start + 2, size: size, limit: offsetTable),
              count >= 0, count <= bytes.count
        else {
            throw BinaryPlistError(message: "the length at offset \(start) is out of range")
        }
        return (count, start + 2 + size)
    }

    private func requireBytes(from first: Int, count: Int, what: String) throws(BinaryPlistError) {
        let (end, overflow) = first.addingReportingOverflow(count)
        guard !overflow, count >= 0, end <= offsetTable else {
            throw BinaryPlistError(message: "\(what) runs past the object table")
        }
    }

    private func referenceList(from first: Int, count: Int, what: String) throws(BinaryPlistError) -> [Int] {
        let (size, overflow) = count.multipliedReportingOverflow(by: referenceSize)
        guard !overflow else { throw BinaryPlistError(message: "\(what) is too long") }
        try requireBytes(from: first, count: size, what: what)
        var references: [Int] = []
        references.reserveCapacity(count)
        for position in stride(from: first, to: first + size, by: referenceSize) {
            guard let reference = Self.bigEndian(bytes, at: position, size: referenceSize), reference < objectCount else {
                throw BinaryPlistError(message: "\(what) refers to an object that does not exist")
            }
            references.append(reference)
        }
        return references
    }

    private func integerText(at start: Int) throws(BinaryPlistError) -> String {
        let size = 1 << Int(bytes[start] & 0x0F)
        switch size {
        case 1, 2, 4:
            guard let value = Self.bigEndian(bytes, at: start + 1, size: size, limit: offsetTable) else { break }
            return String(value)
        case 8:
            guard let value = Self.bigEndian(bytes, at: start + 1, size: 8, limit: offsetTable) else { break }
            return String(value)
        case 16:
            // 128 bits: what Foundation writes for unsigned values above Int64.max.
            guard let high = Self.bigEndian(bytes, at: start + 1, size: 8, limit: offsetTable),
                  let low = Self.bigEndian(bytes, at: start + 9, size: 8, limit: offsetTable)
            else { break }
            if high == 0 { return String(UInt64(bitPattern: Int64(low))) }
            if high == -1, low < 0 { return String(low) }
            throw BinaryPlistError(message: "the integer at offset \(start) does not fit in 64 bits")
        default:
            break
        }
        throw BinaryPlistError(message: "the integer at offset \(start) is malformed")
    }

    private func realText(at start: Int, marker: UInt8) throws(BinaryPlistError) -> String {
        switch marker {
        case 0x22:
            if let bits = Self.bigEndian(bytes, at: start + 1, size: 4, limit: offsetTable) {
                return "\(Float(bitPattern: UInt32(truncatingIfNeeded: bits)))"
            }
        case 0x23:
            if let bits = Self.bigEndian(bytes, at: start + 1, size: 8, limit: offsetTable) {
                return "\(Double(bitPattern: UInt64(truncatingIfNeeded: bits)))"
            }
        default:
            break
        }
        throw BinaryPlistError(message: "the real at offset \(start) is malformed")
    }

    /// A big-endian number of `size` bytes (1...8) at `offset`, read only before `limit`. Eight
    /// bytes come back as their two's-complement `Int`, so callers range-check the result.
    private static func bigEndian(_ bytes: [UInt8], at offset: Int, size: Int, limit: Int? = nil) -> Int? {
        let end = min(limit ?? bytes.count, bytes.count)
        guard size >= 1, size <= 8, offset >= 0, offset <= end - size else { return nil }
        var value: UInt64 = 0
        for position in offset..<(offset + size) {
            value = value << 8 | UInt64(bytes[position])
        }
        return Int(truncatingIfNeeded: value)
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
