import LubaAuditModel
import LubaAuditICU
/// Which argument every specifier of a plural entry reads, modelled once, the way Foundation
/// formats a `.stringsdict` entry (and the `.stringsdict` Xcode compiles a String Catalog to):
///
/// - `%#@name@` in the format key is a specifier like any other: unnumbered it takes the next
///   argument in order, `%2$#@name@` takes argument 2. That argument chooses the branch.
/// - A String Catalog substitution's `argNum` fixes the argument explicitly. Without it the
///   format key's order decides, which is why a translation may leave `argNum` out when its
///   order matches the source.
/// - A branch is formatted with the variable's argument as the initial position and the whole
///   argument list (CoreFoundation's `__CFStringAppendFormatCore` takes `initialArgPosition`
///   and the original values): an unnumbered specifier reads the variable's own argument, a
///   second unnumbered one the argument after it, and `n$` is absolute.
/// - `%arg` in a substitution's branch is the substitution's own argument, printed with its
///   `formatSpecifier`.
///
/// Rules ask this type instead of parsing branches on their own, so `.stringsdict` and
/// `.xcstrings` entries are judged by the same reading.
public struct PluralArguments: Sendable {
    /// Variable name → the 1-based argument it is chosen by. A variable the format key never
    /// references and that has no `argNum` is absent: Foundation never formats it.
    public let variableArguments: [String: Int]
    /// Every argument the entry reads, with the types it is read as and the specifier text of
    /// the first read of each type: as the format key and each variable's reference branch
    /// (`other`) read it, else as another branch does.
    public let reads: [Int: [ArgumentRead]]

    /// One way an argument is read somewhere in the entry.
    public struct ArgumentRead: Hashable, Sendable {
        public var type: ArgumentType
        /// The specifier as the file writes it, `%arg` with what it prints (`%arg (%lld)`).
        public var text: String

        package init(type: ArgumentType, text: String) {
            self.type = type
            self.text = text
        }
    }

    public init(_ entry: PluralEntry) {
        let key = FormatString.parse(entry.formatKey)
        var selecting: [String: Int] = [:]
        for use in key.uses where use.role == .value {
            guard let name = key.specifier(of: use)?.variableName, selecting[name] == nil else { continue }
            selecting[name] = use.argument
        }
        var arguments: [String: Int] = [:]
        for variable in entry.variables {
            if variable.isWholeValue {
                arguments[variable.name] = Self.numberArgument(of: variable) ?? selecting[variable.name] ?? 1
            } else if let fixed = variable.argumentNumber, fixed > 0 {
                arguments[variable.name] = fixed
            } else if let ordered = selecting[variable.name] {
                arguments[variable.name] = ordered
            }
        }
        // A variable may be referenced from a branch instead (a String Catalog plural variation
        // holding `%#@name@`): it then reads the argument that branch's formatting gives it.
        var resolvedAny = true
        while resolvedAny {
            resolvedAny = false
            for variable in entry.variables {
                guard let selected = arguments[variable.name] else { continue }
                let base = variable.isWholeValue ? 1 : selected
                for branch in variable.branches {
                    let format = Self.format(of: branch.value, variable: variable, argument: base)
                    for use in format.uses where use.role == .value {
                        guard let name = format.specifier(of: use)?.variableName, arguments[name] == nil,
                              entry.variables.contains(where: { $0.name == name }) else { continue }
                        arguments[name] = use.argument
                        resolvedAny = true
                    }
                }
            }
        }
        variableArguments = arguments

        var reads: [Int: [ArgumentRead]] = [:]
        func record(_ argument: Int, _ type: ArgumentType, _ text: String) {
            var known = reads[argument] ?? []
            guard !known.contains(where: { $0.type == type }) else { return }
            known.append(ArgumentRead(type: type, text: text))
            reads[argument] = known
        }
        // The reference branch (`other`, else the last) says how an argument is read: the
        // other branches only add arguments it leaves out, so a `one` that misreads an
        // argument does not make the misreading look like the source's.
        var fromOtherBranches: [(Int, ArgumentType, String)] = []
        for variable in entry.variables {
            let argument = variable.isWholeValue ? 1 : arguments[variable.name] ?? 1
            let reference = variable.branches.last { $0.category == "other" } ?? variable.branches.last
            for branch in variable.branches {
                let format = Self.format(of: branch.value, variable: variable, argument: argument)
                for use in format.uses {
                    let read = (use.argument, use.type, format.specifier(of: use)?.quoted ?? "")
                    if branch == reference { record(read.0, read.1, read.2) } else { fromOtherBranches.append(read) }
                }
            }
        }
        for use in key.uses {
            guard let spec = key.specifier(of: use) else { continue }
            if use.role == .value, let name = spec.variableName {
                // The variable's argument is read as its value type to choose the branch.
                let variable = entry.variables.first { $0.name == name }
                if let valueType = variable?.valueType, let type = ArgumentType(valueType: valueType) {
                    record(arguments[name] ?? use.argument, type, "%" + valueType)
                }
            } else {
                record(use.argument, use.type, spec.quoted)
            }
        }
        for (argument, type, text) in fromOtherBranches where reads[argument] == nil {
            record(argument, type, text)
        }
        self.reads = reads
    }

