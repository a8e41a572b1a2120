// Fuzzes the ICU checks: MessageFormat analysis, the argument-head shape test and the plural
// rules behind a locale string the input chooses.
//
// Layout: byte 0 picks the locale length (low 4 bits), the rule type (bit 4) and whether to run
// the slow single-integer probe (bit 5); then the locale's bytes; the rest is the message.
import LubaAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let control = data[0]
    let localeLength = min(Int(control & 0x0F), size - 1)
    let locale = String(decoding: UnsafeBufferPointer(start: data + 1, count: localeLength), as: UTF8.self)
    let type: PluralRuleType = control & 0x10 == 0 ? .cardinal : .ordinal
    let probeSingleInteger = control & 0x20 != 0
    let message = String(decoding: UnsafeBufferPointer(start: data + 1 + localeLength, count: size - 1 - localeLength),
                         as: UTF8.self)

    var total = looksLikeICUMessage(message) ? 1 : 0
    switch MessageFormatAnalysis.analyze(message, locale: locale) {
    case .success(let structure): total &+= structure.hashValue & 1
    case .failure(let error): total &+= error.code.utf8.count
    }
    for category in PluralCategories.of(locale: locale, type: type) {
        total &+= PluralCategories.samples(category: category, locale: locale, type: type).count
        if probeSingleInteger {
            total &+= PluralCategories.coversSingleInteger(category: category, locale: locale, type: type) ?? 0
        }
    }
    total &+= PluralCategories.select(Double(size) / 4, locale: locale, type: type).utf8.count
    total &+= PluralCategories.select(size, locale: locale, type: type).utf8.count
    if message.utf8.count <= 64 {
        // Mostly nil (not a number), but the digits check itself is worth fuzzing.
        total &+= PluralCategories.select(decimal: message, locale: locale, type: type)?.utf8.count ?? 0
    }
    return total == -1 ? 1 : 0
}
