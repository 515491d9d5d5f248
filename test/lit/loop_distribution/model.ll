; The bundled agents (models/loopdist-{select,distribute}.onnx, in-process onnxruntime) decide per loop of the kernels
; as LLVM 22's -O3 brings them to loop-distribute (kernels.o3.ll, the form they were trained on); FileCheck pins the
; partitions they choose and the loops the fission builds from them, and the JIT checks every kernel.
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=model>' %S/../../inputs/loopdist/kernels.o3.ll -o %t.ll --remarks-file %t.jsonl
; RUN: FileCheck %s --input-file %t.ll
; RUN: FileCheck %s --check-prefix=REMARK --input-file %t.jsonl
; RUN: %python -m mlbridge_passes.loop_distribution.jitcheck %S/../../inputs/loopdist/kernels.o3.ll %t.ll | FileCheck %s --check-prefix=JIT
; The same agents behind --runner onnx --model DIR give the same output.
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=model>' --runner onnx --model %models %S/../../inputs/loopdist/kernels.o3.ll -o %t.dir.ll
; RUN: diff %t.ll %t.dir.ll

; Two recurrences and a vectorizable statement: keep them together (distributing only adds a loop's cost).
; REMARK: "partition": "S1,S2,S3"{{.*}}"function": "s_two_recs"{{.*}}"name": "NotDistributed"
; s_lex_backward2: S1 = d[i] = a[i-1] + e[i-1] (GVN's load PRE made both reads register recurrences, carried by
; phis of the recomputed a[i] and e[i]); S2 and S3 store a[i] and e[i]. S1 runs first in its own loop, S2 and S3
; vectorize together in the second one.
; REMARK: "decided_by": "model"{{.*}}"partition": "S1|S2,S3"{{.*}}"function": "s_lex_backward2"{{.*}}"name": "Distributed"
; s_rec_div: the recurrence S1 hides S2's divide; S3's divide is split off into a vectorizable loop.
; REMARK: "partition": "S1,S2|S3"{{.*}}"function": "s_rec_div"{{.*}}"name": "Distributed"

; CHECK-LABEL: define dso_local void @s_lex_backward2()
; CHECK:       for.body.ld1:
; CHECK:         phi float
; CHECK:         phi float
; CHECK:         fadd float
; CHECK:         fadd float
; CHECK-NEXT:    getelementptr inbounds nuw float, ptr @d
; CHECK-NEXT:    store float
; CHECK:         fmul float
; CHECK:         label %for.body.ld2.ph, label %for.body.ld1
; CHECK:       for.body.ld2:
; CHECK:         fadd float
; CHECK-NEXT:    getelementptr inbounds nuw float, ptr @a
; CHECK-NEXT:    store float
; CHECK-NEXT:    fmul float
; CHECK-NEXT:    getelementptr inbounds nuw float, ptr @e
; CHECK-NEXT:    store float
; CHECK:         label %for.cond.cleanup, label %for.body.ld2
; CHECK-LABEL: define dso_local void @s_rec_div()
; CHECK:       for.body.ld1:
; CHECK:         fmul float
; CHECK:         fdiv float
; CHECK-NEXT:    getelementptr inbounds nuw float, ptr @c
; CHECK:       for.body.ld2:
; CHECK-NOT:     fmul
; CHECK:         getelementptr inbounds nuw float, ptr @d
; CHECK:         fdiv float
; CHECK-NEXT:    store float

; JIT: jitcheck: 46 function(s) equal on 2 seed(s)
