; ml-inline with ONNX policies in-process: a constant "inline" policy, the bundled model, and a model of the
; wrong width (refused before LLVM starts: no output file, one clear line).
; RUN: rm -f %t.out
; RUN: %python -c "from mlbridge_llvm.onnx_models import constant_policy as c, save_model as s; k = dict(input_name='features', output_name='decision'); s(c(39, 1, **k), '%t.inline.onnx'); s(c(39, 0, **k), '%t.never.onnx'); s(c(38, 1, **k), '%t.narrow.onnx')"
; RUN: %mlbridge-opt -S -passes='ml-inline<guard=none>' --model=%t.inline.onnx %s | FileCheck %s --check-prefix=ALWAYS
; RUN: %mlbridge-opt -S -passes='ml-inline<guard=none>' --model=%t.never.onnx %s | FileCheck %s --check-prefix=NEVER
; RUN: %mlbridge-opt -S -passes='ml-inline<guard=none>' --remarks-file=%t.jsonl %s | FileCheck %s --check-prefix=BUNDLED
; RUN: FileCheck %s --check-prefix=REMARKS < %t.jsonl
; RUN: not %mlbridge-opt -S -passes='ml-inline<guard=none>' --model=%t.narrow.onnx %s -o %t.out 2>&1 | FileCheck %s --check-prefix=NARROW
; RUN: not ls %t.out

; ALWAYS-LABEL: define {{.*}}i32 @entry(
; ALWAYS-NOT: call
; NEVER-LABEL: define {{.*}}i32 @entry(
; NEVER-COUNT-2: call {{.*}}@helper(
; The bundled policy inlines the tiny @helper (as LLVM's heuristic does) and every decision is recorded.
; BUNDLED-LABEL: define {{.*}}i32 @entry(
; BUNDLED-NOT: call {{.*}}@helper(
; REMARKS-COUNT-2: "name": "InlineDecision"
; REMARKS: "name": "Summary"
; NARROW: mlbridge-opt: error: {{.*}}features{{.*}}
; NARROW-NOT: Traceback

define internal i32 @helper(i32 %x) {
  %a = mul i32 %x, %x
  %b = add i32 %a, 7
  ret i32 %b
}

define i32 @entry(i32 %n) {
  %r = call i32 @helper(i32 %n)
  %s = call i32 @helper(i32 %r)
  ret i32 %s
}
