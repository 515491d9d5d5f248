#!/usr/bin/env bash
# Regenerate mlbridge_llvm/proto/mlbridge_pb2.py from mlbridge.proto (needs grpcio-tools, in the test extra).
set -euo pipefail
cd "$(dirname "$0")/../mlbridge_llvm/proto"
"${PYTHON:-../../.venv/bin/python}" -m grpc_tools.protoc -I. --python_out=. mlbridge.proto
