import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// The header line of a source audit: how many Swift files it read and how many hold no
/// shipped code.
package enum SourceReadNote {
    package static func text(_ views: ViewFacts) -> String {
        let read = views.filesRead &- views.filesSkipped
        return "\(read) Swift file(s) read, \(views.filesSkipped) skipped: previews, tests, debug-only"
    }
}
