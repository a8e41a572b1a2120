/// Words and names that stay the same across languages, so a translation equal to its source
/// is not a sign of a forgotten string. Kept deliberately conservative: a word here hides a
/// real untranslated string in every project that uses it.
enum IdenticalWords {
    /// Brand, product and technical names that no language translates.
    static let everywhere: Set<String> = [
        "ok", "okay", "ios", "ipados", "macos", "watchos", "tvos", "visionos", "iphone", "ipad", "ipod",
        "mac", "apple", "apple watch", "siri", "carplay", "homekit", "healthkit", "face id", "touch id",
        "icloud", "airplay", "airpods", "app store", "testflight", "wi-fi", "wifi", "bluetooth", "nfc",
        "gps", "usb", "url", "urls", "uri", "id", "ids", "api", "sdk", "json", "yaml", "xml", "html",
        "http", "https", "ssl", "tls", "ip", "ipv4", "ipv6", "dns", "mqtt", "vpn", "ssid", "mac address",
        "qr", "pin", "otp", "2fa", "sms", "email", "e-mail", "github", "google", "android", "matrix",
        "element", "home assistant", "nabu casa", "lubaui", "luba", "zigbee", "z-wave", "thread",
        "matter", "esphome", "webhook", "webhooks", "token", "oauth", "utc", "gmt", "am", "pm",
        "kb", "mb", "gb", "tb", "km", "kg", "mm", "cm", "hz", "khz", "mhz", "ghz", "°c", "°f", "%",
        "beta", "alpha", "debug", "log", "logs", "cpu", "ram", "hdmi", "4k", "hd", "rgb", "hex",
    ]

    /// Words German shares with English (spelled and capitalized the same, meaning the same).
    static let german: Set<String> = [
        "avatar", "information", "informationen", "status", "name", "start", "test", "filter", "details",
        "design", "team", "format", "album", "hotel", "radio", "video", "audio", "text", "zoom", "code",
        "server", "browser", "cookie", "cookies", "login", "online", "offline", "app", "apps", "chat",
        "version", "minimum", "maximum", "standard", "system", "sensor", "port", "host", "widget",
        "widgets", "backup", "update", "updates", "account", "feedback", "support", "home", "dashboard",
        "cloud", "proxy", "level", "timer", "position", "optional", "admin", "administrator", "emoji",
        "emojis", "link", "links", "tag", "tags", "passwort", "status:", "modus", "bild", "hand",
        "problem", "service", "services", "ticket", "tickets", "generator", "monitor", "display",
        "region", "element", "elemente", "motor", "radius", "volt", "watt", "ampere", "kilowatt",
        "sound", "sounds", "stream", "streaming", "playlist", "podcast", "podcasts", "chip", "chips",
        "badge", "badges", "toast", "slider", "tooltip", "label", "labels", "sortierung",
        "export", "import", "input", "output", "international", "global", "normal", "manuell", "auto",
        "automatisch", "privat", "person", "personen", "alarm", "alarme", "kamera", "sirene", "ventil",
    ]

    static func perLanguage(_ language: String) -> Set<String> {
        switch language {
        case "de": return german
        default: return []
        }
    }
}
