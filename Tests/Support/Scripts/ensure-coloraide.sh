#!/usr/bin/env bash
# Makes the Python library coloraide importable for the cross-check tests in ColorTests.swift:
# creates a venv at <package root>/.build/pyenv and pip-installs coloraide into it, then prints
# the venv's python path on stdout. Idempotent: does nothing when the venv already imports it.
#
# The version is pinned because the tests compare to 1e-9 and depend on coloraide's constants
# (D65 from 4-digit chromaticity, its sRGB and OKLab matrices); override with COLORAIDE_VERSION.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
venv="$root/.build/pyenv"
version="${COLORAIDE_VERSION:-8.13.1}"

if [ -x "$venv/bin/python" ] && "$venv/bin/python" -c "import coloraide" >/dev/null 2>&1; then
    echo "$venv/bin/python"
    exit 0
fi

python="$(command -v python3 || true)"
if [ -z "$python" ]; then
    echo "ensure-coloraide: python3 not found" >&2
    exit 1
fi
mkdir -p "$root/.build"
"$python" -m venv "$venv" >&2
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check "coloraide==$version" >&2
"$venv/bin/python" -c "import coloraide" >&2
echo "$venv/bin/python"
