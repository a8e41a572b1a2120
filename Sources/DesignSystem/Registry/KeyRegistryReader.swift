import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// Finds the calls that declare localization keys in Swift source: the key registry the
/// localization rules compare with the `.strings` tables.
///
/// A call counts when its callee is one of `RegistryCallNames` and its key argument (the first,
/// or SwiftGen's second after the table) is a string literal (so the wrapper's own declaration,
/// `func localized(_ key: String, …)`, never counts: it is read for what it does with the value).
/// A key with interpolation, or built at run time, cannot be checked statically: it is skipped
/// quietly. A fallback or comment that is not a literal (or literals joined with `+`) is nil,
/// except that a comment with interpolation keeps its static text. The lexer's diagnostics (an unterminated string, ...) come along in the registry.
public enum KeyRegistryReader {
    public static func read(source: String, path: String, callNames: RegistryCallNames = .default) -> KeyRegistry {
        read(bytes: Array(source.utf8), path: path, callNames: callNames)
    }

    public static func read(bytes: [UInt8], path: String, callNames: RegistryCallNames = .default) -> KeyRegistry {
        read(SwiftSourceFile(path: path, displayPath: path, bytes: bytes), callNames: callNames)
    }

    /// Reads a file of the audit's source store, over its tokens and members.
    public static func read(_ file: SwiftSourceFile, callNames: RegistryCallNames = .default) -> KeyRegistry {
        read(file.lexed, declarations: file.index, callNames: callNames)
    }

    /// Reads an already lexed file, indexing it here.
    public static func read(_ lexed: LexedSwiftSource, callNames: RegistryCallNames = .default) -> KeyRegistry {
        read(lexed, declarations: SourceIndex(path: lexed.path, tokens: lexed.tokens), callNames: callNames)
    }

    package static func read(_ lexed: LexedSwiftSource, declarations: SourceIndex, callNames: RegistryCallNames) -> KeyRegistry {
        let tokens = lexed.tokens
        var calls: [RegistryCall] = []
        var functions: [RegistryFunction] = []
        var formsByCallee: [String: [RegistryCallNames.Form]] = [:]
        // A form whose key comes later (SwiftGen's table, then key) is tried first: its shape is
        // the stricter one.
        for form in callNames.forms.sorted(by: { $0.keyPosition > $1.keyPosition }) { formsByCallee[form.callee, default: []].append(form) }

        for index in tokens.indices {
            guard tokens[index].kind == .identifier, index &+ 1 < tokens.count,
                  tokens[index &+ 1].kind == .punctuation,
                  let forms = formsByCallee[tokens[index].name] else { continue }
            let open = tokens[index &+ 1]
            // `f\n(…)` is a statement and a tuple, not a call; `func localized(` declares.
            guard open.is("("), !open.precededByNewline else { continue }
            if index > 0, tokens[index &- 1].is("func") {
                functions.append(function(named: tokens[index].name, at: index, tokens: tokens, path: lexed.path))
                continue
            }
            guard let arguments = TokenCursor(tokens, at: index &+ 1).arguments() else { continue }
            var matched: (form: RegistryCallNames.Form, key: (text: String, first: SwiftToken))?
            for form in forms where form.keyPosition < arguments.count && arguments[form.keyPosition].label == form.keyLabel {
                // The arguments before the key (SwiftGen's table) are literals too.
                guard arguments[..<form.keyPosition].allSatisfy({ $0.label == nil && staticText(tokens, $0.value) != nil }),
                      let key = staticText(tokens, arguments[form.keyPosition].value) else { continue }
                matched = (form, key)
                break
            }
            guard let (form, key) = matched else { continue }
            var found = call(
                form: form, key: key, arguments: arguments, tokens: tokens,
                member: declarations.apiMember(containing: index), path: lexed.path
            )
            if let format = enclosingFormat(tokens, callee: index) {
                found.formatting = RegistryFormatting(
                    reason: .formatArgument, location: format.location(in: lexed.path),
                    summary: "is the format of \(format.name == "localizedStringWithFormat" ? "String.localizedStringWithFormat" : "String(format:)") at \(format.location(in: lexed.path))")
            }
            calls.append(found)
        }
        var registry = KeyRegistry(files: [lexed.path], calls: calls, diagnostics: lexed.diagnostics, functions: functions)
        registry.resolveFormatting()
        return registry
    }

