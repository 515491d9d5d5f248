; The decision is carried out by LLVM's own unroller in the default<O3> that follows: the scalar recurrence of @rec
; (which LLVM's heuristic leaves alone at -O3) has 4 copies of its body with x4, 8 with x8, and one with disable.
; RUN: %mlbridge-opt -S -passes='ml-loop-unroll<decision=x4>,default<O3>' %S/../../inputs/loop_unroll/loops.ll -o %t.x4.ll
; RUN: FileCheck %s --check-prefix=X4 --input-file %t.x4.ll
; RUN: %mlbridge-opt -S -passes='ml-loop-unroll<decision=x8>,default<O3>' %S/../../inputs/loop_unroll/loops.ll -o %t.x8.ll
; RUN: FileCheck %s --check-prefix=X8 --input-file %t.x8.ll
; RUN: %mlbridge-opt -S -passes='ml-loop-unroll<decision=disable>,default<O3>' %S/../../inputs/loop_unroll/loops.ll -o %t.off.ll
; RUN: FileCheck %s --check-prefix=OFF --input-file %t.off.ll

; X4-LABEL: define dso_local void @rec()
; X4:       for.body:
; X4-COUNT-3: call float @llvm.fmuladd.f32(
; X4:         icmp eq i64 %indvars.iv.next.2, 4096
; X4:       for.body.3:
; X4:         call float @llvm.fmuladd.f32(
; X4-NOT:     call float @llvm.fmuladd.f32(
; X4:         add nuw nsw i64 %indvars.iv, 4
; X4:       }

; X8-LABEL: define dso_local void @rec()
; X8-COUNT-8: call float @llvm.fmuladd.f32(
; X8-NOT:     call float @llvm.fmuladd.f32(
; X8:         add nuw nsw i64 %indvars.iv, 8
; X8:       }

; OFF-LABEL: define dso_local void @rec()
; OFF:       for.body:
; OFF:         call float @llvm.fmuladd.f32(
; OFF-NOT:     call float @llvm.fmuladd.f32(
; OFF:         add nuw nsw i64 %indvars.iv, 1
; OFF:         br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop
; OFF:       }
