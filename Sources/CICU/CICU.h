// Every ICU header CICUShim's implementation uses. C++ only (`requires cplusplus` in the module
// map): nothing Swift reads may include this.
#ifndef LUBA_CICU_H
#define LUBA_CICU_H

#include <unicode/locid.h>
#include <unicode/messagepattern.h>
#include <unicode/msgfmt.h>
#include <unicode/numberformatter.h>
#include <unicode/parseerr.h>
#include <unicode/plurrule.h>
#include <unicode/strenum.h>
#include <unicode/unistr.h>
#include <unicode/utf16.h>
#include <unicode/uversion.h>

#endif
