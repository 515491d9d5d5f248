"""Fuzzing of every decoder that reads bytes from a peer: arbitrary bytes, structured-but-wrong inputs, and
mutations / truncations of valid encodings.

Property: a decoder returns a value or raises a subclass of :class:`~mlbridge_llvm.errors.MLBridgeError`
(``ProtocolError`` for malformed bytes) -- never another exception type, never a hang.
"""
from __future__ import annotations

import json
import struct

import numpy as np
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from mlbridge_llvm.errors import MLBridgeError, ProtocolError
from mlbridge_llvm.proto import mlbridge_pb2 as pb
from mlbridge_llvm.serdes import BitstreamSerDes, JsonSerDes, ProtobufSerDes
from mlbridge_llvm.tensors import LLVM_TO_NUMPY, TensorSpec
from mlbridge_llvm.wire import MAX_MESSAGE, MlgoHeader, mlcb_split

pytestmark = pytest.mark.timeout(120)

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

BITSTREAM, JSON, PROTOBUF = BitstreamSerDes(), JsonSerDes(), ProtobufSerDes()
SERDES = {"bitstream": BITSTREAM, "json": JSON, "protobuf": PROTOBUF}
#: Specs a decoder may be handed by a caller who expects a particular message.
EXPECTED = [TensorSpec("a", "int64_t", (2,)), TensorSpec("s", str, (3,)), TensorSpec("b", bool), TensorSpec("f", "float", (1, 2))]
EXPECTED_VALUES = {"a": [1, -2], "s": "abc", "b": True, "f": [[0.5, 2.0]]}


def attempt(fn, *args):
    """Call ``fn``; an MLBridgeError is returned (an allowed outcome), any other exception propagates."""
    try:
        return fn(*args)
    except MLBridgeError as e:
        return e


def check_values(out, specs=None):
    """A decoded result is a dict of str or numpy arrays (matching ``specs`` when given)."""
    if isinstance(out, MLBridgeError):
        return
    assert isinstance(out, dict)
    for k, v in out.items():
        assert isinstance(k, str)
        assert isinstance(v, (str, np.ndarray)), type(v)
    if specs is not None:
        for s in specs:
            v = out[s.name]
            if s.kind == "str":
                assert isinstance(v, str)
            else:
                assert v.dtype == s.dtype and v.shape == s.shape


def decode_all(payload: bytes):
    """Run every decoder, with and without expected specs, on ``payload``."""
    for sd in SERDES.values():
        check_values(attempt(sd.decode, payload))
        check_values(attempt(sd.decode, payload, EXPECTED), EXPECTED)
    hdr = attempt(MlgoHeader.decode, payload)
    if not isinstance(hdr, MLBridgeError):
        assert isinstance(hdr, MlgoHeader) and isinstance(hdr.advice, TensorSpec)
        assert all(isinstance(s, TensorSpec) for s in hdr.features)
    split = attempt(mlcb_split, payload)
    if not isinstance(split, MLBridgeError):
        assert b"".join(struct.pack("<Q", len(m)) + m for m in split) == payload


# ---- strategies -----------------------------------------------------------------------------------------
DTYPES = [LLVM_TO_NUMPY[n] for n in sorted(LLVM_TO_NUMPY)] + [np.dtype(bool)]
NAME = st.text(st.characters(codec="utf-8", exclude_categories=["Cs"]), min_size=1, max_size=6)


@st.composite
def tensor(draw):
    dt = draw(st.sampled_from(DTYPES))
    shape = draw(hnp.array_shapes(min_dims=1, max_dims=2, min_side=0, max_side=4))
    elements = hnp.from_dtype(dt, allow_nan=False, allow_infinity=False) if dt.kind == "f" else None
    return draw(hnp.arrays(dt, shape, elements=elements))


@st.composite
def features(draw):
    names = draw(st.lists(NAME, min_size=1, max_size=4, unique=True))
    return {n: (draw(st.text(max_size=6)) if draw(st.integers(0, 4)) == 0 else draw(tensor())) for n in names}


