import Foundation

public enum Strings {
    /// Spoken when a row is chosen.
    public static func chosen(_ count: Int, of total: Int) -> String {
        localized("rows.chosen", fallback: "%1$d of %2$d chosen", count, total)
    }
    public static var title: String { NSLocalizedString("title", value: "Title", comment: "A heading") }
    public static let raw = String(localized: "raw.key", defaultValue: #"Raw "quoted" \#(1) text"#)
    static let multi = """
        Line \(value) one
        line two \
        """
    /* nested /* comment */ still comment */
    let x = a?.b ?? c!; let y = #selector(f); let z = 0x1F_p3
}
