"""SerDes: exact round trips (values, dtypes, shapes), bitstream wire layout and zero-copy decoding,
compatibility with ML-Compiler-Bridge's reader (PyPI ``compilerinterface``)."""
from __future__ import annotations

import io
import json
import struct

import numpy as np
import pytest
from conftest import require
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from mlbridge_llvm.errors import ConfigError, FeatureError, MLBridgeError, ProtocolError
from mlbridge_llvm.serdes import SERDES, BitstreamSerDes, JsonSerDes, ProtobufSerDes, get_serdes
from mlbridge_llvm.serdes.bitstream import header_line
from mlbridge_llvm.tensors import LLVM_TO_NUMPY, TensorSpec
from mlbridge_llvm.wire import mlcb_split

NAMES = ["json", "bitstream", "protobuf"]
NUMERIC = sorted(LLVM_TO_NUMPY)


def assert_same(got, want):
    """Exact equality of a decoded value: str, or array with identical dtype, shape and values."""
    if isinstance(want, str):
        assert isinstance(got, str) and got == want
        return
    assert isinstance(got, np.ndarray), type(got)
    assert got.dtype == want.dtype, (got.dtype, want.dtype)
    assert got.shape == want.shape, (got.shape, want.shape)
    np.testing.assert_array_equal(got, want)


# ---- registry -------------------------------------------------------------------------------------------
def test_get_serdes_names():
    assert isinstance(get_serdes("json"), JsonSerDes)
    assert isinstance(get_serdes("bitstream"), BitstreamSerDes)
    assert isinstance(get_serdes("protobuf"), ProtobufSerDes)
    assert isinstance(get_serdes("proto"), ProtobufSerDes)
    alias = get_serdes("bytes")  # what compilerinterface calls bitstream
    assert isinstance(alias, BitstreamSerDes) and alias.name == "bitstream"
    assert type(alias) is type(get_serdes("bitstream"))
    assert set(SERDES) == set(NAMES)
    for name in NAMES:
        assert get_serdes(name).name == name


@pytest.mark.parametrize("bad", ["xml", "", "JSON", "msgpack", "byte"])
def test_unknown_serdes_is_config_error(bad):
    with pytest.raises(ConfigError, match=repr(bad)) as e:
        get_serdes(bad)
    assert isinstance(e.value, MLBridgeError)


# ---- round trips with specs ------------------------------------------------------------------------------
SCALAR_SPECS = [
    TensorSpec("i32", "int32_t", port=0),
    TensorSpec("i64", "int64_t", port=1),
    TensorSpec("f32", "float", port=2),
    TensorSpec("f64", "double", port=3),
    TensorSpec("flag", bool, port=4),
    TensorSpec("fn", str, (len("main_ü".encode()),), port=5),
    TensorSpec("u8", "uint8_t", port=6),
]
SCALAR_VALUES = {"i32": -7, "i64": 2**40 + 3, "f32": 0.15625, "f64": -1.0e-300, "flag": True, "fn": "main_ü", "u8": 255}
SCALAR_EXPECT = {
    "i32": np.array([-7], np.int32),
    "i64": np.array([2**40 + 3], np.int64),
    "f32": np.array([0.15625], np.float32),
    "f64": np.array([-1.0e-300], np.float64),
    "flag": np.array([True]),
    "fn": "main_ü",
    "u8": np.array([255], np.uint8),
}


@pytest.mark.parametrize("name", NAMES)
def test_scalar_round_trip_with_specs(name):
    sd = get_serdes(name)
    payload = sd.encode(SCALAR_VALUES, SCALAR_SPECS)
    assert isinstance(payload, bytes)
    out = sd.decode(payload, SCALAR_SPECS)
    assert list(out) == [s.name for s in SCALAR_SPECS]
    for k, want in SCALAR_EXPECT.items():
        assert_same(out[k], want)
    # bytearray and memoryview payloads decode the same
    for buf in (bytearray(payload), memoryview(payload)):
        out2 = sd.decode(buf, SCALAR_SPECS)
        for k, want in SCALAR_EXPECT.items():
            assert_same(out2[k], want)


