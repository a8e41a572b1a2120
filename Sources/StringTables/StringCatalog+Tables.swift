import LubaAuditModel
import LubaAuditICU
/// Flattening a String Catalog into the per-locale tables every rule reads, so a catalog is
/// checked by the same rules as `.strings` and `.stringsdict` files.
extension StringCatalog {
    /// Every locale the catalog mentions: the source language first, then the others sorted.
    public var locales: [String] {
        var others = Set<String>()
        for entry in entries {
            for localization in entry.localizations { others.insert(localization.locale) }
        }
        var result: [String] = []
        if let sourceLanguage {
            result.append(sourceLanguage)
            others.remove(sourceLanguage)
        }
        return result + others.sorted()
    }

    /// One strings table and one plural table per locale, in `locales` order.
    ///
    /// - A plain string unit becomes a `StringsEntry` (its state kept).
    /// - Plural variations become a `PluralEntry` with one synthesized variable (named after
    ///   the key) and the format key `%#@name@`; its value type is the first integer specifier
    ///   in the branches (the argument the plural is chosen by).
    /// - Substitutions become variables of a `PluralEntry` whose format key is the string
    ///   unit's value; their cases keep `%arg` as written, with `argNum` and `formatSpecifier`
    ///   on the variable, so `PluralArguments` resolves what `%arg` reads in one place.
    /// - Device variations are read through the `other` device (else the first one written):
    ///   what every device without a branch of its own shows. The other devices' branches are
    ///   in `deviceTables(name:)`.
    /// - A source-language key with no (or an empty) source localization reads as its own
    ///   value, as at run time.
    /// - `shouldTranslate: false` keys are kept with `shouldTranslate == false`, keys whose
    ///   `extractionState` is `stale` with `isStale`.
    ///
    /// The catalog's diagnostics and byte count go on the first strings table only, so that
    /// summing over tables counts each once.
    public func tables(name: String) -> (strings: [StringsTable], plurals: [PluralTable]) {
        var locales = self.locales
        if locales.isEmpty { locales = [sourceLanguage ?? ""] }
        var position: [String: Int] = [:]
        for (index, locale) in locales.enumerated() { position[locale] = index }
        var strings = locales.enumerated().map { index, locale in
            StringsTable(
                path: path, locale: locale, name: name, format: .xcstrings,
                diagnostics: index == 0 ? diagnostics : [], byteCount: index == 0 ? byteCount : 0)
        }
        var plurals = locales.map { PluralTable(path: path, locale: $0, name: name, format: .xcstrings) }
        let sourceIndex = sourceLanguage.flatMap { position[$0] }
        for entry in entries {
            var hasSource = false
            for localization in entry.localizations {
                guard let index = position[localization.locale] else { continue }
                switch Self.flatten(entry, localization) {
                case .strings(let item): strings[index].entries.append(item)
                case .plural(let item): plurals[index].entries.append(item)
                case nil: continue
                }
                if index == sourceIndex { hasSource = true }
            }
            if let sourceIndex, !hasSource {
                strings[sourceIndex].entries.append(StringsEntry(
                    key: entry.key, value: entry.key, location: entry.location, valueLocation: entry.location,
                    comment: entry.comment, state: nil, shouldTranslate: entry.shouldTranslate, isStale: entry.isStale))
            }
        }
        return (strings, plurals)
    }

