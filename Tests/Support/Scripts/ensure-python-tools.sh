#!/usr/bin/env bash
# Ensures a Python virtual environment with the validators the report tests use
# (junitparser to read JUnit back, jsonschema for SARIF and the JSON report schema)
# at <package root>/.build/pyenv, and prints the path of its python on stdout.
# Exit status 3 means the tools cannot be had here (no python3, no venv, no pip or no
# network): the tests then skip with this script's message rather than fail.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
venv="$root/.build/pyenv"
python="${PYTHON:-python3}"

mkdir -p "$root/.build"
# Tests may run in parallel: one installer at a time.
if command -v flock >/dev/null 2>&1; then
    exec 9>"$root/.build/pyenv.lock"
    flock 9
fi

if [ ! -x "$venv/bin/python" ]; then
    if ! command -v "$python" >/dev/null 2>&1; then
        echo "ensure-python-tools: $python not found (apt-get install -y python3 python3-venv)" >&2
        exit 3
    fi
    if ! "$python" -m venv "$venv" >&2; then
        rm -rf "$venv"
        echo "ensure-python-tools: '$python -m venv' failed (apt-get install -y python3-venv)" >&2
        exit 3
    fi
fi

if ! "$venv/bin/python" -c "import junitparser, jsonschema" >/dev/null 2>&1; then
    if ! "$venv/bin/python" -m pip --version >/dev/null 2>&1; then
        echo "ensure-python-tools: pip is unavailable in $venv (apt-get install -y python3-pip python3-venv)" >&2
        exit 3
    fi
    if ! "$venv/bin/python" -m pip install --quiet --disable-pip-version-check junitparser jsonschema >&2; then
        echo "ensure-python-tools: pip install junitparser jsonschema failed" >&2
        exit 3
    fi
fi

echo "$venv/bin/python"
