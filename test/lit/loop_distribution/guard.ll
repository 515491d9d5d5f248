; guard=cost: a partition is applied only when llvm-mca finds the function cheaper after the rest of LLVM 22's -O3
; (what follows loop-distribute) and llc. On the kernels as -O3 brings them to that point (kernels.o3.ll):
; s_rec_indep, a[i] = a[i-1] + b[i] next to c[i] = d[i] * e[i]: splitting every node only adds a loop
; (4.26 vs 4.10 cycles per element), so the guard keeps the loop whole even though partition=max asks for the split;
; p_lex_backward, where S2 reads what S1 writes one iteration later: the split lets both loops vectorize, so it stays.
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=max;guard=cost;function=s_rec_indep>' %S/../../inputs/loopdist/kernels.o3.ll -o %t.rec.ll --remarks-file %t.rec.jsonl
; RUN: FileCheck %s --check-prefix=REC --input-file %t.rec.jsonl
; RUN: FileCheck %s --check-prefix=REC-IR --input-file %t.rec.ll
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=max;guard=cost;function=p_lex_backward>' %S/../../inputs/loopdist/kernels.o3.ll -o %t.lex.ll --remarks-file %t.lex.jsonl
; RUN: FileCheck %s --check-prefix=LEX --input-file %t.lex.jsonl
; RUN: FileCheck %s --check-prefix=LEX-IR --input-file %t.lex.ll
; Without the guard the same partition is applied to s_rec_indep.
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=max;function=s_rec_indep>' %S/../../inputs/loopdist/kernels.o3.ll -o %t.noguard.ll --remarks-file %t.noguard.jsonl
; RUN: FileCheck %s --check-prefix=NOGUARD --input-file %t.noguard.jsonl
; RUN: %python -m mlbridge_passes.loop_distribution.jitcheck %S/../../inputs/loopdist/kernels.o3.ll %t.lex.ll --function p_lex_backward | FileCheck %s --check-prefix=JIT

; REC: "cost_distributed": 4.26375, "cost_whole": 4.1, "decided_by": "guard"{{.*}}"partition": "S1|S2"{{.*}}"function": "s_rec_indep"{{.*}}"name": "NotDistributed"
; REC-NOT: "name": "Distributed"
; REC-IR-LABEL: define dso_local void @s_rec_indep()
; REC-IR-NOT:   for.body.ld1:
; REC-IR:       ret void

; LEX: "decided_by": "max", "loop": "%for.body", "loops": ["for.body.ld1", "for.body.ld2"], "partition": "S2|S1"{{.*}}"function": "p_lex_backward"{{.*}}"name": "Distributed"
; LEX-IR-LABEL: define dso_local void @p_lex_backward(
; LEX-IR:       for.body.ld1:
; LEX-IR:       for.body.ld2:

; NOGUARD: "decided_by": "max"{{.*}}"partition": "S1|S2"{{.*}}"function": "s_rec_indep"{{.*}}"name": "Distributed"
; JIT: equal
