; A loop the cost model cannot cost (the rest of -O3 leaves no loop of it: fully unrolled) is kept whole, with a
; remark saying why, instead of failing the compilation: partition=search (source uncostable, costs null) and the
; rule's guard=cost alike. Before the fix both stopped with "function 'init...' has no loop after ..." and mawk's
; whole-program build failed on makescan.c.
; RUN: %mlbridge-opt -S -passes=rl-loop-distribute %S/Inputs/uncostable.ll -o %t.ll --remarks-file %t.jsonl
; RUN: FileCheck %s --input-file %t.ll
; RUN: FileCheck %s --check-prefix=SEARCH --input-file %t.jsonl
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=max;guard=cost>' %S/Inputs/uncostable.ll -o %t.rule.ll --remarks-file %t.rule.jsonl
; RUN: FileCheck %s --input-file %t.rule.ll
; RUN: FileCheck %s --check-prefix=RULE --input-file %t.rule.jsonl
; Without the guard the rule has nothing to ask the cost model: it splits.
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=max;guard=none>' %S/Inputs/uncostable.ll -o %t.max.ll
; RUN: FileCheck %s --check-prefix=SPLIT --input-file %t.max.ll

; CHECK: define void @init()
; CHECK: store i8 22
; CHECK-NEXT: getelementptr
; CHECK-NEXT: store i8 3
; SEARCH: {"args": {"cost_chosen": null, "cost_whole": null, "decided_by": "search", {{.*}}"partition": "S1,S2", {{.*}}"source": "uncostable"}, "function": "init", {{.*}}"name": "NotDistributed"
; RULE: {"args": {"cost_distributed": null, "cost_whole": null, "decided_by": "guard", {{.*}}"partition": "S1|S2", {{.*}}"name": "NotDistributed"
; SPLIT: store i8 22
; SPLIT: br i1
; SPLIT: store i8 3