    /// The devices' own branches: for every localization that varies by device, each branch
    /// but the one `tables(name:)` reads, flattened the same way. One strings and one plural
    /// table per device and locale that has such a branch, devices in name order, locales in
    /// `locales` order. An entry's key location is its branch's (`"iphone"`) and its value's the
    /// branch's value; the localization's substitutions serve every branch, as at run time.
    public func deviceTables(name: String) -> (strings: [StringsTable], plurals: [PluralTable]) {
        // One key may name 100,000 devices: each branch is flattened once into a flat list,
        // tagged with its device's number and its locale's rank, and the tables are cut from
        // that list after one sort of integers (no table is copied, no string built per branch).
        var rank: [String: Int32] = [:]
        for (index, locale) in locales.enumerated() { rank[locale] = Int32(index) }
        var deviceNumber: [String: Int32] = [:]
        var deviceNames: [String] = []
        var strings = DeviceBranches<StringsEntry>()
        var plurals = DeviceBranches<PluralEntry>()
        for entry in entries {
            for localization in entry.localizations {
                guard let device = localization.variations?.device, device.count > 1,
                      localization.variations?.plural.isEmpty ?? true else { continue }
                let localeRank = rank[localization.locale] ?? Int32.max
                let chosen = Self.chosenDevice(device)
                // Room for this localization's devices at once, not by doubling as they come.
                deviceNumber.reserveCapacity(device.count)
                for variant in device where variant.name != chosen.name {
                    let number: Int32
                    if let known = deviceNumber[variant.name] {
                        number = known
                    } else {
                        number = Int32(deviceNames.count)
                        deviceNumber[variant.name] = number
                        deviceNames.append(variant.name)
                    }
                    switch Self.flatten(entry, localization, branch: .device(variant)) {
                    case .strings(let item): strings.append(item, device: number, locale: localization.locale, rank: localeRank)
                    case .plural(let item): plurals.append(item, device: number, locale: localization.locale, rank: localeRank)
                    case nil: continue
                    }
                }
            }
        }
        // Devices by name: a device's number becomes its place in that order.
        var place = [Int32](repeating: 0, count: deviceNames.count)
        for (position, number) in deviceNames.indices.sorted(by: { deviceNames[$0] < deviceNames[$1] }).enumerated() {
            place[number] = Int32(position)
        }
        let stringsTables = strings.tables(devicePlace: place) { device, locale, entries in
            StringsTable(path: path, locale: locale, name: name, format: .xcstrings, entries: entries, device: deviceNames[Int(device)])
        }
        let pluralTables = plurals.tables(devicePlace: place) { device, locale, entries in
            PluralTable(path: path, locale: locale, name: name, format: .xcstrings, entries: entries, device: deviceNames[Int(device)])
        }
        return (stringsTables, pluralTables)
    }

    /// Locale → translation state → number of keys, the way Xcode's progress counts: a key
    /// with several string units (plural cases, substitutions) counts once, in its least
    /// finished state (`new`, then `needs_review`, then `stale`, `translated` only when every
    /// unit is). A state Xcode does not write is counted under its own name, a key whose units
    /// carry no state under "none". Keys marked "Don't translate" and keys without a
    /// localization in a locale are not counted; every locale of `locales` is present.
    public var stateCounts: [String: [String: Int]] {
        var counts: [String: [String: Int]] = [:]
        for locale in locales { counts[locale] = [:] }
        for entry in entries where entry.shouldTranslate {
            for localization in entry.localizations {
                // Folded unit by unit: a localization may hold 100,000 variations, and a list
                // of their units (or of their states) was built here for each.
                var fold = StateFold()
                localization.forEachStringUnit { fold.add($0.state) }
                counts[localization.locale, default: [:]][fold.combined ?? "none", default: 0] &+= 1
            }
        }
        return counts
    }

    // MARK: - Flattening one localization

    private enum FlatEntry {
        case strings(StringsEntry)
        case plural(PluralEntry)
    }

    /// Which branch of a localization to flatten.
    private enum Branch {
        /// What every device without a branch of its own shows: the `other` device when the
        /// localization varies by device, else the localization itself.
        case shared
        /// One device's own branch.
        case device(CatalogVariant)
    }

    /// The device branch that stands for every device without one: `other`, else the first written.
    package static func chosenDevice(_ device: [CatalogVariant]) -> CatalogVariant {
        device.first { $0.name == "other" } ?? device[0]
    }

