; Bad models, bad answers and bad options give one clear line, no traceback and no output file.
; RUN: rm -f %t.out
; RUN: %python -c "open('%t.corrupt.onnx', 'wb').write(b'not a model')"
; RUN: %python -c "from mlbridge_llvm.onnx_models import save_model, mlp, random_layers; save_model(mlp(random_layers([300, 4]), input_name='node_features', argmax=True), '%t.narrow.onnx')"
; RUN: not %mlbridge-opt -S -passes='rl-loop-distribute<partition=model;select-model=%t.corrupt.onnx>' %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=CORRUPT --implicit-check-not=Traceback
; RUN: not %mlbridge-opt -S -passes='rl-loop-distribute<partition=model;distribute-model=%t.narrow.onnx>' %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=NARROW --implicit-check-not=Traceback
; RUN: not %mlbridge-opt -S -passes='rl-loop-distribute<partition=model>' --runner python --model mlbridge_passes.loop_distribution.policies:unready_node %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=UNREADY --implicit-check-not=Traceback
; RUN: not %mlbridge-opt -S -passes='rl-loop-distribute<partition=S1,S1>' %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=SYNTAX --implicit-check-not=Traceback
; RUN: not %mlbridge-opt -S -passes='rl-loop-distribute<partition=S9|S1>' %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=GAP --implicit-check-not=Traceback
; RUN: not %mlbridge-opt -S -passes='rl-loop-distribute<partition=S1|S2|S3;function=s_lex_backward>' %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=FIT --implicit-check-not=Traceback
; RUN: not %mlbridge-opt -S -passes='rl-loop-distribute<function=nope>' %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=FUNC --implicit-check-not=Traceback
; RUN: not %mlbridge-opt -S -passes='rl-loop-distribute<partition=model>' --runner onnx --model %t.corrupt.onnx %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=NOTDIR --implicit-check-not=Traceback
; Naming the agents without partition= makes them decide (partition=model), so a broken agent is an error.
; RUN: not %mlbridge-opt -S -passes='rl-loop-distribute<select-model=%t.corrupt.onnx>' %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=CORRUPT --implicit-check-not=Traceback
; RUN: not %mlbridge-opt -S -passes=rl-loop-distribute --runner python --model mlbridge_passes.loop_distribution.policies:unready_node %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=UNREADY --implicit-check-not=Traceback
; partition=search (the default) asks no agent: naming one with it, or an unguarded search, is an error, not ignored.
; RUN: not %mlbridge-opt -S -passes='rl-loop-distribute<partition=search;select-model=%t.corrupt.onnx>' %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=SEARCH-MODEL --implicit-check-not=Traceback
; RUN: not %mlbridge-opt -S -passes='rl-loop-distribute<partition=search>' --runner python --model mlbridge_passes.loop_distribution.policies:unready_node %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=SEARCH-RUNNER --implicit-check-not=Traceback
; RUN: not %mlbridge-opt -S -passes='rl-loop-distribute<guard=none>' %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=SEARCH-GUARD --implicit-check-not=Traceback
; RUN: not %mlbridge-opt -S -passes='rl-loop-distribute<rounds=many>' %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=ROUNDS --implicit-check-not=Traceback
; RUN: not %mlbridge-opt -S -passes='rl-loop-distribute<partition=max;agents=1>' %S/../../inputs/loopdist/kernels.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=AGENTS --implicit-check-not=Traceback
; RUN: not ls %t.out

; CORRUPT: mlbridge-opt: error: rl-loop-distribute: select agent {{.*}}corrupt.onnx: cannot load ONNX model {{.*}}corrupt.onnx
; NARROW: mlbridge-opt: error: rl-loop-distribute: distribute agent {{.*}}narrow.onnx: model expects inputs ['node_features'] but features declare ['adjacency', 'agent',
; UNREADY: mlbridge-opt: error: rl-loop-distribute: loop '%for.body' of @s_rec_indep: select agent chose node 15, which is not ready (ready: 0, 1)
; SYNTAX: mlbridge-opt: error: node S1 appears twice in partition 'S1,S1'
; GAP: mlbridge-opt: error: partition 'S9|S1' names S1,S9 but not S2,S3,S4,S5,S6,S7,S8: a partition names each node S1..Sk of a loop exactly once
; FIT: mlbridge-opt: error: partition 'S1|S2|S3' has 3 nodes but no analysed loop does (1 loop(s) with 2 nodes; see the Analysis remarks)
; FUNC: mlbridge-opt: error: rl-loop-distribute<function=nope>: no defined function @nope
; NOTDIR: mlbridge-opt: error: rl-loop-distribute: --model for the in-process runner must be a directory
; SEARCH-MODEL: mlbridge-opt: error: rl-loop-distribute: select-model= name the agents, but partition=search does not ask them: drop partition=search (naming the agents makes them decide) or add agents=1
; SEARCH-RUNNER: mlbridge-opt: error: rl-loop-distribute: --runner/--model name the agents, but partition=search
; SEARCH-GUARD: mlbridge-opt: error: rl-loop-distribute<partition=search;guard=none>: the search keeps the loop whole unless the cost model finds a partition cheaper
; ROUNDS: mlbridge-opt: error: rl-loop-distribute<rounds=many>: expected a number of rounds
; AGENTS: mlbridge-opt: error: rl-loop-distribute<agents=1>: only with partition=search
