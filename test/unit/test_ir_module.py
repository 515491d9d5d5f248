"""mlbridge_llvm.ir.module (load/write like opt) and mlbridge_llvm.ir.codegen, on real LLVM 22."""
from __future__ import annotations

import os
import struct
import subprocess
import sys

import pytest

from mlbridge_llvm.errors import ConfigError, IRError
from mlbridge_llvm.ir import codegen, llvmc
from mlbridge_llvm.ir.module import is_bitcode, load_module, module_from_string, write_module
from mlbridge_llvm.ir.tools import find_tool

INPUTS = os.path.join(os.path.dirname(__file__), "..", "inputs", "ir")
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def path(name: str) -> str:
    return os.path.join(INPUTS, name)


def body(ir: str) -> str:
    return "\n".join(ln for ln in ir.splitlines() if not ln.startswith(("; ModuleID", "source_filename"))).strip()


def wrap(bitcode: bytes) -> bytes:
    """The Darwin-style bitcode wrapper: magic 0x0B17C0DE, version, offset, size, cputype (all u32 LE)."""
    return struct.pack("<5I", 0x0B17C0DE, 0, 20, len(bitcode), 0x01000007) + bitcode


def test_load_text_and_bitcode_and_wrapper(tmp_path) -> None:
    text_mod = load_module(path("medium.ll"))
    assert text_mod.name == path("medium.ll")
    bc = tmp_path / "m.bc"
    subprocess.run([find_tool("llvm-as"), path("medium.ll"), "-o", str(bc)], check=True)
    assert is_bitcode(bc.read_bytes())
    assert body(str(load_module(str(bc)))) == body(str(text_mod))
    wrapped = tmp_path / "w.bc"
    wrapped.write_bytes(wrap(bc.read_bytes()))
    assert is_bitcode(wrapped.read_bytes())
    assert body(str(load_module(str(wrapped)))) == body(str(text_mod))


@pytest.mark.parametrize("name, expected", [
    ("bad_type.ll", "bad_type.ll:4:7: error: value doesn't match function result type 'i32'"),
    ("truncated.ll", "truncated.ll:18:1: error: found end of file when expecting more instructions"),
])
def test_malformed_text_is_one_line_irerror_with_location(name: str, expected: str) -> None:
    with pytest.raises(IRError) as info:
        load_module(path(name))
    message = str(info.value)
    assert expected in message and "\n" not in message and message.startswith(f"cannot parse IR {path(name)}")


@pytest.mark.parametrize("cut", [4, 16, 100, -8])
def test_truncated_bitcode_is_irerror(tmp_path, cut: int) -> None:
    data = load_module(path("inline_sroa.ll")).as_bitcode()
    broken = tmp_path / "cut.bc"
    broken.write_bytes(data[:cut])
    with pytest.raises(IRError, match=r"^cannot parse bitcode .*cut\.bc: \S") as info:
        load_module(str(broken))
    assert "\n" not in str(info.value)


def test_non_utf8_missing_and_invalid_inputs(tmp_path) -> None:
    junk = tmp_path / "junk.ll"
    junk.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(IRError, match="not bitcode and not UTF-8"):
        load_module(str(junk))
    with pytest.raises(IRError, match="cannot read .*nope.ll: No such file"):
        load_module(str(tmp_path / "nope.ll"))
    broken = "define i32 @f(i32 %a) {\nentry:\n  %x = add i32 %y, 1\n  %y = add i32 %a, 1\n  ret i32 %x\n}\n"
    with pytest.raises(IRError, match="invalid module dom: .*does not dominate all uses"):
        module_from_string(broken, "dom")
    assert module_from_string(broken, "dom", verify=False).get_function("f")


def test_write_atomic_text_and_bitcode(tmp_path) -> None:
    mod = load_module(path("inline_sroa.ll"))
    out_ll, out_bc = tmp_path / "o.ll", tmp_path / "o.bc"
    out_ll.write_text("old contents")
    write_module(mod, str(out_ll), text=True)
    write_module(mod, str(out_bc), text=False)
    assert body(out_ll.read_text()) == body(str(mod))
    assert is_bitcode(out_bc.read_bytes())
    assert body(str(load_module(str(out_bc)))) == body(str(mod))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["o.bc", "o.ll"]  # no temp files left
    with pytest.raises(IRError, match="cannot write"):
        write_module(mod, str(tmp_path / "missing-dir" / "x.ll"), text=True)
    with llvmc.CModule.parse_ir(str(mod)) as cmod:  # a CModule is accepted too
        write_module(cmod, str(out_bc), text=False)
    assert is_bitcode(out_bc.read_bytes())


def test_stdin_and_stdout_dash() -> None:
    script = ("import sys; from mlbridge_llvm.ir.module import load_module, write_module; "
              "write_module(load_module('-'), '-', text=sys.argv[1] == 'text')")
    with open(path("inline_sroa.ll"), "rb") as handle:
        source = handle.read()
    text = subprocess.run([sys.executable, "-c", script, "text"], input=source, capture_output=True, check=True,
                          cwd=ROOT).stdout.decode()
    assert "; ModuleID = '<stdin>'" in text and "define i32 @caller" in text
    bitcode = subprocess.run([sys.executable, "-c", script, "bc"], input=source, capture_output=True, check=True,
                             cwd=ROOT).stdout
    assert is_bitcode(bitcode)
    bad = subprocess.run([sys.executable, "-c", script, "text"], input=b"define i32 @f() {\n  ret i64 0\n}\n",
                         capture_output=True, cwd=ROOT)
    assert bad.returncode != 0 and b"<stdin>:2:7: error: value doesn't match" in bad.stderr


# -------------------------------------------------------------------------------------------------- codegen


def test_text_size_smaller_at_oz_than_o0() -> None:
    mod = load_module(path("medium.ll"))
    size_o0 = codegen.text_size(codegen.emit_object(mod, opt_level=0))
    with llvmc.from_llvmlite(mod) as cmod:
        cmod.run_passes("default<Oz>")
        oz = llvmc.to_llvmlite(cmod)
    size_oz = codegen.text_size(codegen.emit_object(oz, opt_level=2))
    assert 0 < size_oz < size_o0
    assert str(mod) == str(load_module(path("medium.ll")))  # emission worked on a clone
    asm = codegen.emit_assembly(oz)
    assert "dot:" in asm and ".text" in asm


def test_text_size_rejects_non_objects() -> None:
    obj = codegen.emit_object(load_module(path("inline_sroa.ll")))
    assert codegen.text_size(obj) > 0
    for junk in (b"", b"garbage" * 20, obj[:100]):
        with pytest.raises(IRError):
            codegen.text_size(junk)


def test_set_llvm_options() -> None:
    codegen.set_llvm_options(enable_ml_inliner="default")
    with pytest.raises(ConfigError, match="enable-ml-inliner=bogus.*Cannot find option named 'bogus'"):
        codegen.set_llvm_options(enable_ml_inliner="bogus")
    with pytest.raises(ConfigError, match="codegen opt level"):
        codegen.emit_object(load_module(path("inline_sroa.ll")), opt_level=7)
