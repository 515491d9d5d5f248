; poset-rl honours always_inline (option always-inline, on by default): a module that defines an always_inline
; function goes through `always-inline` before the first sub-sequence, in both modes, so a plan or a policy that runs
; no inliner cannot leave the call. The replay string starts with it and reproduces the output with plain `opt`.
; always-inline=0 (the published method) leaves the call, and a module without always_inline gets no prelude.
; Plan mode, one empty plan, no guard: the prelude alone.
; RUN: %python -c "import json; json.dump({'space': 'odg', 'plans': [[]]}, open('%t.plans.json', 'w'))"
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;plan-file=%t.plans.json;guard=none>' --runner=python --model=mlbridge_passes.poset_rl.policies:first_plan --remarks-file=%t.plan.jsonl %S/Inputs/always-inline.ll -o %t.plan.ll
; RUN: FileCheck %s --check-prefix=INLINED < %t.plan.ll
; RUN: FileCheck %s --check-prefix=PRELUDE < %t.plan.jsonl
; RUN: %python %S/Inputs/replay.py %t.plan.jsonl %S/Inputs/always-inline.ll %t.plan.opt.ll
; RUN: diff %t.plan.ll %t.plan.opt.ll
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;plan-file=%t.plans.json;guard=none;always-inline=0>' --runner=python --model=mlbridge_passes.poset_rl.policies:first_plan --remarks-file=%t.off.jsonl %S/Inputs/always-inline.ll -o %t.off.ll
; RUN: FileCheck %s --check-prefix=CALLED < %t.off.ll
; RUN: FileCheck %s --check-prefix=NOPRELUDE < %t.off.jsonl
; Policy mode, a policy that stops at once, no guard: the prelude alone.
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<guard=none>' --runner=python --model=mlbridge_passes.poset_rl.policies:stop --remarks-file=%t.policy.jsonl %S/Inputs/always-inline.ll -o %t.policy.ll
; RUN: FileCheck %s --check-prefix=INLINED < %t.policy.ll
; RUN: FileCheck %s --check-prefix=PRELUDE < %t.policy.jsonl
; RUN: %python %S/Inputs/replay.py %t.policy.jsonl %S/Inputs/always-inline.ll %t.policy.opt.ll
; RUN: diff %t.policy.ll %t.policy.opt.ll
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<guard=none;always-inline=0>' --runner=python --model=mlbridge_passes.poset_rl.policies:stop %S/Inputs/always-inline.ll -o %t.policy.off.ll
; RUN: FileCheck %s --check-prefix=CALLED < %t.policy.off.ll
; No always_inline function, no prelude (loop.ll's @square is a plain internal function).
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<guard=none>' --runner=python --model=mlbridge_passes.poset_rl.policies:stop --remarks-file=%t.plain.jsonl %S/Inputs/loop.ll -o %t.plain.ll
; RUN: FileCheck %s --check-prefix=NOPRELUDE < %t.plain.jsonl
; RUN: FileCheck %s --check-prefix=CALLED < %t.plain.ll
; A bad value is one line naming the option.
; RUN: not %python %S/Inputs/opt.py -S -passes='poset-rl<always-inline=yes>' %S/Inputs/always-inline.ll -o %t.bad.ll 2>&1 | FileCheck %s --check-prefix=BAD

; INLINED: define {{.*}}@sum_squares
; INLINED-NOT: call {{.*}}@square
; CALLED: call {{.*}}@square
; PRELUDE: "pipeline": "always-inline{{(,invalidate<all>,invalidate<globals-aa>,.*)?}}"{{.*}}"name": "Sequence"
; NOPRELUDE-NOT: "pipeline": "always-inline
; NOPRELUDE: "name": "Sequence"
; BAD: poset-rl<always-inline=yes>: expected 1 (default: honour always_inline first) or 0 (the published method)
