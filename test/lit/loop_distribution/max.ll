; partition=max: every node in its own loop, in dependence order, for every distributable loop of the kernels;
; everything still computes the same memory bit for bit.
; s_lex_backward2: S1 = a[i] = b[i] + c[i]; S2 = d[i] = a[i-1] + e[i-1]; S3 = e[i] = c[i] * b[i] (S2 after S1 and S3).
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=max>' %S/../../inputs/loopdist/kernels.ll -o %t.ll --remarks-file %t.jsonl
; RUN: FileCheck %s --input-file %t.ll
; RUN: FileCheck %s --check-prefix=REMARK --input-file %t.jsonl
; RUN: %python -m mlbridge_passes.loop_distribution.jitcheck %S/../../inputs/loopdist/kernels.ll %t.ll | FileCheck %s --check-prefix=JIT
; RUN: %opt -passes=verify -disable-output %t.ll

; CHECK-LABEL: define dso_local void @s_lex_backward2()
; CHECK:       for.body.ld1:
; CHECK:         fadd float
; CHECK-NEXT:    getelementptr inbounds nuw float, ptr @a
; CHECK-NEXT:    store float
; CHECK:       for.body.ld2:
; CHECK:         fmul float
; CHECK-NEXT:    getelementptr inbounds nuw float, ptr @e
; CHECK-NEXT:    store float
; CHECK:       for.body.ld3:
; CHECK:         getelementptr inbounds float, ptr @a
; CHECK:         getelementptr inbounds float, ptr @e
; CHECK:         fadd float
; CHECK-NEXT:    getelementptr inbounds nuw float, ptr @d
; CHECK-NEXT:    store float
; CHECK:         label %for.cond.cleanup, label %for.body.ld3
; An inseparable loop (plain pointers that may alias) stays whole.
; CHECK-LABEL: define dso_local void @q_vec2(
; CHECK-NOT:   .ld1
; CHECK:       }

; REMARK: "partition": "S1|S3|S2"{{.*}}"function": "s_lex_backward2"{{.*}}"name": "Distributed"
; JIT: jitcheck: 46 function(s) equal on 2 seed(s)
