; poset-rl refuses bad models and bad answers with one clear line, and writes no output.
; RUN: rm -f %t.out
; RUN: %python -c "from mlbridge_llvm.onnx_models import save_model; from mlbridge_training.poset_rl.models import sequence_policy as p; save_model(p([1, 2], 33), '%t.narrow.onnx'); open('%t.corrupt.onnx', 'wb').write(b'not a model')"
; RUN: not %python %S/Inputs/opt.py -S -passes=poset-rl --model=%t.narrow.onnx %S/Inputs/loop.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=NARROW --implicit-check-not=Traceback
; RUN: not %python %S/Inputs/opt.py -S -passes=poset-rl --model=%t.corrupt.onnx %S/Inputs/loop.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=CORRUPT --implicit-check-not=Traceback
; RUN: not %python %S/Inputs/opt.py -S -passes=poset-rl --runner=python --model=mlbridge_passes.poset_rl.policies:always_zero %S/Inputs/loop.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=MASKED --implicit-check-not=Traceback
; RUN: not %python %S/Inputs/opt.py -S -passes='poset-rl<space=O3>' %S/Inputs/loop.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=SPACE --implicit-check-not=Traceback
; RUN: not %python %S/Inputs/opt.py -S -passes='poset-rl<steps=many>' %S/Inputs/loop.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=STEPS --implicit-check-not=Traceback
; RUN: not ls %t.out

; NARROW: mlbridge-opt: error: model expects input 'action_mask' as float [N, 33] but features declare float [1, 34]
; CORRUPT: mlbridge-opt: error: cannot load ONNX model {{.*}}corrupt.onnx
; MASKED: mlbridge-opt: error: poset-rl on {{.*}}loop.ll after 1 step(s) {{.*}}the model chose action 0, already applied at step 0 (it is masked)
; SPACE: mlbridge-opt: error: unknown POSET-RL action space 'O3'; choose one of ['manual', 'odg']
; STEPS: mlbridge-opt: error: poset-rl<steps=many>: expected a non-negative integer
