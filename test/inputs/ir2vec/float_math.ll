; Floating point: arithmetic, every kind of compare, conversions, intrinsics, fast-math flags, half/x86_fp80.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare double @llvm.sqrt.f64(double)
declare double @llvm.fmuladd.f64(double, double, double)
declare float @llvm.fabs.f32(float)
declare double @llvm.pow.f64(double, double)
declare double @exp(double)

; double norm(const double *v, int n)
define double @norm(ptr noundef %v, i32 noundef %n) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop.ph, label %exit

loop.ph:
  %wide = zext nneg i32 %n to i64
  br label %loop

loop:
  %i = phi i64 [ 0, %loop.ph ], [ %i.next, %loop ]
  %acc = phi double [ 0.0, %loop.ph ], [ %acc.next, %loop ]
  %p = getelementptr inbounds double, ptr %v, i64 %i
  %x = load double, ptr %p, align 8
  %acc.next = call double @llvm.fmuladd.f64(double %x, double %x, double %acc)
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %wide
  br i1 %done, label %exit.loop, label %loop

exit.loop:
  %s = call double @llvm.sqrt.f64(double %acc.next)
  br label %exit

exit:
  %r = phi double [ 0.0, %entry ], [ %s, %exit.loop ]
  ret double %r
}

; float-point predicates and conversions
define i32 @fclassify(double noundef %x, float noundef %y) {
entry:
  %isnan = fcmp uno double %x, 0.0
  %olt = fcmp olt double %x, 1.0
  %oge = fcmp fast oge double %x, -1.0
  %one = fcmp one float %y, 0.0
  %ueq = fcmp ueq float %y, 2.5
  %ord = fcmp ord double %x, %x
  %ugt = fcmp nnan ninf ugt double %x, 3.0
  %ule = fcmp ule float %y, %y
  %oeq = fcmp oeq double %x, 4.0
  %une = fcmp une double %x, 4.0
  %ogt = fcmp ogt float %y, 1.250000e-01
  %ole = fcmp ole float %y, 1.024000e+03
  %uge = fcmp uge double %x, 0.5
  %ult = fcmp ult double %x, 0.25
  %t = fcmp true double %x, %x
  %f = fcmp false double %x, %x
  %a1 = zext i1 %isnan to i32
  %a2 = zext i1 %olt to i32
  %a3 = zext i1 %oge to i32
  %a4 = zext i1 %one to i32
  %b1 = or i32 %a1, %a2
  %b2 = xor i32 %a3, %a4
  %c1 = and i1 %ueq, %ord
  %c2 = or i1 %ugt, %ule
  %c3 = xor i1 %oeq, %une
  %c4 = and i1 %ogt, %ole
  %c5 = or i1 %uge, %ult
  %c6 = xor i1 %t, %f
  %d1 = select i1 %c1, i32 %b1, i32 %b2
  %d2 = select i1 %c2, i32 %d1, i32 7
  %d3 = select i1 %c3, i32 %d2, i32 %b1
  %d4 = select i1 %c4, i32 %d3, i32 0
  %d5 = select i1 %c5, i32 %d4, i32 1
  %d6 = select i1 %c6, i32 %d5, i32 2
  ret i32 %d6
}

; double mix(double a, float b, int i, unsigned u, half h, x86_fp80 l)
define double @mix(double noundef %a, float noundef %b, i32 noundef %i, i32 noundef %u, half %h, x86_fp80 %l) {
entry:
  %bd = fpext float %b to double
  %id = sitofp i32 %i to double
  %ud = uitofp i32 %u to double
  %hd = fpext half %h to double
  %ld = fptrunc x86_fp80 %l to double
  %s1 = fadd double %a, %bd
  %s2 = fsub double %s1, %id
  %s3 = fmul contract double %s2, %ud
  %s4 = fdiv double %s3, %hd
  %s5 = frem double %s4, %ld
  %s6 = fneg double %s5
  %ab = call float @llvm.fabs.f32(float %b)
  %abd = fpext float %ab to double
  %pw = call double @llvm.pow.f64(double %s6, double %abd)
  %ex = call fast double @exp(double %pw)
  %back = fptosi double %ex to i32
  %ubk = fptoui double %ex to i64
  %tr = fptrunc double %ex to float
  %trh = fptrunc double %ex to half
  %bi = bitcast float %tr to i32
  %x1 = add i32 %back, %bi
  %x2 = trunc i64 %ubk to i32
  %x3 = add i32 %x1, %x2
  %hb = bitcast half %trh to i16
  %hz = zext i16 %hb to i32
  %x4 = sub i32 %x3, %hz
  %fin = sitofp i32 %x4 to double
  ret double %fin
}
