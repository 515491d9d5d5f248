; A fixed partition is applied for real: one loop per part, in the order given, each keeping only its statements;
; an illegal partition is replaced by the nearest legal one (with a remark); the result computes the same memory.
; s_lex_backward: S1 = d[i] = a[i-1] * e[i], S2 = a[i] = b[i] + c[i] (S1 reads what S2 wrote one iteration earlier).
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=S2|S1;function=s_lex_backward>' %S/../../inputs/loopdist/kernels.ll -o %t.ll --remarks-file %t.yaml
; RUN: FileCheck %s --input-file %t.ll
; RUN: FileCheck %s --check-prefix=REMARK --input-file %t.yaml
; RUN: %python -m mlbridge_passes.loop_distribution.jitcheck %S/../../inputs/loopdist/kernels.ll %t.ll --function s_lex_backward
; The illegal order S1|S2 would read a[i-1] before it is written: legalized to S2|S1, same IR.
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=S1|S2;function=s_lex_backward>' %S/../../inputs/loopdist/kernels.ll -o %t.legal.ll --remarks-file %t.legal.yaml
; RUN: diff %t.ll %t.legal.ll
; RUN: FileCheck %s --check-prefix=LEGAL --input-file %t.legal.yaml
; Over the whole module the same partition applies to every two-node loop and skips the others with a remark.
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=S2|S1>' %S/../../inputs/loopdist/kernels.ll -o %t.all.ll --remarks-file %t.all.yaml
; RUN: FileCheck %s --check-prefix=ALL --input-file %t.all.yaml
; partition=none analyses only.
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=none>' %S/../../inputs/loopdist/kernels.ll | FileCheck %s --check-prefix=NONE

; CHECK-LABEL: define dso_local void @s_lex_backward()
; CHECK-NEXT:  entry:
; CHECK-NEXT:    br label %for.body.ld1
; CHECK:       for.body.ld1:
; CHECK-NOT:   fmul
; CHECK:         %add = fadd float
; CHECK-NEXT:    store float %add, ptr %0
; CHECK-NOT:   fmul
; CHECK:         br i1 %exitcond.not, label %for.body.ld2.ph, label %for.body.ld1, !llvm.loop ![[L1:[0-9]+]]
; CHECK:       for.body.ld2.ph:
; CHECK-NEXT:    br label %for.body.ld2
; CHECK:       for.body.ld2:
; CHECK-NOT:   fadd
; CHECK:         getelementptr i8, ptr %{{.*}}, i64 -4
; CHECK:         %[[MUL:.*]] = fmul float
; CHECK-NEXT:    getelementptr inbounds nuw float, ptr @d
; CHECK-NEXT:    store float %[[MUL]]
; CHECK-NOT:   fadd
; CHECK:         br i1 %{{.*}}, label %for.cond.cleanup, label %for.body.ld2, !llvm.loop ![[L2:[0-9]+]]
; CHECK-NEXT:  }
; Both loops keep the original loop's properties, in distinct loop ids.
; CHECK: ![[L1]] = distinct !{![[L1]], ![[MP:[0-9]+]], ![[UD:[0-9]+]]}
; CHECK: ![[L2]] = distinct !{![[L2]], ![[MP]], ![[UD]]}

; REMARK:      Name: Analysis
; REMARK:      edges: '["S2->S1"]'
; REMARK:      Name: Distributed
; REMARK-NEXT: Function: s_lex_backward
; REMARK:      partition: 'S2|S1'
; REMARK-NEXT: loops: '["for.body.ld1", "for.body.ld2"]'
; REMARK-NEXT: decided_by: fixed

; LEGAL:      Name: Legalized
; LEGAL:      requested: 'S1|S2'
; LEGAL-NEXT: applied: 'S2|S1'
; LEGAL:      Name: Distributed

; ALL:      Name: Skipped
; ALL:      reason: 'partition S2|S1 names 2 nodes, the loop has {{[013-9]|[0-9][0-9]+}}'
; ALL:      Name: Distributed
; ALL:      partition: 'S2|S1'
; ALL:      decided_by: fixed

; NONE-NOT: .ld1
