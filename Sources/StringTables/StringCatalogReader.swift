import LubaAuditModel
import LubaAuditICU
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads an Xcode String Catalog (`.xcstrings`, Xcode 15 and later) into a `StringCatalog`
/// whose keys, languages and values carry the line and column they stand at.
///
/// Invalid JSON gives one located `.syntax` diagnostic and an empty catalog. A member of the
/// wrong type (`"localizations": 5`) gives a `.syntax` diagnostic that names its JSON path and
/// skips just that part. Unknown members are ignored so newer Xcode versions keep reading.
public enum StringCatalogReader {
    /// How deep variations may nest (device → plural is the deepest Xcode writes).
    package static let maxVariationDepth = 3

    public static func read(_ bytes: [UInt8], path: String) -> StringCatalog {
        let document = JSONParser.parse(bytes, path: path)
        var catalog = StringCatalog(path: path, diagnostics: document.diagnostics, byteCount: bytes.count)
        guard let root = document.root else { return catalog }
        var walk = CatalogWalk()
        walk.read(root, into: &catalog)
        catalog.diagnostics += walk.diagnostics
        return catalog
    }

    public static func read(_ data: Data, path: String) -> StringCatalog {
        read([UInt8](data), path: path)
    }
}

/// Walks the parsed JSON, checking each member's type and collecting diagnostics.
///
/// The JSON path of the member being read is kept as a stack of keys and only turned into
/// text when a diagnostic needs it: building a path string for every member of a large
/// catalog would cost more than the walk itself.
private struct CatalogWalk {
    var diagnostics: [ReadDiagnostic] = []
    private var keys: [String] = []

    mutating func read(_ root: JSONValue, into catalog: inout StringCatalog) {
        guard let members = object(root) else { return }
        var strings: JSONMember?
        for member in members {
            switch member.key {
            case "sourceLanguage": catalog.sourceLanguage = string(member)
            case "version": catalog.version = string(member)
            case "strings": strings = member
            default: break
            }
        }
        if catalog.sourceLanguage == nil, root["sourceLanguage"] == nil {
            syntax("the catalog has no sourceLanguage", at: root.location)
        }
        guard let strings else {
            syntax("the catalog has no strings object", at: root.location)
            return
        }
        keys.append("strings")
        defer { keys.removeLast() }
        guard let entries = object(strings.value) else { return }
        catalog.entries.reserveCapacity(entries.count)
        for (position, member) in entries.enumerated() {
            if let entry = entry(member) { catalog.entries.append(entry) }
            if let comment = member.value["comment"], let text = comment.stringValue, SuppressionSyntax.mentions(text) {
                // An entry reaches to the next entry's key; the last, to the member after `strings`.
                let end = position + 1 < entries.count
                    ? entries[position + 1].keyLocation
                    : members.firstIndex { $0.keyLocation == strings.keyLocation }.flatMap { $0 + 1 < members.count ? members[$0 + 1].keyLocation : nil }
                let start = SourceLocation(file: comment.location.file, line: comment.location.line, column: comment.location.column + 1)
                let span = SuppressionSpan(file: member.keyLocation.file, start: .init(member.keyLocation), end: end.map { .init($0) })
                catalog.suppressions.append(SuppressionSyntax.forEntry(
                    SuppressionSyntax.directives(inComment: text, at: start, jsonString: true), span: span))
            }
        }
    }

    private mutating func entry(_ member: JSONMember) -> CatalogEntry? {
        keys.append(member.key)
        defer { keys.removeLast() }
        guard let fields = object(member.value) else { return nil }
        var entry = CatalogEntry(key: member.key, location: member.keyLocation)
        for field in fields {
            switch field.key {
            case "comment": entry.comment = string(field)
            case "extractionState": entry.extractionState = string(field)
            case "shouldTranslate": entry.shouldTranslate = bool(field) ?? true
            case "localizations":
                keys.append(field.key)
                defer { keys.removeLast() }
                guard let languages = object(field.value) else { continue }
                for language in languages {
                    if let localization = localization(language) { entry.localizations.append(localization) }
                }
            default: break
            }
        }
        return entry
    }

    private mutating func localization(_ member: JSONMember) -> CatalogLocalization? {
        keys.append(member.key)
        defer { keys.removeLast() }
        guard let fields = object(member.value) else { return nil }
        var localization = CatalogLocalization(locale: member.key, location: member.keyLocation)
        for field in fields {
            switch field.key {
            case "stringUnit": localization.stringUnit = stringUnit(field)
            case "variations": localization.variations = variations(field, depth: 1)
            case "substitutions":
                keys.append(field.key)
                defer { keys.removeLast() }
                guard let names = object(field.value) else { continue }
                for name in names {
                    if let substitution = substitution(name) { localization.substitutions.append(substitution) }
                }
            default: break
            }
        }
        return localization
    }

