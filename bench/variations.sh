#!/usr/bin/env bash
# Variation scaling: one String Catalog key with 25,000, 50,000 and 100,000 device, plural and
# device × plural variations (bench/generate_variations.py), audited with the text report.
# bench/run.sh runs it as part of `make bench`; alone, it measures just this piece:
#
#   bench/variations.sh [RAW_DIR [WORK_DIR]]      # defaults: bench/work/variations-results, bench/work
#   python3 bench/report.py --variations RAW_DIR   # the section RESULTS.md shows, on stdout
#
# Appends one row per run to RAW_DIR/runs.tsv (label, tool, run, wall s, user s, sys s, peak
# RSS KB, exit code: the format run.sh writes) and keeps each input's last summary, whose
# finding counts report.py checks against the generator's expected.json. Asserts nothing about
# time. Knob: BENCH_RUNS_VARIATIONS (default 3; BENCH_QUICK=1 makes it 1).
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=.build/release/lubaaudit
RAW=${1:-bench/work/variations-results}
WORK=${2:-bench/work}
RUNS=${BENCH_RUNS_VARIATIONS:-3}
if [ "${BENCH_QUICK:-0}" = 1 ]; then RUNS=1; fi
SIZES=(25000 50000 100000)

[ -x "$BIN" ] || { echo "variations: $BIN is missing: run 'swift build -c release --product lubaaudit'" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "variations: /usr/bin/time is missing: scripts/install-deps.sh bench installs it" >&2; exit 2; }
mkdir -p "$RAW"
python3 bench/generate_variations.py "$WORK/variations" "${SIZES[@]}"
cp "$WORK/variations/expected.json" "$RAW/variations-expected.json"

echo "variations: one key with ${SIZES[*]} variations (device, plural, device × plural)"
for kind in device plural device-plural; do
  for n in "${SIZES[@]}"; do
    label=variations-$kind-$n
    dir=$WORK/variations/$kind-$n
    cat "$dir/Localizable.xcstrings" >/dev/null  # warm page cache
    "$BIN" strings --strings "$dir" --format text --quiet >/dev/null 2>&1 || true  # untimed warm-up run
    for run in $(seq 1 "$RUNS"); do
      rc=0
      start=$(date +%s%N)
      /usr/bin/time -v -o "$RAW/time.txt" "$BIN" strings --strings "$dir" --format text --quiet >"$RAW/last.out" 2>"$RAW/last.err" || rc=$?
      end=$(date +%s%N)
      # 1 means findings at or above --fail-on: these inputs are built to have them.
      [ "$rc" -le 1 ] || { cat "$RAW/last.err" >&2; echo "variations: lubaaudit failed on $dir (exit $rc)" >&2; exit 2; }
      wall=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", (b - a) / 1e9 }')
      printf '%s\tlubaaudit\t%s\t%s\t%s\t%s\t%s\t%s\n' "$label" "$run" "$wall" \
        "$(awk -F': ' '/User time/ { print $2 }' "$RAW/time.txt")" "$(awk -F': ' '/System time/ { print $2 }' "$RAW/time.txt")" \
        "$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$RAW/time.txt")" "$rc" >>"$RAW/runs.tsv"
      printf '  %-30s run %s: %ss wall\n' "$label" "$run" "$wall"
    done
    cp "$RAW/last.out" "$RAW/$label.summary.txt"
  done
done
