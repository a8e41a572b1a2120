/// The keys × locales view the reports show: which subjects were audited and each cell's state.
enum LocalizationSummary {
    /// Every (table, key) the source has or the registry declares, across every locale.
    static func rows(_ context: AuditContext) -> [(table: String, key: String, source: String?)] {
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

    static func auditedSubjects(_ context: AuditContext) -> [AuditedSubject] {
        var subjects: [AuditedSubject] = []
        for group in context.catalog.groups {
            for locale in context.catalog.locales {
                guard let table = group[locale] else { continue }
                for key in table.orderedKeys {
                    subjects.append(AuditedSubject(
                        area: .localization, subject: AuditContext.subject(group.name, key, locale),
                        location: table.location(of: key)))
                }
            }
        }
        return subjects
    }

    static func matrix(_ context: AuditContext, findings: [Finding]) -> LocalizationMatrix? {
        let rows = rows(context)
        guard !rows.isEmpty else { return nil }
        var worst: [String: CellState] = [:]
        for finding in findings where finding.subject.key != nil {
            let id = "\(finding.subject.table ?? "")\u{1}\(finding.subject.key ?? "")\u{1}\(finding.subject.locale ?? "")"
            let state: CellState
            switch finding.ruleID {
            case "l10n.missing-translation", "l10n.missing-key": state = .missing
            case "l10n.empty-value": state = .empty
            case "l10n.identical-translation": state = .identical
            default: state = finding.severity == .error ? .error : (finding.severity == .warning ? .warning : .ok)
            }
            if rank(state) > rank(worst[id] ?? .ok) { worst[id] = state }
        }
        let locales = context.catalog.locales.filter { !LocaleFallback.isBase($0) }
        let matrixRows = rows.map { row in
            LocalizationMatrix.Row(table: row.table, key: row.key, source: row.source, cells: locales.map { locale in
                let id = "\(row.table)\u{1}\(row.key)\u{1}\(locale)"
                if let state = worst[id] { return state }
                let group = context.catalog.group(named: row.table)
                if group?[locale]?.contains(row.key) == true { return .ok }
                // Regional variants fall back at run time, as `l10n.missing-translation` knows.
                if LocaleFallback.isVariant(locale, of: context.sourceLocale) { return .ok }
                if let parent = LocaleFallback.parent(of: locale, among: context.catalog.locales), group?[parent] != nil { return .ok }
                // A table only the source locale has is not meant for translators.
                if let group, !context.translationLocales.contains(where: { group[$0] != nil }) { return .ok }
                return .missing
            })
        }
        return LocalizationMatrix(locales: locales, rows: matrixRows)
    }

    static func rank(_ state: CellState) -> Int {
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
