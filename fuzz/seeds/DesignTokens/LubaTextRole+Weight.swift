import SwiftUI

// Fixture: the weights live in an extension in another file.

public extension LubaTextRole {
    /// The weight each role is drawn in.
    var weight: Font.Weight {
        switch self {
        case .largeTitle, .title: return .bold
        case .subheadline: return .medium
        default: return .regular
        }
    }
}
