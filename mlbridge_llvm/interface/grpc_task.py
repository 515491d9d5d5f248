"""Serve ML-Compiler-Bridge's own gRPC clients unchanged: a task's ``.proto`` loaded at run time.

Upstream ML-Compiler-Bridge has no fixed gRPC schema: each task writes a ``.proto`` whose service has an rpc
``getAdvice(Request) returns (Reply)``. The compiler sets one ``Request`` field per feature by name (protobuf
reflection), and reads the advice from the reply's first declared field. :func:`serve_task` (or
``serve_advice(agent, task_proto=PATH)``) serves that method with the same ``agent(features) -> advice`` callable,
limits (``max_clients``) and protection (``security``) as our own ``TensorList`` server.

* Loading (:func:`load_task_proto`): the file is compiled by ``grpc_tools.protoc`` (``pip install grpcio-tools``)
  into a descriptor set in a temporary directory, removed at once; its messages live in a private descriptor pool
  (two tasks never clash, nothing is added to ``sys.path`` or ``sys.modules``).
* Features: one entry per request field, by its proto name. Numeric and bool fields become numpy arrays, shape
  ``(1,)`` for a scalar and ``(n,)`` for a repeated field; dtypes: int32/sint32/sfixed32/enum -> int32,
  int64/sint64/sfixed64 -> int64, uint32/fixed32 -> uint32, uint64/fixed64 -> uint64, float -> float32,
  double -> float64, bool -> bool. A string (bytes) field is a ``str`` (``bytes``), a repeated one a list. A nested
  message is a dict of its fields decoded alike (None when unset), a repeated one a list of dicts, a map a dict.
* Advice: the agent's answer (or, from a dict, the entry named like the reply's first field, or its only entry)
  is cast to that field's type: one value for a scalar field, any number for a repeated one. A value that does not
  fit (a non-integer or out-of-range number for an int field, several values for a scalar field, a non-string for a
  string field) ends the call with ``INVALID_ARGUMENT`` and a one-line message; the server goes on serving.
* ``getAdvice`` may be unary or bidirectional streaming (one reply per request, in order).
"""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

import grpc
import numpy as np
from google.protobuf import descriptor_pb2, descriptor_pool, message_factory
from google.protobuf.descriptor import Descriptor, FieldDescriptor, MethodDescriptor
from google.protobuf.message import DecodeError, Message

from ..errors import ConfigError, FeatureError, MLBridgeError
from ..grpc_security import ServerSecurity
from ..grpc_transport import DEFAULT_MAX_CLIENTS, parse_address, start_service
from ..tensors import BOOL, TensorSpec
from .grpc_server import Agent, GrpcAdviceServer

#: The rpc every ML-Compiler-Bridge task service declares.
METHOD = "getAdvice"
#: Seconds ``protoc`` may take to compile one task proto.
PROTOC_TIMEOUT = 60.0

_FD = FieldDescriptor
#: numpy dtype of each numeric/bool protobuf field type.
NUMPY_TYPES: dict[int, np.dtype] = {
    **dict.fromkeys((_FD.TYPE_INT32, _FD.TYPE_SINT32, _FD.TYPE_SFIXED32, _FD.TYPE_ENUM), np.dtype("<i4")),
    **dict.fromkeys((_FD.TYPE_INT64, _FD.TYPE_SINT64, _FD.TYPE_SFIXED64), np.dtype("<i8")),
    **dict.fromkeys((_FD.TYPE_UINT32, _FD.TYPE_FIXED32), np.dtype("<u4")),
    **dict.fromkeys((_FD.TYPE_UINT64, _FD.TYPE_FIXED64), np.dtype("<u8")),
    _FD.TYPE_FLOAT: np.dtype("<f4"),
    _FD.TYPE_DOUBLE: np.dtype("<f8"),
    _FD.TYPE_BOOL: BOOL,
}
_TYPE_NAMES = {getattr(_FD, n): n[5:].lower() for n in dir(_FD) if n.startswith("TYPE_")}


def _repeated(field: Any) -> bool:
    """Whether a message field is repeated (``is_repeated`` from protobuf 6; the label before, from protobuf 5)."""
    flag = getattr(field, "is_repeated", None)
    return bool(flag) if flag is not None else field.label == field.LABEL_REPEATED


def _one_line(text: object) -> str:
    return " ".join(str(text).split())


