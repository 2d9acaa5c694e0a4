"""tools/fuzz/canon.py: the canonicalization generator, its oracle and its reproducers.

The planted-bug test runs gpuopt through a wrapper that breaks a folded constant the way a
folding bug would, and expects the comparison with mlir-opt-19 to notice.
"""
import shlex

from tools.fuzz import canon as C
from tools.fuzz import common


def test_programs_are_deterministic_and_valid(mlir_opt19) -> None:
    text = C.module([C.Program(s).text() for s in range(1, 41)])
    assert text == C.module([C.Program(s).text() for s in range(1, 41)])
    assert common.mlir_opt19_check(text) is None


def test_generator_covers_the_ops() -> None:
    text = C.module([C.Program(s).text() for s in range(1, 201)])
    for word in ("arith.ceildivsi", "arith.floordivsi", "arith.shrsi", "arith.cmpi uge",
                 "arith.cmpf uno", "arith.maximumf", "arith.minnumf", "arith.sitofp",
                 "arith.fptoui", "arith.extf", "arith.truncf", "arith.index_castui",
                 "arith.bitcast", "arith.select", "arith.negf", "vector<4xbf16>",
                 "0x7FC00000", "memref.subview", "memref.dim", "memref.store", "memref.rank",
                 "memref.copy", "vector<2x2x"):
        assert word in text, word


def test_normalize_ignores_only_the_order_of_constants() -> None:
    a = ("  func.func @f1() -> (i32, f32) {\n    %c1_i32 = arith.constant 1 : i32\n"
         "    %cst = arith.constant 2.0 : f32\n    return %c1_i32, %cst : i32, f32\n  }\n")
    b = ("  func.func @f1() -> (i32, f32) {\n    %cst = arith.constant 2.0 : f32\n"
         "    %c1_i32 = arith.constant 1 : i32\n    return %c1_i32, %cst : i32, f32\n  }\n")
    assert C.normalize(a) == C.normalize(b)
    assert C.normalize(a) != C.normalize(a.replace("return %c1_i32, %cst", "return %c1_i32, "
                                                                          "%c1_i32"))


def test_a_few_seeds_agree(mlir_opt19, tmp_path) -> None:
    text = C.module([C.Program(s).text() for s in range(1, 21)])
    assert C.check(text, str(tmp_path)) == {"fails": {}}


def test_planted_folding_bug_is_found_and_written(mlir_opt19, monkeypatch, tmp_path) -> None:
    real = common.tool

    def tool(n: str) -> list[str]:
        cmd = " ".join(shlex.quote(x) for x in real(n))
        return ["sh", "-c", f'{cmd} "$@" | sed "s/constant 10 : i32/constant 11 : i32/"', "sh"]
    monkeypatch.setattr(common, "tool", tool)
    func = ("  func.func @f7(%a0: i32) -> (i32, i32) {\n    %v1 = arith.constant 4 : i32\n"
            "    %v2 = arith.constant 6 : i32\n    %v3 = arith.addi %v1, %v2 : i32\n"
            "    %v4 = arith.muli %a0, %v1 : i32\n    return %v3, %v4 : i32, i32\n  }\n")
    fails = C.check(C.module([func]), str(tmp_path))["fails"]
    assert list(fails) == ["f7"]
    monkeypatch.setattr(C, "REDUCE_SECONDS", 20)
    path = C.report(func, 7, fails["f7"][0], str(tmp_path / "out"), lambda m: None)
    with open(path) as f:
        text = f.read()
    assert "// RUN: gpuopt %s --canonicalize | FileCheck %s" in text
    assert "// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32" in text
    assert "arith.muli" not in text  # reduced to the failing value
