/// A place in an audited file. Lines and columns are 1-based; columns count Unicode scalars.
public struct SourceLocation: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The path as the user should see it (relative to the audited root when possible).
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}
