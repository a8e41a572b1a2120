#!/usr/bin/env python3
"""Deterministic synthetic corpora for bench/run.sh.

Writes `<out>/<name>/<locale>.lproj/{Localizable,Settings}.strings` and
`Localizable.stringsdict`, with realistic value lengths, format specifiers (%@ %d %lld
%1$@ %2$d %.1f %%), escapes, translator comments, CLDR plural categories per locale, and a
known number of planted defects. `<out>/<name>.manifest.json` records the parameters, the
generator's hash, sizes, entry counts, and every planted defect as [locale, table, key] per
rule id, so the benchmark can check the audit's JSON report against it.

Everything comes from `random.Random` seeded with fixed strings: the same generator and
parameters always write the same bytes. A corpus is rewritten only when its manifest is
missing or was written by another version of this file or other parameters.

usage: generate.py OUT_DIR [--only NAME]
"""
import argparse, hashlib, json, os, random, shutil, sys

SEED = 20240611

# name: (translation locales besides the source, keys per locale, planted defects per rule id)
CORPORA = {
    "synthetic-40x10k": (39, 10_000, {
        "l10n.missing-translation": 40, "l10n.format-type-mismatch": 25,
        "l10n.format-width-mismatch": 15, "l10n.empty-value": 20, "l10n.duplicate-key": 10}),
    "synthetic-100x20k": (99, 20_000, {
        "l10n.missing-translation": 100, "l10n.format-type-mismatch": 60,
        "l10n.format-width-mismatch": 40, "l10n.empty-value": 50, "l10n.duplicate-key": 25}),
}

SOURCE = "en"
PLURAL_SHARE = 0.04      # of keys, in Localizable.stringsdict
SETTINGS_SHARE = 0.15    # of the .strings keys, in Settings.strings
COMMENT_SHARE = 0.3      # entries with a translator comment

