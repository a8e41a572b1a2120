#!/usr/bin/env bash
# Benchmarks lubaaudit against translate-toolkit and writes bench/RESULTS.md (GitHub issue
# "Performance: a benchmark against translate-toolkit"). Run it through `make bench`, which
# installs the tools and builds in release first.
#
# Measures, each with /usr/bin/time -v (wall, user+sys, peak RSS), medians of several runs:
#   1. the full strings audit, process start to reports written, on ../shared/corpora
#      (Home Assistant, Element X), and translate-toolkit's checks on the same corpus;
#   2. the same on generated corpora (bench/generate.py: 40 locales x 10,000 keys with planted
#      defects that must be found exactly, and 100 x 20,000 for scaling);
#   3. variation scaling: one String Catalog key with 25k/50k/100k device, plural and
#      device x plural variations (bench/variations.sh, which also runs alone);
#   4. the 500-color contrast matrix in light and dark with the color-vision simulations, and
#      the .strings reader alone on one core (both through .build/release/lubaaudit-bench).
# Asserts nothing about time. Exits 1 when the planted-defect check fails.
#
# Knobs (environment):
#   BENCH_RUNS_SMALL=5  runs of each small measurement (real corpora, contrast, reader)
#   BENCH_RUNS_TEXT=9   runs of the text-only audit and of `cat` (70 ms and 10 ms each: a few
#                       more keep the ratio of two such short medians from moving by the run)
#   BENCH_RUNS_VARIATIONS=BENCH_RUNS_SMALL  runs of each variation-scaling input
#   BENCH_RUNS_BIG=5    runs of lubaaudit on the generated corpora (the scaling figure is a
#                       ratio of two medians: five runs keep one slow run out of it)
#   BENCH_TTK_RUNS_MID=3  runs of translate-toolkit on the 40-locale corpus (about a minute each)
#   BENCH_TTK_RUNS_BIG=1  runs of translate-toolkit on the 100-locale corpus (about 7 minutes
#                       each on 2 cores; its figure only gives the ratio there)
#   BENCH_MAX_LOAD=1.5 BENCH_WAIT=600  first wait (up to BENCH_WAIT s) for a 1-minute load
#                       average below BENCH_MAX_LOAD; unset: start at once
#   BENCH_QUICK=1       one run of everything and no translate-toolkit on the 100-locale
#                       corpus: for working on the benchmark, not for RESULTS.md figures
#   BENCH_PROFILE=0     skip the perf profile of the Home Assistant audit
#   BENCH_SHARED=DIR    where corpora/ and peers/ are (default: ../shared)
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=.build/release/lubaaudit
BENCH_BIN=.build/release/lubaaudit-bench
PY=bench/.venv/bin/python
SHARED=${BENCH_SHARED:-../shared}
PEER=$SHARED/peers/ttk_check.py
WORK=bench/work
RAW=$WORK/results
RUNS_SMALL=${BENCH_RUNS_SMALL:-5}
RUNS_TEXT=${BENCH_RUNS_TEXT:-9}
RUNS_BIG=${BENCH_RUNS_BIG:-5}
TTK_RUNS_MID=${BENCH_TTK_RUNS_MID:-3}
TTK_RUNS_BIG=${BENCH_TTK_RUNS_BIG:-1}
if [ "${BENCH_QUICK:-0}" = 1 ]; then RUNS_SMALL=1; RUNS_TEXT=1; RUNS_BIG=1; TTK_RUNS_MID=1; TTK_RUNS_BIG=0; fi

die() { echo "bench: $*" >&2; exit 2; }
[ -x "$BIN" ] || die "$BIN is missing: run 'swift build -c release --static-swift-stdlib' (make bench does)"
[ -x "$BENCH_BIN" ] || die "$BENCH_BIN is missing: add the lubaaudit-bench target to Package.swift and build in release"
[ -x /usr/bin/time ] || die "/usr/bin/time is missing: scripts/install-deps.sh bench installs it"
[ -x "$PY" ] && "$PY" -c "import translate" 2>/dev/null || die "translate-toolkit is missing from $PY: run scripts/install-deps.sh bench"
[ -f "$PEER" ] || die "$PEER is missing (set BENCH_SHARED)"
for corpus in homeassistant-ios element-x-ios; do
  [ -d "$SHARED/corpora/$corpus" ] || die "$SHARED/corpora/$corpus is missing (set BENCH_SHARED)"
