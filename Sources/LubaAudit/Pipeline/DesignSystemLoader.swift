#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads the design system the touch-target and Dynamic Type rules audit from the package's
/// Swift sources (`discovered.swiftFiles`).
public enum DesignSystemLoader {
    /// The design system of the audited package; nil when no package is audited (a strings
    /// directory or a palette alone has no Swift sources to read). A file that cannot be read
    /// becomes a diagnostic: one unreadable component must not hide the others' findings.
    public static func load(_ request: AuditRequest, discovered: DiscoveredInputs) throws -> DesignSystem? {
        var suppressions = SuppressionComments()
        return try load(request, discovered: discovered, suppressions: &suppressions)
    }

    /// `load`, collecting the `lubaaudit:` directives of every Swift file it reads.
    static func load(
        _ request: AuditRequest, discovered: DiscoveredInputs, suppressions: inout SuppressionComments
    ) throws -> DesignSystem? {
        guard request.packageRoot != nil else { return nil }
        var sources: [DesignSystemReader.Source] = []
        var unreadable: [DesignDiagnostic] = []
        for file in discovered.swiftFiles {
            let display = discovered.paths.display(file)
            guard let data = FileManager.default.contents(atPath: file) else {
                unreadable.append(DesignDiagnostic(
                    message: "cannot read this Swift file: its tokens and components were not audited",
                    location: SourceLocation(file: display, line: 1, column: 1)))
                continue
            }
            let bytes = [UInt8](data)
            suppressions.append(SwiftSuppressionScanner.directives(in: bytes, path: display))
            sources.append(DesignSystemReader.Source(path: display, bytes: bytes))
        }
        var design = DesignSystemReader.read(sources)
        design.diagnostics.append(contentsOf: unreadable)
        return design
    }
}
