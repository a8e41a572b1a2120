#!/usr/bin/env bash
# Builds and runs every libFuzzer target for SECONDS each (default 60), one after another.
#
#   fuzz/run.sh [SECONDS] [TARGET...]      e.g. fuzz/run.sh 120 Strings JSON
#
# Each target's corpus lives in .build/fuzz/corpus/<Target> and grows from run to run; every run
# first adds the seeds: fuzz/seeds/<Target>/ plus the repository's own fixtures of that format.
# An input that crashes, leaks (AddressSanitizer) or takes over a second is a failure: libFuzzer
# writes it to .build/fuzz/artifacts/<Target>/ and this script exits non-zero once all ran.
# Prints, per target: executions, coverage (cov: edges, ft: features), duration and status.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=60
if [ $# -gt 0 ] && [[ $1 =~ ^[0-9]+$ ]]; then
  seconds=$1
  shift
fi
if [ $# -gt 0 ]; then
  targets=("$@")
else
  targets=()
  for file in fuzz/Targets/*.swift; do targets+=("$(basename "$file" .swift)"); done
fi

fuzz/build.sh "${targets[@]}"

out=.build/fuzz
# Swift's own crash backtracer reads the stack in a way AddressSanitizer reports as an error of its
# own; turn it off so a Swift trap shows up as libFuzzer's "deadly signal" with a clean stack.
export SWIFT_BACKTRACE=enable=no
# Leaks inside system libraries we cannot fix are listed, with reasons, in fuzz/lsan.supp.
export LSAN_OPTIONS="suppressions=$(pwd)/fuzz/lsan.supp:print_suppressions=1${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

# Fixtures of each target's format found in the repository (besides fuzz/seeds/<Target>/).
fixtures() {
  local roots=(Tests/Fixtures Localizations)
  case $1 in
    Strings) find "${roots[@]}" -name '*.strings' -size -64k ;;
    StringsDict) find "${roots[@]}" -name '*.stringsdict' -size -64k ;;
    StringCatalog) find "${roots[@]}" -name '*.xcstrings' -size -64k ;;
    SwiftRegistry) find "${roots[@]}" -name '*.swift' -size -64k ;;
    JSON) find "${roots[@]}" \( -name '*.json' -o -name '*.xcstrings' \) -size -64k ;;
    Config) find "${roots[@]}" -name '.lubaaudit*.json' -size -64k ;;
    DTCGPalette) find "${roots[@]}" -name '*.tokens.json' -size -64k ;;
    SwiftTheme) find "${roots[@]}" -path '*Theme*' -name '*.swift' -size -64k ;;
    DesignTokens) find "${roots[@]}" -path '*Tokens*' -name '*.swift' -size -64k ;;
    TranslationImport) find "${roots[@]}" \( -name '*.xliff' -o -name '*.xlf' -o -name '*.csv' \) -size -64k ;;
    SwiftViews) find "${roots[@]}" -path '*Components*' -name '*.swift' -size -64k ;;
    *) true ;;
  esac 2>/dev/null || true
}

summary=()
failed=0
for name in "${targets[@]}"; do
  corpus=$out/corpus/$name
  artifacts=$out/artifacts/$name
  log=$out/logs/$name.log
  mkdir -p "$corpus" "$artifacts" "$out/logs"
  if [ -d "fuzz/seeds/$name" ]; then
    find "fuzz/seeds/$name" -type f -print0 | while IFS= read -r -d '' seed; do
      cp "$seed" "$corpus/seed-$(basename "$seed")"
    done
  fi
  while IFS= read -r fixture; do
    [ -n "$fixture" ] || continue
    cp "$fixture" "$corpus/fixture-$(echo "$fixture" | tr '/ ' '__')"
  done < <(fixtures "$name")
  dict=()
  [ -f "fuzz/dicts/$name.dict" ] && dict=(-dict="fuzz/dicts/$name.dict")

  echo "fuzz: $name for ${seconds}s (log: $log)"
  started=$(date +%s)
  status=ok
  # -timeout=1: an input slower than one second is a failure like a crash.
  if ! "$out/$name" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 -max_len=65536 \
      -print_final_stats=1 -artifact_prefix="$artifacts/" "${dict[@]}" "$corpus" >"$log" 2>&1; then
    failed=1
    if grep -q "ERROR: libFuzzer: timeout" "$log"; then status="SLOW INPUT"
    elif grep -q "ERROR: LeakSanitizer" "$log"; then status="LEAK"
    elif grep -q "ERROR: libFuzzer: out-of-memory" "$log"; then status="OUT OF MEMORY"
    else status="CRASH"
    fi
    artifact=$(grep -o "Test unit written to [^ ]*" "$log" | tail -1 | sed 's/Test unit written to //' || true)
    [ -n "$artifact" ] && status="$status: $artifact"
  fi
  if grep -q "Suppressions used:" "$log"; then
    status="$status (a leak listed in fuzz/lsan.supp was suppressed; see $log)"
  fi
  duration=$(( $(date +%s) - started ))
  executions=$(grep -o "stat::number_of_executed_units: [0-9]*" "$log" | tail -1 | grep -o "[0-9]*$" || true)
  # The last status line libFuzzer printed ("#123 DONE cov: 456 ft: 789 corp: …").
  last=$(grep -E "^#[0-9]+" "$log" | tail -1 || true)
  cov=$(echo "$last" | grep -o "cov: [0-9]*" | grep -o "[0-9]*" || true)
  ft=$(echo "$last" | grep -o "ft: [0-9]*" | grep -o "[0-9]*" || true)
  [ -n "$executions" ] || executions=$(echo "$last" | grep -o "^#[0-9]*" | tr -d '#' || true)
  line=$(printf "%-14s executions %10s  cov %6s  ft %7s  %4ss  %s" \
    "$name" "${executions:-?}" "${cov:-?}" "${ft:-?}" "$duration" "$status")
  echo "$line"
  summary+=("$line")
done

echo
echo "fuzz summary (${seconds}s per target; corpora in $out/corpus, failures in $out/artifacts):"
printf "%s\n" "${summary[@]}"
exit $failed
