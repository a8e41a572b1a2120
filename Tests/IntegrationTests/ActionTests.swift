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
import LubaAuditTestSupport
import Foundation
import XCTest

/// The composite GitHub Action at the repository root: it parses as YAML with what GitHub
/// needs, and its shell steps, run here the way a runner runs them (bash -eo pipefail, the
/// inputs' defaults, GITHUB_OUTPUT, RUNNER_TEMP), audit a fixture and set the outputs. The one
/// step that needs GitHub itself, the SARIF upload, is checked for its inputs only.
final class ActionTests: XCTestCase {
    static let actionFile = TestSupport.repoRoot.appendingPathComponent("action.yml")

    /// action.yml as JSON values, read by PyYAML.
    func action() throws -> [String: Any] {
        let python = try TestSupport.python(with: "yaml")
        let process = Process()
        process.executableURL = python
        process.arguments = ["-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1], encoding='utf-8'))))", Self.actionFile.path]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "action.yml does not parse: \(String(decoding: errors, as: UTF8.self))")
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func steps(_ action: [String: Any]) throws -> [[String: Any]] {
        let runs = try XCTUnwrap(action["runs"] as? [String: Any])
        return try XCTUnwrap(runs["steps"] as? [[String: Any]])
    }

    func testActionDeclaresItsInputsOutputsAndSteps() throws {
        let action = try action()
        XCTAssertNotNil(action["name"] as? String)
        XCTAssertNotNil(action["description"] as? String)
        let runs = try XCTUnwrap(action["runs"] as? [String: Any])
        XCTAssertEqual(runs["using"] as? String, "composite")
        let inputs = try XCTUnwrap(action["inputs"] as? [String: [String: Any]])
        for name in ["path", "args", "fail-on"] {
            XCTAssertNotNil(inputs[name]?["description"], "input \(name) has no description")
            XCTAssertNotNil(inputs[name]?["default"], "input \(name) has no default")
        }
        let outputs = try XCTUnwrap(action["outputs"] as? [String: [String: Any]])
        XCTAssertEqual(outputs["exit-code"]?["value"] as? String, "${{ steps.audit.outputs.exit-code }}")
        let steps = try steps(action)
        for step in steps where step["run"] != nil {
            // GitHub refuses a composite run step without a shell.
            XCTAssertEqual(step["shell"] as? String, "bash", "\(step["name"] ?? "a step") has no shell")
        }
        let upload = try XCTUnwrap(steps.first { ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif@") == true })
        let with = try XCTUnwrap(upload["with"] as? [String: Any])
        XCTAssertEqual(with["sarif_file"] as? String, "${{ steps.audit.outputs.sarif-file }}")
        let audit = try XCTUnwrap(steps.first { $0["id"] as? String == "audit" }?["run"] as? String)
        XCTAssertTrue(audit.contains("--format github,sarif"), "annotations and SARIF: \(audit)")
    }

    /// Every shell step in order, on a copy of the defects fixture (errors at the default
    /// fail-on): the build, annotations on stdout, the reports, exit-code 1, a failing verdict.
    /// With `fail-on: never` the same audit passes.
    func testActionStepsRunOnAFixture() throws {
        let action = try action()
        let workspace = try TestSupport.temporaryDirectory(self)
        try TestSupport.copy(TestSupport.fixtures.appendingPathComponent("defects"), to: workspace.appendingPathComponent("app"))
        // Kept in this checkout's .build between runs: the release build is the slow step.
        let runnerTemp = TestSupport.repoRoot.appendingPathComponent(".build/action-tests")
        try FileManager.default.createDirectory(at: runnerTemp, withIntermediateDirectories: true)

        let failing = try runSteps(of: action, inputs: ["path": "app"], workspace: workspace, runnerTemp: runnerTemp)
        XCTAssertEqual(failing.outputs["exit-code"], "1", failing.log)
        XCTAssertEqual(failing.outputs["sarif-file"], "lubaaudit-reports/lubaaudit.sarif", failing.log)
        XCTAssertEqual(failing.outputs["junit-file"], "lubaaudit-reports/junit.xml", failing.log)
        XCTAssertTrue(FileManager.default.fileExists(atPath: workspace.appendingPathComponent("lubaaudit-reports/lubaaudit.sarif").path))
        XCTAssertTrue(failing.log.contains("::error file=app/Sources/LubaUI/Resources/"), "no annotation for the fixture's errors:\n\(failing.log)")
        XCTAssertEqual(failing.skipped, ["Upload SARIF to code scanning"])
        XCTAssertEqual(failing.lastStatus, 1, "the verdict step must fail the job:\n\(failing.log)")

        let passing = try runSteps(of: action, inputs: ["path": "app", "fail-on": "never"], workspace: workspace, runnerTemp: runnerTemp)
        XCTAssertEqual(passing.outputs["exit-code"], "0", passing.log)
        XCTAssertEqual(passing.lastStatus, 0, passing.log)
    }

    struct StepsRun {
        var outputs: [String: String] = [:]
        var log = ""
        var skipped: [String] = []
        var lastStatus: Int32 = -1
    }

    /// Runs the action's shell steps as a runner does; stops at the first failing step.
    func runSteps(of action: [String: Any], inputs given: [String: String], workspace: URL, runnerTemp: URL) throws -> StepsRun {
        let declared = try XCTUnwrap(action["inputs"] as? [String: [String: Any]])
        var inputs: [String: String] = [:]
        for (name, spec) in declared { inputs[name] = given[name] ?? (spec["default"] as? String ?? "") }
        let outputFile = workspace.appendingPathComponent("github-output-\(UUID().uuidString)")
        try Data().write(to: outputFile)
        var run = StepsRun()
        for step in try steps(action) {
            let name = step["name"] as? String ?? "?"
            guard let script = step["run"] as? String else {
                run.skipped.append(name)
                continue
            }
            run.outputs = try Self.outputs(in: outputFile)
            let expand = { (text: String) in Self.expand(text, inputs: inputs, outputs: run.outputs) }
            var environment = ProcessInfo.processInfo.environment
            environment["GITHUB_OUTPUT"] = outputFile.path
            environment["GITHUB_WORKSPACE"] = workspace.path
            environment["GITHUB_ACTION_PATH"] = TestSupport.repoRoot.path
            environment["RUNNER_TEMP"] = runnerTemp.path
            for (key, value) in step["env"] as? [String: String] ?? [:] { environment[key] = expand(value) }
            let directory = (step["working-directory"] as? String).map { URL(fileURLWithPath: expand($0), relativeTo: workspace) } ?? workspace
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            // The shell GitHub starts for `shell: bash`.
            process.arguments = ["--noprofile", "--norc", "-eo", "pipefail", "-c", expand(script)]
            process.currentDirectoryURL = directory
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            run.log += "== \(name) (exit \(process.terminationStatus))\n" + String(decoding: data, as: UTF8.self)
            run.lastStatus = process.terminationStatus
            if process.terminationStatus != 0 { break }
        }
        run.outputs = try Self.outputs(in: outputFile)
        return run
    }

    /// `${{ inputs.x }}`, `${{ steps.audit.outputs.x }}` and `${{ github.action_path }}`: the only
    /// expressions the shell steps use. An expression this does not know fails the test.
    static func expand(_ text: String, inputs: [String: String], outputs: [String: String]) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.range(of: "${{") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            let expression = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            if expression == "github.action_path" {
                result += TestSupport.repoRoot.path
            } else if expression.hasPrefix("inputs."), let value = inputs[String(expression.dropFirst("inputs.".count))] {
                result += value
            } else if expression.hasPrefix("steps.audit.outputs.") {
                result += outputs[String(expression.dropFirst("steps.audit.outputs.".count))] ?? ""
            } else {
                XCTFail("action.yml uses an expression the test cannot stand in for: \(expression)")
            }
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    static func outputs(in file: URL) throws -> [String: String] {
        var outputs: [String: String] = [:]
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            outputs[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return outputs
    }
}
