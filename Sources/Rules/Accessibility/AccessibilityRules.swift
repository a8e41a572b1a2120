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
/// This target's rules, in report order: contrast, size and type tokens, then what the Swift
/// views do (the `l10n.*` source rules among them: they read views, not tables). The rule
/// catalog (`RuleCatalog`) places them among the others.
package enum AccessibilityRules {
    package static let all: [any AuditRule] = ContrastRules.all + TokenRules.all + [
        HardcodedText(), UnusedKey(), UnlocalizedNumber(), UnlabeledControl(), MotionUnguarded(), ThemeStaticInComponent(),
        TapGestureButton(), UnlabeledInput(), DirectionalSymbol(), ControlHitArea(),
    ]
}
