"""``RunnerSpec``: a runner spec, parsed once: the one grammar of every runner choice in the kit.

Grammar (this parser is the only one in Python; the native side's ``mlbridge::parseRunnerSpec`` implements the
same, tested against this one on the table ``test/inputs/runner_specs.json``)::

    spec    := scheme ":" target [ "?" query ]
    scheme  := one or more characters other than ":" (onnx | compiled | pipe | grpc | python | a plug-in's own)
    target  := everything up to the first "?" (a model path, a FIFO base, HOST:PORT[,HOST:PORT...], module:function;
               may be empty: ``compiled:`` is "the pass's bundled models, compiled")
    query   := key "=" value { "&" key "=" value }    (x-www-form-urlencoded: "%XX" escapes, "+" is a space;
               a key without "=" has an empty value; a later key replaces an earlier one)

Passes ask questions of a spec instead of parsing strings themselves: is the model in this process, behind a pipe
or gRPC, which file holds it, does LLVM talk to an external interactive-mode host directly::

    spec = RunnerSpec.parse("pipe:/tmp/ch?dialect=mlgo")
    spec.direct_mlgo_channel   # '/tmp/ch': hand the FIFO base to LLVM itself
"""
from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import parse_qsl, urlencode

from ..errors import ConfigError

#: Schemes whose model runs in this process from a file (``target`` is the model's path).
IN_PROCESS_FILE_SCHEMES = ("onnx", "compiled")
#: Schemes whose model runs in another process.
REMOTE_SCHEMES = ("pipe", "grpc")


@dataclass(frozen=True)
class RunnerSpec:
    """One runner spec: ``scheme``, ``target`` (a path, channel, address list or ``module:function``), ``options``."""

    scheme: str
    target: str
    options: dict[str, str] = field(default_factory=dict)

    @classmethod
    def parse(cls, text: str) -> "RunnerSpec":
        """``scheme:target?key=value&...`` -> a spec (:class:`ConfigError` if there is no ``scheme:``)."""
        scheme, sep, rest = text.partition(":")
        if not sep or not scheme:
            raise ConfigError(f"runner spec {text!r} must look like 'scheme:target'")
        target, _, query = rest.partition("?")
        return cls(scheme, target, dict(parse_qsl(query, keep_blank_values=True)))

    def __str__(self) -> str:
        query = f"?{urlencode(self.options)}" if self.options else ""
        return f"{self.scheme}:{self.target}{query}"

    @property
    def is_remote(self) -> bool:
        """The model answers from another process (pipe or gRPC): answers need a declared advice spec."""
        return self.scheme in REMOTE_SCHEMES

    @property
    def model_file(self) -> str | None:
        """The model file of an in-process file runner (``onnx:``, ``compiled:``), else ``None``."""
        return self.target if self.scheme in IN_PROCESS_FILE_SCHEMES else None

    @property
    def direct_mlgo_channel(self) -> str | None:
        """The FIFO base when LLVM should talk to an external interactive-mode host itself (``pipe:B?dialect=mlgo``)."""
        return self.target if self.scheme == "pipe" and self.options.get("dialect") == "mlgo" else None

    def with_target(self, target: str) -> "RunnerSpec":
        """The same scheme and options with another target (e.g. one model file of a directory of models)."""
        return RunnerSpec(self.scheme, target, dict(self.options))
