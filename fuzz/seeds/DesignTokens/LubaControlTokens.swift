import SwiftUI

// Fixture: interactive control sizes, written through references like LubaUI's.

/// Checkbox and radio sizes.
public enum LubaSelectionTokens {
    /// The drawn box: small on purpose, the row around it is the target.
    public static let controlSize: CGFloat = LubaSpacing.lg + LubaSpacing.xs

    /// Corner radius of the box.
    public static let boxRadius: CGFloat = LubaRadius.xs

    /// Every selection row is at least this tall.
    public static let minTouchTarget: CGFloat = LubaSpacing.sm * 5 + LubaSpacing.xs
}

/// Stepper sizes.
public enum LubaStepperTokens {
    /// PLANTED: a minimum target of 40pt.
    public static let minimumTouchTarget: CGFloat = LubaSpacing.sm * 5
}

/// Slider sizes.
public enum LubaSliderTokens {
    /// The track line.
    public static let trackHeight: CGFloat = 4

    /// PLANTED: the thumb, and the only height the drag area gets.
    public static let thumbSize: CGFloat = (LubaSpacing.md) * 2
}
