#!/usr/bin/env bash
# The whole test suite: bootstrap, then pytest (library), lit + FileCheck (test/lit), and the installed-kit smoke
# suite (scripts/smoke.sh: the wheel installed outside the checkout with the oldest supported dependencies).
#   scripts/test.sh [--fast] [PYTEST ARGS...]     --fast: pytest only, the quick tier (for every edit)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fast=0
if [ "${1:-}" = "--fast" ]; then fast=1; shift; fi
# Wall time of each stage, printed at the end (issue #30 tracks the full run's total on 2 cores).
started=$(date +%s); stage_start=$started; stages=()
stage_done() { local now; now=$(date +%s); stages+=("$1 $((now - stage_start)) s"); stage_start=$now; }
"$root/scripts/bootstrap.sh"
stage_done set-up
cd "$root"
# Every temporary file of the suite goes into one folder of this run, removed at the end: libraries write there too
# (onnxruntime leaves its telemetry session id, .ses, in $TMPDIR). A short path: Ray and the compile servers put Unix
# sockets under it (at most 107 bytes).
suite_tmp="$(mktemp -d "${TMPDIR:-/tmp}/mlbt.XXXXXX")"
export TMPDIR="$suite_tmp"
special_files() { stat -c '%n %F %t:%T' /dev/null /dev/zero /dev/urandom /dev/stdin /dev/stdout /dev/stderr 2>&1; }
special_before="$(special_files)"
# Nor may it write caches outside its temporary folders (zig keeps one in ~/.cache/zig unless told otherwise).
zig_cache="${XDG_CACHE_HOME:-$HOME/.cache}/zig"
zig_cache_before="$([ -e "$zig_cache" ] && echo yes || echo no)"
status=0
if [ "$fast" = 0 ]; then
  # The installed-kit smoke suite's wheel and venv are prepared while pytest runs, its tests beside lit.
  smoke_dir="$(mktemp -d "${TMPDIR:-/tmp}/mlbridge-smoke.XXXXXX")"
  smoke_log="$(mktemp "${TMPDIR:-/tmp}/mlbridge-smoke-log.XXXXXX")"  # outside smoke_dir: smoke.sh --run removes that
  "$root/scripts/smoke.sh" --prepare "$smoke_dir" >"$smoke_dir/prepare.log" 2>&1 &
  smoke_prep=$!
  smoke_run=""
  cleanup() {
    local pid
    for pid in $smoke_prep $smoke_run; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
    rm -rf "$smoke_dir" "$smoke_log" "$suite_tmp"
  }
  trap cleanup EXIT
else
  trap 'rm -rf "$suite_tmp"' EXIT
fi
# pytest on both cores (pytest-xdist; worksteal: a worker that runs out takes queued tests from the other, so the
# long tests do not leave one core idle at the end); the fast tier leaves out the tests marked slow
# (test/unit/conftest.py)
if [ "$fast" = 1 ]; then
  "$root/.venv/bin/python" -m pytest -q -n 2 --dist worksteal -m "not slow" "$@" || status=$?
else
  "$root/.venv/bin/python" -m pytest -q -n 2 --dist worksteal "$@" || status=$?
fi
stage_done pytest
if [ "$fast" = 0 ]; then
  # lit and the installed-kit suite run side by side (each leaves a core idle part of the time: the demo, model
  # servers, tool start-up); the suite's output follows lit's.
  if wait "$smoke_prep"; then
    grep -v "^WARNING: Location" "$smoke_dir/prepare.log" >&2 || true
    "$root/scripts/smoke.sh" --run "$smoke_dir" >"$smoke_log" 2>&1 &
    smoke_run=$!
  else
    echo "test.sh: preparing the installed-kit smoke suite failed:" >&2
    grep -v "^WARNING: Location" "$smoke_dir/prepare.log" | tail -20 >&2
    status=1
  fi
  "$root/.venv/bin/lit" -sv "$root/test/lit" || status=$?
  if [ -n "$smoke_run" ]; then
    wait "$smoke_run" || status=$?
    smoke_run=""
    cat "$smoke_log" >&2
  fi
  stage_done "lit and smoke"
fi
# The suite runs as root in CI: it must leave the machine's special files alone (a regular /dev/null or /dev/stdout
# once broke every later command on the machine). Fail loudly if a test replaced one.
if [ "$(special_files)" != "$special_before" ]; then
  echo "test.sh: a test replaced one of the machine's special files:" >&2
  diff <(echo "$special_before") <(special_files) >&2 || true
  status=1
fi
if [ "$zig_cache_before" = no ] && [ -e "$zig_cache" ]; then
  echo "test.sh: a test created $zig_cache (run zig with ZIG_GLOBAL_CACHE_DIR/ZIG_LOCAL_CACHE_DIR in its temp folder)" >&2
  status=1
fi
summary="$(printf '%s, ' "${stages[@]}")"
echo "test.sh: ${summary%, }; total $(( $(date +%s) - started )) s" >&2
exit $status
