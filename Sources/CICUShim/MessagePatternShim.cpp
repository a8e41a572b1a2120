// MessageFormat syntax checking and structure, from icu::MessagePattern and icu::MessageFormat.
#include "CICUShim.h"
#include "ShimSupport.h"

#include <new>
#include <string>
#include <vector>

using icu::MessagePattern;
using icu::UnicodeString;
typedef MessagePattern::Part Part;

struct lubaicu_message_analysis {
    lubaicu_message_summary summary{};
    std::vector<lubaicu_message_node> nodes;
    std::string strings;
};

namespace {

/// The shim's numbering of ICU's argument types.
int32_t argTypeCode(UMessagePatternArgType type) {
    switch (type) {
        case UMSGPAT_ARG_TYPE_NONE: return LUBAICU_ARG_NONE;
        case UMSGPAT_ARG_TYPE_SIMPLE: return LUBAICU_ARG_SIMPLE;
        case UMSGPAT_ARG_TYPE_CHOICE: return LUBAICU_ARG_CHOICE;
        case UMSGPAT_ARG_TYPE_PLURAL: return LUBAICU_ARG_PLURAL;
        case UMSGPAT_ARG_TYPE_SELECT: return LUBAICU_ARG_SELECT;
        case UMSGPAT_ARG_TYPE_SELECTORDINAL: return LUBAICU_ARG_SELECTORDINAL;
    }
    return LUBAICU_ARG_NONE;
}

/// For every UTF-16 index of `text` (and its length), the number of scalars before it.
std::vector<int32_t> scalarOffsets(const UnicodeString &text) {
    int32_t length = text.length();
    std::vector<int32_t> map(static_cast<size_t>(length) + 1, 0);
    int32_t scalars = 0;
    for (int32_t i = 0; i < length;) {
        map[i] = scalars;
        if (U16_IS_LEAD(text.charAt(i)) && i + 1 < length && U16_IS_TRAIL(text.charAt(i + 1))) {
            map[i + 1] = scalars;
            i += 2;
        } else {
            i += 1;
        }
        ++scalars;
    }
    map[length] = scalars;
    return map;
}

/// The deepest raw brace nesting of the UTF-8 text: an upper bound of ICU's nesting,
/// since quoting can only hide braces from ICU.
int32_t braceDepth(const char *utf8, int32_t length) {
    int32_t depth = 0, deepest = 0;
    for (int32_t i = 0; i < length; ++i) {
        if (utf8[i] == '{') {
            if (++depth > deepest) deepest = depth;
        } else if (utf8[i] == '}' && depth > 0) {
            --depth;
        }
    }
    return deepest;
}

/// Walks the parts of a parsed MessagePattern and emits the flat node tree.
class TreeBuilder {
public:
    TreeBuilder(const MessagePattern &pattern, const UnicodeString &source, const std::vector<int32_t> &scalars,
                lubaicu_message_analysis &out)
        : pattern_(pattern), source_(source), scalars_(scalars), out_(out) {}

    void build() {
        if (pattern_.countParts() > 0) message(0, -1, 0);
    }

private:
    struct Quote {
        int32_t start, limit;
        UnicodeString text;
        bool terminated;
    };

    const MessagePattern &pattern_;
    const UnicodeString &source_;
    const std::vector<int32_t> &scalars_;
    lubaicu_message_analysis &out_;
    int32_t lastSkip_ = -2;

    int32_t scalar(int32_t index) const {
        if (index < 0) return 0;
        if (index >= static_cast<int32_t>(scalars_.size())) return scalars_.back();
        return scalars_[static_cast<size_t>(index)];
    }

    int32_t addNode(int32_t kind, int32_t parent, int32_t start, int32_t limit) {
        lubaicu_message_node node{};
        node.kind = kind;
        node.parent = parent;
        node.start = scalar(start);
        node.limit = scalar(limit);
        node.argNumber = -1;
        out_.nodes.push_back(node);
        return static_cast<int32_t>(out_.nodes.size() - 1);
    }

    void store(const UnicodeString &text, int32_t *offset, int32_t *length) {
        std::string bytes = luba_icu::utf8(text);
        *offset = static_cast<int32_t>(out_.strings.size());
        *length = static_cast<int32_t>(bytes.size());
        out_.strings += bytes;
    }

    void storeSource(int32_t start, int32_t limit, int32_t *offset, int32_t *length) {
        store(source_.tempSubStringBetween(start, limit), offset, length);
    }

