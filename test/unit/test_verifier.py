"""The verifier API: verify() raises the first located error, verify_all() lists them."""
import pytest

from gpuopt import verifier
from gpuopt.diag import VerifyError
from gpuopt.parser import parse_text

BAD = """\
func.func @a(%x: i32) -> f32 {
  return %x : i32
}
func.func @b() -> i32 {
  return
}
"""


def test_verify_raises_first_error_with_location_and_note():
    module = parse_text(BAD, "bad.mlir")
    with pytest.raises(VerifyError) as info:
        verifier.verify(module)
    text = info.value.render()
    assert text.startswith("bad.mlir:2:3: error: type of return operand 0 ('i32') doesn't "
                           "match function result type ('f32') in function @a\n")
    assert "bad.mlir:2:3: note: see current operation: \"func.return\"(%arg0) : (i32) -> ()" \
        in text


def test_verify_all_lists_every_failing_op():
    module = parse_text(BAD, "bad.mlir")
    found = verifier.verify_all(module)
    assert [d.message for d in found] == [
        "type of return operand 0 ('i32') doesn't match function result type ('f32') in "
        "function @a",
        "'func.return' op has 0 operands, but enclosing function (@b) returns 1"]
    assert found[1].loc.line == 5


def test_valid_module_verifies():
    module = parse_text("func.func @f(%x: i32) -> i32 {\n  return %x : i32\n}\n", "ok.mlir")
    verifier.verify(module)
    assert verifier.verify_all(module) == []


def test_symbol_redefinition_notes_the_first_definition():
    module = parse_text("func.func @f()\nfunc.func @f()\n", "dup.mlir")
    with pytest.raises(VerifyError) as info:
        verifier.verify(module)
    assert info.value.render() == (
        "dup.mlir:2:1: error: redefinition of symbol named 'f'\n"
        "func.func @f()\n^\n"
        "dup.mlir:1:1: note: see existing symbol definition here\n"
        "func.func @f()\n^\n")
