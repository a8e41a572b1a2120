import LubaAuditModel
import LubaAuditICU
/// A property list value with where it stands, as the `.stringsdict` reader sees it.
///
/// Only what the reader needs: dictionaries keep members in file order with the comment
/// written before each key; every scalar keeps its text as written.
package struct PlistNode: Sendable {
    package enum Kind: Sendable {
        case dict([PlistMember])
        case array([PlistNode])
        /// `<string>`, `<integer>`, `<real>`, `<date>`, `<data>` (text as written, entities
        /// decoded) and `<true/>`, `<false/>` (empty text).
        case text(String)
    }

    package var kind: Kind
    /// Dictionaries and arrays: the `<` of the start tag. Scalars: the first character of
    /// their text (right after the start tag), where a finding about the text should point.
    package var location: SourceLocation
    /// The element name (`dict`, `string`, `true`, ...), for messages.
    package var element: String

    /// The string of a `<string>` element; nil for any other element.
    package var string: String? {
        if element == "string", case .text(let text) = kind { return text }
        return nil
    }

    package var members: [PlistMember]? {
        if case .dict(let members) = kind { return members }
        return nil
    }
}

/// One `<key>` of a `<dict>` and its value.
package struct PlistMember: Sendable {
    package var key: String
    /// The first character of the key's text.
    package var keyLocation: SourceLocation
    /// The `<!-- … -->` comments written right before the key (after the previous value),
    /// trimmed and joined by line breaks; nil when there are none.
    package var comment: String?
    package var value: PlistNode
}
