; Golden decisions of the bundled inliner (models/inliner-oz.onnx) on test/inputs/ir/sodium_utils.bc (libsodium's
; sodium/utils.c from the corpus, PyNaCl 1.6.2). The model (mlbridge-train, behavioural cloning of LLVM's own
; decision) answers LLVM's heuristic at every question, so the guarded pass compares nothing and the module is
; default<Oz>'s. The previous model departed at question 18 (it inlined _out_of_bounds into sodium_free, 6 bytes
; smaller here); such stray departures on large modules made its guard cost 2.33x Oz's opt time (models/inliner-oz.md).
; Each question's features digest (the sha1 prefix of the model's float32 row) is pinned: a change in LLVM's
; features, in to_row or in the model changes this file.
; RUN: %mlbridge-opt -S -passes='ml-inline<guard=none>' --remarks-file=%t.jsonl %S/../../inputs/ir/sodium_utils.bc -o %t.ll
; RUN: FileCheck %s --check-prefix=IR < %t.ll
; Both ways to reach LLVM's advisor (the in-process plug-in, the default; LLVM's FIFO interactive mode) ask the same
; questions with the same features and produce the same module.
; RUN: %mlbridge-opt -S -passes='ml-inline<advisor=interactive;guard=none>' --remarks-file=%t.fifo.jsonl %S/../../inputs/ir/sodium_utils.bc -o %t.fifo.ll
; RUN: FileCheck %s --check-prefixes=DECISIONS,FIFO < %t.fifo.jsonl
; RUN: FileCheck %s --check-prefixes=DECISIONS,PLUGIN < %t.jsonl
; Each decision names its call site as LLVM's own inline remarks do (Function and Caller: the caller; Callee) when the
; plug-in asks (question 18: sodium_free calls _out_of_bounds); LLVM's interactive mode sends only the features.
; RUN: FileCheck %s --check-prefix=NAMES < %t.jsonl
; RUN: FileCheck %s --check-prefix=UNNAMED < %t.fifo.jsonl
; RUN: diff %t.ll %t.fifo.ll
; LLVM's heuristic keeps @_out_of_bounds as a function, and so does the model.
; RUN: %opt -S -passes='default<Oz>' %S/../../inputs/ir/sodium_utils.bc -o %t.oz.ll
; RUN: FileCheck %s --check-prefix=OZ < %t.oz.ll
; The guarded pass compares nothing (the policy agrees with the heuristic everywhere), and says so.
; RUN: %mlbridge-opt -passes=ml-inline --remarks-file=%t.guard.jsonl %S/../../inputs/ir/sodium_utils.bc -o %t.guard.bc
; RUN: FileCheck %s --check-prefix=GUARD < %t.guard.jsonl
; RUN: %mlbridge-opt -passes='ml-inline<guard=none>' --remarks-file=%t.yaml %S/../../inputs/ir/sodium_utils.bc -o %t.bc
; RUN: %llvm-remarkutil yaml2bitstream %t.yaml -o %t.bitstream

