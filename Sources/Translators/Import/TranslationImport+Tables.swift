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
import LubaAuditEngine
import LubaAuditReports
/// How units find their entries and how the tables they would make are built and checked.
extension TranslationImport {
    package static func sourceTable(_ context: AuditContext, _ name: String) -> LocaleTable? {
        context.catalog.group(named: name)?[context.sourceLocale]
    }

    /// The key and part a unit names, or nil when the source has no such unit.
    package static func address(_ unit: TranslationUnit, target: ImportTarget, context: AuditContext) -> (String, UnitPart)? {
        guard let source = sourceTable(context, target.name) else { return nil }
        switch target.format {
        case .strings:
            for key in [unit.id, unit.key].compactMap({ $0 }) where !key.isEmpty && source.strings[key] != nil {
                return (key, .value)
            }
            return nil
        case .stringsdict:
            guard let (key, part) = UnitAddress.stringsDict(unit.id, keys: source.plurals.entries.map(\.key)),
                  let entry = source.plurals[key] else { return nil }
            if case .branch(let variable, _) = part, !entry.variables.contains(where: { $0.name == variable }) { return nil }
            return (key, part)
        case .xcstrings:
            guard let (key, part) = UnitAddress.stringCatalog(unit.id) else { return nil }
            let plural = source.plurals[key]
            switch part {
            case .value:
                if let plural { return PluralUnits.synthesizedVariable(plural) == nil ? (key, .format) : nil }
                return source.strings[key] != nil ? (key, .value) : nil
            case .catalogPlural:
                return plural.flatMap(PluralUnits.synthesizedVariable) != nil ? (key, part) : nil
            case .substitution(let name, _):
                return plural?.variables.contains { $0.name == name } == true ? (key, part) : nil
            case .format, .branch:
                return nil
            }
        }
    }

    package static func text(_ key: String, _ part: UnitPart, in table: LocaleTable?) -> String? {
        guard let table else { return nil }
        func branch(_ variable: String?, _ category: String) -> String? {
            guard let entry = table.plurals[key], let variable else { return nil }
            return entry.variables.first { $0.name == variable }?.branches.first { $0.category == category }?.value
        }
        switch part {
        case .value: return table.strings[key]?.value
        case .format: return table.plurals[key]?.formatKey
        case .branch(let variable, let category): return branch(variable, category)
        case .catalogPlural(let category): return branch(table.plurals[key].flatMap(PluralUnits.synthesizedVariable), category)
        case .substitution(let name, let category): return branch(name, category)
        }
    }

    package static func sourceText(_ key: String, _ part: UnitPart, context: AuditContext, table: String) -> String? {
        text(key, part, in: sourceTable(context, table))
    }

    package static func currentText(_ key: String, _ part: UnitPart, context: AuditContext, table: String, locale: String) -> String? {
        text(key, part, in: context.catalog.group(named: table)?[locale])
    }

    /// The first tag (`<script>`, `</b>`) of `text` that `source` does not have: a translation
    /// is untrusted, and markup it adds could run wherever the string is shown as HTML.
    package static func addedMarkup(_ text: String, source: String) -> String? {
        func tags(_ value: String) -> [String] {
            var found: [String] = []
            let scalars = Array(value.unicodeScalars)
            var index = 0
            while index < scalars.count {
                defer { index += 1 }
                guard scalars[index] == "<" else { continue }
                var at = index + 1
                if at < scalars.count && scalars[at] == "/" { at += 1 }
                var name = ""
                while at < scalars.count, scalars[at].properties.isAlphabetic || ("0"..."9").contains(scalars[at]) {
                    name.unicodeScalars.append(scalars[at])
                    at += 1
                }
                if let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic { found.append(name.lowercased()) }
            }
            return found
        }
        let allowed = Set(tags(source))
        return tags(text).first { !allowed.contains($0) }.map { "<\($0)>" }
    }

