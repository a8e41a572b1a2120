import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// The subjects the touch-target and Dynamic Type findings and the audited-subject list share,
/// so JUnit and baselines match a finding to what was checked. Identities never hold a line
/// number: moving code does not resurface a finding.
public enum DesignSubjects {
    public static func token(_ token: SizeToken) -> Subject {
        Subject(token: token.qualifiedName)
    }

    public static func role(_ role: TextRoleDefinition) -> Subject {
        Subject(role: role.name)
    }

    /// The font sites the fixed-font rule judges (text and containers of text), with their
    /// subjects: `component` plus a detail naming the member, view and font; a repeat in one
    /// member gets `#2`, `#3`.
    public static func fontSites(_ design: DesignSystem) -> [(site: FontSite, subject: Subject)] {
        var counts: [String: Int] = [:]
        return design.fontSites.filter { $0.target == .text || $0.target == .container }.map { site in
            let base = "font in \(site.member): \(site.view).font(\(site.expression))"
            let key = site.component + "\u{1}" + base
            let count = (counts[key] ?? 0) &+ 1
            counts[key] = count
            return (site, Subject(component: site.component, detail: count == 1 ? base : "\(base) #\(count)"))
        }
    }

    /// The fixed-height frames around text that grows with Dynamic Type, with their subjects.
    public static func fixedFrames(_ design: DesignSystem) -> [(site: FixedFrameSite, subject: Subject)] {
        var counts: [String: Int] = [:]
        return design.fixedFrames.filter(\.holdsScalingText).map { site in
            let base = "frame in \(site.member): height \(site.heightExpression)"
            let key = site.component + "\u{1}" + base
            let count = (counts[key] ?? 0) &+ 1
            counts[key] = count
            return (site, Subject(component: site.component, detail: count == 1 ? base : "\(base) #\(count)"))
        }
    }

    /// For each role, the fixed frame it clips in first (the smallest content size), if any.
    public static func clipping(_ design: DesignSystem) -> [String: (site: FixedFrameSite, from: ContentSizeCategory)] {
        var result: [String: (site: FixedFrameSite, from: ContentSizeCategory)] = [:]
        for site in design.fixedFrames where site.holdsScalingText {
            guard let from = site.clipsFrom else { continue }
            for role in site.roles where result[role].map({ from < $0.from }) ?? true {
                result[role] = (site, from)
            }
        }
        return result
    }
}
