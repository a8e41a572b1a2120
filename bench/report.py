#!/usr/bin/env python3
"""Turns bench/run.sh's raw measurements into bench/RESULTS.md and a summary on stdout.

usage: report.py RAW_DIR WORK_DIR RESULTS.md
       report.py --variations RAW_DIR   (bench/variations.sh's section alone, on stdout)
Checks the planted defects of the generated corpora against lubaaudit's JSON report (exact
count and exact (locale, key) set per rule id) and exits 1 when one differs.
"""
import collections, json, math, os, re, statistics, sys

TARGETS = {"speedup": 120.0, "text_over_cat": 6.0, "reader_mb_s": 150.0, "doubling": 2.2, "memory_ratio": 4.0, "contrast_s": 1.0,
           "variations_s": 1.0}
VARIATION_KINDS = [  # kind, title
    ("device", "device branches"),
    ("plural", "plural cases"),
    ("device-plural", "device × plural (n/2 devices × one, other)"),
]
CORPORA = [  # label, title, directory (relative to WORK or SHARED), generated
    ("homeassistant", "Home Assistant iOS", "corpora/homeassistant-ios", False),
    ("element", "Element X iOS", "corpora/element-x-ios", False),
    ("synthetic-40x10k", "generated 40 × 10k", "synthetic-40x10k", True),
    ("synthetic-100x20k", "generated 100 × 20k", "synthetic-100x20k", True),
]


def read_kv(path):
    out = {}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                if "=" in line:
                    k, v = line.rstrip("\n").split("=", 1)
                    out[k] = v
    return out


def read_fields(path):
    """The `name=value name=value` line lubaaudit-bench prints."""
    if not os.path.exists(path):
        return {}
    with open(path) as fh:
        line = fh.read().strip().splitlines()[-1:] or [""]
    return dict(f.split("=", 1) for f in line[0].split() if "=" in f)


def top_level(path, key):
    """One top-level member of a pretty-printed report without loading the whole file (the
    100-locale report runs to hundreds of megabytes)."""
    with open(path, "rb") as fh:
        data = fh.read()
    start = data.find(b'\n  "%s": ' % key.encode())
    if start >= 0:
        start = data.index(b":", start) + 1
        end = data.find(b'\n  "', start)
        end = data.rfind(b",", start, end) if end >= 0 else data.rfind(b"}")
        try:
            return json.loads(data[start:end])
        except ValueError:
            pass
    return json.loads(data)[key]


def corpus_size(directory):
    total = strings = files = 0
    for d, _, names in os.walk(directory):
        for name in names:
            if name.endswith((".strings", ".stringsdict", ".xcstrings")):
                size = os.path.getsize(os.path.join(d, name))
                total += size
                files += 1
                if name.endswith(".strings"):
                    strings += size
    return total, strings, files


def perf_line(line):
    """A perf report row without its padding and empty trailing columns."""
    return re.sub(r"(\s+-)*\s*$", "", line)[:150]


def fmt_s(x):
    return f"{x:.3f} s" if x < 10 else f"{x:.1f} s"


def read_runs(raw):
    runs = collections.defaultdict(list)
    with open(os.path.join(raw, "runs.tsv")) as fh:
        for line in fh:
            label, tool, run, wall, user, sys_, rss, rc = line.rstrip("\n").split("\t")
            runs[(label, tool)].append({"wall": float(wall), "cpu": float(user) + float(sys_), "rss": int(rss) * 1024})
    return runs


def variation_series(raw, runs):
    """Per kind, (n, median wall, min, max, runs, peak RSS, findings of the expected rule, expected
    findings) for each size measured, by size; None when bench/variations.sh did not run."""
    path = os.path.join(raw, "variations-expected.json")
    if not os.path.exists(path):
        return None
    with open(path) as fh:
        expected = json.load(fh)
    series = {}
    for kind, _ in VARIATION_KINDS:
        rows = []
        for name, want in expected.items():
            if not name.startswith(kind + "-") or not name[len(kind) + 1:].isdigit():
                continue
            n = int(name[len(kind) + 1:])
            measured = runs.get((f"variations-{name}", "lubaaudit"), [])
            if not measured:
                continue
            walls = [r["wall"] for r in measured]
            found = 0
            summary = os.path.join(raw, f"variations-{name}.summary.txt")
            if os.path.exists(summary):
                for line in open(summary, encoding="utf-8"):
                    words = line.split()
                    if len(words) >= 2 and words[0] == want["rule"] and words[1].isdigit():
                        found = int(words[1])
            rows.append((n, statistics.median(walls), min(walls), max(walls), len(walls),
                         max(r["rss"] for r in measured), found, want["findings"]))
        if rows:
            series[kind] = sorted(rows)
    return series


