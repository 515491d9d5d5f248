; guard=spills compiles the module with LLVM's default eviction advisor too and keeps the allocation with fewer
; spills+reloads (tie: smaller .text, then the policy's). On Inputs/pressure.ll the bundled policy spills less than
; LLVM (12 + 14 against 12 + 15, golden.ll), so its own allocation is kept and written; mimic ties with the default
; advisor on spills+reloads and on .text (396 bytes), and its own allocation is kept.
; RUN: %mlbridge-opt -passes='ml-regalloc<guard=spills;asm=%t.s>' --remarks-file=%t.jsonl %S/Inputs/pressure.ll -o %t.discard
; RUN: FileCheck %s < %t.jsonl
; RUN: grep -c "Spill$" %t.s | FileCheck %s --check-prefix=SPILLS
; RUN: %mlbridge-opt -passes='ml-regalloc<guard=spills>' --runner=python --model=mlbridge_passes.regalloc.policies:mimic --remarks-file=%t.mimic.jsonl %S/Inputs/pressure.ll -o %t.discard
; RUN: FileCheck %s --check-prefix=MIMIC < %t.mimic.jsonl
; RUN: not %mlbridge-opt -passes='ml-regalloc<guard=text>' %S/Inputs/pressure.ll -o %t.discard 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not %mlbridge-opt -passes='ml-regalloc<guard=spills;compiler=llc>' %S/Inputs/pressure.ll -o %t.discard 2>&1 | FileCheck %s --check-prefix=LLC

; CHECK: "default_spills_reloads": 27
; CHECK-SAME: "kept": "policy"
; CHECK-SAME: "policy_spills_reloads": 26
; CHECK-SAME: "name": "Guard"
; CHECK: "guard": "spills", "kept": "policy"
; CHECK-SAME: "reloads": 14, "spills": 12
; CHECK-SAME: "name": "Summary"
; SPILLS: 12
; MIMIC: "default_spills_reloads": 27, "default_text_bytes": 396, "guard": "spills", "kept": "policy", "policy_spills_reloads": 27, "policy_text_bytes": 396}
; MIMIC-SAME: "name": "Guard"
; BAD: ml-regalloc<guard=text>: choose one of none, spills
; LLC: guard=spills> needs advisor=evict and compiler=llvmlite
