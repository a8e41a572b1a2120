/// The JUnit test cases of a result, planned before a byte is written (a suite's `tests` and
/// `failures` come first in the file): which findings belong to which audited subject, and how
/// many cases and failures each area has. Passing key × locale cases stay implicit, a position
/// in `result.audited.keyGroups`: nothing is stored for them.
struct CasePlan {
    /// One test case, built when it is visited.
    struct TestCase {
        var area: Area
        var subject: Subject
        var classname: String
        var file: String?
        var line: Int
        /// Positions in `result.findings`.
        var findings: [Int]
    }

    private struct Standalone {
        var area: Area
        var subject: Subject
        var location: SourceLocation?
        var findings: [Int]
    }

    private let result: AuditResult
    /// Per key group: (key position, findings) in key order, only for keys with findings.
    private let keyFindings: [[(key: Int, findings: [Int])]]
    private let groupClassnames: [String]
    private let subjectCases: [(audited: AuditedSubject, findings: [Int])]
    private let standalone: [Standalone]

    init(_ result: AuditResult) {
        self.result = result
        let index = ReportIndex(result)
        let findings = result.findings
        var keyed: [String: [UTF8Key: [Int]]] = [:]
        var bySubject: [String: [Int]] = [:]
        var areas: [Area] = []
        areas.reserveCapacity(findings.count)
        for (position, finding) in findings.enumerated() {
            let area = index.area(of: finding)
            areas.append(area)
            if let parts = Self.keyParts(finding.subject) {
                keyed[Self.groupID(area, parts.table, parts.locale), default: [:]][UTF8Key(parts.key), default: []].append(position)
            } else {
                bySubject[ReportIndex.subjectKey(area, finding.subject), default: []].append(position)
            }
        }
        var attached = [Bool](repeating: false, count: findings.count)

        var keyFindings: [[(key: Int, findings: [Int])]] = []
        var classnames: [String] = []
        for group in result.audited.keyGroups {
            classnames.append(Self.classname(area: group.area, subject: Subject(table: group.table, locale: group.locale)))
            guard let byKey = keyed[Self.groupID(group.area, group.table, group.locale)] else {
                keyFindings.append([])
                continue
            }
            var found: [(key: Int, findings: [Int])] = []
            if group.isIndexed {
                // Look up the few keys with findings rather than every key of the group.
                for (key, list) in byKey {
                    guard let position = group.position(of: key) else { continue }
                    found.append((position, list))
                    for finding in list { attached[finding] = true }
                }
                found.sort { $0.key < $1.key }
            } else {
                for position in 0..<group.count {
                    guard let list = byKey[UTF8Key(group[position].key)] else { continue }
                    found.append((position, list))
                    for finding in list { attached[finding] = true }
                }
            }
            keyFindings.append(found)
        }

        var subjectCases: [(audited: AuditedSubject, findings: [Int])] = []
        var seen: Set<String> = []
        for audited in result.audited.subjects where seen.insert(ReportIndex.subjectKey(audited.area, audited.subject)).inserted {
            let list: [Int]
            if let parts = Self.keyParts(audited.subject) {
                list = keyed[Self.groupID(audited.area, parts.table, parts.locale)]?[UTF8Key(parts.key)] ?? []
            } else {
                list = bySubject[ReportIndex.subjectKey(audited.area, audited.subject)] ?? []
            }
            for finding in list { attached[finding] = true }
            subjectCases.append((audited, list))
        }

        // Findings about subjects nobody listed as audited get cases of their own, one per subject.
        var standalone: [Standalone] = []
        var standalonePositions: [String: Int] = [:]
        for (position, finding) in findings.enumerated() where !attached[position] {
            let key = ReportIndex.subjectKey(areas[position], finding.subject)
            if let existing = standalonePositions[key] {
                standalone[existing].findings.append(position)
                if standalone[existing].location == nil { standalone[existing].location = finding.location }
            } else {
                standalonePositions[key] = standalone.count
                standalone.append(Standalone(area: areas[position], subject: finding.subject, location: finding.location, findings: [position]))
            }
        }
        self.keyFindings = keyFindings
        self.groupClassnames = classnames
        self.subjectCases = subjectCases
        self.standalone = standalone
    }

    /// The number of cases of an area and how many of them fail.
    func counts(in area: Area) -> (tests: Int, failures: Int) {
        var tests = 0
        var failing = 0
        func fails(_ list: [Int]) -> Bool { list.contains { result.fails(result.findings[$0]) } }
        for (position, group) in result.audited.keyGroups.enumerated() where group.area == area {
            tests += group.count
            failing += keyFindings[position].filter { fails($0.findings) }.count
        }
        for entry in subjectCases where entry.audited.area == area {
            tests += 1
            if fails(entry.findings) { failing += 1 }
        }
        for entry in standalone where entry.area == area {
            tests += 1
            if fails(entry.findings) { failing += 1 }
        }
        return (tests, failing)
    }

    /// The classname every key of a group shares.
    func classname(ofGroup position: Int) -> String { groupClassnames[position] }

