"""TensorSpec: LLVM's JSON form, parsing of malformed specs, conformance of values, inference."""
from __future__ import annotations

import json

import numpy as np
import pytest

from mlbridge_llvm.errors import FeatureError, MLBridgeError, SpecError
from mlbridge_llvm.tensors import (
    BOOL,
    LLVM_TO_NUMPY,
    STR,
    TensorSpec,
    conform_all,
    normalize_dtype,
    specs_from_json,
)

#: LLVM's ten element types (llvm/Analysis/TensorSpec.h SUPPORTED_TENSOR_TYPES) and their C layout.
LLVM_TYPES = {
    "float": ("f", 4),
    "double": ("f", 8),
    "int8_t": ("i", 1),
    "uint8_t": ("u", 1),
    "int16_t": ("i", 2),
    "uint16_t": ("u", 2),
    "int32_t": ("i", 4),
    "uint32_t": ("u", 4),
    "int64_t": ("i", 8),
    "uint64_t": ("u", 8),
}


def _stable_id(value: object) -> str:
    """A test id that is the same in every process (pytest-xdist workers must collect identical ids)."""
    return "object()" if type(value) is object else repr(value)


# ---- the element type table ----------------------------------------------------------------------------
def test_llvm_type_table_is_exactly_llvms_ten_types():
    assert set(LLVM_TO_NUMPY) == set(LLVM_TYPES)
    for name, (kind, size) in LLVM_TYPES.items():
        dt = LLVM_TO_NUMPY[name]
        assert (dt.kind, dt.itemsize) == (kind, size), name
        assert dt.byteorder in ("<", "|", "=") and dt.newbyteorder("<") == dt, name


@pytest.mark.parametrize(
    "alias, llvm",
    [
        ("float32", "float"), ("float64", "double"), (np.float32, "float"), (np.float64, "double"),
        ("int8", "int8_t"), ("uint8", "uint8_t"), ("int16", "int16_t"), ("uint16", "uint16_t"),
        ("int32", "int32_t"), ("uint32", "uint32_t"), ("int64", "int64_t"), ("uint64", "uint64_t"),
        (np.int32, "int32_t"), (np.dtype(">i4"), "int32_t"), (np.dtype(">f8"), "double"),
        (int, "int64_t"), (float, "double"), ("int", "int64_t"), ("long", "int64_t"),
    ],
)
def test_dtype_aliases_map_to_llvm_names(alias, llvm):
    spec = TensorSpec("x", alias)
    assert spec.type_name == llvm
    assert spec.dtype == LLVM_TO_NUMPY[llvm]
    assert spec.dtype.byteorder != ">"


@pytest.mark.parametrize("bad", ["float16", "half", "complex64", np.float16, np.complex128, "bfloat16", "", "Float"])
def test_unknown_element_types_are_spec_errors(bad):
    with pytest.raises(SpecError):
        TensorSpec("x", bad)
    with pytest.raises(SpecError):
        normalize_dtype(bad)


def test_bool_and_str_dtypes():
    assert normalize_dtype(bool) == BOOL and normalize_dtype("bool") == BOOL and normalize_dtype(np.bool_) == BOOL
    assert normalize_dtype(str) == STR and normalize_dtype("str") == STR and normalize_dtype("string") == STR
    assert normalize_dtype(np.dtype("U5")) == STR and normalize_dtype(np.dtype("S3")) == STR


# ---- LLVM's JSON form -----------------------------------------------------------------------------------
@pytest.mark.parametrize("llvm", sorted(LLVM_TYPES))
def test_numeric_json_form_matches_llvm(llvm):
    spec = TensorSpec("some_feature", llvm, (2, 3), port=7)
    d = spec.to_json()
    assert d == {"name": "some_feature", "port": 7, "shape": [2, 3], "type": llvm}
    assert set(d) == {"name", "port", "shape", "type"}  # nothing LLVM would not write
    assert isinstance(d["shape"], list) and all(type(x) is int for x in d["shape"])
    assert type(d["port"]) is int
    # the serialized text is plain LLVM JSON (no numpy scalars, no extra keys)
    assert json.loads(json.dumps(d)) == d
    assert spec.nbytes == 6 * LLVM_TYPES[llvm][1]
    assert spec.num_elements == 6
    assert spec.kind == "numeric"
    assert spec.wire_dtype == LLVM_TO_NUMPY[llvm]


