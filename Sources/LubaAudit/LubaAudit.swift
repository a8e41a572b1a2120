// The library's one module for clients: every layer's public API, re-exported. The layers
// are targets of their own so that the compiler keeps each one from reaching up.
@_exported import LubaAuditModel
@_exported import LubaAuditColor
@_exported import LubaAuditICU
@_exported import LubaAuditSwiftSource
@_exported import LubaAuditStringTables
@_exported import LubaAuditConfig
@_exported import LubaAuditPlatform
@_exported import LubaAuditTheme
@_exported import LubaAuditDesignSystem
@_exported import LubaAuditResult
@_exported import LubaAuditRuleContext
@_exported import LubaAuditLocalizationRules
@_exported import LubaAuditAccessibilityRules
@_exported import LubaAuditRules
@_exported import LubaAuditEngine
@_exported import LubaAuditReports
@_exported import LubaAuditTranslators
