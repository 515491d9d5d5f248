"""``rl-loop-distribute``: RL loop distribution (Jain et al., LLVM-HPC 2022) over LLVM 22 IR.

Modules: ``ddg`` (dependence graph of an innermost loop, SCC condensation), ``fission`` (the real loop fission through
the LLVM-C API), ``cost`` (llvm-mca cycles per original iteration after the vectorizer), ``equivalence`` (JIT
semantic-equivalence check), the pass itself and its agents.
"""
