; poset-rl applies the sequence its model picks: a hand-weighted ONNX policy that plays ODG actions 29, 26, 5 and
; then stops. Remarks name every step; the final remark's pipeline, given to the wheel's plain `opt`, gives
; byte-identical IR.
; RUN: %python -c "from mlbridge_llvm.onnx_models import save_model; from mlbridge_training.poset_rl.models import sequence_policy as p; save_model(p([29, 26, 5], 34), '%t.seq.onnx')"
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<measure=0>' --model=%t.seq.onnx --remarks-file=%t.yaml %s -o %t.ll
; RUN: FileCheck %s --check-prefix=REMARKS < %t.yaml
; RUN: FileCheck %s --check-prefix=IR < %t.ll
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<measure=0>' --model=%t.seq.onnx --remarks-file=%t.jsonl %s -o %t.2.ll
; RUN: %python %S/Inputs/replay.py %t.jsonl %s %t.opt.ll | FileCheck %s --check-prefix=REPLAY
; RUN: diff %t.2.ll %t.opt.ll

; REMARKS:      --- !Passed
; REMARKS-NEXT: Pass: poset-rl
; REMARKS-NEXT: Name: SubSequence
; REMARKS:        - step: 0
; REMARKS-NEXT:   - action: 29
; REMARKS-NEXT:   - pipeline: 'function(simplifycfg<switch-range-to-icmp>,sroa,early-cse,lower-expect),forceattrs,inferattrs,ipsccp,called-value-propagation,globalopt,globaldce,require<globals-aa>,constmerge'
; REMARKS:        - step: 1
; REMARKS-NEXT:   - action: 26
; REMARKS-NEXT:   - pipeline: 'function(simplifycfg<switch-range-to-icmp>),cgscc(inline,function-attrs,function(sroa,early-cse<memssa>,speculative-execution,jump-threading,correlated-propagation,dse))'
; REMARKS:        - step: 2
; REMARKS-NEXT:   - action: 5
; REMARKS-NEXT:   - pipeline: 'function(instcombine<no-verify-fixpoint>)'
; REMARKS:      --- !Analysis
; REMARKS-NEXT: Pass: poset-rl
; REMARKS-NEXT: Name: Sequence
; REMARKS:        - steps: 3
; REMARKS-NEXT:   - stopped_by: model
; REMARKS-NEXT:   - actions: '29,26,5'
; REMARKS-NEXT:   - pipeline: '{{.*}}constmerge,invalidate<all>,invalidate<globals-aa>,function(simplifycfg{{.*}}dse)),invalidate<all>,invalidate<globals-aa>,function(instcombine<no-verify-fixpoint>)'

; sroa promoted the allocas, the inliner folded @square into the loop and deleted it.
; IR-NOT:   @square
; IR-LABEL: define i32 @sum_squares(
; IR-NOT:   alloca
; IR-NOT:   call
; IR:       phi i32
; IR:       mul nuw nsw i32
; IR:       ret i32

; REPLAY: constmerge,invalidate<all>,invalidate<globals-aa>,function(simplifycfg<switch-range-to-icmp>),cgscc(inline,

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define internal i32 @square(i32 %x) #0 {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
  %0 = load i32, ptr %x.addr, align 4
  %1 = load i32, ptr %x.addr, align 4
  %mul = mul nsw i32 %0, %1
  ret i32 %mul
}

define i32 @sum_squares(i32 %n) #0 {
entry:
  %n.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  store i32 0, ptr %s, align 4
  store i32 0, ptr %i, align 4
  br label %cond

cond:
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %body, label %end

body:
  %2 = load i32, ptr %i, align 4
  %call = call i32 @square(i32 %2)
  %3 = load i32, ptr %s, align 4
  %add = add nsw i32 %3, %call
  store i32 %add, ptr %s, align 4
  %4 = load i32, ptr %i, align 4
  %inc = add nsw i32 %4, 1
  store i32 %inc, ptr %i, align 4
  br label %cond

end:
  %5 = load i32, ptr %s, align 4
  ret i32 %5
}

attributes #0 = { minsize nounwind optsize }
