; poset-rl<mode=plan;measure=0> applies each plan to a copy, asks the model which to keep, and applies exactly that
; plan (measure=0: the model's choice alone, without the default Oz guard; plan-guard*.ll test the guard).
; Plans: [] (nothing), [26] (the inliner sub-sequence), [26, 22]. A model keeping the last plan inlines @square and
; the recorded pipeline replays to byte-identical IR with plain `opt`; a model keeping plan 0 leaves the module alone.
; RUN: %python -c "import json; json.dump({'space': 'odg', 'plans': [[], [26], [26, 22]]}, open('%t.plans.json', 'w'))"
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;plan-file=%t.plans.json;measure=0>' --runner=python --model=mlbridge_passes.poset_rl.policies:last_plan --remarks-file=%t.jsonl %S/Inputs/loop.ll -o %t.ll
; RUN: FileCheck %s --check-prefix=LAST < %t.jsonl
; RUN: FileCheck %s --check-prefix=INLINED < %t.ll
; RUN: %python %S/Inputs/replay.py %t.jsonl %S/Inputs/loop.ll %t.opt.ll
; RUN: diff %t.ll %t.opt.ll
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;plan-file=%t.plans.json;measure=0>' --runner=python --model=mlbridge_passes.poset_rl.policies:first_plan --remarks-file=%t.first.jsonl %S/Inputs/loop.ll -o %t.first.ll
; RUN: FileCheck %s --check-prefix=FIRST < %t.first.jsonl
; RUN: FileCheck %s --check-prefix=KEPT < %t.first.ll
; The bundled critic and plans (models/poset-rl-odg-critic.onnx, poset-rl-odg-plans.json) in-process: replayable.
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;measure=0>' --remarks-file=%t.bundled.jsonl %S/Inputs/loop.ll -o %t.bundled.ll
; RUN: FileCheck %s --check-prefix=BUNDLED < %t.bundled.jsonl
; RUN: %python %S/Inputs/replay.py %t.bundled.jsonl %S/Inputs/loop.ll %t.bundled.opt.ll
; RUN: diff %t.bundled.ll %t.bundled.opt.ll

; LAST: {"args": {"actions": "", "plan": 0}{{.*}}"name": "Candidate"
; LAST: {"args": {"actions": "26", "plan": 1}{{.*}}"name": "Candidate"
; LAST: {"args": {"actions": "26,22", "plan": 2}{{.*}}"name": "Candidate"
; LAST: {"args": {"action": 26, {{.*}}"step": 0}{{.*}}"name": "SubSequence"
; LAST: {"args": {"action": 22, {{.*}}"step": 1}{{.*}}"name": "SubSequence"
; LAST: {"args": {"actions": "26,22", "candidates": 3, {{.*}}"plan": 2, "space": "odg", "steps": 2, "stopped_by": "plan"}{{.*}}"name": "Sequence"
; INLINED-NOT: @square
; INLINED: define {{.*}}@sum_squares
; INLINED-NOT: @square

; FIRST-NOT: "name": "SubSequence"
; FIRST: {"args": {"actions": "", "candidates": 3, {{.*}}"plan": 0, "space": "odg", "steps": 0, "stopped_by": "plan"}{{.*}}"name": "Sequence"
; KEPT: define internal i32 @square

; BUNDLED: {"args": {"actions": "{{[0-9,]*}}", "candidates": {{[0-9]+}}, {{.*}}"plan": {{[0-9]+}}, {{.*}}"stopped_by": "plan"}{{.*}}"name": "Sequence"
