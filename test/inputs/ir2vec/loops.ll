; C-like loops: array sum, nested matrix multiply, while loop with early exit, do-while with a self-loop phi.
; Hand-written in the shape clang -O1 gives (phis, GEPs, loop-carried values, exits in the middle).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; long sum(const int *a, long n) { long s = 0; for (long i = 0; i < n; ++i) s += a[i]; return s; }
define i64 @sum(ptr noundef readonly %a, i64 noundef %n) {
entry:
  %cmp4 = icmp sgt i64 %n, 0
  br i1 %cmp4, label %for.body, label %for.end

for.body:
  %i.06 = phi i64 [ %inc, %for.body ], [ 0, %entry ]
  %s.05 = phi i64 [ %add, %for.body ], [ 0, %entry ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %i.06
  %0 = load i32, ptr %arrayidx, align 4
  %conv = sext i32 %0 to i64
  %add = add nsw i64 %s.05, %conv
  %inc = add nuw nsw i64 %i.06, 1
  %exitcond = icmp eq i64 %inc, %n
  br i1 %exitcond, label %for.end, label %for.body

for.end:
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %add, %for.body ]
  ret i64 %s.0.lcssa
}

; void matmul(int n, double *c, const double *a, const double *b)  -- c[i*n+j] += a[i*n+k] * b[k*n+j]
define void @matmul(i32 noundef %n, ptr noundef %c, ptr noundef %a, ptr noundef %b) {
entry:
  %cmp.outer = icmp sgt i32 %n, 0
  br i1 %cmp.outer, label %outer.preheader, label %exit

outer.preheader:
  %wide.n = zext nneg i32 %n to i64
  br label %outer

outer:
  %i = phi i64 [ 0, %outer.preheader ], [ %i.next, %outer.latch ]
  %row = mul nsw i64 %i, %wide.n
  br label %middle

middle:
  %j = phi i64 [ 0, %outer ], [ %j.next, %middle.latch ]
  %cidx = add nsw i64 %row, %j
  %cptr = getelementptr inbounds double, ptr %c, i64 %cidx
  %c.init = load double, ptr %cptr, align 8
  br label %inner

inner:
  %k = phi i64 [ 0, %middle ], [ %k.next, %inner ]
  %acc = phi double [ %c.init, %middle ], [ %acc.next, %inner ]
  %aidx = add nsw i64 %row, %k
  %aptr = getelementptr inbounds double, ptr %a, i64 %aidx
  %av = load double, ptr %aptr, align 8
  %krow = mul nsw i64 %k, %wide.n
  %bidx = add nsw i64 %krow, %j
  %bptr = getelementptr inbounds double, ptr %b, i64 %bidx
  %bv = load double, ptr %bptr, align 8
  %prod = fmul double %av, %bv
  %acc.next = fadd double %acc, %prod
  %k.next = add nuw nsw i64 %k, 1
  %k.done = icmp eq i64 %k.next, %wide.n
  br i1 %k.done, label %middle.latch, label %inner

middle.latch:
  store double %acc.next, ptr %cptr, align 8
  %j.next = add nuw nsw i64 %j, 1
  %j.done = icmp eq i64 %j.next, %wide.n
  br i1 %j.done, label %outer.latch, label %middle

outer.latch:
  %i.next = add nuw nsw i64 %i, 1
  %i.done = icmp eq i64 %i.next, %wide.n
  br i1 %i.done, label %exit, label %outer

exit:
  ret void
}

; int find(const char *s, char c) { int i = 0; while (s[i]) { if (s[i] == c) return i; ++i; } return -1; }
define i32 @find(ptr noundef %s, i8 noundef signext %c) {
entry:
  %first = load i8, ptr %s, align 1
  %empty = icmp eq i8 %first, 0
  br i1 %empty, label %not.found, label %while.body

while.body:
  %ch = phi i8 [ %next.ch, %while.cont ], [ %first, %entry ]
  %idx = phi i64 [ %idx.next, %while.cont ], [ 0, %entry ]
  %hit = icmp eq i8 %ch, %c
  br i1 %hit, label %found, label %while.cont

while.cont:
  %idx.next = add nuw i64 %idx, 1
  %p = getelementptr inbounds i8, ptr %s, i64 %idx.next
  %next.ch = load i8, ptr %p, align 1
  %end = icmp eq i8 %next.ch, 0
  br i1 %end, label %not.found, label %while.body

found:
  %r = trunc i64 %idx to i32
  br label %return

not.found:
  br label %return

return:
  %ret = phi i32 [ %r, %found ], [ -1, %not.found ]
  ret i32 %ret
}

; unsigned collatz(unsigned x) { unsigned n = 0; do { x = (x & 1) ? 3*x+1 : x/2; ++n; } while (x != 1); return n; }
define i32 @collatz(i32 noundef %x) {
entry:
  br label %do.body

do.body:
  %x.addr = phi i32 [ %x, %entry ], [ %x.next, %do.body ]
  %n = phi i32 [ 0, %entry ], [ %n.next, %do.body ]
  %odd.bit = and i32 %x.addr, 1
  %odd = icmp ne i32 %odd.bit, 0
  %mul3 = mul i32 %x.addr, 3
  %add1 = add i32 %mul3, 1
  %half = lshr i32 %x.addr, 1
  %x.next = select i1 %odd, i32 %add1, i32 %half
  %n.next = add i32 %n, 1
  %again = icmp ne i32 %x.next, 1
  br i1 %again, label %do.body, label %do.end

do.end:
  ret i32 %n.next
}
