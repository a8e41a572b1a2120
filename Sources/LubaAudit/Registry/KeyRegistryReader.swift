/// Finds the calls that declare localization keys in Swift source: the key registry the
/// localization rules compare with the `.strings` tables.
///
/// A call counts when its callee is one of `RegistryCallNames` and its first argument is a string
/// literal (so the wrapper's own declaration, `func localized(_ key: String, …)`, never counts).
/// A key with interpolation, or built at run time, cannot be checked statically: it is skipped
/// quietly. A fallback or comment that is not a literal (or literals joined with `+`) is nil,
/// except that a comment with interpolation keeps its static text. The lexer's diagnostics (an unterminated string, ...) come along in the registry.
public enum KeyRegistryReader {
    public static func read(source: String, path: String, callNames: RegistryCallNames = .default) -> KeyRegistry {
        read(bytes: Array(source.utf8), path: path, callNames: callNames)
    }

    public static func read(bytes: [UInt8], path: String, callNames: RegistryCallNames = .default) -> KeyRegistry {
        let lexed = SwiftLexer.lex(bytes: bytes, path: path)
        return read(lexed, callNames: callNames)
    }

    /// Reads an already lexed file, for callers that run several readers over one lexing.
    public static func read(_ lexed: LexedSwiftSource, callNames: RegistryCallNames = .default) -> KeyRegistry {
        let tokens = lexed.tokens
        var tracker = SwiftMemberTracker(tokens: tokens)
        var calls: [RegistryCall] = []
        var formsByCallee: [String: [RegistryCallNames.Form]] = [:]
        for form in callNames.forms { formsByCallee[form.callee, default: []].append(form) }

        for index in tokens.indices {
            tracker.observe(index)
            guard tokens[index].kind == .identifier, index &+ 1 < tokens.count,
                  tokens[index &+ 1].kind == .punctuation,
                  let forms = formsByCallee[tokens[index].name] else { continue }
            let open = tokens[index &+ 1]
            // `f\n(…)` is a statement and a tuple, not a call; `func localized(` declares.
            guard open.is("("), !open.precededByNewline else { continue }
            if index > 0, tokens[index &- 1].is("func") { continue }
            guard let arguments = TokenCursor(tokens, at: index &+ 1).arguments(),
                  let keyArgument = arguments.first,
                  let form = forms.first(where: { $0.keyLabel == keyArgument.label }),
                  let key = staticText(tokens, keyArgument.value) else { continue }
            calls.append(call(
                form: form, key: key, arguments: arguments, tokens: tokens,
                member: tracker.member, path: lexed.path
            ))
        }
        return KeyRegistry(files: [lexed.path], calls: calls, diagnostics: lexed.diagnostics)
    }

    private static func call(
        form: RegistryCallNames.Form, key: (text: String, first: SwiftToken), arguments: [SwiftArgumentSpan],
        tokens: [SwiftToken], member: SwiftMember?, path: String
    ) -> RegistryCall {
        var fallback: String?
        var comment: String?
        var formatArguments = 0
        for argument in arguments.dropFirst() {
            if let label = argument.label {
                if fallback == nil, form.fallbackLabels.contains(label) {
                    // An interpolated fallback is no static text to compare with a table.
                    fallback = staticText(tokens, argument.value)?.text
                } else if comment == nil, label == form.commentLabel {
                    comment = staticText(tokens, argument.value, allowInterpolation: true)?.text
                }
            } else if form.countsFormatArguments {
                formatArguments &+= 1
            }
        }
        return RegistryCall(
            key: key.text,
            fallback: fallback,
            argumentCount: formatArguments,
            member: member?.signature,
            parameterNames: member?.parameterNames ?? [],
            callee: form.displayName,
            documentation: member?.documentation,
            comment: comment,
            location: key.first.location(in: path)
        )
    }

    /// The value of a string literal, or of literals joined with `+` (`"a" + "b"`); nil for
    /// anything computed. Interpolated literals count only when `allowInterpolation` (their
    /// static text keeps `SwiftToken.interpolationPlaceholder`).
    static func staticText(
        _ tokens: [SwiftToken], _ range: Range<Int>, allowInterpolation: Bool = false
    ) -> (text: String, first: SwiftToken)? {
        guard !range.isEmpty else { return nil }
        var text = ""
        var expectsLiteral = true
        for position in range {
            let token = tokens[position]
            if expectsLiteral {
                guard token.kind == .stringLiteral, let literal = token.literal,
                      allowInterpolation || !token.hasInterpolation else { return nil }
                text += literal
            } else {
                guard token.kind == .operator, token.text == "+" else { return nil }
            }
            expectsLiteral.toggle()
        }
        guard !expectsLiteral else { return nil }  // a dangling `+`
        return (text, tokens[range.lowerBound])
    }
}
