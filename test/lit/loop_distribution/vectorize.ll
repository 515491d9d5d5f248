; vectorize=1 runs LLVM's loop vectorizer afterwards and reports which loops vectorized: distributing s_lex_backward
; makes both of its loops vectorizable; the undistributed loop is not.
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=max;function=s_lex_backward;vectorize=1>' %S/../../inputs/loopdist/kernels.ll -o %t.ll --remarks-file %t.yaml
; RUN: FileCheck %s --input-file %t.yaml
; RUN: %llvm-remarkutil yaml2bitstream %t.yaml -o %t.bitstream
; RUN: FileCheck %s --check-prefix=IR --input-file %t.ll
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=none;function=s_lex_backward;vectorize=1>' %S/../../inputs/loopdist/kernels.ll -o %t.none.ll --remarks-file %t.none.yaml
; RUN: FileCheck %s --check-prefix=NONE --input-file %t.none.yaml
; RUN: %python -m mlbridge_passes.loop_distribution.jitcheck %S/../../inputs/loopdist/kernels.ll %t.ll --function s_lex_backward

; CHECK:      Name: Vectorized
; CHECK-NEXT: Function: s_lex_backward
; CHECK-NEXT: Args:
; CHECK-NEXT:   - loop: for.body.ld1
; CHECK-NEXT:   - vectorized: 1
; CHECK:      Name: Vectorized
; CHECK-NEXT: Function: s_lex_backward
; CHECK-NEXT: Args:
; CHECK-NEXT:   - loop: for.body.ld2
; CHECK-NEXT:   - vectorized: 1
; CHECK-NOT:  Name: Vectorized

; IR-LABEL: define dso_local void @s_lex_backward()
; IR-COUNT-2: vector.body{{[0-9]*}}:

; NONE:      Name: Vectorized
; NONE-NEXT: Function: s_lex_backward
; NONE-NEXT: Args:
; NONE-NEXT:   - loop: for.body
; NONE-NEXT:   - vectorized: 0
