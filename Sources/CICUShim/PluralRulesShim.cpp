// Plural categories, selection and samples, all answered by icu::PluralRules.
#include "CICUShim.h"
#include "ShimSupport.h"

#include <algorithm>
#include <cmath>
#include <vector>

using luba_icu::copyOut;
using luba_icu::pluralRules;
using luba_icu::utf8;

namespace {

/// The position of a keyword in CLDR's canonical order; others sort after `other`.
int canonicalRank(const std::string &keyword) {
    static const char *const order[] = {"zero", "one", "two", "few", "many", "other"};
    for (int i = 0; i < 6; ++i) {
        if (keyword == order[i]) return i;
    }
    return 6;
}

bool isWholeNumber(double value) {
    return std::isfinite(value) && std::floor(value) == value;
}

/// ICU's samples for `keyword`, de-duplicated, in ICU's order.
std::vector<double> icuSamples(icu::PluralRules &rules, const icu::UnicodeString &keyword) {
    enum { capacity = 64 };
    double raw[capacity];
    UErrorCode status = U_ZERO_ERROR;
    int32_t count = rules.getSamples(keyword, raw, capacity, status);
    std::vector<double> samples;
    if (U_FAILURE(status) || count <= 0) return samples;
    count = std::min<int32_t>(count, capacity);
    for (int32_t i = 0; i < count; ++i) {
        if (std::find(samples.begin(), samples.end(), raw[i]) == samples.end()) {
            samples.push_back(raw[i]);
        }
    }
    return samples;
}

/// `-?[0-9]+(\.[0-9]+)?`; sets the number of fraction digits.
bool isPlainDecimal(const char *text, int32_t length, int32_t *fractionDigits) {
    int32_t i = 0;
    if (i < length && text[i] == '-') ++i;
    int32_t intStart = i;
    while (i < length && text[i] >= '0' && text[i] <= '9') ++i;
    if (i == intStart) return false;
    *fractionDigits = 0;
    if (i == length) return true;
    if (text[i] != '.') return false;
    ++i;
    int32_t fracStart = i;
    while (i < length && text[i] >= '0' && text[i] <= '9') ++i;
    if (i == fracStart || i != length) return false;
    *fractionDigits = length - fracStart;
    return true;
}

}  // namespace

extern "C" int32_t lubaicu_plural_keywords(const char *locale, int32_t type, char *buffer, int32_t capacity) {
    try {
        auto rules = pluralRules(locale, type);
        if (!rules) return -1;
        UErrorCode status = U_ZERO_ERROR;
        std::unique_ptr<icu::StringEnumeration> keywords(rules->getKeywords(status));
        if (U_FAILURE(status) || !keywords) return -1;
        std::vector<std::string> names;
        while (const icu::UnicodeString *keyword = keywords->snext(status)) {
            if (U_FAILURE(status)) return -1;
            names.push_back(utf8(*keyword));
        }
        if (U_FAILURE(status)) return -1;
        std::sort(names.begin(), names.end(), [](const std::string &a, const std::string &b) {
            int ra = canonicalRank(a), rb = canonicalRank(b);
            return ra != rb ? ra < rb : a < b;
        });
        std::string joined;
        for (const std::string &name : names) {
            if (!joined.empty()) joined += ' ';
            joined += name;
        }
        return copyOut(joined, buffer, capacity);
    } catch (...) {
        return -1;
    }
}

extern "C" int32_t lubaicu_plural_select_double(const char *locale, int32_t type, double number,
                                                char *buffer, int32_t capacity) {
    try {
        auto rules = pluralRules(locale, type);
        if (!rules) return -1;
        return copyOut(utf8(rules->select(number)), buffer, capacity);
    } catch (...) {
        return -1;
    }
}

extern "C" int32_t lubaicu_plural_select_decimal(const char *locale, int32_t type, const char *digits,
                                                 int32_t digitsLength, char *buffer, int32_t capacity) {
    try {
        int32_t fractionDigits = 0;
        if (digits == nullptr || digitsLength <= 0 || digitsLength > 1000 ||
            !isPlainDecimal(digits, digitsLength, &fractionDigits) || fractionDigits > 999) {
            return -1;
        }
        auto rules = pluralRules(locale, type);
        if (!rules) return -1;
        UErrorCode status = U_ZERO_ERROR;
        // Fixing the fraction digits to those written keeps "1.0" as 1.0 (v = 1), which is
        // what CLDR's operands describe; ICU's default would round it to "1".
        auto formatter = icu::number::NumberFormatter::withLocale(luba_icu::localeFrom(locale))
                             .precision(icu::number::Precision::minMaxFraction(fractionDigits, fractionDigits))
                             .grouping(UNUM_GROUPING_OFF);
        icu::number::FormattedNumber formatted =
            formatter.formatDecimal(icu::StringPiece(digits, digitsLength), status);
        if (U_FAILURE(status)) return -1;
        icu::UnicodeString keyword = rules->select(formatted, status);
        if (U_FAILURE(status)) return -1;
        return copyOut(utf8(keyword), buffer, capacity);
    } catch (...) {
        return -1;
    }
}

