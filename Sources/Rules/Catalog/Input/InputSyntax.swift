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
import LubaAuditLocalizationRules
import LubaAuditAccessibilityRules
/// `input.syntax`: a table or source file whose grammar is broken. The reader recovered, but
/// Apple's parser may reject the whole file, so every key in it could be lost at run time;
/// an unknown escape only changes its own characters, and its message says how.
package struct InputSyntax: AuditRule {
    package let info = RuleDescription(
        id: "input.syntax",
        title: "Syntax error in a localization file",
        area: .input,
        defaultSeverity: .error,
        summary: "The file does not follow the grammar Apple's parser accepts (missing `;`, unterminated string, malformed XML or JSON): Apple's parser rejects the whole table, so every string in it falls back to the development language. An escape Apple's parser does not know (`\\u203A`, `\\ה`) rejects nothing: the table loads and only those characters change, and the message says what users see instead.",
        reference: References.appleStrings,
        triggering: [
            RuleExample("missing semicolon", files: ExampleTree.strings(["en": "\"a\" = \"A\"↓\n\"b\" = \"B\";\n"])),
            RuleExample("unterminated string", files: ExampleTree.strings(["en": "\"a\" = ↓\"A;\n"])),
            RuleExample("\\u escape, which Apple's parser reads as the text u203A", files: ExampleTree.strings(["en": "\"a\" = \"Next ↓\\u203A\";\n"])),
        ],
        nonTriggering: [
            RuleExample("well-formed table", files: ExampleTree.strings(["en": "/* c */\n\"a\" = \"A\";\n'b' = 'B';\nc = d;\n\"e\";\n"])),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        report(.syntax, context, &sink)
    }

    package static func tableDiagnostics(_ context: AuditContext) -> [(locale: String, table: String, ReadDiagnostic)] {
        var all: [(String, String, ReadDiagnostic)] = []
        for table in context.catalog.stringsTables {
            all += table.diagnostics.map { (table.locale, table.name, $0) }
        }
        for table in context.catalog.pluralTables {
            all += table.diagnostics.map { (table.locale, table.name, $0) }
        }
        for diagnostic in context.registry?.diagnostics ?? [] {
            all.append(("", "registry", diagnostic))
        }
        return all
    }

    /// The subject names the table and what is wrong, never the line: a baseline or a SARIF
    /// alert must not resurface when lines above the problem move. The same problem twice in
    /// one file is told apart by its order.
    package func report(_ kind: ReadDiagnostic.Kind, _ context: AuditContext, _ sink: inout FindingSink) {
        var seen: [String: Int] = [:]
        for (locale, table, diagnostic) in Self.tableDiagnostics(context) where diagnostic.kind == kind {
            let identity = diagnostic.location.file + "\u{1F}" + diagnostic.message
            let occurrence = (seen[identity] ?? 0) + 1
            seen[identity] = occurrence
            sink.emit(
                diagnostic.message,
                subject: Subject(table: table, locale: locale.isEmpty ? nil : locale,
                                 detail: occurrence == 1 ? diagnostic.message : "\(diagnostic.message) (\(occurrence))"),
                at: diagnostic.location
            )
        }
    }
}

/// `input.encoding`: bytes that are not valid text in the file's encoding.
package struct InputEncoding: AuditRule {
    package let info = RuleDescription(
        id: "input.encoding",
        title: "Invalid text encoding",
        area: .input,
        defaultSeverity: .error,
        summary: "The file holds bytes that are not valid UTF-8 or UTF-16 (a lone surrogate, a truncated sequence, an odd byte count). Apple's parser rejects such a table.",
        reference: References.appleStrings,
        triggering: [
            RuleExample("invalid UTF-8 byte", files: [:], rawFiles: [
                ExampleTree.lproj("en"): Array("\"a\" = \"caf↓".utf8) + [0xE9] + Array("\";\n".utf8),
            ]),
        ],
        nonTriggering: [
            RuleExample("valid UTF-8 with umlauts", files: ExampleTree.strings(["en": "\"a\" = \"Schließen\";\n"])),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        InputSyntax().report(.encoding, context, &sink)
    }
}

/// `input.unsupported`: a file read only in part (a binary plist, a variable-width rule).
package struct InputUnsupported: AuditRule {
    package let info = RuleDescription(
        id: "input.unsupported",
        title: "Content read but not checked",
        area: .input,
        defaultSeverity: .warning,
        summary: "Part of a file uses a form lubaaudit reads but does not check (for example `NSStringVariableWidthRuleType` in a `.stringsdict`). The rest of the file is audited.",
        reference: References.appleStringsdict,
        triggering: [
            RuleExample("variable width rule", files: [
                ExampleTree.lproj("en", "Localizable.stringsdict"): ExampleStringsDict.variableWidth,
            ]),
        ],
        nonTriggering: [
            RuleExample("plain table", files: ExampleTree.strings(["en": "\"a\" = \"A\";\n"])),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        InputSyntax().report(.unsupported, context, &sink)
    }
}
