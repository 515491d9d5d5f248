; poset-rl<mode=plan> refuses bad plan files, a model with the wrong inputs and out-of-range answers with one clear
; line, and writes no output.
; RUN: rm -f %t.out
; RUN: %python -c "import json; json.dump({'space': 'odg', 'plans': [[], [26]]}, open('%t.plans.json', 'w')); open('%t.bad.json', 'w').write('{\"plans\": 3}'); json.dump({'space': 'manual', 'plans': [[1]]}, open('%t.manual.json', 'w'))"
; RUN: %python -c "from mlbridge_llvm.onnx_models import save_model; from mlbridge_training.poset_rl.models import sequence_policy as p; save_model(p([1, 2], 34), '%t.policy.onnx')"
; RUN: not %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;plan-file=%t.plans.json>' --runner=python --model=mlbridge_passes.poset_rl.policies:no_such_plan %S/Inputs/loop.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=RANGE --implicit-check-not=Traceback
; RUN: not %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;plan-file=%t.plans.json>' --model=%t.policy.onnx %S/Inputs/loop.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=WRONGMODEL --implicit-check-not=Traceback
; RUN: not %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;plan-file=%t.bad.json>' %S/Inputs/loop.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=MALFORMED --implicit-check-not=Traceback
; RUN: not %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;plan-file=%t.manual.json>' %S/Inputs/loop.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=SPACE --implicit-check-not=Traceback
; RUN: not %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;plans=0>' %S/Inputs/loop.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=ZERO --implicit-check-not=Traceback
; RUN: not %python %S/Inputs/opt.py -S -passes='poset-rl<mode=search>' %S/Inputs/loop.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=MODE --implicit-check-not=Traceback
; RUN: not %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;measure=-1>' %S/Inputs/loop.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=MEASURE --implicit-check-not=Traceback
; RUN: not %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;measure=two>' %S/Inputs/loop.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=MEASURE2 --implicit-check-not=Traceback
; measure=N compiles candidates: a module for a target this build has no code generator for is refused by name.
; RUN: sed 's/x86_64-unknown-linux-gnu/aarch64-unknown-linux-gnu/; /^target datalayout/d' %S/Inputs/loop.ll > %t.arm.ll
; RUN: not %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;measure=2>' %t.arm.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=NOTARGET --implicit-check-not=Traceback
; RUN: not ls %t.out

; RANGE: mlbridge-opt: error: poset-rl<mode=plan> on {{.*}}loop.ll (nothing applied): the model chose plan 2; there are 2 (0..1)
; WRONGMODEL: mlbridge-opt: error: {{.*}}size_features
; MALFORMED: mlbridge-opt: error: poset-rl: plan file {{.*}}bad.json is malformed
; SPACE: mlbridge-opt: error: poset-rl: plan file {{.*}}manual.json is for space 'manual', the pass runs space 'odg'
; ZERO: mlbridge-opt: error: poset-rl<plans=0>: expected a positive number of plans
; MODE: mlbridge-opt: error: poset-rl<mode=search>: expected policy (default) or plan
; MEASURE: mlbridge-opt: error: poset-rl<measure=-1>: expected a non-negative integer
; MEASURE2: mlbridge-opt: error: poset-rl<measure=two>: expected a non-negative integer
; NOTARGET: mlbridge-opt: error: poset-rl<mode=plan> on {{.*}}arm.ll (nothing applied): cannot compile plan 0 to measure its .text (no target for triple 'aarch64-unknown-linux-gnu'{{.*}}); measure=0 decides without code generation
