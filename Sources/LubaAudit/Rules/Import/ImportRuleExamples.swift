/// Why the `import.*` rules show no examples: the example runner audits a tree of files, and
/// these rules judge the units of a translation file `lubaaudit import` reads into that tree.
/// An example would need the imported file and the import command, which the runner does not
/// run; the import's own tests (`TranslationImportTests`) trigger each of them instead.
enum ImportRuleExamples {
    static let none: [RuleExample] = []
}
