; A small module with a real call graph for the interactive-mode demo (hand-written, LLVM 22 syntax).
define internal i32 @clamp(i32 %x, i32 %lo, i32 %hi) {
entry:
  %lt = icmp slt i32 %x, %lo
  %a = select i1 %lt, i32 %lo, i32 %x
  %gt = icmp sgt i32 %a, %hi
  %b = select i1 %gt, i32 %hi, i32 %a
  ret i32 %b
}

define internal i32 @sum_clamped(ptr %p, i32 %n) {
entry:
  %cmp0 = icmp sgt i32 %n, 0
  br i1 %cmp0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %idx = sext i32 %i to i64
  %gep = getelementptr inbounds i32, ptr %p, i64 %idx
  %v = load i32, ptr %gep, align 4
  %c = call i32 @clamp(i32 %v, i32 -100, i32 100)
  %acc.next = add nsw i32 %acc, %c
  %inc = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %inc, %n
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  ret i32 %r
}

define internal i32 @mix(i32 %a, i32 %b) {
entry:
  %x = mul i32 %a, 31
  %y = xor i32 %x, %b
  %z = call i32 @clamp(i32 %y, i32 0, i32 65535)
  ret i32 %z
}

define i32 @api_entry(ptr %p, i32 %n, i32 %seed) {
entry:
  %s = call i32 @sum_clamped(ptr %p, i32 %n)
  %m = call i32 @mix(i32 %s, i32 %seed)
  %m2 = call i32 @mix(i32 %m, i32 %n)
  ret i32 %m2
}
