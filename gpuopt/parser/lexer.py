"""The tokenizer feeding the LALR tables: one compiled regular expression.

The parse loop (lalr.py) runs `Lexer.regex` inline; a token there is `(terminal, text,
offset)`. Word-like lexemes (keywords, op names, `!llvm.ptr`) are looked up in the grammar's
literal table, so the grammar decides what is a keyword; everything else falls into the
declared terminals of grammar/mlir.lark.
"""
from __future__ import annotations

import re

_TOKEN = r"""
(?:[ \t\r\n\f\v]+|//[^\n]*)*
(?:(?P<SSA_ID>%[A-Za-z0-9_$.\-]+(?:\#[0-9]+)?)
{macros}
|(?P<HEX>(?!(?<=tensor<)|(?<=memref<)|(?<=vector<))-?0x[0-9a-fA-F]+(?![0-9a-zA-Z?\[]))
|(?P<DIMS>(?:(?:[0-9]+|\?|\*|\[[0-9]+\])x)+)
|(?P<FLOAT>-?[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?)
|(?P<INT>-?[0-9]+)
|(?P<PUNCT>{punct})
|(?P<INT_TYPE>[su]?i[0-9]+(?![A-Za-z0-9_$.]))
|(?P<WORD>[A-Za-z_][A-Za-z0-9_$.]*)
|(?P<SYMBOL>@(?:[A-Za-z_$.\-][A-Za-z0-9_$.\-]*|"(?:[^"\\\n]|\\.)*"))
|(?P<BLOCK_ID>\^[A-Za-z0-9_$.\-]+)
|(?P<HASH_ID>\#[A-Za-z_$.\-][A-Za-z0-9_$.\-]*)
|(?P<BANG_ID>![A-Za-z_$.\-][A-Za-z0-9_$.\-]*)
|(?P<STRING>"(?:[^"\\\n]|\\.)*")
|(?P<BAD>.)
|(?P<EOF>\Z))
"""

# Macro tokens: text spans whose value is computed once per distinct text (a cache hit for the
# repeated property dictionaries and enum attributes of generic-form IR).
_MACROS = r"""
|(?P<SYMBOL_PATH>@[A-Za-z_$.\-][A-Za-z0-9_$.\-]*(?:::@[A-Za-z_$.\-][A-Za-z0-9_$.\-]*)+)
|(?P<PAREN_SSA>\((?:[ \t]*%[A-Za-z0-9_$.\-]+(?:\#[0-9]+)?[ \t]*,)*[ \t]*%[A-Za-z0-9_$.\-]+
  (?:\#[0-9]+)?[ \t]*\))
|(?P<PROPS_LIT><\{(?:[^{}<>"]|<[^<>{}"]*>)*\}>)
|(?P<ATTR_LIT>array<(?:[su]?i[0-9]+|f16|bf16|f32|f64|index)(?::[^<>"]*)?>
  |\#[A-Za-z_][A-Za-z0-9_$.]*<[^<>"{}()\[\]]*>)
"""

# A shape's leading `0x` before a float type (`memref<0xf32>`) is a dimension, not hex: MLIR's
# type parser splits the integer token there; here HEX does not start right after `tensor<`,
# `memref<` or `vector<`, where no integer literal can stand.
FLOAT_TYPES = frozenset({"f16", "bf16", "f32", "f64", "f80", "f128", "tf32", "f8E5M2",
                         "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ"})


class Lexer:
    """Tokenizer for one grammar (its literal table decides keywords and punctuation)."""

    def __init__(self, literals: dict[str, str]) -> None:
        words = {}
        puncts = []
        for text, name in literals.items():
            if re.fullmatch(r"[!A-Za-z_][A-Za-z0-9_$.]*", text):
                words[text] = name
            else:
                puncts.append(text)
        puncts.sort(key=len, reverse=True)
        self._punct_re = "|".join(re.escape(p) for p in puncts) or "(?!)"
        self.words = words
        self.punct_names = {p: literals[p] for p in puncts}
        self.regex = self._compile(_MACROS)
        self._plain_regex: re.Pattern | None = None
        for t in FLOAT_TYPES:
            words.setdefault(t, "FLOAT_TYPE")

    def _compile(self, macros: str) -> re.Pattern:
        return re.compile(_TOKEN.replace("{punct}", self._punct_re).replace("{macros}", macros),
                          re.VERBOSE | re.DOTALL)

    @property
    def plain_regex(self) -> re.Pattern:
        """The same tokenizer without macro tokens (compiled when first needed)."""
        if self._plain_regex is None:
            self._plain_regex = self._compile("")
        return self._plain_regex

    def without_macros(self) -> Lexer:
        """This lexer producing only plain tokens (to parse a macro token's text)."""
        view = object.__new__(Lexer)
        view.__dict__.update(self.__dict__)
        view.regex = self.plain_regex
        return view
