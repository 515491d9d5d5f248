; plan mode with measure=N checks the module it returns, not only the candidate copy it measured. Candidates are
; clones, and LLVMCloneModule does not keep use-list order, so a plan applied to the module itself can come out a
; few bytes larger than its copy did. On this held-out module (soxr's pffft32s.c, from the corpus) the bundled
; manual critic's plan 4 measured smaller than default<Oz> on its copy, but applied to the module it gave 10384
; bytes vs Oz's 10377: the guard keeps Oz's module, whose .text is that of `opt -passes=default<Oz>`'s output (the
; text differs only in use-list order and intrinsic attributes, which the guard's clone does not keep).
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<mode=plan;space=manual;measure=2>' --remarks-file=%t.jsonl %S/Inputs/soxr-pffft32s.o.bc -o %t.ll
; RUN: FileCheck %s < %t.jsonl
; RUN: %opt -S -passes='default<Oz>' %S/Inputs/soxr-pffft32s.o.bc -o %t.oz.ll
; RUN: %python -c "import sys; from mlbridge_llvm.ir.llvmc import CModule; from mlbridge_llvm.ir.codegen import text_size_of_bitcode; [print('text', text_size_of_bitcode(CModule.parse_ir(open(p).read(), p).to_bitcode(), 'pic')) for p in sys.argv[1:]]" %t.ll %t.oz.ll | FileCheck %s --check-prefix=SIZE

; CHECK: {"args": {"baseline": "default<Oz>", "baseline_text": [[OZ:[0-9]+]], "kept": "baseline", "plan": {{[0-9]+}}, "plan_text": {{[0-9]+}}, "reloc": "pic"}{{.*}}"name": "Guard"
; CHECK: {"args": {"actions": "", "candidates": 12, "measured": 2, "pipeline": "default<Oz>", "plan": -1, "space": "manual", "steps": 0, "stopped_by": "baseline"}{{.*}}"name": "Sequence"

; SIZE:      text [[N:[0-9]+]]
; SIZE-NEXT: text [[N]]
