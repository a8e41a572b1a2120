#!/usr/bin/env bash
# Installs what lubaaudit needs on a fresh Debian machine that has only the Swift toolchain.
# Idempotent: installs only what is missing, so repeated `make` runs cost nothing.
#   scripts/install-deps.sh runtime   libicu-dev (ICU plural rules and MessageFormat) and pkg-config,
#                                     through which SwiftPM finds ICU (the CICU target's icu-i18n)
#   scripts/install-deps.sh test      + xmllint, headless Chromium, Python tools in .build/pyenv
#                                     (PyYAML reads action.yml in ActionTests)
#   scripts/install-deps.sh bench     + valgrind, time (/usr/bin/time -v), translate-toolkit in bench/.venv
set -euo pipefail
level=${1:-runtime}
cd "$(dirname "$0")/.."

need=()
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
want() { have_pkg "$1" || need+=("$1"); }

want libicu-dev
want pkg-config
if [ "$level" = test ] || [ "$level" = bench ]; then
  want libxml2-utils
  want chromium
  want python3-venv
fi
if [ "$level" = bench ]; then
  want valgrind
  want time  # /usr/bin/time -v: peak memory of each benchmark run
fi

if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

# Python tools the tests validate reports with (schemas, JUnit readers, color reference, YAML).
if [ "$level" = test ] || [ "$level" = bench ]; then
  venv=.build/pyenv
  if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import junitparser, jsonschema, coloraide, yaml" 2>/dev/null; then
    mkdir -p .build
    python3 -m venv "$venv" 2>/dev/null || python3 -m venv --without-pip "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check junitparser jsonschema coloraide pyyaml
  fi
fi
if [ "$level" = bench ]; then
  venv=bench/.venv
  if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import translate" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check translate-toolkit
  fi
fi
