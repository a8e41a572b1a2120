// swift-tools-version:6.1
// A package that uses lubaaudit's plugins, for PluginTests. The test copies this folder and
// replaces @LUBAAUDIT_PATH@ with the checkout under test.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    defaultLocalization: "en",
    dependencies: [
        .package(name: "lubaaudit", path: "@LUBAAUDIT_PATH@"),
    ],
    targets: [
        .target(
            name: "App",
            resources: [.process("Resources")],
            plugins: [.plugin(name: "LubaAuditBuildTool", package: "lubaaudit")]
        ),
    ]
)
