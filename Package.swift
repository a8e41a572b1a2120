// swift-tools-version:6.1
import PackageDescription

/// The library's layers, lowest first, each with the layers directly below it. A layer depends
/// on (and its files import) those and everything under them, nothing else: the compiler
/// refuses an arrow pointing up (README, Architecture). fuzz/build.sh reads this list.
let layers: [(name: String, path: String, below: [String])] = [
    ("LubaAuditModel", "Sources/Model", []),
    ("LubaAuditColor", "Sources/Color", ["LubaAuditModel"]),
    ("LubaAuditICU", "Sources/ICU", ["LubaAuditModel", "CICUShim"]),
    ("LubaAuditSwiftSource", "Sources/SwiftSource", ["LubaAuditModel"]),
    ("LubaAuditStringTables", "Sources/StringTables", ["LubaAuditICU"]),
    ("LubaAuditConfig", "Sources/Config", ["LubaAuditColor"]),
    ("LubaAuditPlatform", "Sources/Platform", ["LubaAuditColor"]),
    ("LubaAuditTheme", "Sources/Theme", ["LubaAuditSwiftSource", "LubaAuditConfig", "LubaAuditPlatform"]),
    ("LubaAuditDesignSystem", "Sources/DesignSystem", ["LubaAuditSwiftSource", "LubaAuditConfig", "LubaAuditPlatform"]),
    ("LubaAuditResult", "Sources/Result", ["LubaAuditStringTables", "LubaAuditTheme", "LubaAuditDesignSystem"]),
    ("LubaAuditRuleContext", "Sources/Rules/Context", ["LubaAuditResult"]),
    ("LubaAuditLocalizationRules", "Sources/Rules/Localization", ["LubaAuditRuleContext"]),
    ("LubaAuditAccessibilityRules", "Sources/Rules/Accessibility", ["LubaAuditRuleContext"]),
    ("LubaAuditRules", "Sources/Rules/Catalog", ["LubaAuditLocalizationRules", "LubaAuditAccessibilityRules"]),
    ("LubaAuditEngine", "Sources/Engine", ["LubaAuditRules"]),
    ("LubaAuditReports", "Sources/Reports", ["LubaAuditResult"]),
    ("LubaAuditTranslators", "Sources/Translators", ["LubaAuditEngine", "LubaAuditReports"]),
]

/// `name`'s layers below, transitively, lowest first.
func closure(of name: String) -> [String] {
    let direct = layers.first { $0.name == name }?.below ?? []
    var all: [String] = []
    for below in direct {
        for layer in closure(of: below) + [below] where !all.contains(layer) { all.append(layer) }
    }
    return all
}

/// Every layer, for the targets that see them all (the tests and their support).
let layerDependencies: [Target.Dependency] = layers.map { .target(name: $0.name) }

let package = Package(
    name: "lubaaudit",
    products: [
        .library(name: "LubaAudit", targets: ["LubaAudit"]),
        .executable(name: "lubaaudit", targets: ["lubaaudit"]),
        .plugin(name: "LubaAuditCommand", targets: ["LubaAuditCommand"]),
        .plugin(name: "LubaAuditBuildTool", targets: ["LubaAuditBuildTool"]),
    ],
    targets: [
        // The system ICU. pkg-config finds it: on Debian in /usr, on macOS once
        // PKG_CONFIG_PATH="$(brew --prefix icu4c)/lib/pkgconfig" is set (Homebrew's icu4c is keg-only).
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        // C++ over CICU. Its public header includes no ICU header:
        // Foundation carries its own ICU, so Swift must never see the system one.
        .target(name: "CICUShim", dependencies: ["CICU"]),
        // The library's layers (below), then the one module clients import: every layer's
        // public API, re-exported.
    ] + layers.map { layer in
        .target(name: layer.name, dependencies: closure(of: layer.name).map { .target(name: $0) }, path: layer.path)
    } + [
        .target(name: "LubaAudit", dependencies: layers.map { .target(name: $0.name) }),
        .executableTarget(name: "lubaaudit", dependencies: ["LubaAudit"]),
        // `swift package lubaaudit [arguments]`: the CLI run on the package it is invoked in.
        // No declared permission: SwiftPM would then demand --allow-writing-to-package-directory
        // on every run, also the ones that write nothing there (`--format text`, `--output /tmp/x`).
        .plugin(
            name: "LubaAuditCommand",
            capability: .command(
                intent: .custom(verb: "lubaaudit", description: "Audit localization and accessibility with lubaaudit")
            ),
            dependencies: ["lubaaudit"]
        ),
        // Applied to a target: lubaaudit's diagnostics in the build output, rerun when its tables change.
        .plugin(
            name: "LubaAuditBuildTool",
            capability: .buildTool(),
            dependencies: ["lubaaudit"]
        ),
        // bench/run.sh's in-process measurements (contrast matrix, .strings reader alone).
        .executableTarget(name: "lubaaudit-bench", dependencies: ["LubaAudit"], path: "bench/ContrastBench"),
        // Tests by layer. The support target holds what every suite shares (fixtures, runners,
        // report validators, its Python tools' set-up scripts); the unit suites test the layers
        // they are named for; the integration suites run other programs (the CLI as a process,
        // SwiftPM plugins, Chromium, the peers) or read the corpora: `swift test --skip IntegrationTests`
        // runs the rest.
        .target(
            name: "LubaAuditTestSupport",
            dependencies: ["LubaAudit"] + layerDependencies,
            path: "Tests/Support",
            exclude: ["Scripts"]
        ),
        .testTarget(name: "ModelTests", dependencies: ["LubaAudit", "LubaAuditTestSupport"] + layerDependencies),
        .testTarget(name: "ReaderTests", dependencies: ["LubaAudit", "LubaAuditTestSupport"] + layerDependencies),
        .testTarget(name: "RuleTests", dependencies: ["LubaAudit", "LubaAuditTestSupport"] + layerDependencies),
        .testTarget(name: "ReportTests", dependencies: ["LubaAudit", "LubaAuditTestSupport"] + layerDependencies),
        .testTarget(name: "IntegrationTests", dependencies: ["LubaAudit", "LubaAuditTestSupport"] + layerDependencies),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