# ---- loading a task proto ----------------------------------------------------------------------------------
def _compile(path: Path) -> descriptor_pb2.FileDescriptorSet:
    """``protoc`` ``path`` (imports searched next to it and among the well-known types) into a descriptor set."""
    if importlib.util.find_spec("grpc_tools") is None:
        raise ConfigError(f"loading task proto {path} needs grpc_tools.protoc: pip install grpcio-tools")
    with tempfile.TemporaryDirectory(prefix="mlbridge-task-proto-") as tmp:
        out = os.path.join(tmp, "task.pb")
        cmd = [sys.executable, "-m", "grpc_tools.protoc", f"--proto_path={path.parent}", f"--descriptor_set_out={out}",
               "--include_imports", path.name]
        try:
            proc = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True, timeout=PROTOC_TIMEOUT)
        except subprocess.TimeoutExpired:
            raise ConfigError(f"task proto {path}: protoc did not finish within {PROTOC_TIMEOUT:g}s") from None
        except OSError as e:
            raise ConfigError(f"task proto {path}: cannot run protoc: {e.strerror or e}") from None
        if proc.returncode != 0 or not os.path.isfile(out):
            text = proc.stderr.decode("utf-8", "replace").replace(str(path), path.name)
            lines = [_one_line(ln) for ln in text.splitlines() if ln.strip()]
            errors = [ln for ln in lines if not ln.startswith("warning:")] or [f"protoc exited with {proc.returncode}"]
            more = f" (+{len(errors) - 3} more)" if len(errors) > 3 else ""
            raise ConfigError(f"task proto {path} does not compile: {'; '.join(errors[:3])}{more}")
        with open(out, "rb") as f:
            data = f.read()
    try:
        return descriptor_pb2.FileDescriptorSet.FromString(data)
    except DecodeError as e:  # protoc wrote something else than it should have
        raise ConfigError(f"task proto {path}: unreadable descriptor set from protoc: {_one_line(e)}") from None


def _find_method(path: Path, file: Any, service: str | None) -> MethodDescriptor:
    """The ``getAdvice`` method of the file's only service having one, or of ``service`` (short or full name)."""
    candidates = [s for s in file.services_by_name.values() if METHOD in s.methods_by_name]
    names = ", ".join(s.full_name for s in candidates)
    if not candidates:
        others = ", ".join(s.full_name for s in file.services_by_name.values()) or "none"
        raise ConfigError(f"task proto {path} has no service with an rpc {METHOD} (services: {others})")
    if service is not None:
        chosen = [s for s in candidates if service in (s.name, s.full_name)]
        if not chosen:
            raise ConfigError(f"task proto {path}: no service {service!r} with an rpc {METHOD} (those with one: {names})")
    elif len(candidates) > 1:
        raise ConfigError(f"task proto {path}: several services have an rpc {METHOD} ({names}); choose one with service=NAME")
    else:
        chosen = candidates
    return chosen[0].methods_by_name[METHOD]


@dataclass(frozen=True)
class TaskProto:
    """A task's ``getAdvice`` method: its request and reply classes and how features and advice map onto them."""

    path: str
    service: str  # full name, e.g. "posetrl.PosetRL"
    request_class: type[Message]
    reply_class: type[Message]
    streaming: bool  # bidirectional streaming rpc (else unary)
    advice_field: str  # the reply's first declared field

    @property
    def method_path(self) -> str:
        """``/package.Service/getAdvice``, the path clients call."""
        return f"/{self.service}/{METHOD}"

    def features(self, request: Message) -> dict[str, Any]:
        """The request's fields as the agent's feature dict (see the module doc)."""
        return _decode_message(request)

    def reply(self, advice: Any) -> Message:
        """The reply carrying ``advice`` in its first field; :class:`FeatureError` if it does not fit."""
        field = self.reply_class.DESCRIPTOR.fields[0]
        if isinstance(advice, Mapping):
            if field.name in advice:
                advice = advice[field.name]
            elif len(advice) == 1:
                advice = next(iter(advice.values()))
            else:
                raise FeatureError(f"advice dict has keys {sorted(map(str, advice))}; expected one key {field.name!r} "
                                   f"(the reply's first field)")
        reply = self.reply_class()
        values = _encode_field(field, advice)
        try:
            if _repeated(field):
                getattr(reply, field.name).extend(values)
            else:
                setattr(reply, field.name, values[0])
        except (TypeError, ValueError, OverflowError) as e:
            raise FeatureError(f"{_describe(field)}: {_one_line(e)}") from None
        return reply


