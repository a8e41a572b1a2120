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
/// This target's rules, in report order: the string tables against the registry and each other,
/// values against their source, format specifiers, then ICU messages and plurals. The rule
/// catalog (`RuleCatalog`) places them among the others.
package enum LocalizationRules {
    package static let all: [any AuditRule] = [
        MissingKey(), MissingTable(), MissingTranslation(), OrphanKey(), ObsoleteKey(), DuplicateKey(), EmptyValue(),
        IdenticalTranslation(), FallbackDrift(), WhitespaceParity(), PunctuationParity(), AmbiguousTranslation(),
        CatalogState(), NumberChanged(), URLChanged(), MarkupChanged(), DoubleSpace(),
        PlaceholderChanged(), UnbalancedBrackets(), NumberIntroduced(),
    ] + FormatRules.all + [FormatIntroduced(), StrayPercent()] + [
        ICUSyntax(), ICUMissingOther(), PluralMissingCategory(), PluralDeadCategory(), PluralLiteralNumber(),
        ICUArgumentMismatch(), ICUHashOutsidePlural(), ICUApostropheSwallows(),
        StringsDictVariable(), StringsDictValueType(), PluralFormatMismatch(), PluralComposedText(), StringsAndStringsDict(),
    ]

    /// The checks `lubaaudit import` runs on a translation file's units: described and documented
    /// as every rule is, reported by the import only (an audit never runs them).
    package static let importRules: [RuleDescription] = [
        ImportUnknownKey.info, ImportMarkup.info, ImportTable.info, ImportReadBack.info,
    ]
}
