/// The closest of a list of names to one that matched none of them, for "did you mean" lines:
/// a typo in a rule id or a locale must be refused with the name the user meant.
public enum NearestName {
    /// The candidate at the smallest edit distance (case-insensitive), if it is close enough
    /// to be a plausible typo: at most a third of the longer name's length, and at least 1.
    public static func nearest(to name: String, among candidates: [String]) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let scalars = Array(candidate.lowercased().unicodeScalars)
            let distance = editDistance(target, scalars)
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let allowed = max(1, max(target.count, best.name.unicodeScalars.count) / 3)
        return best.distance <= allowed ? best.name : nil
    }

    /// Levenshtein distance, adjacent transpositions counting one (Damerau's restricted form).
    package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, before[j - 2] + 1) }
                current[j] = value
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