    /// The argument `variable` is chosen by and formats its branches from; 1 for a variable
    /// the format key never uses (its branches are then read as a value of their own).
    public func argument(of variable: PluralVariable) -> Int {
        variableArguments[variable.name] ?? 1
    }

    /// `branch` of `variable` parsed with the argument each specifier reads.
    public func format(of branch: PluralBranch, in variable: PluralVariable) -> FormatString {
        Self.format(of: branch.value, variable: variable, argument: variable.isWholeValue ? 1 : argument(of: variable))
    }

    /// The argument a whole-value variation's number is printed from: the first integer
    /// specifier of `other` (else any branch), else its first number of any kind.
    package static func numberArgument(of variable: PluralVariable) -> Int? {
        var firstNumber: Int?
        // `other` first, then the rest in order, read in place: a hostile plural has 100,000
        // cases, and joining them into one more list cost more than reading `other`.
        for pass in 0..<2 {
            for branch in variable.branches where (branch.category == "other") == (pass == 0) {
                let format = FormatString.parse(branch: branch.value, firstArgument: 1)
                for use in format.uses where use.role == .value {
                    switch use.type.family {
                    case .integer: return use.argument
                    case .floatingPoint: firstNumber = firstNumber ?? use.argument
                    default: break
                    }
                }
            }
        }
        return firstNumber
    }

    /// Whether `branch` prints the number its variable is chosen by.
    public func showsOwnNumber(_ branch: PluralBranch, in variable: PluralVariable) -> Bool {
        let own = argument(of: variable)
        return format(of: branch, in: variable).uses.contains { $0.argument == own && $0.role == .value }
    }

    package static func format(of value: String, variable: PluralVariable, argument: Int) -> FormatString {
        guard variable.argumentNumber != nil || variable.argumentSpecifier != nil, value.contains("%arg") else {
            return FormatString.parse(branch: value, firstArgument: argument)
        }
        return parseSubstitutionBranch(value, specifier: variable.argumentSpecifier, argument: argument)
    }

    /// `%arg` becomes `%<argument>$<specifier>` for the parser (without a specifier it reads
    /// nothing we could type, so it is dropped); the specifiers it produced are then given back
    /// the text and offset the file has, so findings quote `%arg` where the file says `%arg`.
    package static func parseSubstitutionBranch(_ value: String, specifier: String?, argument: Int) -> FormatString {
        let replacement = specifier.map { "%\(argument)$\($0)" } ?? ""
        let replacementLength = replacement.unicodeScalars.count
        var output = String.UnicodeScalarView()
        // The scalars written to `output` so far: a view's `count` walks it, and a hostile
        // branch holds tens of thousands of `%arg`.
        var written = 0
        // The offset in the rewritten text of each `%arg`, ascending.
        var replaced: [Int] = []
        let scalars = Array(value.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "%", index + 1 < scalars.count {
                if scalars[index + 1] == "%" {
                    output.append(contentsOf: scalars[index...(index + 1)])
                    written += 2
                    index += 2
                    continue
                }
                if index + 3 < scalars.count, scalars[index + 1] == "a", scalars[index + 2] == "r", scalars[index + 3] == "g" {
                    replaced.append(written)
                    output.append(contentsOf: replacement.unicodeScalars)
                    written += replacementLength
                    index += 4
                    continue
                }
            }
            output.append(scalars[index])
            written += 1
            index += 1
        }
        var format = FormatString.parse(branch: String(output), firstArgument: argument)
        let delta = replacementLength - 4
        // Specifiers come in text order, as the `%arg`s do: one walk over both.
        var before = 0
        for position in format.specifiers.indices {
            let rewritten = format.specifiers[position].offset
            while before < replaced.count && replaced[before] < rewritten { before += 1 }
            if before < replaced.count && replaced[before] == rewritten {
                format.specifiers[position].text = "%arg"
            }
            format.specifiers[position].offset = rewritten - before * delta
        }
        return format
    }
}

extension FormatSpecifier {
    /// The specifier as the file writes it, for messages: `%arg` (whose text is all a reader
    /// sees in the file) says what it prints, `%arg (%lld)`.
    public var quoted: String {
        text == "%arg" ? "%arg (%\(length)\(conversion))" : text
    }
}