    private static func flatten(_ entry: CatalogEntry, _ localization: CatalogLocalization, branch: Branch = .shared) -> FlatEntry? {
        var unit = localization.stringUnit
        var variations = localization.variations
        // Where findings about the key point: the key for the shared value, the branch's own
        // name for a device's (the line a translator edits).
        var keyLocation = entry.location
        var wholeLocation = localization.location
        switch branch {
        case .shared:
            if let device = variations?.device, !device.isEmpty, variations?.plural.isEmpty ?? true {
                let chosen = chosenDevice(device)
                unit = chosen.stringUnit ?? unit
                variations = chosen.variations
            }
        case .device(let variant):
            unit = variant.stringUnit
            variations = variant.variations
            keyLocation = variant.location
            wholeLocation = variant.location
        }
        let plural = variations?.plural ?? []
        if plural.isEmpty, localization.substitutions.isEmpty {
            guard let unit else { return nil }
            return .strings(StringsEntry(
                key: entry.key, value: unit.value, location: keyLocation, valueLocation: unit.valueLocation,
                comment: entry.comment, state: unit.state, shouldTranslate: entry.shouldTranslate, isStale: entry.isStale))
        }
        if plural.isEmpty, unit == nil, case .device = branch { return nil }
        // The units this branch is made of: its own and its plural cases, and the substitutions
        // every branch shares; another device's units are that device's. Gathered only here:
        // a plain value (most branches) needs no list.
        var units = unit.map { [$0] } ?? []
        units += plural.compactMap(\.stringUnit)
        units += localization.substitutions.flatMap { $0.plural.compactMap(\.stringUnit) }

        var pluralVariables: [PluralVariable] = []
        let formatKey: String
        let formatLocation: SourceLocation
        if !plural.isEmpty {
            let taken = Set(localization.substitutions.map(\.name))
            var name = variableName(for: entry.key)
            while taken.contains(name) { name += "_plural" }
            let branches = plural.compactMap { variant in
                variant.stringUnit.map {
                    PluralBranch(category: variant.name, value: $0.value, location: $0.valueLocation)
                }
            }
            pluralVariables.append(PluralVariable(
                name: name, specType: "NSStringPluralRuleType", valueType: selectingValueType(branches),
                branches: branches, location: variations?.location ?? wholeLocation, isWholeValue: true))
            formatKey = "%#@\(name)@"
            formatLocation = wholeLocation
        } else {
            formatKey = unit?.value ?? ""
            formatLocation = unit?.valueLocation ?? wholeLocation
        }
        for substitution in localization.substitutions {
            let branches = substitution.plural.compactMap { variant in
                variant.stringUnit.map {
                    PluralBranch(category: variant.name, value: $0.value, location: $0.valueLocation)
                }
            }
            pluralVariables.append(PluralVariable(
                name: substitution.name, specType: "NSStringPluralRuleType", valueType: substitution.formatSpecifier,
                branches: branches, location: substitution.location,
                argumentNumber: substitution.argNum, argumentSpecifier: substitution.formatSpecifier))
        }
        return .plural(PluralEntry(
            key: entry.key, formatKey: formatKey, formatLocation: formatLocation, variables: pluralVariables,
            location: keyLocation, comment: entry.comment,
            state: combinedState(units.map(\.state)), shouldTranslate: entry.shouldTranslate, isStale: entry.isStale))
    }

    /// A `%#@…@` variable name made from the key: ASCII letters, digits and `_`, other runs
    /// folded to one `_`, at most 64 characters; "value" when nothing is left.
    package static func variableName(for key: String) -> String {
        var name = ""
        var pendingUnderscore = false
        for byte in key.utf8 {
            let isWord = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
                || (0x61...0x7A).contains(byte) || byte == 0x5F
            if isWord {
                if pendingUnderscore, !name.isEmpty { name.append("_") }
                pendingUnderscore = false
                name.unicodeScalars.append(Unicode.Scalar(byte))
                if name.utf8.count >= 64 { break }
            } else {
                pendingUnderscore = true
            }
        }
        return name.isEmpty ? "value" : name
    }

    /// The value type (`lld`, `d`) of the argument a plural variation is chosen by: the first
    /// integer conversion in the `other` branch (else any branch), else the first conversion.
    package static func selectingValueType(_ branches: [PluralBranch]) -> String? {
        // `other` first, then the rest in order; read only until an integer conversion turns
        // up (a hostile plural has 100,000 cases, and `other` usually answers).
        var first: String?
        for pass in 0..<2 {
            for branch in branches where (branch.category == "other") == (pass == 0) {
                for conversion in conversions(in: branch.value) {
                    if conversion.utf8.last.map(integerConversions.contains) ?? false { return conversion }
                    if first == nil { first = conversion }
                }
            }
        }
        return first
    }

    /// Made once, not on every call: a hostile catalog asks 100,000 plural branches.
    private static let integerConversions = Set("diouxXc".utf8)
    private static let lengthModifiers = Set("hlqLzjt".utf8)
    private static let conversionCharacters = Set("diouxXeEfFgGaAcCsSp@".utf8)