@pytest.mark.parametrize("name", ["bitstream", "protobuf"])
def test_typed_formats_decode_exactly_without_specs(name):
    sd = get_serdes(name)
    out = sd.decode(sd.encode(SCALAR_VALUES, SCALAR_SPECS))
    for k, want in SCALAR_EXPECT.items():
        assert_same(out[k], want)


def test_json_without_specs_infers_int64_float64():
    sd = JsonSerDes()
    payload = sd.encode(SCALAR_VALUES, SCALAR_SPECS)
    # scalars travel as plain JSON numbers (as compilerinterface's setFeature(name, int) does)
    obj = json.loads(payload)
    assert obj == {"i32": -7, "i64": 2**40 + 3, "f32": 0.15625, "f64": -1.0e-300, "flag": True, "fn": "main_ü", "u8": 255}
    out = sd.decode(payload)
    assert_same(out["i32"], np.array([-7], np.int64))
    assert_same(out["i64"], np.array([2**40 + 3], np.int64))
    assert_same(out["u8"], np.array([255], np.int64))
    assert_same(out["f32"], np.array([0.15625], np.float64))
    assert_same(out["f64"], np.array([-1.0e-300], np.float64))
    assert_same(out["flag"], np.array([True]))
    assert out["fn"] == "main_ü"
    arrays = sd.decode(b'{"m":[[1,2],[3,4]],"r":[0.5,1.5],"e":[[1.0,2],[3,4]]}')
    assert_same(arrays["m"], np.array([[1, 2], [3, 4]], np.int64))
    assert_same(arrays["r"], np.array([0.5, 1.5], np.float64))
    assert_same(arrays["e"], np.array([[1.0, 2.0], [3.0, 4.0]], np.float64))


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("llvm", NUMERIC)
@pytest.mark.parametrize("shape", [(4,), (2, 3), (1, 1), (3, 1), (0,), (2, 0)], ids=str)
def test_every_numeric_type_and_shape_round_trips(name, llvm, shape):
    dt = LLVM_TO_NUMPY[llvm]
    n = int(np.prod(shape))
    if dt.kind == "f":
        flat = np.array([np.finfo(dt).max, -np.finfo(dt).tiny, 0.1, -0.0, 3.0, np.finfo(dt).smallest_subnormal][:n] + [1.25] * max(0, n - 6), dt)
    else:
        info = np.iinfo(dt)
        flat = np.array([info.min, info.max, 0, 1, info.max - 1, info.min + 1][:n] + [7] * max(0, n - 6), dt)
    value = flat.reshape(shape)
    spec = TensorSpec("t", llvm, shape)
    sd = get_serdes(name)
    out = sd.decode(sd.encode({"t": value}, [spec]), [spec])
    assert_same(out["t"], value)
    if name != "json" and n:
        out = sd.decode(sd.encode({"t": value}))  # inferred spec, decoded from the format's own types
        assert_same(out["t"], value)


@pytest.mark.parametrize("name", NAMES)
def test_bool_and_str_tensors_round_trip(name):
    specs = [TensorSpec("mask", bool, (2, 2)), TensorSpec("empty", str, (0,)), TensorSpec("uni", str, (len("λ→∀".encode()),))]
    values = {"mask": np.array([[True, False], [False, True]]), "empty": "", "uni": "λ→∀"}
    sd = get_serdes(name)
    out = sd.decode(sd.encode(values, specs), specs)
    assert_same(out["mask"], values["mask"])
    assert out["empty"] == "" and out["uni"] == "λ→∀"


@pytest.mark.parametrize("name", NAMES)
def test_zero_dim_tensors_round_trip_as_arrays(name):
    specs = [TensorSpec("b", bool, ()), TensorSpec("d", "double", ())]
    sd = get_serdes(name)
    payload = sd.encode({"b": False, "d": 2.5}, specs)
    for out in (sd.decode(payload, specs), sd.decode(payload) if name != "json" else None):
        if out is None:
            continue
        assert_same(out["b"], np.array(False))  # an ndarray of shape (), not a numpy scalar
        assert_same(out["d"], np.array(2.5))


