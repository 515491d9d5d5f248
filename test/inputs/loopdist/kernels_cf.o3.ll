; ModuleID = '<stdin>'
source_filename = "kernels_cf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@a = dso_local local_unnamed_addr global [32000 x float] zeroinitializer, align 16
@b = dso_local local_unnamed_addr global [32000 x float] zeroinitializer, align 16
@c = dso_local local_unnamed_addr global [32000 x float] zeroinitializer, align 16
@e = dso_local local_unnamed_addr global [32000 x float] zeroinitializer, align 16
@d = dso_local local_unnamed_addr global [32000 x float] zeroinitializer, align 16
@ia = dso_local local_unnamed_addr global [32000 x i32] zeroinitializer, align 16
@ib = dso_local local_unnamed_addr global [32000 x i32] zeroinitializer, align 16

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @cf_guard_rec() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.inc ]
  %0 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %1, %2
  store float %mul, ptr %0, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %cmp7 = fcmp ogt float %3, 0.000000e+00
  br i1 %cmp7, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx11 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %mul12 = fmul float %3, %4
  %arrayidx14 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul12, ptr %arrayidx14, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !11
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @cf_guard_backward() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %1 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %add = fadd float %0, %2
  %arrayidx7 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %add, ptr %arrayidx7, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx9 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %mul = fmul float %3, %4
  %arrayidx13 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx13, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @cf_if_else() local_unnamed_addr #1 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %cmp3 = fcmp ogt float %0, %1
  %sub14 = fsub float %1, %0
  %sub = fsub float %0, %1
  %d.sink = select i1 %cmp3, ptr @a, ptr @d
  %sub14.sink = select i1 %cmp3, float %sub, float %sub14
  %arrayidx16 = getelementptr inbounds nuw float, ptr %d.sink, i64 %indvars.iv
  store float %sub14.sink, ptr %arrayidx16, align 4, !tbaa !9
  %2 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx19 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %add = fadd float %0, %3
  store float %add, ptr %2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @cf_cond_on_written() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr i8, ptr %arrayidx4, i64 -4
  %2 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %cmp7 = fcmp ogt float %2, 0.000000e+00
  br i1 %cmp7, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx9 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %mul = fmul float %3, 2.000000e+00
  %arrayidx11 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx11, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local i32 @cf_count() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %spec.select.lcssa = phi i32 [ %spec.select, %for.body ]
  ret i32 %spec.select.lcssa

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
  %n.06 = phi i32 [ 0, %entry ], [ %spec.select, %for.body ]
  %arrayidx = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  %0 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %cmp1 = icmp sgt i32 %0, 10
  %inc = zext i1 %cmp1 to i32
  %spec.select = add nuw nsw i32 %n.06, %inc
  %mul = mul nsw i32 %0, 3
  %arrayidx5 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  store i32 %mul, ptr %arrayidx5, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @cf_two_guards() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx5, align 4, !tbaa !9
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %mul = fmul float %0, %1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx7, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %cmp10 = fcmp ogt float %1, 0.000000e+00
  br i1 %cmp10, label %if.then11, label %for.inc

if.then11:                                        ; preds = %if.end
  %2 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx13 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %add = fadd float %1, %3
  %arrayidx17 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %add, ptr %arrayidx17, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then11, %if.end
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @cf_guarded_cycle() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.else

if.then:                                          ; preds = %for.body
  %1 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %add = fadd float %0, %2
  store float %add, ptr %1, align 4, !tbaa !9
  br label %for.inc

if.else:                                          ; preds = %for.body
  %arrayidx9 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %3, ptr %arrayidx11, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.else, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @cf_three() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp olt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %fneg = fneg float %0
  %arrayidx5 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %fneg, ptr %arrayidx5, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %1 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx7 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %add = fadd float %2, %3
  store float %add, ptr %1, align 4, !tbaa !9
  %mul = fmul float %0, %3
  %arrayidx17 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx17, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
!18 = distinct !{!18, !12, !13}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
