; The bundled model (models/loop-unroll.onnx) on the front end's loops of test/inputs/loop_unroll/loops.c: its exact
; decisions (each departs from LLVM's heuristic), the metadata that carries them, and the code LLVM's default<O3>
; makes of them. A changed model, a lost feature or a decision not applied fails here; change the literals only when
; a new model is meant to decide differently, and say so in the commit.
; RUN: %mlbridge-opt -S -passes=ml-loop-unroll %S/../../inputs/loop_unroll/loops.ll -o %t.ll --remarks-file %t.yaml
; RUN: FileCheck %s --check-prefix=REMARK --input-file %t.yaml
; RUN: FileCheck %s --check-prefix=META --input-file %t.ll
; RUN: %mlbridge-opt -S -passes='default<O3>' %t.ll -o %t.o3.ll
; RUN: FileCheck %s --check-prefix=CODE --input-file %t.o3.ll
; RUN: %mlbridge-opt -S -passes='ml-loop-unroll<decision=llvm>,default<O3>' %S/../../inputs/loop_unroll/loops.ll -o %t.llvm.ll
; RUN: FileCheck %s --check-prefix=LLVM --input-file %t.llvm.ll

; REMARK:      Function:        rec
; REMARK:        - decision: x8
; REMARK:      Function:        scale
; REMARK:        - decision: x4
; REMARK:      Function:        six
; REMARK:        - decision: disable
; REMARK:      Function:        nest
; REMARK:        - decision: disable
; REMARK:      Function:        pragma
; REMARK:        - reason: pragma

; META-LABEL: define dso_local void @rec()
; META:         br label %for.cond, !llvm.loop ![[REC:[0-9]+]]
; META-LABEL: define dso_local void @six()
; META:         br label %for.cond, !llvm.loop ![[SIX:[0-9]+]]
; META:       ![[REC]] = distinct !{![[REC]], ![[MP:[0-9]+]], ![[X8:[0-9]+]]}
; META:       ![[X8]] = !{!"llvm.loop.unroll.count", i32 8}
; META:       ![[SIX]] = distinct !{![[SIX]], ![[MP]], ![[OFF:[0-9]+]]}
; META:       ![[OFF]] = !{!"llvm.loop.unroll.disable"}

; The recurrence has eight copies of its body; the six-iteration loop stays a loop (LLVM's heuristic unrolls it fully).
; CODE-LABEL:  define dso_local void @rec()
; CODE-COUNT-8:  call float @llvm.fmuladd.f32(
; CODE-NOT:      call float @llvm.fmuladd.f32(
; CODE:          add nuw nsw i64 %indvars.iv, 8
; CODE-LABEL:  define dso_local void @six()
; CODE:          br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop
; LLVM-LABEL:  define dso_local void @six()
; LLVM-NOT:      br i1
; LLVM:          ret void
