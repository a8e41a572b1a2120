import LubaAuditModel
import LubaAuditColor
import LubaAuditICU
import LubaAuditSwiftSource
import LubaAuditStringTables
import LubaAuditConfig
import LubaAuditPlatform
import LubaAuditTheme
import LubaAuditDesignSystem
import LubaAuditResult
/// The sources rules cite, in one place so every report links the same pages.
package enum References {
    package static let appleStrings = Reference(
        "Apple: String Files (Localization)",
        url: "https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/LoadingResources/Strings/Strings.html")
    package static let appleFormatSpecifiers = Reference(
        "Apple: String Format Specifiers",
        url: "https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Strings/Articles/formatSpecifiers.html")
    package static let appleLocalization = Reference(
        "Apple: Localizing your app's strings",
        url: "https://developer.apple.com/documentation/xcode/localization")
    package static let xliff = Reference(
        "OASIS XLIFF Version 1.2",
        url: "https://docs.oasis-open.org/xliff/v1.2/os/xliff-core.html")
    package static let appleStringsdict = Reference(
        "Apple: Localizing strings that contain plurals",
        url: "https://developer.apple.com/documentation/xcode/localizing-strings-that-contain-plurals")
    package static let appleStringCatalogs = Reference(
        "Apple: Localizing and varying text with a string catalog",
        url: "https://developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog")
    package static let cldrPlurals = Reference(
        "CLDR: Language Plural Rules",
        url: "https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html")
    package static let icuMessageFormat = Reference(
        "ICU: Formatting Messages",
        url: "https://unicode-org.github.io/icu/userguide/format_parse/messages/")
    package static let wcagInfoRelationships = Reference(
        "WCAG 2.2 SC 1.3.1 Info and Relationships (A)",
        url: "https://www.w3.org/WAI/WCAG22/Understanding/info-and-relationships.html")
    package static let wcagLabelsInstructions = Reference(
        "WCAG 2.2 SC 3.3.2 Labels or Instructions (A)",
        url: "https://www.w3.org/WAI/WCAG22/Understanding/labels-or-instructions.html")
    package static let wcagLanguageOfParts = Reference(
        "WCAG 2.2 SC 3.1.2 Language of Parts (AA)",
        url: "https://www.w3.org/WAI/WCAG22/Understanding/language-of-parts.html")
    package static let appleMarkdownText = Reference(
        "Apple: Text (SwiftUI), styling with Markdown",
        url: "https://developer.apple.com/documentation/swiftui/text#Styling-the-view-s-text")
    package static let swiftPackageResources = Reference(
        "Swift Package Manager: bundling resources with a Swift package",
        url: "https://developer.apple.com/documentation/xcode/bundling-resources-with-a-swift-package")
    package static let appleLocalizedStringKey = Reference(
        "Apple: LocalizedStringKey (how SwiftUI looks up a literal)",
        url: "https://developer.apple.com/documentation/swiftui/localizedstringkey")
    package static let wcagNameRoleValue = Reference(
        "WCAG 2.2 SC 4.1.2 Name, Role, Value (A)",
        url: "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html")
    package static let wcagAnimationFromInteractions = Reference(
        "WCAG 2.2 SC 2.3.3 Animation from Interactions (AAA)",
        url: "https://www.w3.org/WAI/WCAG22/Understanding/animation-from-interactions.html")
    package static let appleFormatStyle = Reference(
        "Apple: Formatting data (FormatStyle, Text(_:format:))",
        url: "https://developer.apple.com/documentation/foundation/data_formatting")
    package static let appleEnvironmentValues = Reference(
        "Apple: EnvironmentValues (reading the theme a view is given)",
        url: "https://developer.apple.com/documentation/swiftui/environmentvalues")
}
