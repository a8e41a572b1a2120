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
/// `l10n.unused-key`: a registry member nothing in the sources reads. Its key is translated
/// into every locale for no screen. (A member read but not declared does not compile: not ours.)
package struct UnusedKey: AuditRule {
    package let info = RuleDescription(
        id: "l10n.unused-key",
        title: "Registry key nothing uses",
        area: .source,
        defaultSeverity: .warning,
        summary: "A member of the key registry (`LubaStrings.share`) that no Swift source outside previews and tests reads, not even another member of the registry: its key is translated in every locale and shown nowhere. A public member of a package may still be read by the apps using it; the evidence says so.",
        reference: References.appleLocalization,
        options: Options.documented,
        triggering: [
            RuleExample("a member no component reads", files: SourceExamples.package([
                "LubaStrings.swift": ExampleTree.registry("""
                    static var close: String { localized("luba.close", fallback: "Close") }
                    static var share: String { localized(↓"luba.share", fallback: "Share") }
                """),
                "Components/DemoSheet.swift": """
                import SwiftUI

                struct DemoSheet: View {
                    var body: some View {
                        Button(LubaStrings.close) { }
                    }
                }

                #Preview {
                    Text(LubaStrings.share)
                }

                """,
            ])),
        ],
        nonTriggering: [
            RuleExample("members read by a component and by another member", files: SourceExamples.package([
                "LubaStrings.swift": ExampleTree.registry("""
                    static func statusPrefix(_ error: Bool) -> String {
                        error ? localized("luba.status.error", fallback: "Error") : localized("luba.status.info", fallback: "Information")
                    }
                    static func statusMessage(_ error: Bool, _ message: String) -> String {
                        localized("luba.status.message", fallback: "%1$@: %2$@", statusPrefix(error), message)
                    }
                """),
                "Components/DemoToast.swift": """
                import SwiftUI

                struct DemoToast: View {
                    let message: String

                    var body: some View {
                        Text(message)
                            .accessibilityLabel(LubaStrings.statusMessage(false, message))
                    }
                }

                """,
            ])),
        ]
    )

    package struct Options: RuleOptions {
        package static var documented: [RuleOption] { [.registryType] + RuleOption.registry }
        package let registryType: String
        package let registryTable: String
        package init(_ config: AuditConfig) {
            registryType = config.sourceNames.registryType
            registryTable = config.registryTable
        }
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let options = context.options(of: self)
        guard let registry = context.registry else { return }
        // With no Swift source besides the registry (`--keys` alone), nothing could read it.
        let registryFiles = Set(registry.files)
        guard context.sources.files.contains(where: { !registryFiles.contains($0.displayPath) }) else { return }
        let type = options.registryType
        var reported = Set<String>()
        for call in registry.calls {
            guard let member = call.member else { continue }
            let name = String(member.prefix { $0 != "(" })
            guard context.views.registryReferences[name]?.isEmpty ?? true, reported.insert(call.key).inserted else { continue }
            var evidence = [Evidence("member", "\(type).\(member)"), Evidence("key", call.key)]
            if context.views.isPackage {
                evidence.append(Evidence("package", "an app using the package may read a public member; nothing in the package does"))
            }
            sink.emit(
                "\(type).\(member) (\(call.key)) is read nowhere in the sources: the key is translated for no screen",
                subject: Subject(table: options.registryTable, key: call.key),
                at: call.location, text: call.fallback, evidence: evidence,
                fix: "remove the member and its key from every table, or use it where its text belongs")
        }
    }
}
