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
        guard locale != source else { return false }
        // Asked of every table and device branch (a hostile catalog has 100,000): ASCII
        // identifiers, nearly all of them, are compared in place, without building two strings.
        if let same = sameASCIILanguage(locale, source) { return same }
        return language(of: locale) == language(of: source)
    }

    /// Whether two ASCII identifiers have the same language part, case-insensitively; nil
    /// when either is not ASCII (`language(of:)` lowercases by Unicode's rules then).
    private static func sameASCIILanguage(_ a: String, _ b: String) -> Bool? {
        var a = a.utf8.makeIterator()
        var b = b.utf8.makeIterator()
        func next(_ bytes: inout String.UTF8View.Iterator) -> UInt8?? {
            guard let byte = bytes.next(), byte != UInt8(ascii: "-"), byte != UInt8(ascii: "_") else { return .some(nil) }
            guard byte < 0x80 else { return nil }
            return .some((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
        }
        while true {
            guard let x = next(&a), let y = next(&b) else { return nil }
            if x != y {
                // A difference decides only when the rest is ASCII too: otherwise ask Unicode.
                while let more = a.next(), more != UInt8(ascii: "-"), more != UInt8(ascii: "_") {
                    if more >= 0x80 { return nil }
                }
                while let more = b.next(), more != UInt8(ascii: "-"), more != UInt8(ascii: "_") {
                    if more >= 0x80 { return nil }
                }
                return false
            }
            if x == nil { return true }
        }
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