    package static func csvTarget(
        _ unit: TranslationUnit, context: AuditContext, files: [TableFile], locale: String, paths: PathBase, roots: [String]
    ) throws(ImportInputError) -> ImportTarget {
        let name = unit.table ?? ""
        if name.isEmpty || name.contains("/") || name.contains("\\") || name.hasPrefix(".") || name.unicodeScalars.contains(where: { $0.value < 0x20 }) {
            throw ImportInputError(
                "table \"\(TextReport.singleLine(name))\" is not a table name (the table column names one, such as Localizable): refused",
                at: unit.location)
        }
        let candidates = files.filter { $0.name == name && ($0.format == .xcstrings || $0.locale == context.sourceLocale) }
        guard !candidates.isEmpty else {
            throw ImportInputError("table \"\(TextReport.singleLine(name))\" is not a table of the audited folder", at: unit.location)
        }
        let wanted: TableFormat
        if UnitAddress.stringsDict(unit.id, keys: [unit.key ?? ""]) != nil || (unit.id.hasPrefix("/") && unit.id.hasSuffix(":dict/:string")) {
            wanted = .stringsdict
        } else if unit.id.contains("|==|") || !candidates.contains(where: { $0.format == .strings }) {
            wanted = .xcstrings
        } else {
            let key = unit.key ?? unit.id
            let inCatalog = candidates.contains { file in
                file.format == .xcstrings && context.catalog.stringsTables.contains { $0.path == file.displayPath && $0.locale == context.sourceLocale && $0.entries.contains { $0.key == key } }
            }
            wanted = inCatalog ? .xcstrings : .strings
        }
        guard let source = candidates.first(where: { $0.format == wanted }) ?? candidates.first else {
            throw ImportInputError("table \"\(name)\" is not a table of the audited folder", at: unit.location)
        }
        return try ImportTarget.target(for: source, locale: locale, sourceLocale: context.sourceLocale, paths: paths, roots: roots, at: unit.location)
    }

    package struct Built {
        package var changes: [FileChange] = []
        package var strings: [String: [StringsTable]] = [:]
        package var plurals: [String: [PluralTable]] = [:]
        package var refused: [Refusal] = []
    }

    /// Every changed table's new bytes, and the tables as the audit's readers read them back.
    package static func build(_ accepted: [Placed], context: AuditContext, locale: String) throws -> Built {
        var built = Built()
        let byFile = Dictionary(grouping: accepted, by: \.target.path)
        for path in byFile.keys.sorted() {
            let units = byFile[path]!
            let target = units[0].target
            var existed = true
            var before: [UInt8] = []
            switch FileBytes.read(path, limit: CatalogLoader.maximumFileSize) {
            case .success(let read): before = read
            case .failure(.tooLarge(let size)):
                throw AuditInputError(path: target.displayPath, reason: "file is too large to import into (\(size >> 20) MB)")
            case .failure(.unreadable):
                existed = false
            }
            let after: [UInt8]
            do {
                after = try edit(before, target: target, units: units, context: context, locale: locale)
            } catch {
                for unit in units {
                    built.refused.append(Refusal(
                        location: unit.unit.location, ruleID: ImportTable.info.id,
                        message: "\(target.displayPath) cannot be written: \(error.reason)", fix: nil))
                }
                continue
            }
            built.changes.append(FileChange(path: path, displayPath: target.displayPath, before: before, after: after, existed: existed))
            switch target.format {
            case .strings:
                built.strings[target.displayPath] = [StringsReader.read(after, path: target.displayPath, locale: locale, name: target.name)]
            case .stringsdict:
                built.plurals[target.displayPath] = [StringsDictReader.read(after, path: target.displayPath, locale: locale, name: target.name)]
            case .xcstrings:
                let read = StringCatalogReader.read(after, path: target.displayPath)
                let tables = read.tables(name: target.name)
                let devices = read.deviceTables(name: target.name)
                built.strings[target.displayPath] = tables.strings + devices.strings
                built.plurals[target.displayPath] = tables.plurals + devices.plurals
            }
        }
        return built
    }

    package struct EditRefusal: Error {
        package var reason: String
    }

