// A plain C face over the system ICU (libicu 72 on Debian) for LubaAudit.
//
// Why this header includes no ICU header: Swift's Foundation on Linux carries its own ICU
// (lib_FoundationICU, other symbol names), and ICU's own headers rename every function with
// a version suffix (u_getVersion_72) that Swift's importer cannot see through. So the C++ in
// this target talks to ICU, and Swift sees only C types: strings with lengths, numbers,
// flat structs and one opaque handle with its free function.
//
// Conventions:
// - Every `const char *` input is UTF-8. Locales are BCP 47 tags or ICU ids (`pt-BR`, `sr_Latn`).
// - Functions that fill a caller buffer return the length they need (without the NUL). They
//   write at most `capacity` bytes and NUL-terminate only when there is room.
// - Offsets into analysed messages count Unicode scalars of the original UTF-8 text.
// - No function keeps state between calls; all are safe to call from several threads.

#ifndef LUBA_CICUSHIM_H
#define LUBA_CICUSHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Version

/// Writes the ICU version the process runs on (`72.1`) into `buffer`.
int32_t lubaicu_version(char *buffer, int32_t capacity);

// MARK: - Locales

/// Writes the ISO 639-2 terminology code of `locale`'s language (`deu` for `de-CH`), or an
/// empty string when ICU knows none. Returns the needed length, or -1 on error.
int32_t lubaicu_iso3_language(const char *locale, char *buffer, int32_t capacity);

// MARK: - Plural rules

/// `UPLURAL_TYPE_CARDINAL` (1 file, 2 files).
#define LUBAICU_PLURAL_CARDINAL 0
/// `UPLURAL_TYPE_ORDINAL` (1st, 2nd, 3rd).
#define LUBAICU_PLURAL_ORDINAL 1

/// Writes the plural keywords of `locale`, separated by single spaces, in the canonical order
/// `zero one two few many other` (a keyword outside those six would follow, sorted).
/// Returns the needed length, or -1 when ICU has no rules object for the request.
int32_t lubaicu_plural_keywords(const char *locale, int32_t type, char *buffer, int32_t capacity);

/// Writes the keyword `PluralRules::select(double)` picks for `number` (no visible fraction
/// digits for whole numbers: 1.0 selects like 1). Returns the needed length, or -1 on error.
int32_t lubaicu_plural_select_double(const char *locale, int32_t type, double number,
                                     char *buffer, int32_t capacity);

/// Writes the keyword picked for a decimal number written as text (`-12`, `1.0`, `0.50`):
/// the visible fraction digits count, so `1.0` is "other" in English. Returns the needed
/// length, or -1 when `digits` is not `-?[0-9]+(\.[0-9]+)?` or ICU fails.
int32_t lubaicu_plural_select_decimal(const char *locale, int32_t type, const char *digits,
                                      int32_t digitsLength, char *buffer, int32_t capacity);

/// Writes up to `capacity` sample numbers for `keyword`: first ICU's integer samples
/// (`PluralRules::getSamples`), then fractional samples (ICU's own when the keyword has no
/// integer samples, otherwise the first one-decimal numbers `select` maps to the keyword).
/// Rules without sample annotations (root `other`) get the first integers `select` maps there.
/// `*integerCount` receives how many of the written samples are integers.
/// Returns the number written, or -1 on error (an unknown keyword gives 0).
int32_t lubaicu_plural_samples(const char *locale, int32_t type, const char *keyword,
                               double *dest, int32_t capacity, int32_t *integerCount);

/// Whether exactly one non-negative integer selects `keyword`, probing with `select` every
/// integer 0...1099, ICU's integer samples, and m·10^k (m 1...9, k 3...15): every modulus
/// CLDR rules use (10, 100, 1000, 1000000) is covered. Returns 1 and sets `*value` when a single
/// integer was found, 0 when none or several were, -1 on error.
int32_t lubaicu_plural_single_integer(const char *locale, int32_t type, const char *keyword,
                                      int64_t *value);

/// The smallest integer in 0..<limit that selects `keyword`, -1 when none does, -2 on error.
/// One rules object for the whole range: a call per integer would build one each time.
int64_t lubaicu_plural_first_integer(const char *locale, int32_t type, const char *keyword, int64_t limit);

// MARK: - MessageFormat

/// What one node of a message tree is.
typedef enum lubaicu_node_kind {
    /// The whole message (node 0) or a selector's sub-message; start/limit span its text,
    /// inside the braces.
    LUBAICU_NODE_MESSAGE = 0,
    /// A run of literal text; `text` is its value after ICU's apostrophe unquoting.
    LUBAICU_NODE_TEXT = 1,
    /// `{name…}`; `text` is the name or the digits of the number, `argType` says the kind,
    /// `type`/`style` hold a simple argument's type and style, `number` a plural offset.
    LUBAICU_NODE_ARGUMENT = 2,
    /// One branch of a plural/select/selectordinal/choice argument: `text` is the selector
    /// as written (`one`, `=1`, or a choice's `#`/`<`); `number` the explicit value.
    /// Its only child is the branch's MESSAGE.
    LUBAICU_NODE_SELECTOR = 3,
    /// A `#` that ICU replaces with the plural number.
    LUBAICU_NODE_REPLACE_NUMBER = 4,
    /// An apostrophe-quoted literal (`'{'`); `text` is the quoted content, unquoted.
    /// Overlaps the TEXT node that holds it; flag LUBAICU_FLAG_TERMINATED when it was closed.
    LUBAICU_NODE_QUOTED = 5
} lubaicu_node_kind;

