"""Diagnostic rendering as MLIR's SourceMgrDiagnosticHandler, and the --verify-diagnostics
matcher."""
from gpuopt import diag
from gpuopt.diag import (
    CallSiteLoc,
    Diagnostic,
    DiagnosticVerifier,
    FileLineColLoc,
    NameLoc,
    UnknownLoc,
)


def test_render_source_line_and_caret():
    diag.SOURCES.files["t.mlir"] = "a\n\tx = 1\n"
    d = Diagnostic("error", "boom", FileLineColLoc("t.mlir", 2, 2))
    assert d.render() == "t.mlir:2:2: error: boom\n        x = 1\n        ^\n"


def test_unknown_and_name_locations():
    assert Diagnostic("error", "m", UnknownLoc()).render() == "<unknown>:0: error: m\n"
    assert Diagnostic("error", "m", NameLoc("foo")).render() == \
        '<unknown>:0: error: loc("foo"): m\n'


def test_callsite_adds_called_from_note():
    diag.SOURCES.files["c.mlir"] = "one\ntwo\n"
    loc = CallSiteLoc(FileLineColLoc("c.mlir", 1, 1), FileLineColLoc("c.mlir", 2, 2))
    assert Diagnostic("error", "m", loc).render() == (
        "c.mlir:1:1: error: m\none\n^\nc.mlir:2:2: note: called from\ntwo\n ^\n")


def test_verifier_matches_offsets_and_reports_the_rest():
    text = ("// expected-error@+1 {{bad thing}}\n"
            "op\n"
            "// expected-warning@below {{never}}\n"
            "op\n"
            "op // expected-remark-re {{count {{[0-9]+}}}}\n")
    diag.SOURCES.files["v.mlir"] = text
    v = DiagnosticVerifier("v.mlir", text)
    v.process(Diagnostic("error", "a bad thing here", FileLineColLoc("v.mlir", 2, 1)))
    v.process(Diagnostic("remark", "count 42", FileLineColLoc("v.mlir", 5, 1)))
    v.process(Diagnostic("error", "surprise", FileLineColLoc("v.mlir", 4, 1)))
    assert not v.finish()
    out = "".join(v.output)
    assert "v.mlir:4:1: error: unexpected error: surprise\n" in out
    assert 'v.mlir:3:4: error: expected warning "never" was not produced\n' in out
    assert "bad thing" not in out and "count" not in out
