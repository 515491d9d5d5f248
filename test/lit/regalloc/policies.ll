; The ML eviction advisor's answers are applied by LLVM: never evicting, evicting the first legal register and the
; LLVM-default-like mimic give three different allocations of the same function (different assembly), and never
; evicting spills. The pass leaves the IR unchanged.
; RUN: %mlbridge-opt -passes='ml-regalloc<asm=%t.none.s>' --runner=python --model=mlbridge_passes.regalloc.policies:no_evict --remarks-file=%t.none.yaml %S/Inputs/pressure.ll -o %t.discard
; RUN: %mlbridge-opt -passes='ml-regalloc<asm=%t.first.s>' --runner=python --model=mlbridge_passes.regalloc.policies:first_allowed --remarks-file=%t.first.yaml %S/Inputs/pressure.ll -o %t.discard
; RUN: %mlbridge-opt -passes='ml-regalloc<asm=%t.mimic.s>' --runner=python --model=mlbridge_passes.regalloc.policies:mimic %S/Inputs/pressure.ll -o %t.discard
; RUN: %mlbridge-opt -S -passes='ml-regalloc' --runner=python --model=mlbridge_passes.regalloc.policies:mimic %S/Inputs/pressure.ll -o %t.after.ll
; RUN: %mlbridge-opt -S -passes='verify' %S/Inputs/pressure.ll -o %t.before.ll
; (lit's builtin diff rewrites PYTHONPATH for the commands after it: comparisons go last)
; RUN: not diff %t.none.s %t.first.s > %t.diff1
; RUN: not diff %t.none.s %t.mimic.s > %t.diff2
; RUN: FileCheck %s --check-prefix=ASM < %t.none.s
; RUN: FileCheck %s --check-prefix=NONE < %t.none.yaml
; RUN: FileCheck %s --check-prefix=FIRST < %t.first.yaml
; RUN: diff %t.before.ll %t.after.ll

; ASM-LABEL: mix:
; ASM: # 8-byte Spill
; ASM: # 8-byte Reload
; ASM: callq {{.*}}sink
; ASM: .size mix

; no_evict: only "evict nothing" (index 32) reaches LLVM, except where LLVM must evict (then the pass corrects it).
; NONE: --- !Passed
; NONE-NEXT: Pass: ml-regalloc
; NONE-NEXT: Name: EvictDecision
; NONE-NEXT: Function: mix
; NONE: index: 32
; NONE-NEXT: evicts: false
; NONE: Name: Summary
; NONE: evictions: {{[0-9]}}
; NONE: spills: {{[1-9][0-9]*}}
; NONE: assembly_replayed: true

; first_allowed evicts at every question.
; FIRST: Name: EvictDecision
; FIRST: evicts: true
; FIRST: Name: Summary
; FIRST: corrected: 0
