extension Array where Element == SwiftToken {
    /// The first token of the declaration whose keyword is at `keyword`: modifiers and
    /// attributes (`@MainActor`, `@available(iOS 17, *)`, `private(set)`) come before it.
    /// `opening` gives the `(` a `)` closes, or nil; readers find it their own way (a partner
    /// table, a bounded scan back).
    func declarationStart(keyword: Int, opening: (Int) -> Int?) -> Int {
        func token(_ index: Int) -> SwiftToken? { index >= 0 && index < count ? self[index] : nil }
        var position = keyword &- 1
        var steps = 0
        while position >= 0, steps < 64 {
            steps &+= 1
            let current = self[position]
            if current.kind == .identifier {
                if SwiftMemberTracker.modifiers.contains(current.text) {
                    position &-= 1
                    continue
                }
                if token(position &- 1)?.is("@") == true {
                    position &-= 2
                    continue
                }
                break
            }
            if current.is(")"), let open = opening(position), let owner = token(open &- 1), owner.kind == .identifier {
                if token(open &- 2)?.is("@") == true {
                    position = open &- 3
                    continue
                }
                if SwiftMemberTracker.modifiers.contains(owner.text) {
                    position = open &- 2
                    continue
                }
            }
            break
        }
        return position &+ 1
    }
}
