"""Outcomes: what a decision did, measured; one library every pass, guard and trainer uses.

| outcome | module | call |
|---|---|---|
| ``.text`` bytes of a module, of each function | :mod:`.size` | ``module_text_size(module)``, ``function_text_size(module, fn)``, ``function_text_sizes(obj)`` |
| llvm-mca cycles of a loop, a function, a module, for the compilation's target CPU | :mod:`.mca` | ``function_loop_cycles(ir, fn, pipeline=...)``, ``loop_cycles(ir, fn, header)``, ``function_cycles``, ``module_cycles`` |
| measured run time of kernels (executables or JIT), interleaved and pinned | :mod:`.runtime` | ``time_kernels(variants)``, ``time_jit(variants)`` |
| spills and reloads of an allocation | :mod:`.spills` | ``count_spills(asm)`` |
| whole-program time and size (``mlbridge-score``'s harness) | :mod:`.program` | ``program_outcome(program, pipeline)`` |

Helpers: :mod:`.target` (which CPU: ``cpu=``, ``$MLBRIDGE_TARGET_CPU``, the module's ``target-cpu``, this
machine's), :mod:`.pinning` (one CPU per measured run), :mod:`.asm` and :mod:`.iterations` (llc's assembly and the
IR of compiled loops, read), :mod:`.tools` (running a tool). ``docs/outcomes.md`` shows each one at work.

Nothing here imports a pass: the passes (loop distribution's cost model and run times, ``ml-regalloc``'s spill
counts) and the trainers import these.
"""