def load_task_proto(path: str | os.PathLike[str], service: str | None = None) -> TaskProto:
    """Compile and load a task ``.proto`` and find its ``getAdvice`` (in ``service`` if several services have one);
    every problem is a one-line :class:`ConfigError` naming the file."""
    p = Path(path).expanduser()
    if not p.is_file():
        raise ConfigError(f"task proto {p}: no such file")
    p = p.resolve()
    pool = descriptor_pool.DescriptorPool()  # private: tasks with clashing names or file names can coexist
    try:
        for file in _compile(p).file:  # --include_imports lists dependencies first
            pool.AddSerializedFile(file.SerializeToString())
        method = _find_method(p, pool.FindFileByName(p.name), service)
    except (TypeError, KeyError) as e:  # the pool refused a file protoc accepted (should not happen)
        raise ConfigError(f"task proto {p}: cannot load its descriptors: {_one_line(e)}") from None
    if method.client_streaming != method.server_streaming:
        raise ConfigError(f"task proto {p}: rpc {METHOD} must be unary or bidirectional streaming, not one-way streaming")
    reply: Descriptor = method.output_type
    if not reply.fields:
        raise ConfigError(f"task proto {p}: reply message {reply.full_name} has no field to carry the advice")
    first = reply.fields[0]
    if first.type == _FD.TYPE_MESSAGE:
        raise ConfigError(f"task proto {p}: the advice field {reply.full_name}.{first.name} is a message; it must be a "
                          f"number, bool or string (scalar or repeated)")
    return TaskProto(str(p), method.containing_service.full_name, message_factory.GetMessageClass(method.input_type),
                     message_factory.GetMessageClass(reply), bool(method.client_streaming), first.name)


# ---- messages <-> values -----------------------------------------------------------------------------------
def _decode_message(msg: Message) -> dict[str, Any]:
    """Every field of ``msg`` by name (see the module doc)."""
    return {f.name: _decode_field(msg, f) for f in msg.DESCRIPTOR.fields}


def _decode_field(msg: Message, field: FieldDescriptor) -> Any:
    value = getattr(msg, field.name)
    dtype = NUMPY_TYPES.get(field.type)
    if dtype is not None:
        return np.fromiter(value, dtype, count=len(value)) if _repeated(field) else np.array([value], dtype)
    if field.type != _FD.TYPE_MESSAGE:  # string, bytes
        return list(value) if _repeated(field) else value
    if field.message_type.GetOptions().map_entry:
        inner = field.message_type.fields_by_name["value"]
        return {k: _decode_message(v) if inner.type == _FD.TYPE_MESSAGE else v for k, v in value.items()}
    if _repeated(field):
        return [_decode_message(m) for m in value]
    return _decode_message(value) if msg.HasField(field.name) else None  # unset: None (and no endless recursion)


def _describe(field: FieldDescriptor) -> str:
    return f"reply field {field.name!r} ({'repeated ' if _repeated(field) else ''}{_TYPE_NAMES.get(field.type, '?')})"


def _encode_field(field: FieldDescriptor, advice: Any) -> list[Any]:
    """``advice`` as the list of Python values for ``field`` (one for a scalar field); :class:`FeatureError` when it
    does not fit the field's type or count."""
    what = _describe(field)
    dtype = NUMPY_TYPES.get(field.type)
    if dtype is None:  # string or bytes
        want = str if field.type == _FD.TYPE_STRING else bytes
        items = [advice]
        if _repeated(field) and not isinstance(advice, (str, bytes)):
            try:
                items = list(advice)
            except TypeError:
                pass  # a lone non-string: refused below
        wrong = [type(x).__name__ for x in items if not isinstance(x, want)]
        if wrong:
            raise FeatureError(f"{what}: expected {want.__name__} values, got {wrong[0]}")
        return items
    return _encode_numbers(field, dtype, advice, what)


