; mlbridge-serve answers LLVM 22's stock llc (the wheel's binary) in interactive mode, for the eviction advisor and
; for the priority advisor.
; RUN: %mlbridge-serve --runner=python:mlbridge_passes.regalloc.policies:mimic --pass raw --log=%t.jsonl -- \
; RUN:   %llc -O2 -regalloc-enable-advisor=release -regalloc-evict-interactive-channel-base={channel} \
; RUN:   %S/Inputs/pressure.ll -o %t.s 2>&1 | FileCheck %s --check-prefix=SERVE
; RUN: FileCheck %s --check-prefix=ASM < %t.s
; RUN: FileCheck %s --check-prefix=LOG < %t.jsonl
; RUN: %mlbridge-serve --runner=python:mlbridge_passes.regalloc.policies:priority_size --pass raw -- \
; RUN:   %llc -O2 -regalloc-enable-priority-advisor=release -regalloc-priority-interactive-channel-base={channel} \
; RUN:   %S/Inputs/pressure.ll -o %t.discard 2>&1 | FileCheck %s --check-prefix=SERVE

; SERVE: mlbridge-serve: answered {{[1-9][0-9]*}} questions; compiler exited with 0
; ASM-LABEL: mix:
; ASM: Spill
; LOG: {"context": "mix", "observation": 0, "advice": {{[0-9]+}}}
