; Loops with control flow in the body: every block is replicated per new loop, each keeping its own statements.
; cf_two_guards: if (b[i] > 0) a[i] = b[i] * c[i];  if (c[i] > 0) d[i] = a[i-1] + c[i];
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=S1|S2;function=cf_two_guards>' %S/../../inputs/loopdist/kernels_cf.ll -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: %python -m mlbridge_passes.loop_distribution.jitcheck %S/../../inputs/loopdist/kernels_cf.ll %t.ll --function cf_two_guards
; The bundled agents (trained on one-block loops only) on all the control-flow kernels, JIT-checked.
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=model>' %S/../../inputs/loopdist/kernels_cf.ll -o %t.model.ll --remarks-file %t.jsonl
; RUN: FileCheck %s --check-prefix=MODEL --input-file %t.jsonl
; RUN: %python -m mlbridge_passes.loop_distribution.jitcheck %S/../../inputs/loopdist/kernels_cf.ll %t.model.ll | FileCheck %s --check-prefix=JIT

; CHECK-LABEL: define dso_local void @cf_two_guards()
; CHECK:       for.body.ld1:
; CHECK:         br i1 %cmp1, label %if.then, label %if.end
; CHECK:       if.then:
; CHECK:         fmul float
; CHECK-NEXT:    getelementptr inbounds nuw float, ptr @a
; CHECK-NEXT:    store float
; CHECK:       if.end:
; CHECK-NOT:     fadd
; CHECK:         br i1 %cmp10, label %if.then11, label %for.inc
; CHECK:       if.then11:
; CHECK-NOT:     store
; CHECK:         br label %for.inc
; CHECK:       for.inc:
; CHECK:         br i1 %exitcond.not, label %for.body.ld2.ph, label %for.body.ld1
; CHECK:       for.body.ld2:
; CHECK:       if.then.ld2:
; CHECK-NOT:     store
; CHECK:       if.end.ld2:
; CHECK:       if.then11.ld2:
; CHECK:         fadd float
; CHECK-NEXT:    getelementptr inbounds nuw float, ptr @d
; CHECK-NEXT:    store float
; CHECK:       for.inc.ld2:
; CHECK:         label %for.cond.cleanup, label %for.body.ld2

; MODEL: "partition": "S2|S1"{{.*}}"function": "cf_guard_backward"{{.*}}"name": "Distributed"
; MODEL: "partition": "S1|S2"{{.*}}"function": "cf_two_guards"{{.*}}"name": "Distributed"
; JIT: jitcheck: 8 function(s) equal on 2 seed(s)
