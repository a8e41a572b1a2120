/// The two pieces of `NSString` path arithmetic the tool used, with their exact results, so
/// paths in reports stay byte for byte the same without Foundation's `NSString`.
public enum PathText {
    /// `NSString.appendingPathComponent(_:)`: one `/` between the parts unless `path` ends in one.
    public static func appending(_ component: String, to path: String) -> String {
        if component.isEmpty { return path }
        if path.isEmpty { return component }
        if path.hasSuffix("/") { return path + component }
        return path + "/" + component
    }

    /// `NSString.lastPathComponent`: runs of `/` count as one and a trailing `/` is ignored;
    /// "/" stays "/". Works on characters, as `NSString` did, so a `/` carrying a combining mark
    /// is not a separator.
    public static func lastComponent(of path: String) -> String {
        if path == "/" { return path }
        var fixed = ""
        var afterSlash = false
        for character in path {
            if character == "/" {
                if afterSlash { continue }
                afterSlash = true
            } else {
                afterSlash = false
            }
            fixed.append(character)
        }
        if fixed.hasSuffix("/") { fixed.removeLast() }
        if fixed.utf16.count <= 1 { return fixed }
        var start = fixed.endIndex
        while start > fixed.startIndex {
            let previous = fixed.index(before: start)
            if fixed[previous] == "/" { break }
            start = previous
        }
        return String(fixed[start...])
    }
}