@pytest.mark.parametrize("name", NAMES)
def test_encode_conforms_values_to_specs(name):
    sd = get_serdes(name)
    specs = [TensorSpec("x", "int64_t", (2, 2)), TensorSpec("y", "float", (1,))]
    out = sd.decode(sd.encode({"x": [1, 2, 3, 4], "y": 2}, specs), specs)
    assert_same(out["x"], np.array([[1, 2], [3, 4]], np.int64))
    assert_same(out["y"], np.array([2.0], np.float32))
    with pytest.raises(FeatureError):
        sd.encode({"x": [1.5, 2, 3, 4], "y": 2}, specs)
    with pytest.raises(FeatureError):
        sd.encode({"x": [1, 2, 3], "y": 2}, specs)
    with pytest.raises(FeatureError, match="'z'"):
        sd.encode({"x": [1, 2, 3, 4], "y": 2, "z": 1}, specs)


@pytest.mark.parametrize("name", NAMES)
def test_decode_against_wrong_specs_is_protocol_error(name):
    sd = get_serdes(name)
    payload = sd.encode({"x": np.array([1.5, 2.5])}, [TensorSpec("x", "double", (2,))])
    with pytest.raises(ProtocolError):
        sd.decode(payload, [TensorSpec("other", "double", (2,))])
    with pytest.raises(ProtocolError):
        sd.decode(payload, [TensorSpec("x", "int64_t", (2,))])
    with pytest.raises(ProtocolError):
        sd.decode(payload, [TensorSpec("x", "double", (3,))])


# ---- property tests --------------------------------------------------------------------------------------
ALL_DTYPES = [LLVM_TO_NUMPY[n] for n in NUMERIC] + [np.dtype(bool)]


@st.composite
def tensor(draw, min_side=0):
    dt = draw(st.sampled_from(ALL_DTYPES))
    shape = draw(hnp.array_shapes(min_dims=1, max_dims=2, min_side=min_side, max_side=5))
    elements = hnp.from_dtype(dt, allow_nan=False, allow_infinity=False) if dt.kind == "f" else None
    return draw(hnp.arrays(dt, shape, elements=elements))


@st.composite
def feature_set(draw, min_side=0):
    names = draw(st.lists(st.text(st.characters(codec="utf-8", exclude_categories=["Cs"]), min_size=1, max_size=8),
                          min_size=1, max_size=4, unique=True))
    values: dict = {}
    for n in names:
        if draw(st.integers(0, 5)) == 0:
            values[n] = draw(st.text(max_size=10))
        else:
            values[n] = draw(tensor(min_side))
    specs = [TensorSpec.infer(n, v, port=i) for i, (n, v) in enumerate(values.items())]
    return specs, values


def expected(spec, v):
    return v if isinstance(v, str) else np.asarray(v).astype(spec.dtype).reshape(spec.shape)


@pytest.mark.parametrize("name", NAMES)
@settings(max_examples=50, deadline=None)
@given(fs=feature_set())
def test_property_round_trip_with_specs(name, fs):
    specs, values = fs
    sd = get_serdes(name)
    out = sd.decode(sd.encode(values, specs), specs)
    assert list(out) == [s.name for s in specs]
    for s in specs:
        assert_same(out[s.name], expected(s, values[s.name]))


@pytest.mark.parametrize("name", ["bitstream", "protobuf"])
@settings(max_examples=50, deadline=None)
@given(fs=feature_set())
def test_property_typed_round_trip_without_specs(name, fs):
    specs, values = fs
    sd = get_serdes(name)
    out = sd.decode(sd.encode(values))
    for s in specs:
        assert_same(out[s.name], expected(s, values[s.name]))


@settings(max_examples=50, deadline=None)
@given(v=tensor(min_side=1))
def test_property_json_without_specs_infers(v):
    sd = JsonSerDes()
    got = sd.decode(sd.encode({"v": v}))["v"]
    assert got.shape == v.shape
    if v.dtype == bool:
        assert got.dtype == bool
    elif v.dtype.kind == "f":
        assert got.dtype == np.float64
        # float32 travels as its shortest decimal form: exact once narrowed back, not as float64(v)
        np.testing.assert_array_equal(got.astype(v.dtype), v)
        return
    elif v.dtype == np.uint64 and v.max() >= 2**63:
        assert got.dtype == np.uint64  # does not fit int64: kept unsigned, never wrapped
    else:
        assert got.dtype == np.int64
    np.testing.assert_array_equal(got, v)


