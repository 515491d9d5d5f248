"""Write the seed corpus of the native fuzz targets (native/fuzz/corpus/{json,pipe}): small valid and near-valid
inputs from which the fuzzers start. Deterministic; run it again after changing the seeds below:

    .venv/bin/python native/fuzz/make_corpus.py

Regression inputs (crashes once found) are kept in the same folders under names starting with ``regress-``;
this script never removes them.
"""
from __future__ import annotations

import struct
from pathlib import Path

HERE = Path(__file__).resolve().parent

JSON_SEEDS = {
    "numbers": b'[0, -0, 1, -1, 9223372036854775807, -9223372036854775808, 9223372036854775808, 1.5, -2.5e-3, 1e308, '
               b'1e309, 4.9e-324, 1e-400, 3.4028235e38, 3.4028236e38, 1.0, 1E3, 0.1]',
    "nonfinite": b'{"a": NaN, "b": Infinity, "c": -Infinity}',
    "strings": b'["", "a\\"b\\\\c\\/d", "\\b\\f\\n\\r\\t", "\\u00e9\\u20ac", "\\ud83d\\ude00", "fa\xc3\xa7ade", "\xf0\x9f\x98\x80"]',
    "nested": b'{"x": [[[1, [2, [3]]]]], "y": {"z": {"w": []}}, "v": {}}',
    "answer-scalar": b'{"out": 1}',
    "answer-list": b'{"out": [1.5, 2, -3]}',
    "answer-nested": b'{"out": [[1, 2], [3, 4]]}',
    "answer-empty": b'{"out": []}',
    "literals": b'[true, false, null]',
    "header": b'{"features":[{"name":"a","port":0,"shape":[2],"type":"int64_t"},{"name":"b","port":1,"shape":[1],'
              b'"type":"float"}],"advice":{"name":"advice","port":0,"shape":[1],"type":"int64_t"}}',
    "whitespace": b' \t\r\n{ "out" :\n[ 1 ,2 ] }\n ',
    "duplicate-key": b'{"out": 1, "out": 2}',
}


def frame(payload: bytes) -> bytes:
    """mlcb framing: 8-byte little-endian length, then the payload."""
    return struct.pack("<Q", len(payload)) + payload


def config(json: bool = False, mlgo: bool = False, declare: bool = False, dtype: int = 1, count: int = 1) -> int:
    """Byte 0 of a pipe input (see FuzzPipeAnswers.cpp); dtype: 0 int32, 1 int64, 2 float, 3 double."""
    return int(json) | int(mlgo) << 1 | int(declare) << 2 | dtype << 3 | count << 5


I64, I32, F32, F64, VEC, CTX, SET, POP = range(8)


def pipe(cfg: int, ops: list[int], *answers: bytes) -> bytes:
    """A pipe input: configuration, four calls, then each answer as a chunk (2-byte length + bytes)."""
    assert len(ops) == 4
    return bytes([cfg, *ops]) + b"".join(struct.pack("<H", len(a)) + a for a in answers)


PIPE_SEEDS = {
    "bitstream-each-type": pipe(config(), [I64, I32, F32, F64], frame(struct.pack("<q", 7)), frame(struct.pack("<i", -4)),
                                frame(struct.pack("<f", 0.5)), frame(struct.pack("<d", 2.5))),
    "bitstream-declared-vector": pipe(config(declare=True, dtype=2, count=3), [VEC, VEC, I64, F64],
                                      *[frame(struct.pack("<3f", 1, 2, 3))] * 4),
    "bitstream-wrong-length": pipe(config(declare=True), [I64, I64, I64, I64], frame(struct.pack("<3q", 1, 2, 3))),
    "bitstream-leftover": pipe(config(), [I64, I64, I64, I64], frame(struct.pack("<q", 1)) + b"X", frame(struct.pack("<q", 2))),
    "bitstream-short-then-more": pipe(config(), [I64, I64, I64, I64], frame(struct.pack("<q", 1))[:10],
                                      frame(struct.pack("<q", 2))),
    "json-undeclared": pipe(config(json=True), [I64, I32, F32, VEC], frame(b'{"out": 7}'), frame(b'{"out": [1]}'),
                            frame(b'{"out": 0.5}'), frame(b'{"out": [1.5, 2, -3]}')),
    "json-declared-wrong-lengths": pipe(config(json=True, declare=True), [I64, I64, I64, I64], frame(b'{"out": []}'),
                                        frame(b'{"out": [1,0,1,1]}'), frame(b'{"out": 1}'), frame(b'{"out": [1]}')),
    "json-declared-vector": pipe(config(json=True, declare=True, dtype=3, count=3), [VEC, VEC, VEC, F64],
                                 frame(b'{"out": [1, 2, 3]}'), frame(b'{"out": [[1, 2], [3]]}'), frame(b'{"out": [1, 2]}'),
                                 frame(b'{"out": [4, 5, 6]}')),
    "json-bad-answers": pipe(config(json=True), [F64, F64, F64, F64], frame(b'{"out": NaN}'), frame(b'{"out": 1e999}'),
                             frame(b'{"value": 1}'), frame(b'{"out": "x"}')),
    "json-huge-length": pipe(config(json=True), [I64, I64, I64, I64], struct.pack("<Q", 1 << 40) + b'{"out": 1}'),
    "json-int-ranges": pipe(config(json=True), [I32, I64, I32, F32], frame(b'{"out": 2147483648}'),
                            frame(b'{"out": 9223372036854775807}'), frame(b'{"out": -2147483648}'),
                            frame(b'{"out": 3.5e38}')),
    "mlgo-contexts": pipe(config(mlgo=True, declare=True), [CTX | 8, I64, CTX, I64],
                          *[struct.pack("<q", v) for v in (1, 0, 1, 1)]),
    "mlgo-undeclared-extra-byte": pipe(config(mlgo=True), [I32, I32, I32, I32], struct.pack("<i", 9) + b"X",
                                       struct.pack("<i", 1)),
    "mlgo-set-advice-after-header": pipe(config(mlgo=True, declare=True), [I64, SET | 2 << 3 | 1 << 5,
                                                                          SET | 1 << 3 | 1 << 5, I64],
                                         struct.pack("<q", 1), struct.pack("<q", 0)),
    "mlgo-inputs-change": pipe(config(mlgo=True, declare=True), [I64, POP | 3 << 5, I64, I64],
                               *[struct.pack("<q", v) for v in (1, 0, 1)]),
    "mlcb-set-advice-midway": pipe(config(json=True), [I64, SET | 3 << 3 | 2 << 5, VEC, VEC], frame(b'{"out": 1}'),
                                   frame(b'{"out": [1, 2]}'), frame(b'{"out": [3]}')),
    "empty-populate": pipe(config(), [POP, I64, I64, I64], *[frame(struct.pack("<q", 1))] * 3),
}


def main() -> None:
    for folder, seeds in (("json", JSON_SEEDS), ("pipe", PIPE_SEEDS)):
        out = HERE / "corpus" / folder
        out.mkdir(parents=True, exist_ok=True)
        for name, data in seeds.items():
            (out / f"seed-{name}").write_bytes(data)


if __name__ == "__main__":
    main()
