; The default, partition=search (no ML): per loop, the cost model of guard=cost (the rest of LLVM 22's -O3 after
; loop-distribute, llc, llvm-mca on skylake) chooses among the loop whole, the maximal distribution and what a hill
; climb reaches from the cheaper of them. FileCheck pins what it chooses on the kernels as -O3 brings them to
; loop-distribute, that the fission is applied as chosen, and the JIT checks every kernel.
; RUN: %mlbridge-opt -S -passes=rl-loop-distribute %S/../../inputs/loopdist/kernels.o3.ll -o %t.ll --remarks-file %t.jsonl
; RUN: FileCheck %s --input-file %t.ll
; RUN: FileCheck %s --check-prefix=REMARK --input-file %t.jsonl
; RUN: %python -m mlbridge_passes.loop_distribution.jitcheck %S/../../inputs/loopdist/kernels.o3.ll %t.ll | FileCheck %s --check-prefix=JIT
; The rule partition=max;guard=cost keeps s_six_stmts whole (splitting all five statements costs 9.28 cycles per
; element against 6.2); the search finds S3,S4|S1,S2,S5 (4.49).
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=max;guard=cost;function=s_six_stmts>' %S/../../inputs/loopdist/kernels.o3.ll -o %t.rule.ll --remarks-file %t.rule.jsonl
; RUN: FileCheck %s --check-prefix=RULE --input-file %t.rule.jsonl
; rounds=0: only the first candidates (whole, max), so s_six_stmts stays whole as under the rule.
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<rounds=0;function=s_six_stmts>' %S/../../inputs/loopdist/kernels.o3.ll -o %t.r0.ll --remarks-file %t.r0.jsonl
; RUN: FileCheck %s --check-prefix=ROUNDS0 --input-file %t.r0.jsonl
; min-gain=0.3: S3,S4|S1,S2,S5 is 27.5% cheaper than s_six_stmts whole (4.49 against 6.2), not 30%: the loop stays
; whole and the IR has no new loop; min-gain=0.25 splits it as the default does.
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<min-gain=0.3;function=s_six_stmts>' %S/../../inputs/loopdist/kernels.o3.ll -o %t.mg30.ll --remarks-file %t.mg30.jsonl
; RUN: FileCheck %s --check-prefix=MINGAIN30 --input-file %t.mg30.jsonl
; RUN: FileCheck %s --check-prefix=MINGAIN30-IR --input-file %t.mg30.ll
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<min-gain=0.25;function=s_six_stmts>' %S/../../inputs/loopdist/kernels.o3.ll -o %t.mg25.ll --remarks-file %t.mg25.jsonl
; RUN: FileCheck %s --check-prefix=MINGAIN25 --input-file %t.mg25.jsonl

; Two recurrences and a vectorizable statement: every candidate costs more than the loop whole.
; REMARK: "cost_chosen": 4.11, "cost_whole": 4.11, "decided_by": "search"{{.*}}"partition": "S1,S2,S3"{{.*}}"source": "whole"}, "function": "s_two_recs"{{.*}}"name": "NotDistributed"
; The later statement's loop first: the maximal distribution, both loops vectorize.
; REMARK: "decided_by": "search"{{.*}}"partition": "S2|S1"{{.*}}"source": "max"}, "function": "s_lex_backward", {{.*}}"name": "Distributed"
; REMARK: "decided_by": "search"{{.*}}"partition": "S1|S2,S3"{{.*}}"source": "search"}, "function": "s_lex_backward2"{{.*}}"name": "Distributed"
; REMARK: "cost_chosen": 4.4925, "cost_whole": 6.2, "decided_by": "search"{{.*}}"partition": "S3,S4|S1,S2,S5"{{.*}}"source": "search"}, "function": "s_six_stmts"{{.*}}"name": "Distributed"
; REMARK: "decided_by": "search"{{.*}}"partition": "S1,S2|S3"{{.*}}"function": "s_rec_div"{{.*}}"name": "Distributed"

; RULE: "cost_distributed": 9.28{{[0-9]*}}, "cost_whole": 6.2, "decided_by": "guard"{{.*}}"function": "s_six_stmts"{{.*}}"name": "NotDistributed"
; ROUNDS0: "decided_by": "search"{{.*}}"partition": "S1,S2,S3,S4,S5"{{.*}}"source": "whole"}, "function": "s_six_stmts"{{.*}}"name": "NotDistributed"
; MINGAIN30: "cost_chosen": 6.2, "cost_whole": 6.2, "decided_by": "search"{{.*}}"partition": "S1,S2,S3,S4,S5"{{.*}}"source": "min-gain"}, "function": "s_six_stmts"{{.*}}"name": "NotDistributed"
; MINGAIN30-IR: define dso_local void @s_six_stmts()
; MINGAIN30-IR-NOT: for.body.ld1:
; MINGAIN25: "decided_by": "search"{{.*}}"partition": "S3,S4|S1,S2,S5"{{.*}}"source": "search"}, "function": "s_six_stmts"{{.*}}"name": "Distributed"

; CHECK-LABEL: define dso_local void @s_lex_backward2()
; CHECK:       for.body.ld1:
; CHECK:         label %for.body.ld2.ph, label %for.body.ld1
; CHECK:       for.body.ld2:
; CHECK:         getelementptr inbounds nuw float, ptr @a
; CHECK:         getelementptr inbounds nuw float, ptr @e
; CHECK:         label %for.cond.cleanup, label %for.body.ld2
; CHECK-NOT:   for.body.ld3:
; CHECK-LABEL: define dso_local void @s_linrec_vec2()
; CHECK-NOT:   for.body.ld1:
; CHECK:       ret void
; CHECK-LABEL: define dso_local void @s_six_stmts()
; CHECK:       for.body.ld1:
; CHECK:         label %for.body.ld2.ph, label %for.body.ld1
; CHECK:       for.body.ld2:
; CHECK:         label %for.cond.cleanup, label %for.body.ld2
; CHECK-NOT:   for.body.ld3:
; CHECK-LABEL: define dso_local void @s_rec_div()
; CHECK:       for.body.ld1:
; CHECK:         fdiv float
; CHECK:       for.body.ld2:
; CHECK:         fdiv float
; CHECK-NOT:   for.body.ld3:

; JIT: jitcheck: 46 function(s) equal on 2 seed(s)
