"""gpuopt/parser/lalr.py: Lark's LALR(1) tables flattened, cached, and run by our own loop.

A toy grammar (arithmetic) goes through the same machinery as MLIR's: build_tables, the
marshal cache, make_parse with a transformer, and Reject with the expected terminals.
"""
import pytest

from gpuopt.parser import lalr
from gpuopt.parser.lexer import Lexer

GRAMMAR = r"""
start: sum
?sum: sum "+" product -> add
    | product
?product: product "*" atom -> mul
    | atom
?atom: INT -> num
    | "(" sum ")"
    | BARE_ID -> var
%declare INT BARE_ID
"""


class Calc:
    """Reductions receive the children Lark would keep; tokens are (terminal, text, offset)."""

    def num(self, c):
        return int(c[0][1])

    def var(self, c):
        return c[0][1]

    def add(self, c):
        return ("+", c[0], c[1])

    def mul(self, c):
        return ("*", c[0], c[1])

    def start(self, c):
        return c[0]


@pytest.fixture(scope="module")
def tables() -> lalr.Tables:
    return lalr.build_tables(GRAMMAR, ("start",))


def parse(tables: lalr.Tables, text: str):
    return lalr.make_parse(tables, Calc(), "start")(text, Lexer(tables.terminals))


def test_tables_hold_the_grammar(tables: lalr.Tables) -> None:
    assert tables.terminals == {"+": "PLUS", "*": "STAR", "(": "LPAR", ")": "RPAR"}
    assert set(tables.rule_names) == {"start", "sum", "product", "atom"}
    assert tables.kept == ["BARE_ID", "INT"]  # punctuation is filtered out, as in Lark
    assert "start" in tables.start_states and "start" in tables.end_states


def test_precedence_and_grouping(tables: lalr.Tables) -> None:
    assert parse(tables, "1 + 2 * (x + 3)") == ("+", 1, ("*", 2, ("+", "x", 3)))
    assert parse(tables, "1 * 2 + 3") == ("+", ("*", 1, 2), 3)
    assert parse(tables, "((7))") == 7


@pytest.mark.parametrize("text, token, expected", [
    ("1 + * 2", ("STAR", "*", 4), ["BARE_ID", "INT", "LPAR"]),
    # LALR reduces `1` to a sum before it sees the end, so `*` is no longer offered
    ("(1", ("$END", "", 2), ["PLUS", "RPAR"]),
])
def test_reject_names_the_token_and_what_was_expected(tables: lalr.Tables, text: str,
                                                      token: tuple, expected: list) -> None:
    with pytest.raises(lalr.Reject) as err:
        parse(tables, text)
    assert err.value.token == token
    assert sorted(err.value.expected) == expected


def test_tables_are_cached_by_key(tables: lalr.Tables, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(lalr, "_cache_dir", lambda: str(tmp_path))
    builds = []

    def build():
        builds.append(1)
        return tables, {"extra": 1}

    first, extras = lalr.load_cached("k" * 16, build)
    again, extras2 = lalr.load_cached("k" * 16, build)
    assert builds == [1] and extras == extras2 == {"extra": 1}
    assert again.rules == tables.rules and len(again.states) == len(tables.states)
    # rows are decoded when first looked up: none before the parse, only those it reached after
    assert dict.__len__(again.states) == 0 and dict.__len__(again.gotos) == 0
    assert again.op_entries == tables.op_entries
    assert parse(again, "2 * 3") == ("*", 2, 3)
    assert 0 < dict.__len__(again.states) < len(tables.states)
    n = len(tables.states)
    assert [again.states[i] for i in range(n)] == tables.states
    assert [again.gotos[i] for i in range(n)] == tables.gotos
    lalr.load_cached("z" * 16, build)  # a new key replaces the old file
    assert builds == [1, 1] and [p.name for p in tmp_path.iterdir()] == [
        "_lalr_zzzzzzzzzzzzzzzz.marshal"]


def test_a_corrupt_cache_is_rebuilt(tables: lalr.Tables, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(lalr, "_cache_dir", lambda: str(tmp_path))
    (tmp_path / "_lalr_cccccccccccccccc.marshal").write_bytes(b"\x00garbage")
    got, _ = lalr.load_cached("c" * 16, lambda: (tables, {}))
    assert got is tables