# Translation locales in output order: the first 39 make the 40-locale corpus (a mix of
# scripts and plural systems), all 99 the 100-locale one. No locale is a regional variant
# of another, so every one is expected to be complete.
# code: (script, CLDR cardinal categories a .stringsdict needs for everyday counts)
ONE = ("one", "other")
ONE_MANY = ("one", "many", "other")  # Romance languages: `many` for 1e6 and up
LOCALES = {
    "de": ("latin:äöüß", ONE), "fr": ("latin:éèêàçôû", ONE_MANY), "es": ("latin:áéíóúñ", ONE_MANY),
    "it": ("latin:àèéìòù", ONE_MANY), "pt": ("latin:ãõáéíóúç", ONE_MANY), "nl": ("latin:ëï", ONE),
    "sv": ("latin:åäö", ONE), "da": ("latin:æøå", ONE), "nb": ("latin:æøå", ONE),
    "fi": ("latin:äö", ONE), "pl": ("latin:ąćęłńóśźż", ("one", "few", "many", "other")),
    "cs": ("latin:áčďéěíňóřšťúůýž", ("one", "few", "many", "other")),
    "ru": ("cyrillic", ("one", "few", "many", "other")), "uk": ("cyrillic", ("one", "few", "many", "other")),
    "tr": ("latin:çğıöşü", ONE), "el": ("greek", ONE), "he": ("hebrew", ("one", "two", "other")),
    "ar": ("arabic", ("zero", "one", "two", "few", "many", "other")), "hi": ("devanagari", ONE),
    "th": ("thai", ("other",)), "ja": ("kana", ("other",)), "ko": ("hangul", ("other",)),
    "zh-Hans": ("han", ("other",)), "zh-Hant": ("han", ("other",)), "vi": ("latin:ăâđêôơưạảấầẫệếồộớờợụứừữ", ("other",)),
    "id": ("latin:", ("other",)), "hu": ("latin:áéíóöőúüű", ONE), "ro": ("latin:ăâîșț", ("one", "few", "other")),
    "sk": ("latin:áäčďéíĺľňóôŕšťúýž", ("one", "few", "many", "other")), "bg": ("cyrillic", ONE),
    "hr": ("latin:čćđšž", ("one", "few", "other")), "ca": ("latin:àèéíòóúç", ONE_MANY),
    "ms": ("latin:", ("other",)), "sl": ("latin:čšž", ("one", "two", "few", "other")),
    "lt": ("latin:ąčęėįšųūž", ("one", "few", "many", "other")), "lv": ("latin:āčēģīķļņšūž", ("zero", "one", "other")),
    "et": ("latin:äöõü", ONE), "fa": ("arabic", ONE), "bn": ("bengali", ONE),
    # the 100-locale corpus adds these
    "is": ("latin:áðéíóúýþæö", ONE), "ga": ("latin:áéíóú", ("one", "two", "few", "many", "other")),
    "cy": ("latin:âêîôûŵŷ", ("zero", "one", "two", "few", "many", "other")), "eu": ("latin:ñ", ONE),
    "gl": ("latin:áéíñóú", ONE), "af": ("latin:êëôû", ONE), "sq": ("latin:çë", ONE),
    "az": ("latin:çəğıöşü", ONE), "uz": ("latin:ʻ", ONE), "fil": ("latin:ñ", ONE), "sw": ("latin:", ONE),
    "zu": ("latin:", ONE), "xh": ("latin:", ONE), "ha": ("latin:ƙɗɓ", ONE), "yo": ("latin:àáèéìíòóùúẹọṣ", ("other",)),
    "ig": ("latin:ịọụ", ("other",)), "so": ("latin:", ONE), "tk": ("latin:äçňöşüýž", ONE),
    "be": ("cyrillic", ("one", "few", "many", "other")), "sr": ("cyrillic", ("one", "few", "other")),
    "bs": ("latin:čćđšž", ("one", "few", "other")), "mk": ("cyrillic", ONE), "kk": ("cyrillic", ONE),
    "ky": ("cyrillic", ONE), "mn": ("cyrillic", ONE), "hy": ("armenian", ONE), "ka": ("georgian", ONE),
    "ur": ("arabic", ONE), "ps": ("arabic", ONE), "mr": ("devanagari", ONE), "ne": ("devanagari", ONE),
    "as": ("bengali", ONE), "gu": ("gujarati", ONE), "pa": ("gurmukhi", ONE), "ta": ("tamil", ONE),
    "te": ("telugu", ONE), "kn": ("kannada", ONE), "ml": ("malayalam", ONE), "si": ("sinhala", ONE),
    "or": ("oriya", ONE), "lo": ("lao", ("other",)), "km": ("khmer", ("other",)), "my": ("myanmar", ("other",)),
    "am": ("ethiopic", ONE), "lb": ("latin:äéë", ONE), "fo": ("latin:áðíóúýæø", ONE), "jv": ("latin:éè", ("other",)),
    "fy": ("latin:âêôû", ONE), "rm": ("latin:àèéòü", ONE), "gd": ("latin:àèìòù", ("one", "two", "few", "other")),
    "mg": ("latin:", ONE), "st": ("latin:", ONE), "tn": ("latin:", ONE), "ti": ("ethiopic", ONE),
    "om": ("latin:", ONE), "ckb": ("arabic", ONE), "ku": ("latin:çêîşû", ONE), "kl": ("latin:", ONE),
    "ast": ("latin:áéíñóú", ONE), "ln": ("latin:ɛɔ", ONE),
}
SOURCE_CATEGORIES = ONE

