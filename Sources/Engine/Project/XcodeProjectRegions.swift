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
/// What an Xcode project file (`project.pbxproj`, an old-style property list) says about the
/// locales it builds: its `knownRegions` (the project's Localizations list), its
/// `developmentRegion`, and every locale a file reference points into (`de.lproj/…`). Read as
/// text: the few lines needed, without a property-list parser for a file that can be megabytes.
package struct XcodeProjectRegions: Sendable, Equatable {
    /// `knownRegions`, as written (`Base` included); empty when the project has none.
    package var knownRegions: [String] = []
    package var developmentRegion: String?
    /// Locales of the `.lproj` folders the project's file references name.
    package var referencedLocales: Set<String> = []
    /// Whether the project has folders Xcode keeps in sync with the disk (Xcode 16's
    /// `PBXFileSystemSynchronizedRootGroup`): their files are built without being listed, so
    /// a locale folder in one may ship whatever `knownRegions` says.
    package var hasSynchronizedFolders = false

    package init(knownRegions: [String] = [], developmentRegion: String? = nil, referencedLocales: Set<String> = []) {
        self.knownRegions = knownRegions
        self.developmentRegion = developmentRegion
        self.referencedLocales = referencedLocales
    }

    package init(text: String) {
        if let range = text.firstRange(of: "knownRegions = (") {
            let rest = text[range.upperBound...]
            let list = rest.prefix { $0 != ")" }
            knownRegions = list.split(separator: ",").compactMap { item in
                let name = Self.unquoted(item)
                return LocaleName.isPlain(name) ? name : nil
            }
        }
        if let range = text.firstRange(of: "developmentRegion = ") {
            let value = Self.unquoted(text[range.upperBound...].prefix { $0 != ";" && $0 != "\n" })
            if LocaleName.isPlain(value) { developmentRegion = value }
        }
        hasSynchronizedFolders = text.contains("PBXFileSystemSynchronizedRootGroup")
        // `path = de.lproj/Localizable.strings;`, `/* de.lproj */`: the name before each `.lproj`.
        var search = text[...]
        while let range = search.firstRange(of: ".lproj") {
            var start = range.lowerBound
            while start > search.startIndex {
                let before = search[search.index(before: start)]
                guard before.isLetter || before.isNumber || before == "-" || before == "_" else { break }
                start = search.index(before: start)
            }
            let name = String(search[start..<range.lowerBound])
            if LocaleName.isPlain(name) { referencedLocales.insert(name) }
            search = search[range.upperBound...]
        }
    }

    /// `"zh-Hans"` → `zh-Hans`; whitespace and comments around it dropped.
    package static func unquoted(_ item: Substring) -> String {
        var text = item
        if let comment = text.firstRange(of: "/*") { text = text[..<comment.lowerBound] }
        let trimmed = LocaleName.trimmed(text)
        if trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") { return String(trimmed.dropFirst().dropLast()) }
        return String(trimmed)
    }

    /// Whether the project ships `locale`: in `knownRegions`, or a file of it is in the project.
    /// A project without `knownRegions`, or with synchronized folders, cannot tell: it ships everything.
    package func ships(_ locale: String) -> Bool {
        guard !knownRegions.isEmpty, !hasSynchronizedFolders else { return true }
        let wanted = LocaleName.canonical(locale)
        return knownRegions.contains { LocaleName.canonical($0) == wanted }
            || referencedLocales.contains { LocaleName.canonical($0) == wanted }
    }
}
