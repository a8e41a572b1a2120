//
//  LubaStrings.swift
//  The key registry of lubaaudit's embedded default catalog.
//
//  Written for lubaaudit in the shape of a LubaUI checkout: every user-facing and
//  accessibility string a design system's controls speak is declared once here, with its
//  English fallback, and looked up in <locale>.lproj/Localizable.strings.
//

import Foundation

public enum LubaStrings {

    /// Resolves a key in the package's bundle; the fallback is shown when the bundle is missing.
    static func localized(_ key: String, fallback: String) -> String {
        Bundle.module.localizedString(forKey: key, value: fallback, table: nil)
    }

    /// Resolves a format key and substitutes its arguments in the user's locale.
    static func localized(_ key: String, fallback: String, _ arguments: CVarArg...) -> String {
        let format = Bundle.module.localizedString(forKey: key, value: fallback, table: nil)
        return String(format: format, locale: .current, arguments: arguments)
    }

    // MARK: - State

    /// Spoken while a control waits for work to finish.
    public static var busy: String { localized("luba.state.busy", fallback: "Working") }

    /// Spoken for a control that cannot be used right now.
    public static var unavailable: String { localized("luba.state.unavailable", fallback: "Unavailable") }

    /// Accessibility label of a determinate progress bar.
    public static var progressLabel: String { localized("luba.state.progress", fallback: "Progress") }

    /// Accessibility value of a progress bar, e.g. "40 percent complete".
    public static func percentComplete(_ amount: Int) -> String {
        localized("luba.state.percentComplete", fallback: "%d percent complete", amount)
    }

    // MARK: - Actions

    public static var closeAction: String { localized("luba.action.close", fallback: "Close") }
    public static var cancelAction: String { localized("luba.action.cancel", fallback: "Cancel") }
    public static var undoAction: String { localized("luba.action.undo", fallback: "Undo") }
    public static var copyAction: String { localized("luba.action.copy", fallback: "Copy") }
    public static var retryAction: String { localized("luba.action.retry", fallback: "Try again") }

    /// Label of a chip's remove button, e.g. "Remove Travel".
    public static func removeItem(_ itemName: String) -> String {
        localized("luba.action.removeItem", fallback: "Remove %@", itemName)
    }

    // MARK: - Search

    public static var searchField: String { localized("luba.search.field", fallback: "Search") }
    public static var clearQuery: String { localized("luba.search.clearQuery", fallback: "Clear search text") }

    /// Announced after a search, e.g. "12 results for rain".
    public static func resultsFor(_ count: Int, query: String) -> String {
        localized("luba.search.resultsFor", fallback: "%1$d results for %2$@", count, query)
    }

    // MARK: - Menu & Tooltip

    public static var moreOptions: String { localized("luba.menu.moreOptions", fallback: "More options") }
    public static var menuOpensHint: String { localized("luba.menu.opensHint", fallback: "Opens a list of actions") }
    public static var tooltipHint: String {
        localized("luba.tooltip.showHint", fallback: "Double-tap to show the hint")
    }

    // MARK: - Rating

    /// Accessibility value of a star rating, e.g. "4 out of 5".
    public static func ratingValue(_ stars: Int, outOf total: Int) -> String {
        localized("luba.rating.value", fallback: "%1$d out of %2$d", stars, total)
    }

    // MARK: - Expandable

    public static var showMore: String { localized("luba.expandable.showMore", fallback: "Show more") }
    public static var showLess: String { localized("luba.expandable.showLess", fallback: "Show less") }
    public static var isOpen: String { localized("luba.expandable.isOpen", fallback: "Open") }
    public static var isShut: String { localized("luba.expandable.isShut", fallback: "Shut") }

    // MARK: - Charts

    public static var chartEmpty: String { localized("luba.chart.nothingToShow", fallback: "Nothing to show yet") }

    /// Spoken for one bar of a chart, e.g. "March, 42".
    public static func chartPoint(_ label: String, _ value: String) -> String {
        localized("luba.chart.point", fallback: "%1$@, %2$@", label, value)
    }

    // MARK: - Status

    public static func statusWord(_ kind: StatusKind) -> String {
        switch kind {
        case .note: return localized("luba.status.note", fallback: "Note")
        case .done: return localized("luba.status.done", fallback: "Done")
        case .caution: return localized("luba.status.caution", fallback: "Caution")
        case .failure: return localized("luba.status.failure", fallback: "Problem")
        }
    }

    /// A status message read with its kind first, e.g. "Problem: Upload failed".
    public static func statusLine(_ kind: StatusKind, _ message: String) -> String {
        localized(
            "luba.status.line",
            fallback: "%1$@: %2$@",
            statusWord(kind),
            message
        )
    }

    // MARK: - Fields

    public static var emailField: String { localized("luba.field.emailAddress", fallback: "Email address") }
    public static var secretField: String { localized("luba.field.secret", fallback: "Passphrase") }
    public static var mandatory: String { localized("luba.field.mandatory", fallback: "Mandatory") }

    /// Spoken under a field that has too many characters, e.g. "12 characters too long".
    public static func tooLong(_ excess: Int) -> String {
        localized("luba.field.tooLong", fallback: "%d characters too long", excess)
    }

    // MARK: - Control Names & Values

    public static var tickBox: String { localized("luba.control.tickBox", fallback: "Tick box") }
    public static var onOffSwitch: String { localized("luba.control.switch", fallback: "Switch") }
    public static var valueSlider: String { localized("luba.control.slider", fallback: "Slider") }
    public static var counter: String { localized("luba.control.counter", fallback: "Counter") }
    public static var userPicture: String { localized("luba.control.avatar", fallback: "Avatar") }

    /// Label of an avatar that shows initials, e.g. "Avatar, JD".
    public static func avatarWithInitials(_ initials: String) -> String {
        localized("luba.control.avatarInitials", fallback: "Avatar, %@", initials)
    }

    public static var ticked: String { localized("luba.value.ticked", fallback: "Ticked") }
    public static var notTicked: String { localized("luba.value.notTicked", fallback: "Not ticked") }
    public static var switchedOn: String { localized("luba.value.on", fallback: "On") }
    public static var switchedOff: String { localized("luba.value.off", fallback: "Off") }
    public static var chosen: String { localized("luba.value.chosen", fallback: "Chosen") }

    // MARK: - Counts (plural rules live in Localizable.stringsdict)

    /// Spoken by a list in selection mode, e.g. "3 rows chosen".
    public static func rowsChosen(_ count: Int) -> String {
        localized("luba.selection.count", fallback: "%d rows chosen", count)
    }

    /// Shown under a star rating, e.g. "1,204 ratings".
    public static func ratingVotes(_ votes: Int64) -> String {
        localized("luba.rating.votes", fallback: "%lld ratings", votes)
    }

    /// Shown on a toast with more messages waiting, e.g. "2 more".
    public static func queuedToasts(_ waiting: Int) -> String {
        localized("luba.toast.queued", fallback: "%d more", waiting)
    }
}

/// The kinds of status a message can carry.
public enum StatusKind {
    case note, done, caution, failure
}
