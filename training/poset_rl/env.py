"""POSET-RL as a training environment: gymnasium API, in-process or with the compiler in worker processes.

:class:`CompilerEnv` is the compiler side (an :class:`mlbridge_llvm.rl.Environment`): a list of modules;
``reset(module)`` starts an episode on a fresh copy of one; ``step(action)`` applies one sub-sequence with
``CModule.run_passes``; the observation is ``{"embedding": float32[300], "action_mask": float32[n], "module_features": float32[3]}`` (flow-aware
IR2Vec + 1.0 for actions not used yet); the episode ends after ``max_steps`` actions (default 15), on the stop
action, or when every action is used. The reward is POSET-RL's:

    r = alpha * clip((size_prev - size_now) / (size_O0 - size_Oz)) + beta * clip((thr_prev - thr_now) / thr_Oz)

size = ``.text`` bytes of the object file (llvmlite codegen at -O2), thr = llvm-mca's "Block RThroughput" (the
wheel's ``llvm-mca`` on the emitted assembly: whole module, or the sum over functions); alpha=1, beta=0 by default
(size only). ``mode="step"`` (default) gives this difference at every step, so the episode's rewards add up to
``(size_O0 - size_final) / (size_O0 - size_Oz)``: 1.0 means "as small as default<Oz>". ``mode="final"`` gives
that sum once, at the last step. ``clip`` bounds each term to ``[-clip, clip]``.

:class:`PosetRLEnv` is the ``gymnasium.Env``. ``transport="inprocess"`` (default) runs :class:`CompilerEnv` in the
trainer's process. ``transport="pipe"`` or ``"grpc"`` runs the same :class:`CompilerEnv` in a worker process whose
model runner is a pipe runner (``mlcb`` dialect, ``serdes`` bitstream or json) or a training-mode gRPC runner: the
compiler sends each observation through its runner and receives a command as advice, and the trainer is the model
side (``PipeCompilerInterface`` owning the FIFO pair / ``GrpcCompilerInterface`` client). Commands are int64 ``[2]``:
``[0, action]`` step, ``[1, module or -1]`` reset, ``[2, 0]`` close. :func:`make_envs` starts several workers,
one FIFO pair (or gRPC port) each; :func:`step_all` steps them concurrently.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np

from mlbridge_llvm.errors import CommunicationError, ConfigError, IRError, MLBridgeError, ModelError
from mlbridge_llvm.rl import Environment
from mlbridge_llvm.rl.env import import_gym
from mlbridge_llvm.tensors import TensorSpec

from mlbridge_passes.poset_rl.features import N_FEATURES
from mlbridge_passes.poset_rl.poset import DEFAULT_STEPS, EMBED_DIM, STOP, PosetEnvironment, is_stop
from mlbridge_passes.poset_rl.sequences import action_space

gym = import_gym()
_F32_MAX = float(np.finfo(np.float32).max)

CMD_STEP, CMD_RESET, CMD_CLOSE = 0, 1, 2
COMMAND = TensorSpec("command", "int64_t", (2,))
TRANSPORTS = ("inprocess", "pipe", "grpc")


# ---- measurements ------------------------------------------------------------------------------------------------
def text_size_of(module: Any) -> int:
    """``.text`` bytes of a CModule compiled to an object file (llvmlite, codegen -O2)."""
    from mlbridge_llvm.ir.codegen import emit_object, text_size
    from mlbridge_llvm.ir.llvmc import to_llvmlite

    return text_size(emit_object(to_llvmlite(module), copy=False))


_MCA_RTHROUGHPUT = re.compile(r"Block RThroughput:\s*([0-9.]+)")


def block_rthroughput(module: Any, cpu: str = "x86-64", scope: str = "module", timeout: float = 120) -> float:
    """llvm-mca's "Block RThroughput" of a CModule's assembly: the whole module, or summed over its functions.

    ``scope="function"`` marks every function with ``# LLVM-MCA-BEGIN``/``END`` so one llvm-mca process reports one
    region per function. Empty modules give 0.0.
    """
    from mlbridge_llvm.ir.codegen import emit_assembly
    from mlbridge_llvm.ir.llvmc import to_llvmlite
    from mlbridge_llvm.ir.tools import find_tool

    if scope not in ("module", "function"):
        raise ConfigError(f"llvm-mca scope must be 'module' or 'function', got {scope!r}")
    asm = emit_assembly(to_llvmlite(module), copy=False)
    if scope == "function":
        asm = _mark_functions(asm)
    if not re.search(r"^\s+[a-z]", asm, re.M):
        return 0.0
    cmd = [find_tool("llvm-mca"), f"-mtriple={module.triple or 'x86_64-unknown-linux-gnu'}", f"-mcpu={cpu}",
           "-instruction-info=false", "-resource-pressure=false", "-skip-unsupported-instructions=any", "-"]
    proc = subprocess.run(cmd, input=asm, capture_output=True, text=True, timeout=timeout)
    values = [float(v) for v in _MCA_RTHROUGHPUT.findall(proc.stdout)]
    if proc.returncode != 0 or not values:
        last = (proc.stderr.strip().splitlines() or ["no output"])[-1]
        raise IRError(f"llvm-mca failed on {module.name}: {last}")
    return float(sum(values))


def _mark_functions(asm: str) -> str:
    """Wrap each function body (``# -- Begin function`` ... ``# -- End function``) in an llvm-mca region."""
    out, name, open_region = [], None, False
    for line in asm.splitlines():
        m = re.match(r"^([A-Za-z_.$][\w.$]*):", line)
        if name is None and "# -- Begin function" in line:
            name = line.split("# -- Begin function", 1)[1].strip() or "f"
        elif name is not None and not open_region and m and m.group(1) == name:
            out.append(line)
            out.append(f"# LLVM-MCA-BEGIN {name}")
            open_region = True
            continue
        if "# -- End function" in line and open_region:
            out.append("# LLVM-MCA-END")
            name, open_region = None, False
        out.append(line)
    return "\n".join(out) + "\n"


# ---- reward ------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class RewardConfig:
    """POSET-RL's reward: weights, normalisation mode, clipping, and llvm-mca settings (module docstring)."""

    alpha: float = 1.0
    beta: float = 0.0
    mode: str = "step"
    clip: float = 1.0
    mca_cpu: str = "x86-64"
    mca_scope: str = "module"

    def __post_init__(self) -> None:
        if self.mode not in ("step", "final"):
            raise ConfigError(f"reward mode must be 'step' or 'final', got {self.mode!r}")
        if self.clip <= 0:
            raise ConfigError(f"reward clip must be positive, got {self.clip}")


@dataclass
class Baseline:
    """Per module: ``.text`` at O0 (the input as given) and after ``default<Oz>``; throughputs when used."""

    o0_size: int
    oz_size: int
    o0_thr: float | None = None
    oz_thr: float | None = None

    @property
    def size_gap(self) -> int:
        """``size_O0 - size_Oz``, at least 1 (modules without code would divide by zero)."""
        return max(self.o0_size - self.oz_size, 1)


def load_modules(source: str | Sequence[Any]) -> list[tuple[str, bytes]]:
    """``(name, bitcode)`` pairs from a corpus directory, or a list of paths, or of ``(name, bytes)`` pairs."""
    if isinstance(source, str):
        from mlbridge_llvm.corpus import load_corpus

        corpus = load_corpus(source)
        return [(m.name, _read(m.bc_path)) for m in corpus.modules]
    out = []
    for item in source:
        if isinstance(item, (tuple, list)) and len(item) == 2 and isinstance(item[1], (bytes, bytearray)):
            out.append((str(item[0]), bytes(item[1])))
        else:
            path = os.fspath(item)
            out.append((path, _read(path)))
    if not out:
        raise ConfigError("POSET-RL environment: no modules")
    return out


def _read(path: str) -> bytes:
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError as e:
        raise IRError(f"cannot read {path}: {e.strerror}") from None


# ---- the compiler side --------------------------------------------------------------------------------------------
class CompilerEnv(Environment):
    """The compiler side of POSET-RL training (module docstring): modules, actions, observations, rewards."""

    def __init__(self, modules: str | Sequence[Any], space: str = "odg", max_steps: int = DEFAULT_STEPS,
                 reward: RewardConfig | None = None, seed: int | None = None) -> None:
        super().__init__()
        self.modules = load_modules(modules)
        self.space, self.max_steps = space, int(max_steps)
        self.n_actions = len(action_space(space))
        self.reward_config = reward or RewardConfig()
        self.rng = np.random.default_rng(seed)
        self._baselines: dict[int, Baseline] = {}
        self._episode: PosetEnvironment | None = None
        self.module_index = -1
        self.size = 0
        self.thr: float | None = None
        self.last_reward: float | None = 0.0
        self.episode_return = 0.0

    def seed(self, seed: int | None) -> None:
        """Re-seed the module choice of :meth:`reset`."""
        self.rng = np.random.default_rng(seed)

    # measurements
    def _thr(self, module: Any) -> float | None:
        cfg = self.reward_config
        return block_rthroughput(module, cfg.mca_cpu, cfg.mca_scope) if cfg.beta else None

    def baseline(self, index: int) -> Baseline:
        """O0 and Oz measurements of module ``index`` (cached)."""
        if index not in self._baselines:
            from mlbridge_llvm.ir.llvmc import CModule

            name, bc = self.modules[index]
            with CModule.parse_bitcode(bc, name) as m:
                o0, o0_thr = text_size_of(m), self._thr(m)
            with CModule.parse_bitcode(bc, name) as m:
                m.run_passes("default<Oz>")
                oz, oz_thr = text_size_of(m), self._thr(m)
            self._baselines[index] = Baseline(o0, oz, o0_thr, oz_thr)
        return self._baselines[index]

    # episode
    @property
    def episode(self) -> PosetEnvironment:
        """The running episode (ConfigError before the first reset)."""
        if self._episode is None:
            raise ConfigError("POSET-RL environment: call reset() first")
        return self._episode

    def reset(self, module: int | None = None) -> dict[str, np.ndarray]:
        """Start an episode on a fresh copy of module ``module`` (random when None)."""
        from mlbridge_llvm.ir.llvmc import CModule

        if module is None:
            module = int(self.rng.integers(len(self.modules)))
        if not 0 <= module < len(self.modules):
            raise ConfigError(f"module index {module} outside [0, {len(self.modules)})")
        if self._episode is not None:
            self._episode.module.dispose()
        name, bc = self.modules[module]
        base = self.baseline(module)
        self.module_index, self.size, self.thr = module, base.o0_size, base.o0_thr
        self.last_reward, self.episode_return = 0.0, 0.0
        self._episode = PosetEnvironment(CModule.parse_bitcode(bc, name), self.space, self.max_steps,
                                         final_observation=True)
        self.set_done(False)
        obs = self._episode.reset()
        self.set_done(self._episode.done)
        return obs  # type: ignore[return-value]

    def step(self, action: Any) -> dict[str, np.ndarray]:
        """Apply ``action`` (a sub-sequence index; -1 or ``n_actions`` = stop); sets :attr:`last_reward`."""
        ep = self.episode
        before = len(ep.actions)
        obs = ep.step(action)
        if len(ep.actions) > before:
            size, thr = text_size_of(ep.module), self._thr(ep.module)
        else:
            size, thr = self.size, self.thr
        self.last_reward = self._reward(size, thr, ep.done)
        self.episode_return += self.last_reward
        self.size, self.thr = size, thr
        self.set_done(ep.done)
        return obs  # type: ignore[return-value]

    def _reward(self, size: int, thr: float | None, done: bool) -> float:
        cfg, base = self.reward_config, self.baseline(self.module_index)
        if cfg.mode == "final":
            if not done:
                return 0.0
            prev_size, prev_thr = base.o0_size, base.o0_thr
        else:
            prev_size, prev_thr = self.size, self.thr
        r = cfg.alpha * float(np.clip((prev_size - size) / base.size_gap, -cfg.clip, cfg.clip))
        if cfg.beta and thr is not None and prev_thr is not None and base.oz_thr:
            r += cfg.beta * float(np.clip((prev_thr - thr) / base.oz_thr, -cfg.clip, cfg.clip))
        return r

    def info(self) -> dict[str, Any]:
        """Module name, sizes, actions so far, why the episode ended."""
        base = self.baseline(self.module_index)
        ep = self.episode
        return {"module": self.modules[self.module_index][0], "module_index": self.module_index,
                "text_size": self.size, "o0_size": base.o0_size, "oz_size": base.oz_size, "throughput": self.thr,
                "actions": list(ep.actions), "stopped_by": ep.stopped_by, "episode_return": self.episode_return}

    def close(self) -> None:
        """Free the current module."""
        if self._episode is not None:
            self._episode.module.dispose()
            self._episode = None


# ---- the wire messages between a compiler worker and the trainer ---------------------------------------------------
def message_specs(n_actions: int) -> list[TensorSpec]:
    """What a compiler worker sends per step (observation, reward, status, sizes)."""
    names = [("embedding", "float", (1, EMBED_DIM)), ("action_mask", "float", (1, n_actions)),
             ("reward", "float", (1,)), ("done", "int64_t", (1,)), ("status", "int64_t", (1,)),
             ("module", "int64_t", (1,)), ("step", "int64_t", (1,)), ("text_size", "int64_t", (1,)),
             ("o0_size", "int64_t", (1,)), ("oz_size", "int64_t", (1,)),
             ("module_features", "float", (1, N_FEATURES))]
    return [TensorSpec(n, t, s, i) for i, (n, t, s) in enumerate(names)]


def _message(env: CompilerEnv, obs: dict[str, np.ndarray] | None, status: int = 0) -> dict[str, np.ndarray]:
    n = env.n_actions
    ready = obs is None
    base = env.baseline(env.module_index) if env.module_index >= 0 else Baseline(0, 0)
    return {
        "embedding": (np.zeros(EMBED_DIM, np.float32) if ready else obs["embedding"]).reshape(1, EMBED_DIM),
        "action_mask": (np.zeros(n, np.float32) if ready else obs["action_mask"]).reshape(1, n),
        "reward": np.array([env.last_reward or 0.0], np.float32),
        "done": np.array([1 if ready or env.done else 0], np.int64),
        "status": np.array([status], np.int64),
        "module": np.array([env.module_index], np.int64),
        "step": np.array([len(env.episode.actions) if env._episode is not None else 0], np.int64),
        "text_size": np.array([env.size], np.int64),
        "o0_size": np.array([base.o0_size], np.int64),
        "oz_size": np.array([base.oz_size], np.int64),
        "module_features": (np.zeros(N_FEATURES, np.float32) if ready
                            else obs["module_features"]).reshape(1, N_FEATURES).astype(np.float32),
    }


def serve_compiler(env: CompilerEnv, runner: Any) -> int:
    """The worker loop: send each observation through ``runner``, obey the command that comes back.

    Returns the number of commands served. An environment error (e.g. a masked action) is reported to the
    trainer with ``status=1`` (and on stderr) instead of killing the worker.
    """
    msg = _message(env, None)
    served = 0
    while True:
        command = np.asarray(runner.populate_features(msg).evaluate()).reshape(-1)
        served += 1
        kind, arg = int(command[0]), int(command[1])
        if kind == CMD_CLOSE:
            return served
        try:
            if kind == CMD_RESET:
                obs = env.reset(None if arg < 0 else arg)
            elif kind == CMD_STEP:
                obs = env.step(arg)
            else:
                raise ConfigError(f"unknown command {kind}")
            msg = _message(env, obs)
        except MLBridgeError as e:
            print(f"poset-rl compiler worker: {e}", file=sys.stderr, flush=True)
            msg = _message(env, None, status=1)


def _worker_main(argv: Sequence[str] | None = None) -> int:
    """``python -m mlbridge_training.poset_rl.env --runner SPEC --modules FILE.json [...]``: one compiler worker."""
    import argparse

    from mlbridge_llvm.interface.worker_peer import serve_worker

    ap = argparse.ArgumentParser(description="POSET-RL compiler worker (model side = the trainer)")
    ap.add_argument("--runner", required=True, help="pipe:BASE?serdes=... or grpc:HOST:0?mode=training")
    ap.add_argument("--modules", required=True, help="JSON list of [name, bitcode path]")
    ap.add_argument("--space", default="odg")
    ap.add_argument("--steps", type=int, default=DEFAULT_STEPS)
    ap.add_argument("--reward", default="{}", help="RewardConfig fields as JSON")
    ap.add_argument("--seed", type=int, default=None)
    args = ap.parse_args(argv)
    with open(args.modules) as f:
        modules = [(name, _read(path)) for name, path in json.load(f)]
    env = CompilerEnv(modules, args.space, args.steps, RewardConfig(**json.loads(args.reward)), args.seed)
    try:
        serve_worker(args.runner, message_specs(env.n_actions), COMMAND, lambda runner: serve_compiler(env, runner))
    finally:
        env.close()
    return 0


class _RemoteCompiler:
    """The trainer's end of one compiler worker (:class:`~mlbridge_llvm.interface.worker_peer.WorkerPeer`)."""

    def __init__(self, modules: list[tuple[str, bytes]], space: str, max_steps: int, reward: RewardConfig,
                 transport: str, serdes: str, seed: int | None, timeout: float) -> None:
        from dataclasses import asdict

        from mlbridge_llvm.interface.worker_peer import WorkerPeer

        if transport not in TRANSPORTS or transport == "inprocess":
            raise ConfigError(f"unknown transport {transport!r}; choose one of {TRANSPORTS}")
        self.peer = WorkerPeer(transport, advice_spec=COMMAND, timeout=timeout, serdes=serdes,
                               prefix="poset-rl-worker-")
        listing = []
        for i, (name, bc) in enumerate(modules):
            path = os.path.join(self.peer.folder, f"{i}.bc")
            with open(path, "wb") as f:
                f.write(bc)
            listing.append([name, path])
        mods = os.path.join(self.peer.folder, "modules.json")
        with open(mods, "w") as f:
            json.dump(listing, f)
        self.n_actions = len(action_space(space))
        self.specs = message_specs(self.n_actions)
        args = ["--modules", mods, "--space", space, "--steps", str(max_steps), "--reward", json.dumps(asdict(reward))]
        if seed is not None:
            args += ["--seed", str(seed)]
        try:
            self.peer.start([sys.executable, "-m", "mlbridge_training.poset_rl.env", *args])
        except CommunicationError as e:
            self.close()
            raise CommunicationError(f"POSET-RL {e}") from None

    def exchange(self, kind: int, arg: int) -> dict[str, np.ndarray]:
        """Send one command, return the worker's next message (typed by :func:`message_specs`)."""
        try:
            raw = self.peer.exchange(np.array([kind, arg], np.int64))
        except CommunicationError as e:
            raise CommunicationError(f"POSET-RL compiler worker: {e} ({self.peer.tail(last_line=True)})") from None
        if raw is None:
            raise CommunicationError(f"POSET-RL compiler worker closed the channel ({self.peer.tail(last_line=True)})")
        msg = {s.name: np.asarray(raw[s.name], dtype=s.dtype).reshape(s.shape) for s in self.specs}
        if int(msg["status"][0]) != 0:
            raise ModelError(f"POSET-RL compiler worker refused the command {[kind, arg]}: "
                             f"{self.peer.tail(last_line=True)}")
        return msg

    def close(self) -> None:
        """Tell the worker to stop, then release the channel and the process."""
        self.peer.close(np.array([CMD_CLOSE, 0], np.int64))


# ---- gymnasium ---------------------------------------------------------------------------------------------------
class PosetRLEnv(gym.Env):
    """POSET-RL as a ``gymnasium.Env`` (see the module docstring).

    Observation ``{"embedding": Box(300), "action_mask": Box(0, 1, (n,))}``; action ``Discrete(n + 1)``, the last
    index meaning stop (``-1`` is accepted too); :meth:`action_masks` gives the boolean mask over all ``n + 1``.
    ``reset(options={"module": i})`` picks a module; without it a random one (seeded by ``reset(seed=...)``).
    """

    metadata: dict[str, Any] = {"render_modes": []}

    def __init__(self, modules: str | Sequence[Any], space: str = "odg", max_steps: int = DEFAULT_STEPS,
                 reward: RewardConfig | None = None, transport: str = "inprocess", serdes: str = "bitstream",
                 seed: int | None = None, timeout: float = 120.0) -> None:
        if transport not in TRANSPORTS:
            raise ConfigError(f"unknown transport {transport!r}; choose one of {TRANSPORTS}")
        self.modules = load_modules(modules)
        self.space, self.transport = space, transport
        self.n_actions = len(action_space(space))
        self.reward_config = reward or RewardConfig()
        self.observation_space = gym.spaces.Dict({
            "embedding": gym.spaces.Box(-_F32_MAX, _F32_MAX, (EMBED_DIM,), np.float32),  # clamped, see sanitize()
            "action_mask": gym.spaces.Box(0.0, 1.0, (self.n_actions,), np.float32),
            "module_features": gym.spaces.Box(-_F32_MAX, _F32_MAX, (N_FEATURES,), np.float32)})
        self.action_space = gym.spaces.Discrete(self.n_actions + 1)
        self._rng = np.random.default_rng(seed)
        self._mask = np.zeros(self.n_actions, np.float32)
        self._done = True
        self._local: CompilerEnv | None = None
        self._remote: _RemoteCompiler | None = None
        if transport == "inprocess":
            self._local = CompilerEnv(self.modules, space, max_steps, self.reward_config)
        else:
            self._remote = _RemoteCompiler(self.modules, space, max_steps, self.reward_config, transport, serdes,
                                           seed, timeout)

    def action_masks(self) -> np.ndarray:
        """bool ``[n + 1]``: allowed actions now (stop always allowed while the episode runs)."""
        return np.append(self._mask > 0, not self._done)

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[dict, dict]:
        """Start an episode; ``options={"module": index}`` chooses the module."""
        super().reset(seed=seed)
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        module = (options or {}).get("module")
        if module is None:
            module = int(self._rng.integers(len(self.modules)))
        if self._local is not None:
            obs = self._local.reset(int(module))
            info = self._local.info()
            done = self._local.done
        else:
            msg = self._remote.exchange(CMD_RESET, int(module))  # type: ignore[union-attr]
            obs, info, done = self._from_message(msg)
        self._mask, self._done = obs["action_mask"].copy(), done
        return obs, info

    def step(self, action: Any) -> tuple[dict, float, bool, bool, dict]:
        """Apply ``action``; ``terminated`` when the episode ended (stop, step limit, no action left)."""
        if self._done:
            raise ConfigError("POSET-RL environment: step() after the episode ended; call reset()")
        a = int(np.asarray(action).reshape(()).item())
        if not is_stop(a, self.n_actions):
            if not 0 <= a < self.n_actions or self._mask[a] == 0:
                raise ModelError(f"POSET-RL environment: action {a} is not allowed (used or out of range)")
        else:
            a = STOP
        if self._local is not None:
            obs = self._local.step(a)
            reward, done, info = float(self._local.last_reward or 0.0), self._local.done, self._local.info()
        else:
            msg = self._remote.exchange(CMD_STEP, a)  # type: ignore[union-attr]
            obs, info, done = self._from_message(msg)
            reward = float(msg["reward"][0])
        self._mask, self._done = obs["action_mask"].copy(), done
        return obs, reward, done, False, info

    def _from_message(self, msg: dict[str, np.ndarray]) -> tuple[dict, dict, bool]:
        obs = {"embedding": msg["embedding"].reshape(EMBED_DIM).copy(),
               "action_mask": msg["action_mask"].reshape(self.n_actions).copy(),
               "module_features": msg["module_features"].reshape(N_FEATURES).astype(np.float32)}
        index = int(msg["module"][0])
        info = {"module": self.modules[index][0], "module_index": index, "text_size": int(msg["text_size"][0]),
                "o0_size": int(msg["o0_size"][0]), "oz_size": int(msg["oz_size"][0]), "step": int(msg["step"][0])}
        return obs, info, bool(msg["done"][0])

    def close(self) -> None:
        """Stop the worker (if any) and free the module."""
        if self._remote is not None:
            self._remote.close()
            self._remote = None
        if self._local is not None:
            self._local.close()
            self._local = None


def make_envs(modules: str | Sequence[Any], n_workers: int, transport: str = "pipe", **kw: Any) -> list[PosetRLEnv]:
    """``n_workers`` environments, each with its own compiler worker (its own FIFO pair or gRPC port)."""
    if n_workers < 1:
        raise ConfigError(f"n_workers must be positive, got {n_workers}")
    mods = load_modules(modules)
    seed = kw.pop("seed", None)
    envs: list[PosetRLEnv] = []
    try:
        for i in range(n_workers):
            envs.append(PosetRLEnv(mods, transport=transport, seed=None if seed is None else seed + i, **kw))
    except BaseException:
        for e in envs:
            e.close()
        raise
    return envs


def step_all(envs: Sequence[PosetRLEnv], actions: Sequence[Any]) -> list[tuple[dict, float, bool, bool, dict]]:
    """Step several environments concurrently (their compiler workers run in parallel); results in order."""
    if len(envs) != len(actions):
        raise ConfigError(f"{len(envs)} environments but {len(actions)} actions")
    with ThreadPoolExecutor(max_workers=max(1, len(envs)), thread_name_prefix="poset-rl-step") as pool:
        return list(pool.map(lambda ea: ea[0].step(ea[1]), zip(envs, actions)))


if __name__ == "__main__":  # pragma: no cover - worker processes
    sys.exit(_worker_main())
