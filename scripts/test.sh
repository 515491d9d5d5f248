#!/usr/bin/env bash
# The whole test suite: bootstrap, then pytest (library) and lit + FileCheck (test/lit, when it has tests).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/bootstrap.sh"
cd "$root"
status=0
"$root/.venv/bin/python" -m pytest -q "$@" || status=$?
if [ -f "$root/test/lit/lit.cfg.py" ]; then
  "$root/.venv/bin/lit" -sv "$root/test/lit" || status=$?
fi
exit $status
