import LubaAudit

/// stdout and stderr, written whole and unbuffered like FileHandle's. Everything the CLI prints
/// goes through here as `TerminalText`, so no name or value from the input reaches a terminal or
/// a CI log unescaped; the exceptions are `--format github`'s own commands and data exports.
/// A closed or broken stream is ignored: nothing left to tell.
enum StandardStreams {
    static func writeError(_ text: TerminalText) { DescriptorOutput.writeAll(text.description, to: 2) }

    static func writeOutput(_ text: TerminalText) { DescriptorOutput.writeAll(text.description, to: 1) }

    /// GitHub workflow commands (`GitHubAnnotations.render`), which escape their properties and
    /// messages themselves: the only output meant to start lines with `::`.
    static func writeWorkflowCommands(_ commands: String) { DescriptorOutput.writeAll(commands, to: 1) }

    /// A data export (`missing-keys --format csv|xliff|json` without `--output`), written as it
    /// is: a tool reads it whole, each format escapes for itself, and a changed byte would
    /// change the data. Meant for a pipe or a file, not to be read in a log.
    static func writeExport(_ data: String) { DescriptorOutput.writeAll(data, to: 1) }
}
