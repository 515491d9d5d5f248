; poset-rl policy mode, by default (measure=1): the policy's module and default<Oz>'s are compiled and the smaller
; kept (the Oz guard), so a bad policy never costs size. The "stop" policy applies nothing.
; Unguarded (measure=0: the policy alone), the module stays unoptimized: @square is still called.
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<measure=0>' --runner=python --model=mlbridge_passes.poset_rl.policies:stop --remarks-file=%t.none.jsonl %S/Inputs/loop.ll -o %t.none.ll
; RUN: FileCheck %s --check-prefix=UNGUARDED < %t.none.ll
; Guarded (the default): Oz's module is kept, byte for byte what `opt -passes=default<Oz>` writes, and the replay pipeline says so.
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl' --runner=python --model=mlbridge_passes.poset_rl.policies:stop --remarks-file=%t.guard.jsonl %S/Inputs/loop.ll -o %t.guard.ll
; RUN: FileCheck %s --check-prefix=GUARD < %t.guard.jsonl
; RUN: %opt -S -passes='default<Oz>' %S/Inputs/loop.ll -o %t.oz.ll
; RUN: diff %t.guard.ll %t.oz.ll
; RUN: %python %S/Inputs/replay.py %t.guard.jsonl %S/Inputs/loop.ll %t.replay.ll
; RUN: diff %t.guard.ll %t.replay.ll

; UNGUARDED: call {{.*}}@square

; GUARD: {"args": {"baseline": "default<Oz>", "baseline_text": [[OZ:[0-9]+]], "kept": "baseline", "policy_text": {{[0-9]+}}, "reloc": "default"}{{.*}}"name": "Guard"
; GUARD: {"args": {"actions": "", "pipeline": "default<Oz>", "space": "odg", "steps": 0, "stopped_by": "baseline"}{{.*}}"name": "Sequence"