SCRIPTS = {
    "cyrillic": "абвгдежзийклмнопрстуфхцчшщыьэюя", "greek": "αβγδεζηθικλμνξοπρστυφχψωάέήίόύώ",
    "hebrew": "אבגדהוזחטיכלמנסעפצקרשת", "arabic": "ابتثجحخدذرزسشصضطظعغفقكلمنهوي",
    "devanagari": "कखगघचछजझटठडढणतथदधनपफबभमयरलवशसहािीुूेैोौं", "bengali": "কখগঘচছজঝটঠডঢণতথদধনপফবভমযরলশসহািীুূেৈোৌ",
    "gujarati": "કખગઘચછજઝટઠડઢણતથદધનપફબભમયરલવશસહાિીુૂેૈોૌ", "gurmukhi": "ਕਖਗਘਚਛਜਝਟਠਡਢਣਤਥਦਧਨਪਫਬਭਮਯਰਲਵਸਹਾਿੀੁੂੇੈੋੌ",
    "tamil": "கஙசஞடணதநபமயரலவழளறனாிீுூெேைொோ", "telugu": "కఖగఘచఛజఝటఠడఢణతథదధనపఫబభమయరలవశసహాిీుూెేైొో",
    "kannada": "ಕಖಗಘಚಛಜಝಟಠಡಢಣತಥದಧನಪಫಬಭಮಯರಲವಶಸಹಾಿೀುೂೆೇೈೊೋ", "malayalam": "കഖഗഘചഛജഝടഠഡഢണതഥദധനപഫബഭമയരലവശസഹാിീുൂെേൈൊോ",
    "sinhala": "කඛගඝචඡජඣටඨඩඪණතථදධනපඵබභමයරලවශසහාැෑිීුූෙේෛොෝ", "oriya": "କଖଗଘଚଛଜଝଟଠଡଢଣତଥଦଧନପଫବଭମଯରଲଶସହାିୀୁୂେୈୋୌ",
    "thai": "กขคฆงจฉชซญดตถทธนบปผฝพฟภมยรลวศษสหอฮะาิีึืุูเแโใไ", "lao": "ກຂຄງຈສຊຍດຕຖທນບປຜຝພຟມຢຣລວຫອຮະາິີຶືຸູເແໂໃໄ",
    "khmer": "កខគឃងចឆជឈញដឋឌឍណតថទធនបផពភមយរលវសហឡអាិីឹឺុូួើឿៀេែៃោៅ", "myanmar": "ကခဂဃငစဆဇဈညဋဌဍဎဏတထဒဓနပဖဗဘမယရလဝသဟဠအါာိီုူေဲံ",
    "ethiopic": "ሀለሐመሠረሰሸቀበተቸኀነኘአከኸወዐዘዠየደጀገጠጨጰጸፀፈፐ", "armenian": "աբգդեզէըթժիլխծկհձղճմյնշոչպջռսվտրցւփքօֆ",
    "georgian": "აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ",
    "kana": "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんアイウエオカキクケコサシスセソタチツテト",
    "hangul": "가나다라마바사아자차카타파하거너더러머버서어저처고노도로모보소오조초구누두루무부수우주추그느드르므브스으즈츠기니디리미비시이지치",
    "han": "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长",
}
LATIN = "abcdefghijklmnoprstuvwyz"
LETTER_SCRIPTS = {"han", "kana", "hangul"}  # a few characters per word

# Our own UI vocabulary (no corpus text): nouns, verbs, adjectives, small words.
VOCAB = """
account accounts action actions activity add address alert alerts all allow already always and
app appearance apply archive area ask attachment attachments audio automatic available back
background backup battery before block blocked bluetooth browse button by calendar call camera
cancel cannot card change changes channel chat check choose clear close cloud code color
comment comments confirm connect connected connection contact contacts continue copy could
create current custom dark data date day default delete denied details device devices disable
disabled discard display done download downloads draft edit email empty enable enabled end
enter error event every expired export failed favorite favorites file files filter find finish
folder for forward from full gallery general go group groups help hidden hide history home
image images import in incoming info invalid invite item items join keep key keyboard label
language last later learn leave light link list load loading location locked log login logout
manage map mark media member members menu message messages microphone minute minutes missing
mode more move music mute name needs network never new next no none not notification
notifications now of off offline on one open option optional options or other our over
owner page password paste pause pending people permission phone photo photos pin play please
poll preview privacy private profile public read ready receive recent record refresh remind
remove rename reply report request required reset restore retry return review room rooms save
saved scan schedule search second seconds secure security select send sent server session
set settings setup share show sign size skip sound space start status stop storage success
support switch sync system tap text theme this time title to today try turn type unable
unknown unlock unread update upload user username verify version video view voice wait
warning was week welcome will with without work write wrong year yes you your
""".split()
SPECIFIER_SHAPES = [  # (weight, specifiers in order)
    (800, ()), (60, ("%@",)), (30, ("%d",)), (20, ("%lld",)), (30, ("%1$@", "%2$@")),
    (20, ("%1$@", "%2$d")), (10, ("%.1f",)), (10, ("%d", "%%")), (20, ("%@", "%@")),
]