def variations_markdown(series):
    """The variation-scaling section; its target row; whether every finding count matched."""
    md = []
    out = md.append
    out("## Variations of one key\n")
    out("`bench/variations.sh`: one String Catalog key in en and de with n device branches, n plural cases (`other` and `=0`, `=1`, …) "
        "or n/2 devices varying by plural (`bench/generate_variations.py`), audited with `lubaaudit strings --strings DIR --format text --quiet`. "
        "Every German branch prints the count as `%@` where the English prints `%lld`: the audit must report exactly n format findings. "
        "Per doubling = the time at 2n over the time at n (2.00× is linear).\n")
    out("| variations of one key | n | wall (min–max, runs) | per doubling | peak RSS | format findings (expected) |\n| --- | ---: | ---: | ---: | ---: | ---: |")
    all_ok = True
    worst_100k = None
    worst_doubling = None
    for kind, title in VARIATION_KINDS:
        rows = series.get(kind, [])
        previous = None
        for n, wall, low, high, count, rss, found, want in rows:
            ratio = ""
            if previous and n == 2 * previous[0]:
                doubling = wall / previous[1]
                ratio = f"{doubling:.2f}×"
                worst_doubling = max(worst_doubling or 0, doubling)
            ok = found == want
            all_ok &= ok
            if n == 100_000:
                worst_100k = max(worst_100k or 0, wall)
            out(f"| {title} | {n:,} | {fmt_s(wall)} ({fmt_s(low)}–{fmt_s(high)}, {count}) | {ratio} | {rss / 2**20:.0f} MB | "
                f"{found:,} ({want:,}){'' if ok else ' **FAIL**'} |")
            previous = (n, wall)
    out("")
    target = None
    if worst_100k is not None:
        met = worst_100k <= TARGETS["variations_s"] * 1.5
        target = (f"| one key with 100,000 device, plural or device × plural variations in about {TARGETS['variations_s']:.0f} s, linear | "
                  f"slowest {fmt_s(worst_100k)}, worst doubling {worst_doubling or 0:.2f}× | {'**yes**' if met else '**no**'} |")
    return md, target, all_ok


def variations_only(raw):
    series = variation_series(raw, read_runs(raw))
    if not series:
        print(f"no variation measurements in {raw} (run bench/variations.sh)", file=sys.stderr)
        return 2
    md, target, ok = variations_markdown(series)
    print("\n".join(md))
    if target:
        print("Target row:\n" + target)
    return 0 if ok else 1