    /// The conversions of a printf-style string without `%`, position, flags and width:
    /// `"%1$lld of %@"` → `["lld", "@"]`. `%%` and `%#@var@` references are skipped.
    package static func conversions(in text: String) -> [String] {
        let bytes = Array(text.utf8)
        var result: [String] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: "%") {
                index += 1
                continue
            }
            // Position `12$`, flags, width, precision.
            var scan = index
            while scan < bytes.count, (0x30...0x39).contains(bytes[scan]) { scan += 1 }
            if scan < bytes.count, scan > index, bytes[scan] == UInt8(ascii: "$") { index = scan + 1 }
            var hash = false
            while index < bytes.count, "-+ #0'".utf8.contains(bytes[index]) {
                if bytes[index] == UInt8(ascii: "#") { hash = true }
                index += 1
            }
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) || bytes[index] == UInt8(ascii: "*")
                || bytes[index] == UInt8(ascii: ".") {
                index += 1
            }
            let lengthStart = index
            while index < bytes.count, lengthModifiers.contains(bytes[index]) { index += 1 }
            guard index < bytes.count, conversionCharacters.contains(bytes[index]) else { continue }
            if hash, bytes[index] == UInt8(ascii: "@") {
                // `%#@name@`: skip the variable name.
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "@") { index += 1 }
                index += 1
                continue
            }
            result.append(String(decoding: bytes[lengthStart...index], as: UTF8.self))
            index += 1
        }
        return result
    }

    /// The least finished of several units' states: `new`, then `needs_review`, then `stale`;
    /// `translated` only when every unit is; otherwise the first other state written (or nil).
    package static func combinedState(_ states: [String?]) -> String? {
        var fold = StateFold()
        for state in states { fold.add(state) }
        return fold.combined
    }
}

/// `StringCatalog.combinedState` worked out one state at a time, without a list of them.
private struct StateFold {
    private var hasNew = false
    private var hasNeedsReview = false
    private var hasStale = false
    private var count = 0
    private var allTranslated = true
    private var firstOther: String?

    mutating func add(_ state: String?) {
        count += 1
        switch state {
        case "translated": return
        case "new": hasNew = true
        case "needs_review": hasNeedsReview = true
        case "stale": hasStale = true
        default: break
        }
        allTranslated = false
        if firstOther == nil { firstOther = state }
    }

    var combined: String? {
        if hasNew { return "new" }
        if hasNeedsReview { return "needs_review" }
        if hasStale { return "stale" }
        if count > 0 && allTranslated { return "translated" }
        return firstOther
    }
}

/// Every device branch of one kind (plain values or plurals), flattened, each with its
/// device's number and its locale; `tables` cuts them into one table per device and locale.
/// The strings and the plural tables are built the same way; this is that way, once.
private struct DeviceBranches<Entry> {
    private var entries: [Entry] = []
    private var devices: [Int32] = []
    private var ranks: [Int32] = []
    private var locales: [String] = []

    mutating func append(_ entry: Entry, device: Int32, locale: String, rank: Int32) {
        entries.append(entry)
        devices.append(device)
        ranks.append(rank)
        locales.append(locale)
    }

    /// One table per device and locale, by the device's place (`devicePlace[device]`), then
    /// the locale's rank; the entries of each in the order they were appended.
    func tables<Table>(devicePlace: [Int32], make: (_ device: Int32, _ locale: String, _ entries: [Entry]) -> Table) -> [Table] {
        // The position breaks ties: the order is the same on every run and platform.
        let order = entries.indices.sorted { a, b in
            let x = (devicePlace[Int(devices[a])], ranks[a], a)
            let y = (devicePlace[Int(devices[b])], ranks[b], b)
            return x < y
        }
        var tables: [Table] = []
        var start = 0
        while start < order.count {
            let first = order[start]
            var end = start + 1
            while end < order.count, devices[order[end]] == devices[first], ranks[order[end]] == ranks[first] { end += 1 }
            var list: [Entry] = []
            list.reserveCapacity(end - start)
            for position in order[start..<end] { list.append(entries[position]) }
            tables.append(make(devices[first], locales[first], list))
            start = end
        }
        return tables
    }
}

extension CatalogLocalization {
    /// Every string unit of the localization: its own, its variations' (nested ones included)
    /// and its substitutions'.
    public var allStringUnits: [CatalogStringUnit] {
        var units: [CatalogStringUnit] = []
        forEachStringUnit { units.append($0) }
        return units
    }

    /// Calls `body` with every string unit, in `allStringUnits` order, without gathering them
    /// (nor joining a variation's plural and device cases into one more list).
    package func forEachStringUnit(_ body: (CatalogStringUnit) -> Void) {
        if let stringUnit { body(stringUnit) }
        var pending: [CatalogVariations] = []
        if let variations { pending.append(variations) }
        for substitution in substitutions {
            if let nested = substitution.variations { pending.append(nested) }
        }
        while let next = pending.popLast() {
            for cases in [next.plural, next.device] {
                for variant in cases {
                    if let unit = variant.stringUnit { body(unit) }
                    if let nested = variant.variations { pending.append(nested) }
                }
            }
        }
    }
}