def _encode_numbers(field: FieldDescriptor, dtype: np.dtype, advice: Any, what: str) -> list[Any]:
    """Numbers for a numeric or bool field: ``TensorSpec.conform``'s casting rules, except that an integral float
    (``1.0`` from a float-valued model) fits an int field."""
    try:
        arr = np.asarray(advice)
    except (TypeError, ValueError, OverflowError) as e:  # ragged nesting
        raise FeatureError(f"{what}: not an array of numbers ({_one_line(e)})") from None
    if arr.dtype == object or arr.dtype.kind in "SUV":
        items = arr.ravel().tolist()
        big = [x for x in items if isinstance(x, int) and not isinstance(x, bool)]
        if items and len(big) == len(items):  # Python ints beyond 64 bits
            raise FeatureError(f"{what}: {max(big, key=abs)} is out of the range of {_TYPE_NAMES[field.type]}")
        odd = next((x for x in items if not isinstance(x, (int, float, np.number))), items[0] if items else advice)
        raise FeatureError(f"{what}: expected numbers, got {type(odd).__name__}")
    if not _repeated(field) and arr.size != 1:
        raise FeatureError(f"{what}: the reply holds one value, the agent answered {arr.size}")
    if dtype.kind in "iu" and arr.dtype.kind == "f":
        info = np.iinfo(dtype)
        lo, hi = float(info.min), float(int(info.max) + 1)  # both powers of two (or 0): exact as floats
        bad = arr[~np.isfinite(arr) | (arr != np.floor(arr))]
        if bad.size:
            raise FeatureError(f"{what}: {bad.flat[0]!s} is not an integer")
        bad = arr[(arr < lo) | (arr >= hi)]
        if bad.size:
            raise FeatureError(f"{what}: {bad.flat[0]!s} is out of the range of {_TYPE_NAMES[field.type]}")
        arr = arr.astype(dtype)
    try:
        return TensorSpec(field.name, dtype, (arr.size,)).conform(arr).tolist()
    except FeatureError as e:
        raise FeatureError(f"{what}: {str(e).removeprefix(f'feature {field.name!r}: ')}") from None

# ---- the server --------------------------------------------------------------------------------------------
class GrpcTaskServer(GrpcAdviceServer):
    """A running server for a task proto's ``getAdvice`` calling ``agent(features) -> advice`` (context manager;
    :meth:`stop`); see :func:`serve_task`."""

    def __init__(self, agent: Agent, task: TaskProto, address: str = "127.0.0.1:0",
                 max_clients: int = DEFAULT_MAX_CLIENTS, security: ServerSecurity | None = None):
        if not callable(agent):
            raise ConfigError(f"serve_advice needs a callable agent, got {type(agent).__name__}")
        self.agent = agent
        self.task = task
        self.max_clients = max_clients
        self._lock = threading.Lock()
        methods = {METHOD: self._handle_stream if task.streaming else self._handle}
        self._server, self.port, self._executor = start_service(
            address, task.service, {} if task.streaming else methods, methods if task.streaming else {},
            task.request_class.FromString, task.reply_class.SerializeToString, max_clients, security,
            "mlbridge-grpc-task")
        self.address = f"{parse_address(address)[0]}:{self.port}"

    def _advise(self, request: Message) -> tuple[Message, tuple[grpc.StatusCode, str] | None]:
        """Run the agent; a failure becomes an error status with a one-line message."""
        try:
            features = self.task.features(request)
        except (MLBridgeError, TypeError, ValueError) as e:
            return self.task.reply_class(), (grpc.StatusCode.INVALID_ARGUMENT, f"bad features: {_one_line(e)}")
        try:
            advice = self.agent(features)
        except BaseException as e:  # user code; even SystemExit must answer the call, else the compiler waits out its deadline
            return self.task.reply_class(), (grpc.StatusCode.INTERNAL, f"agent raised {type(e).__name__}: {_one_line(e)}")
        try:
            return self.task.reply(advice), None
        except MLBridgeError as e:
            return self.task.reply_class(), (grpc.StatusCode.INVALID_ARGUMENT,
                                             f"agent advice does not fit {self.task.reply_class.DESCRIPTOR.full_name}: {_one_line(e)}")

    def stop(self, grace: float = 0.5) -> None:
        """Stop serving (in-flight calls get ``grace`` seconds) and end the server's threads; idempotent."""
        super().stop(grace)
        self._executor.shutdown(wait=False)

    def __enter__(self) -> "GrpcTaskServer":
        return self


def serve_task(agent: Agent, task_proto: str | os.PathLike[str] | TaskProto, address: str = "127.0.0.1:0",
               max_clients: int = DEFAULT_MAX_CLIENTS, security: ServerSecurity | None = None,
               service: str | None = None) -> GrpcTaskServer:
    """Serve the ``getAdvice`` of ``task_proto`` (a path, or a loaded :class:`TaskProto`) on ``address`` with
    ``agent``, for ML-Compiler-Bridge's clients of that proto; ``service`` picks among several services with a
    ``getAdvice``. Limits and security as :func:`~mlbridge_llvm.interface.grpc.serve_advice`."""
    if not callable(agent):
        raise ConfigError(f"serve_advice needs a callable agent, got {type(agent).__name__}")
    if isinstance(task_proto, TaskProto):
        if service is not None and service not in (task_proto.service, task_proto.service.rpartition(".")[2]):
            raise ConfigError(f"task proto {task_proto.path} was loaded for service {task_proto.service}, not {service!r}")
        task = task_proto
    else:
        task = load_task_proto(task_proto, service)
    return GrpcTaskServer(agent, task, address, max_clients, security)
