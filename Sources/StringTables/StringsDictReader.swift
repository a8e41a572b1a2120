import LubaAuditModel
import LubaAuditICU
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a `.stringsdict` (a property list of plural rules) into a `PluralTable`, with the
/// line and column of every key, format string and branch.
///
/// Shape: root `<dict>` → entry key → `<dict>` holding `NSStringLocalizedFormatKey` and one
/// `<dict>` per `%#@variable@` (`NSStringFormatSpecTypeKey`, `NSStringFormatValueTypeKey`,
/// then branches). Every other key of a variable becomes a branch, so rules can flag keys
/// Apple does not know. Entries that are Apple's width or device variants
/// (`NSStringVariableWidthRuleType`, `NSStringDeviceSpecificRuleType` straight under the
/// entry) are kept as one variable of that spec type behind a synthesized `%#@<type>@` format
/// key, with an `.unsupported` diagnostic, as are variables whose spec type is one of those.
///
/// XML and plist mistakes give located `.syntax` diagnostics; the reader never traps. A binary
/// plist is read through `PropertyListSerialization`, with every location at line 1, column 1
/// and dictionary keys sorted (the binary form keeps no order).
public enum StringsDictReader {
    package static let formatKey = "NSStringLocalizedFormatKey"
    package static let specTypeKey = "NSStringFormatSpecTypeKey"
    package static let valueTypeKey = "NSStringFormatValueTypeKey"
    package static let pluralRuleType = "NSStringPluralRuleType"
    /// Spec types that choose by something other than a number: read, kept, not checked.
    package static let variantRuleTypes: Set<String> = ["NSStringVariableWidthRuleType", "NSStringDeviceSpecificRuleType"]

    public static func read(_ bytes: [UInt8], path: String, locale: String, name: String) -> PluralTable {
        var table = PluralTable(path: path, locale: locale, name: name, format: .stringsdict, byteCount: bytes.count)
        let root: PlistNode?
        if bytes.starts(with: Array("bplist".utf8)) {
            (root, table.diagnostics) = BinaryPropertyList.read(bytes, path: path)
        } else {
            let input = UTF8Input(bytes, path: path)
            let parsed = PropertyListXMLParser.parseWithDirectives(input.bytes, path: path)
            root = parsed.root
            table.diagnostics = input.diagnostics + parsed.diagnostics
            if !parsed.directiveComments.isEmpty {
                table.suppressions = suppressions(parsed.directiveComments, members: root?.members ?? [], path: path)
            }
        }
        guard let root else { return table }
        var interpreter = Interpreter()
        table.entries = interpreter.entries(of: root)
        table.diagnostics += interpreter.diagnostics
        return table
    }

    /// Each `<!-- lubaaudit:disable … -->` among the top-level entries covers the entry whose
    /// `<key>` follows it, up to the next entry's key.
    package static func suppressions(
        _ comments: [PropertyListXMLParser.DirectiveComment], members: [PlistMember], path: String
    ) -> SuppressionComments {
        var result = SuppressionComments()
        for comment in comments {
            let found = SuppressionSyntax.directives(inComment: comment.text, at: comment.location)
            let position = SuppressionSpan.Position(comment.location)
            let next = members.firstIndex { SuppressionSpan.Position($0.keyLocation) > position }
            guard comment.topLevel, let next else {
                result.problems += found.problems
                for directive in found.directives {
                    result.problems.append(SuppressionProblem(
                        comment.topLevel
                            ? "this suppression stands before no entry: write it right before the <key> of the entry it silences"
                            : "this suppression stands inside an entry: write it right before the entry's top-level <key>",
                        at: directive.location))
                }
                continue
            }
            let end = next + 1 < members.count ? SuppressionSpan.Position(members[next + 1].keyLocation) : nil
            let span = SuppressionSpan(file: path, start: .init(members[next].keyLocation), end: end)
            result.append(SuppressionSyntax.forEntry(found, span: span))
        }
        return result
    }

    public static func read(_ data: Data, path: String, locale: String, name: String) -> PluralTable {
        read([UInt8](data), path: path, locale: locale, name: name)
    }

    /// Turns the plist tree into entries, reporting values of the wrong type.
    private struct Interpreter {
        var diagnostics: [ReadDiagnostic] = []

