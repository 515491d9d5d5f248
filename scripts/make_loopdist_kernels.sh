#!/usr/bin/env bash
# Compile the TSVC-style loop-distribution kernels: test/inputs/loopdist/kernels.c -> kernels.ll (committed).
#
# clang-22's -O2 pipeline with -fno-vectorize -fno-slp-vectorize -fno-unroll-loops, EXCEPT `loop-load-elim`:
# LoopLoadElimination runs at -O2 even without the vectorizer and turns every `a[i] = a[i-1] + ...` into a register
# recurrence (a phi carrying the stored value), so the memory recurrences that loop distribution (LLVM's own
# loop-distribute included, which runs before it in the -O2 pipeline) works on would be gone. So clang only emits the
# unoptimised -O2 IR (-Xclang -disable-llvm-passes), and the wheel's opt (LLVM 22 like clang-22) runs the pipeline
# clang itself prints (-print-pipeline-passes) minus loop-load-elim; it reproduces clang -O2 otherwise (checked: same
# IR up to value numbering). For the same reason GVN's loop-carried load PRE is off (-enable-load-in-loop-pre=false:
# it forwarded a[i-1] from the previous iteration's store in loops with two recurrences). Then `function(loop-simplify,lcssa)` so every loop has a preheader, dedicated exits and
# LCSSA form. `!llvm.ident` is dropped and the input is read relative / from stdin, so the output is reproducible.
# Usage: scripts/make_loopdist_kernels.sh [STEM]   (STEM.c -> STEM.ll, default kernels; also kernels_cf = loops with
# control flow in the body; needs clang-22 on PATH and the repo's .venv)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="$root/test/inputs/loopdist"
py="$root/.venv/bin/python"
stem="${1:-kernels}"
clang="${CLANG:-clang-22}"
opt="$("$py" -c 'from mlbridge_llvm.ir.tools import find_tool; print(find_tool("opt"))')"
flags=(-O2 -fno-vectorize -fno-slp-vectorize -fno-unroll-loops -fno-discard-value-names
       -target x86_64-unknown-linux-gnu)

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$dir"  # relative source name in the IR (source_filename = "$stem.c")

"$clang" "${flags[@]}" -mllvm -print-pipeline-passes -c "$stem.c" -o /dev/null > "$work/pipeline.txt"
pipeline="$(tr -d '\n' < "$work/pipeline.txt")"
case "$pipeline" in *loop-load-elim,*) ;; *) echo "no loop-load-elim in clang's pipeline?" >&2; exit 1 ;; esac
pipeline="${pipeline//loop-load-elim,/}"

"$clang" "${flags[@]}" -Xclang -disable-llvm-passes -S -emit-llvm "$stem.c" -o "$work/k0.ll"
grep -v '^!llvm.ident = ' "$work/k0.ll" > "$work/k1.ll"
"$opt" -passes="$pipeline" -enable-load-in-loop-pre=false -S < "$work/k1.ll" > "$work/k2.ll"
"$opt" -passes='function(loop-simplify,lcssa)' -S < "$work/k2.ll" > "$work/kernels.ll"

if grep -Eq 'call .*@(memset|memcpy|memmove|llvm\.mem)' "$work/kernels.ll"; then
  echo "a loop became a mem* call" >&2; exit 1
fi
mv "$work/kernels.ll" "$dir/$stem.ll"
echo "wrote $dir/$stem.ll ($(grep -c '^define' "$dir/$stem.ll") functions)"
