import LubaAuditModel
/// A color-vision deficiency the audit simulates, at full severity (dichromacy).
public enum VisionDeficiency: String, Codable, Sendable, CaseIterable {
    /// No working L (long-wavelength, "red") cones: about 1% of men.
    case protanopia
    /// No working M ("green") cones: about 1% of men.
    case deuteranopia
    /// No working S ("blue") cones: rare, affects all sexes alike.
    case tritanopia

    /// Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for Simulation of
    /// Color Vision Deficiency", IEEE TVCG 15(6), Table 1 at severity 1.0. Row-major 3×3,
    /// applied to linear sRGB.
    public var machadoMatrix: [Double] {
        switch self {
        case .protanopia: return Self.protanopiaMatrix
        case .deuteranopia: return Self.deuteranopiaMatrix
        case .tritanopia: return Self.tritanopiaMatrix
        }
    }

    private static let protanopiaMatrix: [Double] = [
        0.152286, 1.052583, -0.204868,
        0.114503, 0.786281, 0.099216,
        -0.003882, -0.048116, 1.051998,
    ]
    private static let deuteranopiaMatrix: [Double] = [
        0.367322, 0.860646, -0.227968,
        0.280085, 0.672501, 0.047413,
        -0.011820, 0.042940, 0.968881,
    ]
    private static let tritanopiaMatrix: [Double] = [
        1.255528, -0.076749, -0.178779,
        -0.078411, 0.930809, 0.147602,
        0.004733, 0.691367, 0.303900,
    ]

    /// Applies the matrix to linear light, clamping the result to 0...1 (the matrices can push
    /// saturated colors slightly outside, e.g. pure blue under protanopia).
    public func simulate(_ linear: LinearRGB) -> LinearRGB {
        let m = machadoMatrix
        func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
        return LinearRGB(
            red: clamp(m[0] * linear.red + m[1] * linear.green + m[2] * linear.blue),
            green: clamp(m[3] * linear.red + m[4] * linear.green + m[5] * linear.blue),
            blue: clamp(m[6] * linear.red + m[7] * linear.green + m[8] * linear.blue)
        )
    }
}

/// How a person sees: typical vision or one of the simulated deficiencies. The contrast matrix
/// and the worst-case check iterate over these.
public enum VisionCondition: String, Codable, Sendable, CaseIterable {
    case normal
    case protanopia
    case deuteranopia
    case tritanopia

    /// The deficiency simulated for this condition; nil for typical vision.
    public var deficiency: VisionDeficiency? {
        switch self {
        case .normal: return nil
        case .protanopia: return .protanopia
        case .deuteranopia: return .deuteranopia
        case .tritanopia: return .tritanopia
        }
    }

    /// The color as seen under this condition (identity for typical vision).
    public func apply(to color: SRGBColor) -> SRGBColor {
        guard let deficiency else { return color }
        return simulate(color, deficiency)
    }
}

/// The color as a person with `deficiency` would see it: decoded to linear sRGB, multiplied by
/// the Machado matrix, clamped, and encoded again. Alpha is kept; composite first when the
/// color is translucent, since deficient vision sees the blended result.
public func simulate(_ color: SRGBColor, _ deficiency: VisionDeficiency) -> SRGBColor {
    SRGBColor(deficiency.simulate(color.linear), alpha: color.alpha)
}

/// The lowest contrast a pair has for anyone: typical vision and the three simulations.
public struct WorstCaseContrast: Hashable, Codable, Sendable {
    /// The lowest ratio found.
    public var ratio: Double
    /// The condition it was found under (the first in `VisionCondition.allCases` on a tie).
    public var condition: VisionCondition
    /// The ratio for typical vision, for comparison.
    public var normalRatio: Double

    public init(ratio: Double, condition: VisionCondition, normalRatio: Double) {
        self.ratio = ratio
        self.condition = condition
        self.normalRatio = normalRatio
    }

    /// Flattens the pair (`Compositing.flatten`), simulates each condition on the flattened
    /// colors, and keeps the minimum WCAG ratio. Simulation lowers contrast most for pairs that
    /// differ mainly in hue (red on green), which typical-vision contrast alone misses.
    public static func of(
        foreground: SRGBColor, background: SRGBColor, page: SRGBColor = .white,
        weights: LuminanceWeights = .wcag
    ) -> WorstCaseContrast {
        let flat = Compositing.flatten(foreground: foreground, background: background, page: page)
        var worst = WorstCaseContrast(ratio: .infinity, condition: .normal, normalRatio: 1)
        for condition in VisionCondition.allCases {
            let ratio = WCAGContrast.ratio(
                condition.apply(to: flat.foreground), condition.apply(to: flat.background),
                weights: weights)
            if condition == .normal { worst.normalRatio = ratio }
            if ratio < worst.ratio {
                worst.ratio = ratio
                worst.condition = condition
            }
        }
        return worst
    }
}
