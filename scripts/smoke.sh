#!/usr/bin/env bash
# The installed kit, as a user gets it: build the wheel from a copy of this tree, install it into a fresh virtual
# environment outside the checkout with the OLDEST supported dependencies (constraints-min.txt), and run the smoke
# suite (test/smoke) there, from a temporary folder. Called by scripts/test.sh; about 2 minutes on 2 cores.
# Everything it writes (tree copy, wheel, venv, native build, caches) is under one temporary folder, removed at exit.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
py="$root/.venv/bin/python"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/mlbridge-smoke.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
echo "smoke: building the wheel from a copy of the tree" >&2
mkdir -p "$tmp/src"
(cd "$root" && git ls-files -co --exclude-standard -z | xargs -0 tar -cf - --no-recursion) | tar -xf - -C "$tmp/src"
"$py" -m pip wheel -q --no-deps --no-build-isolation "$tmp/src" -w "$tmp/dist" >&2
wheel="$(ls "$tmp"/dist/mlbridge_llvm-*.whl)"
echo "smoke: installing $(basename "$wheel")[all] with the oldest supported dependencies" >&2
"$py" -m venv --without-pip "$tmp/venv"
"$py" -m pip --python "$tmp/venv/bin/python" install -q -c "$root/constraints-min.txt" "$wheel[all]" pytest \
    pytest-timeout >&2
# Installable beside the pins users have asked about (a dry run: pip's resolver only).
for pin in numpy==1.26.4 numpy==2.3.5 protobuf==6.33.6 grpcio==1.80.0 onnxruntime==1.30.0; do
  if ! out="$("$py" -m pip --python "$tmp/venv/bin/python" install -q --dry-run --ignore-installed "$wheel" "$pin" 2>&1)"; then
    echo "smoke: mlbridge-llvm cannot be installed beside $pin:" >&2
    echo "$out" | grep -v "^WARNING: Location" | tail -3 >&2
    exit 1
  fi
done
mkdir -p "$tmp/run" "$tmp/cache"
cp "$root"/test/smoke/*.py "$tmp/run/"
printf '[pytest]\ntimeout = 900\n' > "$tmp/run/pytest.ini"
echo "smoke: running test/smoke from $tmp/run" >&2
cd "$tmp/run"
env -u PYTHONPATH MLBRIDGE_CACHE_DIR="$tmp/cache/compiled" XDG_CACHE_HOME="$tmp/cache" ZIG_GLOBAL_CACHE_DIR="$tmp/cache/zig" \
    ZIG_LOCAL_CACHE_DIR="$tmp/cache/zig" RAY_TMPDIR="$tmp/ray" "$tmp/venv/bin/python" -m pytest -q -p no:cacheprovider "$@"