        mutating func entries(of root: PlistNode) -> [PluralEntry] {
            guard let members = root.members else {
                syntax("the top-level value must be a <dict> of entries, found <\(root.element)>", at: root.location)
                return []
            }
            var entries: [PluralEntry] = []
            entries.reserveCapacity(members.count)
            for member in members {
                if let entry = entry(member) { entries.append(entry) }
            }
            return entries
        }

        private mutating func entry(_ member: PlistMember) -> PluralEntry? {
            guard let fields = member.value.members else {
                syntax("entry \"\(member.key)\" must be a <dict>, found <\(member.value.element)>", at: member.value.location)
                return nil
            }
            var format: (text: String, location: SourceLocation)?
            var variables: [PluralVariable] = []
            var variantType: String?
            for field in fields {
                if field.key == StringsDictReader.formatKey {
                    if let text = field.value.string {
                        format = (text, field.value.location)
                    } else {
                        syntax("\(StringsDictReader.formatKey) of \"\(member.key)\" must be a <string>, found <\(field.value.element)>", at: field.value.location)
                    }
                    continue
                }
                guard field.value.members != nil else {
                    syntax("variable \"\(field.key)\" of \"\(member.key)\" must be a <dict>, found <\(field.value.element)>", at: field.value.location)
                    continue
                }
                if StringsDictReader.variantRuleTypes.contains(field.key) {
                    variantType = variantType ?? field.key
                    variables.append(variantVariable(field, entryKey: member.key))
                } else {
                    variables.append(variable(field, entryKey: member.key))
                }
            }
            let formatKey: String
            let formatLocation: SourceLocation
            if let format {
                (formatKey, formatLocation) = format
            } else if let variantType {
                formatKey = "%#@\(variantType)@"
                formatLocation = member.keyLocation
            } else {
                syntax("entry \"\(member.key)\" has no \(StringsDictReader.formatKey)", at: member.keyLocation)
                return nil
            }
            return PluralEntry(
                key: member.key, formatKey: formatKey, formatLocation: formatLocation, variables: variables,
                location: member.keyLocation, comment: member.comment)
        }

        private mutating func variable(_ member: PlistMember, entryKey: String) -> PluralVariable {
            var variable = PluralVariable(name: member.key, specType: nil, valueType: nil, branches: [], location: member.keyLocation)
            for field in member.value.members ?? [] {
                guard let text = field.value.string else {
                    syntax("\"\(field.key)\" of variable \"\(member.key)\" in \"\(entryKey)\" must be a <string>, found <\(field.value.element)>", at: field.value.location)
                    continue
                }
                switch field.key {
                case StringsDictReader.specTypeKey:
                    variable.specType = text
                    if StringsDictReader.variantRuleTypes.contains(text) {
                        diagnostics.append(ReadDiagnostic(
                            kind: .unsupported,
                            message: "variable \"\(member.key)\" of \"\(entryKey)\" uses \(text); its branches are not checked as plural categories",
                            location: field.value.location))
                    }
                case StringsDictReader.valueTypeKey:
                    variable.valueType = text
                default:
                    variable.branches.append(PluralBranch(category: field.key, value: text, location: field.value.location))
                }
            }
            return variable
        }

        /// `NSStringVariableWidthRuleType` / `NSStringDeviceSpecificRuleType` under an entry:
        /// width or device → string.
        private mutating func variantVariable(_ member: PlistMember, entryKey: String) -> PluralVariable {
            diagnostics.append(ReadDiagnostic(
                kind: .unsupported,
                message: "\"\(entryKey)\" uses \(member.key); its variants are kept but not checked as plural categories",
                location: member.keyLocation))
            var branches: [PluralBranch] = []
            for field in member.value.members ?? [] {
                if let text = field.value.string {
                    branches.append(PluralBranch(category: field.key, value: text, location: field.value.location))
                } else {
                    syntax("variant \"\(field.key)\" of \"\(entryKey)\" must be a <string>, found <\(field.value.element)>", at: field.value.location)
                }
            }
            return PluralVariable(
                name: member.key, specType: member.key, valueType: nil, branches: branches, location: member.keyLocation)
        }

        private mutating func syntax(_ message: String, at location: SourceLocation) {
            diagnostics.append(ReadDiagnostic(kind: .syntax, message: message, location: location))
        }
    }
}