def test_scalar_default_shape_is_one():
    spec = TensorSpec("x", "int64_t")
    assert spec.shape == (1,)
    assert spec.to_json() == {"name": "x", "port": 0, "shape": [1], "type": "int64_t"}


def test_bool_and_str_json_form():
    b = TensorSpec("flag", bool, (4,), port=2)
    assert b.to_json() == {"name": "flag", "port": 2, "shape": [4], "type": "uint8_t", "kind": "bool"}
    assert b.kind == "bool" and b.type_name == "uint8_t" and b.wire_dtype == np.dtype("u1") and b.nbytes == 4
    s = TensorSpec("fn", str, (5,))
    assert s.to_json() == {"name": "fn", "port": 0, "shape": [5], "type": "uint8_t", "kind": "str"}
    assert s.kind == "str" and s.nbytes == 5


ALL_SPECS = [TensorSpec(f"t_{name}", name, (3, 2), port=i) for i, name in enumerate(sorted(LLVM_TYPES))] + [
    TensorSpec("t_bool", bool, (4,), port=10),
    TensorSpec("t_str", str, (11,), port=11),
    TensorSpec("t_scalar", "double"),
    TensorSpec("t_empty", "int32_t", (0,)),
    TensorSpec("t_3d", "float", (2, 1, 3)),
]


@pytest.mark.parametrize("spec", ALL_SPECS, ids=lambda s: s.name)
def test_json_round_trip(spec):
    assert TensorSpec.from_json(spec.to_json()) == spec
    # through JSON text as well (what a header line carries)
    assert TensorSpec.from_json(json.loads(json.dumps(spec.to_json()))) == spec


def test_specs_from_json_round_trip_list():
    text = json.dumps([s.to_json() for s in ALL_SPECS])
    assert specs_from_json(json.loads(text)) == ALL_SPECS


def test_from_json_llvm_style_without_kind_or_port():
    spec = TensorSpec.from_json({"name": "callee_users", "port": 35, "shape": [1], "type": "int64_t"})
    assert spec == TensorSpec("callee_users", "int64_t", (1,), 35)
    assert spec.kind == "numeric"
    # a uint8_t without "kind" is numeric uint8, not bool or str
    u8 = TensorSpec.from_json({"name": "bytes", "port": 0, "shape": [4], "type": "uint8_t"})
    assert u8.dtype == np.dtype("u1") and u8.kind == "numeric"
    # port is optional
    no_port = TensorSpec.from_json({"name": "x", "shape": [2, 2], "type": "float"})
    assert no_port.port == 0 and no_port.shape == (2, 2) and no_port.dtype == np.dtype("<f4")
    # key order does not matter (LLVM writes name, port, type, shape)
    llvm_order = json.loads('{"name":"x","port":3,"type":"double","shape":[2]}')
    assert TensorSpec.from_json(llvm_order) == TensorSpec("x", "double", (2,), 3)


def test_llvm22_inliner_header_parses():
    """Header line of `opt -enable-ml-inliner=release` (LLVM 22, interactive mode), last 3 features shown."""
    header = {
        "features": [
            {"name": "callee_users", "port": 35, "shape": [1], "type": "int64_t"},
            {"name": "is_callee_avail_external", "port": 36, "shape": [1], "type": "int64_t"},
            {"name": "is_caller_avail_external", "port": 37, "shape": [1], "type": "int64_t"},
        ],
        "advice": {"name": "inlining_decision", "port": 0, "shape": [1], "type": "int64_t"},
    }
    line = json.dumps(header, separators=(",", ":")).encode()
    obj = json.loads(line)
    features = specs_from_json(obj["features"])
    assert [s.name for s in features] == ["callee_users", "is_callee_avail_external", "is_caller_avail_external"]
    assert [s.port for s in features] == [35, 36, 37]
    assert all(s.dtype == np.dtype("<i8") and s.shape == (1,) and s.nbytes == 8 for s in features)
    advice = TensorSpec.from_json(obj["advice"])
    assert advice == TensorSpec("inlining_decision", "int64_t", (1,), 0)
    # and back to exactly what LLVM wrote
    assert [s.to_json() for s in features] == header["features"]
    assert advice.to_json() == header["advice"]

    from mlbridge_llvm.wire import MlgoHeader

    parsed = MlgoHeader.decode(line)
    assert parsed.features == features and parsed.advice == advice and parsed.extra == {}


