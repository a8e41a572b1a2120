import LubaAuditModel
import LubaAuditColor
/// Words and names that stay the same across languages, so a translation equal to its source
/// is not a sign of a forgotten string. Kept deliberately conservative: a word here hides a
/// real untranslated string in every project that uses it.
package enum IdenticalWords {
    /// What stays the same in every app and language: Apple's product names, standards,
    /// acronyms and units. A project's own names belong in its config (`identicalAllowlist`);
    /// names the catalog itself shows are found by `NameEvidence`.
    package static let everywhere: Set<String> = [
        // Apple's platforms, products and technologies, as Apple's own localizations keep them.
        "ios", "ipados", "macos", "watchos", "tvos", "visionos", "iphone", "ipad", "ipod", "mac",
        "apple", "apple watch", "apple tv", "apple pay", "siri", "carplay", "homekit", "healthkit",
        "face id", "touch id", "optic id", "icloud", "airplay", "airpods", "airdrop", "app store",
        "testflight", "facetime", "imessage",
        // Standards and acronyms every language writes as they are.
        "ok", "okay", "wi-fi", "wifi", "bluetooth", "nfc", "gps", "usb", "url", "urls", "uri", "id",
        "ids", "api", "sdk", "json", "xml", "html", "http", "https", "ssl", "tls", "ip", "ipv4",
        "ipv6", "dns", "vpn", "ssid", "qr", "pin", "otp", "2fa", "sms", "email", "e-mail", "utc",
        "gmt", "am", "pm", "cpu", "ram", "hdmi", "4k", "hd", "rgb", "hex",
        // Units and unit symbols.
        "kb", "mb", "gb", "tb", "km", "kg", "mm", "cm", "hz", "khz", "mhz", "ghz", "°c", "°f", "%",
    ]

    /// Words German shares with English (spelled the same, meaning the same): only these can be
    /// identical to an English source and right.
    package static let german: Set<String> = [
        "avatar", "information", "status", "name", "start", "test", "filter", "details", "design", "team", "format",
        "album", "hotel", "radio", "video", "audio", "text", "zoom", "code", "server", "browser", "cookie",
        "cookies", "login", "online", "offline", "app", "apps", "chat", "version", "minimum", "maximum", "standard",
        "system", "sensor", "port", "host", "widget", "widgets", "backup", "update", "updates", "account",
        "feedback", "support", "home", "dashboard", "cloud", "proxy", "level", "timer", "position", "optional",
        "admin", "administrator", "emoji", "emojis", "link", "links", "tag", "tags", "hand", "problem", "service",
        "services", "ticket", "tickets", "generator", "monitor", "display", "region", "element", "motor", "radius",
        "volt", "watt", "ampere", "kilowatt", "sound", "sounds", "stream", "streaming", "playlist", "podcast",
        "podcasts", "chip", "chips", "badge", "badges", "toast", "slider", "tooltip", "label", "labels", "export",
        "import", "input", "output", "international", "global", "normal", "auto", "person", "alarm",
    ]

    package static func perLanguage(_ language: String) -> Set<String> {
        switch language {
        case "de": return german
        default: return []
        }
    }
}
