#!/usr/bin/env bash
# Build the real C corpus (MLGO format) on a fresh machine: PyPI sdists of C libraries compiled by clang-22
# (installed with apt-get if missing) with -Oz -Xclang -fembed-bitcode=all, then extracted with mlgo-utils.
# Resumable: run it again after an interruption. Usage: scripts/build_corpus.sh [CORPUS_DIR] [mlbridge-corpus build flags]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/bootstrap.sh"
corpus="${1:-$root/build/corpus}"  # build/ is git-ignored; the work dir goes beside it (CORPUS.work)
shift || true
exec "$root/.venv/bin/python" -m mlbridge_llvm.cli.corpus build "$corpus" "$@"
