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
/// `lubaaudit import`: reads translations from an XLIFF or CSV file, checks each against its
/// source with the audit's own rules on the tables as they would be written, and writes the
/// ones without an error-level finding into their tables, changing nothing else.
public enum TranslationImport {
    /// A unit that is not written, and why, at the unit's place in the imported file.
    public struct Refusal: Sendable, Hashable {
        public var location: SourceLocation
        public var ruleID: String
        public var message: String
        public var fix: String?
    }

    /// One table the import changes: its bytes before and after.
    public struct FileChange: Sendable {
        public var path: String
        public var displayPath: String
        public var before: [UInt8]
        public var after: [UInt8]
        public var existed: Bool
    }

    public struct Outcome: Sendable {
        public var locale: String
        public var changes: [FileChange]
        public var refusals: [Refusal]
        /// Units whose translation was written.
        public var written: Int
        /// Units with no translation, or the one the table already has.
        public var unchanged: Int
        public var failed: Bool { !refusals.isEmpty }
        /// Held from before the tables were read until `commit` has written them; nil for a dry run.
        package var lock: ImportLock?
    }

    /// A unit matched to its table and the part of the entry it names.
    package struct Placed {
        package var unit: TranslationUnit
        package var target: ImportTarget
        package var key: String
        package var part: UnitPart
        package var text: String
    }