    private mutating func stringUnit(_ member: JSONMember) -> CatalogStringUnit? {
        keys.append(member.key)
        defer { keys.removeLast() }
        guard let fields = object(member.value) else { return nil }
        var state: String?
        var value: JSONMember?
        for field in fields {
            switch field.key {
            case "state": state = string(field)
            case "value": value = field
            default: break
            }
        }
        guard let value else {
            syntax("\(currentPath) has no value", at: member.value.location)
            return nil
        }
        guard let text = string(value) else { return nil }
        return CatalogStringUnit(state: state, value: text, location: member.keyLocation, valueLocation: value.value.location)
    }

    private mutating func variations(_ member: JSONMember, depth: Int) -> CatalogVariations? {
        keys.append(member.key)
        defer { keys.removeLast() }
        guard let kinds = object(member.value) else { return nil }
        var variations = CatalogVariations(location: member.keyLocation)
        for kind in kinds {
            keys.append(kind.key)
            defer { keys.removeLast() }
            guard kind.key == "plural" || kind.key == "device" else {
                diagnostics.append(ReadDiagnostic(
                    kind: .unsupported, message: "\(currentPath): variations by \(kind.key) are not read",
                    location: kind.keyLocation))
                continue
            }
            guard let cases = object(kind.value) else { continue }
            for item in cases {
                guard let variant = variant(item, depth: depth) else { continue }
                if kind.key == "plural" {
                    variations.plural.append(variant)
                } else {
                    variations.device.append(variant)
                }
            }
        }
        return variations
    }

    private mutating func variant(_ member: JSONMember, depth: Int) -> CatalogVariant? {
        keys.append(member.key)
        defer { keys.removeLast() }
        guard let fields = object(member.value) else { return nil }
        var variant = CatalogVariant(name: member.key, location: member.keyLocation)
        for field in fields {
            switch field.key {
            case "stringUnit": variant.stringUnit = stringUnit(field)
            case "variations":
                if depth >= StringCatalogReader.maxVariationDepth {
                    syntax(
                        "\(path(adding: field.key)): variations nested more than \(StringCatalogReader.maxVariationDepth) deep",
                        at: field.keyLocation)
                } else {
                    variant.variations = variations(field, depth: depth + 1)
                }
            default: break
            }
        }
        return variant
    }

    private mutating func substitution(_ member: JSONMember) -> CatalogSubstitution? {
        keys.append(member.key)
        defer { keys.removeLast() }
        guard let fields = object(member.value) else { return nil }
        var substitution = CatalogSubstitution(name: member.key, location: member.keyLocation)
        for field in fields {
            switch field.key {
            case "argNum":
                if let number = field.value.intValue {
                    substitution.argNum = number
                } else {
                    typeError(field.value, path(adding: field.key), expected: "a whole number")
                }
            case "formatSpecifier": substitution.formatSpecifier = string(field)
            case "variations": substitution.variations = variations(field, depth: 1)
            default: break
            }
        }
        if substitution.formatSpecifier == nil, member.value["formatSpecifier"] == nil {
            syntax("\(currentPath) has no formatSpecifier", at: member.keyLocation)
        }
        return substitution
    }

    // MARK: - Typed access

    private var currentPath: JSONPath {
        keys.reduce(JSONPath()) { $0.member($1) }
    }

    private func path(adding key: String) -> JSONPath {
        currentPath.member(key)
    }

    /// The members of the object at the current path.
    private mutating func object(_ value: JSONValue) -> [JSONMember]? {
        if let members = value.uniqueMembers { return members }
        typeError(value, currentPath, expected: "an object")
        return nil
    }

    private mutating func string(_ member: JSONMember) -> String? {
        if let text = member.value.stringValue { return text }
        typeError(member.value, path(adding: member.key), expected: "a string")
        return nil
    }

    private mutating func bool(_ member: JSONMember) -> Bool? {
        if let flag = member.value.boolValue { return flag }
        typeError(member.value, path(adding: member.key), expected: "true or false")
        return nil
    }

    private mutating func typeError(_ value: JSONValue, _ path: JSONPath, expected: String) {
        let found: String
        switch value.kind {
        case .null: found = "null"
        case .bool(let flag): found = "\(flag)"
        case .number(let text): found = "the number \(text)"
        case .string: found = "a string"
        case .array: found = "an array"
        case .object: found = "an object"
        }
        syntax("\(path) must be \(expected), found \(found)", at: value.location)
    }

    private mutating func syntax(_ message: String, at location: SourceLocation) {
        diagnostics.append(ReadDiagnostic(kind: .syntax, message: message, location: location))
    }
}
