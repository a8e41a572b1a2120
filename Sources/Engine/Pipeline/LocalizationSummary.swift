import LubaAuditModel
import LubaAuditColor
import LubaAuditICU
import LubaAuditSwiftSource
import LubaAuditStringTables
import LubaAuditConfig
import LubaAuditPlatform
import LubaAuditTheme
import LubaAuditDesignSystem
import LubaAuditResult
import LubaAuditRuleContext
import LubaAuditLocalizationRules
import LubaAuditAccessibilityRules
import LubaAuditRules
/// The keys × locales view the reports show: which subjects were audited and each cell's state.
package enum LocalizationSummary {
    /// Every (table, key) the source has or the registry declares, across every locale.
    package static func rows(_ context: AuditContext) -> [(table: String, key: String, source: String?)] {
        var rows: [(String, String, String?)] = []
        for group in context.catalog.groups {
            let source = group[context.sourceLocale]
            var seen = Set<String>()
            for key in source?.orderedKeys ?? [] where seen.insert(key).inserted {
                rows.append((group.name, key, source?.strings[key]?.value ?? source?.plurals[key]?.formatKey))
            }
            if group.name == context.config.registryTable {
                for call in context.registry?.calls ?? [] where seen.insert(call.key).inserted {
                    rows.append((group.name, call.key, call.fallback))
                }
            }
        }
        return rows
    }

    /// Every key of every locale's tables, grouped by the file it was read from: the strings
    /// entries of a table first, then the plural keys the strings do not hold, each in file order.
    package static func auditedKeys(_ context: AuditContext) -> [AuditedKeys] {
        var groups: [AuditedKeys] = []
        func add(_ table: String, _ locale: String, _ key: String, _ location: SourceLocation) {
            if groups.last?.file != location.file || groups.last?.table != table || groups.last?.locale != locale {
                groups.append(AuditedKeys(table: table, locale: locale, file: location.file))
            }
            groups[groups.count - 1].append(AuditedKeys.Key(key: key, line: location.line, column: location.column))
        }
        for group in context.catalog.groups {
            for locale in context.catalog.locales {
                guard let table = group[locale] else { continue }
                let entries = table.strings.entries
                // One file (the usual case): the group shares the table's entries.
                if let file = entries.first?.file, entries.allSatisfy({ $0.file == file }) {
                    groups.append(AuditedKeys(table: group.name, locale: locale, file: file, keyed: table.strings))
                } else {
                    for entry in entries { add(group.name, locale, entry.key, entry.location) }
                }
                for entry in table.plurals.entries where table.strings.position(of: entry.key) == nil {
                    add(group.name, locale, entry.key, entry.location)
                }
            }
        }
        return groups
    }

    /// The cells before any finding: which locales have each key. It needs no findings, so the
    /// auditor works it out on a core beside the rules.
    package struct Presence: Sendable {
        package let rows: [(table: String, key: String, source: String?)]
        package let locales: [String]
        package let cells: [[CellState]]
        package let rowsByTable: [String: [String: Int]]
        /// Per locale, worked out from the tables alone (never from findings, which fold).
        package let completion: [LocalizationMatrix.Completion]
    }

    package static func presence(_ context: AuditContext) -> Presence? {
        let rows = rows(context)
        guard !rows.isEmpty else { return nil }
        let locales = context.catalog.locales.filter { !LocaleFallback.isBase($0) }

        var cells = [[CellState]](repeating: [], count: rows.count)
        var rowsByTable: [String: [String: Int]] = [:]
        // Rows of tables only the source has: no translation is expected to hold them
        // (`l10n.missing-table` says so once), so completion does not count them.
        var uncounted = [Bool](repeating: false, count: rows.count)
        let bundles = LocalesByBundle(context.catalog)
        var start = 0
        while start < rows.count {
            let name = rows[start].table
            var end = start
            var rowOfKey: [String: Int] = [:]
            while end < rows.count && rows[end].table == name {
                rowOfKey[rows[end].key] = end
                end += 1
            }
            let group = context.catalog.group(named: name)
            let sourceOnly = group.map { ExpectedTables.isSourceOnly($0, context, bundles: bundles) } ?? false
            // Without the key, a cell is still ok where the runtime falls back for the whole
            // column (or where no translation has the table: it stays in the source on
            // purpose); a locale without the whole table misses every key of it (the one
            // `l10n.missing-table` finding says so).
            let initial = locales.map { locale -> CellState in
                sourceOnly || ExpectedTables.fallsBack(locale, for: group, sourceLocale: context.sourceLocale, locales: context.catalog.locales)
                    ? .ok : .missing
            }
            for row in start..<end {
                cells[row] = initial
                uncounted[row] = sourceOnly
            }
            // A regional variant (`es-MX`) shows its parent's (`es`) value where it has none:
            // the parent's keys are ok for it before its own table is read.
            for (column, locale) in locales.enumerated() where locale != context.sourceLocale {
                guard let group, let parent = ExpectedTables.parentTable(locale, for: group, locales: context.catalog.locales) else { continue }
                for key in parent.table.orderedKeys {
                    if let row = rowOfKey[key] { cells[row][column] = .ok }
                }
            }
            let source = group?[context.sourceLocale]
            // Rows open with the source's strings keys, in entry order, each once.
            let sourceStrings = source?.strings.entries.count ?? 0
            for (column, locale) in locales.enumerated() {
                guard let table = group?[locale] else { continue }
                if locale == context.sourceLocale {
                    for row in start..<(start + (source?.orderedKeys.count ?? 0)) { cells[row][column] = .ok }
                    continue
                }
                guard let pairs = context.pairTable(name, locale: locale) else {
                    for key in table.orderedKeys {
                        if let row = rowOfKey[key] { cells[row][column] = .ok }
                    }
                    continue
                }
                // The pairs already matched this locale's strings to the source's: no hashing.
                for (index, position) in pairs.positions.enumerated() {
                    cells[start + Int(position.source)][column] = pairs.shape(index).isBlank ? .empty : .ok
                }
                if let table = context.pairTablePosition(name, locale: locale) {
                    for identical in context.identicalValues[table].found {
                        cells[start + Int(pairs.positions[identical.index].source)][column] = .identical
                    }
                }
                for entry in table.plurals.entries {
                    if let row = rowOfKey[entry.key] { cells[row][column] = .ok }
                }
                for row in (start + sourceStrings)..<end where table.contains(rows[row].key) { cells[row][column] = .ok }
                for identical in context.identicalPlurals[name + "\u{1F}" + locale]?.found ?? [] {
                    if let row = rowOfKey[identical.key] { cells[row][column] = .identical }
                }
            }
            rowsByTable[name] = rowOfKey
            start = end
        }

        let counted = uncounted.filter { !$0 }.count
        var completion = locales.map { locale in
            LocalizationMatrix.Completion(expected: locale == context.sourceLocale ? rows.count : counted)
        }
        for (position, row) in cells.enumerated() {
            for (column, state) in row.enumerated() {
                if uncounted[position] && locales[column] != context.sourceLocale { continue }
                switch state {
                case .ok: completion[column].translated &+= 1
                case .missing: completion[column].missing &+= 1
                case .empty: completion[column].empty &+= 1
                case .identical: completion[column].identical &+= 1
                case .error, .warning: completion[column].translated &+= 1
                }
            }
        }
        return Presence(rows: rows, locales: locales, cells: cells, rowsByTable: rowsByTable, completion: completion)
    }

    /// The rules whose findings are a cell's state (missing, empty, identical), as their
    /// descriptions say; every other finding marks its cell by its severity.
    package static let translationStates: [String: TranslationState] = {
        var states: [String: TranslationState] = [:]
        for rule in RuleCatalog.descriptions {
            if let state = rule.translationState { states[rule.id] = state }
        }
        return states
    }()

    /// The presence cells with the worst state a finding gives each cell. Which finding comes
    /// first does not matter: a flagged cell ends with the worst of its findings' states.
    package static func matrix(_ presence: Presence?, findings: [Finding]) -> LocalizationMatrix? {
        guard let presence else { return nil }
        let (rows, locales, rowsByTable) = (presence.rows, presence.locales, presence.rowsByTable)
        var cells = presence.cells
        var localeColumn: [String: Int] = [:]
        for (column, locale) in locales.enumerated() { localeColumn[locale] = column }
        // The first finding on a cell replaces its presence state; later ones keep the worst.
        var flagged = Set<Int>()
        // By position, reading only the fields it needs: a copy of each finding (a dozen
        // strings and arrays) was most of this serial step.
        for position in findings.indices {
            guard let key = findings[position].subject.key, let locale = findings[position].subject.locale,
                  let column = localeColumn[locale], let row = rowsByTable[findings[position].subject.table ?? ""]?[key] else { continue }
            let state: CellState
            let severity = findings[position].severity
            switch translationStates[findings[position].ruleID] {
            case .missing: state = .missing
            case .empty: state = .empty
            case .identical: state = .identical
            case nil: state = severity == .error ? .error : (severity == .warning ? .warning : .ok)
            }
            guard state != .ok else { continue }
            if flagged.insert(row * locales.count + column).inserted || rank(state) > rank(cells[row][column]) {
                cells[row][column] = state
            }
        }
        let matrixRows = rows.indices.map { position in
            LocalizationMatrix.Row(table: rows[position].table, key: rows[position].key, source: rows[position].source, cells: cells[position])
        }
        var completion: [String: LocalizationMatrix.Completion] = [:]
        for (column, locale) in locales.enumerated() { completion[locale] = presence.completion[column] }
        return LocalizationMatrix(locales: locales, rows: matrixRows, completionByLocale: completion)
    }

    package static func rank(_ state: CellState) -> Int {
        switch state {
        case .ok: return 0
        case .warning: return 1
        case .identical: return 2
        case .empty: return 3
        case .error: return 4
        case .missing: return 5
        }
    }
}
