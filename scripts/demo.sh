#!/usr/bin/env bash
# Main job: bootstrap, then round-trip a real model through every runner/SerDes (in-process ONNX and Python,
# pipes in both wire dialects' framing, gRPC, ML-Compiler-Bridge's own compilerinterface as a peer) and print the table;
# drive stock opt's ML inliner; run rl-loop-distribute (default partition=search, beside its bundled agents) on the bundled kernels (JIT-checked).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/bootstrap.sh"
cd "$root"
exec "$root/.venv/bin/mlbridge-demo" "$@"
