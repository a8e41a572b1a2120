import LubaAuditModel
/// The shape of an ICU MessageFormat message, as `icu::MessagePattern` parsed it.
///
/// Offsets everywhere count Unicode scalars of the analysed string (`message.unicodeScalars`),
/// so a rule can point into the source whatever the script or emoji in it.
public struct MessageStructure: Sendable, Hashable {
    /// The whole message: text runs, arguments and `#` in text order.
    public var message: MessageBody
    /// How ICU read apostrophes (its default: `doubleOptional`).
    public var apostropheMode: ApostropheMode
    /// Every apostrophe-quoted literal, in text order, at any depth.
    public var quotedLiterals: [QuotedLiteral]
    public var hasNamedArguments: Bool
    public var hasNumberedArguments: Bool

    public init(
        message: MessageBody, apostropheMode: ApostropheMode, quotedLiterals: [QuotedLiteral],
        hasNamedArguments: Bool, hasNumberedArguments: Bool
    ) {
        self.message = message
        self.apostropheMode = apostropheMode
        self.quotedLiterals = quotedLiterals
        self.hasNamedArguments = hasNamedArguments
        self.hasNumberedArguments = hasNumberedArguments
    }

    /// The top-level arguments (their branches hold the nested ones).
    public var arguments: [MessageArgument] { message.arguments }

    /// Every argument at any depth, outer before inner, in text order: for parity checks
    /// between a source message and its translation.
    public var allArguments: [MessageArgument] {
        let result = bodies.flatMap(\.arguments)
        return result.sorted { $0.start < $1.start }
    }

    /// Every literal text run at any depth, in text order.
    public var textParts: [MessageText] {
        bodies.flatMap(\.textParts).sorted { $0.start < $1.start }
    }

    /// The offsets of every `#` ICU will replace with the plural number, at any depth.
    public var replaceNumberOffsets: [Int] {
        bodies.flatMap(\.replaceNumberOffsets).sorted()
    }

    /// The quoted literals that probably hide syntax the author meant (see `QuotedLiteral`).
    public var swallowingQuotes: [QuotedLiteral] { quotedLiterals.filter(\.swallowsSyntax) }

    /// The message and every branch's sub-message, without recursion.
    private var bodies: [MessageBody] {
        var result: [MessageBody] = []
        var pending: [MessageBody] = [message]
        while let body = pending.popLast() {
            result.append(body)
            for argument in body.arguments {
                pending.append(contentsOf: argument.selectors.map(\.message))
            }
        }
        return result
    }
}

/// A message or one branch's sub-message.
public struct MessageBody: Sendable, Hashable {
    public var elements: [MessageElement]
    /// The span of the text, inside the branch's braces.
    public var start: Int
    public var limit: Int

    public init(elements: [MessageElement], start: Int, limit: Int) {
        self.elements = elements
        self.start = start
        self.limit = limit
    }

    /// The arguments directly in this body.
    public var arguments: [MessageArgument] {
        elements.compactMap { if case .argument(let argument) = $0 { return argument } else { return nil } }
    }

    /// The literal text runs directly in this body.
    public var textParts: [MessageText] {
        elements.compactMap { if case .text(let text) = $0 { return text } else { return nil } }
    }

    /// The `#` directly in this body (only a plural or selectordinal branch has them).
    public var replaceNumberOffsets: [Int] {
        elements.compactMap { if case .replaceNumber(let offset) = $0 { return offset } else { return nil } }
    }
}

/// One piece of a message body.
public enum MessageElement: Sendable, Hashable {
    case text(MessageText)
    case argument(MessageArgument)
    /// A `#` that ICU replaces with the number, at this offset.
    case replaceNumber(offset: Int)
}

/// A run of literal text.
public struct MessageText: Sendable, Hashable {
    /// The text as ICU will output it: quoting apostrophes removed, `''` made one `'`.
    public var text: String
    public var start: Int
    public var limit: Int
    /// The type of the argument whose branch holds this text; nil at the top level.
    /// A `#` here is literal unless this is `plural` or `selectordinal`.
    public var enclosingArgumentType: MessageArgumentType?

