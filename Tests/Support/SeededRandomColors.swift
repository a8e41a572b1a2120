@testable import LubaAuditModel
@testable import LubaAuditColor
@testable import LubaAuditICU
@testable import LubaAuditSwiftSource
@testable import LubaAuditStringTables
@testable import LubaAuditConfig
@testable import LubaAuditPlatform
@testable import LubaAuditTheme
@testable import LubaAuditDesignSystem
@testable import LubaAuditResult
@testable import LubaAuditRuleContext
@testable import LubaAuditLocalizationRules
@testable import LubaAuditAccessibilityRules
@testable import LubaAuditRules
@testable import LubaAuditEngine
@testable import LubaAuditReports
@testable import LubaAuditTranslators
import Foundation
import XCTest

extension SeededRandom {
    /// A color with 8-bit channels half the time and arbitrary doubles otherwise.
    package mutating func color(alpha: Double = 1) -> SRGBColor {
        if Bool.random(using: &self) {
            return SRGBColor(rgb: UInt32.random(in: 0...0xFF_FFFF, using: &self), alpha: alpha)
        }
        return SRGBColor(
            red: Double.random(in: 0...1, using: &self), green: Double.random(in: 0...1, using: &self),
            blue: Double.random(in: 0...1, using: &self), alpha: alpha)
    }
}
