; Golden decisions of the bundled eviction policy (models/regalloc-evict.onnx, codegen -O2; by default compiled into
; the native plug-in, the MIMIC run through its callback; the FIFO path gives the same, test_regalloc_plugin.py) on
; Inputs/pressure.ll, the committed input with register pressure. The policy departs from the LLVM-default-like
; choice (the remarks' "default", policies.mimic_index) on 18 of its 30 questions: 15 times by evicting nothing
; (32) where the default evicts, 0 times by evicting where the default does not, 3 times by evicting another
; register; 7 evictions, 12 spills + 14 reloads (LLVM's own advisor and the mimic policy,
; 46 questions, 18 evictions: 12 spills + 15 reloads). Every question's answer and legal count is pinned: a change in
; LLVM's features, to_model_input or the model changes this sequence.
; RUN: %mlbridge-opt -passes=ml-regalloc --remarks-file=%t.jsonl %S/Inputs/pressure.ll -o %t.bc
; RUN: FileCheck %s --check-prefix=EVICT < %t.jsonl
; RUN: %mlbridge-opt -passes=ml-regalloc --runner=python --model=mlbridge_passes.regalloc.policies:mimic --remarks-file=%t.mimic.jsonl %S/Inputs/pressure.ll -o %t.mimic.bc
; RUN: FileCheck %s --check-prefix=MIMIC < %t.mimic.jsonl
; RUN: %python -c "import sys; from mlbridge_passes.regalloc import compile_default, count_spills; print('default advisor: spills=%%d reloads=%%d' %% count_spills(compile_default(open(sys.argv[1]).read(), 2, 'assembly')))" %S/Inputs/pressure.ll | FileCheck %s --check-prefix=DEFAULT

; EVICT:      {"args": {"allowed": 7, "default": 14, "evicts": false, "fallback": false, "index": 32, "observation": 0}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 7, "default": 14, "evicts": false, "fallback": false, "index": 32, "observation": 1}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 7, "default": 14, "evicts": true, "fallback": false, "index": 13, "observation": 2}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 6, "default": 14, "evicts": false, "fallback": false, "index": 32, "observation": 3}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 7, "default": 14, "evicts": true, "fallback": false, "index": 14, "observation": 4}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 6, "default": 32, "evicts": false, "fallback": false, "index": 32, "observation": 5}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 7, "default": 9, "evicts": true, "fallback": false, "index": 9, "observation": 6}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 6, "default": 32, "evicts": false, "fallback": false, "index": 32, "observation": 7}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 7, "default": 12, "evicts": false, "fallback": false, "index": 32, "observation": 8}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 7, "default": 12, "evicts": false, "fallback": false, "index": 32, "observation": 9}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 7, "default": 12, "evicts": true, "fallback": false, "index": 12, "observation": 10}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 6, "default": 32, "evicts": false, "fallback": false, "index": 32, "observation": 11}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 7, "default": 10, "evicts": true, "fallback": false, "index": 10, "observation": 12}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 6, "default": 32, "evicts": false, "fallback": false, "index": 32, "observation": 13}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 7, "default": 14, "evicts": true, "fallback": false, "index": 9, "observation": 14}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 6, "default": 14, "evicts": false, "fallback": false, "index": 32, "observation": 15}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 7, "default": 14, "evicts": false, "fallback": false, "index": 32, "observation": 16}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 7, "default": 14, "evicts": true, "fallback": false, "index": 9, "observation": 17}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 6, "default": 14, "evicts": false, "fallback": false, "index": 32, "observation": 18}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 7, "default": 32, "evicts": false, "fallback": false, "index": 32, "observation": 19}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 7, "default": 32, "evicts": false, "fallback": false, "index": 32, "observation": 20}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 7, "default": 14, "evicts": false, "fallback": false, "index": 32, "observation": 21}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 7, "default": 14, "evicts": false, "fallback": false, "index": 32, "observation": 22}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 16, "default": 9, "evicts": false, "fallback": false, "index": 32, "observation": 23}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 7, "default": 14, "evicts": false, "fallback": false, "index": 32, "observation": 24}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 16, "default": 9, "evicts": false, "fallback": false, "index": 32, "observation": 25}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 7, "default": 14, "evicts": false, "fallback": false, "index": 32, "observation": 26}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 7, "default": 14, "evicts": false, "fallback": false, "index": 32, "observation": 27}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 16, "default": 32, "evicts": false, "fallback": false, "index": 32, "observation": 28}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: {"args": {"allowed": 15, "default": 32, "evicts": false, "fallback": false, "index": 32, "observation": 29}, "function": "mix", "kind": "Passed", "name": "EvictDecision"
; EVICT-NEXT: "agreement_with_default": 12, {{.*}}"decisions": 30, "evictions": 7, {{.*}}"reloads": 14, "spills": 12, {{.*}}"name": "Summary"


; MIMIC: "agreement_with_default": 46, {{.*}}"decisions": 46, "evictions": 18, {{.*}}"reloads": 15, "spills": 12, {{.*}}"name": "Summary"
; DEFAULT: default advisor: spills=12 reloads=15