    /// Emits the MESSAGE whose MSG_START is part `index`; returns the index after its MSG_LIMIT.
    int32_t message(int32_t index, int32_t parent, int32_t depth) {
        int32_t limitIndex = pattern_.getLimitPartIndex(index);
        const Part &startPart = pattern_.getPart(index);
        const Part &limitPart = pattern_.getPart(limitIndex);
        int32_t node = addNode(LUBAICU_NODE_MESSAGE, parent, startPart.getLimit(), limitPart.getIndex());
        if (depth > LUBAICU_MAX_NESTING) return limitIndex + 1;

        int32_t textStart = startPart.getLimit();  // where the current text run began
        int32_t cursor = textStart;                 // source copied into `text` up to here
        UnicodeString text;
        std::vector<Quote> quotes;
        bool inQuote = false;
        Quote quote{0, 0, UnicodeString(), false};
        int32_t quoteCursor = 0;

        auto flush = [&](int32_t upTo) {
            if (upTo > textStart) {
                text.append(source_, cursor, upTo - cursor);
                int32_t textNode = addNode(LUBAICU_NODE_TEXT, node, textStart, upTo);
                store(text, &out_.nodes[textNode].textOffset, &out_.nodes[textNode].textLength);
                for (const Quote &q : quotes) {
                    int32_t quoteNode = addNode(LUBAICU_NODE_QUOTED, textNode, q.start, q.limit);
                    out_.nodes[quoteNode].flags = q.terminated ? LUBAICU_FLAG_TERMINATED : 0;
                    store(q.text, &out_.nodes[quoteNode].textOffset, &out_.nodes[quoteNode].textLength);
                }
            }
            text.remove();
            quotes.clear();
        };

        int32_t i = index + 1;
        while (i < limitIndex) {
            const Part &part = pattern_.getPart(i);
            int32_t at = part.getIndex();
            switch (part.getType()) {
                case UMSGPAT_PART_TYPE_SKIP_SYNTAX:
                    text.append(source_, cursor, at - cursor);
                    if (inQuote) quote.text.append(source_, quoteCursor, at - quoteCursor);
                    if (source_.charAt(at) == u'\'') {
                        // ICU skips the second apostrophe of a pair, and the apostrophes that
                        // open and close quoted text. A pair's first apostrophe is no part.
                        bool pairEnd = at > 0 && source_.charAt(at - 1) == u'\'' && lastSkip_ != at - 1;
                        if (!pairEnd) {
                            if (!inQuote) {
                                inQuote = true;
                                quote = Quote{at, at, UnicodeString(), false};
                            } else {
                                inQuote = false;
                                quote.limit = at + 1;
                                quote.terminated = true;
                                quotes.push_back(quote);
                            }
                        }
                        lastSkip_ = at;
                    }
                    cursor = part.getLimit();
                    quoteCursor = cursor;
                    ++i;
                    break;
                case UMSGPAT_PART_TYPE_INSERT_CHAR:
                    // ICU inserts an apostrophe to auto-quote the pattern (a lone `'` at the end,
                    // or a quote left open); the literal value gains nothing from it.
                    text.append(source_, cursor, at - cursor);
                    if (inQuote) {
                        quote.text.append(source_, quoteCursor, at - quoteCursor);
                        quote.limit = at;
                        quotes.push_back(quote);
                        inQuote = false;
                    }
                    cursor = at;
                    quoteCursor = at;
                    ++i;
                    break;
                case UMSGPAT_PART_TYPE_REPLACE_NUMBER:
                    flush(at);
                    addNode(LUBAICU_NODE_REPLACE_NUMBER, node, at, part.getLimit());
                    textStart = cursor = part.getLimit();
                    ++i;
                    break;
                case UMSGPAT_PART_TYPE_ARG_START: {
                    flush(at);
                    int32_t argLimit = pattern_.getLimitPartIndex(i);
                    argument(i, node, depth);
                    textStart = cursor = pattern_.getPart(argLimit).getLimit();
                    i = argLimit + 1;
                    break;
                }
                default:
                    ++i;
                    break;
            }
        }
        if (inQuote) {  // ICU always closes with INSERT_CHAR; keep a quote even if it did not
            quote.text.append(source_, quoteCursor, limitPart.getIndex() - quoteCursor);
            quote.limit = limitPart.getIndex();
            quotes.push_back(quote);
        }
        flush(limitPart.getIndex());
        return limitIndex + 1;
    }

