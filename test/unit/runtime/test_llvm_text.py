"""The LLVM IR text reader (runtime/llvm_text.py): tokens, structure, printing back."""
import pytest

from gpuopt.runtime import llvm_text
from gpuopt.runtime.llvm_text import Line, parse_body, parse_module

MODULE = """; ModuleID = '<string>'
source_filename = "<string>"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [4 x [2 x float]] undef, align 4
@.str = private unnamed_addr constant [8 x i8] c"a;b\\22%d\\0A\\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @k(ptr addrspace(1) noundef %a, { i32, [2 x i64] } %s, i32 %n) #0 {
bb0:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() ; the thread
  %p = getelementptr inbounds (i8, ptr addrspace(3) @sh, i64 8)
  %c = icmp slt i32 %t, %n
  br i1 %c, label %"then 1", label %bb2

"then 1":                                         ; preds = %bb0
  %v = phi i32 [ %t, %bb0 ], [ 0, %bb2 ]
  ret void

bb2:
  br label %"then 1"
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { nounwind "target-cpu"="sm_80" }
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
"""


def test_tokens_of_a_line():
    toks, sp = llvm_text.tokenize('  %x = call i32 @"f g"(ptr %"a b", i8 -1) ; no\n')[0]
    assert toks == ["%x", "=", "call", "i32", '@"f g"', "(", "ptr", '%"a b"', ",", "i8", "-1",
                    ")"]
    assert sp == [True, True, True, True, True, False, False, True, False, True, True, False]


def test_strings_labels_and_metadata_are_single_tokens():
    lines = llvm_text.tokenize('@s = constant [2 x i8] c";\\00"\nbb1:\n"q b":\n'
                               '!0 = !{ptr @k, !"kernel"}\nattributes #0 = { "a"="b" }\n')
    assert lines[0][0][-1] == 'c";\\00"'  # a `;` in a string is no comment
    assert [t for t, _ in lines[1:3]] == [["bb1:"], ['"q b":']]
    assert lines[3][0] == ["!0", "=", "!", "{", "ptr", "@k", ",", '!"kernel"', "}"]
    assert lines[4][0] == ["attributes", "#0", "=", "{", '"a"', "=", '"b"', "}"]


def test_unterminated_string_is_an_error():
    with pytest.raises(llvm_text.LLVMTextError, match="line 2: unterminated string"):
        llvm_text.tokenize('ret void\n@s = constant c"abc\n')


def test_module_structure():
    m = parse_module(MODULE)
    fn = m.function("k")
    assert [f.name for f in m.functions()] == ["k"]
    assert fn.params() == [("ptr", "%a"), ("{ i32, [2 x i64] }", "%s"), ("i32", "%n")]
    assert [b.label for b in fn.blocks] == ["bb0", '"then 1"', "bb2"]
    t, p, c, br = fn.blocks[0].insts
    assert (t.result, t.opcode, t.callee_name()) == ("%t", "call", "@llvm.nvvm.read.ptx.sreg.tid.x")
    assert (p.result, p.opcode, c.opcode, br.result) == ("%p", "getelementptr", "icmp", None)
    assert br.labels_used() == ['"then 1"', "bb2"]
    assert [c.span(a, b) for a, b in c.operands()] == ["slt i32 %t", "%n"]
    assert m.function("nope") is None
    assert [x.toks[0] for x in m.lines()][-3:] == ["attributes", "!nvvm.annotations", "!0"]


def test_printing_back_keeps_each_line():
    """Comments and blank lines go; every other line prints as it was read."""
    kept = [line.split(" ;")[0].rstrip() for line in MODULE.splitlines()
            if line.strip() and not line.startswith(";")]
    assert parse_module(MODULE).text().splitlines() == kept


def test_call_arguments_and_replacing_tokens():
    ins = Line.of("%r = tail call i32 @vprintf(ptr nonnull @fmt, ptr %buf)")
    assert ins.op_index() == 3 and ins.opcode == "call"
    assert [ins.span(a, b) for a, b in ins.call_args()] == ["ptr nonnull @fmt", "ptr %buf"]
    a, b = ins.call_args()[1]
    ins.replace(a, b, ["ptr", "%b2", ",", "ptr", "@layout"])
    assert ins.text() == "%r = tail call i32 @vprintf(ptr nonnull @fmt, ptr %b2, ptr @layout)"


def test_nested_types_and_top_level_commas():
    line = Line.of("{ i32, [2 x <4 x float>] } zeroinitializer, align 8")
    end = llvm_text.type_end(line.toks, 0)
    assert line.span(0, end) == "{ i32, [2 x <4 x float>] }"
    assert [line.span(a, b) for a, b in llvm_text.split_top(line.toks)] == [
        "{ i32, [2 x <4 x float>] } zeroinitializer", "align 8"]


def test_new_lines_are_spaced_as_llvm_prints_them():
    assert Line.new(["%x", "=", "getelementptr", "i8", ",", "ptr", "%p", ",", "i64", "4"]).text() \
        == "%x = getelementptr i8, ptr %p, i64 4"
    assert Line.new(["call", "void", "@f", "(", "i32", "1", ")"]).text() == "call void @f(i32 1)"


def test_a_body_alone():
    blocks = parse_body("  %a = add i32 1, 2\nbb1:\n  ret void\n")
    assert [(b.label, len(b.insts)) for b in blocks] == [(None, 1), ("bb1", 1)]
    assert "".join(b.text() for b in blocks) == "  %a = add i32 1, 2\nbb1:\n  ret void\n"


def test_malformed_functions_are_errors():
    with pytest.raises(llvm_text.LLVMTextError, match="closing"):
        parse_module("define void @f() {\n  ret void\n")
    with pytest.raises(llvm_text.LLVMTextError, match="not ending"):
        parse_module("define void @f()\n")