# ---- malformed specs ------------------------------------------------------------------------------------
GOOD = {"name": "x", "port": 0, "shape": [2], "type": "float"}


@pytest.mark.parametrize("key", ["name", "type", "shape"])
def test_missing_key_is_spec_error_naming_the_key(key):
    d = {k: v for k, v in GOOD.items() if k != key}
    with pytest.raises(SpecError, match=repr(key)):
        TensorSpec.from_json(d)


@pytest.mark.parametrize(
    "patch",
    [
        {"type": "float16"},
        {"type": "half"},
        {"type": "int"},  # a numpy alias, but not an LLVM type name
        {"type": "bool"},
        {"type": 3},
        {"type": None},
        {"type": []},  # unhashable
        {"type": {"a": 1}},
        {"shape": 2},
        {"shape": "2"},
        {"shape": None},
        {"shape": (2,)},  # a tuple is not a JSON list
        {"shape": {"0": 2}},
        {"shape": [-1]},
        {"shape": [2, -3]},
        {"shape": ["x"]},
        {"shape": [None]},
        {"shape": [[2]]},
        {"shape": [float("inf")]},
        {"shape": [float("nan")]},
        {"shape": [0, 10**30]},  # numpy cannot represent it even though it is empty
        {"shape": [1] * 65},  # more dimensions than numpy supports
        {"name": ""},
        {"name": 5},
        {"name": None},
        {"kind": []},  # unhashable
        {"kind": 1},
    ],
    ids=repr,
)
def test_malformed_specs_are_spec_errors(patch):
    with pytest.raises(SpecError):
        TensorSpec.from_json({**GOOD, **patch})


@pytest.mark.parametrize("bad", [None, 3, "x", [GOOD], ("x", "float")])
def test_non_object_spec_is_spec_error(bad):
    with pytest.raises(SpecError):
        TensorSpec.from_json(bad)


@pytest.mark.parametrize("bad", [None, GOOD, "[]", 3])
def test_specs_from_json_needs_a_list(bad):
    with pytest.raises(SpecError):
        specs_from_json(bad)


def test_constructor_validates_shape():
    with pytest.raises(SpecError, match="negative"):
        TensorSpec("x", "float", (2, -1))
    with pytest.raises(SpecError):
        TensorSpec("x", "float", 3)
    with pytest.raises(SpecError):
        TensorSpec("x", "float", ("a",))
    with pytest.raises(SpecError):
        TensorSpec("", "float")
    assert TensorSpec("x", "float", [2, 3]).shape == (2, 3)
    assert TensorSpec("x", "float", np.array([2, 3])).shape == (2, 3)
    assert TensorSpec("x", "float", ()).num_elements == 1  # a 0-d tensor holds one element


def test_spec_errors_are_mlbridge_errors():
    assert issubclass(SpecError, MLBridgeError) and issubclass(FeatureError, MLBridgeError)


# ---- conform ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("llvm", sorted(LLVM_TYPES))
def test_conform_scalar_fills_shape_one(llvm):
    spec = TensorSpec("x", llvm)
    out = spec.conform(3)
    assert isinstance(out, np.ndarray)
    assert out.shape == (1,) and out.dtype == LLVM_TO_NUMPY[llvm] and out[0] == 3
    assert out.flags.c_contiguous
    np_scalar = spec.conform(LLVM_TO_NUMPY[llvm].type(5))
    assert np_scalar.shape == (1,) and np_scalar.dtype == LLVM_TO_NUMPY[llvm] and np_scalar[0] == 5


