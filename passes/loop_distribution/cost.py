"""Cost model of ``rl-loop-distribute``: steady-state llvm-mca cycles per ORIGINAL loop iteration after LLVM's vectorizer.

:func:`function_cost` takes a whole module (the fission may have split one loop into several loops in sequence) and
one function name, and does, with the wheel's LLVM 22 tools in subprocesses (temp files in a TemporaryDirectory,
every call with a timeout):

1. text preparation: the ``"target-cpu"``/``"target-features"``/``"tune-cpu"`` function attributes are dropped (clang
   writes ``x86-64``/SSE2 there, which would override ``-mcpu`` for the vectorizer's cost model and for codegen), and
   the function is made non-internal so the next step keeps it;
2. ``opt -mcpu=<cpu> -internalize-public-api-list=<fn> -passes='internalize,globaldce,<pipeline>'``: only the function
   (and the globals it uses) survives, then ``pipeline``: what compiles the loop after the pass. The pass's own
   setting is the rest of LLVM 22's ``default<O3>`` after ``loop-distribute`` (:func:`o3_around`, on kernels taken
   at that position: "the loop as the real pipeline compiles it", the original loop included); the earlier setting,
   :data:`DEFAULT_VECTORIZE_PIPELINE`, is the vector part of LLVM's -O2 pipeline without unrolling/SLP (rotate,
   loop-vectorize, loop-load-elim, instcombine, simplifycfg). With any other pipeline than that one, every global
   variable stays public, so -O3 cannot delete the stores of a kernel whose arrays nobody else reads;
3. ``llc -O3 -mcpu=<cpu>`` to verbose assembly; innermost loops are read from llc's loop comments
   (``=>This Inner Loop Header``, ``Parent Loop``, ``in Loop: Header=``), a loop's instructions are those of all its
   blocks in layout order;
4. one ``llvm-mca -mcpu=<cpu> -iterations=100`` call with one ``LLVM-MCA-BEGIN/END`` region per innermost loop;
   ``cycles_per_iter = Total Cycles / 100``;
5. each asm loop is mapped to its IR header through the block-name comment (``.LBB0_7: # %vector.body``). From the
   vectorized IR: ``vectorized`` = the loop's blocks use vector types; ``elements_per_iter`` = the step of the
   vectorizer's canonical induction ``%index`` (VF * IC); for a loop SLP vectorized without LV (vector types, no
   ``%index``) the smallest step of its i64 inductions, each read from the increment its header phi takes from the
   latch (never from another ``add %iv, K``: ``a[i + 4]`` is an offset, not a step); 1 for scalar loops; ``remainder`` = the loop carries
   ``llvm.loop.isvectorized`` but is not a main ``vector.body`` (scalar epilogue / runtime-check fallback, vector
   epilogue ``vec.epilog.vector.body``), or it is a loop-versioning fallback (``*.lver.orig``).

``cycles_per_element`` = sum over the non-remainder innermost loops of ``cycles_per_iter / elements_per_iter``.

Assumptions and limits (documented choices, not bugs):

* innermost loops only: for 2-D kernels the outer loop's own overhead is ignored and the figure is per inner
  iteration; all loops of the function are assumed to run the same trip count (true for a fission of one loop);
* llvm-mca assumes loads never depend on earlier stores (its default ``-noalias``): a recurrence through memory that
  ``loop-load-elim`` did not turn into a register recurrence is under-costed;
* remainders and runtime-check fallbacks are excluded: large trip counts and no aliasing at run time are assumed;
* a loop whose header llc left without an IR name is counted as scalar (elements 1) and not a remainder.
* loop metadata is honoured: the kernels carry ``llvm.loop.unroll.disable`` (clang's ``-fno-unroll-loops``), which
  makes the vectorizer keep interleave count 1 (s_vec2: VF 8, 0.273 cycles/element; without that metadata VF 8 x IC 2,
  0.261). A fission that copies the loop metadata to every new loop keeps the comparison fair.

Measured here (2 busy shared cores, ``test/inputs/loopdist/kernels.ll``, skylake): one :func:`function_cost` call
takes 45-70 ms (median; ~90 ms at worst under load): opt ~20 ms, llc ~25 ms, llvm-mca ~10 ms, Python <1 ms.
Cycles per element for a handful of kernels (all 46 in ``test/inputs/loopdist/KERNELS.md``): as compiled, after
LLVM's own ``loop-distribute`` forced on (:func:`llvm_loop_distribute`), and for a hand-distributed C version:

================  ========  ==============  ==========  =======================================================
kernel            original  LLVM loop-dist  hand split  note
================  ========  ==============  ==========  =======================================================
s_rec_indep       4.10      4.26 (split)    4.26        fused loop latency-bound by the fadd chain: no gain
s_scan_select     4.10      4.23 (split)    --          same pattern with a select recurrence
q_rec_indep       4.10      4.26 (split)    --          may-alias pointers: LLVM versions the loop
s_lex_backward    2.16      2.16 (refused)  0.35        needs S2's loop first; LLVM keeps program order
s_lex_forward     2.20      2.20 (refused)  0.35        LV refuses (store-to-load forwarding hazard)
s_rec_div         6.18      6.18 (refused)  5.36        divss throughput-bound fused loop
s_int_scan        2.09      2.09 (refused)  1.27        1-cycle integer scan + vector loop
s_vec2            0.27 (V)  0.27            --          already vectorized
================  ========  ==============  ==========  =======================================================

LLVM's loop-distribute splits only 4 of the 46 kernels (``s_rec_indep``, ``s_rec_indep_n``, ``s_scan_select``,
``q_rec_indep``) and none of them gets cheaper under this model; it refuses the others with ``CantIsolateUnsafeDeps``
or ``MemOpsCanBeVectorized``.
"""
from __future__ import annotations