    /// Reads, checks and prepares the import; writes nothing (`commit` does). With `writing`,
    /// the import lock is taken before any table is read (waiting for another import to
    /// finish; `say` is told) and held in the outcome for `commit`; an interrupted import's
    /// journal is rolled back first, and `say` is told that too. A dry run (`writing` false)
    /// takes the lock only while it reads, and only tells of a journal.
    public static func plan(
        _ request: AuditRequest, file: String, locale requested: String?, writing: Bool = true, say: (String) -> Void = { _ in }
    ) throws -> Outcome {
        let display = request.paths.display(file)
        let bytes: [UInt8]
        switch FileBytes.read(file, limit: CatalogLoader.maximumFileSize) {
        case .success(let read): bytes = read
        case .failure(.tooLarge(let size)):
            throw AuditInputError(path: display, reason: "file is too large to import (\(size >> 20) MB; the limit is \(CatalogLoader.maximumFileSize >> 20) MB)")
        case .failure(.unreadable):
            throw AuditInputError(path: display, reason: "cannot read the file")
        }
        let units: [TranslationUnit]
        var languages: [(String, SourceLocation)] = []
        let lower = file.lowercased()
        let looksXML = bytes.drop { [0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }.first == UInt8(ascii: "<")
        if lower.hasSuffix(".xliff") || lower.hasSuffix(".xlf") || (!lower.hasSuffix(".csv") && looksXML) {
            let document = try XLIFFReader.read(bytes, path: display)
            units = document.units
            languages = document.files.compactMap { file in file.targetLanguage.map { ($0, file.location) } }
        } else {
            units = try CSVReader.read(bytes, path: display)
        }
        var lock: ImportLock?
        if let directory = InterruptedImport.lockDirectory(for: request) {
            lock = try ImportLock.acquire(
                in: directory, display: request.paths.display(PathText.appending(ImportLock.fileName, to: directory)),
                waitSeconds: ImportLock.waitSeconds(), mayGoWithout: !writing, say: say)
        }
        do {
            if writing, let directory = lock?.directory, let line = try ImportRecovery.rollBack(in: directory, paths: request.paths) {
                say(line)
            } else if !writing, let notice = InterruptedImport.notice(for: request) {
                say(notice)
            }
            var outcome = try plan(request, units: units, languages: languages, display: display, locale: requested)
            if writing { outcome.lock = lock } else { lock?.release() }
            return outcome
        } catch {
            lock?.release()
            throw error
        }
    }

    /// The plan once the file is read and the lock held.
    private static func plan(
        _ request: AuditRequest, units: [TranslationUnit], languages: [(String, SourceLocation)], display: String, locale requested: String?
    ) throws -> Outcome {
        var request = request
        request.areas = [.input, .localization, .icu]
        let prepared = try Auditor.prepare(request)
        let context = prepared.context
        let sourceLocale = context.sourceLocale
        var locale = requested
        for (language, location) in languages {
            // `--locale de` may take a file for de-DE: the user said so; another language never.
            if let chosen = requested, LocaleMatch.canonical(chosen).prefix(while: { $0 != "-" }) == LocaleMatch.canonical(language).prefix(while: { $0 != "-" }) {
                continue
            }
            if let chosen = locale, LocaleMatch.canonical(chosen) != LocaleMatch.canonical(language) {
                throw ImportInputError("the file is for \(language), but the import is for \(chosen)\(requested == nil ? " (another <file> says so)" : " (--locale)")", at: location)
            }
            locale = locale ?? language
        }
        guard let locale else {
            throw AuditInputError(path: display, reason: "the file names no target language: pass --locale L")
        }
        try ShippedLocales.requireShipped(locale, excluded: prepared.excludedLocales, what: requested != nil ? "--locale" : "\(display): target-language")
        try LocaleMatch.require(locale, among: context.catalog.locales, what: requested != nil ? "--locale" : "\(display): target-language")
        guard locale != sourceLocale else {
            throw AuditInputError(path: "--locale", reason: "\(locale) is the source locale: the import writes translations")
        }
        let roots = (request.stringsDirectories.isEmpty ? [prepared.discovered.root] : request.stringsDirectories).map { request.paths.absolute($0) }
        var placed: [Placed] = []
        var refusals: [Refusal] = []
        var unchanged = 0
        var targets: [String: ImportTarget] = [:]
        for unit in units {
            guard let text = unit.target else {
                unchanged += 1
                continue
            }
            let target: ImportTarget
            if let original = unit.original {
                if let known = targets[original] {
                    target = known
                } else {
                    target = try ImportTarget.resolve(
                        original: original, locale: locale, sourceLocale: sourceLocale, files: prepared.discovered.tableFiles,
                        paths: request.paths, roots: roots, at: unit.fileLocation ?? unit.location)
                    targets[original] = target
                }
            } else {
                target = try csvTarget(unit, context: context, files: prepared.discovered.tableFiles, locale: locale, paths: request.paths, roots: roots)
            }
            guard let (key, part) = address(unit, target: target, context: context) else {
                refusals.append(Refusal(
                    location: unit.location, ruleID: ImportUnknownKey.info.id,
                    message: "the source \(target.name) table has no unit \(TextReport.singleLine(unit.id))",
                    fix: "translate only units exported from this project's source tables (lubaaudit missing-keys --format xliff)"))
                continue
            }
            if let markup = unit.markup ?? addedMarkup(text, source: unit.source ?? sourceText(key, part, context: context, table: target.name) ?? "") {
                refusals.append(Refusal(
                    location: unit.location, ruleID: ImportMarkup.info.id,
                    message: "the translation holds markup the source does not have (\(TextReport.singleLine(markup))); it is not written",
                    fix: "write the text without markup, or add the markup to the source first"))
                continue
            }
            let current = currentText(key, part, context: context, table: target.name, locale: locale)
            if current == text || (["new", "needs-translation"].contains(unit.state ?? "") && text == unit.source) {
                unchanged += 1
                continue
            }
            placed.append(Placed(unit: unit, target: target, key: key, part: part, text: text))
        }
        // Check the tables as they would be written; a unit whose key then has an error is
        // taken out and the rest checked again (removing one can only remove findings).
        var accepted = placed
        for _ in 0..<4 {
            let built = try build(accepted, context: context, locale: locale)
            refusals += built.refused
            let unwritable = Set(built.refused.map(\.location))
            accepted.removeAll { unwritable.contains($0.unit.location) }
            let found = check(built, accepted: accepted, prepared: prepared, request: request, locale: locale)
            if found.isEmpty { break }
            refusals += found
            let refused = Set(found.map(\.location))
            accepted.removeAll { refused.contains($0.unit.location) }
        }
        // The bytes of exactly the units left, whichever pass found the last refusal.
        let final = try build(accepted, context: context, locale: locale)
        refusals += final.refused
        let changes = final.refused.isEmpty ? final.changes : []
        if !final.refused.isEmpty { accepted = [] }
        refusals.sort { ($0.location.line, $0.location.column, $0.ruleID) < ($1.location.line, $1.location.column, $1.ruleID) }
        return Outcome(locale: locale, changes: changes.filter { $0.before != $0.after }, refusals: refusals, written: accepted.count, unchanged: unchanged)
    }

    /// Writes every change or none, then lets go of the lock (once: commit an outcome once).
    public static func commit(_ outcome: Outcome) throws {
        defer { outcome.lock?.release() }
        guard !outcome.changes.isEmpty else { return }
        guard let lock = outcome.lock else {
            throw AuditInputError(path: outcome.changes[0].displayPath, reason: "planned as a dry run (without the import lock): not written")
        }
        try ImportCommit.write(
            outcome.changes.map { ImportCommit.File(path: $0.path, display: $0.displayPath, bytes: $0.after, before: $0.before) }, journalDirectory: lock.directory)
    }

    /// The unified diff of every change, for `--dry-run`.
    public static func diff(_ outcome: Outcome) -> String {
        outcome.changes.map { change in
            let before = readable(change.before)
            let after = readable(change.after)
            return UnifiedDiff.render(
                old: before, new: after, oldName: change.existed ? "a/" + change.displayPath : "/dev/null", newName: "b/" + change.displayPath)
        }.joined()
    }

    /// A table's text for a diff: UTF-16 decoded, so the diff shows lines, not bytes.
    package static func readable(_ bytes: [UInt8]) -> String {
        guard !bytes.isEmpty, let decoded = try? TableTextEncoding.decode(bytes) else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: decoded.text, as: UTF8.self)
    }
}
