#!/usr/bin/env python3
"""One String Catalog key with many variations, for bench/variations.sh.

Writes `<out>/<kind>-<n>/Localizable.xcstrings` holding one key in en and de, for each kind:

  device         n device branches (`device0` … — a hostile file may name any device)
  plural         n plural cases: `other` and explicit values `=0`, `=1`, …
  device-plural  n/2 device branches, each varying by plural (`one`, `other`)

Every German branch prints the count as `%@` where the English prints `%lld`, so an audit
that judges every branch reports exactly n format findings (`expected.json` says which rule),
which the benchmark checks. Deterministic: the same sizes always write the same bytes; a file
already written for this generator is kept.

usage: generate_variations.py OUT_DIR N [N …]
"""
import hashlib, json, os, sys

KINDS = {
    # kind: the rule that reports each German branch
    "device": "l10n.format-type-mismatch",
    "plural": "icu.plural-format-mismatch",
    "device-plural": "icu.plural-format-mismatch",
}


def unit(value):
    return {"stringUnit": {"state": "translated", "value": value}}


def localization(kind, n, word, specifier):
    if kind == "device":
        return {"variations": {"device": {f"device{i}": unit(f"{specifier} {word} {i}") for i in range(n)}}}
    if kind == "plural":
        cases = {"other": unit(f"{specifier} {word}")}
        cases.update({f"={i}": unit(f"{specifier} {word} {i}") for i in range(n - 1)})
        return {"variations": {"plural": cases}}
    return {"variations": {"device": {
        f"device{i}": {"variations": {"plural": {"one": unit(f"{specifier} {word}"), "other": unit(f"{specifier} {word} {i}")}}}
        for i in range(n // 2)}}}


def main():
    out, sizes = sys.argv[1], [int(n) for n in sys.argv[2:]]
    with open(os.path.abspath(__file__), "rb") as fh:
        digest = hashlib.sha256(fh.read()).hexdigest()
    expected = {}
    for kind, rule in KINDS.items():
        for n in sizes:
            name = f"{kind}-{n}"
            expected[name] = {"rule": rule, "findings": n}
            directory = os.path.join(out, name)
            stamp = os.path.join(directory, ".generator")
            if os.path.exists(stamp) and open(stamp).read() == digest:
                continue
            os.makedirs(directory, exist_ok=True)
            catalog = {"sourceLanguage": "en", "version": "1.0", "strings": {"count": {"localizations": {
                "en": localization(kind, n, "files", "%lld"),
                "de": localization(kind, n, "Dateien", "%@"),
            }}}}
            with open(os.path.join(directory, "Localizable.xcstrings"), "w") as fh:
                json.dump(catalog, fh, indent=2)
            with open(stamp, "w") as fh:
                fh.write(digest)
            print(f"{name}: written", flush=True)
    with open(os.path.join(out, "expected.json"), "w") as fh:
        json.dump(expected, fh, indent=1)


if __name__ == "__main__":
    sys.exit(main())
