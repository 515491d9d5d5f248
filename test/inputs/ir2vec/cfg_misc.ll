; Control flow and rarer instructions: blocks laid out out of depth-first order, unnamed values and blocks,
; unreachable blocks, irreducible loop, self-referencing phi, indirectbr/blockaddress, atomics, fence, freeze,
; funclet EH (token type), callbr, target extension type, metadata operands, inline asm.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@flag = dso_local global i32 0, align 4
@targets = internal constant [2 x ptr] [ptr blockaddress(@jump, %one), ptr blockaddress(@jump, %two)]

declare void @use(i32)
declare void @thrower()
declare i32 @__CxxFrameHandler3(...)
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)
declare target("my.handle") @make_handle(i32)
declare void @take_handle(target("my.handle"))

; diamond whose merge block is laid out before its predecessors; phi reads values defined "later"
define i32 @diamond(i32 %a, i1 %c) {
entry:
  br i1 %c, label %then, label %else
merge:
  %p = phi i32 [ %x, %then ], [ %y, %else ]
  %q = mul i32 %p, %p
  %r = add i32 %q, %a
  ret i32 %r
else:
  %y = sub i32 %a, 2
  br label %merge
then:
  %x = add i32 %a, 1
  br label %merge
dead:
  %x.dead = add i32 %x, 7
  br label %dead2
dead2:
  %z = mul i32 %x.dead, %x.dead
  ret i32 %z
}

; unnamed arguments, blocks and values
define i32 @numbered(i32 %0, i32 %1) {
  %3 = icmp ult i32 %0, %1
  br i1 %3, label %4, label %7

4:
  %5 = phi i32 [ %0, %2 ], [ %6, %4 ]
  %s = phi i32 [ 0, %2 ], [ %s, %4 ]
  %6 = add i32 %5, 1
  %t = add i32 %6, %s
  store i32 %t, ptr @flag, align 4
  %cond = icmp samesign ult i32 %6, %1
  br i1 %cond, label %4, label %7

7:
  %8 = phi i32 [ %0, %2 ], [ %6, %4 ]
  ret i32 %8
}

; irreducible: two entries into the cycle {a, b}; a phi that refers to itself
define i32 @irreducible(i1 %c, i32 %n) {
entry:
  br i1 %c, label %a, label %b
a:
  %va = phi i32 [ 0, %entry ], [ %vb.next, %b ]
  %self = phi i32 [ 1, %entry ], [ %vb, %b ]
  %va.next = add i32 %va, %self
  %ca = icmp slt i32 %va.next, %n
  br i1 %ca, label %b, label %exit
b:
  %vb = phi i32 [ 5, %entry ], [ %va.next, %a ]
  %vb.next = shl i32 %vb, 1
  %cb = icmp sle i32 %vb.next, %n
  br i1 %cb, label %a, label %exit
exit:
  %res = phi i32 [ %va.next, %a ], [ %vb.next, %b ]
  %fr = freeze i32 %res
  ret i32 %fr
}

define i32 @jump(i32 %i) {
entry:
  %idx = zext i32 %i to i64
  %slot = getelementptr inbounds [2 x ptr], ptr @targets, i64 0, i64 %idx
  %dest = load ptr, ptr %slot, align 8
  indirectbr ptr %dest, [label %one, label %two]
one:
  br label %two
two:
  %v = phi i32 [ 1, %one ], [ 2, %entry ]
  ret i32 %v
}

define i32 @atomics(ptr %p, i32 %v) {
entry:
  %old = atomicrmw add ptr %p, i32 %v seq_cst, align 4
  %mx = atomicrmw max ptr %p, i32 %old acquire, align 4
  %pair = cmpxchg ptr %p, i32 %mx, i32 %v acq_rel monotonic, align 4
  %ok = extractvalue { i32, i1 } %pair, 1
  %got = extractvalue { i32, i1 } %pair, 0
  fence release
  %ld = load atomic i32, ptr @flag acquire, align 4
  store atomic i32 %got, ptr @flag release, align 4
  %r = select i1 %ok, i32 %ld, i32 %got
  %d = call double @llvm.experimental.constrained.fadd.f64(double 1.0, double 2.0, metadata !"round.dynamic", metadata !"fpexcept.strict")
  %di = fptosi double %d to i32
  %asm = call i32 asm sideeffect "addl $2, $0", "=r,0,r"(i32 %r, i32 %di)
  %h = call target("my.handle") @make_handle(i32 %asm)
  call void @take_handle(target("my.handle") %h)
  ret i32 %asm
}

define i32 @asm_goto(i32 %x) {
entry:
  callbr void asm "jmp ${0:l}", "!i"()
          to label %normal [label %indirect]
normal:
  ret i32 %x
indirect:
  %y = add i32 %x, 1
  ret i32 %y
}

define void @funclets() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @thrower()
          to label %exit unwind label %dispatch
dispatch:
  %cs = catchswitch within none [label %handler] unwind label %cleanup
handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp to label %exit
cleanup:
  %cl = cleanuppad within none []
  call void @use(i32 0) [ "funclet"(token %cl) ]
  cleanupret from %cl unwind to caller
exit:
  ret void
}

define void @noreturn_tail(i32 %x) {
entry:
  %z = icmp eq i32 %x, 0
  br i1 %z, label %boom, label %ok
ok:
  call void @use(i32 %x)
  ret void
boom:
  unreachable
}

; newer and rarer opcodes/types: ptrtoaddr (LLVM 22), bfloat, addrspacecast, x86_fp80 select, landingpad cleanup + resume
declare i32 @__gxx_personality_v0(...)

define i64 @newer_ops(ptr %p, bfloat %b, float %f, i1 %c, x86_fp80 %l) {
entry:
  %a = ptrtoaddr ptr %p to i64
  %e = fpext bfloat %b to float
  %s = fadd float %e, %f
  %t = fptrunc float %s to bfloat
  %u = bitcast bfloat %t to i16
  %z = zext i16 %u to i64
  %as = addrspacecast ptr %p to ptr addrspace(1)
  %v = load i64, ptr addrspace(1) %as, align 8
  %big = select i1 %c, x86_fp80 %l, x86_fp80 0xK3FFF8000000000000000
  %bi = fptosi x86_fp80 %big to i64
  %r1 = add i64 %a, %z
  %r2 = add i64 %r1, %v
  %r = add i64 %r2, %bi
  ret i64 %r
}

define void @cleanup_resume(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @use(i32 %x)
          to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 }
          cleanup
  call void @use(i32 1)
  resume { ptr, i32 } %l
}

; int digits(int x, unsigned b): integer division family
define i32 @intdiv(i32 %x, i32 %b) {
entry:
  %nz = icmp ne i32 %b, 0
  br i1 %nz, label %go, label %out
go:
  %q = sdiv i32 %x, %b
  %r = srem i32 %x, %b
  %uq = udiv i32 %x, %b
  %ur = urem i32 %x, %b
  %sh = ashr i32 %q, 2
  %m1 = add i32 %sh, %r
  %m2 = xor i32 %uq, %ur
  %m = or i32 %m1, %m2
  br label %out
out:
  %res = phi i32 [ %m, %go ], [ 0, %entry ]
  ret i32 %res
}
