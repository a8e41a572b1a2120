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
/// Writes several report formats of one result at once, each on its own thread: they read the
/// same immutable result and none depends on another. Each streams into its own file.
public enum ReportSet {
    /// Writes each format (but `text`, which the caller prints) atomically into `directory`
    /// under its default file name; throws the first failure after all have finished.
    public static func write(_ result: AuditResult, formats: [ReportFormat], to directory: String) throws(AtomicWriteError) {
        let files = formats.filter { $0.defaultFileName != nil }
        guard !files.isEmpty else { return }
        // One index for every report: rule look-ups and fingerprints are worked out once.
        let index = ReportIndex(result, fingerprints: files.contains { $0.namesFingerprints })
        let failures = files.mapOnOwnThreads { format -> AtomicWriteError? in
            let path = directory.hasSuffix("/") ? directory + (format.defaultFileName ?? "") : directory + "/" + (format.defaultFileName ?? "")
            do throws(AtomicWriteError) {
                try AtomicWriter.write(to: path, durability: .atomic) { stream in write(result, format: format, index: index, to: &stream) }
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.compactMap({ $0 }).first { throw failure }
    }

    /// Renders in memory, for tests and tools that want the text.
    public static func render(_ result: AuditResult, formats: [ReportFormat]) -> [(format: ReportFormat, text: String)] {
        let files = formats.filter { $0 != .text }
        let index = ReportIndex(result, fingerprints: files.contains { $0.namesFingerprints })
        let texts = files.parallelMap { format -> String in
            var stream = ReportStream()
            write(result, format: format, index: index, to: &stream)
            return stream.text
        }
        return Array(zip(files, texts)).map { (format: $0.0, text: $0.1) }
    }

    package static func write(_ result: AuditResult, format: ReportFormat, index: ReportIndex, to stream: inout ReportStream) {
        switch format {
        case .html: HTMLReport.write(result, options: HTMLReportOptions(), index: index, to: &stream)
        case .junit: JUnitReport.write(result, to: &stream)
        case .sarif: SARIFReport.write(result, to: &stream, options: SARIFReportOptions(), index: index)
        case .json: JSONReport.write(result, index: index, to: &stream)
        case .text: stream.append(TextReport(color: false).summary(result) + "\n")
        case .github: stream.append(GitHubAnnotations.render(result))
        }
    }
}
