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
import LubaAuditRules
import LubaAuditEngine
import LubaAuditReports
/// Reads XLIFF 1.2 as this tool and Xcode export it: `<file original source-language
/// target-language>`, `<body>` (units possibly inside `<group>`s), `<trans-unit id resname?>` with
/// `<source>`, `<target state?>` and `<note>`s.
public enum XLIFFReader {
    public struct Document: Sendable {
        public var units: [TranslationUnit]
        /// Each `<file>`'s `original` and `target-language`, in order.
        public var files: [(original: String, targetLanguage: String?, location: SourceLocation)]
    }

    public static func read(_ bytes: [UInt8], path: String) throws(ImportInputError) -> Document {
        let root = try ImportXMLReader.read(bytes, path: path)
        guard root.name == "xliff" else {
            throw ImportInputError("the root element is <\(root.name)>, not <xliff>: not an XLIFF file", at: root.location)
        }
        if let version = root.attributes["version"], !version.hasPrefix("1.") {
            throw ImportInputError("XLIFF \(version) is not read; export XLIFF 1.2 (what Xcode and lubaaudit write)", at: root.location)
        }
        var document = Document(units: [], files: [])
        for file in root.elements where file.name == "file" {
            guard let original = file.attributes["original"] else {
                throw ImportInputError("<file> has no original attribute: the table it belongs to is unknown", at: file.location)
            }
            let language = file.attributes["target-language"]
            document.files.append((original, language, file.location))
            for body in file.elements where body.name == "body" {
                collect(body, original: original, language: language, file: file.location, into: &document.units)
            }
        }
        return document
    }

    private static func collect(_ element: ImportXMLElement, original: String, language: String?, file: SourceLocation, into units: inout [TranslationUnit]) {
        for child in element.elements {
            if child.name == "group" {
                collect(child, original: original, language: language, file: file, into: &units)
                continue
            }
            guard child.name == "trans-unit" else { continue }
            let source = child.first("source")
            let target = child.first("target")
            // This tool's placeholders for characters XML cannot hold are those characters.
            let translation = target.map { XLIFFCharacterCodes.read($0, source: source) }
            var unit = TranslationUnit(
                original: original, targetLanguage: language, id: child.attributes["id"] ?? "",
                key: child.attributes["resname"], source: source.map { XLIFFCharacterCodes.read($0).text }, target: translation?.text,
                state: target?.attributes["state"], markup: translation?.markup, location: child.location)
            unit.fileLocation = file
            units.append(unit)
        }
    }
}
