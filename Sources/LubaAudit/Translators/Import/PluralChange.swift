/// What an import writes into one plural key: its format string and branch texts by variable
/// and category. A String Catalog plural variation is the key's own variable.
struct PluralChange: Sendable, Hashable {
    var formatKey: String?
    /// variable → category → text.
    var branches: [String: [String: String]] = [:]

    var isEmpty: Bool { formatKey == nil && branches.isEmpty }

    /// CLDR's order, for placing a new branch among the ones a table has.
    static let categoryOrder = ["zero", "one", "two", "few", "many", "other"]

    static func rank(_ category: String) -> Int { categoryOrder.firstIndex(of: category) ?? categoryOrder.count }
}
