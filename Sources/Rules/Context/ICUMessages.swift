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
/// Walks the values that are ICU messages and the plural structures of `.stringsdict` and
/// String Catalog entries, so ICU rules share one notion of "a message" and "a plural".
package enum ICUMessages {
    /// Every `.strings` value (device branches included) that looks like an ICU message, with
    /// ICU's analysis.
    package static func forEachMessage(
        _ context: AuditContext,
        _ body: (_ place: ValuePlace, _ entry: StringsEntry, _ analysis: Result<MessageStructure, MessageSyntaxError>) -> Void
    ) {
        for message in context.icuMessages {
            body(message.place, message.entry, message.analysis)
        }
    }

    /// One `.strings` value that looks like an ICU message, analyzed.
    package struct Message: Sendable {
        package var place: ValuePlace
        package var entry: StringsEntry
        package var analysis: Result<MessageStructure, MessageSyntaxError>

        package var table: String { place.table }
        package var locale: String { place.locale }
    }

    /// Every message of the catalog, analyzed once, tables in parallel: half a dozen rules read
    /// them, and finding them means looking at every value of every table.
    package static func analyzeAll(_ catalog: LocalizationCatalog) -> [Message] {
        let tables = (catalog.stringsTables + catalog.deviceStringsTables).filter { !LocaleFallback.isBase($0.locale) }
        return tables.parallelMap { table -> [Message] in
            var found: [Message] = []
            let entries = table.entries
            let place = ValuePlace(table: table.name, locale: table.locale, device: table.device)
            // Through a buffer: every value is looked at, and few are messages.
            entries.withUnsafeBufferPointer { entries in
                for index in entries.indices where looksLikeICUMessage(entries[index].value) {
                    let entry = entries[index]
                    found.append(Message(
                        place: place, entry: entry,
                        analysis: MessageFormatAnalysis.analyze(entry.value, locale: table.locale)))
                }
            }
            return found
        }.flatMap { $0 }
    }

    /// The location of a scalar offset inside a value (exact when no escape precedes it).
    package static func location(_ entry: StringsEntry, offset: Int?) -> SourceLocation {
        var location = entry.valueLocation
        guard let offset else { return location }
        // Count lines inside the value: a message may span lines in the file.
        var line = location.line
        var column = location.column + 1
        for (index, scalar) in entry.value.unicodeScalars.enumerated() {
            if index >= offset { break }
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        location.line = line
        location.column = column
        return location
    }

    /// Every plural or selectordinal argument at any depth.
    package static func pluralArguments(_ structure: MessageStructure) -> [MessageArgument] {
        structure.allArguments.filter { $0.type == .plural || $0.type == .selectordinal }
    }

    /// One plural variable of a `.stringsdict` or String Catalog entry, with its locale (and
    /// for a device's own branch, the device).
    package struct PluralSite {
        package var place: ValuePlace
        package var entry: PluralEntry
        package var variable: PluralVariable
        /// The entry's argument model, worked out once in the context.
        package var arguments: PluralArguments

        package var table: String { place.table }
        package var locale: String { place.locale }
    }

    package static func forEachPluralVariable(_ context: AuditContext, _ body: (PluralSite) -> Void) {
        let models = context.pluralArguments
        for (tableIndex, table) in context.catalog.allPluralTables.enumerated() where !LocaleFallback.isBase(table.locale) {
            let place = ValuePlace(table: table.name, locale: table.locale, device: table.device)
            for (entryIndex, entry) in table.entries.enumerated() {
                let arguments = models[tableIndex][entryIndex]
                for variable in entry.variables where variable.specType == nil || variable.specType == "NSStringPluralRuleType" {
                    body(PluralSite(place: place, entry: entry, variable: variable, arguments: arguments))
                }
            }
        }
    }

    /// Memoizes ICU's answers per locale within one rule run: a corpus asks the same few
    /// questions thousands of times.
    package struct CategoryCache {
        private var cardinal: [String: [String]] = [:]
        private var ordinal: [String: [String]] = [:]
        private var everyday: [String: Bool] = [:]
        private var single: [String: Int?] = [:]
        private var samples: [String: [Double]] = [:]

        package init() {}

        package mutating func samples(_ category: String, _ locale: String, _ type: PluralRuleType) -> [Double] {
            let key = "\(locale)|\(category)|\(type)"
            if let known = samples[key] { return known }
            let value = PluralCategories.samples(category: category, locale: locale, type: type)
            samples[key] = value
            return value
        }

        private var integer: [String: Bool] = [:]

        package mutating func selectsInteger(_ category: String, _ locale: String, _ type: PluralRuleType) -> Bool {
            let key = "\(locale)|\(category)|\(type)"
            if let known = integer[key] { return known }
            let value = PluralCategories.selectsInteger(category: category, locale: locale, type: type)
            integer[key] = value
            return value
        }

        package mutating func selectsEverydayInteger(_ category: String, _ locale: String, _ type: PluralRuleType) -> Bool {
            let key = "\(locale)|\(category)|\(type)"
            if let known = everyday[key] { return known }
            let value = PluralRules.selectsEverydayInteger(category: category, locale: locale, type: type)
            everyday[key] = value
            return value
        }

        package mutating func coversSingleInteger(_ category: String, _ locale: String, _ type: PluralRuleType) -> Int? {
            let key = "\(locale)|\(category)|\(type)"
            if let known = single[key] { return known }
            let value = PluralCategories.coversSingleInteger(category: category, locale: locale, type: type)
            single[key] = value
            return value
        }

        package mutating func categories(_ locale: String, ordinal isOrdinal: Bool = false) -> [String] {
            if isOrdinal {
                if let known = ordinal[locale] { return known }
                let value = PluralCategories.of(locale: locale, type: .ordinal)
                ordinal[locale] = value
                return value
            }
            if let known = cardinal[locale] { return known }
            let value = PluralCategories.of(locale: locale, type: .cardinal)
            cardinal[locale] = value
            return value
        }
    }

    package static let cldrCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]
}

