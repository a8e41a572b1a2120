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
/// `l10n.orphan-key`: a key in a table that no Swift code declares: dead weight that
/// translators still pay for, or a typo in the declaration.
package struct OrphanKey: AuditRule {
    package let info = RuleDescription(
        id: "l10n.orphan-key",
        title: "Key not declared in the registry",
        area: .localization,
        defaultSeverity: .warning,
        summary: "A key in the source locale's registry table is declared nowhere in the Swift key registry. Either the code stopped using it (remove it so translators stop paying for it) or the declaration has a typo (the code then shows its fallback).",
        reference: References.appleLocalization,
        options: Options.documented,
        triggering: [
            RuleExample("en has an undeclared key", files: ExampleTree.strings(
                ["en": "\"demo.a\" = \"A\";\n↓\"demo.old\" = \"Old\";\n"],
                registry: ExampleTree.registry("    static var a: String { localized(\"demo.a\", fallback: \"A\") }"))),
        ],
        nonTriggering: [
            RuleExample("no registry: nothing to compare", files: ExampleTree.strings(["en": "\"demo.old\" = \"Old\";\n"])),
            RuleExample("all declared", files: ExampleTree.strings(
                ["en": "\"demo.a\" = \"A\";\n"],
                registry: ExampleTree.registry("    static var a: String { localized(\"demo.a\", fallback: \"A\") }"))),
        ]
    )

    package typealias Options = RegistryOptions

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let options = context.options(of: self)
        guard let registry = context.registry, !registry.calls.isEmpty,
              let group = context.catalog.group(named: options.registryTable) else { return }
        let declared = Set(registry.calls.map(\.key))
        // The source table only: a translation's extra keys are `l10n.obsolete-key`, and one
        // undeclared source key should not be reported once per language.
        for locale in [context.sourceLocale] {
            guard let table = group[locale] else { continue }
            for key in table.orderedKeys where !declared.contains(key) {
                sink.emit(
                    "\"\(key)\" in \(locale) \(group.name) is not declared in the key registry",
                    subject: AuditContext.subject(group.name, key, locale),
                    at: table.location(of: key),
                    fix: "remove it, or declare it in \(registry.files.first.map { $0.lastComponent } ?? "the registry")"
                )
            }
        }
    }
}

/// A tiny path helper without Foundation's NSString bridging.
package struct NSStringPath {
    package let path: String
    package init(_ path: String) { self.path = path }
    package var lastComponent: String { path.split(separator: "/").last.map(String.init) ?? path }
}

extension String {
    package var lastComponent: String { NSStringPath(self).lastComponent }
}