    /// The `String` (or `localizedStringWithFormat`) of the `String(format: <call>` whose
    /// format the call at `callee` is: the call, qualified or not (`Bundle.main.…`), is the
    /// first argument.
    package static func enclosingFormat(_ tokens: [SwiftToken], callee: Int) -> SwiftToken? {
        var start = callee
        while start >= 2, tokens[start &- 1].is("."), tokens[start &- 2].kind == .identifier { start &-= 2 }
        if start >= 4, tokens[start &- 1].is(":"), tokens[start &- 2].is("format"), tokens[start &- 3].is("("),
           ["String", "NSString", "init"].contains(tokens[start &- 4].name) {
            return tokens[start &- 4]
        }
        if start >= 2, tokens[start &- 1].is("("), tokens[start &- 2].is("localizedStringWithFormat") {
            return tokens[start &- 2]
        }
        return nil
    }

    /// A declaration of a called function (`func localized(_ key: String, …) -> String { … }`):
    /// whether it takes format arguments and where its body formats, if it does.
    package static func function(named name: String, at index: Int, tokens: [SwiftToken], path: String) -> RegistryFunction {
        let open = index &+ 1
        let close = TokenCursor(tokens, at: open).matchingCloser(of: open) ?? tokens.count &- 1
        var takesArguments = false
        var position = open
        while position < close {
            let token = tokens[position]
            if token.kind == .operator, token.text == "..." { takesArguments = true }
            if token.is("["), position &+ 2 < close, tokens[position &+ 1].is("CVarArg"), tokens[position &+ 2].is("]") { takesArguments = true }
            position &+= 1
        }
        // The body: the first `{` after the signature (`-> String`, `throws`, `where …`).
        var body = close &+ 1
        while body < tokens.count, !tokens[body].is("{"), !tokens[body].is("}"), !tokens[body].is("func"), !tokens[body].is("var") { body &+= 1 }
        var formatsAt: SourceLocation?
        if body < tokens.count, tokens[body].is("{") {
            let end = TokenCursor(tokens, at: body).matchingCloser(of: body) ?? tokens.count
            var inner = body &+ 1
            while inner < end, formatsAt == nil {
                if isFormatCall(tokens, at: inner) { formatsAt = tokens[inner].location(in: path) }
                inner &+= 1
            }
        }
        return RegistryFunction(name: name, takesArguments: takesArguments, formatsAt: formatsAt, location: tokens[index].location(in: path))
    }

    /// `String(format:`, `NSString(format:`, `.init(format:` or `localizedStringWithFormat(` at `index`.
    package static func isFormatCall(_ tokens: [SwiftToken], at index: Int) -> Bool {
        guard index &+ 1 < tokens.count, tokens[index &+ 1].is("(") else { return false }
        let name = tokens[index]
        if name.is("localizedStringWithFormat") { return true }
        guard name.is("String") || name.is("NSString") || name.is("init"), index &+ 3 < tokens.count else { return false }
        return tokens[index &+ 2].is("format") && tokens[index &+ 3].is(":")
    }

    private static func call(
        form: RegistryCallNames.Form, key: (text: String, first: SwiftToken), arguments: [SwiftArgumentSpan],
        tokens: [SwiftToken], member: SwiftMember?, path: String
    ) -> RegistryCall {
        var fallback: String?
        var comment: String?
        var formatArguments = 0
        for argument in arguments.dropFirst(form.keyPosition &+ 1) {
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
        var call = RegistryCall(
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
        call.function = form.callee
        return call
    }

    /// The value of a string literal, or of literals joined with `+` (`"a" + "b"`); nil for
    /// anything computed. Interpolated literals count only when `allowInterpolation` (their
    /// static text keeps `SwiftToken.interpolationPlaceholder`).
    package static func staticText(
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
