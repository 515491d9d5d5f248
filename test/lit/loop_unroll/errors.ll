; A bad answer, a bad option or a missing model is one line, no traceback, exit 1 and no output file.
; RUN: rm -f %t.out
; RUN: not %mlbridge-opt -S -passes=ml-loop-unroll --runner=python --model=mlbridge_passes.loop_unroll.policies:out_of_range %S/../../inputs/loop_unroll/loops.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=ANSWER --implicit-check-not=Traceback
; RUN: not %mlbridge-opt -S -passes='ml-loop-unroll<decision=x3>' %S/../../inputs/loop_unroll/loops.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=DECISION --implicit-check-not=Traceback
; RUN: not %mlbridge-opt -S -passes='ml-loop-unroll<factor=4>' %S/../../inputs/loop_unroll/loops.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=OPTION --implicit-check-not=Traceback
; RUN: not %mlbridge-opt -S -passes=ml-loop-unroll --model %t.missing.onnx %S/../../inputs/loop_unroll/loops.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=MODEL --implicit-check-not=Traceback
; RUN: not test -e %t.out

; ANSWER: ml-loop-unroll: the model answered 7, not an action (0..4: llvm, disable, x2, x4, x8)
; DECISION: no unroll action 'x3' (one of llvm, disable, x2, x4, x8)
; OPTION: factor
; MODEL: missing.onnx
