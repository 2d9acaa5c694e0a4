"""gpuopt/passes/manager.py: pass lookup, options, pipelines and their errors, running.

The pipeline texts and error messages are mlir-opt-19's (test/lit/passes/pass-manager/ runs the
same through the command line).
"""
import dataclasses
from dataclasses import dataclass

import pytest

from gpuopt.diag import PassError
from gpuopt.parser import parse_text
from gpuopt.passes import manager


def test_lookup_by_flag_imports_the_pass_module() -> None:
    cls = manager.lookup("cse")
    assert cls.flag == "cse" and cls.pass_name == "CSE" and manager.known("cse")
    assert not manager.known("no-such-pass")
    with pytest.raises(PassError, match="'no-such-pass' does not refer to a registered pass"):
        manager.lookup("no-such-pass")


def test_split_options_as_mlir_splits_them() -> None:
    assert manager.split_options('a=1 b={x y} c="q r" flag  d=[1,2]') == [
        ("a", "1"), ("b", "x y"), ("c", "q r"), ("flag", None), ("d", "[1,2]")]
    assert manager.split_options("") == []


def test_options_become_dataclass_fields() -> None:
    canon = manager.parse_options(manager.lookup("canonicalize"), "max-iterations=3")
    assert canon.max_iterations == 3
    assert "max-iterations=3" in canon.options_text()
    assert manager.parse_options(manager.lookup("cse"), None).textual() == "cse"


@pytest.mark.parametrize("flag, text, prefix, stream", [
    ("canonicalize", "max-iterations=x",
     "gpuopt: for the --max-iterations option: 'x' value invalid for long argument!\n", ""),
    ("cse", "foo=1", "", "<Pass-Options-Parser>: no such option foo\n"),
])
def test_bad_options(flag: str, text: str, prefix: str, stream: str) -> None:
    with pytest.raises(manager.OptionError) as err:
        manager.parse_options(manager.lookup(flag), text)
    assert (err.value.prefix, err.value.stream) == (prefix, stream)


def test_pass_flags_nest_by_anchor() -> None:
    pm = manager.build_pipeline([("cse", None), ("gpu-async-region", None),
                                 ("gpu-async-region", None), ("symbol-dce", None)])
    assert pm.textual() == ("builtin.module(cse,func.func(gpu-async-region),"
                            "func.func(gpu-async-region),symbol-dce)")
    merged = pm.merged()  # adjacent nested pipelines run as one, as in MLIR
    assert [i.textual() for i in merged] == [
        "cse", "func.func(gpu-async-region,gpu-async-region)", "symbol-dce"]
    assert pm.dump().startswith("Pass Manager with 4 passes:\nbuiltin.module(cse,")


def test_textual_pipelines() -> None:
    pm = manager.parse_pipeline(" builtin.module(func.func(cse, canonicalize{max-iterations=2}),"
                                "symbol-dce) ")
    assert pm.anchor == "builtin.module"
    nested, dce = pm.items
    assert nested.anchor == "func.func" and dce.flag == "symbol-dce"
    assert [p.flag for p in nested.items] == ["cse", "canonicalize"]
    assert nested.items[1].max_iterations == 2


@pytest.mark.parametrize("pipeline, message", [
    ("cse", "expected pass pipeline to be wrapped with the anchor operation type, e.g. "
            "'builtin.module(...)'"),
    ("builtin.module(cse,foo)", "MLIR Textual PassPipeline Parser:1:5: error: 'foo' does not "
                                "refer to a registered pass or pass pipeline\ncse,foo\n    ^\n"),
    ("builtin.module(cse))", "MLIR Textual PassPipeline Parser:1:4: error: encountered extra "
                             "closing ')' creating unbalanced parentheses while parsing "
                             "pipeline\ncse)\n   ^\n"),
    ("builtin.module(gpu-async-region)",
     "Can't add pass 'GpuAsyncRegionPass' restricted to 'func.func' on a PassManager intended "
     "to run on 'builtin.module', did you intend to nest?\nfailed to add `gpu-async-region` "
     "with options ``\n"),
])
def test_pipeline_errors(pipeline: str, message: str) -> None:
    with pytest.raises(manager.PipelineError) as err:
        manager.parse_pipeline(pipeline)
    assert err.value.message == message
    assert err.value.render() == f"<unknown>:0: error: {message}\n"


def test_mixing_flags_and_a_pipeline_is_an_error() -> None:
    with pytest.raises(manager.PipelineError, match="can't be used with individual pass"):
        manager.build_pipeline([("cse", None), ("pass-pipeline", "builtin.module(cse)")])


def test_pipeline_error_keeps_llvm_cl_text_for_the_caller(capsys) -> None:
    """The error carries llvm::cl's complaint; constructing it prints nothing."""
    with pytest.raises(manager.PipelineError) as err:
        manager.build_pipeline([("canonicalize", "max-iterations=x")])
    assert err.value.prefix == ("gpuopt: for the --max-iterations option: 'x' value invalid "
                                "for long argument!\n")
    assert capsys.readouterr().err == ""


