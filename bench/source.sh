#!/usr/bin/env bash
# The source audit's speed and memory on a real app's Swift files (issue 37): `lubaaudit source`
# on Element X's Swift files alone (copied with their paths, no tables), against `cat` of the same
# files, and its peak memory above a one-file run's, per byte of Swift read.
#
# Targets: at most 10x `cat`, and peak RSS at most 8x the Swift bytes above the one-file baseline.
# Writes RAW/source.md (a section bench/run.sh appends to RESULTS.md) and prints it. Runs alone:
#   bench/source.sh [RAW] [WORK]      (BENCH_RUNS_SOURCE=5, BENCH_SHARED=../shared)
# Skips with a message, exit 0, when the corpus is absent.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${BENCH_BIN_LUBAAUDIT:-.build/release/lubaaudit}
SHARED=${BENCH_SHARED:-../shared}
RAW=${1:-bench/work/results}
WORK=${2:-bench/work}
RUNS=${BENCH_RUNS_SOURCE:-5}
CORPUS=$SHARED/corpora/element-x-ios

if [ ! -d "$CORPUS" ]; then
  echo "bench/source.sh: $CORPUS is absent: source audit not measured (set BENCH_SHARED)"
  exit 0
fi
[ -x "$BIN" ] || { echo "bench/source.sh: $BIN is missing: swift build -c release --product lubaaudit" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "bench/source.sh: /usr/bin/time is missing" >&2; exit 2; }
mkdir -p "$RAW" "$WORK"

# The Swift files alone, with their paths: tables would measure the catalog reader too.
WORK=$(cd "$WORK" && pwd)
TREE=$WORK/source-swift
rm -rf "$TREE" "$WORK/source-one"
mkdir -p "$TREE" "$WORK/source-one"
(cd "$CORPUS" && find . -name '*.swift' -type f -print0 | xargs -0 cp --parents -t "$TREE")
LIST=$WORK/source-files.txt
find "$TREE" -name '*.swift' -type f >"$LIST"
FILES=$(wc -l <"$LIST")
BYTES=$(xargs -d '\n' cat <"$LIST" | wc -c)
# The one-file baseline: the process, the rule tables and ICU, with one typical view file.
ONE=$(xargs -d '\n' wc -c <"$LIST" | grep -v ' total$' | sort -n | awk -v n="$FILES" 'NR == int((n + 1) / 2) { $1 = ""; sub(/^ /, ""); print }')
cp "$ONE" "$WORK/source-one/"

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# run_series LABEL COMMAND...: RUNS timed runs; prints "wall_median rss_median_kb cpu_median".
# CPU (user + system) is printed beside the wall time: on a machine other jobs share, the wall
# time of both the audit and `cat` swings with the load while the CPU time barely moves.
run_series() {
  local label=$1
  shift
  local walls=() rsss=() cpus=() start end
  "$@" >/dev/null 2>&1 || true  # warm-up
  for _ in $(seq "$RUNS"); do
    start=$(date +%s%N)
    /usr/bin/time -v -o "$RAW/source-time.txt" "$@" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    walls+=("$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", (b - a) / 1e9 }')")
    rsss+=("$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$RAW/source-time.txt")")
    cpus+=("$(awk -F': ' '/User time|System time/ { total += $2 } END { printf "%.3f", total }' "$RAW/source-time.txt")")
  done
  echo "$(printf '%s\n' "${walls[@]}" | median) $(printf '%s\n' "${rsss[@]}" | median) $(printf '%s\n' "${cpus[@]}" | median)"
}

LOAD=$(awk '{ print $1 }' /proc/loadavg 2>/dev/null || echo unknown)
read -r CAT_WALL _ _ < <(run_series cat sh -c "xargs -d '\n' cat <'$LIST' >/dev/null")
read -r SRC_WALL SRC_RSS SRC_CPU < <(run_series source "$BIN" source --package "$TREE" --format json --output "$WORK/source-out" --fail-on never --quiet)
read -r _ ONE_RSS _ < <(run_series one "$BIN" source --package "$WORK/source-one" --format json --output "$WORK/source-out-one" --fail-on never --quiet)

awk -v files="$FILES" -v bytes="$BYTES" -v cat="$CAT_WALL" -v wall="$SRC_WALL" -v cpu="$SRC_CPU" -v load="$LOAD" -v rss="$SRC_RSS" -v one="$ONE_RSS" -v runs="$RUNS" \
    -v date="$(date -u '+%Y-%m-%d %H:%M UTC')" -v commit="$(git rev-parse --short HEAD 2>/dev/null || echo unknown)" 'BEGIN {
  ratio = wall / cat
  perByte = (rss - one) * 1024 / bytes
  print ""
  print "## Source audit (Element X Swift files)"
  print ""
  printf "`lubaaudit source` on Element X'"'"'s %d Swift files (%.1f MB, copied alone), medians of %d runs, %s, commit %s, load average %s.\n", files, bytes / 1048576, runs, date, commit, load
  print "Targets (issue 37): at most 10x `cat` of the same files; peak RSS above a one-file run at most 8x the Swift bytes."
  print ""
  print "| measure | value | target | |"
  print "|---|---|---|---|"
  printf "| wall, source audit | %.3f s | | |\n", wall
  printf "| CPU (user + system), source audit | %.3f s | | |\n", cpu
  printf "| wall, `cat` of the same files | %.4f s | | |\n", cat
  printf "| source / cat | %.1fx | <= 10x | %s |\n", ratio, (ratio <= 10 ? "met" : "not met")
  printf "| peak RSS, source audit | %.1f MB | | |\n", rss / 1024
  printf "| peak RSS, one-file baseline | %.1f MB | | |\n", one / 1024
  printf "| (peak - baseline) / Swift bytes | %.1fx | <= 8x | %s |\n", perByte, (perByte <= 8 ? "met" : "not met")
}' | tee "$RAW/source.md"
