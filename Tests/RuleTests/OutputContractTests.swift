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

/// The output contract, end to end through the built binary, run from the root of a tree laid
/// out like a real app repository: every path any output names opens from where the command
/// ran (SARIF's and GitHub's from the repository root), and what was not checked is said.
final class OutputContractTests: XCTestCase {
    /// A git work tree with `.lproj` tables, a String Catalog and a light-only palette.
    func appRepository() throws -> URL {
        let root = try TestSupport.temporaryDirectory(self).appendingPathComponent("app repo")
        try TestSupport.write([
            "App/Resources/en.lproj/Localizable.strings": """
            /* Title of the settings screen */
            "settings.title" = "Settings";
            "files.count" = "%d files in %@";
            "greeting" = "Hello";
            "farewell" = "See you later, alligator";

            """,
            "App/Resources/de.lproj/Localizable.strings": """
            "settings.title" = "Einstellungen";
            "files.count" = "%@ Dateien in %d";
            "farewell" = "See you later, alligator";

            """,
            "App/Resources/Catalog.xcstrings": """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Welcome back" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen zurück" } }
                  }
                },
                "Sign out" : {
                  "comment" : "Button",
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Sign out" } }
                  }
                }
              },
              "version" : "1.0"
            }

            """,
            "design/palette.tokens.json": try String(contentsOf: TestSupport.repoRoot.appendingPathComponent("docs/examples/palette-light.tokens.json"), encoding: .utf8),
        ], under: root)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return root
    }

    /// `path:line:col:` prefixes of the diagnostics on standard error.
    func diagnosticPaths(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").compactMap { line in
            guard let match = line.range(of: #"^(.+?):\d+:\d+: (error|warning|note): "#, options: .regularExpression) else { return nil }
            let prefix = String(line[match])
            return prefix.components(separatedBy: ":").first
        }
    }

    func assertOpens(_ paths: [String], from directory: URL, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(paths.isEmpty, "\(what): no paths to check", file: file, line: line)
        for path in Set(paths) {
            XCTAssertFalse(path.hasPrefix("/"), "\(what): \(path) is under the current directory, so it must be relative", file: file, line: line)
            let full = directory.appendingPathComponent(path).path
            XCTAssertTrue(FileManager.default.fileExists(atPath: full), "\(what): \(path) does not open from \(directory.path)", file: file, line: line)
        }
    }

