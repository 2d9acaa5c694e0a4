"""gpuopt/parser/lexer.py: one regular expression; the grammar's literals decide keywords."""
import pytest

from gpuopt.parser import lalr
from gpuopt.parser.lexer import Lexer

LITERALS = {"func.func": "FUNC", "arith.constant": "CONSTANT", "index": "INDEX", "x": "X",
            "!llvm.ptr": "LLVM_PTR", "(": "LPAR", ")": "RPAR", "->": "ARROW", "-": "MINUS",
            ":": "COLON", "=": "EQUAL", "{": "LBRACE", "}": "RBRACE", ",": "COMMA"}


def tokens(text: str, lexer: Lexer | None = None, plain: bool = False) -> list[tuple[str, str]]:
    lexer = lexer or Lexer(LITERALS)
    regex = lexer.plain_regex if plain else lexer.regex
    out = []
    for m in regex.finditer(text):
        kind = lalr.token_type(lexer, m)
        if kind == "$END":
            break
        out.append((kind, m.group(m.lastgroup)))
    return out


def test_keywords_come_from_the_literal_table() -> None:
    assert tokens("func.func @f(%a: index) -> index") == [
        ("FUNC", "func.func"), ("SYMBOL", "@f"), ("LPAR", "("), ("SSA_ID", "%a"),
        ("COLON", ":"), ("INDEX", "index"), ("RPAR", ")"), ("ARROW", "->"), ("INDEX", "index")]
    # a word the grammar does not know is a bare identifier; `!name` likewise a BANG_ID
    assert tokens("foo !llvm.ptr !my.type") == [
        ("BARE_ID", "foo"), ("LLVM_PTR", "!llvm.ptr"), ("BANG_ID", "!my.type")]


def test_the_longest_punctuation_wins() -> None:
    assert [k for k, _ in tokens("-> - ->")] == ["ARROW", "MINUS", "ARROW"]


@pytest.mark.parametrize("text, kind", [
    ("42", "INT"), ("-7", "INT"), ("0x1F", "INT"), ("1.5e+3", "FLOAT"), ("-2.", "FLOAT"),
    ("4x?x", "DIMS"), ("i32", "INT_TYPE"), ("ui8", "INT_TYPE"), ("f32", "FLOAT_TYPE"),
    ('"a\\"b"', "STRING"), ("^bb0", "BLOCK_ID"), ("#map", "HASH_ID"), ("@\"q r\"", "SYMBOL"),
    ("%arg0#1", "SSA_ID"), ("`", "$BAD"),
])
def test_terminals(text: str, kind: str) -> None:
    assert tokens(text) == [(kind, text)]


def test_comments_and_whitespace_are_skipped() -> None:
    assert tokens("// a comment\n  x // another\n\t42") == [("X", "x"), ("INT", "42")]


def test_macro_tokens_and_their_plain_split() -> None:
    text = "arith.constant <{a = 1}> (%x, %y) @m::@k array<i32: 1, 2>"
    assert tokens(text) == [("CONSTANT", "arith.constant"), ("PROPS_LIT", "<{a = 1}>"),
                            ("PAREN_SSA", "(%x, %y)"), ("SYMBOL_PATH", "@m::@k"),
                            ("ATTR_LIT", "array<i32: 1, 2>")]
    assert [k for k, _ in tokens("(%x, %y) @m::@k", plain=True)] == [
        "LPAR", "SSA_ID", "COMMA", "SSA_ID", "RPAR", "SYMBOL", "COLON", "COLON", "SYMBOL"]
    # split() gives the plain tokens of a macro token, with offsets into the whole input
    lexer = Lexer(LITERALS)
    assert lalr.split(lexer, "(%x, %y)", 100) == [
        ("LPAR", "(", 100), ("SSA_ID", "%x", 101), ("COMMA", ",", 103), ("SSA_ID", "%y", 105),
        ("RPAR", ")", 107)]
    view = lexer.without_macros()
    assert view.regex is lexer.plain_regex and view.words is lexer.words


@pytest.mark.parametrize("text, expected", [
    ("memref<0xf32>", [("BARE_ID", "memref"), ("$BAD", "<"), ("DIMS", "0x"),
                       ("FLOAT_TYPE", "f32"), ("$BAD", ">")]),
    ("tensor<0xbf16>", [("BARE_ID", "tensor"), ("$BAD", "<"), ("DIMS", "0x"),
                        ("FLOAT_TYPE", "bf16"), ("$BAD", ">")]),
    ("dense<0xf32>", [("BARE_ID", "dense"), ("$BAD", "<"), ("INT", "0xf32"), ("$BAD", ">")]),
])
def test_a_leading_zero_dimension_is_not_hex(text, expected) -> None:
    got = tokens(text, plain=True)
    assert [(k if k != "BAD" else "$BAD", t) for k, t in got] == expected
