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
|(?P<HEX>-?0x[0-9a-fA-F]+(?![0-9a-zA-Z?\[]))
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
|(?P<RESULT_EQ>%[A-Za-z0-9_$.\-]+[ \t]*=(?![=>]))
|(?P<SYMBOL_PATH>@[A-Za-z_$.\-][A-Za-z0-9_$.\-]*(?:::@[A-Za-z_$.\-][A-Za-z0-9_$.\-]*)+)
|(?P<PAREN_SSA>\((?:[ \t]*%[A-Za-z0-9_$.\-]+(?:\#[0-9]+)?[ \t]*,)*[ \t]*%[A-Za-z0-9_$.\-]+
  (?:\#[0-9]+)?[ \t]*\))
|(?P<PROPS_LIT><\{(?:[^{}<>"]|<[^<>{}"]*>)*\}>)
|(?P<ATTR_LIT>array<(?:[su]?i[0-9]+|f16|bf16|f32|f64|index)(?::[^<>"]*)?>
  |\#[A-Za-z_][A-Za-z0-9_$.]*<[^<>"{}()\[\]]*>)
"""

FLOAT_TYPES = frozenset({"f16", "bf16", "f32", "f64", "f80", "f128", "tf32", "f8E5M2",
                         "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ"})


class Lexer:
    """Tokenizer for one grammar (its literal table decides keywords and punctuation)."""

    def __init__(self, literals: dict[str, str], macros: bool = True) -> None:
        words = {}
        puncts = []
        for text, name in literals.items():
            if re.fullmatch(r"[!A-Za-z_][A-Za-z0-9_$.]*", text):
                words[text] = name
            else:
                puncts.append(text)
        puncts.sort(key=len, reverse=True)
        punct_re = "|".join(re.escape(p) for p in puncts) or "(?!)"
        self.words = words
        self.punct_names = {p: literals[p] for p in puncts}
        self.regex = re.compile(_TOKEN.replace("{punct}", punct_re)
                                .replace("{macros}", _MACROS if macros else ""),
                                re.VERBOSE | re.DOTALL)
        # the same tokenizer without macro tokens, to spell one out where the grammar wants
        self.plain_regex = re.compile(_TOKEN.replace("{punct}", punct_re)
                                      .replace("{macros}", ""), re.VERBOSE | re.DOTALL)
        for t in FLOAT_TYPES:
            words.setdefault(t, "FLOAT_TYPE")
