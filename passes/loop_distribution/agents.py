"""The two agents of ``rl-loop-distribute``: what they see, what they answer, their network, its ONNX graph.

The episode (:class:`DistributionEnv`, an :class:`mlbridge_llvm.rl.Environment`) visits the loop's nodes one by
one. Agent ``select`` picks the next node among the *ready* ones (all its dependence predecessors visited), agent
``distribute`` decides whether that node starts a new loop (1) or joins the current one (0). Visiting in a dependence
order and cutting it into contiguous runs makes every partition legal by construction. Choices with one option are
not asked (a single ready node; the first node always opens loop 1).

Both agents get the same tensors (so one remote model can serve both behind one ``--runner``, telling them apart by
``agent``), padded to :data:`MAX_NODES` nodes:

=================  ==========  =======================================================================
``node_features``  f32 [16,300] IR2Vec (flow-aware, LLVM 22 vocabulary) sum of each node's instructions
``adjacency``      f32 [16,16]  1 where node u must run in an earlier or the same loop as node v
``node_mask``      f32 [16]     1 for real nodes
``visited``        f32 [16]     nodes already placed
``current``        f32 [16]     nodes of the loop being filled
``ready``          f32 [16]     nodes the select agent may pick
``chosen``         f32 [16]     one-hot of the node the distribute agent decides about (zeros for select)
``agent``          i64 [1]      0 = select, 1 = distribute
=================  ==========  =======================================================================

Answer: ``action`` int64 [1] (node index, or 0/1).

Network (each agent its own weights; a small gated graph network as in the paper, reduced to what trains on the
data we have): ``z = standardise(sign(x) log1p|x|)``, ``h0 = tanh(z Win + b)``, one round of message passing along
and against the dependence edges ``h = tanh(h0 Ws + (A h0) Wo + (A^T h0) Wi + b)``, loop/visited context means;
select scores each ready node by ``[h_i, h_i*cur, h_i*vis] . w``; distribute maps ``[c, cur, c*cur, vis]`` of the
chosen node ``c`` through a tanh layer to 2 logits. :func:`forward` (numpy, used in training) and :func:`to_onnx`
compute the same function (tested).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from mlbridge_llvm.errors import FeatureError, ModelError
from mlbridge_llvm.onnx_models import make_model
from mlbridge_llvm.rl import Environment
from mlbridge_llvm.tensors import TensorSpec

from .ddg import LoopGraph
from .partition import Partition

MAX_NODES = 16
EMBED_DIM = 300
SELECT, DISTRIBUTE = "select", "distribute"
AGENT_IDS = {SELECT: 0, DISTRIBUTE: 1}

FEATURE_SPECS = [
    TensorSpec("node_features", np.float32, (MAX_NODES, EMBED_DIM)),
    TensorSpec("adjacency", np.float32, (MAX_NODES, MAX_NODES)),
    TensorSpec("node_mask", np.float32, (MAX_NODES,)),
    TensorSpec("visited", np.float32, (MAX_NODES,)),
    TensorSpec("current", np.float32, (MAX_NODES,)),
    TensorSpec("ready", np.float32, (MAX_NODES,)),
    TensorSpec("chosen", np.float32, (MAX_NODES,)),
    TensorSpec("agent", np.int64, (1,)),
]
ADVICE = TensorSpec("action", np.int64, (1,))


def adjacency(graph: LoopGraph) -> np.ndarray:
    """The padded ``[16, 16]`` edge matrix of a loop graph."""
    a = np.zeros((MAX_NODES, MAX_NODES), np.float32)
    for u, v in graph.edges:
        a[u, v] = 1.0
    return a


class DistributionEnv(Environment):
    """One episode = one loop: reset, then alternate the two agents until every node is placed."""

    def __init__(self, graph: LoopGraph, node_features: np.ndarray) -> None:
        super().__init__()
        n = len(graph.nodes)
        if not 1 <= n <= MAX_NODES:
            raise FeatureError(f"loop {graph.header!r} has {n} nodes; the agents take 1..{MAX_NODES}")
        if node_features.shape != (n, EMBED_DIM):
            raise FeatureError(f"node features must be [{n}, {EMBED_DIM}], got {list(node_features.shape)}")
        self.graph, self.n = graph, n
        feats = np.zeros((MAX_NODES, EMBED_DIM), np.float32)
        feats[:n] = np.nan_to_num(np.clip(node_features, -3e38, 3e38)).astype(np.float32)
        self._static = {"node_features": feats, "adjacency": adjacency(graph),
                        "node_mask": (np.arange(MAX_NODES) < n).astype(np.float32)}
        self._preds = [graph.predecessors(v) for v in range(n)]
        self.reset()

    # -------------------------------------------------------------------------------------------------- state
    def reset(self) -> dict[str, np.ndarray]:
        self.partition: Partition = []
        self.visited: set[int] = set()
        self.chosen: int | None = None
        self.queries = 0
        self.set_done(False)
        return self._advance()

    def ready_nodes(self) -> list[int]:
        return [v for v in range(self.n) if v not in self.visited and v != self.chosen and self._preds[v] <= self.visited]

    def observation(self, agent: str) -> dict[str, np.ndarray]:
        def onehot(nodes: Any) -> np.ndarray:
            x = np.zeros(MAX_NODES, np.float32)
            x[list(nodes)] = 1.0
            return x

        return {**self._static, "visited": onehot(self.visited),
                "current": onehot(self.partition[-1] if self.partition else []),
                "ready": onehot(self.ready_nodes() if agent == SELECT else []),
                "chosen": onehot([self.chosen] if agent == DISTRIBUTE and self.chosen is not None else []),
                "agent": np.array([AGENT_IDS[agent]], np.int64)}

    def _place(self, node: int, new_loop: bool) -> None:
        if new_loop or not self.partition:
            self.partition.append([node])
        else:
            self.partition[-1].append(node)
        self.visited.add(node)
        self.chosen = None

    def _advance(self) -> dict[str, np.ndarray]:
        """Apply forced choices; return the next question (or the final state with done set)."""
        while True:
            if len(self.visited) == self.n:
                self.set_done()
                return self.observation(SELECT)
            if self.chosen is not None:
                if not self.partition:
                    self._place(self.chosen, True)
                    continue
                self.next_agent = DISTRIBUTE
                return self.observation(DISTRIBUTE)
            ready = self.ready_nodes()
            if len(ready) == 1:
                self.chosen = ready[0]
                continue
            self.next_agent = SELECT
            return self.observation(SELECT)

    def step(self, action: Any) -> dict[str, np.ndarray]:
        value = _scalar(action)
        self.queries += 1
        if self.next_agent == SELECT:
            ready = self.ready_nodes()
            if value not in ready:
                raise ModelError(f"select agent chose node {value}, which is not ready (ready: "
                                 f"{', '.join(map(str, ready))}) in loop {self.graph.header!r}")
            self.chosen = value
        else:
            if value not in (0, 1):
                raise ModelError(f"distribute agent answered {value}; expected 0 (merge) or 1 (new loop)")
            assert self.chosen is not None
            self._place(self.chosen, bool(value))
        return self._advance()


def _scalar(action: Any) -> int:
    arr = np.asarray(action).reshape(-1)
    if arr.size != 1 or not np.isfinite(arr.astype(np.float64)).all():
        raise ModelError(f"agent answer must be one integer, got {np.asarray(action).tolist()!r}")
    return int(arr[0])


# ------------------------------------------------------------------------------------------------ the network
@dataclass
class AgentWeights:
    """Weights of one agent (float32 arrays); ``kind`` is ``select`` or ``distribute``."""

    kind: str
    params: dict[str, np.ndarray] = field(default_factory=dict)


def init_weights(kind: str, hidden: int = 8, head: int = 8, seed: int = 0,
                 mean: np.ndarray | None = None, std: np.ndarray | None = None) -> AgentWeights:
    """Small random weights (and the input standardisation) for one agent."""
    rng = np.random.default_rng(seed)

    def w(*shape: int) -> np.ndarray:
        return (rng.standard_normal(shape) / np.sqrt(shape[0])).astype(np.float32)

    p = {"mean": np.zeros(EMBED_DIM, np.float32) if mean is None else mean.astype(np.float32),
         "std": np.ones(EMBED_DIM, np.float32) if std is None else np.where(std > 0, std, 1).astype(np.float32),
         "Win": w(EMBED_DIM, hidden), "bin": np.zeros(hidden, np.float32),
         "Ws": w(hidden, hidden), "Wo": w(hidden, hidden), "Wi": w(hidden, hidden), "b1": np.zeros(hidden, np.float32)}
    if kind == SELECT:
        p["wsel"] = w(3 * hidden, 1)
    else:
        p["W1"], p["bh"] = w(4 * hidden, head), np.zeros(head, np.float32)
        p["W2"], p["b2"] = w(head, 2), np.zeros(2, np.float32)
    return AgentWeights(kind, p)


def _encode(p: Mapping[str, np.ndarray], obs: Mapping[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    x = obs["node_features"].astype(np.float32)
    z = (np.sign(x) * np.log1p(np.abs(x)) - p["mean"]) / p["std"]
    h0 = np.tanh(z @ p["Win"] + p["bin"])
    a = obs["adjacency"].astype(np.float32)
    h = np.tanh(h0 @ p["Ws"] + (a @ h0) @ p["Wo"] + (a.T @ h0) @ p["Wi"] + p["b1"]) * obs["node_mask"][:, None]
    cur = obs["current"] @ h / max(1.0, float(obs["current"].sum()))
    vis = obs["visited"] @ h / max(1.0, float(obs["visited"].sum()))
    return h, cur.astype(np.float32), vis.astype(np.float32)


def forward(weights: AgentWeights, obs: Mapping[str, np.ndarray]) -> np.ndarray:
    """Scores: ``[16]`` node scores (not ready = -1e9) for select, ``[2]`` logits for distribute."""
    p = weights.params
    h, cur, vis = _encode(p, obs)
    if weights.kind == SELECT:
        feats = np.concatenate([h, h * cur, h * vis], axis=1)
        return (feats @ p["wsel"])[:, 0] + (obs["ready"] - 1.0) * 1e9
    c = obs["chosen"] @ h
    f = np.concatenate([c, cur, c * cur, vis])
    return np.tanh(f @ p["W1"] + p["bh"]) @ p["W2"] + p["b2"]


def act(weights: AgentWeights, obs: Mapping[str, np.ndarray]) -> int:
    """The agent's answer (argmax of :func:`forward`)."""
    return int(np.argmax(forward(weights, obs)))