    package static func edit(_ before: [UInt8], target: ImportTarget, units: [Placed], context: AuditContext, locale: String) throws(EditRefusal) -> [UInt8] {
        let source = context.catalog
        switch target.format {
        case .strings:
            var values: [String: String] = [:]
            for unit in units { values[unit.key] = unit.text }
            let order = source.stringsTables.first { $0.path == target.source.displayPath }?.entries ?? []
            do {
                return try StringsTableEditor.edit(before, path: target.displayPath, values: values, sourceOrder: order)
            } catch {
                throw EditRefusal(reason: error.reason)
            }
        case .stringsdict:
            var changes: [String: PluralChange] = [:]
            for unit in units {
                var change = changes[unit.key] ?? PluralChange()
                switch unit.part {
                case .format: change.formatKey = unit.text
                case .branch(let variable, let category): change.branches[variable, default: [:]][category] = unit.text
                default: continue
                }
                changes[unit.key] = change
            }
            let entries = source.pluralTables.first { $0.path == target.source.displayPath }?.entries ?? []
            do {
                return try StringsDictEditor.edit(before, changes: changes, source: entries)
            } catch {
                throw EditRefusal(reason: error.reason)
            }
        case .xcstrings:
            guard !before.isEmpty else { throw EditRefusal(reason: "the catalog cannot be read") }
            var assignments: [StringCatalogEditor.Assignment] = []
            let sourcePlurals = source.group(named: target.name)?[context.sourceLocale]?.plurals
            for unit in units {
                switch unit.part {
                case .value, .format:
                    assignments.append(.init(key: unit.key, path: ["stringUnit"], leaf: .stringUnit(unit.text)))
                case .catalogPlural(let category):
                    assignments.append(.init(key: unit.key, path: ["variations", "plural", category, "stringUnit"], leaf: .stringUnit(unit.text)))
                case .substitution(let name, let category):
                    let base = ["substitutions", name]
                    assignments.append(.init(key: unit.key, path: base + ["variations", "plural", category, "stringUnit"], leaf: .stringUnit(unit.text)))
                    // A localization that has no such substitution yet gets the source's argument.
                    let variable = sourcePlurals?[unit.key]?.variables.first { $0.name == name }
                    if let number = variable?.argumentNumber {
                        assignments.append(.init(key: unit.key, path: base + ["argNum"], leaf: .literal(String(number))))
                    }
                    if let specifier = variable?.argumentSpecifier {
                        assignments.append(.init(key: unit.key, path: base + ["formatSpecifier"], leaf: .literal(StringCatalogEditor.quoted(specifier))))
                    }
                case .branch:
                    continue
                }
            }
            do {
                return try StringCatalogEditor.edit(before, locale: locale, assignments: assignments)
            } catch {
                throw EditRefusal(reason: error.reason)
            }
        }
    }

    /// The audit's rules on the catalog as it would be: a unit whose key then has an
    /// error-level finding in the imported locale is refused with that finding; so is one
    /// whose table would not read back the text as written.
    package static func check(_ built: Built, accepted: [Placed], prepared: Auditor.Prepared, request: AuditRequest, locale: String) -> [Refusal] {
        let original = prepared.context.catalog
        let replaced = Set(built.strings.keys).union(built.plurals.keys)
        let kept = Set(original.locales)
        let strings = (original.stringsTables + original.deviceStringsTables).filter { !replaced.contains($0.path) }
            + built.strings.values.flatMap { $0 }.filter { kept.contains($0.locale) }
        let plurals = (original.pluralTables + original.devicePluralTables).filter { !replaced.contains($0.path) }
            + built.plurals.values.flatMap { $0 }.filter { kept.contains($0.locale) }
        let catalog = LocalizationCatalog(stringsTables: strings, pluralTables: plurals, sourceLocale: original.sourceLocale)
        let config = request.config
        let context = AuditContext(root: prepared.context.root, catalog: catalog, registry: prepared.context.registry, config: config)
        let rules = RuleCatalog.all.filter { config.severity(for: $0.info) != nil && request.areas.contains($0.info.area) }
        let unitsByKey = Dictionary(grouping: accepted) { $0.target.name + "\u{1}" + $0.key }
        var refusals: [Refusal] = []
        var refused = Set<SourceLocation>()
        // Scheduled as the audit schedules them: the analyses the rules read first, beside the
        // rules that read none.
        let findings = Auditor.schedule(rules, summaries: false).parallelMap { $0.run(context) }.flatMap { output -> [Finding] in
            if case .findings(_, let found) = output { return found }
            return []
        }
        for finding in findings {
            let severity = config.severities[finding.ruleID] ?? finding.severity
            guard severity == .error, finding.subject.locale == locale, let key = finding.subject.key, let table = finding.subject.table,
                  let units = unitsByKey[table + "\u{1}" + key] else { continue }
            for unit in units where refused.insert(unit.unit.location).inserted {
                refusals.append(Refusal(location: unit.unit.location, ruleID: finding.ruleID, message: finding.message, fix: finding.fix))
            }
        }
        for unit in accepted where !refused.contains(unit.unit.location) {
            let written = text(unit.key, unit.part, in: catalog.group(named: unit.target.name)?[locale])
            if written != unit.text {
                refused.insert(unit.unit.location)
                refusals.append(Refusal(
                    location: unit.unit.location, ruleID: ImportReadBack.info.id,
                    message: "\(unit.target.displayPath) would not read back this translation as written (it reads \(written.map { "\"\(TextReport.singleLine($0))\"" } ?? "nothing"))",
                    fix: nil))
            }
        }
        return refusals
    }
}
