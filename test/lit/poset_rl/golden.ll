; Golden decisions of the bundled poset-rl models on committed inputs: if the IR2Vec embedding, the module
; features, the critic's size features, the action spaces or a model change, these sequences change.
;
; The models alone (measure=0: no Oz guard). Policy mode (models/poset-rl-odg.onnx, models/poset-rl-manual.onnx)
; on Inputs/loop.ll. Oz would run its one fixed order; the policy picks its own, and stops at its step budget (4 ODG,
; 1 manual sub-sequences). The module_features input matters here: fed zeros instead, the ODG policy answers
; 23,6,3,7 (no second inlining step, 26, after the first three).
; RUN: %mlbridge-opt -passes='poset-rl<measure=0>' --remarks-file=%t.odg.yaml %S/Inputs/loop.ll -o %t.odg.bc
; RUN: FileCheck %s --check-prefix=ODG < %t.odg.yaml
; RUN: %llvm-remarkutil yaml2bitstream %t.odg.yaml -o %t.odg.bitstream
; RUN: %mlbridge-opt -passes='poset-rl<space=manual;measure=0>' --remarks-file=%t.manual.yaml %S/Inputs/loop.ll -o %t.manual.bc
; RUN: FileCheck %s --check-prefix=MANUAL < %t.manual.yaml
;
; Plan mode (models/poset-rl-{odg,manual}-critic.onnx with the bundled -plans.json) on a corpus module where the
; critic does not keep plan 0 (the portfolio's best single plan, what a critic-less pass would apply).
; RUN: %mlbridge-opt -passes='poset-rl<mode=plan;measure=0>' --remarks-file=%t.plan.yaml %S/../../inputs/corpus/lupa-2.8/third-party/lua53/lmem.o.bc -o %t.plan.bc
; RUN: FileCheck %s --check-prefix=PLAN < %t.plan.yaml
; RUN: %llvm-remarkutil yaml2bitstream %t.plan.yaml -o %t.plan.bitstream
; RUN: %mlbridge-opt -passes='poset-rl<mode=plan;space=manual;measure=0>' --remarks-file=%t.plan-manual.yaml %S/../../inputs/corpus/lupa-2.8/third-party/lua53/lmem.o.bc -o %t.plan-manual.bc
; RUN: FileCheck %s --check-prefix=PLAN-MANUAL < %t.plan-manual.yaml
;
; The critic's whole preference order over the 16 ODG plans (measure=16 compiles them all and reports each rank;
; default<Oz>, which plan mode always measures too, is as small as the best plan here, and the pass keeps it).
; RUN: %mlbridge-opt -passes='poset-rl<mode=plan;measure=16>' --remarks-file=%t.rank.jsonl %S/../../inputs/corpus/lupa-2.8/third-party/lua53/lmem.o.bc -o %t.rank.bc
; RUN: FileCheck %s --check-prefix=RANK < %t.rank.jsonl

; ODG:      Name: Sequence
; ODG-NEXT: Function: '{{.*}}loop.ll'
; ODG-NEXT: Args:
; ODG-NEXT:   - space: odg
; ODG-NEXT:   - steps: 4
; ODG-NEXT:   - stopped_by: model
; ODG-NEXT:   - actions: '23,6,3,26'

; MANUAL:      Name: Sequence
; MANUAL-NEXT: Function: '{{.*}}loop.ll'
; MANUAL-NEXT: Args:
; MANUAL-NEXT:   - space: manual
; MANUAL-NEXT:   - steps: 1
; MANUAL-NEXT:   - stopped_by: model
; MANUAL-NEXT:   - actions: 5

; PLAN:      Name: Sequence
; PLAN-NEXT: Function: '{{.*}}lmem.o.bc'
; PLAN-NEXT: Args:
; PLAN-NEXT:   - space: odg
; PLAN-NEXT:   - steps: 4
; PLAN-NEXT:   - stopped_by: plan
; PLAN-NEXT:   - plan: 3
; PLAN-NEXT:   - candidates: 16
; PLAN-NEXT:   - measured: 0
; PLAN-NEXT:   - actions: '2,22,26,17'

; PLAN-MANUAL:      Name: Sequence
; PLAN-MANUAL-NEXT: Function: '{{.*}}lmem.o.bc'
; PLAN-MANUAL-NEXT: Args:
; PLAN-MANUAL-NEXT:   - space: manual
; PLAN-MANUAL-NEXT:   - steps: 4
; PLAN-MANUAL-NEXT:   - stopped_by: plan
; PLAN-MANUAL-NEXT:   - plan: 3
; PLAN-MANUAL-NEXT:   - candidates: 12
; PLAN-MANUAL-NEXT:   - measured: 0
; PLAN-MANUAL-NEXT:   - actions: '0,3,8,13'

; RANK:      {"args": {"actions": "26,6,28,0,25,22,1", "plan": 0, "rank": 1, "text": {{[0-9]+}}}
; RANK-NEXT: {"args": {"actions": "26,2,20,3,9", "plan": 1, "rank": 2, "text": {{[0-9]+}}}
; RANK-NEXT: {"args": {"actions": "32,22,33", "plan": 2, "rank": 9, "text": {{[0-9]+}}}
; RANK-NEXT: {"args": {"actions": "2,22,26,17", "plan": 3, "rank": 0, "text": {{[0-9]+}}}
; RANK-NEXT: {"args": {"actions": "2,0,20,1", "plan": 4, "rank": 14, "text": {{[0-9]+}}}
; RANK-NEXT: {"args": {"actions": "26,6,22,7", "plan": 5, "rank": 3, "text": {{[0-9]+}}}
; RANK-NEXT: {"args": {"actions": "23,3,22,6,20,9,0", "plan": 6, "rank": 4, "text": {{[0-9]+}}}
; RANK-NEXT: {"args": {"actions": "2,3,23,0", "plan": 7, "rank": 11, "text": {{[0-9]+}}}
; RANK-NEXT: {"args": {"actions": "26,27,25,22,28", "plan": 8, "rank": 10, "text": {{[0-9]+}}}
; RANK-NEXT: {"args": {"actions": "23,3,6,20,4,26,18,22,28,17", "plan": 9, "rank": 8, "text": {{[0-9]+}}}
; RANK-NEXT: {"args": {"actions": "2", "plan": 10, "rank": 15, "text": {{[0-9]+}}}
; RANK-NEXT: {"args": {"actions": "26,23,20,22,6,3", "plan": 11, "rank": 5, "text": {{[0-9]+}}}
; RANK-NEXT: {"args": {"actions": "23,6,7", "plan": 12, "rank": 12, "text": {{[0-9]+}}}
; RANK-NEXT: {"args": {"actions": "31,3,22,26,9", "plan": 13, "rank": 6, "text": {{[0-9]+}}}
; RANK-NEXT: {"args": {"actions": "23,20,18", "plan": 14, "rank": 13, "text": {{[0-9]+}}}
; RANK-NEXT: {"args": {"actions": "32,22,33,6,29,9,3,10", "plan": 15, "rank": 7, "text": {{[0-9]+}}}
; RANK-NEXT: {"args": {"pipeline": "default<Oz>", "plan": -1, "text": {{[0-9]+}}}
; RANK-NEXT: {"args": {"actions": "", "candidates": 16, "measured": 16, "pipeline": "default<Oz>", "plan": -1,{{.*}}"stopped_by": "baseline"}
