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
/// Every rule lubaaudit has, in report order. Adding a rule means adding it here; the
/// examples test then runs its examples automatically.
public enum RuleCatalog {
    public static let all: [any AuditRule] = [
        InputSyntax(), InputEncoding(), InputUnsupported(), InputUnreadable(), InputLinkOutsideRoot(), InputDanglingLink(),
        MissingKey(), MissingTable(), MissingTranslation(), OrphanKey(), ObsoleteKey(), DuplicateKey(), EmptyValue(),
        IdenticalTranslation(), FallbackDrift(), WhitespaceParity(), PunctuationParity(), AmbiguousTranslation(),
        CatalogState(), NumberChanged(), URLChanged(), MarkupChanged(), DoubleSpace(),
        PlaceholderChanged(), UnbalancedBrackets(), NumberIntroduced(),
    ] + FormatRules.all + [FormatIntroduced(), StrayPercent()] + [
        ICUSyntax(), ICUMissingOther(), PluralMissingCategory(), PluralDeadCategory(), PluralLiteralNumber(),
        ICUArgumentMismatch(), ICUHashOutsidePlural(), ICUApostropheSwallows(),
        StringsDictVariable(), StringsDictValueType(), PluralFormatMismatch(), PluralComposedText(), StringsAndStringsDict(),
    ] + ContrastRules.all + TokenRules.all + [
        HardcodedText(), UnusedKey(), UnlocalizedNumber(), UnlabeledControl(), MotionUnguarded(), ThemeStaticInComponent(),
        TapGestureButton(), UnlabeledInput(), DirectionalSymbol(), ControlHitArea(),
    ] + SuppressionRules.all

    /// The rules `lubaaudit import` checks the units of a translation file by: described and
    /// documented as every rule is, reported by the import only (an audit never runs them).
    public static let importRules: [RuleDescription] = [
        ImportUnknownKey.info, ImportMarkup.info, ImportTable.info, ImportReadBack.info,
    ]

    /// Every rule's description: the audit's rules, then the import's.
    public static var descriptions: [RuleDescription] { all.map(\.info) + importRules }

    public static func rule(_ id: String) -> (any AuditRule)? { all.first { $0.info.id == id } }
}