def test_conform_reshapes_when_element_count_matches():
    spec = TensorSpec("m", "int32_t", (2, 3))
    out = spec.conform([1, 2, 3, 4, 5, 6])
    assert out.shape == (2, 3) and out.dtype == np.dtype("<i4")
    np.testing.assert_array_equal(out, [[1, 2, 3], [4, 5, 6]])
    out = spec.conform(np.arange(6, dtype=np.int32).reshape(3, 2))
    np.testing.assert_array_equal(out, np.arange(6).reshape(2, 3))
    # a (1, 1) array fills a scalar spec
    assert TensorSpec("s", "double").conform([[2.5]]).tolist() == [2.5]


def test_conform_makes_contiguous_little_endian():
    spec = TensorSpec("m", "double", (2, 2))
    src = np.arange(8, dtype=">f8").reshape(2, 4)[:, ::2]
    out = spec.conform(src)
    assert out.flags.c_contiguous and out.dtype == np.dtype("<f8")
    np.testing.assert_array_equal(out, [[0, 2], [4, 6]])


def test_conform_zero_dim_spec_keeps_shape():
    spec = TensorSpec("z", "double", ())
    for v in (2.5, np.float64(2.5), np.array(2.5), [2.5], np.array([[2.5]])):
        out = spec.conform(v)
        assert isinstance(out, np.ndarray) and out.shape == () and out.dtype == np.dtype("<f8") and out[()] == 2.5


def test_conform_exact_array_is_not_copied():
    arr = np.arange(4, dtype=np.int64)
    assert TensorSpec("x", "int64_t", (4,)).conform(arr) is arr


@pytest.mark.parametrize(
    "shape, value, got",
    [((3,), [1, 2], [2]), ((2, 2), np.zeros((3, 2)), [3, 2]), ((1,), [1, 2, 3], [3]), ((4,), 7, [])],
)
def test_conform_wrong_element_count_names_feature_and_shapes(shape, value, got):
    spec = TensorSpec("callee_users", "int64_t", shape)
    with pytest.raises(FeatureError) as e:
        spec.conform(value)
    msg = str(e.value)
    assert "callee_users" in msg
    assert str(list(shape)) in msg
    assert str(got) in msg


@pytest.mark.parametrize(
    "llvm, value",
    [
        ("int64_t", np.array([1.5, 2.0])),  # float array to int
        ("int64_t", np.array([1.0, 2.0])),  # even integral floats: the dtype is lossy
        ("int32_t", 2.5),
        ("uint8_t", -1),
        ("uint8_t", np.array([-1, 3])),
        ("int8_t", 300),
        ("int8_t", [1, 128]),
        ("int16_t", 70000),
        ("uint32_t", -5),
        ("uint64_t", np.array([-1], dtype=np.int64)),
        ("int64_t", np.array([2**63], dtype=np.uint64)),
        ("int32_t", np.array([2**31], dtype=np.int64)),
        ("int64_t", 1 + 2j),
    ],
    ids=repr,
)
def test_conform_lossy_casts_are_feature_errors(llvm, value):
    n = np.asarray(value).size
    spec = TensorSpec("feat", llvm, (n,))
    with pytest.raises(FeatureError, match="feat"):
        spec.conform(value)


@pytest.mark.parametrize(
    "llvm, value, expect",
    [
        ("int64_t", np.array([1, -2], dtype=np.int32), [1, -2]),
        ("int64_t", np.array([1, 2], dtype=np.uint32), [1, 2]),
        ("double", [1, 2], [1.0, 2.0]),  # python ints -> float
        ("float", [1, 2], [1.0, 2.0]),
        ("double", np.array([3], dtype=np.int64), [3.0]),
        ("double", np.array([0.5], dtype=np.float32), [0.5]),
        ("uint8_t", [0, 255], [0, 255]),  # python ints in range
        ("int8_t", [-128, 127], [-128, 127]),
        ("uint64_t", [2**64 - 1], [2**64 - 1]),
        ("int64_t", np.array([5], dtype=np.uint64), [5]),  # unsafe dtype, but the values fit
        ("int64_t", [True, False], [1, 0]),
        ("int32_t", np.array([7], dtype=np.int64), [7]),
    ],
    ids=repr,
)
def test_conform_lossless_casts_are_accepted(llvm, value, expect):
    spec = TensorSpec("x", llvm, (len(expect),))
    out = spec.conform(value)
    assert out.dtype == LLVM_TO_NUMPY[llvm]
    assert out.tolist() == expect