extern "C" int32_t lubaicu_plural_samples(const char *locale, int32_t type, const char *keyword,
                                          double *dest, int32_t capacity, int32_t *integerCount) {
    try {
        if (integerCount) *integerCount = 0;
        if (keyword == nullptr || capacity < 0 || (dest == nullptr && capacity > 0)) return -1;
        auto rules = pluralRules(locale, type);
        if (!rules) return -1;
        icu::UnicodeString name = icu::UnicodeString::fromUTF8(keyword);
        if (!rules->isKeyword(name)) return 0;
        std::vector<double> samples = icuSamples(*rules, name);
        std::vector<double> integers, fractions;
        for (double sample : samples) {
            (isWholeNumber(sample) ? integers : fractions).push_back(sample);
        }
        if (integers.empty() && fractions.empty()) {
            // Rules without sample annotations (root's `other`, used by locales CLDR has no
            // ordinal data for): take the first integers ICU maps to the keyword.
            for (int n = 0; n < 1100 && integers.size() < 8; ++n) {
                if (rules->select(static_cast<double>(n)) == name) integers.push_back(n);
            }
        }
        if (fractions.empty()) {
            // ICU lists a keyword's decimal samples only when it has no integer ones; find a
            // few fractional numbers ICU maps to it (0.1 ... 100.9, one visible digit).
            for (int k = 1; k <= 1009 && fractions.size() < 4; ++k) {
                if (k % 10 == 0) continue;
                double value = k / 10.0;
                if (rules->select(value) == name) fractions.push_back(value);
            }
        }
        int32_t written = 0;
        for (double value : integers) {
            if (written == capacity) break;
            dest[written++] = value;
        }
        if (integerCount) *integerCount = written;
        for (double value : fractions) {
            if (written == capacity) break;
            dest[written++] = value;
        }
        return written;
    } catch (...) {
        return -1;
    }
}

extern "C" int32_t lubaicu_plural_single_integer(const char *locale, int32_t type, const char *keyword,
                                                 int64_t *value) {
    try {
        if (keyword == nullptr) return -1;
        auto rules = pluralRules(locale, type);
        if (!rules) return -1;
        icu::UnicodeString name = icu::UnicodeString::fromUTF8(keyword);
        if (!rules->isKeyword(name)) return 0;
        std::vector<double> probes;
        for (int n = 0; n < 1100; ++n) probes.push_back(n);
        for (double sample : icuSamples(*rules, name)) {
            if (isWholeNumber(sample) && sample >= 0 && sample < 1e18) probes.push_back(sample);
        }
        double power = 1000;
        for (int k = 3; k <= 15; ++k, power *= 10) {
            for (int m = 1; m <= 9; ++m) {
                probes.push_back(m * power);
                probes.push_back(m * power + 1);
            }
        }
        std::sort(probes.begin(), probes.end());
        probes.erase(std::unique(probes.begin(), probes.end()), probes.end());
        int found = 0;
        double single = 0;
        for (double n : probes) {
            if (rules->select(n) == name) {
                if (++found > 1) return 0;
                single = n;
            }
        }
        if (found != 1) return 0;
        if (value) *value = static_cast<int64_t>(single);
        return 1;
    } catch (...) {
        return -1;
    }
}

extern "C" int64_t lubaicu_plural_first_integer(const char *locale, int32_t type, const char *keyword, int64_t limit) {
    try {
        if (keyword == nullptr) return -2;
        auto rules = pluralRules(locale, type);
        if (!rules) return -2;
        icu::UnicodeString wanted = icu::UnicodeString::fromUTF8(keyword);
        for (int64_t n = 0; n < limit; ++n) {
            if (rules->select(static_cast<double>(n)) == wanted) return n;
        }
        return -1;
    } catch (...) {
        return -2;
    }
}
