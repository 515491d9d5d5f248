; poset-rl<mode=plan;measure=N> compiles the model's N preferred plans and keeps the smallest .text; it applies that
; plan, records each measured candidate (rank in the model's order, .text bytes), and the recorded pipeline replays
; with plain `opt` to identical IR. Plans: [] (nothing), [26] (the inliner sub-sequence), [26, 22].
; RUN: %python -c "import json; json.dump({'space': 'odg', 'plans': [[], [26], [26, 22]]}, open('%t.plans.json', 'w'))"
; A model that always keeps plan 0 (no inlining): with measure=3 the smaller inlined result wins (first on ties).
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;plan-file=%t.plans.json;measure=3;baseline=none>' --runner=python --model=mlbridge_passes.poset_rl.policies:first_plan --remarks-file=%t.jsonl %S/Inputs/loop.ll -o %t.ll
; RUN: FileCheck %s --check-prefix=ALL < %t.jsonl
; RUN: FileCheck %s --check-prefix=INLINED < %t.ll
; RUN: %python %S/Inputs/replay.py %t.jsonl %S/Inputs/loop.ll %t.opt.ll
; RUN: diff %t.ll %t.opt.ll
; measure=1 compiles only the model's choice: plan 0 is kept.
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;plan-file=%t.plans.json;measure=1;baseline=none>' --runner=python --model=mlbridge_passes.poset_rl.policies:first_plan --remarks-file=%t.one.jsonl %S/Inputs/loop.ll -o %t.one.ll
; RUN: FileCheck %s --check-prefix=ONE < %t.one.jsonl
; RUN: FileCheck %s --check-prefix=KEPT < %t.one.ll
; The shortlist is asked of the model one pick at a time with the same input shape: a model that always answers the
; last row gets plan 2, then (plan 2's row now shows plan 0) plan 0; plan 1 is never compiled.
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;plan-file=%t.plans.json;measure=2;baseline=none>' --runner=python --model=mlbridge_passes.poset_rl.policies:last_plan --remarks-file=%t.two.jsonl %S/Inputs/loop.ll -o %t.two.ll
; RUN: FileCheck %s --check-prefix=TWO < %t.two.jsonl
; The Oz guard (on by default with measure=N): default<Oz> is measured beside the plans and kept unless a plan is
; strictly smaller. Here no plan optimizes much, so the output is exactly `opt -passes=default<Oz>`'s.
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;plan-file=%t.plans.json;measure=1>' --runner=python --model=mlbridge_passes.poset_rl.policies:first_plan --remarks-file=%t.guard.jsonl %S/Inputs/loop.ll -o %t.guard.ll
; RUN: FileCheck %s --check-prefix=GUARD < %t.guard.jsonl
; RUN: %opt -S -passes='default<Oz>' %S/Inputs/loop.ll -o %t.oz.ll
; RUN: diff %t.guard.ll %t.oz.ll
; RUN: %python %S/Inputs/replay.py %t.guard.jsonl %S/Inputs/loop.ll %t.guard.opt.ll
; RUN: diff %t.guard.ll %t.guard.opt.ll
; The bundled critic with measure=2.
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;measure=2>' --remarks-file=%t.bundled.jsonl %S/Inputs/loop.ll -o %t.bundled.ll
; RUN: FileCheck %s --check-prefix=BUNDLED < %t.bundled.jsonl
; RUN: %python %S/Inputs/replay.py %t.bundled.jsonl %S/Inputs/loop.ll %t.bundled.opt.ll
; RUN: diff %t.bundled.ll %t.bundled.opt.ll
; The bundled manual-space critic and plans.
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;space=manual;measure=2>' --remarks-file=%t.manual.jsonl %S/Inputs/loop.ll -o %t.manual.ll
; RUN: FileCheck %s --check-prefix=MANUAL < %t.manual.jsonl
; RUN: %python %S/Inputs/replay.py %t.manual.jsonl %S/Inputs/loop.ll %t.manual.opt.ll
; RUN: diff %t.manual.ll %t.manual.opt.ll

; ALL: {"args": {"actions": "", "plan": 0, "rank": 0, "text": {{[0-9]+}}}{{.*}}"name": "Candidate"
; ALL: {"args": {"actions": "26", "plan": 1, "rank": 1, "text": {{[0-9]+}}}{{.*}}"name": "Candidate"
; ALL: {"args": {"actions": "26,22", "plan": 2, "rank": 2, "text": {{[0-9]+}}}{{.*}}"name": "Candidate"
; ALL: {"args": {"action": 26, {{.*}}"step": 0}{{.*}}"name": "SubSequence"
; ALL-NOT: "name": "SubSequence"
; ALL: {"args": {"actions": "26", "candidates": 3, "measured": 3, {{.*}}"plan": 1, {{.*}}"stopped_by": "plan"}{{.*}}"name": "Sequence"
; INLINED-NOT: @square
; INLINED: define {{.*}}@sum_squares
; INLINED-NOT: @square

; GUARD: {"args": {"actions": "", "plan": 0, "rank": 0, "text": {{[0-9]+}}}{{.*}}"name": "Candidate"
; GUARD: {"args": {"pipeline": "default<Oz>", "plan": -1, "text": {{[0-9]+}}}{{.*}}"name": "Candidate"
; GUARD-NOT: "name": "SubSequence"
; GUARD: {"args": {"actions": "", "candidates": 3, "measured": 1, "pipeline": "default<Oz>", "plan": -1, "space": "odg", "steps": 0, "stopped_by": "baseline"}{{.*}}"name": "Sequence"

; ONE: {"args": {"actions": "", "plan": 0, "rank": 0, "text": {{[0-9]+}}}{{.*}}"name": "Candidate"
; ONE: {"args": {"actions": "26", "plan": 1}{{.*}}"name": "Candidate"
; ONE-NOT: "name": "SubSequence"
; ONE: {"args": {"actions": "", "candidates": 3, "measured": 1, {{.*}}"plan": 0, {{.*}}"stopped_by": "plan"}{{.*}}"name": "Sequence"
; KEPT: define internal i32 @square

; TWO: {"args": {"actions": "", "plan": 0, "rank": 1, "text": {{[0-9]+}}}{{.*}}"name": "Candidate"
; TWO: {"args": {"actions": "26", "plan": 1}{{.*}}"name": "Candidate"
; TWO: {"args": {"actions": "26,22", "plan": 2, "rank": 0, "text": {{[0-9]+}}}{{.*}}"name": "Candidate"
; TWO: {"args": {"actions": "26,22", "candidates": 3, "measured": 2, {{.*}}"plan": 2, {{.*}}"stopped_by": "plan"}{{.*}}"name": "Sequence"

; BUNDLED: {"args": {"actions": "{{[0-9,]*}}", "candidates": {{[0-9]+}}, "measured": 2, {{.*}}"stopped_by": "plan"}{{.*}}"name": "Sequence"
; MANUAL: {"args": {"actions": "{{[0-9,]*}}", "candidates": 12, "measured": 2, {{.*}}"space": "manual", {{.*}}"stopped_by": "plan"}{{.*}}"name": "Sequence"
