import SwiftUI

/// Fixture configuration, in LubaConfig's shape.
public struct LubaConfig: Equatable {
    /// The instance components read.
    public static var shared = LubaConfig()

    /// The smallest target any control gets.
    public var minimumTouchTarget: CGFloat = 44

    /// Rounded system font or not.
    public var useRoundedFont: Bool = true

    /// A font family to use instead of the system font.
    public var customFontFamily: String? = nil

    public init() {}
}
