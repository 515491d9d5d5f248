; ml-loop-unroll writes each decision as !llvm.loop metadata on the loop's latch, keeping what clang put there
; (llvm.loop.mustprogress), and leaves a loop with a user's #pragma unroll as it is. On the front end's unoptimized
; output (test/inputs/loop_unroll/loops.c), so the features come from the pass's canonical copy, not the module.
; RUN: %mlbridge-opt -S -passes='ml-loop-unroll<decision=x4>' %S/../../inputs/loop_unroll/loops.ll -o %t.x4.ll --remarks-file %t.yaml
; RUN: FileCheck %s --check-prefix=X4 --input-file %t.x4.ll
; RUN: FileCheck %s --check-prefix=REMARK --input-file %t.yaml
; RUN: %mlbridge-opt -S -passes='ml-loop-unroll<decision=disable>' %S/../../inputs/loop_unroll/loops.ll -o %t.off.ll
; RUN: FileCheck %s --check-prefix=OFF --input-file %t.off.ll
; RUN: %mlbridge-opt -S -passes='ml-loop-unroll<decision=llvm>' %S/../../inputs/loop_unroll/loops.ll -o %t.llvm.ll
; RUN: FileCheck %s --check-prefix=LLVM --input-file %t.llvm.ll

; X4-LABEL: define dso_local void @rec()
; X4:         br label %for.cond, !llvm.loop ![[REC:[0-9]+]]
; X4-LABEL: define dso_local void @pragma()
; X4:         br label %for.cond, !llvm.loop ![[PRAGMA:[0-9]+]]
; X4:       ![[REC]] = distinct !{![[REC]], ![[MP:[0-9]+]], ![[COUNT:[0-9]+]]}
; X4:       ![[MP]] = !{!"llvm.loop.mustprogress"}
; X4:       ![[COUNT]] = !{!"llvm.loop.unroll.count", i32 4}
; X4:       ![[PRAGMA]] = distinct !{![[PRAGMA]], ![[MP]], ![[TWO:[0-9]+]]}
; X4:       ![[TWO]] = !{!"llvm.loop.unroll.count", i32 2}

; REMARK:      --- !Passed
; REMARK-NEXT: Pass:            ml-loop-unroll
; REMARK-NEXT: Name:            LoopUnroll
; REMARK-NEXT: Function:        rec
; REMARK-NEXT: Args:
; REMARK-NEXT:   - loop: for.cond
; REMARK-NEXT:   - decision: x4
; REMARK-NEXT:   - trip_count: 4095
; REMARK:      Function:        scale
; REMARK:        - trip_count: unknown
; REMARK:      --- !Missed
; REMARK:      Function:        pragma
; REMARK:        - reason: pragma

; OFF-LABEL: define dso_local void @rec()
; OFF:         br label %for.cond, !llvm.loop ![[REC:[0-9]+]]
; OFF:       ![[REC]] = distinct !{![[REC]], ![[MP:[0-9]+]], ![[OFF:[0-9]+]]}
; OFF:       ![[OFF]] = !{!"llvm.loop.unroll.disable"}

; LLVM-NOT: llvm.loop.unroll.count", i32 4
; LLVM-NOT: llvm.loop.unroll.disable
