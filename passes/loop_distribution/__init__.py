"""``rl-loop-distribute``: RL loop distribution (Jain et al., LLVM-HPC 2022) over LLVM 22 IR.

Modules: :mod:`.ddg` (dependence graph of an innermost loop, SCC condensation), :mod:`.partition` (notation,
legality, nearest legal partition), :mod:`.fission` (the loop fission through the LLVM-C API), :mod:`.agents` (the
two agents' observations, network and ONNX graphs), :mod:`.loopdist` (the pass), ``cost`` (llvm-mca cycles per
original iteration after the vectorizer), :mod:`.search` (the default ``partition=search``: the cost model chooses
among candidate partitions, all loops costed in one batch), ``equivalence`` (JIT semantic-equivalence check).

Entry point (pyproject.toml, group ``mlbridge_llvm.passes``):
``rl-loop-distribute = "mlbridge_passes.loop_distribution:PASS"``.
"""
from mlbridge_llvm.passes import BenchCommand, MLPass

from .agents import ADVICE, FEATURE_SPECS
from .loopdist import PASS_NAME, SELECT_MODEL, run

PASS = MLPass(
    name=PASS_NAME,
    description="loop distribution: each innermost loop's dependence graph partitioned into new loops, by default "
                "the partition the cost model finds cheapest (two RL agents with partition=model)",
    run=run,
    default_model=SELECT_MODEL,
    feature_specs=FEATURE_SPECS,
    advice_spec=ADVICE,
    options={"partition": "search (default: the cost model chooses among the whole loop, the maximal distribution "
                          "and partitions a hill climb reaches from them; no ML), model (the agents decide; the "
                          "default when select-model=, distribute-model= or --runner/--model name them), max, "
                          "none, or a partition such as S1,S2|S3",
             "agents": "1: with partition=search, the agents' partition is one of the first candidates (default 0)",
             "rounds": "hill-climbing rounds of partition=search (default 3; 0: only the first candidates)",
             "min-gain": "partition=search: keep a partition only when the cost model puts it at least this fraction "
                         "below the whole loop (default 0.2; 0: any strictly cheaper partition)",
             "function": "only this function",
             "canonicalize": "1: first bring loops into the analysed form (sroa, instcombine, loop-simplify, lcssa, "
                             "loop-rotate, indvars), e.g. for clang -O0 -Xclang -disable-O0-optnone output",
             "vectorize": "1: run loop-vectorize afterwards and report which loops vectorized",
             "guard": "cost: distribute a loop only when llvm-mca finds it cheaper after the rest of -O3 (the default "
                      "and the only choice for partition=search; for model, max and fixed partitions the default "
                      "is none)",
             "select-model": "ONNX file of the select agent (default: bundled)",
             "distribute-model": "ONNX file of the distribute agent (default: bundled)"},
    bench=BenchCommand("loopdist", "loop distribution: llvm-mca cycles per kernel (original, LLVM, ours) and pass time "
                       "per runner vs a Python wrapper", "mlbridge_training.loop_distribution.bench"),
    demo="mlbridge_passes.loop_distribution.demo",
)

__all__ = ["PASS"]