    func json(_ url: URL) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    func sarifURIs(_ url: URL) throws -> (uris: [String], base: String?) {
        let document = try json(url)
        let run = try XCTUnwrap((document["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        var uris: [String] = []
        for result in results {
            for location in (result["locations"] as? [[String: Any]] ?? []) + (result["relatedLocations"] as? [[String: Any]] ?? []) {
                let artifact = (location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String]
                uris.append(try XCTUnwrap(artifact?["uri"], "a result location without a uri: \(result)"))
                XCTAssertEqual(artifact?["uriBaseId"], SARIFReport.rootBaseID)
            }
        }
        let base = ((run["originalUriBaseIds"] as? [String: Any])?[SARIFReport.rootBaseID] as? [String: String])?["uri"]
        return (uris.map { $0.removingPercentEncoding ?? $0 }, base)
    }

    func testEveryPathOpensFromTheRepositoryRoot() throws {
        let repo = try appRepository()
        let run = try TestSupport.run(
            ["strings", "--strings", "App/Resources", "--format", "html,junit,sarif,json,github,text", "--output", "reports"], in: repo)
        XCTAssertEqual(run.status, 1, run.stderr)
        // `github` replaces the diagnostics (they would repeat every finding in the log).
        XCTAssertTrue(diagnosticPaths(run.stderr).isEmpty, run.stderr)

        let annotations = run.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        XCTAssertFalse(annotations.isEmpty)
        let annotated = annotations.compactMap { line -> String? in
            guard let range = line.range(of: #"file=[^,]+"#, options: .regularExpression) else { return nil }
            return String(line[range].dropFirst(5)).removingPercentEncoding
        }
        assertOpens(annotated, from: repo, "GitHub annotations")

        let report = try json(repo.appendingPathComponent("reports/lubaaudit.json"))
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        let located = findings.compactMap { ($0["location"] as? [String: Any])?["file"] as? String }
        XCTAssertEqual(located.count, findings.count, "every localization finding has a location")
        assertOpens(located, from: repo, "JSON locations")
        let lines = findings.compactMap { ($0["location"] as? [String: Any])?["line"] as? Int }
        XCTAssertFalse(lines.contains(1), "no finding is pinned to 1:1: \(findings.map { $0["message"] ?? "" })")

        let catalogMiss = try XCTUnwrap(findings.first { ($0["message"] as? String)?.contains("\"Sign out\" has no de translation") ?? false })
        let catalogLocation = try XCTUnwrap(catalogMiss["location"] as? [String: Any])
        XCTAssertEqual(catalogLocation["file"] as? String, "App/Resources/Catalog.xcstrings")
        XCTAssertEqual(catalogLocation["line"] as? Int, 9, "at the key's own entry")
        let stringsMiss = try XCTUnwrap(findings.first { ($0["message"] as? String)?.contains("\"greeting\" has no de translation") ?? false })
        XCTAssertEqual((stringsMiss["location"] as? [String: Any])?["file"] as? String, "App/Resources/en.lproj/Localizable.strings",
                       "a key missing from a translation points at the source entry")
        XCTAssertEqual((stringsMiss["location"] as? [String: Any])?["line"] as? Int, 4)
        XCTAssertTrue((stringsMiss["message"] as? String)?.contains("App/Resources/de.lproj/Localizable.strings") ?? false,
                      "the translation file is named in the message")

        let sarif = try sarifURIs(repo.appendingPathComponent("reports/lubaaudit.sarif"))
        assertOpens(sarif.uris, from: repo, "SARIF")
        XCTAssertEqual(sarif.base.flatMap { URL(string: $0)?.path }, repo.path)

        let html = try String(contentsOf: repo.appendingPathComponent("reports/lubaaudit.html"), encoding: .utf8)
        let htmlPaths = html.components(separatedBy: "<dt>Location</dt><dd><code><bdi>").dropFirst().map { String($0.prefix { $0 != "<" }) }
        assertOpens(htmlPaths, from: repo, "HTML")

        let junit = try String(contentsOf: repo.appendingPathComponent("reports/junit.xml"), encoding: .utf8)
        XCTAssertFalse(junit.contains(" file=\""), "neither JUnit schema has a file attribute")
        let junitPaths = junit.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: #"at [^ ]+:\d+:\d+"#, options: .regularExpression) else { return nil }
            return String(line[range].dropFirst(3)).components(separatedBy: ":").first?
                .replacingOccurrences(of: "&amp;", with: "&")
        }
        assertOpens(junitPaths, from: repo, "JUnit")

        let summary = try String(contentsOf: repo.appendingPathComponent("reports/lubaaudit.txt"), encoding: .utf8)
        XCTAssertTrue(summary.contains("found 3 table file(s) holding 2 locale(s): en, de"), summary)
        XCTAssertTrue(run.stdout.contains("reports: reports/lubaaudit.html"), run.stdout)
    }

    func testFromASubfolderPathsFollowTheCurrentDirectoryAndSARIFTheRepository() throws {
        let repo = try appRepository()
        let app = repo.appendingPathComponent("App")
        let out = try TestSupport.temporaryDirectory(self)
        let run = try TestSupport.run(["strings", "--strings", "Resources", "--format", "sarif", "--output", out.path], in: app)
        XCTAssertEqual(run.status, 1)
        assertOpens(diagnosticPaths(run.stderr), from: app, "diagnostics")
        XCTAssertTrue(run.stderr.contains("Resources/en.lproj/Localizable.strings:4:1: error:"), run.stderr)
        let sarif = try sarifURIs(out.appendingPathComponent("lubaaudit.sarif"))
        XCTAssertTrue(sarif.uris.allSatisfy { $0.hasPrefix("App/Resources/") }, "\(sarif.uris)")
        assertOpens(sarif.uris, from: repo, "SARIF from a subfolder")

        // A folder outside the current directory is named absolutely.
        let elsewhere = try TestSupport.run(["strings", "--strings", repo.appendingPathComponent("App/Resources").path, "--quiet", "--format", "json", "--output", out.path], in: out)
        XCTAssertEqual(elsewhere.status, 1)
        let findings = try XCTUnwrap(try json(out.appendingPathComponent("lubaaudit.json"))["findings"] as? [[String: Any]])
        for file in findings.compactMap({ ($0["location"] as? [String: Any])?["file"] as? String }) {
            XCTAssertTrue(file.hasPrefix("/") && FileManager.default.fileExists(atPath: file), file)
        }

        // --project-root overrides the git work tree.
        let rooted = try TestSupport.run(["strings", "--strings", "Resources", "--format", "sarif", "--output", out.path, "--project-root", "."], in: app)
        XCTAssertEqual(rooted.status, 1)
        XCTAssertTrue(try sarifURIs(out.appendingPathComponent("lubaaudit.sarif")).uris.allSatisfy { $0.hasPrefix("Resources/") })
    }

    func testALightOnlyPaletteSaysDarkWasNotChecked() throws {
        let repo = try appRepository()
        let run = try TestSupport.run(["contrast", "--palette", "design/palette.tokens.json", "--format", "html,junit,sarif,json,text", "--output", "reports"], in: repo)
        XCTAssertEqual(run.status, 1, run.stderr)
        let line = "the dark appearance: design/palette.tokens.json has no dark values"
        XCTAssertTrue(run.stdout.contains("Not checked: \(line)."), run.stdout)
        XCTAssertTrue(run.stdout.contains("audited design/palette.tokens.json"), run.stdout)
        XCTAssertTrue(try String(contentsOf: repo.appendingPathComponent("reports/lubaaudit.html"), encoding: .utf8).contains("Not checked:</strong> <bdi>\(line)</bdi>"))
        XCTAssertEqual(((try json(repo.appendingPathComponent("reports/lubaaudit.json"))["inputs"] as? [String: Any])?["unchecked"] as? [String]), [line])
        XCTAssertTrue(try String(contentsOf: repo.appendingPathComponent("reports/junit.xml"), encoding: .utf8).contains(line))
        let sarif = try json(repo.appendingPathComponent("reports/lubaaudit.sarif"))
        let run0 = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual((run0["properties"] as? [String: Any])?["notChecked"] as? [String], [line])
        let uris = try sarifURIs(repo.appendingPathComponent("reports/lubaaudit.sarif")).uris
        XCTAssertEqual(Set(uris), ["design/palette.tokens.json"], "a palette's findings point into it, never at a file:// URI")
        XCTAssertFalse(diagnosticPaths(run.stderr).isEmpty)
        assertOpens(diagnosticPaths(run.stderr), from: repo, "palette diagnostics")
    }

    func testCompletionReadsTheSameForTranslatorsAsInTheSummary() throws {
        let repo = try appRepository()
        let summary = try TestSupport.run(["strings", "--strings", "App/Resources", "--format", "text", "--quiet"], in: repo)
        let row = try XCTUnwrap(summary.stdout.split(separator: "\n").first { $0.hasPrefix("  de ") })
        let percent = try XCTUnwrap(row.split(separator: " ").dropFirst().first.map(String.init))
        XCTAssertEqual(percent, "50.0%", "3 of 6 keys: 2 missing, 1 identical (\(row))")
        let translators = try TestSupport.run(["missing-keys", "--strings", "App/Resources", "--locale", "de"], in: repo)
        XCTAssertEqual(translators.status, 0)
        XCTAssertTrue(translators.stdout.contains("de is 50.0% complete: 3 of 6 keys translated (2 missing, 0 empty, 1 identical to the source)"), translators.stdout)
    }

    /// SARIF fingerprints and baseline identities come from the rule and the subject: lines
    /// moving above every problem (a comment added at the top of each file) change none.
    func testIdentitiesSurviveMovedLines() throws {
        let repo = try TestSupport.temporaryDirectory(self)
        var files = [
            "App/en.lproj/Localizable.strings": "\"a\" = \"Open\";\n\"b\" = \"Close %@\";\n\"a\" = \"Opened\";\n\"c\" = \"Save\"\n\"d\" = \"Done\";\n",
            "App/de.lproj/Localizable.strings": "\"a\" = \"Öffnen\";\n\"b\" = \"Schließen %d\";\n\"c\" = \"\";\n\"x\" = \"alt\";\n",
        ]
        func identities() throws -> (fingerprints: [String], lines: [Int]) {
            try TestSupport.write(files, under: repo)
            let run = try TestSupport.run(["strings", "--strings", "App", "--format", "json", "--output", "out", "--quiet"], in: repo)
            XCTAssertEqual(run.status, 1, run.stderr)
            let findings = try XCTUnwrap(try json(repo.appendingPathComponent("out/lubaaudit.json"))["findings"] as? [[String: Any]])
            return (findings.compactMap { $0["fingerprint"] as? String }.sorted(), findings.compactMap { ($0["location"] as? [String: Any])?["line"] as? Int })
        }
        let before = try identities()
        XCTAssertGreaterThan(before.fingerprints.count, 5)
        for (path, text) in files { files[path] = "/* moved */\n\n" + text }
        let after = try identities()
        XCTAssertEqual(after.fingerprints, before.fingerprints)
        XCTAssertNotEqual(after.lines.sorted(), before.lines.sorted(), "the lines did move")
    }

    /// Suppressed findings are counted alike by every report, never failures, and every
    /// directive location opens from where the command ran.
    func testSuppressedFindingsCountAlikeInEveryReport() throws {
        let repo = try TestSupport.temporaryDirectory(self).appendingPathComponent("suppressed app")
        try TestSupport.write([
            "Package/Sources/App/Resources/en.lproj/Localizable.strings": "\"a\" = \"Tap for more information\";\n\"b\" = \"%d files\";\n\"c\" = \"Open the settings\";\n",
            "Package/Sources/App/Resources/de.lproj/Localizable.strings": """
            /* lubaaudit:disable l10n.identical-translation — product name */
            "a" = "Tap for more information";
            // lubaaudit:disable l10n.format-type-mismatch, l10n.empty-value - the app passes a string
            "b" = "%@ Dateien";
            "c" = "Open the settings";

            """,
            "Package/Sources/App/Badge.swift": SuppressionAuditTests.badges,
        ], under: repo)
        try FileManager.default.createDirectory(at: repo.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let run = try TestSupport.run(["audit", "--package", "Package", "--format", "text,json,sarif,junit,html", "--output", "reports"], in: repo)
        // The only error (the format mismatch) is suppressed: the run passes.
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("Package/Sources/App/Resources/de.lproj/Localizable.strings:3:49: warning: this suppression of l10n.empty-value silences nothing"), run.stderr)

        let report = try json(repo.appendingPathComponent("reports/lubaaudit.json"))
        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        let suppressed = try XCTUnwrap(report["suppressed"] as? [[String: Any]])
        XCTAssertEqual(suppressed.count, 7, "identical a, format b, fixed fonts on lines 7, 8, 9, 13, 15")
        XCTAssertEqual(summary["suppressed"] as? Int, suppressed.count)
        XCTAssertEqual(summary["findings"] as? Int, findings.count)
        XCTAssertEqual(Set(suppressed.compactMap { ($0["suppression"] as? [String: Any])?["kind"] as? String }), ["inSource"])
        XCTAssertEqual(suppressed.compactMap { ($0["suppression"] as? [String: Any])?["justification"] as? String }.sorted(),
                       ["a badge, sized by design", "product name", "the app passes a string"])
        let directiveFiles = suppressed.compactMap { (($0["suppression"] as? [String: Any])?["location"] as? [String: Any])?["file"] as? String }
        XCTAssertEqual(directiveFiles.count, suppressed.count)
        assertOpens(directiveFiles, from: repo, "JSON suppression locations")
        XCTAssertFalse(findings.contains { ($0["ruleId"] as? String) == "l10n.format-type-mismatch" })
        let bySeverity = try XCTUnwrap(summary["bySeverity"] as? [String: Int])
        XCTAssertEqual(bySeverity.values.reduce(0, +), findings.count, "the severity counts hold active findings only")

        let sarif = try json(repo.appendingPathComponent("reports/lubaaudit.sarif"))
        let sarifRun = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(sarifRun["results"] as? [[String: Any]])
        let silenced = results.filter { $0["suppressions"] != nil }
        XCTAssertEqual(silenced.count, suppressed.count)
        XCTAssertEqual(results.count - silenced.count, findings.count)
        XCTAssertEqual((sarifRun["properties"] as? [String: Any])?["suppressed"] as? Int, suppressed.count)
        let suppressionURIs = silenced.compactMap { result -> String? in
            let first = (result["suppressions"] as? [[String: Any]])?.first
            XCTAssertEqual(first?["kind"] as? String, "inSource")
            let physical = (first?["location"] as? [String: Any])?["physicalLocation"] as? [String: Any]
            return ((physical?["artifactLocation"] as? [String: String])?["uri"])?.removingPercentEncoding
        }
        XCTAssertEqual(suppressionURIs.count, silenced.count)
        assertOpens(suppressionURIs, from: repo, "SARIF suppression locations")
        let fingerprints = Set(silenced.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReport.fingerprintKey] })
        XCTAssertEqual(fingerprints, Set(suppressed.compactMap { $0["fingerprint"] as? String }), "one fingerprint per finding, silenced or not")
        assertOpens(try sarifURIs(repo.appendingPathComponent("reports/lubaaudit.sarif")).uris, from: repo, "SARIF")

        let junit = try String(contentsOf: repo.appendingPathComponent("reports/junit.xml"), encoding: .utf8)
        let skippedAttributes = junit.split(separator: "\n").filter { $0.contains("<testsuite ") }.compactMap { line -> Int? in
            guard let range = line.range(of: #"skipped="\d+""#, options: .regularExpression) else { return nil }
            return Int(line[range].dropFirst(9).dropLast())
        }
        XCTAssertEqual(skippedAttributes.reduce(0, +), suppressed.count)
        XCTAssertEqual(junit.components(separatedBy: "<skipped message=\"suppressed in source at ").count - 1, suppressed.count)
        XCTAssertFalse(junit.contains("<failure"), "nothing fails this run")

        let text = try String(contentsOf: repo.appendingPathComponent("reports/lubaaudit.txt"), encoding: .utf8)
        XCTAssertTrue(text.contains("7 finding(s) suppressed in source (lubaaudit:disable): a11y.dynamic-type.fixed-font 5, l10n.format-type-mismatch 1, l10n.identical-translation 1."), text)
        XCTAssertTrue(text.contains("PASSED:"), text)
        let html = try String(contentsOf: repo.appendingPathComponent("reports/lubaaudit.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<dt>Suppressed in source</dt><dd><bdi>7</bdi></dd>"))

        // Both files are valid against their schemas with the suppressions in them.
        let sarifSchema = try ExternalTool.schema("sarif-2.1.0.json")
        let reportSchema = TestSupport.repoRoot.appendingPathComponent("docs/report-schema.json").path
        let check = try ExternalTool.python("""
        import json, sys, jsonschema
        for schema_path, document_path, validator in [(sys.argv[1], sys.argv[2], jsonschema.Draft4Validator), (sys.argv[3], sys.argv[4], jsonschema.Draft7Validator)]:
            with open(schema_path, encoding='utf-8') as f:
                schema = json.load(f)
            with open(document_path, encoding='utf-8') as f:
                document = json.load(f)
            errors = list(validator(schema).iter_errors(document))
            for error in errors[:10]:
                print(document_path, list(error.path), error.message)
            assert not errors, document_path
        print('valid')
        """, [sarifSchema, repo.appendingPathComponent("reports/lubaaudit.sarif").path, reportSchema, repo.appendingPathComponent("reports/lubaaudit.json").path])
        XCTAssertTrue(check.stdout.contains("valid"), check.stdout)
        if let xmllint = ExternalTool.find("xmllint") {
            for schema in ["junit.xsd", "jenkins-xunit-junit-10.xsd"] {
                let validated = try ExternalTool.run(xmllint, ["--noout", "--schema", try ExternalTool.schema(schema), repo.appendingPathComponent("reports/junit.xml").path])
                XCTAssertEqual(validated.status, 0, schema + validated.stderr)
            }
        }
    }

    /// `excluded` leaves out a folder's tables and Swift files; one that leaves nothing exits 2
    /// with one line.
    func testExcludedPatternsFromTheConfigsFolder() throws {
        let repo = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([
            "App/Sources/Main/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "App/Sources/Main/de.lproj/Localizable.strings": "\"a\" = \"\";\n",
            "App/Sources/Generated/fr.lproj/Localizable.strings": "\"a\" = \"\";\n",
            "App/Sources/Generated/Badge.swift": SuppressionAuditTests.badges,
            "App/.lubaaudit.json": "{\"excluded\": [\"Sources/Generated\", \"Sources/Old\"]}\n",
        ], under: repo)
        let run = try TestSupport.run(["audit", "--package", "App", "--format", "json", "--output", "out"], in: repo)
        XCTAssertEqual(run.status, 1, run.stderr)
        let report = try json(repo.appendingPathComponent("out/lubaaudit.json"))
        let tables = try XCTUnwrap((report["inputs"] as? [String: Any])?["tables"] as? [[String: Any]]).compactMap { $0["path"] as? String }
        XCTAssertEqual(tables.sorted(), ["App/Sources/Main/de.lproj/Localizable.strings", "App/Sources/Main/en.lproj/Localizable.strings"])
        XCTAssertFalse(run.stderr.contains("Generated"), run.stderr)
        XCTAssertTrue(run.stderr.contains("App/.lubaaudit.json:1:36: warning: \"Sources/Old\" in \"excluded\" matches no file the audit found"), run.stderr)

        try TestSupport.write(["App/.lubaaudit.json": "{\"excluded\": [\"**\"]}\n"], under: repo)
        let nothing = try TestSupport.run(["audit", "--package", "App"], in: repo)
        XCTAssertEqual(nothing.status, 2)
        XCTAssertEqual(nothing.stderr.split(separator: "\n").count, 1, nothing.stderr)
        XCTAssertTrue(nothing.stderr.contains("App/.lubaaudit.json: \"included\"/\"excluded\" leave nothing to audit: all 3 table file(s) and 1 Swift file(s) found were filtered out (patterns are relative to App)"), nothing.stderr)
    }
}
