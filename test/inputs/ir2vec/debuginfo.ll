; Debug info as clang -g emits it (old-style llvm.dbg.* intrinsic calls, upgraded to #dbg records by LLVM 22's
; parser), !dbg attachments, and a pseudo-probe call (skipped by instructionsWithoutDebug at block/function level).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.pseudoprobe(i64, i64, i32, i64)

; int clamp(int x, int lo, int hi) { int *p = &x; if (x < lo) return lo; return x > hi ? hi : *p; }
define i32 @clamp(i32 noundef %x, i32 noundef %lo, i32 noundef %hi) !dbg !10 {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
  call void @llvm.dbg.declare(metadata ptr %x.addr, metadata !15, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.value(metadata i32 %lo, metadata !16, metadata !DIExpression()), !dbg !18
  call void @llvm.pseudoprobe(i64 6699318081062747564, i64 1, i32 0, i64 -1), !dbg !18
  %cmp = icmp slt i32 %x, %lo, !dbg !19
  br i1 %cmp, label %return, label %if.end, !dbg !19

if.end:
  call void @llvm.pseudoprobe(i64 6699318081062747564, i64 2, i32 0, i64 -1), !dbg !20
  %cmp1 = icmp sgt i32 %x, %hi, !dbg !20
  %v = load i32, ptr %x.addr, align 4, !dbg !20
  call void @llvm.dbg.value(metadata i32 %v, metadata !17, metadata !DIExpression()), !dbg !20
  %cond = select i1 %cmp1, i32 %hi, i32 %v, !dbg !20
  br label %return, !dbg !20

return:
  %retval = phi i32 [ %lo, %entry ], [ %cond, %if.end ], !dbg !21
  ret i32 %retval, !dbg !21
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "clamp.c", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "clamp", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15, !16, !17}
!15 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!16 = !DILocalVariable(name: "lo", arg: 2, scope: !10, file: !1, line: 1, type: !13)
!17 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 1, type: !13)
!18 = !DILocation(line: 1, column: 40, scope: !10)
!19 = !DILocation(line: 1, column: 70, scope: !10)
!20 = !DILocation(line: 1, column: 90, scope: !10)
!21 = !DILocation(line: 1, column: 100, scope: !10)