import contextlib
import functools
import math
import os
import re
import subprocess
import tempfile
from dataclasses import dataclass, field

from mlbridge_llvm.errors import IRError, PipelineError
from mlbridge_llvm.ir.tools import find_tool

__all__ = ["DEFAULT_VECTORIZE_PIPELINE", "DEFAULT_CPU", "MCA_ITERATIONS", "LoopCost", "CostReport", "o3_around",
           "split_pipeline", "pipeline_after_pass", "function_cost", "functions_cost", "llvm_loop_distribute",
           "strip_target_attributes"]

#: The vector part of LLVM 22's -O2 function pipeline, without unrolling and SLP. Loop-load-elim turns recurrences
#: through memory that stayed scalar into register recurrences, so llvm-mca (which ignores memory dependences) sees
#: their latency chain.
DEFAULT_VECTORIZE_PIPELINE = ("function(loop-simplify,lcssa,loop(loop-rotate),loop-vectorize,loop-load-elim,"
                              "instcombine<no-verify-fixpoint>,simplifycfg)")
DEFAULT_CPU = "skylake"
MCA_ITERATIONS = 100
TIMEOUT = 60.0  # seconds, per subprocess

_TARGET_ATTR = re.compile(r' "(?:target-cpu|target-features|tune-cpu)"="[^"]*"')


@dataclass
class LoopCost:
    """One innermost loop of the compiled function."""

    header: str
    """IR name of the loop header block after the vectorizer (or the asm label if llc left it unnamed)."""
    cycles_per_iter: float
    """llvm-mca cycles per loop iteration (Total Cycles / iterations)."""
    elements_per_iter: int
    """Original iterations per loop iteration: VF*IC for a vector loop, 1 for a scalar loop."""
    vectorized: bool
    """The loop body uses vector types."""
    remainder: bool
    """Scalar epilogue / runtime-check fallback / vector epilogue of a vectorized loop (excluded from the total)."""

    @property
    def cycles_per_element(self) -> float:
        """cycles_per_iter / elements_per_iter."""
        return self.cycles_per_iter / self.elements_per_iter


@dataclass
class CostReport:
    """Cost of one function: the sum over its non-remainder innermost loops."""

    function: str
    cycles_per_element: float
    """Sum over non-remainder loops of cycles_per_iter / elements_per_iter."""
    loops: list[LoopCost] = field(default_factory=list)

    @property
    def vectorized(self) -> bool:
        """Some non-remainder loop is vectorized."""
        return any(lp.vectorized and not lp.remainder for lp in self.loops)


class NoLoopError(IRError):
    """The function has no loop left after the pipeline (fully unrolled, turned into ``memset``, folded away): the
    cost model has no steady-state loop to simulate, so the function's cost is unknown, not zero."""