# ---- bitstream specifics ---------------------------------------------------------------------------------
def test_bitstream_wire_layout_byte_for_byte():
    specs = [TensorSpec("a", "int32_t", (2,), port=0), TensorSpec("b", "float", (1,), port=1), TensorSpec("c", "double", (1, 2), port=2)]
    payload = BitstreamSerDes().encode({"a": [1, -2], "b": 0.5, "c": [[1.0, -3.25]]}, specs)
    expected_bytes = (
        b'{"features":[{"name":"a","port":0,"shape":[2],"type":"int32_t"},'
        b'{"name":"b","port":1,"shape":[1],"type":"float"},'
        b'{"name":"c","port":2,"shape":[1,2],"type":"double"}]}\n'
        + b"\x01\x00\x00\x00" + b"\xfe\xff\xff\xff"  # int32 1, -2
        + b"\x00\x00\x00\x3f"  # float 0.5
        + struct.pack("<dd", 1.0, -3.25)
        + b"\n"
    )
    assert payload == expected_bytes


def test_bitstream_wire_layout_inferred_bool_and_str():
    payload = BitstreamSerDes().encode({"n": 3, "ok": False, "s": "hi"})
    assert payload == (
        b'{"features":[{"name":"n","port":0,"shape":[1],"type":"int64_t"},'
        b'{"name":"ok","port":1,"shape":[1],"type":"uint8_t","kind":"bool"},'
        b'{"name":"s","port":2,"shape":[2],"type":"uint8_t","kind":"str"}]}\n'
        + struct.pack("<q", 3) + b"\x00" + b"hi" + b"\n"
    )


def test_bitstream_header_line_extra_keys():
    line = header_line([TensorSpec("x", "int64_t")], advice=TensorSpec("y", "float").to_json())
    assert line.endswith(b"\n") and line.count(b"\n") == 1
    assert json.loads(line) == {
        "features": [{"name": "x", "port": 0, "shape": [1], "type": "int64_t"}],
        "advice": {"name": "y", "port": 0, "shape": [1], "type": "float"},
    }


def test_bitstream_decode_is_zero_copy_and_read_only():
    sd = BitstreamSerDes()
    payload = sd.encode({"x": np.arange(6, dtype=np.float64).reshape(2, 3), "y": np.arange(3, dtype=np.int32)})
    out = sd.decode(payload)
    raw = np.frombuffer(payload, np.uint8)
    for k in ("x", "y"):
        arr = out[k]
        assert np.shares_memory(arr, raw)
        assert not arr.flags.writeable
        base = arr
        while isinstance(base, np.ndarray):
            base = base.base
        assert isinstance(base, memoryview) and base.obj is payload
    np.testing.assert_array_equal(out["x"], np.arange(6).reshape(2, 3))
    # the data lies in the payload where the layout says
    header_len = payload.index(b"\n") + 1
    assert np.frombuffer(payload, np.float64, count=6, offset=header_len).tolist() == out["x"].ravel().tolist()


def test_bitstream_encode_parts_do_not_copy_arrays():
    sd = BitstreamSerDes()
    arr = np.arange(5, dtype=np.int64)
    parts = sd.encode_parts({"a": arr})
    assert len(parts) == 3 and parts[-1] == b"\n"
    assert np.shares_memory(np.frombuffer(parts[1], np.uint8), arr)
    assert b"".join(parts) == sd.encode({"a": arr})


def test_bitstream_str_must_match_declared_length():
    sd = BitstreamSerDes()
    with pytest.raises(FeatureError, match="'s'"):  # the header would lie about the byte count
        sd.encode({"s": "hello"}, [TensorSpec("s", str, (3,))])


@pytest.mark.parametrize(
    "mutate",
    [
        lambda p: p[:-1],  # no final newline
        lambda p: p + b"\n",  # trailing byte
        lambda p: p[:-1] + b"x",  # wrong terminator
        lambda p: p.replace(b"\n", b"", 1),  # no header line end
        lambda p: b"",
        lambda p: b"\n",
        lambda p: b"[]\n\n",
        lambda p: b'{"features":[{"name":"a","shape":[1],"type":"half"}]}\n\x00\x00\n',
    ],
)
def test_bitstream_malformed_payloads(mutate):
    payload = BitstreamSerDes().encode({"a": np.int64(5)})
    with pytest.raises(ProtocolError):
        BitstreamSerDes().decode(mutate(payload))


