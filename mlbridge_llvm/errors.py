"""One exception hierarchy for the whole kit.

Every failure the kit can diagnose is raised as a subclass of :class:`MLBridgeError`, so a driver can
catch one type, print one line (``str(err)``) and exit non-zero, while tests can assert the precise kind.
"""
from __future__ import annotations


class MLBridgeError(Exception):
    """Base class of every error raised by mlbridge-llvm."""


class ConfigError(MLBridgeError):
    """A runner, SerDes, pass or tool was asked for with an unknown name or inconsistent options."""


class SpecError(MLBridgeError):
    """A tensor spec is malformed (unknown element type, bad shape, bad JSON form)."""


class FeatureError(MLBridgeError):
    """Features given to a runner do not match what the model or channel declared (name, dtype, shape)."""


class ModelError(MLBridgeError):
    """A model file is missing, corrupt, or its inputs/outputs are not what the caller expects."""


class CommunicationError(MLBridgeError):
    """Base for failures talking to a peer process (pipes, gRPC)."""


class PeerTimeoutError(CommunicationError, TimeoutError):
    """The peer did not open its end, answer, or accept data within the configured timeout."""


class PeerClosedError(CommunicationError):
    """The peer closed its end (exited or crashed), possibly in the middle of a message."""




class RetriesExhaustedError(CommunicationError):
    """A gRPC call kept failing with a transient status until the retry budget ran out."""


class SerDesError(MLBridgeError):
    """A value cannot be encoded, or a payload cannot be decoded, by the chosen SerDes."""


class ProtocolError(CommunicationError, SerDesError):
    """Bytes that do not follow the wire format: garbage, a truncated tensor, an answer of the wrong size or type."""


class IRError(MLBridgeError):
    """LLVM or MLIR input is malformed, or an IR operation failed (carries LLVM's diagnostic)."""


class PipelineError(IRError):
    """A pass pipeline is invalid, or a pass failed or aborted LLVM (reported with pass and input)."""


class ToolNotFoundError(MLBridgeError):
    """An LLVM tool (opt, llc, FileCheck, ...) could not be located."""
