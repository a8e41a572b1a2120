@testable import LubaAuditModel
@testable import LubaAuditColor
@testable import LubaAuditICU
@testable import LubaAuditSwiftSource
@testable import LubaAuditStringTables
@testable import LubaAuditConfig
@testable import LubaAuditPlatform
@testable import LubaAuditTheme
@testable import LubaAuditDesignSystem
@testable import LubaAuditResult
@testable import LubaAuditRuleContext
@testable import LubaAuditLocalizationRules
@testable import LubaAuditAccessibilityRules
@testable import LubaAuditRules
@testable import LubaAuditEngine
@testable import LubaAuditReports
@testable import LubaAuditTranslators
import Foundation
import XCTest

/// Paths and helpers shared by the tests.
package enum TestSupport {
    /// The repository root (this file is Tests/Support/TestSupport.swift).
    package static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    package static let fixtures = repoRoot.appendingPathComponent("Tests/Fixtures")

    /// `../shared` next to the repository, where the real corpora, schemas and peers live.
    package static let shared = repoRoot.deletingLastPathComponent().appendingPathComponent("shared")

    package static func sharedPath(_ relative: String) throws -> URL {
        let url = shared.appendingPathComponent(relative)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw XCTSkip("\(url.path) is absent: this test needs ../shared/\(relative) next to the repository")
        }
        return url
    }

    /// The built `lubaaudit` executable next to the test bundle (or LUBAAUDIT_BIN).
    package static func binary() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["LUBAAUDIT_BIN"] {
            return URL(fileURLWithPath: path)
        }
        var dir = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = dir.appendingPathComponent("lubaaudit")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        for config in ["debug", "release"] {
            let candidate = repoRoot.appendingPathComponent(".build/\(config)/lubaaudit")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw XCTSkip("the lubaaudit executable is not built (swift build)")
    }

    /// A fresh temporary directory, removed by the caller's `addTeardownBlock`.
    package static func temporaryDirectory(_ test: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lubaaudit-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Writes a tree of files (relative path → text) under `root`.
    package static func write(_ files: [String: String], raw: [String: [UInt8]] = [:], under root: URL) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        for (path, bytes) in raw {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
    }

    /// Copies a directory tree.
    package static func copy(_ source: URL, to destination: URL) throws {
        try FileManager.default.copyItem(at: source, to: destination)
    }

    package struct Run {
        package var status: Int32
        package var stdout: String
        package var stderr: String
    }

    /// Runs the built CLI (or `executable`, for a wrapper such as `runuser`) with arguments in
    /// a working directory. With `within`, a run that outlives that many seconds is killed and
    /// the test fails, rather than hanging the suite.
    package static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:],
        executable: URL? = nil, within seconds: TimeInterval? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Run {
        let process = Process()
        process.executableURL = try executable ?? binary()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        // Both pipes are read fully while the child runs, so a large output cannot deadlock it.
        nonisolated(unsafe) var outData = Data()
        nonisolated(unsafe) var errData = Data()
        let drained = DispatchGroup()
        for (pipe, isOut) in [(out, true), (err, false)] {
            drained.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                if isOut { outData = data } else { errData = data }
                drained.leave()
            }
        }
        if let seconds, exited.wait(timeout: .now() + seconds) == .timedOut {
            process.terminate()
            exited.wait()
            XCTFail("\(process.executableURL?.lastPathComponent ?? "lubaaudit") \(arguments.joined(separator: " ")) was still running after \(Int(seconds)) s", file: file, line: line)
        } else if seconds == nil {
            exited.wait()
        }
        drained.wait()
        return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Python from the venv `scripts/install-deps.sh test` makes, when it has the module.
    package static func python(with module: String) throws -> URL {
        let venv = repoRoot.appendingPathComponent(".build/pyenv/bin/python")
        for candidate in [venv.path, "/usr/bin/python3"] where FileManager.default.isExecutableFile(atPath: candidate) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: candidate)
            process.arguments = ["-c", "import \(module)"]
            process.standardError = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            if (try? process.run()) != nil {
                process.waitUntilExit()
                if process.terminationStatus == 0 { return URL(fileURLWithPath: candidate) }
            }
        }
        throw XCTSkip("python module \(module) is not installed (run scripts/install-deps.sh test)")
    }
}

/// SplitMix64 from a fixed seed: every randomized test draws the same values on every run, so
/// a failure reproduces.
package struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
