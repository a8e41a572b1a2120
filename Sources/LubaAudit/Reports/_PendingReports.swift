// TEMPORARY: replaced when the report renderers land.
import Foundation
public enum ReportFormat: String, CaseIterable, Codable, Sendable {
    case html, junit, sarif, json, text
    public var defaultFileName: String? { self == .text ? nil : "lubaaudit.\(rawValue)" }
}
public enum AtomicWriter {
    public static func write(_ text: String, to path: String) throws { try write(Array(text.utf8), to: path) }
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
enum XMLEscaping {
    static func text(_ v: String) -> String { v.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;") }
    static func attribute(_ v: String) -> String { text(v).replacingOccurrences(of: "\"", with: "&quot;") }
}
public enum HTMLReport { public static func render(_ r: AuditResult) -> String { "" } }
public enum JUnitReport { public static func render(_ r: AuditResult) -> String { "" } }
public enum SARIFReport { public static func render(_ r: AuditResult) -> String { "" } }
public enum JSONReport { public static func render(_ r: AuditResult) -> String { "" } }