@st.composite
def mutated(draw, payload: bytes):
    """``payload`` after 1-4 random edits: flip, overwrite, insert, delete, duplicate, truncate."""
    buf = bytearray(payload)
    for _ in range(draw(st.integers(1, 4))):
        op = draw(st.sampled_from(["flip", "set", "insert", "delete", "dup", "truncate"]))
        n = len(buf)
        i = draw(st.integers(0, max(n - 1, 0)))
        if op == "flip" and n:
            buf[i] ^= 1 << draw(st.integers(0, 7))
        elif op == "set" and n:
            buf[i] = draw(st.sampled_from([0x00, 0x0A, 0x22, 0x5B, 0x5D, 0x7B, 0x7D, 0x2C, 0x3A, 0xFF, 0x80]) | st.integers(0, 255))
        elif op == "insert":
            buf[i:i] = draw(st.binary(min_size=1, max_size=8))
        elif op == "delete" and n:
            del buf[i : i + draw(st.integers(1, 8))]
        elif op == "dup" and n:
            buf[i:i] = buf[i : i + draw(st.integers(1, 16))]
        elif op == "truncate":
            del buf[i:]
    return bytes(buf)


JSON_LEAF = (
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats()  # NaN / Infinity too: Python's json reads them in headers
    | st.text(max_size=6)
)
JSON_VALUE = st.recursive(JSON_LEAF, lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=4), c, max_size=3), max_leaves=12)

TYPE_NAMES = sorted(LLVM_TO_NUMPY) + ["bool", "str", "float16", "", "int"]
SHAPE_DIM = st.integers(-2, 4) | st.integers(-(2**65), 2**65) | st.sampled_from([2**62, 2**63, 0]) | JSON_LEAF
SPEC_DICT = st.fixed_dictionaries(
    {},
    optional={
        "name": NAME | JSON_VALUE,
        "type": st.sampled_from(TYPE_NAMES) | JSON_VALUE,
        "shape": st.lists(SHAPE_DIM, max_size=4) | st.lists(st.just(1), min_size=60, max_size=70) | JSON_VALUE,
        "kind": st.sampled_from(["bool", "str", "numeric", "other"]) | JSON_VALUE,
        "port": st.integers(-5, 50) | JSON_VALUE,
    },
)
HEADER_OBJ = st.fixed_dictionaries(
    {},
    optional={
        "features": st.lists(SPEC_DICT, max_size=4) | JSON_VALUE,
        "advice": SPEC_DICT | JSON_VALUE,
        "score": SPEC_DICT,
    },
) | JSON_VALUE


def header_bytes(obj) -> bytes:
    return json.dumps(obj, separators=(",", ":")).encode()


# ---- bitstream --------------------------------------------------------------------------------------------
@FUZZ
@given(payload=st.binary(max_size=300))
@example(payload=b"[" * 50_000 + b"\n\n")  # absurd nesting
@example(payload=b'{"features":[{"name":"a","shape":[Infinity],"type":"float"}]}\n\n')
@example(payload=b'{"features":[{"name":"a","shape":[0,100000000000000000000000],"type":"float"}]}\n\n')
@example(payload=b'{"features":[{"name":"a","shape":[1],"type":[]}]}\n\x00\x00\x00\x00\n')
@example(payload=b'{"features":[{"name":"a","shape":[1],"type":"float","kind":{}}]}\n\x00\x00\x00\x00\n')
def test_arbitrary_bytes(payload):
    decode_all(payload)


@FUZZ
@given(payload=st.builds(lambda a, b: a + b, st.sampled_from([b'{"features":[', b'{"features":[]}\n', b'{"features":[{"name":"x","port":0,"shape":[1],"type":"int64_t"}]}\n', b"\x08\x00\x00\x00\x00\x00\x00\x00"]), st.binary(max_size=80)))
def test_plausible_prefixes_then_garbage(payload):
    decode_all(payload)


@FUZZ
@given(obj=HEADER_OBJ, tail=st.binary(max_size=40), newline=st.booleans())
def test_structured_headers(obj, tail, newline):
    line = header_bytes(obj)
    out = attempt(BITSTREAM.decode, line + b"\n" + tail + (b"\n" if newline else b""))
    check_values(out)
    hdr = attempt(MlgoHeader.decode, line)
    assert isinstance(hdr, (MlgoHeader, ProtocolError))