    /// Emits the ARGUMENT whose ARG_START is part `index`, with its selectors and sub-messages.
    void argument(int32_t index, int32_t parent, int32_t depth) {
        int32_t limitIndex = pattern_.getLimitPartIndex(index);
        const Part &startPart = pattern_.getPart(index);
        UMessagePatternArgType argType = startPart.getArgType();
        int32_t node = addNode(LUBAICU_NODE_ARGUMENT, parent, startPart.getIndex(),
                               pattern_.getPart(limitIndex).getLimit());
        out_.nodes[node].argType = argTypeCode(argType);

        int32_t selector = -1;
        bool hasPending = false;
        double pending = 0;
        int32_t i = index + 1;
        while (i < limitIndex) {
            const Part &part = pattern_.getPart(i);
            switch (part.getType()) {
                case UMSGPAT_PART_TYPE_ARG_NAME:
                case UMSGPAT_PART_TYPE_ARG_NUMBER:
                    storeSource(part.getIndex(), part.getLimit(), &out_.nodes[node].textOffset,
                                &out_.nodes[node].textLength);
                    if (part.getType() == UMSGPAT_PART_TYPE_ARG_NUMBER) out_.nodes[node].argNumber = part.getValue();
                    ++i;
                    break;
                case UMSGPAT_PART_TYPE_ARG_TYPE:
                    storeSource(part.getIndex(), part.getLimit(), &out_.nodes[node].typeOffset,
                                &out_.nodes[node].typeLength);
                    ++i;
                    break;
                case UMSGPAT_PART_TYPE_ARG_STYLE:
                    storeSource(part.getIndex(), part.getLimit(), &out_.nodes[node].styleOffset,
                                &out_.nodes[node].styleLength);
                    ++i;
                    break;
                case UMSGPAT_PART_TYPE_ARG_INT:
                case UMSGPAT_PART_TYPE_ARG_DOUBLE: {
                    double value = pattern_.getNumericValue(part);
                    if (argType == UMSGPAT_ARG_TYPE_CHOICE) {
                        pending = value;  // a choice's limit comes before its selector
                        hasPending = true;
                    } else {
                        int32_t target = selector >= 0 ? selector : node;  // `=n`, or `offset:n`
                        out_.nodes[target].number = value;
                        out_.nodes[target].flags |= LUBAICU_FLAG_HAS_NUMBER;
                    }
                    ++i;
                    break;
                }
                case UMSGPAT_PART_TYPE_ARG_SELECTOR:
                    selector = addNode(LUBAICU_NODE_SELECTOR, node, part.getIndex(), part.getLimit());
                    storeSource(part.getIndex(), part.getLimit(), &out_.nodes[selector].textOffset,
                                &out_.nodes[selector].textLength);
                    if (hasPending) {
                        out_.nodes[selector].number = pending;
                        out_.nodes[selector].flags |= LUBAICU_FLAG_HAS_NUMBER;
                        hasPending = false;
                    }
                    ++i;
                    break;
                case UMSGPAT_PART_TYPE_MSG_START: {
                    int32_t messageLimit = pattern_.getLimitPartIndex(i);
                    message(i, selector >= 0 ? selector : node, depth + 1);
                    if (selector >= 0) {
                        out_.nodes[selector].limit = scalar(pattern_.getPart(messageLimit).getLimit());
                    }
                    i = messageLimit + 1;
                    break;
                }
                default:
                    ++i;
                    break;
            }
        }
    }
};

/// The innermost argument, and the innermost brace (argument or branch), still open in the
/// parts ICU recorded before it failed; -1 when none. ICU reports offset 0 for an unmatched
/// brace or a missing `other`: these say where the trouble is.
void openBraces(const MessagePattern &pattern, int32_t *argumentStart, int32_t *braceStart) {
    std::vector<int32_t> arguments, braces;
    int32_t count = pattern.countParts();
    for (int32_t i = 0; i < count; ++i) {
        const Part &part = pattern.getPart(i);
        switch (part.getType()) {
            case UMSGPAT_PART_TYPE_ARG_START:
                arguments.push_back(part.getIndex());
                braces.push_back(part.getIndex());
                break;
            case UMSGPAT_PART_TYPE_MSG_START:
                if (part.getLength() > 0) braces.push_back(part.getIndex());  // not the whole message
                break;
            case UMSGPAT_PART_TYPE_ARG_LIMIT:
                if (!arguments.empty()) arguments.pop_back();
                if (!braces.empty()) braces.pop_back();
                break;
            case UMSGPAT_PART_TYPE_MSG_LIMIT:
                if (part.getLength() > 0 && !braces.empty()) braces.pop_back();
                break;
            default:
                break;
        }
    }
    *argumentStart = arguments.empty() ? -1 : arguments.back();
    *braceStart = braces.empty() ? -1 : braces.back();
}

void fail(lubaicu_message_analysis &analysis, int32_t stage, UErrorCode code) {
    analysis.summary.stage = stage;
    analysis.summary.errorCode = code;
    analysis.summary.errorName = u_errorName(code);
}

void analyze(lubaicu_message_analysis &analysis, const char *utf8, int32_t length, const char *locale) {
    lubaicu_message_summary &summary = analysis.summary;
    summary.errorOffset = -1;
    summary.errorLine = -1;
    summary.errorArgumentStart = -1;
    summary.errorBraceStart = -1;
    summary.errorName = u_errorName(U_ZERO_ERROR);
    if (length < 0 || (utf8 == nullptr && length > 0) || length > LUBAICU_MAX_MESSAGE_BYTES) {
        fail(analysis, LUBAICU_STAGE_LIMIT, U_INDEX_OUTOFBOUNDS_ERROR);
        return;
    }
    if (braceDepth(utf8, length) > LUBAICU_MAX_NESTING) {
        fail(analysis, LUBAICU_STAGE_LIMIT, U_INDEX_OUTOFBOUNDS_ERROR);
        return;
    }
    UnicodeString source = UnicodeString::fromUTF8(icu::StringPiece(utf8 ? utf8 : "", length));
    std::vector<int32_t> scalars = scalarOffsets(source);
    auto scalarAt = [&](int32_t index) {
        if (index < 0) return 0;
        if (index >= static_cast<int32_t>(scalars.size())) return scalars.back();
        return scalars[static_cast<size_t>(index)];
    };

    UErrorCode status = U_ZERO_ERROR;
    UParseError parseError{};
    MessagePattern pattern(status);
    if (U_FAILURE(status)) {
        fail(analysis, LUBAICU_STAGE_PATTERN, status);
        return;
    }
    summary.apostropheMode = pattern.getApostropheMode() == UMSGPAT_APOS_DOUBLE_REQUIRED ? 1 : 0;
    pattern.parse(source, &parseError, status);
    if (U_FAILURE(status)) {
        fail(analysis, LUBAICU_STAGE_PATTERN, status);
        summary.errorOffset = scalarAt(parseError.offset);
        summary.errorLine = parseError.line;
        int32_t argumentStart = -1, braceStart = -1;
        openBraces(pattern, &argumentStart, &braceStart);
        summary.errorArgumentStart = argumentStart >= 0 ? scalarAt(argumentStart) : -1;
        summary.errorBraceStart = braceStart >= 0 ? scalarAt(braceStart) : -1;
        return;
    }
    summary.hasNamedArguments = pattern.hasNamedArguments() ? 1 : 0;
    summary.hasNumberedArguments = pattern.hasNumberedArguments() ? 1 : 0;
    TreeBuilder(pattern, source, scalars, analysis).build();

    // MessageFormat also builds the formats of simple arguments, which MessagePattern does
    // not check (an unknown type, a broken number skeleton).
    icu::Locale messageLocale = luba_icu::localeFrom(locale);
    status = U_ZERO_ERROR;
    icu::MessageFormat format(source, messageLocale, parseError, status);
    if (U_SUCCESS(status)) return;
    fail(analysis, LUBAICU_STAGE_FORMAT, status);
    // ICU names no place here: find the first argument that fails on its own.
    int32_t count = pattern.countParts();
    for (int32_t i = 0; i < count; ++i) {
        const Part &part = pattern.getPart(i);
        if (part.getType() != UMSGPAT_PART_TYPE_ARG_START) continue;
        UMessagePatternArgType type = part.getArgType();
        if (type != UMSGPAT_ARG_TYPE_SIMPLE && type != UMSGPAT_ARG_TYPE_CHOICE) continue;
        int32_t start = part.getIndex();
        int32_t limit = pattern.getPart(pattern.getLimitPartIndex(i)).getLimit();
        UErrorCode single = U_ZERO_ERROR;
        UParseError ignored{};
        icu::MessageFormat alone(source.tempSubStringBetween(start, limit), messageLocale, ignored, single);
        if (U_FAILURE(single)) {
            summary.errorArgumentStart = scalarAt(start);
            break;
        }
    }
}

}  // namespace

extern "C" lubaicu_message_analysis *lubaicu_message_analyze(const char *utf8, int32_t length, const char *locale) {
    lubaicu_message_analysis *analysis = new (std::nothrow) lubaicu_message_analysis();
    if (analysis == nullptr) return nullptr;
    try {
        analyze(*analysis, utf8, length, locale);
    } catch (...) {
        delete analysis;
        return nullptr;
    }
    return analysis;
}

extern "C" void lubaicu_message_analysis_summary(const lubaicu_message_analysis *analysis,
                                                 lubaicu_message_summary *summary) {
    if (summary == nullptr) return;
    if (analysis == nullptr) {
        *summary = lubaicu_message_summary{};
        return;
    }
    *summary = analysis->summary;
    summary->nodes = analysis->nodes.empty() ? nullptr : analysis->nodes.data();
    summary->nodeCount = static_cast<int32_t>(analysis->nodes.size());
    summary->strings = analysis->strings.data();
    summary->stringsLength = static_cast<int32_t>(analysis->strings.size());
}

extern "C" void lubaicu_message_analysis_free(lubaicu_message_analysis *analysis) {
    delete analysis;
}