def test_bitstream_invalid_utf8_string_is_protocol_error():
    payload = BitstreamSerDes().encode({"s": "ab"}).replace(b"ab\n", b"\xff\xfe\n")
    with pytest.raises(ProtocolError, match="UTF-8"):
        BitstreamSerDes().decode(payload)


# ---- JSON and protobuf specifics -------------------------------------------------------------------------
def test_json_decode_missing_feature_and_bad_payloads():
    sd = JsonSerDes()
    with pytest.raises(ProtocolError, match="'b'"):
        sd.decode(b'{"a":1}', [TensorSpec("a", "int64_t"), TensorSpec("b", "int64_t")])
    for bad in (b"", b"[1,2]", b"1", b"nope", b'{"a":1', b'"str"', b"\xff"):
        with pytest.raises(ProtocolError):
            sd.decode(bad)
    with pytest.raises(ProtocolError):
        sd.decode(b'{"a":1.5}', [TensorSpec("a", "int64_t")])
    with pytest.raises(ProtocolError):
        sd.decode(b'{"a":[[1],[1,2]]}')  # ragged
    with pytest.raises(ProtocolError):
        sd.decode(b'{"a":[[1],[1,2]]}', [TensorSpec("a", "int64_t", (3,))])
    # values beyond int64 are neither wrapped nor rounded through float64
    assert_same(sd.decode(b'{"a":18446744073709551615}')["a"], np.array([2**64 - 1], np.uint64))
    assert_same(sd.decode(b'{"a":[0,18446744073709551615]}')["a"], np.array([0, 2**64 - 1], np.uint64))
    # an empty integer tensor (JSON [] carries no type) decodes with its spec
    assert_same(sd.decode(b'{"a":[[],[]]}', [TensorSpec("a", "int32_t", (2, 0))])["a"], np.zeros((2, 0), np.int32))


def test_protobuf_message_fields():
    from mlbridge_llvm.proto import mlbridge_pb2 as pb

    payload = ProtobufSerDes().encode({"x": np.array([[1, 2]], np.int16), "s": "ab", "b": True})
    msg = pb.TensorList.FromString(payload)
    assert [(t.name, t.type, list(t.shape)) for t in msg.tensors] == [("x", "int16_t", [1, 2]), ("s", "str", [2]), ("b", "bool", [1])]
    assert msg.tensors[0].data == struct.pack("<2h", 1, 2)
    assert msg.tensors[1].data == b"ab" and msg.tensors[2].data == b"\x01"
    assert msg.done is False


def test_protobuf_bad_payloads():
    from mlbridge_llvm.proto import mlbridge_pb2 as pb

    sd = ProtobufSerDes()
    wrong_size = pb.TensorList(tensors=[pb.Tensor(name="x", type="float", shape=[2], data=b"\x00" * 4)]).SerializeToString()
    with pytest.raises(ProtocolError, match="'x'"):
        sd.decode(wrong_size)
    unknown = pb.TensorList(tensors=[pb.Tensor(name="x", type="float16", shape=[1], data=b"\x00" * 2)]).SerializeToString()
    with pytest.raises(ProtocolError, match="float16"):
        sd.decode(unknown)
    negative = pb.TensorList(tensors=[pb.Tensor(name="x", type="float", shape=[-1], data=b"")]).SerializeToString()
    with pytest.raises(ProtocolError):
        sd.decode(negative)
    with pytest.raises(ProtocolError):
        sd.decode(b"\xff\xff\xff")
    with pytest.raises(ProtocolError, match="lacks"):
        sd.decode(b"", [TensorSpec("x", "float")])
    assert sd.decode(b"") == {}


# ---- compatibility with ML-Compiler-Bridge's reader ------------------------------------------------------
log_reader = require("compilerinterface.log_reader")

