// A LubaUI-shaped registry with planted defects, for lubaaudit's end-to-end test.
// Each defect is marked with the rule id it must trigger.

import Foundation

public enum LubaStrings {
    static func localized(_ key: String, fallback: String) -> String { fallback }
    static func localized(_ key: String, fallback: String, _ arguments: CVarArg...) -> String {
        String(format: fallback, arguments: arguments)
    }

    // MARK: - State

    public static var busy: String { localized("fx.state.busy", fallback: "Working") }

    /// Accessibility value of a gauge, e.g. "40 percent".
    public static func percent(_ amount: Int) -> String {
        localized("fx.state.percent", fallback: "%d percent", amount)
    }

    // l10n.missing-key: declared here, absent from en.lproj
    public static var neverAdded: String { localized("fx.state.neverAdded", fallback: "Never added") }

    // l10n.fallback-drift: the en table says "Shut"
    public static var close: String { localized("fx.action.close", fallback: "Close") }

    // l10n.registry-argument-count: two specifiers, one argument
    public static func rating(_ stars: Int) -> String {
        localized("fx.rating.value", fallback: "%1$d of %2$d stars", stars)
    }

    public static func remove(_ name: String) -> String {
        localized("fx.action.remove", fallback: "Remove %@", name)
    }

    public static var checked: String { localized("fx.value.checked", fallback: "Checked") }
    public static var selected: String { localized("fx.value.selected", fallback: "Selected") }
    public static var search: String { localized("fx.search.label", fallback: "Search for more information") }
    public static var nameLabel: String { localized("fx.field.name", fallback: "Name:") }
    public static var loadingMore: String { localized("fx.state.loadingMore", fallback: "Loading…") }
    public static func filesCount(_ count: Int) -> String { localized("fx.files.count", fallback: "%lld files", count) }
    public static var prefix: String { localized("fx.field.prefix", fallback: "Total: ") }
    public static var emptyHere: String { localized("fx.field.hint", fallback: "Enter your name") }
    public static func results(_ query: String, _ count: String) -> String {
        localized("fx.search.results", fallback: "%1$@: %2$@", query, count)
    }
    public static func deleted(_ name: String) -> String { localized("fx.action.deleted", fallback: "%@ deleted", name) }
    public static func percentDone(_ amount: Int) -> String { localized("fx.state.percentDone", fallback: "%d%% done", amount) }
    public static func removeNow(_ name: String) -> String { localized("fx.action.removeItem", fallback: "Remove %@ now", name) }
}