def test_conform_python_ints_beyond_int64_stay_exact():
    # numpy promotes [0, 2**64-1] (int64 and uint64 magnitudes) to float64; conform must not round them
    out = TensorSpec("u", "uint64_t", (3,)).conform([0, 2**64 - 1, 2**63 + 1])
    assert out.dtype == np.dtype("<u8") and out.tolist() == [0, 2**64 - 1, 2**63 + 1]
    out = TensorSpec("u", "uint64_t", (2, 1)).conform([[1], [2**64 - 2]])
    assert out.shape == (2, 1) and out.ravel().tolist() == [1, 2**64 - 2]
    with pytest.raises(FeatureError, match="'u'"):
        TensorSpec("u", "int64_t", (2,)).conform([0, 2**64 - 1])
    with pytest.raises(FeatureError, match="'u'"):
        TensorSpec("u", "uint64_t", (2,)).conform([-1, 2**64 - 1])
    with pytest.raises(FeatureError, match="'u'"):  # a float among them stays lossy
        TensorSpec("u", "uint64_t", (2,)).conform([0.5, 2**64 - 1])


def test_conform_float_narrowing_is_allowed():
    out = TensorSpec("x", "float", (1,)).conform(0.1)
    assert out.dtype == np.dtype("<f4") and out[0] == np.float32(0.1)


def test_conform_bool():
    spec = TensorSpec("b", bool, (3,))
    assert spec.conform([True, False, True]).tolist() == [True, False, True]
    assert spec.conform([1, 0, 1]).dtype == BOOL
    with pytest.raises(FeatureError):
        spec.conform([0, 1, 2])
    with pytest.raises(FeatureError):
        spec.conform([0.0, 1.0, 1.0])
    assert TensorSpec("b", bool).conform(True).tolist() == [True]


def test_conform_str():
    spec = TensorSpec("fn", str, (3,))
    assert spec.conform("foo") == "foo"
    assert spec.conform(b"bar") == "bar"
    with pytest.raises(FeatureError, match="fn"):
        spec.conform(3)
    with pytest.raises(FeatureError, match="fn"):
        spec.conform(b"\xff\xfe\x00")  # not UTF-8


@pytest.mark.parametrize("value", [None, "abc", {"a": 1}, [[1, 2], [3]], [1, "x"], object()], ids=_stable_id)
def test_conform_non_numeric_values_are_feature_errors(value):
    with pytest.raises(FeatureError, match="x"):
        TensorSpec("x", "int64_t", (2,)).conform(value)


def test_conform_all_checks_names():
    specs = [TensorSpec("a", "int64_t"), TensorSpec("b", "float", (2,)), TensorSpec("c", str, (1,))]
    out = conform_all(specs, {"c": "z", "b": [1, 2], "a": 4})
    assert list(out) == ["a", "b", "c"]  # spec order
    assert out["a"].tolist() == [4] and out["b"].dtype == np.dtype("<f4") and out["c"] == "z"

    with pytest.raises(FeatureError) as e:
        conform_all(specs, {"a": 1, "zzz": 2, "yyy": 3})
    msg = str(e.value)
    assert "'b'" in msg and "'c'" in msg  # missing
    assert "'yyy'" in msg and "'zzz'" in msg  # extra
    assert "missing" in msg and "unexpected" in msg

    with pytest.raises(FeatureError, match="missing.*'a'"):
        conform_all(specs, {"b": [1, 2], "c": "z"})
    with pytest.raises(FeatureError, match="unexpected.*'d'"):
        conform_all(specs, {"a": 1, "b": [1, 2], "c": "z", "d": 0})
    # a type error in one value is reported with that feature's name
    with pytest.raises(FeatureError, match="'a'"):
        conform_all(specs, {"a": 1.5, "b": [1, 2], "c": "z"})
    assert conform_all([], {}) == {}


