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
/// One translation read from an XLIFF or CSV file, before it is matched to a table: what the
/// file claims (its `original`, the unit's id, the target text) and where the unit stands in it.
public struct TranslationUnit: Sendable, Hashable {
    /// XLIFF `<file original>` (a path relative to the project); nil for CSV, which names a table.
    public var original: String?
    /// CSV's `table` column: the table name (`Localizable`).
    public var table: String?
    /// XLIFF `<file target-language>`; nil for CSV.
    public var targetLanguage: String?
    /// The `trans-unit` id (Xcode's shape: the key, `/key:dict/var:dict/one:dict/:string`, `key|==|plural.one`).
    public var id: String
    /// CSV's `key` column; XLIFF units carry the key in `id` (or `resname`).
    public var key: String?
    public var source: String?
    /// Nil when the unit has no target: nothing to import.
    public var target: String?
    /// XLIFF `<target state>` (`translated`, `new`, `needs-translation`, …).
    public var state: String?
    /// Markup met inside `<target>` (an element such as `<script>` or `<g>`): the unit is not imported.
    public var markup: String?
    /// Where the unit starts in the imported file.
    public var location: SourceLocation
    /// Where its XLIFF `<file>` starts: what a wrong `original` is reported at.
    public var fileLocation: SourceLocation?

    public init(
        original: String? = nil, table: String? = nil, targetLanguage: String? = nil, id: String, key: String? = nil,
        source: String? = nil, target: String?, state: String? = nil, markup: String? = nil, location: SourceLocation
    ) {
        self.original = original
        self.table = table
        self.targetLanguage = targetLanguage
        self.id = id
        self.key = key
        self.source = source
        self.target = target
        self.state = state
        self.markup = markup
        self.location = location
    }
}

/// An imported file that cannot be imported at all (malformed, hostile, a path out of the
/// project): the CLI prints it as one line and exits with 2.
public struct ImportInputError: Error, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var reason: String

    public init(_ reason: String, at location: SourceLocation) {
        self.location = location
        self.reason = reason
    }

    public var description: String {
        location.line > 0 ? "\(location.file):\(location.line):\(location.column): \(reason)" : "\(location.file): \(reason)"
    }
}