    /// The keys of one audited group, by position, with the findings of each (most have none).
    func forEachKey(inGroup position: Int, _ body: (Int, AuditedKeys.Key, [Int]) -> Void) {
        let found = keyFindings[position]
        var next = 0
        let group = result.audited.keyGroups[position]
        for keyPosition in 0..<group.count {
            let key = group[keyPosition]
            if next < found.count && found[next].key == keyPosition {
                body(keyPosition, key, found[next].findings)
                next += 1
            } else {
                body(keyPosition, key, [])
            }
        }
    }

    /// A key of a group as a general test case.
    func testCase(group position: Int, key: AuditedKeys.Key, findings: [Int]) -> TestCase {
        let group = result.audited.keyGroups[position]
        return TestCase(
            area: group.area, subject: Subject(table: group.table, key: key.key, locale: group.locale),
            classname: groupClassnames[position], file: group.file, line: key.line, findings: findings)
    }

    /// The cases of an area that are not audited keys.
    func forEachOtherCase(in area: Area, _ body: (TestCase) -> Void) {
        for entry in subjectCases where entry.audited.area == area {
            let location = entry.audited.location ?? entry.findings.lazy.compactMap { result.findings[$0].location }.first
            body(TestCase(
                area: area, subject: entry.audited.subject, classname: Self.classname(area: area, subject: entry.audited.subject),
                file: location?.file, line: location?.line ?? 0, findings: entry.findings))
        }
        for entry in standalone where entry.area == area {
            body(TestCase(
                area: area, subject: entry.subject, classname: Self.classname(area: area, subject: entry.subject),
                file: entry.location?.file, line: entry.location?.line ?? 0, findings: entry.findings))
        }
    }

    /// Classnames like "localization.de.Localizable".
    static func classname(area: Area, subject: Subject) -> String {
        let parts = [area.rawValue, subject.locale ?? subject.appearance, subject.table ?? subject.component]
        return JUnitReport.collapsed(parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "."))
    }

    /// (table, key, locale) when that is all the subject says: the shape of an audited key.
    private static func keyParts(_ subject: Subject) -> (table: String, key: String, locale: String)? {
        guard let table = subject.table, let key = subject.key, let locale = subject.locale,
              subject.pair == nil, subject.appearance == nil, subject.token == nil, subject.role == nil,
              subject.component == nil, subject.detail == nil else { return nil }
        return (table, key, locale)
    }

    private static func groupID(_ area: Area, _ table: String, _ locale: String) -> String {
        area.rawValue + "\u{1F}" + table + "\u{1F}" + locale
    }
}

/// Test case names unique in the whole file (GitLab drops cases whose names repeat). A name
/// several cases share gets a suffix hashed from the case's area and subject identity, so it
/// does not depend on the order of the cases; a clash with a name already written gets `~n`.
struct NameAllocator {
    /// Hashes of the base names more than one case has. A 64-bit clash would only add a suffix
    /// to a name that did not need one; the output stays unique and deterministic.
    private var shared: Set<UInt64> = []
    /// Names that a generated, suffixed name must not repeat.
    private var taken: Set<String> = []
    /// The hash of each audited key's name, group after group, or 0 when the key's name is not
    /// spelled as is (whitespace to collapse, `#` or `~`): the writer decides from these which
    /// keys it may spell straight into the file, without hashing any key twice.
    private var keyHashes: [UInt64] = []
    private var groupStarts: [Int] = []

    init(plan: CasePlan, audited: AuditedSubjects) {
        var repeats = RepeatFinder(expected: audited.count)
        var taken: Set<String> = []
        var keyHashes: [UInt64] = []
        keyHashes.reserveCapacity(audited.keyGroups.reduce(0) { $0 + $1.count })
        var groupStarts: [Int] = []
        func add(_ base: String) {
            repeats.insert(NameHash.of(base))
            // A plain name that looks like a suffixed one ("k [de] #0a1b2c3d") is reserved.
            if base.utf8.contains(UInt8(ascii: "#")) || base.utf8.contains(UInt8(ascii: "~")) { taken.insert(base) }
        }
        for (position, group) in audited.keyGroups.enumerated() {
            groupStarts.append(keyHashes.count)
            plan.forEachKey(inGroup: position) { _, key, _ in
                if let hash = Self.keyNameHash(key.key, group.locale) {
                    repeats.insert(hash)
                    keyHashes.append(hash)
                } else {
                    add(Self.base(Subject(table: group.table, key: key.key, locale: group.locale)))
                    keyHashes.append(0)
                }
            }
        }
        for area in Area.allCases {
            plan.forEachOtherCase(in: area) { add(Self.base($0.subject)) }
        }
        self.shared = repeats.takeRepeated()
        self.taken = taken
        self.keyHashes = keyHashes
        self.groupStarts = groupStarts
    }

