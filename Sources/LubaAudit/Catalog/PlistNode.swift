/// A property list value with where it stands, as the `.stringsdict` reader sees it.
///
/// Only what the reader needs: dictionaries keep members in file order with the comment
/// written before each key; every scalar keeps its text as written.
struct PlistNode: Sendable {
    enum Kind: Sendable {
        case dict([PlistMember])
        case array([PlistNode])
        /// `<string>`, `<integer>`, `<real>`, `<date>`, `<data>` (text as written, entities
        /// decoded) and `<true/>`, `<false/>` (empty text).
        case text(String)
    }

    var kind: Kind
    /// Dictionaries and arrays: the `<` of the start tag. Scalars: the first character of
    /// their text (right after the start tag), where a finding about the text should point.
    var location: SourceLocation
    /// The element name (`dict`, `string`, `true`, ...), for messages.
    var element: String

    /// The string of a `<string>` element; nil for any other element.
    var string: String? {
        if element == "string", case .text(let text) = kind { return text }
        return nil
    }

    var members: [PlistMember]? {
        if case .dict(let members) = kind { return members }
        return nil
    }
}

/// One `<key>` of a `<dict>` and its value.
struct PlistMember: Sendable {
    var key: String
    /// The first character of the key's text.
    var keyLocation: SourceLocation
    /// The `<!-- … -->` comments written right before the key (after the previous value),
    /// trimmed and joined by line breaks; nil when there are none.
    var comment: String?
    var value: PlistNode
}