done

if [ -n "${BENCH_MAX_LOAD:-}" ]; then
  waited=0
  while awk -v max="$BENCH_MAX_LOAD" '{ exit !($1 >= max) }' /proc/loadavg && [ "$waited" -lt "${BENCH_WAIT:-600}" ]; do
    echo "bench: load average $(cut -d' ' -f1 /proc/loadavg) >= $BENCH_MAX_LOAD, waiting ($waited s)"
    sleep 30
    waited=$((waited + 30))
  done
fi

rm -rf "$RAW"
mkdir -p "$RAW"
python3 bench/generate.py "$WORK"

{
  echo "date=$(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "nproc=$(nproc)"
  echo "cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)"
  echo "memory=$(awk '/^MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)"
  echo "kernel=$(uname -sr)"
  echo "swift=$(swift --version 2>&1 | head -1)"
  echo "version=$("$BIN" --version)"
  echo "ttk=$("$PY" -m pip show translate-toolkit 2>/dev/null | awk '/^Version/ { print $2 }')"
  echo "python=$("$PY" --version 2>&1)"
  echo "commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet HEAD -- Sources Package.swift 2>/dev/null || echo ' (with uncommitted changes)')"
  echo "load_start=$(cut -d' ' -f1-3 /proc/loadavg)"
  echo "runs_small=$RUNS_SMALL"
  echo "runs_text=$RUNS_TEXT"
  echo "runs_big=$RUNS_BIG"
  echo "ttk_runs_mid=$TTK_RUNS_MID"
  echo "ttk_runs_big=$TTK_RUNS_BIG"
  echo "quick=${BENCH_QUICK:-0}"
} >"$RAW/machine.txt"

# timed LABEL TOOL RUN COMMAND...: one run under /usr/bin/time -v; appends a row to runs.tsv
# (label, tool, run, wall s, user s, sys s, peak RSS KB, exit code). Wall comes from the
# nanosecond clock around the call; /usr/bin/time's own wall has 10 ms resolution.
timed() {
  local label=$1 tool=$2 run=$3
  shift 3
  local rc=0 start end
  start=$(date +%s%N)
  /usr/bin/time -v -o "$RAW/time.txt" "$@" >"$RAW/last.out" 2>"$RAW/last.err" || rc=$?
  end=$(date +%s%N)
  local user sys rss
  user=$(awk -F': ' '/User time/ { print $2 }' "$RAW/time.txt")
  sys=$(awk -F': ' '/System time/ { print $2 }' "$RAW/time.txt")
  rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$RAW/time.txt")
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$label" "$tool" "$run" \
    "$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", (b - a) / 1e9 }')" "$user" "$sys" "$rss" "$rc" >>"$RAW/runs.tsv"
  printf '  %-18s %-10s run %s: %ss wall, %s MB peak\n' "$label" "$tool" "$run" \
    "$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", (b - a) / 1e9 }')" "$((rss / 1024))"
  return "$rc"
}

# warm_up COMMAND...: one untimed run before a series of short timed ones. The first run of a
# millisecond command after another process (translate-toolkit's CPython, the generator) pays
# for the state that process left (on a 2-core VM, 30-60 % longer); each series measures the
# command's steady state, as `cat`'s does. translate-toolkit gets none: its runs take seconds.
warm_up() {
  "$@" >/dev/null 2>&1 || true
  rm -rf "$WORK/warm-up"
}