; DECISIONS:      {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 1, "default": 1, "features": "b2c33dd1ed90", "index": 0}, "function": "{{[^"]+}}", "kind": "Passed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 1, "default": 1, "features": "b9b9b6cf54eb", "index": 1}, "function": "{{[^"]+}}", "kind": "Passed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 1, "default": 1, "features": "8d3c0e84b2e1", "index": 2}, "function": "{{[^"]+}}", "kind": "Passed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 1, "default": 1, "features": "a721b5f1cab7", "index": 3}, "function": "{{[^"]+}}", "kind": "Passed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 0, "default": 0, "features": "7ba3fe7343fe", "index": 4}, "function": "{{[^"]+}}", "kind": "Missed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 0, "default": 0, "features": "df4d4e5415d2", "index": 5}, "function": "{{[^"]+}}", "kind": "Missed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 0, "default": 0, "features": "0ab57b76a751", "index": 6}, "function": "{{[^"]+}}", "kind": "Missed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 1, "default": 1, "features": "ba6c0ed3b3ec", "index": 7}, "function": "{{[^"]+}}", "kind": "Passed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 0, "default": 0, "features": "12bcad03e786", "index": 8}, "function": "{{[^"]+}}", "kind": "Missed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 1, "default": 1, "features": "c03e95fd65ab", "index": 9}, "function": "{{[^"]+}}", "kind": "Passed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 0, "default": 0, "features": "369a2e74213d", "index": 10}, "function": "{{[^"]+}}", "kind": "Missed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 0, "default": 0, "features": "5db66c94efb2", "index": 11}, "function": "{{[^"]+}}", "kind": "Missed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 0, "default": 0, "features": "f5c8c9969151", "index": 12}, "function": "{{[^"]+}}", "kind": "Missed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 0, "default": 0, "features": "82a94bcfec50", "index": 13}, "function": "{{[^"]+}}", "kind": "Missed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 0, "default": 0, "features": "f7e6968cef62", "index": 14}, "function": "{{[^"]+}}", "kind": "Missed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 0, "default": 0, "features": "a06b67ab7214", "index": 15}, "function": "{{[^"]+}}", "kind": "Missed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 0, "default": 0, "features": "af1d86cdd271", "index": 16}, "function": "{{[^"]+}}", "kind": "Missed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 0, "default": 0, "features": "661761855a0c", "index": 17}, "function": "{{[^"]+}}", "kind": "Missed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 0, "default": 0, "features": "52d6ade773fe", "index": 18}, "function": "{{[^"]+}}", "kind": "Missed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 0, "default": 0, "features": "1a9caa1395e7", "index": 19}, "function": "{{[^"]+}}", "kind": "Missed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 1, "default": 1, "features": "a4e9d9ae3952", "index": 20}, "function": "{{[^"]+}}", "kind": "Passed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 0, "default": 0, "features": "d8e042be350b", "index": 21}, "function": "{{[^"]+}}", "kind": "Missed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 0, "default": 0, "features": "b4265c73247a", "index": 22}, "function": "{{[^"]+}}", "kind": "Missed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 0, "default": 0, "features": "b4265c73247a", "index": 23}, "function": "{{[^"]+}}", "kind": "Missed", "name": "InlineDecision"
; DECISIONS-NEXT: {"args": {"Callee": "{{[^"]+}}", "Caller": "{{[^"]+}}", "decision": 0, "default": 0, "features": "b4265c73247a", "index": 24}, "function": "{{[^"]+}}", "kind": "Missed", "name": "InlineDecision"

