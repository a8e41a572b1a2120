// The version entry point and the helpers every other file of the shim uses.
#include "CICUShim.h"
#include "ShimSupport.h"

#include <cstring>
#include <new>

namespace luba_icu {

icu::Locale localeFrom(const char *name) {
    if (name == nullptr || name[0] == '\0') {
        return icu::Locale::getRoot();
    }
    // Apple folders and BCP 47 use '-', ICU ids use '_': try the tag form first.
    std::string tag(name);
    for (char &c : tag) {
        if (c == '_') c = '-';
    }
    UErrorCode status = U_ZERO_ERROR;
    icu::Locale locale = icu::Locale::forLanguageTag(tag, status);
    if (U_SUCCESS(status) && !locale.isBogus()) {
        return locale;
    }
    icu::Locale fallback(name);
    if (fallback.isBogus()) {
        return icu::Locale::getRoot();
    }
    return fallback;
}

std::unique_ptr<icu::PluralRules> pluralRules(const char *locale, int32_t type) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralType pluralType = type == LUBAICU_PLURAL_ORDINAL ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL;
    std::unique_ptr<icu::PluralRules> rules(icu::PluralRules::forLocale(localeFrom(locale), pluralType, status));
    if (U_FAILURE(status)) {
        return nullptr;
    }
    return rules;
}

int32_t copyOut(const std::string &text, char *buffer, int32_t capacity) {
    if (text.size() > INT32_MAX - 1) {
        return -1;
    }
    int32_t length = static_cast<int32_t>(text.size());
    if (buffer != nullptr && capacity > 0) {
        int32_t count = length < capacity ? length : capacity;
        std::memcpy(buffer, text.data(), static_cast<size_t>(count));
        if (length < capacity) {
            buffer[length] = '\0';
        }
    }
    return length;
}

std::string utf8(const icu::UnicodeString &text) {
    std::string result;
    text.toUTF8String(result);
    return result;
}

}  // namespace luba_icu

extern "C" int32_t lubaicu_version(char *buffer, int32_t capacity) {
    UVersionInfo info;
    char text[U_MAX_VERSION_STRING_LENGTH + 1] = {0};
    u_getVersion(info);
    u_versionToString(info, text);
    try {
        return luba_icu::copyOut(std::string(text), buffer, capacity);
    } catch (...) {
        return -1;
    }
}

extern "C" int32_t lubaicu_iso3_language(const char *locale, char *buffer, int32_t capacity) {
    try {
        icu::Locale parsed = luba_icu::localeFrom(locale);
        const char *code = parsed.getISO3Language();
        return luba_icu::copyOut(std::string(code == nullptr ? "" : code), buffer, capacity);
    } catch (...) {
        return -1;
    }
}
