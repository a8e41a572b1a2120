/// Where one value stands, as findings name it: a table, a locale and, for a String Catalog
/// value that varies by device, the device whose own branch it is. Two branches of one key are
/// two values (each can be wrong on its own), so the device is part of the subject.
public struct ValuePlace: Hashable, Sendable {
    public var table: String
    public var locale: String
    /// `iphone`, `ipad`, `mac`, …; nil for the value every device without a branch of its own shows.
    public var device: String?

    public init(table: String, locale: String, device: String? = nil) {
        self.table = table
        self.locale = locale
        self.device = device
    }

    /// The locale as messages name it: `de`, or `de (device iphone)`.
    public var label: String {
        guard let device else { return locale }
        return "\(locale) (device \(device))"
    }

    /// The subject of `key` here; a device branch adds `device <name>` to the detail, so
    /// baselines and fingerprints tell the branches apart.
    public func subject(_ key: String, detail: String? = nil) -> Subject {
        Subject(table: table, key: key, locale: locale, detail: Self.detail(device: device, detail))
    }

    /// The branch as evidence: nothing for the value every device shows.
    public var evidence: [Evidence] {
        device.map { [Evidence("device", $0)] } ?? []
    }

    package static func detail(device: String?, _ detail: String?) -> String? {
        guard let device else { return detail }
        return detail.map { "device \(device), \($0)" } ?? "device \(device)"
    }
}