    public init(text: String, start: Int, limit: Int, enclosingArgumentType: MessageArgumentType?) {
        self.text = text
        self.start = start
        self.limit = limit
        self.enclosingArgumentType = enclosingArgumentType
    }
}

/// ICU's argument kinds (`UMessagePatternArgType`).
public enum MessageArgumentType: String, Sendable, Hashable, Codable, CaseIterable {
    /// `{name}`
    case none
    /// `{name, number}`, `{name, date, short}`: a type and maybe a style.
    case simple
    /// `{name, choice, 0#none|1#one}`
    case choice
    case plural
    case select
    case selectordinal
}

/// `{name…}` or `{0…}`.
public struct MessageArgument: Sendable, Hashable {
    /// The name, or the digits of a numbered argument.
    public var name: String
    /// The number of a numbered argument (`{0}`); nil for a named one.
    public var number: Int?
    public var type: MessageArgumentType
    /// A simple argument's type as written (`number`, `date`, `time`, `spellout`…).
    public var typeName: String?
    /// A simple argument's style as written, without surrounding white space (`integer`,
    /// `short`, `::percent`…).
    public var style: String?
    /// A plural argument's `offset:` (0 when absent).
    public var pluralOffset: Double
    /// The branches of a plural, selectordinal, select or choice argument, in text order.
    public var selectors: [MessageSelector]
    /// From the `{` to after the `}`.
    public var start: Int
    public var limit: Int

    public init(
        name: String, number: Int?, type: MessageArgumentType, typeName: String?, style: String?,
        pluralOffset: Double, selectors: [MessageSelector], start: Int, limit: Int
    ) {
        self.name = name
        self.number = number
        self.type = type
        self.typeName = typeName
        self.style = style
        self.pluralOffset = pluralOffset
        self.selectors = selectors
        self.start = start
        self.limit = limit
    }
}

/// One branch: `one {…}`, `=0 {…}`, `other {…}`, or a choice's `1#…`.
public struct MessageSelector: Sendable, Hashable {
    /// As written: a keyword (`one`, `male`), an explicit value (`=1`), or a choice's `#`, `<`, `≤`.
    public var keyword: String
    /// The number of an explicit `=n` selector, or a choice's limit; nil for keywords.
    public var explicitValue: Double?
    public var message: MessageBody
    /// From the selector to after the branch's `}`.
    public var start: Int
    public var limit: Int

    public init(keyword: String, explicitValue: Double?, message: MessageBody, start: Int, limit: Int) {
        self.keyword = keyword
        self.explicitValue = explicitValue
        self.message = message
        self.start = start
        self.limit = limit
    }
}

/// ICU's `UMessagePatternApostropheMode`.
public enum ApostropheMode: String, Sendable, Hashable, Codable {
    /// ICU 4.8+ default: a lone `'` is literal; it starts quoting only before `{`, `}`, or a
    /// plural's `#` (`'{'` is a literal brace).
    case doubleOptional
    /// Java's rule: every single `'` starts quoting.
    case doubleRequired
}

/// An apostrophe-quoted literal such as `'{'`.
///
/// Why it matters: in `Supprimer l'{item}` the apostrophe is a French elision, but ICU reads
/// `'{` as the start of quoted text, so `{item}` and everything up to the next apostrophe become
/// literal and the argument disappears.
public struct QuotedLiteral: Sendable, Hashable {
    /// From the opening apostrophe to after the closing one (or the end of the message).
    public var start: Int
    public var limit: Int
    /// The quoted content, unquoted.
    public var text: String
    /// False when no apostrophe closed it: it ran to the end of its message.
    public var isTerminated: Bool

    public init(start: Int, limit: Int, text: String, isTerminated: Bool) {
        self.start = start
        self.limit = limit
        self.text = text
        self.isTerminated = isTerminated
    }

    /// Whether the quote likely swallows syntax the author meant: its content contains
    /// something shaped like an argument (`{count}`, `{n, plural, …}`), or it never closed and
    /// holds more than the single character it escaped. `'{'`, `'}'`, `'#'` and `'{}'` are the
    /// deliberate idioms and do not count.
    public var swallowsSyntax: Bool {
        if ICUMessageShape.containsArgumentHead(text) { return true }
        return !isTerminated && text.unicodeScalars.count > 1
    }
}
