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
/// The trees the source rules' examples are made of: a Swift package (a `Package.swift` at
/// the root) with components under `Sources/Demo/Components`, or an app with its tables.
package enum SourceExamples {
    package static let manifest = "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"Demo\")\n"

    /// A package holding `files` (paths under `Sources/Demo/`).
    package static func package(_ files: [String: String]) -> [String: String] {
        var tree = ["Package.swift": manifest]
        for (path, text) in files { tree["Sources/Demo/" + path] = text }
        return tree
    }

    /// An app (no manifest) with an English table and `files` under `Sources/Demo/`.
    package static func app(table: String, _ files: [String: String]) -> [String: String] {
        var tree = [ExampleTree.lproj("en"): table]
        for (path, text) in files { tree["Sources/Demo/" + path] = text }
        return tree
    }
}
