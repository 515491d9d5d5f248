; Clear one-line errors, before any compilation: bad options, a priority advisor without a runner, and an ONNX
; model whose input width is not the pass's [33, 43].
; RUN: not %mlbridge-opt -passes='ml-regalloc<advisor=bogus>' %s -o %t.discard 2>&1 | FileCheck %s --check-prefix=ADVISOR
; RUN: not %mlbridge-opt -passes='ml-regalloc<O=9>' %s -o %t.discard 2>&1 | FileCheck %s --check-prefix=LEVEL
; RUN: not %mlbridge-opt -passes='ml-regalloc<advisor=priority>' %s -o %t.discard 2>&1 | FileCheck %s --check-prefix=PRIORITY
; RUN: %python -c "import sys; from mlbridge_llvm.onnx_models import mlp, random_layers, save_model; save_model(mlp(random_layers([41, 4, 1]), input_name='candidates'), sys.argv[1])" %t.onnx
; RUN: not %mlbridge-opt -passes='ml-regalloc' --runner=onnx --model=%t.onnx %s -o %t.discard 2>&1 | FileCheck %s --check-prefix=WIDTH

; ADVISOR: mlbridge-opt: error: ml-regalloc<advisor=bogus>: choose one of evict, priority
; LEVEL: mlbridge-opt: error: ml-regalloc<O=9>: choose 0, 1, 2 or 3
; PRIORITY: mlbridge-opt: error: ml-regalloc<advisor=priority> has no bundled model
; WIDTH: mlbridge-opt: error: model expects input 'candidates' as float [N, 41] but features declare float [33, 43]

define i64 @f(i64 %x) {
  %y = mul i64 %x, %x
  ret i64 %y
}
