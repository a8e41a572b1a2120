import LubaAuditModel
/// Every foreground × background contrast ratio of a palette, for typical vision and
/// optionally the three simulated deficiencies.
///
/// Built for palettes of hundreds of colors: luminance is computed once per color and
/// condition, after which each pair is two additions and a division written into one
/// contiguous array — no per-pair allocation. A translucent foreground depends on what it is
/// drawn over, so its row is composited pair by pair (slower, still allocation-free).
public struct ContrastMatrix: Sendable {
    public let foregroundCount: Int
    public let backgroundCount: Int
    /// The conditions computed, in storage order: `.normal`, then the deficiencies if asked.
    public let conditions: [VisionCondition]
    /// Ratios, condition-major, then foreground, then background.
    private let ratios: [Double]

    /// The ratio of foreground `foreground` on background `background` under `condition`;
    /// nil for an index out of range or a condition that was not computed.
    public func ratio(
        foreground: Int, background: Int, condition: VisionCondition = .normal
    ) -> Double? {
        guard let conditionIndex = conditions.firstIndex(of: condition),
            (0..<foregroundCount).contains(foreground), (0..<backgroundCount).contains(background)
        else { return nil }
        return ratios[(conditionIndex * foregroundCount + foreground) * backgroundCount + background]
    }

    /// The lowest ratio of the pair across the computed conditions, and which one gave it
    /// (the earlier condition on a tie); nil for an index out of range.
    public func worstCase(foreground: Int, background: Int) -> (ratio: Double, condition: VisionCondition)? {
        guard (0..<foregroundCount).contains(foreground), (0..<backgroundCount).contains(background)
        else { return nil }
        var worst: (ratio: Double, condition: VisionCondition)?
        for (index, condition) in conditions.enumerated() {
            let value = ratios[(index * foregroundCount + foreground) * backgroundCount + background]
            if worst.map({ value < $0.ratio }) ?? true { worst = (value, condition) }
        }
        return worst
    }

    /// All ratios for one condition, foreground-major (row `i` holds foreground `i` against
    /// every background); empty for a condition that was not computed.
    public func ratios(for condition: VisionCondition) -> ArraySlice<Double> {
        guard let conditionIndex = conditions.firstIndex(of: condition) else { return [] }
        let size = foregroundCount * backgroundCount
        return ratios[(conditionIndex * size)..<((conditionIndex + 1) * size)]
    }

    /// Computes the matrix. Backgrounds are first composited over `page` (translucent surfaces
    /// show the page through); foregrounds over each background. Under a simulated condition
    /// both flattened colors are simulated before their luminance is taken, exactly as
    /// `WorstCaseContrast` does pair by pair, so the two agree bit for bit.
    public static func compute(
        foregrounds: [SRGBColor], backgrounds: [SRGBColor], withSimulations: Bool,
        page: SRGBColor = .white, weights: LuminanceWeights = .wcag
    ) -> ContrastMatrix {
        let conditions: [VisionCondition] = withSimulations ? VisionCondition.allCases : [.normal]
        let flatBackgrounds = backgrounds.map { Compositing.sourceOver($0, over: page.opaque).opaque }
        let foregroundCount = foregrounds.count
        let backgroundCount = backgrounds.count
        let (size, sizeOverflow) = foregroundCount.multipliedReportingOverflow(by: backgroundCount)
        let (total, totalOverflow) = size.multipliedReportingOverflow(by: conditions.count)
        guard !sizeOverflow, !totalOverflow else {
            return ContrastMatrix(
                foregroundCount: 0, backgroundCount: 0, conditions: conditions, ratios: [])
        }

        func luminance(_ color: SRGBColor, _ condition: VisionCondition) -> Double {
            WCAGContrast.relativeLuminance(condition.apply(to: color), weights: weights)
        }

        let ratios = [Double](unsafeUninitializedCapacity: total) { buffer, initialized in
            var backgroundLuminance = [Double](repeating: 0, count: backgroundCount)
            for (conditionIndex, condition) in conditions.enumerated() {
                for index in 0..<backgroundCount {
                    backgroundLuminance[index] = luminance(flatBackgrounds[index], condition)
                }
                backgroundLuminance.withUnsafeBufferPointer { backgroundRow in
                    for foregroundIndex in 0..<foregroundCount {
                        let base = (conditionIndex * foregroundCount + foregroundIndex) * backgroundCount
                        let foreground = foregrounds[foregroundIndex]
                        if foreground.alpha >= 1 {
                            let foregroundLuminance = luminance(foreground, condition)
                            for index in 0..<backgroundCount {
                                buffer[base + index] = WCAGContrast.ratio(
                                    luminance: foregroundLuminance, backgroundRow[index])
                            }
                        } else {
                            for index in 0..<backgroundCount {
                                let shown = Compositing.sourceOver(foreground, over: flatBackgrounds[index])
                                buffer[base + index] = WCAGContrast.ratio(
                                    luminance: luminance(shown.opaque, condition), backgroundRow[index])
                            }
                        }
                    }
                }
            }
            initialized = total
        }
        return ContrastMatrix(
            foregroundCount: foregroundCount, backgroundCount: backgroundCount,
            conditions: conditions, ratios: ratios)
    }

    private init(
        foregroundCount: Int, backgroundCount: Int, conditions: [VisionCondition], ratios: [Double]
    ) {
        self.foregroundCount = foregroundCount
        self.backgroundCount = backgroundCount
        self.conditions = conditions
        self.ratios = ratios
    }
}
