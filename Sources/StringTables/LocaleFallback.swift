import LubaAuditModel
import LubaAuditICU
/// How iOS falls back between `.lproj` folders: `es-MX` → `es` → the development language.
/// A regional table that lists only the keys it changes is complete at run time.
public enum LocaleFallback {
    /// The language part of a locale identifier (`pt-BR` → `pt`, `zh-Hans` → `zh`, `en_GB` → `en`).
    public static func language(of locale: String) -> String {
        let scalars = locale.unicodeScalars.prefix { $0 != "-" && $0 != "_" }
        return String(String.UnicodeScalarView(scalars)).lowercased()
    }

    /// True when the locale speaks the source's language (`en-GB` for an `en` source):
    /// values identical to the source are expected there, and missing keys fall back.
    public static func isVariant(_ locale: String, of source: String) -> Bool {
        locale != source && language(of: locale) == language(of: source)
    }

    /// The locale a missing key falls back to before the source, when its folder exists.
    public static func parent(of locale: String, among locales: [String]) -> String? {
        let lang = language(of: locale)
        guard lang != locale.lowercased() else { return nil }
        return locales.first { $0.lowercased() == lang }
    }

    /// `Base.lproj` holds interface builder files and development-language defaults, not a translation.
    public static func isBase(_ locale: String) -> Bool { locale == "Base" }
}