@dataclass
class CountOps(manager.Pass):
    """Not registered (no flag=): counts the ops it runs on."""

    anchor = "func.func"
    flag = "count-ops"
    pass_name = "CountOps"
    seen: list = dataclasses.field(default_factory=list)

    def run(self, op) -> None:
        self.seen.append(op.attributes["sym_name"].value)


def test_run_pipeline_visits_each_anchored_op_and_dumps_ir() -> None:
    module = parse_text("func.func @a() {\n  return\n}\nfunc.func @b() {\n  return\n}\n")
    counter = CountOps()
    pm = manager.PassManager("builtin.module", [manager.PassManager("func.func", [counter])])
    out: list[str] = []

    class Sink:
        def write(self, text: str) -> None:
            out.append(text)

    manager.run_pipeline(pm, module, manager.Instrumentation(before_all=True, stream=Sink()))
    assert counter.seen == ["a", "b"]
    assert out[0].startswith("// -----// IR Dump Before CountOps (count-ops) //----- //\n"
                             "func.func @a() {")


def test_the_verifier_runs_after_a_pass_unless_it_preserved_everything(monkeypatch) -> None:
    from gpuopt import verifier
    verified: list = []
    monkeypatch.setattr(verifier, "verify", lambda op: verified.append(op.name))

    @dataclass
    class Touches(manager.Pass):
        kept: bool = False

        def run(self, op):
            return manager.PRESERVED if self.kept else None

    module = parse_text("func.func @a() {\n  return\n}\n")
    for kept, expected in ((False, ["func.func"]), (True, [])):
        verified.clear()
        pm = manager.PassManager("builtin.module",
                                 [manager.PassManager("func.func", [Touches(kept)])])
        manager.run_pipeline(pm, module, manager.Instrumentation(verify=True))
        assert verified == expected


def test_conversions_that_change_nothing_say_so() -> None:
    from gpuopt.passes.convert_arith_to_llvm import ConvertArithToLLVM
    module = parse_text("func.func @a(%x: i32) -> i32 {\n  return %x : i32\n}\n")
    assert ConvertArithToLLVM().run(module) is manager.PRESERVED
    module = parse_text("func.func @a(%x: i32) -> i32 {\n  %y = arith.addi %x, %x : i32\n"
                        "  return %y : i32\n}\n")
    assert ConvertArithToLLVM().run(module) is None
    assert any(o.name == "llvm.add" for o in module.walk())


def test_run_pipeline_checks_the_root_anchor() -> None:
    module = parse_text("")
    with pytest.raises(PassError, match="can't run 'func.func' pass manager on "
                                        "'builtin.module' op"):
        manager.run_pipeline(manager.PassManager("func.func"), module)


def test_help_lists_every_registered_pass() -> None:
    from gpuopt import passes

    text = "\n".join(manager.help_lines())
    for flag in passes.MODULES:
        assert f"      --{flag} " in text
    assert "--max-iterations=<long>" in text


# the passes mlir-opt-19 declares with no op (they nest under any op), and those it anchors
OP_AGNOSTIC = ("canonicalize", "cse", "convert-scf-to-cf", "convert-arith-to-llvm",
               "convert-math-to-llvm", "convert-index-to-llvm", "convert-vector-to-llvm",
               "lower-affine", "expand-strided-metadata", "reconcile-unrealized-casts",
               "gpu-module-to-binary", "convert-to-llvm", "convert-vector-to-scf",
               "convert-nvvm-to-llvm", "convert-nvgpu-to-nvvm", "strip-debuginfo")
ANCHORED = {"convert-func-to-llvm": "builtin.module", "finalize-memref-to-llvm": "builtin.module",
            "convert-cf-to-llvm": "builtin.module", "gpu-kernel-outlining": "builtin.module",
            "gpu-to-llvm": "builtin.module", "convert-gpu-to-nvvm": "gpu.module",
            "gpu-async-region": "func.func"}


@pytest.mark.parametrize("flag", OP_AGNOSTIC)
def test_op_agnostic_passes_nest_in_gpu_module_and_func(flag: str) -> None:
    """Issue 20, bug 7: `gpu.module(convert-scf-to-cf)` was refused as restricted to
    'builtin.module'."""
    assert manager.lookup(flag).anchor == "any"
    pm = manager.parse_pipeline(f"builtin.module(gpu.module({flag}),func.func({flag}))")
    assert [item.anchor for item in pm.items] == ["gpu.module", "func.func"]


@pytest.mark.parametrize("flag, anchor", ANCHORED.items())
def test_anchored_passes_keep_their_op(flag: str, anchor: str) -> None:
    assert manager.lookup(flag).anchor == anchor