# ---- infer -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "value, dtype, shape",
    [
        (3, np.dtype("<i8"), (1,)),
        (-(2**40), np.dtype("<i8"), (1,)),
        (2.5, np.dtype("<f8"), (1,)),
        (True, BOOL, (1,)),
        (np.bool_(False), BOOL, (1,)),
        ("héllo", STR, (6,)),  # UTF-8 byte length
        ("", STR, (0,)),
        (np.int32(4), np.dtype("<i4"), (1,)),
        (np.uint8(4), np.dtype("u1"), (1,)),
        (np.float32(1.5), np.dtype("<f4"), (1,)),
        (np.float64(1.5), np.dtype("<f8"), (1,)),
        (np.int16(-3), np.dtype("<i2"), (1,)),
        (np.zeros((2, 3), dtype=np.float32), np.dtype("<f4"), (2, 3)),
        (np.zeros((4, 1), dtype=np.uint16), np.dtype("<u2"), (4, 1)),
        (np.zeros((2, 2), dtype=">i4"), np.dtype("<i4"), (2, 2)),
        (np.array(7, dtype=np.int32), np.dtype("<i4"), (1,)),  # 0-d array
        ([[1, 2], [3, 4]], np.dtype("<i8"), (2, 2)),  # python ints -> int64 whatever the platform
        ([1.0, 2.0, 3.0], np.dtype("<f8"), (3,)),
        ([True, False], BOOL, (2,)),
    ],
    ids=repr,
)
def test_infer(value, dtype, shape):
    spec = TensorSpec.infer("v", value, port=3)
    assert spec.dtype == dtype and spec.shape == shape and spec.name == "v" and spec.port == 3
    # the inferred spec accepts the value it was inferred from
    out = spec.conform(value)
    if spec.kind == "str":
        assert out == value
    else:
        assert out.shape == shape and out.dtype == dtype


@pytest.mark.parametrize("value", [None, object(), {"a": 1}, [1, "a", None]], ids=_stable_id)
def test_infer_rejects_non_tensors(value):
    with pytest.raises(SpecError):
        TensorSpec.infer("v", value)


def test_specs_are_hashable_and_frozen():
    a, b = TensorSpec("x", "float", [2]), TensorSpec("x", np.float32, (2,))
    assert a == b and hash(a) == hash(b)
    with pytest.raises(Exception):
        a.name = "y"  # type: ignore[misc]


# ---- float range ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "value",
    [1e40, -1e40, [0.5, 3.5e38], np.array([1e300, 1.0]), np.float64(1e39), np.longdouble(1e39)],
    ids=repr,
)
def test_conform_finite_float_overflowing_float32_is_feature_error(value):
    """A finite value beyond float32's range would silently become inf: refused like a lossy int cast."""
    n = np.asarray(value).size
    with pytest.raises(FeatureError, match=r"'out'.*range of float") as e:
        TensorSpec("out", "float", (n,)).conform(value)
    assert "\n" not in str(e.value)
    with pytest.raises(FeatureError, match="'out'"):
        conform_all([TensorSpec("out", "float", (n,))], {"out": value})


def test_conform_float_range_edges_inf_nan_and_underflow_are_accepted():
    spec = TensorSpec("x", "float", (5,))
    # explicit inf and nan are representable in float32: kept as they are
    out = spec.conform([np.inf, -np.inf, np.nan, 3.4028235e38, 1e-50])
    assert out.dtype == np.dtype("<f4")
    assert np.isposinf(out[0]) and np.isneginf(out[1]) and np.isnan(out[2])
    assert out[3] == np.finfo(np.float32).max  # the printed float32 max rounds to it, not to inf
    assert out[4] == 0.0  # underflow to zero is precision loss, like any float narrowing
    # double specs take any float64; float32 arrays pass untouched
    assert TensorSpec("d", "double").conform(1e300).tolist() == [1e300]
    arr = np.array([np.inf, 1.0], np.float32)
    assert TensorSpec("f", "float", (2,)).conform(arr) is arr
