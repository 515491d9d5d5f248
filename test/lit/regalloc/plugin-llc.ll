; The eviction-advisor plug-in in the wheel's stock llc: `llc -load=$(mlbridge-config --plugin regalloc)` runs the
; bundled policy, compiled into the plug-in, on a user's .ll: the golden decisions of golden.ll (the first four
; and the 30th), 12 spills and 14 reloads. With -mlbridge-regalloc-runner=default it is plain llc, byte for byte.
; RUN: rm -rf %t && mkdir -p %t
; RUN: %llc -O2 -load=%regalloc-plugin -mlbridge-regalloc-decisions=%t/decisions.jsonl %S/Inputs/pressure.ll -o %t/ml.s
; RUN: FileCheck %s --check-prefix=DECISIONS < %t/decisions.jsonl
; RUN: grep -c "Spill$" %t/ml.s | FileCheck %s --check-prefix=SPILLS
; RUN: grep -c "Reload$" %t/ml.s | FileCheck %s --check-prefix=RELOADS
; RUN: %llc -O2 %S/Inputs/pressure.ll -o %t/plain.s
; RUN: %llc -O2 -load=%regalloc-plugin -mlbridge-regalloc-runner=default %S/Inputs/pressure.ll -o %t/default.s
; RUN: diff %t/plain.s %t/default.s
; RUN: not %llc -O2 -load=%regalloc-plugin -mlbridge-regalloc-runner=grpc:localhost:1 %S/Inputs/pressure.ll -o %t/bad.s 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t/bad.s

; DECISIONS:      {"function": "mix", "index": 32, "default": 14, "allowed": 7, "proposed": 32, "corrected": false, "fallback": false}
; DECISIONS-NEXT: {"function": "mix", "index": 32, "default": 14, "allowed": 7, "proposed": 32, "corrected": false, "fallback": false}
; DECISIONS-NEXT: {"function": "mix", "index": 13, "default": 14, "allowed": 7, "proposed": 13, "corrected": false, "fallback": false}
; DECISIONS-NEXT: {"function": "mix", "index": 32, "default": 14, "allowed": 6, "proposed": 32, "corrected": false, "fallback": false}
; DECISIONS-COUNT-25: {"function": "mix",
; DECISIONS-NEXT: {"function": "mix", "index": 32, "default": 32, "allowed": 15, "proposed": 32, "corrected": false, "fallback": false}
; DECISIONS-NOT: function
; SPILLS: 12
; RELOADS: 14
; BAD: LLVM ERROR: -mlbridge-regalloc-runner=grpc:localhost:1: the plug-in runs compiled, default, mimic or pipe:BASE, not 'grpc:'
; BAD-NOT: {{.}}