/// `UMessagePatternArgType`, renumbered here so Swift needs no ICU header.
typedef enum lubaicu_arg_type {
    LUBAICU_ARG_NONE = 0,
    LUBAICU_ARG_SIMPLE = 1,
    LUBAICU_ARG_CHOICE = 2,
    LUBAICU_ARG_PLURAL = 3,
    LUBAICU_ARG_SELECT = 4,
    LUBAICU_ARG_SELECTORDINAL = 5
} lubaicu_arg_type;

/// `number` holds a value (plural offset, explicit `=n`, choice limit).
#define LUBAICU_FLAG_HAS_NUMBER 1
/// A QUOTED literal was closed by its apostrophe (clear: it ran to the end of the message).
#define LUBAICU_FLAG_TERMINATED 2

/// One node of the flattened message tree. Nodes come in pre-order: a parent precedes its
/// children, children in text order. String fields are (offset, length) in the strings pool.
typedef struct lubaicu_message_node {
    int32_t kind;
    int32_t parent;
    int32_t start;
    int32_t limit;
    int32_t argType;
    int32_t argNumber;
    int32_t flags;
    int32_t textOffset;
    int32_t textLength;
    int32_t typeOffset;
    int32_t typeLength;
    int32_t styleOffset;
    int32_t styleLength;
    double number;
} lubaicu_message_node;

/// Where the analysis stopped.
typedef enum lubaicu_message_stage {
    /// Parsed by MessagePattern and accepted by MessageFormat.
    LUBAICU_STAGE_OK = 0,
    /// `icu::MessagePattern` rejected the syntax; no nodes.
    LUBAICU_STAGE_PATTERN = 1,
    /// The syntax parsed (nodes are present) but `icu::MessageFormat` refused the message,
    /// e.g. an unknown argument type or a bad number style.
    LUBAICU_STAGE_FORMAT = 2,
    /// Refused before ICU: nesting deeper than LUBAICU_MAX_NESTING or text too long.
    LUBAICU_STAGE_LIMIT = 3
} lubaicu_message_stage;

/// The deepest brace nesting handed to ICU (ICU recurses per level).
#define LUBAICU_MAX_NESTING 100
/// The longest message handed to ICU, in UTF-8 bytes.
#define LUBAICU_MAX_MESSAGE_BYTES 4194304

/// Everything an analysis found; pointers stay valid until the handle is freed.
typedef struct lubaicu_message_summary {
    int32_t stage;
    /// The `UErrorCode` value, 0 when none.
    int32_t errorCode;
    /// `u_errorName(errorCode)`: a static string.
    const char *errorName;
    /// `UParseError.offset` as a scalar offset, -1 when ICU gave none.
    int32_t errorOffset;
    /// `UParseError.line`, -1 when ICU gave none.
    int32_t errorLine;
    /// The start of the innermost argument ICU had opened but not closed when it stopped
    /// (ICU reports offset 0 for a missing `other`: this points at the argument); for a
    /// FORMAT-stage error, the first argument MessageFormat refuses on its own; -1 when none.
    int32_t errorArgumentStart;
    /// The innermost `{` (argument or branch) ICU had not closed when it stopped, -1 when none.
    int32_t errorBraceStart;
    /// 0 DOUBLE_OPTIONAL, 1 DOUBLE_REQUIRED (`UMessagePatternApostropheMode`).
    int32_t apostropheMode;
    int32_t hasNamedArguments;
    int32_t hasNumberedArguments;
    const lubaicu_message_node *nodes;
    int32_t nodeCount;
    const char *strings;
    int32_t stringsLength;
} lubaicu_message_summary;

typedef struct lubaicu_message_analysis lubaicu_message_analysis;

/// Parses `utf8` with `icu::MessagePattern`, then validates it with `icu::MessageFormat`
/// for `locale`. Ill-formed UTF-8 is read with U+FFFD replacements (one scalar each).
/// Returns NULL only when memory ran out. Free with lubaicu_message_analysis_free.
lubaicu_message_analysis *lubaicu_message_analyze(const char *utf8, int32_t length, const char *locale);

/// Fills `summary`; its pointers borrow from `analysis`.
void lubaicu_message_analysis_summary(const lubaicu_message_analysis *analysis,
                                      lubaicu_message_summary *summary);

void lubaicu_message_analysis_free(lubaicu_message_analysis *analysis);

#ifdef __cplusplus
}
#endif

#endif
