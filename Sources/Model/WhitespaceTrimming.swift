extension StringProtocol {
    /// The text without leading and trailing horizontal whitespace: exactly what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` removed (tab, the space separators and U+200B),
    /// scalar by scalar, so a combining mark after a space stays.
    public func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isHorizontalWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.isHorizontalWhitespace })!
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}

extension Unicode.Scalar {
    /// CoreFoundation's whitespace set (Unicode Zs plus tab, and U+200B ZERO WIDTH SPACE).
    package var isHorizontalWhitespace: Bool {
        switch value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }
}
