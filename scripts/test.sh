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
# The suite runs as root in CI: it must leave the machine's special files alone (a regular /dev/null once broke
# every later command on the machine). Fail loudly if a test replaced one.
for dev in /dev/null /dev/zero /dev/urandom; do
  if [ ! -c "$dev" ]; then
    echo "test.sh: $dev is no longer a character device: a test wrote over it" >&2
    status=1
  fi
done
exit $status