# ------------------------------------------------------------------------------------------------- subprocesses
def _run(args: list[str], what: str, timeout: float = TIMEOUT) -> subprocess.CompletedProcess[str]:
    try:
        proc = subprocess.run(args, check=False, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise PipelineError(f"{what} timed out after {timeout:g} s: {' '.join(args[:3])} ...") from None
    if proc.returncode != 0:
        tail = " | ".join(ln.strip() for ln in proc.stderr.strip().splitlines()[-3:])
        raise PipelineError(f"{what} failed (exit {proc.returncode}): {tail}")
    return proc


def strip_target_attributes(ir: str) -> str:
    """Drop ``"target-cpu"``, ``"target-features"`` and ``"tune-cpu"`` function attributes, so ``-mcpu`` rules."""
    return _TARGET_ATTR.sub("", ir)


def _externalize(ir: str, function: str) -> str:
    """Give ``function`` external linkage (an internal function would be deleted by internalize+globaldce)."""
    pat = re.compile(r"^define((?:\s+(?:internal|private|linkonce_odr|linkonce|weak_odr|weak|available_externally))+)"
                     r"(\s.*@" + re.escape(_ir_name(function)) + r"\()", re.M)
    return pat.sub(lambda m: "define" + re.sub(r"\s+(internal|private|available_externally)", "", m.group(1))
                   + m.group(2), ir, count=1)


_DEFINED = re.compile(r'^define\s[^\n]*?@([-\w.$]+|"[^"]+")\(', re.M)
_LINKAGE = r"(?:internal|private|linkonce_odr|linkonce|weak_odr|weak|available_externally)"
_DEFINE_LINKAGE = re.compile(r"^define((?:\s+" + _LINKAGE + r")+)(\s[^\n]*?@([-\w.$]+|\"[^\"]+\")\()", re.M)


def _externalize_all(ir: str, names: set[str]) -> str:
    """:func:`_externalize` for every function named in ``names`` (IR spelling), in one pass over the text."""
    def sub(m: re.Match[str]) -> str:
        if m.group(3) not in names:
            return m.group(0)
        return "define" + re.sub(r"\s+(internal|private|available_externally)", "", m.group(1)) + m.group(2)
    return _DEFINE_LINKAGE.sub(sub, ir)


def _ir_name(function: str) -> str:
    return function if re.fullmatch(r"[-\w.$]+", function) else '"' + function + '"'


def vectorized_ir(ir: str, function: str, *, cpu: str = DEFAULT_CPU, pipeline: str = DEFAULT_VECTORIZE_PIPELINE,
                  workdir: str | None = None) -> str:
    """The module reduced to ``function`` (plus what it uses) after ``pipeline`` (opt -mcpu=cpu)."""
    return _vectorized_ir_of(ir, [function], cpu=cpu, pipeline=pipeline, workdir=workdir)


def _vectorized_ir_of(ir: str, functions: list[str], *, cpu: str, pipeline: str, workdir: str | None) -> str:
    """The module reduced to ``functions`` (plus what they use) after ``pipeline``."""
    if len(functions) == 1:
        if not re.search(r"^define\s[^\n]*@" + re.escape(_ir_name(functions[0])) + r"\(", ir, re.M):
            raise IRError(f"function {functions[0]!r} is not defined in the module")
        text = _externalize(strip_target_attributes(ir), functions[0])
    else:
        defined = set(_DEFINED.findall(ir))
        missing = [f for f in functions if _ir_name(f) not in defined]
        if missing:
            raise IRError(f"function {missing[0]!r} is not defined in the module")
        text = _externalize_all(strip_target_attributes(ir), {_ir_name(f) for f in functions})
    with tempfile.TemporaryDirectory(prefix="ldcost-") if workdir is None else contextlib.nullcontext(workdir) as tmp:
        src = os.path.join(tmp, "in.ll")
        with open(src, "w") as fh:
            fh.write(text)
        out = os.path.join(tmp, "vec.ll")
        keep = list(functions)
        if pipeline != DEFAULT_VECTORIZE_PIPELINE:
            # -O3 (or its tail) may delete stores to internal arrays nobody reads (the kernels write globals): keep
            # every global variable public, so only the other functions go (the default pipeline's tables predate
            # this and keep internalizing)
            keep += re.findall(r"^@([-\w.$]+) = ", ir, re.M)
        what = functions[0] if len(functions) == 1 else f"{len(functions)} functions"
        _run([find_tool("opt"), f"-mcpu={cpu}", f"-internalize-public-api-list={','.join(keep)}",
              f"-passes=internalize,globaldce,{pipeline}", "-S", src, "-o", out], f"opt '{pipeline}' on {what}")
        with open(out) as fh:
            return fh.read()


# -------------------------------------------------------------------------------------------------- asm parsing
_LABEL = re.compile(r"^(\.LBB(\d+)_(\d+)):\s*(?:#\s*(.*))?$")
_BB_COMMENT = re.compile(r"^# %bb\.(\d+):\s*(?:#\s*(.*))?$")
_HEADER = re.compile(r"^\s*#\s*=>\s*This (?:Inner )?Loop Header: Depth=(\d+)")
_PARENT = re.compile(r"^\s*#\s*Parent Loop (BB\d+_\d+) Depth=(\d+)")
_IN_LOOP = re.compile(r"^\s*#\s*in Loop: Header=(BB\d+_\d+) Depth=(\d+)")


@dataclass
class _AsmBlock:
    ident: str                  # BB<f>_<n>
    ir_name: str | None         # IR block name from the comment, without '%'
    label: str | None           # .LBB label if the block has one
    header_depth: int | None = None
    parents: list[str] = field(default_factory=list)
    in_loop: str | None = None  # innermost loop header containing the block (itself for a header)
    insts: list[str] = field(default_factory=list)


def _parse_asm(asm: str) -> list[_AsmBlock]:
    """Basic blocks of llc's verbose assembly (one function) with their loop comments and instructions."""
    blocks: list[_AsmBlock] = []
    cur: _AsmBlock | None = None
    func_index = 0
    for line in asm.splitlines():
        m = _LABEL.match(line)
        if m:
            func_index = int(m.group(2))
            name = _ir_block_name(m.group(4))
            cur = _AsmBlock(f"BB{m.group(2)}_{m.group(3)}", name, m.group(1))
            blocks.append(cur)
            continue
        m = _BB_COMMENT.match(line)
        if m:
            cur = _AsmBlock(f"BB{func_index}_{m.group(1)}", _ir_block_name(m.group(2)), None)
            blocks.append(cur)
            continue
        if line.startswith(".Lfunc_end"):
            cur = None
            continue
        if cur is None:
            continue
        m = _HEADER.match(line)
        if m:
            cur.header_depth = int(m.group(1))
            cur.in_loop = cur.ident
            continue
        m = _PARENT.match(line)
        if m:
            cur.parents.append(m.group(1))
            continue
        m = _IN_LOOP.match(line)
        if m:
            cur.in_loop = m.group(1)
            continue
        stripped = line.split("#", 1)[0].strip()
        if not stripped or stripped.startswith(".") or stripped.endswith(":"):
            continue
        cur.insts.append(stripped)
    return blocks


def _ir_block_name(comment: str | None) -> str | None:
    if not comment:
        return None
    m = re.match(r'%("?)([^"\s]+)\1', comment.strip())
    return m.group(2) if m else None


@dataclass
class _AsmLoop:
    header: _AsmBlock
    blocks: list[_AsmBlock]


def _innermost_loops(blocks: list[_AsmBlock]) -> list[_AsmLoop]:
    headers = [b for b in blocks if b.header_depth is not None]
    has_child = {p for b in headers for p in b.parents}
    loops = []
    for h in headers:
        if h.ident in has_child:
            continue
        loops.append(_AsmLoop(h, [b for b in blocks if b.in_loop == h.ident]))
    return loops


# --------------------------------------------------------------------------------------------------- IR parsing
_IR_LABEL = re.compile(r'^("[^"]+"|[-\w.$]+):')


def _function_body(ir: str, function: str) -> str:
    m = re.search(r"^define\s[^\n]*@" + re.escape(_ir_name(function)) + r"\(.*?^}", ir, re.M | re.S)
    if not m:
        raise IRError(f"function {function!r} is not defined in the module")
    return m.group(0)


def _function_bodies(ir: str) -> dict[str, str]:
    """Every function definition of ``ir``: IR name (quoted if it must be) -> its text, as :func:`_function_body`."""
    return {m.group(1): m.group(0) for m in
            re.finditer(r'^define\s[^\n]*?@([-\w.$]+|"[^"]+")\(.*?^}', ir, re.M | re.S)}


def _ir_blocks(body: str) -> dict[str, list[str]]:
    """IR basic blocks of a function body: name -> instruction lines (unnamed entry block is '0' or 'entry')."""
    blocks: dict[str, list[str]] = {}
    lines = body.splitlines()[1:]  # skip the define line
    cur: list[str] | None = None
    for line in lines:
        if line.startswith("}"):
            break
        m = _IR_LABEL.match(line)
        if m:
            cur = blocks.setdefault(m.group(1).strip('"'), [])
            continue
        code = line.strip()
        if not code or code.startswith(";"):
            continue
        if cur is None:  # entry block without a label
            cur = blocks.setdefault("<entry>", [])
        cur.append(code)
    return blocks


def _successors(insts: list[str]) -> list[str]:
    return [m.group(1) or m.group(2) for line in insts if not line.lstrip().startswith("%") or " = invoke" in line
            for m in re.finditer(r'label %(?:"([^"]+)"|([-\w.$]+))', line)]


def _metadata(ir: str) -> dict[str, str]:
    return {m.group(1): m.group(2) for m in re.finditer(r"^(![-\w.]+) = (?:distinct )?(!\{.*\})$", ir, re.M)}


def _loop_has_property(loop_md: str, prop: str, md: dict[str, str]) -> bool:
    for ref in re.findall(r"![\w.]+", md.get(loop_md, "")):
        node = md.get(ref, "")
        if f'!"{prop}"' in node:
            return not re.search(r"i(?:1|32) (?:0|false)\b", node)
    return False


@dataclass
class _IRLoop:
    vectorized: bool
    isvectorized_md: bool
    step: int


def _ir_loop(blocks: dict[str, list[str]], header: str, md: dict[str, str]) -> _IRLoop | None:
    if header not in blocks:
        return None
    preds: dict[str, list[str]] = {}
    for name, insts in blocks.items():
        for succ in _successors(insts):
            preds.setdefault(succ, []).append(name)
    # latches: predecessors of the header reachable from it (natural loop by backward walk from them)
    members = {header}
    work = []
    latches = []
    entry = next(iter(blocks))
    for p in preds.get(header, []):
        if p == header or _dominates(blocks, entry, header, p):
            latches.append(p)
            if p not in members:
                members.add(p)
                work.append(p)
    while work:
        b = work.pop()
        for p in preds.get(b, []):
            if p not in members:
                members.add(p)
                work.append(p)
    body_text = "\n".join(line for b in members for line in blocks[b])
    vectorized = bool(re.search(r"<\d+ x ", body_text))
    isvec = False
    for latch in latches:
        term = blocks[latch][-1] if blocks[latch] else ""
        m = re.search(r"!llvm\.loop (![\w.]+)", term)
        if m and _loop_has_property(m.group(1), "llvm.loop.isvectorized", md):
            isvec = True
    steps = _induction_steps(blocks[header], latches, body_text)
    index_steps = [k for name, k in steps.items() if re.fullmatch(r"index\d*", name)]
    if index_steps:
        step = index_steps[0]
    elif vectorized and steps:
        # SLP-vectorized (LV left no %index): the slowest induction counts original iterations, a faster one is a
        # second counter (j += 4); an address offset (a[i + 4]) is no induction at all
        step = min(steps.values())
    else:
        step = 1
    return _IRLoop(vectorized, isvec, step)


_PHI_I64 = re.compile(r"^%([-\w.$]+) = phi i64 (.*)$")
_INCOMING = re.compile(r'\[\s*([^,\]]+?),\s*%(?:"([^"]+)"|([-\w.$]+))\s*\]')


def _induction_steps(header_insts: list[str], latches: list[str], body_text: str) -> dict[str, int]:
    """The i64 inductions of a loop: header phi name -> its constant step, read from the value the phi takes from
    a latch (``%iv.next = add i64 %iv, K``). Only that add counts: the first ``add i64 %iv, K`` of the body may be
    an address offset (``a[i + 4]``), not the increment."""
    steps: dict[str, int] = {}
    for line in header_insts:
        m = _PHI_I64.match(line)
        if not m:
            continue
        phi = m.group(1)
        for inc in _INCOMING.finditer(m.group(2)):
            if (inc.group(2) or inc.group(3)) not in latches or not inc.group(1).startswith("%"):
                continue
            nxt = re.escape(inc.group(1).strip()[1:])
            add = re.search(r"^%" + nxt + r" = add (?:nuw )?(?:nsw )?i64 %" + re.escape(phi) + r", (\d+)$",
                            body_text, re.M)
            if add and int(add.group(1)) > 0:
                steps[phi] = int(add.group(1))
    return steps


def _dominates(blocks: dict[str, list[str]], entry: str, dom: str, node: str) -> bool:
    """``dom`` dominates ``node``: ``node`` is unreachable from the entry once ``dom`` is removed."""
    if dom == entry:
        return True
    seen, work = {entry}, [entry]
    while work:
        b = work.pop()
        for s in _successors(blocks.get(b, [])):
            if s == node:
                return False
            if s != dom and s not in seen:
                seen.add(s)
                work.append(s)
    return node != entry


# ------------------------------------------------------------------------------------------------------ llvm-mca
_REGION = re.compile(r"^\[(\d+)\] Code Region - (\S+)", re.M)


def _mca_cycles(loops: list[_AsmLoop], cpu: str, tmp: str, iterations: int) -> list[float]:
    if not loops:
        return []
    parts = []
    for i, lp in enumerate(loops):
        parts.append(f"# LLVM-MCA-BEGIN L{i}")
        for b in lp.blocks:
            if b.label:
                parts.append(f"{b.label}:")
            parts.extend("\t" + inst for inst in b.insts)
        parts.append(f"# LLVM-MCA-END L{i}")
    path = os.path.join(tmp, "loops.s")
    with open(path, "w") as fh:
        fh.write("\n".join(parts) + "\n")
    proc = _run([find_tool("llvm-mca"), "-mtriple=x86_64-unknown-linux-gnu", f"-mcpu={cpu}",
                 f"-iterations={iterations}", "-resource-pressure=false", "-instruction-info=false", path],
                "llvm-mca")
    out = proc.stdout
    cycles: dict[str, float] = {}
    pieces = _REGION.split(out)
    # pieces: [prefix, idx, name, text, idx, name, text, ...]
    for k in range(1, len(pieces), 3):
        m = re.search(r"Total Cycles:\s+(\d+)", pieces[k + 2])
        n = re.search(r"Iterations:\s+(\d+)", pieces[k + 2])
        if m and n:
            cycles[pieces[k + 1]] = int(m.group(1)) / int(n.group(1))
    if len(loops) == 1 and not cycles:  # a single region may be printed without a region header
        m = re.search(r"Total Cycles:\s+(\d+)", out)
        n = re.search(r"Iterations:\s+(\d+)", out)
        if m and n:
            cycles["L0"] = int(m.group(1)) / int(n.group(1))
    try:
        return [cycles[f"L{i}"] for i in range(len(loops))]
    except KeyError:
        raise PipelineError(f"cannot read llvm-mca's Total Cycles for every loop: {out[:300]!r}") from None


# ------------------------------------------------------------------------------------------- the -O3 pipeline
def split_pipeline(text: str, at: str) -> tuple[str, str]:
    """A textual pass pipeline cut around its pass ``at``: ``(before, after)``, each a valid pipeline on its own
    (the adaptors open at the cut, e.g. ``function<eager-inv>(``, are closed in ``before`` and reopened in
    ``after``), ``at`` itself in neither. ValueError if ``at`` is not a pass of ``text``."""
    depth_names: list[str] = []
    start = i = 0
    while i < len(text):
        ch = text[i]
        if ch == "(":
            depth_names.append(text[start:i])
            start = i + 1
        elif ch in ",)":
            if text[start:i] == at:
                before = text[:start].rstrip(",") + ")" * len(depth_names)
                rest = text[i + 1:] if ch == "," else text[i:]
                return _tidy(before), _tidy("".join(name + "(" for name in depth_names) + rest)
            if ch == ")":
                depth_names.pop()
            start = i + 1
        elif ch == "<":  # parameters: skip to the matching '>'
            i = text.index(">", i)
        i += 1
    if text[start:] == at and not depth_names:
        return text[:start].rstrip(","), ""
    raise ValueError(f"{at!r} is not a pass of the pipeline")


_EMPTY_ADAPTOR = re.compile(r"[\w-]+(?:<[^<>()]*>)?\(\)")


def _tidy(pipeline: str) -> str:
    """``pipeline`` without empty adaptors (``loop()``, ``function<eager-inv>()``) and stray commas."""
    while True:
        cleaned = _EMPTY_ADAPTOR.sub("", pipeline)
        cleaned = re.sub(r",{2,}", ",", cleaned).replace("(,", "(").replace(",)", ")").strip(",")
        if cleaned == pipeline:
            return cleaned
        pipeline = cleaned


@functools.lru_cache(maxsize=None)
def o3_around(at: str = "loop-distribute") -> tuple[str, str]:
    """LLVM 22's ``default<O3>`` as the wheel's ``opt -print-pipeline-passes`` spells it, cut around ``at``: the
    pipeline up to the pass's position (where the kernels are taken) and the rest of -O3 after it (what the
    real build does with the loop the pass leaves; :func:`function_cost` with ``pipeline=`` the second half)."""
    with tempfile.TemporaryDirectory(prefix="ldo3-") as tmp:
        src = os.path.join(tmp, "e.ll")
        with open(src, "w") as fh:
            fh.write("define void @f() {\n  ret void\n}\n")
        out = _run([find_tool("opt"), "-passes=default<O3>", "-print-pipeline-passes", "-disable-output", src],
                   "opt -print-pipeline-passes")
    return split_pipeline(out.stdout.strip(), at)


def pipeline_after_pass(kind: str) -> str:
    """What compiles the loop after the pass, by name: ``o3``, the rest of ``default<O3>`` after ``loop-distribute``
    (:func:`o3_around`; the pass's own setting), or ``vectorize``, :data:`DEFAULT_VECTORIZE_PIPELINE` (the earlier
    one)."""
    if kind not in ("o3", "vectorize"):
        raise ValueError(f"unknown pipeline {kind!r} (o3 or vectorize)")
    return o3_around()[1] if kind == "o3" else DEFAULT_VECTORIZE_PIPELINE


# ---------------------------------------------------------------------------------------------------- public API
def function_cost(ir: str, function: str, *, cpu: str = DEFAULT_CPU,
                  pipeline: str = DEFAULT_VECTORIZE_PIPELINE) -> CostReport:
    """Steady-state llvm-mca cycles per original loop iteration of ``function`` in module ``ir`` after ``pipeline``.

    Raises IRError if the function is missing or has no loop, PipelineError if a tool fails or times out.
    """
    with tempfile.TemporaryDirectory(prefix="ldcost-") as tmp:
        vec = vectorized_ir(ir, function, cpu=cpu, pipeline=pipeline, workdir=tmp)
        src = os.path.join(tmp, "vec.ll")
        asm_path = os.path.join(tmp, "vec.s")
        _run([find_tool("llc"), "-O3", f"-mcpu={cpu}", "-asm-verbose", src, "-o", asm_path], f"llc on {function}")
        with open(asm_path) as fh:
            asm = fh.read()
        loops = _innermost_loops(_parse_asm(asm))
        if not loops:
            raise NoLoopError(f"function {function!r} has no loop after '{pipeline}'")
        cycles = _mca_cycles(loops, cpu, tmp, MCA_ITERATIONS)
    blocks = _ir_blocks(_function_body(vec, function))
    md = _metadata(vec)
    out: list[LoopCost] = []
    for lp, cyc in zip(loops, cycles):
        name = lp.header.ir_name
        info = _ir_loop(blocks, name, md) if name else None
        if info is None:
            out.append(LoopCost(name or lp.header.label or lp.header.ident, cyc, 1, False, False))
            continue
        main_vector = bool(re.fullmatch(r"vector\.body\d*", name))
        remainder = (info.isvectorized_md and not main_vector) or ".lver.orig" in name
        out.append(LoopCost(name, cyc, info.step, info.vectorized, remainder))
    total = sum(lc.cycles_per_iter / lc.elements_per_iter for lc in out if not lc.remainder)
    return CostReport(function, total, out)


def functions_cost(ir: str, functions: list[str], *, cpu: str = DEFAULT_CPU,
                   pipeline: str = DEFAULT_VECTORIZE_PIPELINE, no_loop_ok: bool = False) -> dict[str, CostReport]:
    """:func:`function_cost` of several functions of one module with one ``opt``, one ``llc`` and one ``llvm-mca``
    call: the same figures (each function is compiled and its loops simulated on their own; tested equal on the
    kernels), for a fraction of the time when the functions are variants of one loop (:mod:`.search`). The whole
    batch fails if one function does (IRError for a missing function, :class:`NoLoopError` for one without a loop,
    PipelineError), except that with ``no_loop_ok`` a function without a loop gets an infinite cost (unknown: never
    preferred) and no loops."""
    functions = list(dict.fromkeys(functions))
    if not functions:
        return {}
    with tempfile.TemporaryDirectory(prefix="ldcost-") as tmp:
        vec = _vectorized_ir_of(ir, functions, cpu=cpu, pipeline=pipeline, workdir=tmp)
        src = os.path.join(tmp, "vec.ll")
        asm_path = os.path.join(tmp, "vec.s")
        _run([find_tool("llc"), "-O3", f"-mcpu={cpu}", "-asm-verbose", src, "-o", asm_path],
             f"llc on {len(functions)} functions")
        with open(asm_path) as fh:
            chunks = _asm_functions(fh.read())
        loops: dict[str, list[_AsmLoop]] = {}
        for fn in functions:
            if fn not in chunks:
                raise IRError(f"function {fn!r} is missing from llc's output")
            loops[fn] = _innermost_loops(_parse_asm(chunks[fn]))
            if not loops[fn] and not no_loop_ok:
                raise NoLoopError(f"function {fn!r} has no loop after '{pipeline}'")
        flat = [lp for fn in functions for lp in loops[fn]]
        cycles = iter(_mca_cycles(flat, cpu, tmp, MCA_ITERATIONS))
    md = _metadata(vec)
    bodies = _function_bodies(vec)
    out: dict[str, CostReport] = {}
    for fn in functions:
        if _ir_name(fn) not in bodies:
            raise IRError(f"function {fn!r} is not defined in the module")
        blocks = _ir_blocks(bodies[_ir_name(fn)])
        costs: list[LoopCost] = []
        for lp in loops[fn]:
            costs.append(_loop_cost(lp, next(cycles), blocks, md))
        total = sum(lc.cycles_per_iter / lc.elements_per_iter for lc in costs if not lc.remainder)
        out[fn] = CostReport(fn, total if costs else math.inf, costs)
    return out


_BEGIN_FUNCTION = re.compile(r"# -- Begin function (\S+)")


def _asm_functions(asm: str) -> dict[str, str]:
    """llc's verbose assembly cut into its functions (name -> text from ``-- Begin function`` to the next one)."""
    out: dict[str, str] = {}
    marks = list(_BEGIN_FUNCTION.finditer(asm))
    for i, m in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(asm)
        out[m.group(1)] = asm[m.start():end]
    return out


def _loop_cost(lp: _AsmLoop, cyc: float, blocks: dict[str, list[str]], md: dict[str, str]) -> LoopCost:
    """One asm loop's :class:`LoopCost` (the IR loop it maps to gives the elements per iteration, see the module
    docstring)."""
    name = lp.header.ir_name
    info = _ir_loop(blocks, name, md) if name else None
    if info is None:
        return LoopCost(name or lp.header.label or lp.header.ident, cyc, 1, False, False)
    main_vector = bool(re.fullmatch(r"vector\.body\d*", name))
    remainder = (info.isvectorized_md and not main_vector) or ".lver.orig" in name
    return LoopCost(name, cyc, info.step, info.vectorized, remainder)


def llvm_loop_distribute(ir: str, *, timeout: float = TIMEOUT) -> str:
    """The module after LLVM 22's own ``loop-distribute`` forced on for every innermost loop.

    ``opt -passes='function(loop-distribute)' -enable-loop-distribute`` (checked in LLVM 22: without the flag the
    explicitly requested pass distributes nothing; per-loop ``llvm.loop.distribute.enable`` metadata works too). The
    pass only distributes loops whose memory accesses are not vectorizable as a whole and whose unsafe dependences it
    can isolate in program order (it never reorders statements, and merges partitions that would duplicate loads).
    """
    with tempfile.TemporaryDirectory(prefix="ldist-") as tmp:
        src, out = os.path.join(tmp, "in.ll"), os.path.join(tmp, "out.ll")
        with open(src, "w") as fh:
            fh.write(ir)
        _run([find_tool("opt"), "-enable-loop-distribute", "-passes=function(loop-distribute)", "-S", src, "-o", out],
             "opt loop-distribute", timeout)
        with open(out) as fh:
            return fh.read()
