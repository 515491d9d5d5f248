; The plug-in built for Debian's LLVM 22 (`mlbridge-config --plugin regalloc-system`) in llc-22 and in clang-22's own
; code generation, loaded with -Xclang -load (a legacy code-generation pass) or -fpass-plugin (loading is all it
; takes): the bundled policy's decisions as in the wheel's llc (plugin-llc.ll) and golden.ll.
; REQUIRES: regalloc-system-plugin
; RUN: rm -rf %t && mkdir -p %t
; RUN: %system-llc -O2 -load=%regalloc-plugin-system -mlbridge-regalloc-decisions=%t/llc.jsonl %S/Inputs/pressure.ll -o %t/llc.s
; RUN: FileCheck %s < %t/llc.jsonl
; RUN: %llc -O2 -load=%regalloc-plugin -mlbridge-regalloc-decisions=%t/wheel.jsonl %S/Inputs/pressure.ll -o %t/wheel.s
; RUN: diff %t/llc.jsonl %t/wheel.jsonl
; RUN: %system-llc -O2 -load=%regalloc-plugin-system -mlbridge-regalloc-runner=default %S/Inputs/pressure.ll -o %t/default.s
; RUN: %system-llc -O2 %S/Inputs/pressure.ll -o %t/plain.s
; RUN: diff %t/plain.s %t/default.s
; RUN: %system-clang -O2 -c -x ir -Wno-override-module %S/Inputs/pressure.ll -Xclang -load -Xclang %regalloc-plugin-system -mllvm -mlbridge-regalloc-decisions=%t/clang.jsonl -o %t/clang.o
; RUN: %system-clang -O2 -c -x ir -Wno-override-module %S/Inputs/pressure.ll -fpass-plugin=%regalloc-plugin-system -mllvm -mlbridge-regalloc-decisions=%t/fpass.jsonl -o %t/fpass.o
; RUN: diff %t/clang.jsonl %t/fpass.jsonl
; RUN: cmp %t/clang.o %t/fpass.o
; RUN: FileCheck %s --check-prefix=CLANG < %t/clang.jsonl

; CHECK:      {"function": "mix", "index": 14, "default": 14, "allowed": 7, "proposed": 14, "corrected": false, "fallback": false}
; CHECK-NEXT: {"function": "mix", "index": 32, "default": 32, "allowed": 6, "proposed": 32, "corrected": false, "fallback": false}
; CLANG: {"function": "mix", "index": {{[0-9]+}},