; PLUGIN-NEXT:    {"args": {"advisor": "plugin", "agreement_with_default": 25, "decisions": 25, "forced_stop": false, "inlined": 7, "pipeline": "default<Oz>"}, {{.*}}"name": "Summary"
; FIFO-NEXT:      {"args": {"advisor": "interactive", "agreement_with_default": 25, "decisions": 25, "forced_stop": null, "inlined": 7, "pipeline": "default<Oz>"}, {{.*}}"name": "Summary"
; DECISIONS-NOT:  InlineDecision

; NAMES:      {"args": {"Callee": "sodium_memzero", "Caller": "sodium_stackzero", {{.*}}"index": 0}, "function": "sodium_stackzero",
; NAMES-NEXT: {"args": {"Callee": "sodium_memzero", "Caller": "sodium_munlock", {{.*}}"index": 1}, "function": "sodium_munlock",
; NAMES-NEXT: {"args": {"Callee": "_page_round", "Caller": "_sodium_malloc", {{.*}}"index": 2}, "function": "_sodium_malloc",
; NAMES-NEXT: {"args": {"Callee": "_alloc_aligned", "Caller": "_sodium_malloc", {{.*}}"index": 3}, "function": "_sodium_malloc",
; NAMES-NEXT: {"args": {"Callee": "_mprotect_noaccess", "Caller": "_sodium_malloc", {{.*}}"index": 4}, "function": "_sodium_malloc",
; NAMES-NEXT: {"args": {"Callee": "_mprotect_noaccess", "Caller": "_sodium_malloc", {{.*}}"index": 5}, "function": "_sodium_malloc",
; NAMES-NEXT: {"args": {"Callee": "sodium_mlock", "Caller": "_sodium_malloc", {{.*}}"index": 6}, "function": "_sodium_malloc",
; NAMES-NEXT: {"args": {"Callee": "_page_round", "Caller": "_sodium_malloc", {{.*}}"index": 7}, "function": "_sodium_malloc",
; NAMES-NEXT: {"args": {"Callee": "_mprotect_readonly", "Caller": "_sodium_malloc", {{.*}}"index": 8}, "function": "_sodium_malloc",
; NAMES-NEXT: {"args": {"Callee": "_sodium_malloc", "Caller": "sodium_malloc", {{.*}}"index": 9}, "function": "sodium_malloc",
; NAMES-NEXT: {"args": {"Callee": "_mprotect_readonly", "Caller": "sodium_malloc", {{.*}}"index": 10}, "function": "sodium_malloc",
; NAMES-NEXT: {"args": {"Callee": "sodium_mlock", "Caller": "sodium_malloc", {{.*}}"index": 11}, "function": "sodium_malloc",
; NAMES-NEXT: {"args": {"Callee": "_mprotect_noaccess", "Caller": "sodium_malloc", {{.*}}"index": 12}, "function": "sodium_malloc",
; NAMES-NEXT: {"args": {"Callee": "_mprotect_noaccess", "Caller": "sodium_malloc", {{.*}}"index": 13}, "function": "sodium_malloc",
; NAMES-NEXT: {"args": {"Callee": "sodium_malloc", "Caller": "sodium_allocarray", {{.*}}"index": 14}, "function": "sodium_allocarray",
; NAMES-NEXT: {"args": {"Callee": "_unprotected_ptr_from_user_ptr", "Caller": "sodium_free", {{.*}}"index": 15}, "function": "sodium_free",
; NAMES-NEXT: {"args": {"Callee": "_mprotect_readwrite", "Caller": "sodium_free", {{.*}}"index": 16}, "function": "sodium_free",
; NAMES-NEXT: {"args": {"Callee": "sodium_memcmp", "Caller": "sodium_free", {{.*}}"index": 17}, "function": "sodium_free",
; NAMES-NEXT: {"args": {"Callee": "_out_of_bounds", "Caller": "sodium_free", {{.*}}"index": 18}, "function": "sodium_free",
; NAMES-NEXT: {"args": {"Callee": "sodium_munlock", "Caller": "sodium_free", {{.*}}"index": 19}, "function": "sodium_free",
; NAMES-NEXT: {"args": {"Callee": "_free_aligned", "Caller": "sodium_free", {{.*}}"index": 20}, "function": "sodium_free",
; NAMES-NEXT: {"args": {"Callee": "_unprotected_ptr_from_user_ptr", "Caller": "_sodium_mprotect", {{.*}}"index": 21}, "function": "_sodium_mprotect",
; NAMES-NEXT: {"args": {"Callee": "_sodium_mprotect", "Caller": "sodium_mprotect_noaccess", {{.*}}"index": 22}, "function": "sodium_mprotect_noaccess",
; NAMES-NEXT: {"args": {"Callee": "_sodium_mprotect", "Caller": "sodium_mprotect_readonly", {{.*}}"index": 23}, "function": "sodium_mprotect_readonly",
; NAMES-NEXT: {"args": {"Callee": "_sodium_mprotect", "Caller": "sodium_mprotect_readwrite", {{.*}}"index": 24}, "function": "sodium_mprotect_readwrite",

; UNNAMED-COUNT-25: {"args": {"Callee": "<unknown>", "Caller": "<unknown>", {{.*}}"function": "{{.*}}sodium_utils.bc", {{.*}}"name": "InlineDecision"
; UNNAMED-NOT: InlineDecision

; IR: define internal fastcc void @_out_of_bounds(

; OZ: define internal fastcc void @_out_of_bounds(

; GUARD: {"args": {"compared": false, "kept": "policy", "reason": "agrees with the heuristic"}{{.*}}"name": "Guard"
