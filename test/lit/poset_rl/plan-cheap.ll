; poset-rl<mode=plan;guard=cheap>: the critic also ranks default<Oz>'s module. On a training-corpus module (brotli's
; dec/state.c) the bundled odg critic ranks Oz's module first: nothing is compiled (measured=0, no text in the
; remarks) and the output is default<Oz>'s. On the held-out soxr pffft32s.c it prefers its plan 0, and the manual
; critic its plan 4: that plan and Oz are compiled and the plan's copy, smaller than Oz's, is what the pass returns
; (guard=size re-applies the plan to the module itself, which can come out larger in use-list order, and keeps Oz:
; plan-guard-applied.ll).
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;guard=cheap>' --remarks-file=%t.oz-first.jsonl %S/../../inputs/corpus/brotli-1.2.1/c/dec/state.o.bc -o %t.oz-first.ll
; RUN: FileCheck %s --check-prefix=OZFIRST < %t.oz-first.jsonl
; RUN: %opt -S -passes='default<Oz>' %S/../../inputs/corpus/brotli-1.2.1/c/dec/state.o.bc -o %t.state.oz.ll
; RUN: %python -c "import sys; from mlbridge_llvm.ir.llvmc import CModule; from mlbridge_llvm.ir.codegen import text_size_of_bitcode; [print('text', text_size_of_bitcode(CModule.parse_ir(open(p).read(), p).to_bitcode())) for p in sys.argv[1:]]" %t.state.oz.ll %t.oz-first.ll | FileCheck %s --check-prefix=SAME
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;guard=cheap>' --remarks-file=%t.odg.jsonl %S/Inputs/soxr-pffft32s.o.bc -o %t.odg.ll
; RUN: FileCheck %s --check-prefix=ODG < %t.odg.jsonl
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;space=manual;guard=cheap>' --remarks-file=%t.manual.jsonl %S/Inputs/soxr-pffft32s.o.bc -o %t.manual.ll
; RUN: FileCheck %s --check-prefix=MANUAL < %t.manual.jsonl
; RUN: %opt -S -passes='default<Oz>' %S/Inputs/soxr-pffft32s.o.bc -o %t.oz.ll
; RUN: %python -c "import sys; from mlbridge_llvm.ir.llvmc import CModule; from mlbridge_llvm.ir.codegen import text_size_of_bitcode; [print('text', text_size_of_bitcode(CModule.parse_ir(open(p).read(), p).to_bitcode(), 'pic')) for p in sys.argv[1:]]" %t.oz.ll %t.odg.ll %t.manual.ll | FileCheck %s --check-prefix=SIZE

; OZFIRST: {"args": {"pipeline": "default<Oz>", "plan": -1, "rank": 0}{{.*}}"name": "Candidate"
; OZFIRST: {"args": {"actions": "", "candidates": 16, "measured": 0, "pipeline": "default<Oz>", "plan": -1, "space": "odg", "steps": 0, "stopped_by": "baseline"}{{.*}}"name": "Sequence"
; SAME:      text [[N:[0-9]+]]
; SAME-NEXT: text [[N]]

; ODG: {"args": {"actions": "26,6,28,0,25,22,1", "plan": 0, "rank": 0, "text": [[PLAN:[0-9]+]]}{{.*}}"name": "Candidate"
; ODG: {"args": {"pipeline": "default<Oz>", "plan": -1, "text": [[OZ:[0-9]+]]}{{.*}}"name": "Candidate"
; ODG-NOT: "name": "Guard"
; ODG: {"args": {"actions": "26,6,28,0,25,22,1", "candidates": 16, "measured": 1, {{.*}}"plan": 0, "space": "odg", "steps": 7, "stopped_by": "plan"}{{.*}}"name": "Sequence"

; MANUAL: {"args": {"actions": "4,3,12,6,0,1,2", "plan": 4, "rank": 0, "text": [[PLAN:[0-9]+]]}{{.*}}"name": "Candidate"
; MANUAL: {"args": {"pipeline": "default<Oz>", "plan": -1, "text": [[OZ:[0-9]+]]}{{.*}}"name": "Candidate"
; MANUAL-NOT: "name": "Guard"
; MANUAL: {"args": {"actions": "4,3,12,6,0,1,2", "candidates": 12, "measured": 1, {{.*}}"plan": 4, "space": "manual", "steps": 7, "stopped_by": "plan"}{{.*}}"name": "Sequence"

; SIZE:      text 10377
; SIZE-NEXT: text 10352
; SIZE-NEXT: text 10375
