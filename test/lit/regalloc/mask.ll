; A policy that always answers a masked-out index never reaches LLVM (which would abort or miscompile): every answer
; is replaced by the best legal one and recorded as a Missed remark; the object and the assembly are still produced.
; RUN: %mlbridge-opt -passes='ml-regalloc<obj=%t.o;asm=%t.s>' --runner=python --model=mlbridge_passes.regalloc.policies:forbidden --remarks-file=%t.yaml %S/Inputs/pressure.ll -o %t.discard
; RUN: FileCheck %s < %t.yaml
; RUN: FileCheck %s --check-prefix=ASM < %t.s
; RUN: %python -c "import sys; d = open(sys.argv[1], 'rb').read(); sys.exit(d[:4] != b'\x7fELF')" %t.o
; The same through the wheel's stock llc in a child process (it asserts on an illegal index: exit 0 proves legality).
; RUN: %mlbridge-opt -passes='ml-regalloc<compiler=llc;asm=%t.llc.s>' --runner=python --model=mlbridge_passes.regalloc.policies:forbidden --remarks-file=%t.llc.yaml %S/Inputs/pressure.ll -o %t.discard
; RUN: FileCheck %s --check-prefix=LLC < %t.llc.yaml

; CHECK: --- !Missed
; CHECK-NEXT: Pass: ml-regalloc
; CHECK-NEXT: Name: MaskViolation
; CHECK-NEXT: Function: mix
; CHECK-NEXT: Args:
; CHECK-NEXT: - observation: 0
; CHECK-NEXT: - proposed: {{[0-9]+}}
; CHECK-NEXT: - index: {{[0-9]+}}
; CHECK-NOT: --- !Passed
; CHECK: --- !Analysis
; CHECK: Name: Summary
; CHECK: decisions: [[N:[0-9]+]]
; CHECK: corrected: [[N]]
; CHECK: text_bytes: {{[1-9][0-9]*}}

; ASM-LABEL: mix:
; ASM: .cfi_endproc

; LLC: Name: Summary
; LLC: compiler: llc
; LLC: decisions: [[M:[0-9]+]]
; LLC: corrected: [[M]]
