; A pass that aborts LLVM: in-process the driver dies but says which pipeline and input; with --isolate the
; worker dies, the driver reports it in one line, exits 1 and writes nothing.
; RUN: rm -f %t.out
; RUN: not %mlbridge-opt -S -passes='function(licm)' %s -o %t.out 2>&1 | FileCheck %s --check-prefix=INPROC
; RUN: not %mlbridge-opt -S -passes='function(licm)' --isolate %s -o %t.out 2>&1 | FileCheck %s --check-prefix=ISOLATED
; RUN: not ls %t.out

; INPROC: mlbridge-opt: error: LLVM aborted in pipeline 'function(licm)' on {{.*}}crash.ll: LICM requires MemorySSA
; ISOLATED: mlbridge-opt: error: pipeline 'function(licm)' aborted LLVM on {{.*}}crash.ll: LLVM ERROR: LICM requires MemorySSA
; ISOLATED-NOT: Traceback

define i32 @f(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, ptr %p
  %i.next = add i32 %i, %v
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %i
}
