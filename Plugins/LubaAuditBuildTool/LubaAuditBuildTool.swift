import Foundation
import PackagePlugin

/// Applied to a target, runs lubaaudit on the target's folder as part of its build: the
/// `path:line:column: warning|error:` lines land in the build output (and in Xcode's issue
/// navigator), and an error fails the build the way a compiler error does.
///
/// A `buildCommand`, not a `prebuildCommand`: SwiftPM refuses a tool it builds from source in a
/// prebuild command, and a build command with declared inputs and one output reruns only when a
/// table, the registry, a token file or the config changes.
@main
struct LubaAuditBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles.map(\.url).filter(BuildInputs.isAudited)
        return BuildInputs.command(
            tool: try context.tool(named: "lubaaudit").url,
            auditedDirectory: target.directoryURL,
            packageDirectory: context.package.directoryURL,
            inputs: inputs,
            workDirectory: context.pluginWorkDirectoryURL,
            name: target.name
        )
    }
}

enum BuildInputs {
    /// What lubaaudit reads from a target: string tables, String Catalogs, and Swift sources
    /// (the key registry, theme colors and size tokens are Swift).
    static let auditedExtensions: Set<String> = ["strings", "stringsdict", "xcstrings", "swift", "json"]

    static func isAudited(_ url: URL) -> Bool {
        auditedExtensions.contains(url.pathExtension)
    }

    static func command(tool: URL, auditedDirectory: URL, packageDirectory: URL, inputs: [URL], workDirectory: URL, name: String) -> [Command] {
        // Nothing to localize: no command, so a plain target pays nothing for the plugin.
        guard inputs.contains(where: { ["strings", "stringsdict", "xcstrings"].contains($0.pathExtension) }) else { return [] }
        var arguments = ["--package", auditedDirectory.path, "--format", "text", "--output", workDirectory.path, "--no-color"]
        var declared = inputs
        // The CLI looks for .lubaaudit.json at the audited folder, then in the current
        // directory; a build command's current directory is not the package, so name it.
        let targetConfig = auditedDirectory.appendingPathComponent(".lubaaudit.json")
        let packageConfig = packageDirectory.appendingPathComponent(".lubaaudit.json")
        if !FileManager.default.fileExists(atPath: targetConfig.path), FileManager.default.fileExists(atPath: packageConfig.path) {
            arguments += ["--config", packageConfig.path]
            declared.append(packageConfig)
        } else if FileManager.default.fileExists(atPath: targetConfig.path) {
            declared.append(targetConfig)
        }
        return [
            .buildCommand(
                displayName: "lubaaudit \(name)",
                executable: tool,
                arguments: arguments,
                inputFiles: declared,
                outputFiles: [workDirectory.appendingPathComponent("lubaaudit.txt")]
            ),
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LubaAuditBuildTool: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = target.inputFiles.map(\.url).filter(BuildInputs.isAudited)
        // An Xcode target has no folder of its own: audit the project's, whose tables the
        // target's input files are.
        return BuildInputs.command(
            tool: try context.tool(named: "lubaaudit").url,
            auditedDirectory: context.xcodeProject.directoryURL,
            packageDirectory: context.xcodeProject.directoryURL,
            inputs: inputs,
            workDirectory: context.pluginWorkDirectoryURL,
            name: target.displayName
        )
    }
}
#endif