    /// True when the key at `position` of key group `group` is named `key [locale]` as is: clean
    /// and used once. The writer then spells it straight into the file.
    func isPlain(group: Int, position: Int) -> Bool {
        let hash = keyHashes[groupStarts[group] + position]
        return hash != 0 && (shared.isEmpty || !shared.contains(hash))
    }

    /// The hash of "key [locale]" without building it, when that is already its collapsed
    /// form (no leading, trailing, repeated or non-space whitespace, no `#` or `~`); nil otherwise.
    static func keyNameHash(_ key: String, _ locale: String) -> UInt64? {
        var hash = NameHash()
        guard feedClean(key, into: &hash) else { return nil }
        hash.feed(byte: 0x20)
        hash.feed(byte: UInt8(ascii: "["))
        guard feedClean(locale, into: &hash) else { return nil }
        hash.feed(byte: UInt8(ascii: "]"))
        return hash.value
    }

    /// Feeds `text` when it is a clean name part: not empty, single spaces only between words.
    private static func feedClean(_ text: String, into hash: inout NameHash) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var previousSpace = true
            var index = 0
            while index < bytes.count {
                if index + 8 <= bytes.count {
                    // No space, control, `#` or `~` in eight bytes: clean, and none is a space.
                    let word = ByteWord(bytes, at: index)
                    if word.below(0x21) | word.matching(UInt8(ascii: "#")) | word.matching(UInt8(ascii: "~")) == 0 {
                        previousSpace = false
                        index += 8
                        continue
                    }
                }
                let byte = bytes[index]
                let space = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
                if space && (previousSpace || byte != 0x20) { return false }
                if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "~") { return false }
                previousSpace = space
                index += 1
            }
            guard !previousSpace else { return false }
            hash.feed(bytes)
            return true
        }
    }

    mutating func name(for testCase: CasePlan.TestCase) -> String {
        let base = Self.base(testCase.subject)
        guard shared.contains(NameHash.of(base)) else { return base }
        return taken.claim(base + " #" + ReportDigest.hex(ReportIndex.subjectKey(testCase.area, testCase.subject), length: 8), separator: " ~")
    }

    /// The subject's display name with whitespace collapsed (the schema types names as xs:token).
    static func base(_ subject: Subject) -> String {
        var base: String
        if let key = subject.key, !key.isEmpty, let locale = subject.locale, subject.component == nil, subject.pair == nil,
           subject.token == nil, subject.role == nil, subject.appearance == nil, subject.detail == nil {
            // The common case, spelled out: `displayName` builds arrays for every part.
            base = JUnitReport.collapsed(key + " [" + locale + "]")
        } else {
            base = JUnitReport.collapsed(subject.displayName)
        }
        if base.isEmpty { base = JUnitReport.collapsed(subject.identity) }
        if base.isEmpty { base = "(unnamed)" }
        return base
    }

}

/// Finds the values that occur more than once among many 64-bit hashes: they are gathered in
/// an array and radix-sorted, so that repeats sit side by side. A hash table probed at random
/// missed the cache on nearly every insert, and a dictionary of counts took five times the
/// memory for the millions of cases of a large corpus.
struct RepeatFinder {
    private var hashes: [UInt64] = []

    init(expected: Int) {
        hashes.reserveCapacity(expected)
    }

    mutating func insert(_ hash: UInt64) {
        // A few more than expected (cases of findings on no audited subject) must not double
        // a list of one hash per audited key.
        if hashes.count == hashes.capacity { hashes.reserveCapacity(hashes.count + hashes.count / 8 + 16) }
        hashes.append(hash)
    }

    /// The hashes inserted more than once. Sorts the list in place and empties it: a sorted
    /// copy beside it was a third of the JUnit writer's memory.
    mutating func takeRepeated() -> Set<UInt64> {
        var sorted: [UInt64] = []
        swap(&sorted, &hashes)
        Self.radixSort(&sorted)
        var repeated: Set<UInt64> = []
        for index in sorted.indices.dropFirst() where sorted[index] == sorted[index - 1] {
            repeated.insert(sorted[index])
        }
        return repeated
    }

    /// Least significant byte first, eight stable counting passes; a pass whose byte is the
    /// same in every value is skipped.
    static func radixSort(_ values: inout [UInt64]) {
        guard values.count > 1 else { return }
        var scratch = [UInt64](repeating: 0, count: values.count)
        for shift in stride(from: UInt64(0), to: 64, by: 8) {
            var counts = [Int](repeating: 0, count: 256)
            for value in values { counts[Int(truncatingIfNeeded: value >> shift) & 0xFF] += 1 }
            if counts.contains(values.count) { continue }
            var offset = 0
            for bucket in 0..<256 {
                let count = counts[bucket]
                counts[bucket] = offset
                offset += count
            }
            values.withUnsafeBufferPointer { source in
                scratch.withUnsafeMutableBufferPointer { target in
                    for value in source {
                        let bucket = Int(truncatingIfNeeded: value >> shift) & 0xFF
                        target[counts[bucket]] = value
                        counts[bucket] += 1
                    }
                }
            }
            swap(&values, &scratch)
        }
    }
}
