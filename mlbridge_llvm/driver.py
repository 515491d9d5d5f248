"""Apply a mixed pipeline (LLVM or MLIR passes plus ML passes) to one module: the library behind ``mlbridge-opt``.

:func:`optimize_llvm` owns the module as an LLVM-C module (:class:`~mlbridge_llvm.ir.llvmc.CModule`) from parse to
output: native segments run in place through ``LLVMRunPasses`` (or in a worker process with ``isolate=True``), ML
passes get the same module in their :class:`~mlbridge_llvm.passes.PassContext`. Corpus runs and tests call these
functions directly; the CLI only parses flags.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from .errors import ConfigError
from .passes import PassContext
from .pipeline import Segment, parse
from .remarks import Remark
from .runners.spec import RunnerSpec


@dataclass
class RunnerChoice:
    """How ML passes reach their models (the ``--runner`` family of flags)."""

    runner: str | None = None  # onnx | compiled | pipe | grpc | python | a spec string | None (bundled ONNX model)
    model: str | None = None
    channel: str | None = None
    dialect: str = "mlcb"
    serdes: str = "bitstream"
    address: str | None = None
    timeout: float = 60.0
    per_pass: dict[str, RunnerSpec] = field(default_factory=dict)  # pass name -> its runner

    def __post_init__(self) -> None:
        """Per-pass runners given as text (or as a spec's fields, from :meth:`to_dict`) are parsed here, once."""
        self.per_pass = {name: (spec if isinstance(spec, RunnerSpec) else
                                RunnerSpec(**spec) if isinstance(spec, dict) else RunnerSpec.parse(spec))
                         for name, spec in self.per_pass.items()}

    def to_dict(self) -> dict[str, Any]:
        """The choice as plain data (for a worker process: ``RunnerChoice(**choice.to_dict())``)."""
        return {**{f: getattr(self, f) for f in ("runner", "model", "channel", "dialect", "serdes", "address",
                                                 "timeout")},
                "per_pass": {name: str(spec) for name, spec in self.per_pass.items()}}

    @staticmethod
    def parse_per_pass(items: list[str]) -> dict[str, RunnerSpec]:
        """``["PASS=SPEC", ...]`` (the repeatable ``--ml-runner`` flag) -> ``{pass: parsed spec}``."""
        out = {}
        for item in items:
            name, eq, spec = item.partition("=")
            if not eq or not name or not spec:
                raise ConfigError(f"--ml-runner expects PASS=SPEC, got {item!r}")
            out[name] = RunnerSpec.parse(spec)
        return out

    def spec_for(self, pass_name: str) -> RunnerSpec | None:
        """The runner for one ML pass (``None``: the pass's bundled ONNX model, in-process)."""
        if pass_name in self.per_pass:
            return self.per_pass[pass_name]
        kind = self.runner
        if kind is None or kind == "onnx":
            return RunnerSpec("onnx", self.model) if self.model else None
        if kind == "compiled":  # without --model: the pass's bundled models, compiled (``compiled:``)
            return RunnerSpec("compiled", self.model or "")
        if ":" in kind:
            return RunnerSpec.parse(kind)
        if kind == "pipe":
            if not self.channel:
                raise ConfigError("--runner=pipe needs --channel=BASE (the model side creates BASE.in/BASE.out)")
            return RunnerSpec("pipe", self.channel, {"dialect": self.dialect, "serdes": self.serdes,
                                                     "timeout": str(self.timeout)})
        if kind == "grpc":
            if not self.address:
                raise ConfigError("--runner=grpc needs --address=HOST:PORT")
            return RunnerSpec("grpc", self.address, {"timeout": str(self.timeout)})
        if kind == "python":
            if not self.model:
                raise ConfigError("--runner=python needs --model=module:function")
            return RunnerSpec("python", self.model)
        raise ConfigError(f"unknown runner {kind!r}; choose onnx, compiled, pipe, grpc, python or give a spec string")


def _run_ml(seg: Segment, module: Any, name: str, runners: RunnerChoice, remarks: list[Remark]) -> Any:
    assert seg.ml_pass is not None
    ctx = PassContext(seg.ml_pass, module, name, seg.options or {}, runners.spec_for(seg.ml_pass.name))
    try:
        seg.ml_pass.run(ctx)
    finally:
        ctx.close()
    remarks.extend(ctx.remarks)
    return ctx.module


def optimize_llvm(data: bytes, pipeline: str | list[Segment], runners: RunnerChoice | None = None, name: str = "<input>",
                  text: bool = False, isolate: bool = False, verify: bool = False,
                  timeout: float = 600.0, plugins: Sequence[str] = (),
                  llvm_options: Sequence[str] = ()) -> tuple[bytes, list[Remark]]:
    """Run ``pipeline`` on LLVM IR (``.ll`` text or bitcode); returns the result (text or bitcode) and the remarks.

    ``plugins``: pass plug-ins (``-load-pass-plugin``) whose passes the native segments may name; they run in this
    process on the same module (or in the worker, with ``isolate``). ``llvm_options``: LLVM command-line options
    already set in this process by the caller, which ``isolate`` workers must set too. With ``isolate`` the input is
    parsed in a worker first (:func:`~mlbridge_llvm.isolate.parse_isolated`), so a crash while parsing is an error,
    not the end of this process."""
    from .ir.llvmc import CModule
    from .ir.module import is_bitcode

    runners = runners or RunnerChoice()
    segments = parse(pipeline, "llvm") if isinstance(pipeline, str) else pipeline
    if isolate:  # parsing is LLVM work on untrusted input too: a reader that crashes must not take us along
        from .isolate import parse_isolated

        data = parse_isolated(data, timeout, name)
    cmod = CModule.parse_bitcode(data, name) if is_bitcode(data) else CModule.parse_ir(data, name)
    remarks: list[Remark] = []
    try:
        for seg in segments:
            if seg.ml_pass is not None:
                cmod = _run_ml(seg, cmod, name, runners, remarks)
            elif isolate:
                from .isolate import PLUGIN_OPTION, run_pipeline_isolated

                out = run_pipeline_isolated(cmod.to_bitcode(), seg.text, timeout=timeout, input_name=name,
                                            options=[*(PLUGIN_OPTION + p for p in plugins), *llvm_options])
                cmod.dispose()
                cmod = CModule.parse_bitcode(out, name)
            elif plugins:
                from .native.passes import run_passes_with_plugins

                run_passes_with_plugins(cmod, seg.text, plugins)
            else:
                cmod.run_passes(seg.text)
            if verify:
                cmod.verify()
        return (cmod.to_ir().encode() if text else cmod.to_bitcode()), remarks
    finally:
        cmod.dispose()


def optimize_mlir(text: str, pipeline: str | list[Segment], runners: RunnerChoice | None = None,
                  name: str = "<input>") -> tuple[str, list[Remark]]:
    """Run ``pipeline`` on an MLIR module; native segments go to MLIR's pass manager as ``builtin.module(...)``."""
    from .ir import mlir as irmlir

    runners = runners or RunnerChoice()
    segments = parse(pipeline, "mlir") if isinstance(pipeline, str) else pipeline
    module = irmlir.load_mlir(text, name=name)
    remarks: list[Remark] = []
    for seg in segments:
        if seg.ml_pass is not None:
            module = _run_ml(seg, module, name, runners, remarks)
        else:
            irmlir.run_pipeline(module, f"builtin.module({seg.text})")
    return str(module), remarks
