#!/usr/bin/env bash
# The installed kit, as a user gets it: build the wheel from a copy of this tree, install it into a fresh virtual
# environment outside the checkout with the OLDEST supported dependencies (constraints-min.txt), and run the smoke
# suite (test/smoke) there, from a temporary folder, on both cores. Called by scripts/test.sh; about a minute on 2 cores.
#   scripts/smoke.sh [PYTEST ARGS...]           both stages in a temporary folder, removed at exit
#   scripts/smoke.sh --prepare DIR              only the wheel and the venv, into the empty folder DIR (kept)
#   scripts/smoke.sh --run DIR [PYTEST ARGS...] only the suite, with DIR's venv (DIR is removed at exit)
# scripts/test.sh prepares while pytest runs (the install is mostly disk work) and runs the suite after lit.
# Everything it writes (tree copy, wheel, venv, native build, caches) is under one temporary folder.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
py="$root/.venv/bin/python"
uv="$root/.venv/bin/uv"
stage=all
case "${1:-}" in
  --prepare|--run) stage="${1#--}"; tmp="${2:?smoke.sh: $1 needs a folder}"; shift 2 ;;
  *) tmp="$(mktemp -d "${TMPDIR:-/tmp}/mlbridge-smoke.XXXXXX")" ;;
esac
[ "$stage" = prepare ] || trap 'rm -rf "$tmp"' EXIT

prepare() {
  echo "smoke: building the wheel from a copy of the tree" >&2
  mkdir -p "$tmp/src"
  (cd "$root" && git ls-files -co --exclude-standard -z | xargs -0 tar -cf - --no-recursion) | tar -xf - -C "$tmp/src"
  "$py" -m pip wheel -q --no-deps --no-build-isolation "$tmp/src" -w "$tmp/dist" >&2
  wheel="$(ls "$tmp"/dist/mlbridge_llvm-*.whl)"
  echo "smoke: installing $(basename "$wheel")[all] with the oldest supported dependencies" >&2
  "$py" -m venv --without-pip "$tmp/venv"
  # the suite's own tools: pytest, pytest-timeout and pytest-xdist (it runs on both cores), pinned as in the checkout
  local tools=(); local t
  for t in pytest pytest-timeout pytest-xdist; do
    tools+=("$(grep -i "^$t==" "$root/constraints.txt" || echo "$t")")
  done
  # uv when bootstrap.sh installed it (the same install in a third of the time); pip if there is none or it fails
  if ! { [ -x "$uv" ] && "$uv" pip install -q --compile-bytecode --python "$tmp/venv/bin/python" \
           -c "$root/constraints-min.txt" "$wheel[all]" "${tools[@]}" >&2; }; then
    [ ! -x "$uv" ] || echo "smoke: uv failed; installing with pip" >&2
    "$py" -m pip --python "$tmp/venv/bin/python" install -q -c "$root/constraints-min.txt" "$wheel[all]" \
        "${tools[@]}" >&2
  fi
  # Installable beside the pins users have asked about (a dry run of pip itself: the resolver users run).
  for pin in numpy==1.26.4 numpy==2.3.5 protobuf==6.33.6 grpcio==1.80.0 onnxruntime==1.30.0; do
    if ! out="$("$py" -m pip --python "$tmp/venv/bin/python" install -q --dry-run --ignore-installed "$wheel" "$pin" 2>&1)"; then
      echo "smoke: mlbridge-llvm cannot be installed beside $pin:" >&2
      echo "$out" | grep -v "^WARNING: Location" | tail -3 >&2
      exit 1
    fi
  done
}

run() {
  [ -x "$tmp/venv/bin/python" ] || { echo "smoke: $tmp holds no prepared venv (scripts/smoke.sh --prepare $tmp)" >&2; exit 1; }
  mkdir -p "$tmp/run" "$tmp/cache"
  cp "$root"/test/smoke/*.py "$tmp/run/"
  printf '[pytest]\ntimeout = 900\n' > "$tmp/run/pytest.ini"
  echo "smoke: running test/smoke from $tmp/run" >&2
  cd "$tmp/run"
  # The suite runs on both cores. Its one native build is test_installed_kit.py's native_build fixture (from the
  # bundle made read-only); no other test builds at first use (MLBRIDGE_NATIVE_AUTOBUILD=0): ml-inline takes the
  # plug-in if that build is done, else LLVM's interactive mode (same decisions).
  env -u PYTHONPATH MLBRIDGE_NATIVE_AUTOBUILD=0 MLBRIDGE_CACHE_DIR="$tmp/cache/compiled" XDG_CACHE_HOME="$tmp/cache" ZIG_GLOBAL_CACHE_DIR="$tmp/cache/zig" \
      ZIG_LOCAL_CACHE_DIR="$tmp/cache/zig" RAY_TMPDIR="$tmp/ray" "$tmp/venv/bin/python" -m pytest -q -p no:cacheprovider \
      -n 2 "$@"
}

case "$stage" in
  prepare) prepare ;;
  run) run "$@" ;;
  all) prepare; run "$@" ;;
esac
