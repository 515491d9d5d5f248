; Golden decisions of the bundled inliner (models/inliner-oz.onnx) on test/inputs/ir/medium.ll, the committed input
; where it departs from LLVM's own heuristic: question 3 (driver -> my_strlen) LLVM inlines (default 1, after which
; strlen of a constant string folds to 5), the model does not. Each question's features digest (the sha1 prefix of the
; model's float32 row) is pinned too: a change in LLVM's features, in to_row or in the model changes this file.
; RUN: %mlbridge-opt -S -passes='ml-inline<guard=none>' --remarks-file=%t.jsonl %S/../../inputs/ir/medium.ll -o %t.ll
; RUN: FileCheck %s --check-prefix=IR < %t.ll
; Both ways to reach LLVM's advisor (the in-process plug-in, the default; LLVM's FIFO interactive mode) ask the same
; questions with the same features and produce the same module.
; RUN: %mlbridge-opt -S -passes='ml-inline<advisor=interactive;guard=none>' --remarks-file=%t.fifo.jsonl %S/../../inputs/ir/medium.ll -o %t.fifo.ll
; RUN: FileCheck %s --check-prefixes=DECISIONS,FIFO < %t.fifo.jsonl
; RUN: FileCheck %s --check-prefixes=DECISIONS,PLUGIN < %t.jsonl
; RUN: diff %t.ll %t.fifo.ll
; LLVM's heuristic alone: the call is inlined and folded.
; RUN: %opt -S -passes='default<Oz>' %S/../../inputs/ir/medium.ll -o %t.oz.ll
; RUN: FileCheck %s --check-prefix=OZ < %t.oz.ll
; RUN: %mlbridge-opt -passes='ml-inline<guard=none>' --remarks-file=%t.yaml %S/../../inputs/ir/medium.ll -o %t.bc
; RUN: %llvm-remarkutil yaml2bitstream %t.yaml -o %t.bitstream

; DECISIONS:      {"args": {"decision": 1, "default": 1, "features": "76c3ff61dd18", "index": 0}, "function": "{{.*}}medium.ll", "kind": "Passed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"decision": 1, "default": 1, "features": "2aea76318eed", "index": 1}, "function": "{{.*}}medium.ll", "kind": "Passed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"decision": 1, "default": 1, "features": "a566eac65beb", "index": 2}, "function": "{{.*}}medium.ll", "kind": "Passed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"decision": 0, "default": 1, "features": "300994d6dc76", "index": 3}, "function": "{{.*}}medium.ll", "kind": "Missed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"decision": 1, "default": 1, "features": "3803e286f474", "index": 4}, "function": "{{.*}}medium.ll", "kind": "Passed", "name": "InlineDecision"
; PLUGIN-NEXT:    {"args": {"advisor": "plugin", "agreement_with_default": 4, "decisions": 5, "inlined": 4, "pipeline": "default<Oz>"}, {{.*}}"name": "Summary"
; FIFO-NEXT:      {"args": {"advisor": "interactive", "agreement_with_default": 4, "decisions": 5, "inlined": 4, "pipeline": "default<Oz>"}, {{.*}}"name": "Summary"
; DECISIONS-NOT:  InlineDecision

; IR-LABEL: define {{.*}}i32 @driver(
; IR:       call i64 @my_strlen(ptr {{.*}}@.str)
; IR:       call i32 @fib(i32 %len32)

; OZ-LABEL: define {{.*}}i32 @driver(
; OZ-NOT:   @my_strlen
; OZ:       call i32 @fib(i32 5)