def weighted(rng, table):
    total = sum(w for w, _ in table)
    x = rng.randrange(total)
    for w, v in table:
        if x < w:
            return v
        x -= w
    return table[-1][1]


def source_tokens(rng):
    """A source value as tokens: ("w", word) ("q", quoted word) ("s", specifier) ("n",) newline;
    plus its ending punctuation. Lengths: 55% are 1-3 words, 35% 4-8, the rest 9-25 (value
    lengths of real app tables: mean about 35 bytes, median about 20)."""
    r = rng.random()
    n = rng.randint(1, 3) if r < 0.55 else rng.randint(4, 8) if r < 0.9 else rng.randint(9, 25)
    tokens = [("w", rng.choice(VOCAB)) for _ in range(n)]
    specs = weighted(rng, SPECIFIER_SHAPES)
    for spec in specs:
        tokens.insert(rng.randint(0, len(tokens)), ("s", spec))
    if n > 3 and rng.random() < 0.04:
        i = rng.randrange(len(tokens))
        if tokens[i][0] == "w":
            tokens[i] = ("q", tokens[i][1])
    if n > 8 and rng.random() < 0.03:
        tokens.insert(rng.randint(1, len(tokens) - 1), ("n",))
    ending = weighted(rng, [(80, ""), (10, "."), (4, ":"), (3, "…"), (3, "?")])
    return tokens, ending, specs