def to_onnx(weights: AgentWeights) -> onnx.ModelProto:
    """The agent as a self-contained ONNX graph with the :data:`FEATURE_SPECS` inputs and the ``action`` output."""
    p = weights.params
    inits = [numpy_helper.from_array(np.asarray(v, np.float32), k) for k, v in p.items()]
    inits += [numpy_helper.from_array(np.array(1.0, np.float32), "one"),
              numpy_helper.from_array(np.array(1e9, np.float32), "big"),
              numpy_helper.from_array(np.array([0], np.int64), "axis0")]
    n = helper.make_node
    nodes = [
        n("Abs", ["node_features"], ["xa"]), n("Add", ["xa", "one"], ["xa1"]), n("Log", ["xa1"], ["xl"]),
        n("Sign", ["node_features"], ["xs"]), n("Mul", ["xs", "xl"], ["xsl"]),
        n("Sub", ["xsl", "mean"], ["xc"]), n("Div", ["xc", "std"], ["z"]),
        n("MatMul", ["z", "Win"], ["h0a"]), n("Add", ["h0a", "bin"], ["h0b"]), n("Tanh", ["h0b"], ["h0"]),
        n("MatMul", ["adjacency", "h0"], ["ah"]), n("Transpose", ["adjacency"], ["at"], perm=[1, 0]),
        n("MatMul", ["at", "h0"], ["ath"]),
        n("MatMul", ["h0", "Ws"], ["m1"]), n("MatMul", ["ah", "Wo"], ["m2"]), n("MatMul", ["ath", "Wi"], ["m3"]),
        n("Add", ["m1", "m2"], ["m12"]), n("Add", ["m12", "m3"], ["m123"]), n("Add", ["m123", "b1"], ["hb"]),
        n("Tanh", ["hb"], ["ht"]), n("Unsqueeze", ["node_mask", "axis1"], ["mask_col"]),
        n("Mul", ["ht", "mask_col"], ["h"]),
    ]
    inits.append(numpy_helper.from_array(np.array([1], np.int64), "axis1"))
    for ctx in ("current", "visited"):  # mean of h over the nodes in the set (max(1, count))
        nodes += [n("Unsqueeze", [ctx, "axis0"], [f"{ctx}_row"]), n("MatMul", [f"{ctx}_row", "h"], [f"{ctx}_sum"]),
                  n("ReduceSum", [ctx, "axis0"], [f"{ctx}_cnt"], keepdims=1), n("Max", [f"{ctx}_cnt", "one"], [f"{ctx}_den"]),
                  n("Div", [f"{ctx}_sum", f"{ctx}_den"], [f"{ctx}_mean"])]  # [1, H]
    if weights.kind == SELECT:
        nodes += [n("Mul", ["h", "current_mean"], ["hc"]), n("Mul", ["h", "visited_mean"], ["hv"]),
                  n("Concat", ["h", "hc", "hv"], ["feats"], axis=1), n("MatMul", ["feats", "wsel"], ["s2"]),
                  n("Squeeze", ["s2", "axis1"], ["s"]), n("Sub", ["ready", "one"], ["r1"]), n("Mul", ["r1", "big"], ["pen"]),
                  n("Add", ["s", "pen"], ["score"]), n("ArgMax", ["score"], ["action"], axis=0, keepdims=1)]
    else:
        nodes += [n("Unsqueeze", ["chosen", "axis0"], ["chosen_row"]), n("MatMul", ["chosen_row", "h"], ["c"]),
                  n("Mul", ["c", "current_mean"], ["cc"]),
                  n("Concat", ["c", "current_mean", "cc", "visited_mean"], ["f"], axis=1),
                  n("MatMul", ["f", "W1"], ["g1"]), n("Add", ["g1", "bh"], ["g2"]), n("Tanh", ["g2"], ["g"]),
                  n("MatMul", ["g", "W2"], ["l1"]), n("Add", ["l1", "b2"], ["l2"]), n("Squeeze", ["l2", "axis0"], ["logits"]),
                  n("ArgMax", ["logits"], ["action"], axis=0, keepdims=1)]
    inputs = [helper.make_tensor_value_info(s.name, TensorProto.INT64 if s.dtype == np.int64 else TensorProto.FLOAT,
                                            list(s.shape)) for s in FEATURE_SPECS]
    output = helper.make_tensor_value_info("action", TensorProto.INT64, [1])
    graph = helper.make_graph(nodes, f"loopdist_{weights.kind}", inputs, [output], inits)
    model = make_model(graph)
    model.doc_string = f"rl-loop-distribute {weights.kind} agent (mlbridge-llvm)"
    onnx.checker.check_model(model)
    return model


def weights_from_onnx(model: onnx.ModelProto) -> AgentWeights:
    """Read an agent's weights back from its ONNX graph (to continue training)."""
    from mlbridge_llvm.onnx_models import initializers

    params = {k: v for k, v in initializers(model).items() if k not in ("one", "big", "axis0", "axis1")}
    kind = SELECT if "wsel" in params else DISTRIBUTE
    return AgentWeights(kind, params)
