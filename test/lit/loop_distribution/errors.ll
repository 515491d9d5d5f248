; Bad models, bad answers and bad options give one clear line, no traceback and no output file.
; RUN: rm -f %t.out
; RUN: %python -c "open('%t.corrupt.onnx', 'wb').write(b'not a model')"
; RUN: %python -c "from mlbridge_llvm.onnx_models import save_model, mlp, random_layers; save_model(mlp(random_layers([300, 4]), input_name='node_features', argmax=True), '%t.narrow.onnx')"
; RUN: not %mlbridge-opt -S -passes='rl-loop-distribute<select-model=%t.corrupt.onnx>' %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=CORRUPT --implicit-check-not=Traceback
; RUN: not %mlbridge-opt -S -passes='rl-loop-distribute<distribute-model=%t.narrow.onnx>' %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=NARROW --implicit-check-not=Traceback
; RUN: not %mlbridge-opt -S -passes=rl-loop-distribute --runner python --model mlbridge_passes.loop_distribution.policies:unready_node %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=UNREADY --implicit-check-not=Traceback
; RUN: not %mlbridge-opt -S -passes='rl-loop-distribute<partition=S1,S1>' %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=SYNTAX --implicit-check-not=Traceback
; RUN: not %mlbridge-opt -S -passes='rl-loop-distribute<function=nope>' %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=FUNC --implicit-check-not=Traceback
; RUN: not %mlbridge-opt -S -passes=rl-loop-distribute --runner onnx --model %t.corrupt.onnx %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=NOTDIR --implicit-check-not=Traceback
; RUN: not ls %t.out

; CORRUPT: mlbridge-opt: error: rl-loop-distribute: select agent {{.*}}corrupt.onnx: cannot load ONNX model {{.*}}corrupt.onnx
; NARROW: mlbridge-opt: error: rl-loop-distribute: distribute agent {{.*}}narrow.onnx: model expects inputs ['node_features'] but features declare ['adjacency', 'agent',
; UNREADY: mlbridge-opt: error: rl-loop-distribute: loop '%for.body' of @s_rec_indep: select agent chose node 15, which is not ready (ready: 0, 1)
; SYNTAX: mlbridge-opt: error: node S1 appears twice in partition 'S1,S1'
; FUNC: mlbridge-opt: error: rl-loop-distribute<function=nope>: no defined function @nope
; NOTDIR: mlbridge-opt: error: rl-loop-distribute: --model for the in-process runner must be a directory
