#!/usr/bin/env bash
# Regenerate mlbridge_llvm/proto/mlbridge_pb2.py from mlbridge.proto (needs grpcio-tools, in the test extra).
# protoc >= 5.26 adds a check that the protobuf runtime is at least protoc's own version; the module uses only the
# descriptor builder (protobuf >= 3.20), so the check is dropped to keep older protobuf runtimes working (see the
# floors in pyproject.toml and constraints-min.txt).
set -euo pipefail
cd "$(dirname "$0")/../mlbridge_llvm/proto"
"${PYTHON:-../../.venv/bin/python}" -m grpc_tools.protoc -I. --python_out=. mlbridge.proto
"${PYTHON:-../../.venv/bin/python}" - <<'PY'
import re
path = "mlbridge_pb2.py"
text = open(path).read()
text = text.replace("from google.protobuf import runtime_version as _runtime_version\n", "")
text = re.sub(r"_runtime_version\.ValidateProtobufRuntimeVersion\([^)]*\)\n", "", text)
text = text.replace('"""Generated protocol buffer code."""',
                    '"""Generated protocol buffer code (scripts/gen_proto.sh drops protoc\'s runtime version check: this module only\n'
                    'uses the descriptor builder of protobuf >= 3.20, so it runs on every protobuf the kit supports)."""')
open(path, "w").write(text)
PY