/// Tiny `.stringsdict` documents for rule examples.
package enum ExampleStringsDict {
    package static func document(_ entries: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(entries)
        </dict>
        </plist>

        """
    }

    /// One key with one plural variable `count` whose branches are given (category → text);
    /// `markVariable` marks the variable's key, where findings about the whole plural point.
    package static func plural(
        _ key: String, format: String = "%#@count@", valueType: String = "d", branches: [(String, String)], variable: String = "count",
        markVariable: Bool = false
    ) -> String {
        var out = """
            <key>\(key)</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>\(format)</string>
                <key>\(markVariable ? ExampleMarker.text : "")\(variable)</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>\(valueType)</string>

        """
        for (category, text) in branches {
            out += "                <key>\(category)</key>\n                <string>\(text)</string>\n"
        }
        out += "            </dict>\n        </dict>"
        return out
    }

    package static let variableWidth = document("""
            <key>title</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@title@</string>
                <key>title</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>↓NSStringVariableWidthRuleType</string>
                    <key>20</key>
                    <string>Settings</string>
                    <key>50</key>
                    <string>Application settings</string>
                </dict>
            </dict>
        """)

    /// `.stringsdict` files per locale with the given plural branches for key "items"; the
    /// variable is marked in the locales of `markingVariableIn`.
    package static func files(
        _ perLocale: [String: [(String, String)]], valueType: String = "d", format: String = "%#@count@", markingVariableIn marked: Set<String> = []
    ) -> [String: String] {
        var files: [String: String] = [:]
        for (locale, branches) in perLocale {
            files[ExampleTree.lproj(locale, "Localizable.stringsdict")] = document(plural(
                "items", format: format, valueType: valueType, branches: branches, markVariable: marked.contains(locale)))
        }
        return files
    }
}