COMPAT_SPECS = [
    TensorSpec("f", "float", (3,), port=0),
    TensorSpec("i64", "int64_t", (2, 2), port=1),
    TensorSpec("i32", "int32_t", (1,), port=2),
    TensorSpec("d", "double", (2,), port=3),
]
COMPAT_VALUES = {
    "f": np.array([0.5, -1.25, 3.0e10], np.float32),
    "i64": np.array([[1, -(2**62)], [2**62, 0]], np.int64),
    "i32": np.array([-(2**31)], np.int32),
    "d": np.array([1e-300, -2.5]),
}


def _values_of(tv):
    return [tv[i] for i in range(len(tv))]


def test_compilerinterface_log_reader_parses_bitstream():
    payload = BitstreamSerDes().encode(COMPAT_VALUES, COMPAT_SPECS)
    f = io.BufferedReader(io.BytesIO(payload))
    tensor_specs, score_spec, advice_spec = log_reader.read_header(f)
    assert score_spec is None and advice_spec is None
    assert [(t.name, t.port, t.shape) for t in tensor_specs] == [(s.name, s.port, list(s.shape)) for s in COMPAT_SPECS]
    _, _, features, _ = log_reader.read_one_observation(None, "", f, tensor_specs, None)
    assert f.read() == b""  # consumed exactly, final newline included
    assert len(features) == len(COMPAT_SPECS)
    for tv, s in zip(features, COMPAT_SPECS):
        assert tv.spec().name == s.name
        assert len(tv) == s.num_elements
        assert _values_of(tv) == COMPAT_VALUES[s.name].ravel().tolist()


def test_compilerinterface_read_stream2_two_messages_and_bool_str():
    sd = BitstreamSerDes()
    first = sd.encode(COMPAT_VALUES, COMPAT_SPECS)
    second = sd.encode({"flag": True, "name": "f_ü", "n": 42})
    stream = log_reader.read_stream2(io.BufferedReader(io.BytesIO(first + second)))
    _, _, feats1, _ = next(stream)
    assert [_values_of(tv) for tv in feats1] == [COMPAT_VALUES[s.name].ravel().tolist() for s in COMPAT_SPECS]
    _, _, feats2, _ = next(stream)
    assert _values_of(feats2[0]) == [1]
    assert bytes(_values_of(feats2[1])) == "f_ü".encode()
    assert _values_of(feats2[2]) == [42]


def test_compilerinterface_serdes_bytes_over_mlcb_framing():
    """compilerinterface's own deserializer reads an 8-byte length, then our bitstream payload."""
    from compilerinterface.SerDes import SerDes as CISerDes

    payload = BitstreamSerDes().encode(COMPAT_VALUES, COMPAT_SPECS)
    ci = CISerDes("bytes")
    features = ci.deserializeData(io.BufferedReader(io.BytesIO(struct.pack("<Q", len(payload)) + payload)))
    assert [_values_of(tv) for tv in features] == [COMPAT_VALUES[s.name].ravel().tolist() for s in COMPAT_SPECS]


def test_compilerinterface_json_answer_decodes():
    from compilerinterface.SerDes import SerDes as CISerDes

    ci = CISerDes("json")
    ci.serializeData([1, 0, 1])
    (msg,) = mlcb_split(ci.getOutputBuffer())
    out = JsonSerDes().decode(msg, [TensorSpec("out", "int64_t", (3,))])
    assert_same(out["out"], np.array([1, 0, 1], np.int64))


def test_json_float_beyond_float32_is_refused_not_inf():
    """``{"out": 1e40}`` for a float32 advice is a protocol error (it used to decode as inf)."""
    spec = TensorSpec("out", "float")
    with pytest.raises(ProtocolError, match="range of float"):
        JsonSerDes().decode(b'{"out": 1e40}', [spec])
    with pytest.raises(ProtocolError, match="range of float"):
        JsonSerDes().decode(b'{"out": [1.0, -1e39]}', [TensorSpec("out", "float", (2,))])
    assert JsonSerDes().decode(b'{"out": 1e40}', [TensorSpec("out", "double")])["out"].tolist() == [1e40]
    assert JsonSerDes().decode(b'{"out": 1e40}')["out"].dtype == np.float64  # no spec: float64, nothing lost
    with pytest.raises(FeatureError, match="range of float"):  # the encoding side refuses it too
        JsonSerDes().encode({"out": 1e40}, [spec])
