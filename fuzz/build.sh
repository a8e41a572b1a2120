#!/usr/bin/env bash
# Builds one libFuzzer executable per fuzz/Targets/<Name>.swift into .build/fuzz/<Name>.
#
# Why not SwiftPM: the fuzzer and address sanitizers need `-sanitize=fuzzer,address`, which
# Package.swift could only pass through `unsafeFlags`. So this script compiles directly:
#   1. the C++ ICU shim with clang++ (ASan + coverage, no libFuzzer main) into libCICUShim.a,
#   2. a module map so Swift can import that shim's C header,
#   3. the library's layers, instrumented, each into lib<Module>.a plus its .swiftmodule,
#   4. each target against them; every target only uses LubaAudit's public API.
#
#   fuzz/build.sh            build every target
#   fuzz/build.sh Strings    build only the named targets (the library is rebuilt when stale)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

SWIFTC=${SWIFTC:-swiftc}
# clang++ from the Swift toolchain knows -fsanitize=fuzzer; fall back to one next to swiftc.
if [ -z "${CLANGXX:-}" ]; then
  CLANGXX="$(dirname "$(command -v "$SWIFTC")")/clang++"
  [ -x "$CLANGXX" ] || CLANGXX=clang++
fi
JOBS=${JOBS:-2}

out=.build/fuzz
work=$out/work
mkdir -p "$work/shim" "$work/modules/CICUShim" "$work/lib"

# Only C++ compiled by clang++ below ever sees ICU's headers; Swift sees only CICUShim.h.
icu_cflags=$(pkg-config --cflags icu-i18n icu-uc 2>/dev/null || true)
icu_libs=$(pkg-config --libs icu-i18n icu-uc 2>/dev/null || echo "-licui18n -licuuc")

# Rebuilds are decided by content, not mtimes: sources copied in with old timestamps still count.
fingerprint() { # fingerprint FILE...: one hash over the names and contents of FILE...
  { printf '%s\n' "$@"; cat "$@"; } | sha256sum | cut -d' ' -f1
}
stale() { # stale OUTPUT STAMP: true when OUTPUT is missing or was built from other inputs
  [ -e "$1" ] && [ -f "$1.stamp" ] && [ "$(cat "$1.stamp")" = "$2" ] && return 1
  return 0
}

# 1. The shim.
shim_sources=(Sources/CICUShim/*.cpp)
shim_headers=(Sources/CICUShim/*.h Sources/CICUShim/include/*.h)
shim_stamp=$(fingerprint "${shim_sources[@]}" "${shim_headers[@]}" "$0")
if stale "$work/lib/libCICUShim.a" "$shim_stamp"; then
  echo "build: CICUShim"
  objects=()
  for source in "${shim_sources[@]}"; do
    object="$work/shim/$(basename "${source%.cpp}").o"
    # shellcheck disable=SC2086
    "$CLANGXX" -std=c++17 -O1 -g -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address \
      -I Sources/CICUShim/include $icu_cflags -c "$source" -o "$object"
    objects+=("$object")
  done
  rm -f "$work/lib/libCICUShim.a"
  ar rcs "$work/lib/libCICUShim.a" "${objects[@]}"
  echo "$shim_stamp" >"$work/lib/libCICUShim.a.stamp"
fi

# 2. The module map (absolute path, so it stays valid wherever swiftc runs from).
cat >"$work/modules/CICUShim/module.modulemap.new" <<EOF
module CICUShim {
    header "$root/Sources/CICUShim/include/CICUShim.h"
    export *
}
EOF
if cmp -s "$work/modules/CICUShim/module.modulemap.new" "$work/modules/CICUShim/module.modulemap"; then
  rm "$work/modules/CICUShim/module.modulemap.new"
else
  mv "$work/modules/CICUShim/module.modulemap.new" "$work/modules/CICUShim/module.modulemap"
fi

# 3. The library: its layers in Package.swift's order (`layers`, lowest first),
# then the umbrella `LubaAudit` that re-exports them. -O keeps overflow and bounds traps (they
# are what we are looking for) but runs far more inputs per second than -Onone.
swift_flags=(-swift-version 6 -O -g -sanitize=fuzzer,address -use-ld=lld -I "$work/modules/CICUShim")
mapfile -t layers < <(sed -nE 's/^ *\("(LubaAudit[A-Za-z]*)", "([^"]+)", \[.*\]\),$/\1 \2/p' Package.swift)
layers+=("LubaAudit Sources/LubaAudit")
[ ${#layers[@]} -gt 1 ] || { echo "fuzz/build.sh: no layer targets found in Package.swift" >&2; exit 2; }
previous_stamp=$(cat "$work/lib/libCICUShim.a.stamp")
libraries=()
for layer in "${layers[@]}"; do
  module=${layer%% *}
  folder=${layer#* }
  mapfile -t module_sources < <(find "$folder" -name '*.swift' | LC_ALL=C sort)
  module_stamp=$(fingerprint "${module_sources[@]}" "$0" <(echo "$previous_stamp"))
  if stale "$work/lib/lib$module.a" "$module_stamp"; then
    echo "build: $module (${#module_sources[@]} files)"
    rm -f "$work/lib/lib$module.a"
    "$SWIFTC" "${swift_flags[@]}" -parse-as-library -module-name "$module" -package-name lubaaudit \
      -I "$work/lib" -emit-library -static -emit-module -emit-module-path "$work/lib/$module.swiftmodule" \
      -j "$JOBS" -o "$work/lib/lib$module.a" "${module_sources[@]}"
    echo "$module_stamp" >"$work/lib/lib$module.a.stamp"
  fi
  previous_stamp=$module_stamp
  libraries=("-l$module" "${libraries[@]}")
done
library_stamp=$previous_stamp

# 4. The targets.
if [ $# -gt 0 ]; then
  targets=()
  for name in "$@"; do targets+=("fuzz/Targets/$name.swift"); done
else
  targets=(fuzz/Targets/*.swift)
fi
for target in "${targets[@]}"; do
  name=$(basename "$target" .swift)
  binary="$out/$name"
  target_stamp=$(fingerprint "$target" <(echo "$library_stamp"))
  if stale "$binary" "$target_stamp"; then
    echo "build: $name"
    # shellcheck disable=SC2086
    "$SWIFTC" "${swift_flags[@]}" -parse-as-library -module-name "Fuzz$name" \
      -I "$work/lib" "$target" \
      -L "$work/lib" "${libraries[@]}" -lCICUShim $icu_libs -lstdc++ \
      -o "$binary"
    echo "$target_stamp" >"$binary.stamp"
  fi
done
echo "build: done ($out)"