class Language:
    """A locale's deterministic pseudo-language: each English word maps to one invented word."""

    def __init__(self, code):
        script, self.categories = LOCALES[code] if code != SOURCE else ("latin:", SOURCE_CATEGORIES)
        self.code = code
        if script.startswith("latin:"):
            extra = script[6:]
            self.alphabet = LATIN * 3 + extra  # accented letters appear, less often
            self.letters = False
        else:
            self.alphabet = SCRIPTS[script]
            self.letters = script in LETTER_SCRIPTS
        self.words = {}
        self.swap_positions = random.Random(f"{SEED}:swap:{code}").random() < 0.3

    def word(self, english):
        w = self.words.get(english)
        if w is None:
            rng = random.Random(f"{SEED}:{self.code}:{english}")
            n = rng.randint(1, 3) if self.letters else max(2, len(english) + rng.randint(-1, 3))
            # The first character is a base letter (alphabets list them first): a word of only
            # combining vowel signs would glue onto the space before it.
            w = rng.choice(self.alphabet[:len(self.alphabet) // 2]) + "".join(rng.choice(self.alphabet) for _ in range(n - 1))
            self.words[english] = w
        return w


def render(tokens, ending, lang, strings):
    """The value text; `strings` escapes quotes and newlines the .strings way."""
    parts = []
    specs = [t for t in tokens if t[0] == "s"]
    swap = lang is not None and lang.swap_positions and len(specs) == 2 and specs[0][1].startswith("%1$")
    spec_index = 0
    for t in tokens:
        kind = t[0]
        if kind == "w":
            parts.append(t[1] if lang is None else lang.word(t[1]))
        elif kind == "q":
            word = t[1] if lang is None else lang.word(t[1])
            parts.append(('\\"%s\\"' if strings else '"%s"') % word)
        elif kind == "s":
            parts.append(specs[1 - spec_index][1] if swap else t[1])
            spec_index += 1
        else:
            parts.append("\\n" if strings else "\n")
    text = " ".join(parts).replace(" \\n ", "\\n").replace(" \n ", "\n")
    if lang is None and text[:1].isalpha():
        text = text[0].upper() + text[1:]
    return text + ending


def make_keys(rng, count, style_rng):
    keys, seen = [], set()
    while len(keys) < count:
        words = [rng.choice(VOCAB) for _ in range(rng.randint(2, 4))]
        if style_rng.random() < 0.5:
            key = ".".join(words[:-1]) + "." + words[-1]
        else:
            key = "screen_" + "_".join(words)
        suffix = 2
        base = key
        while key in seen:
            key = f"{base}_{suffix}"
            suffix += 1
        seen.add(key)
        keys.append(key)
    return keys


def comment(rng):
    n = rng.randint(3, 10)
    return " ".join(rng.choice(VOCAB) for _ in range(n)).capitalize() + "."


def xml_escape(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def generate(out, name, n_translations, n_keys, defects):
    rng = random.Random(f"{SEED}:{name}")
    locales = [SOURCE] + list(LOCALES)[:n_translations]
    langs = {code: (None if code == SOURCE else Language(code)) for code in locales}
    n_plural = int(n_keys * PLURAL_SHARE)
    n_strings = n_keys - n_plural
    n_settings = int(n_strings * SETTINGS_SHARE)
    keys = make_keys(rng, n_keys, random.Random(f"{SEED}:{name}:style"))
    tables = {"Localizable": keys[:n_strings - n_settings], "Settings": keys[n_strings - n_settings:n_strings]}
    plural_keys = keys[n_strings:]
    entries = {}  # key -> (tokens, ending, specs, comment or None)
    for table, tkeys in tables.items():
        for key in tkeys:
            tokens, ending, specs = source_tokens(rng)
            entries[key] = (tokens, ending, specs, comment(rng) if rng.random() < COMMENT_SHARE else None)
    plurals = {}
    for key in plural_keys:
        noun = rng.choice(VOCAB)
        lead = [("w", rng.choice(VOCAB)) for _ in range(rng.randint(0, 4))]
        plurals[key] = (lead, noun, rng.choice(["d", "d", "lld"]), rng.choice(["count", "items", "COUNT"]))

    # Planted defects: distinct (locale, key) pairs in translations, each chosen so it triggers
    # exactly its own rule among the counted ones.
    drng = random.Random(f"{SEED}:{name}:defects")
    translations = locales[1:]
    used = set()
    planted = {rule: [] for rule in defects}
    plain = [(t, k) for t, ks in tables.items() for k in ks if not entries[k][2] and not entries[k][1]]
    single_at = [(t, k) for t, ks in tables.items() for k in ks if entries[k][2] in (("%@",), ("%d",))]
    single_lld = [(t, k) for t, ks in tables.items() for k in ks if entries[k][2] == ("%lld",)]
    pools = {
        "l10n.missing-translation": [(t, k) for t, ks in tables.items() for k in ks],
        "l10n.format-type-mismatch": single_at, "l10n.format-width-mismatch": single_lld,
        "l10n.empty-value": plain, "l10n.duplicate-key": plain,
    }
    for rule, count in defects.items():
        pool = pools[rule]
        while len(planted[rule]) < count:
            table, key = drng.choice(pool)
            locale = drng.choice(translations)
            if (locale, key) in used:
                continue
            used.add((locale, key))
            planted[rule].append([locale, table, key])
    by_site = {}
    for rule, sites in planted.items():
        for locale, table, key in sites:
            by_site[(locale, key)] = rule

    shutil.rmtree(os.path.join(out, name), ignore_errors=True)
    total_bytes = 0
    entry_count = 0
    files = 0
    for code in locales:
        lang = langs[code]
        folder = os.path.join(out, name, f"{code}.lproj")
        os.makedirs(folder)
        for table, tkeys in tables.items():
            lines = []
            duplicates = []
            for key in tkeys:
                tokens, ending, specs, note = entries[key]
                defect = by_site.get((code, key))
                if defect == "l10n.missing-translation":
                    continue
                value = render(tokens, ending, lang, True)
                if defect == "l10n.format-type-mismatch":
                    value = value.replace(specs[0], "%d" if specs[0] == "%@" else "%@", 1)
                elif defect == "l10n.format-width-mismatch":
                    value = value.replace("%lld", "%d", 1)
                elif defect == "l10n.empty-value":
                    value = ""
                elif defect == "l10n.duplicate-key":
                    words = [lang.word(t[1]) for t in tokens if t[0] in ("w", "q")]
                    duplicates.append((key, " ".join(reversed(words)) + " " + lang.word("again")))
                if note:
                    lines.append(f"/* {note} */")
                lines.append(f'"{key}" = "{value}";')
                lines.append("")
                entry_count += 1
            for key, value in duplicates:
                lines.append(f'"{key}" = "{value}";')
                entry_count += 1
            data = ("\n".join(lines) + "\n").encode("utf-8")
            with open(os.path.join(folder, f"{table}.strings"), "wb") as fh:
                fh.write(data)
            total_bytes += len(data)
            files += 1
        categories = SOURCE_CATEGORIES if lang is None else lang.categories
        out_lines = ['<?xml version="1.0" encoding="UTF-8"?>',
                     '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
                     '<plist version="1.0">', "<dict>"]
        for key in plural_keys:
            lead, noun, vtype, var = plurals[key]
            fmt = render(lead, "", lang, False)
            fmt = (fmt + " " if fmt else "") + f"%#@{var}@"
            out_lines += [f"\t<key>{xml_escape(key)}</key>", "\t<dict>",
                          "\t\t<key>NSStringLocalizedFormatKey</key>", f"\t\t<string>{xml_escape(fmt)}</string>",
                          f"\t\t<key>{var}</key>", "\t\t<dict>",
                          "\t\t\t<key>NSStringFormatSpecTypeKey</key>", "\t\t\t<string>NSStringPluralRuleType</string>",
                          "\t\t\t<key>NSStringFormatValueTypeKey</key>", f"\t\t\t<string>{vtype}</string>"]
            for category in categories:
                word = noun if lang is None else lang.word(noun) + category[0]
                out_lines += [f"\t\t\t<key>{category}</key>", f"\t\t\t<string>%{vtype} {xml_escape(word)}</string>"]
            out_lines += ["\t\t</dict>", "\t</dict>"]
            entry_count += 1
        out_lines += ["</dict>", "</plist>", ""]
        data = "\n".join(out_lines).encode("utf-8")
        with open(os.path.join(folder, "Localizable.stringsdict"), "wb") as fh:
            fh.write(data)
        total_bytes += len(data)
        files += 1
    return {"locales": len(locales), "keysPerLocale": n_keys, "files": files, "bytes": total_bytes,
            "entries": entry_count, "defects": planted}


def generator_hash():
    with open(os.path.abspath(__file__), "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--only", choices=sorted(CORPORA))
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    digest = generator_hash()
    for name, (n_translations, n_keys, defects) in CORPORA.items():
        if a.only and name != a.only:
            continue
        manifest_path = os.path.join(a.out, f"{name}.manifest.json")
        params = {"seed": SEED, "translations": n_translations, "keys": n_keys, "defects": defects}
        try:
            with open(manifest_path) as fh:
                old = json.load(fh)
            if old.get("generator") == digest and old.get("params") == params and os.path.isdir(os.path.join(a.out, name)):
                print(f"{name}: up to date")
                continue
        except (OSError, ValueError):
            pass
        print(f"{name}: generating ({n_translations + 1} locales x {n_keys} keys)", flush=True)
        if os.path.exists(manifest_path):
            os.remove(manifest_path)  # a half-written corpus must never look current
        info = generate(a.out, name, n_translations, n_keys, defects)
        info.update({"generator": digest, "params": params, "name": name})
        tmp = manifest_path + ".tmp"
        with open(tmp, "w") as fh:
            json.dump(info, fh, indent=1, ensure_ascii=False)
        os.replace(tmp, manifest_path)
        print(f"{name}: {info['files']} files, {info['bytes'] / 1e6:.1f} MB, {info['entries']} entries")


if __name__ == "__main__":
    sys.exit(main())
