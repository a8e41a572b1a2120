// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "lubaaudit",
    products: [
        .library(name: "LubaAudit", targets: ["LubaAudit"]),
        .executable(name: "lubaaudit", targets: ["lubaaudit"]),
    ],
    targets: [
        // C++ over the system libicu. Its public header includes no ICU header:
        // Foundation carries its own ICU, so Swift must never see the system one.
        .target(
            name: "CICUShim",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]
        ),
        .target(name: "LubaAudit", dependencies: ["CICUShim"]),
        .executableTarget(name: "lubaaudit", dependencies: ["LubaAudit"]),
        // bench/run.sh's in-process measurements (contrast matrix, .strings reader alone).
        .executableTarget(name: "lubaaudit-bench", dependencies: ["LubaAudit"], path: "bench/ContrastBench"),
        .testTarget(
            name: "LubaAuditTests",
            dependencies: ["LubaAudit"],
            exclude: ["Scripts"]
        ),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
