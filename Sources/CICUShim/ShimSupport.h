// Private helpers shared by the shim's C++ files. Never included by Swift.
#ifndef LUBA_CICUSHIM_SUPPORT_H
#define LUBA_CICUSHIM_SUPPORT_H

// The system ICU's headers, listed once in the CICU system-library target. By relative path:
// SwiftPM gives a dependent C++ target CICU's module map but no include path to its folder.
#include "../CICU/CICU.h"

#include <cstdint>
#include <memory>
#include <string>

namespace luba_icu {

/// Reads a BCP 47 tag (`pt-BR`) or an ICU id (`pt_BR`); the empty string is the root locale.
icu::Locale localeFrom(const char *name);

/// ICU's rules for `locale` and `type` (0 cardinal, 1 ordinal), nullptr when ICU fails.
/// ICU keeps the parsed rules in its own thread-safe cache, so making one per call is cheap.
std::unique_ptr<icu::PluralRules> pluralRules(const char *locale, int32_t type);

/// Copies `text` into `buffer` like the public functions promise; returns the needed length.
int32_t copyOut(const std::string &text, char *buffer, int32_t capacity);

std::string utf8(const icu::UnicodeString &text);

}  // namespace luba_icu

#endif