@FUZZ
@given(obj=HEADER_OBJ)
def test_structured_headers_with_exact_sized_data(obj):
    """When the header parses, feed exactly the bytes it asks for: decoding must then succeed."""
    line = header_bytes(obj)
    try:
        hdr = MlgoHeader.decode(line) if isinstance(obj, dict) and "advice" in obj else None
    except ProtocolError:
        hdr = None
    from mlbridge_llvm.serdes.bitstream import parse_header

    try:
        specs, _ = parse_header(line)
    except ProtocolError:
        return
    size = sum(s.nbytes for s in specs)
    if size > 1 << 16:
        return
    data = bytearray(size)
    if any(s.kind == "str" for s in specs):
        data = bytearray(b"a" * size)  # valid UTF-8 for string tensors
    out = BITSTREAM.decode(line + b"\n" + bytes(data) + b"\n")
    last = {s.name: s for s in specs}  # a repeated name keeps its last tensor
    assert out.keys() == last.keys()
    for s in last.values():
        v = out[s.name]
        assert isinstance(v, str) if s.kind == "str" else v.shape == s.shape
    if hdr is not None:
        assert hdr.features == specs


@FUZZ
@given(data=st.data(), values=features())
def test_bitstream_mutations(data, values):
    payload = BITSTREAM.encode(values)
    decode_all(data.draw(mutated(payload)))


@FUZZ
@given(data=st.data(), values=features())
def test_bitstream_truncation_is_protocol_error(data, values):
    payload = BITSTREAM.encode(values)
    assert BITSTREAM.decode(payload).keys() == values.keys()
    cut = data.draw(st.integers(0, len(payload) - 1))
    with pytest.raises(ProtocolError):
        BITSTREAM.decode(payload[:cut])
    specs = [TensorSpec.infer(n, v, i) for i, (n, v) in enumerate(values.items())]
    with pytest.raises(ProtocolError):
        BITSTREAM.decode(payload[:cut], specs)


@pytest.mark.parametrize(
    "values",
    [
        EXPECTED_VALUES,
        {"only_empty": np.zeros((0,), np.int32)},  # all tensor data empty: only the final newline after the header
        {"n": np.int64(10), "big": np.arange(40, dtype=np.float64).reshape(8, 5), "s": "\n\n"},
    ],
    ids=["mixed", "empty", "newlines-in-data"],
)
def test_bitstream_every_truncation_is_protocol_error(values):
    payload = BITSTREAM.encode(values)
    for cut in range(len(payload)):
        with pytest.raises(ProtocolError):
            BITSTREAM.decode(payload[:cut])
        with pytest.raises(ProtocolError):
            BITSTREAM.decode(memoryview(payload)[:cut])
    assert BITSTREAM.decode(payload).keys() == values.keys()


# ---- mlgo header ------------------------------------------------------------------------------------------
@FUZZ
@given(data=st.data(), feats=st.lists(st.builds(lambda n, t, sh: TensorSpec(n, t, sh), NAME, st.sampled_from(sorted(LLVM_TO_NUMPY)), st.lists(st.integers(0, 5), max_size=3)), max_size=4, unique_by=lambda s: s.name))
def test_mlgo_header_round_trip_and_mutations(data, feats):
    feats = [TensorSpec(s.name, s.dtype, s.shape, port=i) for i, s in enumerate(feats)]
    header = MlgoHeader(feats, TensorSpec("inlining_decision", "int64_t"))
    line = header.encode()
    back = MlgoHeader.decode(line)
    assert back.features == feats and back.advice == header.advice and back.extra == {}
    hdr = attempt(MlgoHeader.decode, data.draw(mutated(line)))
    assert isinstance(hdr, (MlgoHeader, ProtocolError))


# ---- protobuf ---------------------------------------------------------------------------------------------
@st.composite
def tensor_messages(draw):
    msg = pb.TensorList(done=draw(st.booleans()))
    for _ in range(draw(st.integers(0, 4))):
        t = msg.tensors.add(name=draw(st.text(max_size=4)), type=draw(st.sampled_from(TYPE_NAMES) | st.text(max_size=5)))
        t.shape.extend(draw(st.lists(st.integers(-1, 4) | st.integers(-(2**63), 2**63 - 1), max_size=3)
                            | st.lists(st.just(1), min_size=60, max_size=70)))
        dt = {"bool": np.dtype("u1"), "str": np.dtype("u1")}.get(t.type) or LLVM_TO_NUMPY.get(t.type)
        n = int(np.prod([d for d in t.shape], dtype=object)) if t.shape else 1
        if dt is not None and 0 <= n * dt.itemsize <= 256 and draw(st.booleans()):
            t.data = draw(st.binary(min_size=n * dt.itemsize, max_size=n * dt.itemsize))  # the right size
        else:
            t.data = draw(st.binary(max_size=32))
    return msg.SerializeToString()


