/// Renders several report formats of one result at once, each on its own core: they read the
/// same immutable result and none depends on another.
public enum ReportSet {
    public static func render(_ result: AuditResult, formats: [ReportFormat]) -> [(format: ReportFormat, text: String)] {
        let files = formats.filter { $0 != .text }
        let texts = files.parallelMap { format -> String in
            switch format {
            case .html: return HTMLReport.render(result)
            case .junit: return JUnitReport.render(result)
            case .sarif: return SARIFReport.render(result)
            case .json: return JSONReport.render(result)
            case .text: return TextReport(color: false).summary(result) + "\n"
            }
        }
        return Array(zip(files, texts)).map { (format: $0.0, text: $0.1) }
    }
}
