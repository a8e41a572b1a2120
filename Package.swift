// swift-tools-version:6.1
import PackageDescription

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
        // The layers, lowest first: each may import only the ones listed before it (README, Architecture).
        .target(name: "LubaAuditModel", dependencies: [], path: "Sources/Model"),
        .target(name: "LubaAuditColor", dependencies: ["LubaAuditModel"], path: "Sources/Color"),
        .target(name: "LubaAuditICU", dependencies: ["LubaAuditModel", "CICUShim"], path: "Sources/ICU"),
        .target(name: "LubaAuditSwiftSource", dependencies: ["LubaAuditModel"], path: "Sources/SwiftSource"),
        .target(name: "LubaAuditStringTables", dependencies: ["LubaAuditModel", "LubaAuditICU"], path: "Sources/StringTables"),
        .target(name: "LubaAuditConfig", dependencies: ["LubaAuditModel", "LubaAuditColor"], path: "Sources/Config"),
        .target(name: "LubaAuditPlatform", dependencies: ["LubaAuditModel", "LubaAuditColor"], path: "Sources/Platform"),
        .target(name: "LubaAuditTheme", dependencies: ["LubaAuditModel", "LubaAuditColor", "LubaAuditSwiftSource", "LubaAuditConfig", "LubaAuditPlatform"], path: "Sources/Theme"),
        .target(name: "LubaAuditDesignSystem", dependencies: ["LubaAuditModel", "LubaAuditColor", "LubaAuditSwiftSource", "LubaAuditConfig", "LubaAuditPlatform"], path: "Sources/DesignSystem"),
        .target(name: "LubaAuditResult", dependencies: ["LubaAuditModel", "LubaAuditColor", "LubaAuditICU", "LubaAuditSwiftSource", "LubaAuditStringTables", "LubaAuditConfig", "LubaAuditPlatform", "LubaAuditTheme", "LubaAuditDesignSystem"], path: "Sources/Result"),
        .target(name: "LubaAuditRules", dependencies: ["LubaAuditModel", "LubaAuditColor", "LubaAuditICU", "LubaAuditSwiftSource", "LubaAuditStringTables", "LubaAuditConfig", "LubaAuditPlatform", "LubaAuditTheme", "LubaAuditDesignSystem", "LubaAuditResult"], path: "Sources/Rules"),
        .target(name: "LubaAuditEngine", dependencies: ["LubaAuditModel", "LubaAuditColor", "LubaAuditICU", "LubaAuditSwiftSource", "LubaAuditStringTables", "LubaAuditConfig", "LubaAuditPlatform", "LubaAuditTheme", "LubaAuditDesignSystem", "LubaAuditResult", "LubaAuditRules"], path: "Sources/Engine"),
        .target(name: "LubaAuditReports", dependencies: ["LubaAuditModel", "LubaAuditColor", "LubaAuditICU", "LubaAuditSwiftSource", "LubaAuditStringTables", "LubaAuditConfig", "LubaAuditPlatform", "LubaAuditTheme", "LubaAuditDesignSystem", "LubaAuditResult"], path: "Sources/Reports"),
        .target(name: "LubaAuditTranslators", dependencies: ["LubaAuditModel", "LubaAuditColor", "LubaAuditICU", "LubaAuditSwiftSource", "LubaAuditStringTables", "LubaAuditConfig", "LubaAuditPlatform", "LubaAuditTheme", "LubaAuditDesignSystem", "LubaAuditResult", "LubaAuditRules", "LubaAuditEngine", "LubaAuditReports"], path: "Sources/Translators"),
        // The library clients import: every layer's public API, re-exported.
        .target(name: "LubaAudit", dependencies: ["LubaAuditModel", "LubaAuditColor", "LubaAuditICU", "LubaAuditSwiftSource", "LubaAuditStringTables", "LubaAuditConfig", "LubaAuditPlatform", "LubaAuditTheme", "LubaAuditDesignSystem", "LubaAuditResult", "LubaAuditRules", "LubaAuditEngine", "LubaAuditReports", "LubaAuditTranslators"]),
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
            dependencies: ["LubaAudit", "LubaAuditModel", "LubaAuditColor", "LubaAuditICU", "LubaAuditSwiftSource", "LubaAuditStringTables", "LubaAuditConfig", "LubaAuditPlatform", "LubaAuditTheme", "LubaAuditDesignSystem", "LubaAuditResult", "LubaAuditRules", "LubaAuditEngine", "LubaAuditReports", "LubaAuditTranslators"],
            path: "Tests/Support",
            exclude: ["Scripts"]
        ),
        .testTarget(name: "ModelTests", dependencies: ["LubaAudit", "LubaAuditTestSupport", "LubaAuditModel", "LubaAuditColor", "LubaAuditICU", "LubaAuditSwiftSource", "LubaAuditStringTables", "LubaAuditConfig", "LubaAuditPlatform", "LubaAuditTheme", "LubaAuditDesignSystem", "LubaAuditResult", "LubaAuditRules", "LubaAuditEngine", "LubaAuditReports", "LubaAuditTranslators"]),
        .testTarget(name: "ReaderTests", dependencies: ["LubaAudit", "LubaAuditTestSupport", "LubaAuditModel", "LubaAuditColor", "LubaAuditICU", "LubaAuditSwiftSource", "LubaAuditStringTables", "LubaAuditConfig", "LubaAuditPlatform", "LubaAuditTheme", "LubaAuditDesignSystem", "LubaAuditResult", "LubaAuditRules", "LubaAuditEngine", "LubaAuditReports", "LubaAuditTranslators"]),
        .testTarget(name: "RuleTests", dependencies: ["LubaAudit", "LubaAuditTestSupport", "LubaAuditModel", "LubaAuditColor", "LubaAuditICU", "LubaAuditSwiftSource", "LubaAuditStringTables", "LubaAuditConfig", "LubaAuditPlatform", "LubaAuditTheme", "LubaAuditDesignSystem", "LubaAuditResult", "LubaAuditRules", "LubaAuditEngine", "LubaAuditReports", "LubaAuditTranslators"]),
        .testTarget(name: "ReportTests", dependencies: ["LubaAudit", "LubaAuditTestSupport", "LubaAuditModel", "LubaAuditColor", "LubaAuditICU", "LubaAuditSwiftSource", "LubaAuditStringTables", "LubaAuditConfig", "LubaAuditPlatform", "LubaAuditTheme", "LubaAuditDesignSystem", "LubaAuditResult", "LubaAuditRules", "LubaAuditEngine", "LubaAuditReports", "LubaAuditTranslators"]),
        .testTarget(name: "IntegrationTests", dependencies: ["LubaAudit", "LubaAuditTestSupport", "LubaAuditModel", "LubaAuditColor", "LubaAuditICU", "LubaAuditSwiftSource", "LubaAuditStringTables", "LubaAuditConfig", "LubaAuditPlatform", "LubaAuditTheme", "LubaAuditDesignSystem", "LubaAuditResult", "LubaAuditRules", "LubaAuditEngine", "LubaAuditReports", "LubaAuditTranslators"]),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