def main():
    if sys.argv[1:2] == ["--variations"]:
        return variations_only(sys.argv[2])
    raw, work, results = sys.argv[1:4]
    shared = os.environ.get("BENCH_SHARED", "../shared")
    machine = read_kv(os.path.join(raw, "machine.txt"))
    runs = read_runs(raw)
    reports = {}
    with open(os.path.join(raw, "reports.tsv")) as fh:
        for line in fh:
            label, html, junit, js, sarif, sarif_gz, junit_objects = line.split()
            reports[label] = (int(html), int(junit), int(js), int(sarif), int(sarif_gz), int(junit_objects))

    def stat(label, tool):
        rows = runs.get((label, tool), [])
        if not rows:
            return None
        walls = [r["wall"] for r in rows]
        return {"n": len(rows), "wall": statistics.median(walls), "min": min(walls), "max": max(walls),
                "cpu": statistics.median(r["cpu"] for r in rows),
                "util": statistics.median(r["cpu"] / r["wall"] for r in rows),
                "rss": max(r["rss"] for r in rows)}

    md = []
    out = md.append
    corpus_rows = []
    check_rows = []
    check_ok = True
    info = {}
    for label, title, rel, generated in CORPORA:
        directory = os.path.join(work if generated else shared, rel)
        lub, ttk = stat(label, "lubaaudit"), stat(label, "ttk")
        if lub is None:
            continue
        total, strings_bytes, files = corpus_size(directory)
        js = os.path.join(raw, f"{label}.lubaaudit.json")
        inputs = top_level(js, "inputs")
        entries = sum(t["entryCount"] for t in inputs["tables"])
        locales = len(inputs["locales"])  # .lproj folders, Base included
        ttk_units = None
        ttk_line = os.path.join(raw, f"{label}.ttk.txt")
        if os.path.exists(ttk_line):
            words = open(ttk_line).read().split()
            ttk_units = int(words[words.index("units,") - 1]) if "units," in words else None
        info[label] = {"bytes": total, "entries": entries, "lub": lub, "ttk": ttk}
        corpus_rows.append((title, locales, files, total, strings_bytes, entries, lub, ttk, ttk_units, reports.get(label)))
        if generated:
            with open(os.path.join(work, f"{label}.manifest.json")) as fh:
                manifest = json.load(fh)
            findings = top_level(js, "findings")
            found = collections.defaultdict(set)
            counts = collections.Counter()
            for f in findings:
                counts[f["ruleId"]] += 1
                s = f.get("subject") or {}
                found[f["ruleId"]].add((s.get("locale"), s.get("key")))
            for rule, sites in manifest["defects"].items():
                planted = {(locale, key) for locale, _, key in sites}
                ok = counts[rule] == len(sites) and found[rule] == planted
                check_ok &= ok
                check_rows.append((title, rule, len(sites), counts[rule], len(found[rule] & planted), ok))
            if manifest["entries"] != entries:
                check_rows.append((title, "entries read (manifest vs inputs.tables)", manifest["entries"], entries, "", manifest["entries"] == entries))
                check_ok &= manifest["entries"] == entries

    contrast = read_fields(os.path.join(raw, "contrast.txt"))
    contrast_opaque = read_fields(os.path.join(raw, "contrast-opaque.txt"))
    contrast_proc = stat("contrast", "lubaaudit-bench")
    reader_ha = read_fields(os.path.join(raw, "reader-homeassistant.txt"))
    reader_syn = read_fields(os.path.join(raw, "reader-synthetic.txt"))

    # Scaling: time grows as entries^k; "doubling the corpus costs 2^k the time".
    scaling = None
    small, big = info.get("synthetic-40x10k"), info.get("synthetic-100x20k")
    if small and big:
        time_ratio = big["lub"]["wall"] / small["lub"]["wall"]
        entry_ratio = big["entries"] / small["entries"]
        k = math.log(time_ratio) / math.log(entry_ratio)
        scaling = (time_ratio, entry_ratio, time_ratio / entry_ratio, k, 2 ** k)

    variations = variation_series(raw, runs)
    variation_md, variation_target, variations_ok = variations_markdown(variations) if variations else ([], None, True)
    check_ok &= variations_ok

    ha = info.get("homeassistant")
    baseline = stat("baseline", "lubaaudit")
    base_rss = baseline["rss"] if baseline else 0
    worst_memory = max(((v["lub"]["rss"] / v["bytes"], k) for k, v in info.items()), default=None)

    def met(ok):
        return "**yes**" if ok else "**no**"

    out("# lubaaudit benchmark results\n")
    out(f"Written by `bench/run.sh` ({machine.get('date', '?')}); rerun `make bench` to refresh, do not edit by hand."
        + (" **Quick mode (BENCH_QUICK=1): single runs, not for comparison.**" if machine.get("quick") == "1" else "") + "\n")
    out("## Machine\n")
    out("| | |\n| --- | --- |")
    for key, name in [("nproc", "cores (nproc)"), ("cpu", "CPU"), ("memory", "memory"), ("kernel", "kernel"),
                      ("swift", "Swift"), ("version", "lubaaudit --version"), ("commit", "commit"),
                      ("ttk", "translate-toolkit"), ("python", "Python (translate-toolkit)")]:
        out(f"| {name} | {machine.get(key, '?')} |")
    out(f"| load average (1, 5, 15 min) | {machine.get('load_start', '?')} at the start, {machine.get('load_end', '?')} at the end |")
    out(f"| runs | median of {machine.get('runs_small')} (real corpora, contrast, reader), {machine.get('runs_text', machine.get('runs_small'))} (text only and `cat`) and {machine.get('runs_big')} (generated corpora; translate-toolkit on 40 × 10k: {machine.get('ttk_runs_mid', machine.get('runs_big'))}, on 100 × 20k: {machine.get('ttk_runs_big')}) |")
    out("")

    text_only, cat = stat("homeassistant-text", "lubaaudit"), stat("homeassistant-text", "cat")
    out("## Targets (from the issue; 2-core machine, release build)\n")
    out("| target | measured | met |\n| --- | --- | --- |")
    if ha and ha["ttk"]:
        speed = ha["ttk"]["wall"] / ha["lub"]["wall"]
        out(f"| Home Assistant end to end, html + junit + sarif + json written, ≥ {TARGETS['speedup']:.0f}× faster than translate-toolkit | {fmt_s(ha['lub']['wall'])} vs {fmt_s(ha['ttk']['wall'])}: {speed:.1f}× (needs ≤ {ha['ttk']['wall'] / TARGETS['speedup']:.3f} s) | {met(speed >= TARGETS['speedup'])} |")
    if text_only and cat:
        over = text_only["wall"] / cat["wall"]
        out(f"| Home Assistant text-only audit within {TARGETS['text_over_cat']:.0f}× of `cat` of the same files | {fmt_s(text_only['wall'])} vs {fmt_s(cat['wall'])}: {over:.1f}× (needs ≤ {cat['wall'] * TARGETS['text_over_cat']:.3f} s) | {met(over <= TARGETS['text_over_cat'])} |")
    if reader_ha:
        mb = float(reader_ha["median_mb_s"])
        out(f"| `.strings` reading ≥ {TARGETS['reader_mb_s']:.0f} MB/s on one core | {mb:.0f} MB/s (Home Assistant, UTF-8), {float(reader_syn.get('median_mb_s', 0)):.0f} MB/s (generated) | {met(mb >= TARGETS['reader_mb_s'] and float(reader_syn.get('median_mb_s', 0)) >= TARGETS['reader_mb_s'])} |")
    if scaling:
        out(f"| doubling the corpus costs ≤ {TARGETS['doubling']}× the time | {scaling[4]:.2f}× per doubling ({scaling[0]:.2f}× the time for {scaling[1]:.2f}× the entries) | {met(scaling[4] <= TARGETS['doubling'])} |")
    if variation_target:
        out(variation_target)
    if worst_memory:
        per = ", ".join(f"{k} {v['lub']['rss'] / v['bytes']:.1f}× ({(v['lub']['rss'] - base_rss) / v['bytes']:.1f}×)" for k, v in info.items())
        per += f" (in brackets: above the {base_rss / 2**20:.0f} MB baseline of a one-key audit)"
        out(f"| peak memory ≤ {TARGETS['memory_ratio']:.0f}× the input | {per} | {met(worst_memory[0] <= TARGETS['memory_ratio'])} |")
    if contrast_proc and contrast:
        out(f"| 500-color matrix with simulations < {TARGETS['contrast_s']:.0f} s | {fmt_s(contrast_proc['wall'])} process, {float(contrast['median_s']) * 1000:.1f} ms for both matrices in process | {met(contrast_proc['wall'] < TARGETS['contrast_s'])} |")
    out("")

    out("## Strings audit, end to end\n")
    out("`lubaaudit strings --strings DIR --output TMP --format html,junit,sarif,json --quiet`, process start to reports written, "
        "against `ttk_check.py DIR --source en` (translate-toolkit's `.strings` parser and StandardChecker) on the same corpus in the same invocation. "
        "Input = every `.strings`/`.stringsdict` byte (translate-toolkit reads only the `.strings`). Entries = what lubaaudit read (all locales, plural keys counted once); "
        "translate-toolkit's units are the translation entries it compared. CPU = (user + sys) / wall: 2.0 would be both cores busy. "
        + (f"Baseline: the same command on a one-key, two-locale corpus takes {fmt_s(baseline['wall'])} and {base_rss / 2**20:.0f} MB (Swift runtime, FoundationEssentials, ICU); "
           "\"above baseline\" subtracts it.\n" if baseline else "\n"))
    out("| corpus | locales | files | input | entries | lubaaudit wall (min–max, n) | MB/s | entries/s | CPU | peak RSS | RSS ÷ input (above baseline) | translate-toolkit wall (n) | ttk units/s | ttk peak RSS | ttk ÷ lubaaudit |")
    out("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for title, locales, files, total, strings_bytes, entries, lub, ttk, units, rep in corpus_rows:
        ttk_cells = (f"{fmt_s(ttk['wall'])} ({ttk['n']}) | {units / ttk['wall']:,.0f} | {ttk['rss'] / 2**20:.0f} MB | **{ttk['wall'] / lub['wall']:.1f}×**"
                     if ttk and units else "not run | | |")
        out(f"| {title} | {locales} | {files} | {total / 1e6:.1f} MB | {entries:,} | {fmt_s(lub['wall'])} ({fmt_s(lub['min'])}–{fmt_s(lub['max'])}, {lub['n']}) | "
            f"{total / 1e6 / lub['wall']:.1f} | {entries / lub['wall']:,.0f} | {lub['util']:.2f} | {lub['rss'] / 2**20:.0f} MB | {lub['rss'] / total:.1f}× ({(lub['rss'] - base_rss) / total:.1f}×) | {ttk_cells} |")
    out("")
    out("Reports written by the last run of each corpus (they are part of the timed work):\n")
    out("GitLab refuses JUnit files over 30 MB or 250,000 XML objects (elements + attributes); GitHub code scanning refuses SARIF over 10 MB gzipped.\n")
    out("| corpus | lubaaudit.html | junit.xml (XML objects) | lubaaudit.sarif (gzipped) | lubaaudit.json | reports ÷ input |\n| --- | ---: | ---: | ---: | ---: | ---: |")
    for title, locales, files, total, strings_bytes, entries, lub, ttk, units, rep in corpus_rows:
        if rep:
            html, junit, js, sarif, sarif_gz, objects = rep
            out(f"| {title} | {html / 1e6:.2f} MB | {junit / 1e6:.2f} MB ({objects:,}) | {sarif / 1e6:.2f} MB ({sarif_gz / 1e6:.2f} MB) | {js / 1e6:.2f} MB | {(html + junit + js + sarif) / total:.1f}× |")
    if text_only and cat:
        out(f"\nText only (`--format text --quiet`, no report file) on Home Assistant: {fmt_s(text_only['wall'])} (min {fmt_s(text_only['min'])}, n {text_only['n']}); "
            f"`cat` of the same table files: {fmt_s(cat['wall'])} (min {fmt_s(cat['min'])}): {text_only['wall'] / cat['wall']:.1f}×.\n")
    out("")

    out("## Planted defects (correctness)\n")
    out("`bench/generate.py` plants each defect at a distinct (locale, key) of a translation; lubaaudit's `lubaaudit.json` must report "
        "exactly that many findings of the rule, at exactly those subjects.\n")
    out("| corpus | rule | planted | reported | at planted subjects | check |\n| --- | --- | ---: | ---: | ---: | --- |")
    for title, rule, planted, reported, matched, ok in check_rows:
        out(f"| {title} | `{rule}` | {planted} | {reported} | {matched} | {'PASS' if ok else '**FAIL**'} |")
    out(f"\nOverall: **{'PASS' if check_ok else 'FAIL'}**\n")

    if scaling:
        out("## Scaling\n")
        out(f"lubaaudit on 100 locales × 20,000 keys against 40 × 10,000: {scaling[0]:.2f}× the time for {scaling[1]:.2f}× the entries, "
            f"so {scaling[2]:.2f}× the time per entry. With time ∝ entries^k, k = {scaling[3]:.3f}: doubling the corpus costs "
            f"**{scaling[4]:.2f}×** the time (target ≤ {TARGETS['doubling']}×; 2.00× is linear).\n")

    md.extend(variation_md)

    if reader_ha:
        out("## `.strings` reader, one core\n")
        out("`taskset -c 0 lubaaudit-bench read-strings FILES…`: `StringsReader.read` alone on files already in memory (no discovery, rules or reports), "
            "sequentially on one thread; median of the repetitions.\n")
        out("| input | files | bytes | entries | median | MB/s | entries/s |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for name, r in [("Home Assistant `.strings` (UTF-8)", reader_ha), ("generated 40 × 10k `.strings` (UTF-8)", reader_syn)]:
            if r:
                out(f"| {name} | {r['files']} | {int(r['bytes']) / 1e6:.1f} MB | {int(r['entries']):,} | {float(r['median_s']) * 1000:.1f} ms | "
                    f"**{float(r['median_mb_s']):.0f}** | {float(r['entries_per_s']):,.0f} |")
        out("")

    if contrast:
        out("## Contrast matrix\n")
        out("`lubaaudit-bench contrast --colors 500`: a generated palette of 25 hue ramps × 20 tints (every 10th color translucent), "
            "`ContrastMatrix.compute(foregrounds:backgrounds:withSimulations: true, page:)` for light (over white) and for a dark palette (over black): "
            f"{int(contrast['pairs']):,} pairs × 2 appearances × 4 conditions (typical vision, protanopia, deuteranopia, tritanopia) = "
            f"{int(contrast['pairs']) * 8:,} ratios. 1,000 sampled pairs per appearance are checked against `WorstCaseContrast.of` "
            f"(mismatches: {contrast.get('sample_mismatches')}).\n")
        out("| measurement | time | ratios/s | peak RSS |\n| --- | ---: | ---: | ---: |")
        if contrast_proc:
            out(f"| process, end to end (median of {contrast_proc['n']}; each computes both matrices 5 times) | {fmt_s(contrast_proc['wall'])} | | {contrast_proc['rss'] / 2**20:.0f} MB |")
        out(f"| both matrices in process (median of {contrast['repeat']}) | {float(contrast['median_s']) * 1000:.1f} ms | {float(contrast['ratios_per_s']):,.0f} | |")
        out(f"| light / dark alone | {float(contrast['light_median_s']) * 1000:.1f} / {float(contrast['dark_median_s']) * 1000:.1f} ms | | |")
        if contrast_opaque:
            out(f"| both matrices, all 500 colors opaque | {float(contrast_opaque['median_s']) * 1000:.1f} ms | {float(contrast_opaque['ratios_per_s']):,.0f} | |")
        out("")

    phase_rows = []
    for label, title in [("homeassistant", "Home Assistant iOS"), ("element", "Element X iOS"), ("synthetic-40x10k", "generated 40 × 10k")]:
        path = os.path.join(raw, f"phases-{label}.txt")
        if not os.path.exists(path):
            continue
        with open(path) as fh:
            runs = [dict(f.split("=", 1) for f in line.split() if "=" in f) for line in fh if line.strip()]
        if not runs:
            continue
        def med(key):
            values = sorted(float(r[key]) for r in runs if key in r)
            return values[len(values) // 2] if values else float("nan")
        phase_rows.append((title, len(runs), med("read_s"), med("rules_s"), med("html_s"), med("junit_s"), med("json_s"), med("sarif_s"),
                           med("junit_bytes"), med("json_bytes"), med("read_maxrss_mb"), med("rules_maxrss_mb"), med("sarif_maxrss_mb")))
    if phase_rows:
        out("## Where the time goes, by phase\n")
        out("`lubaaudit-bench phases DIR`: the same strings audit in one process with a timer around each phase; each report format is written "
            "to a file alone (the CLI writes them side by side, one per core). Medians. Read = discovery, reading every table on every core, "
            "indexing keys, pairing translations with their source and analyzing format strings and ICU messages; rules = every rule, "
            "findings sorted, the keys × locales matrix and the audited-subject list.\n")
        out("| corpus | runs | read | rules | html | junit (size) | json (size) | sarif | peak RSS after read / rules / reports |")
        out("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for row in phase_rows:
            title, n, read, rules, html, junit, jsn, sarif, jb, jsb, m1, m2, m3 = row
            out(f"| {title} | {n} | {fmt_s(read)} | {fmt_s(rules)} | {fmt_s(html)} | {fmt_s(junit)} ({jb / 1e6:.1f} MB) | {fmt_s(jsn)} ({jsb / 1e6:.1f} MB) | {fmt_s(sarif)} | {m1:.0f} / {m2:.0f} / {m3:.0f} MB |")
        out("")

    perf_self = os.path.join(raw, "perf-self.txt")
    if os.path.exists(perf_self) and os.path.getsize(perf_self):
        out("## Where the Home Assistant audit spends its time (perf)\n")
        out("`perf record -F 1999 -g` on one Home Assistant audit; self time per function (≥ 1%), demangled. "
            "See the callgraph (inclusive) list below it for which phase calls them.\n")
        out("```")
        with open(perf_self) as fh:
            for line in list(fh)[:25]:
                out(perf_line(line))
        out("```\n")
        children = os.path.join(raw, "perf-children.txt")
        if os.path.exists(children):
            out("Inclusive (children) ≥ 4%:\n\n```")
            with open(children) as fh:
                for line in list(fh)[:30]:
                    out(perf_line(line))
            out("```\n")

    out("## Method\n")
    out("- Wall time: nanosecond clock around each process; user, sys and peak RSS (\"Maximum resident set size\") from `/usr/bin/time -v`. "
        "Medians; min–max shows the spread. Page cache warmed (every input file read once) before each corpus, and one untimed run "
        "of lubaaudit (and of `cat`) before each of its series: the first run after translate-toolkit's CPython took 30–60 % longer "
        "on this 2-core VM. translate-toolkit, whose runs take seconds, has no untimed run.")
    out("- Generated corpora: `python3 bench/generate.py bench/work` (fixed seed; rewritten only when the generator or its parameters change). "
        "Realistic shapes: 1–25-word values (mean ≈ 40 bytes in Latin scripts), 30% with a translator comment, specifiers `%@ %d %lld %1$@ %2$d %.1f %%`, "
        "escaped quotes and `\\n`, 4% of the keys plural (`.stringsdict` with each locale's CLDR categories), invented words in 25 scripts (Latin with each language's accents, Cyrillic, Greek, Arabic, Hebrew, Indic, Thai, CJK, …).")
    out("- lubaaudit exits 1 on these corpora (findings at `error`); that is expected and not a failed run.")
    out("- translate-toolkit runs in CPython on one core; lubaaudit reads tables and runs rules on every core.")
    out("- Profiling by hand: `valgrind --tool=callgrind` on a copy of the release binary stripped of DWARF (`strip --strip-debug`; "
        "valgrind 3.19 cannot read the DWARF 5 that Swift 6.3 emits), then `callgrind_annotate --inclusive=yes | swift demangle --simplified`.")
    with open(results, "w", encoding="utf-8") as fh:
        fh.write("\n".join(md) + "\n")

    # Summary on stdout.
    print()
    for title, locales, files, total, strings_bytes, entries, lub, ttk, units, rep in corpus_rows:
        ratio = f", translate-toolkit {ttk['wall']:.2f} s ({ttk['wall'] / lub['wall']:.1f}×)" if ttk else ""
        print(f"{title}: lubaaudit {lub['wall']:.3f} s, {total / 1e6 / lub['wall']:.1f} MB/s, {entries / lub['wall']:,.0f} entries/s, "
              f"CPU {lub['util']:.2f}, peak {lub['rss'] / 2**20:.0f} MB ({lub['rss'] / total:.1f}× input){ratio}")
    if scaling:
        print(f"scaling: {scaling[0]:.2f}× time for {scaling[1]:.2f}× entries: {scaling[4]:.2f}× per doubling")
    if reader_ha:
        print(f"reader, one core: {float(reader_ha['median_mb_s']):.0f} MB/s (Home Assistant), {float(reader_syn.get('median_mb_s', 0)):.0f} MB/s (generated)")
    if contrast:
        print(f"contrast 500 colors, light+dark, simulations: {float(contrast['median_s']) * 1000:.1f} ms in process, "
              f"{contrast_proc['wall']:.3f} s process")
    for title, rule, planted, reported, matched, ok in check_rows:
        print(f"planted {title} {rule}: {planted} planted, {reported} reported: {'PASS' if ok else 'FAIL'}")
    print(f"planted-defect check: {'PASS' if check_ok else 'FAIL'}")
    print(f"wrote {results}")
    return 0 if check_ok else 1


if __name__ == "__main__":
    sys.exit(main())