# audit LABEL DIR RUNS TTK_RUNS: lubaaudit then translate-toolkit on one corpus.
audit() {
  local label=$1 dir=$2 runs=$3 ttk_runs=$4
  echo "$label: $dir"
  find "$dir" -type f -exec cat {} + >/dev/null  # same warm page cache for both tools
  warm_up "$BIN" strings --strings "$dir" --output "$WORK/warm-up" --format html,junit,sarif,json --quiet
  for run in $(seq 1 "$runs"); do
    local out
    out=$(mktemp -d "$WORK/out.XXXXXX")
    local rc=0
    timed "$label" lubaaudit "$run" "$BIN" strings --strings "$dir" --output "$out" --format html,junit,sarif,json --quiet || rc=$?
    # 1 means findings at or above --fail-on: expected on these corpora. 2 is a failed audit.
    [ "$rc" -le 1 ] || { cat "$RAW/last.err" >&2; die "lubaaudit failed on $dir (exit $rc)"; }
    if [ "$run" = "$runs" ]; then
      mv "$out/lubaaudit.json" "$RAW/$label.lubaaudit.json"
      # JUnit's XML objects (elements + attributes) are what GitLab limits (250,000), SARIF's
      # gzipped size what GitHub limits (10 MB).
      junit_objects=$(python3 -c 'import sys, xml.etree.ElementTree as ET
n = 0
for _, element in ET.iterparse(sys.argv[1]):
    n += 1 + len(element.attrib)
    element.clear()
print(n)' "$out/junit.xml")
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$label" "$(stat -c %s "$out/lubaaudit.html")" "$(stat -c %s "$out/junit.xml")" \
        "$(stat -c %s "$RAW/$label.lubaaudit.json")" "$(stat -c %s "$out/lubaaudit.sarif")" "$(gzip -c "$out/lubaaudit.sarif" | wc -c)" \
        "$junit_objects" >>"$RAW/reports.tsv"
      cp "$RAW/last.out" "$RAW/$label.summary.txt"
    fi
    rm -rf "$out"
  done
  for run in $(seq 1 "$ttk_runs"); do
    timed "$label" ttk "$run" "$PY" "$PEER" "$dir" --source en || { cat "$RAW/last.err" >&2; die "translate-toolkit failed on $dir"; }
    grep '^ttk:' "$RAW/last.out" >"$RAW/$label.ttk.txt"
  done
}

audit homeassistant "$SHARED/corpora/homeassistant-ios" "$RUNS_SMALL" "$RUNS_SMALL"

# The text-only audit (no report file) against `cat` of the same table files, both on a warm
# page cache: how far the audit is from just reading its input.
echo "text only: lubaaudit --format text against cat of the same files"
mapfile -t ha_tables < <(find "$SHARED/corpora/homeassistant-ios" -path '*.lproj/*' \( -name '*.strings' -o -name '*.stringsdict' \) | sort)
warm_up "$BIN" strings --strings "$SHARED/corpora/homeassistant-ios" --format text --quiet
warm_up cat "${ha_tables[@]}"
for run in $(seq 1 "$RUNS_TEXT"); do
  rc=0
  timed homeassistant-text lubaaudit "$run" "$BIN" strings --strings "$SHARED/corpora/homeassistant-ios" --format text --quiet || rc=$?
  [ "$rc" -le 1 ] || die "lubaaudit failed on the text-only run (exit $rc)"
  timed homeassistant-text cat "$run" cat "${ha_tables[@]}" || die "cat failed"
done
audit element "$SHARED/corpora/element-x-ios" "$RUNS_SMALL" "$RUNS_SMALL"
audit synthetic-40x10k "$WORK/synthetic-40x10k" "$RUNS_BIG" "$TTK_RUNS_MID"
audit synthetic-100x20k "$WORK/synthetic-100x20k" "$RUNS_BIG" "$TTK_RUNS_BIG"
BENCH_RUNS_VARIATIONS=${BENCH_RUNS_VARIATIONS:-$RUNS_SMALL} bench/variations.sh "$RAW" "$WORK"

# The fixed cost of a run (Swift runtime, FoundationEssentials, ICU): one key in two locales.
tiny=$WORK/tiny
mkdir -p "$tiny/en.lproj" "$tiny/de.lproj"
printf '"greeting" = "Hello";\n' >"$tiny/en.lproj/Localizable.strings"
printf '"greeting" = "Hallo";\n' >"$tiny/de.lproj/Localizable.strings"
echo "baseline: $tiny"
for run in $(seq 1 "$RUNS_SMALL"); do
  out=$(mktemp -d "$WORK/out.XXXXXX")
  timed baseline lubaaudit "$run" "$BIN" strings --strings "$tiny" --output "$out" --format html,junit,sarif,json --quiet || true
  rm -rf "$out"
done

echo "phases: read, rules and each report format, in process"
for corpus in homeassistant:"$SHARED/corpora/homeassistant-ios" element:"$SHARED/corpora/element-x-ios" synthetic-40x10k:"$WORK/synthetic-40x10k"; do
  label=${corpus%%:*}
  : >"$RAW/phases-$label.txt"
  for run in $(seq 1 "$RUNS_SMALL"); do
    "$BENCH_BIN" phases "${corpus#*:}" >>"$RAW/phases-$label.txt" || die "phases failed on ${corpus#*:}"
  done
done

echo "contrast: 500 colors, light and dark, with simulations"
for run in $(seq 1 "$RUNS_SMALL"); do
  timed contrast lubaaudit-bench "$run" "$BENCH_BIN" contrast --colors 500 --repeat 5 || die "contrast check failed: $(cat "$RAW/last.out")"
  cp "$RAW/last.out" "$RAW/contrast.txt"
done
"$BENCH_BIN" contrast --colors 500 --translucent-every 0 --repeat 5 >"$RAW/contrast-opaque.txt" || die "contrast check failed"

echo "reader: .strings on one core (taskset -c 0)"
mapfile -t ha_strings < <(find "$SHARED/corpora/homeassistant-ios" -name '*.strings' | sort)
mapfile -t synthetic_strings < <(find "$WORK/synthetic-40x10k" -name '*.strings' | sort)
taskset -c 0 "$BENCH_BIN" read-strings "${ha_strings[@]}" --repeat "$RUNS_SMALL" >"$RAW/reader-homeassistant.txt"
taskset -c 0 "$BENCH_BIN" read-strings "${synthetic_strings[@]}" --repeat "$RUNS_SMALL" >"$RAW/reader-synthetic.txt"
cat "$RAW/reader-homeassistant.txt" "$RAW/reader-synthetic.txt"

if [ "${BENCH_PROFILE:-1}" = 1 ] && command -v perf >/dev/null; then
  echo "profile: perf on the Home Assistant audit"
  out=$(mktemp -d "$WORK/out.XXXXXX")
  if perf record -q -F 1999 -g -o "$RAW/perf.data" "$BIN" strings --strings "$SHARED/corpora/homeassistant-ios" \
      --output "$out" --format html,junit,sarif,json --quiet >/dev/null 2>&1 || [ -s "$RAW/perf.data" ]; then
    perf report -i "$RAW/perf.data" --no-children --sort symbol --stdio -g none --percent-limit 1 2>/dev/null \
      | grep '%' | swift demangle --simplified >"$RAW/perf-self.txt" || true
    perf report -i "$RAW/perf.data" --children --sort symbol --stdio -g none --percent-limit 4 2>/dev/null \
      | grep '%' | swift demangle --simplified >"$RAW/perf-children.txt" || true
  fi
  rm -rf "$out" "$RAW/perf.data"
fi

echo "load_end=$(cut -d' ' -f1-3 /proc/loadavg)" >>"$RAW/machine.txt"
BENCH_SHARED="$SHARED" python3 bench/report.py "$RAW" "$WORK" bench/RESULTS.md
# The source audit on a real app's Swift files (skipped with a message when the corpus is absent).
BENCH_SHARED="$SHARED" BENCH_RUNS_SOURCE=$RUNS_SMALL bench/source.sh "$RAW" "$WORK"
[ -f "$RAW/source.md" ] && cat "$RAW/source.md" >>bench/RESULTS.md
