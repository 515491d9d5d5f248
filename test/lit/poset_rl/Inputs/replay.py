"""Replay a poset-rl run with the wheel's own opt: read the final remark's pipeline, run `opt -S -passes=<it>`.

usage: replay.py REMARKS.jsonl INPUT.ll OUTPUT.ll
"""
import json
import subprocess
import sys

from mlbridge_llvm.ir.tools import find_tool

remarks_path, source, output = sys.argv[1:4]
with open(remarks_path) as f:
    final = [r for r in map(json.loads, f) if r["pass_name"] == "poset-rl" and r["name"] == "Sequence"][-1]
pipeline = final["args"]["pipeline"] or "verify"
print(pipeline)
sys.exit(subprocess.run([find_tool("opt"), "-S", f"-passes={pipeline}", source, "-o", output]).returncode)
