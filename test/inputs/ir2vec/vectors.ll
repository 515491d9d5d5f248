; Vector code: element ops, shuffles, vector compares/selects, reductions, scalable vectors, aggregates of vectors.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>)
declare <vscale x 4 x i32> @llvm.vector.splice.nxv4i32(<vscale x 4 x i32>, <vscale x 4 x i32>, i32)

; float dot4(const float *a, const float *b, long n)  (vectorized body + scalar reduction)
define float @dot4(ptr noundef %a, ptr noundef %b, i64 noundef %n) {
entry:
  %nvec = and i64 %n, -4
  %has = icmp sgt i64 %nvec, 0
  br i1 %has, label %vec.body, label %reduce

vec.body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %vec.body ]
  %vacc = phi <4 x float> [ zeroinitializer, %entry ], [ %vacc.next, %vec.body ]
  %pa = getelementptr inbounds float, ptr %a, i64 %i
  %pb = getelementptr inbounds float, ptr %b, i64 %i
  %va = load <4 x float>, ptr %pa, align 4
  %vb = load <4 x float>, ptr %pb, align 4
  %vacc.next = call <4 x float> @llvm.fma.v4f32(<4 x float> %va, <4 x float> %vb, <4 x float> %vacc)
  %i.next = add nuw i64 %i, 4
  %more = icmp slt i64 %i.next, %nvec
  br i1 %more, label %vec.body, label %reduce

reduce:
  %final = phi <4 x float> [ zeroinitializer, %entry ], [ %vacc.next, %vec.body ]
  %r = call float @llvm.vector.reduce.fadd.v4f32(float -0.0, <4 x float> %final)
  ret float %r
}

define i32 @lanes(<4 x i32> %x, <4 x i32> %y, <8 x i16> %w) {
entry:
  %e0 = extractelement <4 x i32> %x, i32 0
  %e3 = extractelement <4 x i32> %y, i64 3
  %ins = insertelement <4 x i32> %x, i32 %e3, i32 1
  %shuf = shufflevector <4 x i32> %ins, <4 x i32> %y, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  %rev = shufflevector <4 x i32> %shuf, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %splat.in = insertelement <4 x i32> poison, i32 %e0, i64 0
  %splat = shufflevector <4 x i32> %splat.in, <4 x i32> poison, <4 x i32> zeroinitializer
  %sum = add <4 x i32> %rev, %splat
  %cmp = icmp sgt <4 x i32> %sum, <i32 1, i32 2, i32 3, i32 4>
  %cmpu = icmp ule <4 x i32> %sum, %y
  %both = and <4 x i1> %cmp, %cmpu
  %sel = select <4 x i1> %both, <4 x i32> %sum, <4 x i32> %x
  %mx = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %sel, <4 x i32> %y)
  %shl = shl <4 x i32> %mx, splat (i32 2)
  %wide = sext <8 x i16> %w to <8 x i32>
  %lo = shufflevector <8 x i32> %wide, <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %tot = add <4 x i32> %shl, %lo
  %bc = bitcast <4 x i32> %tot to <2 x i64>
  %e64 = extractelement <2 x i64> %bc, i32 1
  %t64 = trunc i64 %e64 to i32
  %red = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %tot)
  %res = add i32 %red, %t64
  ret i32 %res
}

define <vscale x 4 x i32> @scalable(<vscale x 4 x i32> %a, <vscale x 4 x i32> %b, ptr %p) {
entry:
  %s = add <vscale x 4 x i32> %a, %b
  %m = mul <vscale x 4 x i32> %s, splat (i32 3)
  %sp = call <vscale x 4 x i32> @llvm.vector.splice.nxv4i32(<vscale x 4 x i32> %m, <vscale x 4 x i32> %a, i32 1)
  %c = icmp eq <vscale x 4 x i32> %sp, zeroinitializer
  %z = zext <vscale x 4 x i1> %c to <vscale x 4 x i32>
  store <vscale x 4 x i32> %z, ptr %p, align 16
  %ld = load <vscale x 4 x i32>, ptr %p, align 16
  ret <vscale x 4 x i32> %ld
}

define { <2 x double>, i1 } @pairs(<2 x double> %v, double %d) {
entry:
  %ins = insertelement <2 x double> %v, double %d, i32 0
  %neg = fneg <2 x double> %ins
  %gt = fcmp ogt <2 x double> %neg, %v
  %any.bits = bitcast <2 x i1> %gt to i2
  %any = icmp ne i2 %any.bits, 0
  %agg0 = insertvalue { <2 x double>, i1 } undef, <2 x double> %neg, 0
  %agg1 = insertvalue { <2 x double>, i1 } %agg0, i1 %any, 1
  ret { <2 x double>, i1 } %agg1
}