@FUZZ
@given(payload=tensor_messages())
def test_protobuf_structured_messages(payload):
    check_values(attempt(PROTOBUF.decode, payload))
    check_values(attempt(PROTOBUF.decode, payload, EXPECTED), EXPECTED)


@FUZZ
@given(data=st.data(), values=features())
def test_protobuf_mutations(data, values):
    decode_all(data.draw(mutated(PROTOBUF.encode(values))))


@FUZZ
@given(data=st.data())
def test_protobuf_mutations_of_expected_message(data):
    payload = PROTOBUF.encode(EXPECTED_VALUES, EXPECTED)
    check_values(PROTOBUF.decode(payload, EXPECTED), EXPECTED)
    bad = data.draw(mutated(payload))
    check_values(attempt(PROTOBUF.decode, bad, EXPECTED), EXPECTED)
    check_values(attempt(PROTOBUF.decode, bad))


# ---- JSON -------------------------------------------------------------------------------------------------
@FUZZ
@given(obj=JSON_VALUE | st.dictionaries(st.sampled_from(["a", "s", "b", "f", "x"]), JSON_VALUE, max_size=5))
@example(obj={"a": [[1], [1, 2]]})  # ragged
@example(obj={"a": 18446744073709551615})  # beyond int64
@example(obj={"a": [0, 18446744073709551615], "s": "abc", "b": True, "f": [[1, 2]]})
@example(obj={"a": [-1, 18446744073709551615]})
def test_json_structured_objects(obj):
    payload = json.dumps(obj).encode()  # NaN/Infinity and >64-bit ints included: orjson rejects or reads them
    check_values(attempt(JSON.decode, payload))
    check_values(attempt(JSON.decode, payload, EXPECTED), EXPECTED)


@FUZZ
@given(data=st.data(), values=features())
def test_json_mutations(data, values):
    decode_all(data.draw(mutated(JSON.encode(values))))


def test_json_deep_nesting():
    for payload in (b'{"a":' + b"[" * 100_000 + b"}", b'{"a":' + b"[" * 500 + b"1" + b"]" * 500 + b"}", b"[" * 100_000):
        with pytest.raises(ProtocolError):
            JSON.decode(payload)
        with pytest.raises(ProtocolError):
            JSON.decode(payload, EXPECTED)


# ---- mlcb framing ----------------------------------------------------------------------------------------
@FUZZ
@given(messages=st.lists(st.binary(max_size=64), max_size=8))
def test_mlcb_split_round_trip(messages):
    buf = b"".join(struct.pack("<Q", len(m)) + m for m in messages)
    assert mlcb_split(buf) == messages


@FUZZ
@given(data=st.data(), messages=st.lists(st.binary(max_size=32), min_size=1, max_size=5))
def test_mlcb_split_truncated_is_protocol_error(data, messages):
    buf = b"".join(struct.pack("<Q", len(m)) + m for m in messages)
    cut = data.draw(st.integers(0, len(buf) - 1))
    ends = set()
    pos = 0
    for m in messages:  # cutting exactly at a message boundary leaves a valid (shorter) sequence
        pos += 8 + len(m)
        ends.add(pos)
    if cut in ends or cut == 0:
        assert b"".join(struct.pack("<Q", len(m)) + m for m in mlcb_split(buf[:cut])) == buf[:cut]
    else:
        with pytest.raises(ProtocolError):
            mlcb_split(buf[:cut])


@FUZZ
@given(buf=st.binary(max_size=200))
@example(buf=struct.pack("<Q", MAX_MESSAGE + 1) + b"x")
@example(buf=struct.pack("<Q", 2**64 - 1))
@example(buf=b"\x01\x00\x00")
def test_mlcb_split_arbitrary_bytes(buf):
    out = attempt(mlcb_split, buf)
    if isinstance(out, MLBridgeError):
        assert isinstance(out, ProtocolError)
    else:
        assert b"".join(struct.pack("<Q", len(m)) + m for m in out) == buf


def test_mlcb_split_of_encoded_payloads_decodes():
    payloads = [BITSTREAM.encode(EXPECTED_VALUES, EXPECTED), JSON.encode(EXPECTED_VALUES, EXPECTED), PROTOBUF.encode(EXPECTED_VALUES, EXPECTED)]
    buf = b"".join(struct.pack("<Q", len(p)) + p for p in payloads)
    got = mlcb_split(buf)
    assert got == payloads
    for sd, p in zip((BITSTREAM, JSON, PROTOBUF), got):
        check_values(sd.decode(p, EXPECTED), EXPECTED)
