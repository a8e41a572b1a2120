import LubaAuditModel
import CICUShim

/// A locale the user names must be one the catalog has: `--locale DE` on a catalog with only
/// `de` would otherwise list every key as missing and pass.
public enum LocaleMatch {
    /// Throws (exit 2) when `locale` is not one of `locales`, naming the locales there are and
    /// the one meant, if it can tell.
    public static func require(_ locale: String, among locales: [String], what: String) throws(AuditInputError) {
        let available = locales.filter { !$0.isEmpty }
        guard !available.contains(locale) else { return }
        var reason = "no \(locale) locale in the catalog"
        if let meant = nearest(locale, among: available) { reason += " (did you mean \(meant)?)" }
        reason += available.isEmpty ? "; it has no locales" : "; locales: " + available.joined(separator: ", ")
        throw AuditInputError(path: what, reason: reason)
    }

    /// The locale `name` most likely means: the same tag in another spelling (`DE`, `de_DE`),
    /// its language (`de-DE` → `de`), the same language by its ISO 639-2 code (`deu`, `ger`),
    /// else the nearest tag by spelling.
    public static func nearest(_ name: String, among locales: [String]) -> String? {
        let wanted = canonical(name)
        if let same = locales.first(where: { canonical($0) == wanted }) { return same }
        let language = String(wanted.prefix { $0 != "-" })
        if let parent = locales.first(where: { canonical($0) == language }) { return parent }
        if let sameLanguage = locales.first(where: { canonical($0).prefix { $0 != "-" } == language }) { return sameLanguage }
        let threeLetter = bibliographic[language] ?? language
        if threeLetter.count == 3, let match = locales.first(where: { iso3Language($0) == threeLetter }) { return match }
        return NearestName.nearest(to: name, among: locales)
    }

    package static func canonical(_ tag: String) -> String {
        String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
    }

    package static func iso3Language(_ locale: String) -> String {
        ICUText.read { lubaicu_iso3_language(locale, $0, $1) } ?? ""
    }

    /// ISO 639-2's bibliographic codes that differ from the terminology codes ICU gives: the
    /// standard's own list, true of every app.
    package static let bibliographic: [String: String] = [
        "alb": "sqi", "arm": "hye", "baq": "eus", "bur": "mya", "chi": "zho", "cze": "ces", "dut": "nld",
        "fre": "fra", "geo": "kat", "ger": "deu", "gre": "ell", "ice": "isl", "mac": "mkd", "mao": "mri",
        "may": "msa", "per": "fas", "rum": "ron", "slo": "slk", "tib": "bod", "wel": "cym",
    ]
}
