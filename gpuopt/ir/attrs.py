"""Builtin attributes, each printing itself exactly as mlir-opt-19 does.

`str(attr)` is the full form (`5 : i32`); `attr.text(elide=True)` is the form used inside
arrays, where `i64` integers and `f64` floats drop their type as in MLIR.
"""
from __future__ import annotations

import math
import re
import struct
from fractions import Fraction

from gpuopt.diag import Struct, escape_string, loc_text
from gpuopt.ir import types as T


class Attribute:
    """Base of every attribute."""

    __slots__ = ()

    def text(self, elide: bool = False) -> str:
        return str(self)

    def __repr__(self) -> str:
        return f"<attr {self}>"


class IntegerAttr(Attribute, Struct):
    """`5 : i32`, `true`; value is normalized to the type's signedness."""
    __slots__ = ('value', 'type')

    def __init__(self, value: int, type: T.Type) -> None:
        self.value = value
        self.type = type

    @staticmethod
    def get(value: int, type: T.Type) -> IntegerAttr:
        if isinstance(type, T.IntegerType):
            w = type.width
            value &= (1 << w) - 1
            if type.signedness != "u" and w > 1 and value >> (w - 1):
                value -= 1 << w
        elif isinstance(type, T.IndexType):
            value &= (1 << 64) - 1
            if value >> 63:
                value -= 1 << 64
        return IntegerAttr(value, type)

    def text(self, elide: bool = False) -> str:
        t = self.type
        if t is T.i1:
            return "true" if self.value else "false"
        if elide and t is T.i64:
            return str(self.value)
        return f"{self.value} : {t}"

    def __str__(self) -> str:
        return self.text()


def bool_attr(value: bool) -> IntegerAttr:
    return IntegerAttr(1 if value else 0, T.i1)


_FLOAT_BITS = {"f16": ("e", "H", 16), "f32": ("f", "I", 32), "f64": ("d", "Q", 64)}
_PRECISION = {"f16": 11, "bf16": 8, "f32": 24, "f64": 53}


def _round_bf16(value: float) -> float:
    """value rounded once (ties to even) to bf16: 8 significant bits, exponents -126..127,
    subnormals below, an infinity past the largest finite value (never through f32, which
    would round twice)."""
    if value != value or value in (math.inf, -math.inf) or value == 0:
        return value
    e = math.frexp(abs(value))[1] - 1  # the exponent of the leading bit
    q = max(e, -126) - 7  # the exponent of the last bit kept
    n = round(Fraction(abs(value)) / Fraction(2) ** q)  # ties to even
    r = math.ldexp(n, q) if n * Fraction(2) ** q < Fraction(2) ** 128 else math.inf
    return math.copysign(r, value)


def round_to_type(value: float, type: T.Type) -> float:
    """The nearest value representable in `type` (f16, bf16, f32, f64); a NaN stays as it is
    (float_bits keeps the top of its payload)."""
    name = getattr(type, "name", "f64")
    if value != value:
        return value
    if name == "bf16":
        return _round_bf16(value)
    fmt = _FLOAT_BITS.get(name)
    if fmt is None or name == "f64":
        return value
    try:
        return struct.unpack("<" + fmt[0], struct.pack("<" + fmt[0], value))[0]
    except OverflowError:
        return float("inf") if value > 0 else float("-inf")


# the narrower float types' exponent and mantissa widths; their NaNs live in a double whose
# mantissa starts with theirs (sign and payload kept, quiet or signaling: Python stores a
# double's bits as they are, where converting through a C float would quiet a signaling NaN)
_NARROW = {"f16": (5, 10), "bf16": (8, 7), "f32": (8, 23)}


def _nan_bits(value: float, name: str) -> int:
    e, m = _NARROW[name]
    d = struct.unpack("<Q", struct.pack("<d", value))[0]
    payload = (d & ((1 << 52) - 1)) >> (52 - m) or 1 << (m - 1)
    return (d >> 63) << (e + m) | ((1 << e) - 1) << m | payload


def float_bits(value: float, type: T.Type) -> int:
    name = getattr(type, "name", "f64")
    if value != value and name in _NARROW:
        return _nan_bits(value, name)
    if name == "bf16":
        return struct.unpack("<I", struct.pack("<f", value))[0] >> 16
    fmt = _FLOAT_BITS.get(name, _FLOAT_BITS["f64"])
    return struct.unpack("<" + fmt[1], struct.pack("<" + fmt[0], value))[0]


def float_from_bits(bits: int, type: T.Type) -> float:
    name = getattr(type, "name", "f64")
    if name in _NARROW:
        e, m = _NARROW[name]
        if (bits >> m) & ((1 << e) - 1) == (1 << e) - 1 and bits & ((1 << m) - 1):  # a NaN
            d = (bits >> (e + m) & 1) << 63 | 0x7FF << 52 | (bits & ((1 << m) - 1)) << (52 - m)
            return struct.unpack("<d", struct.pack("<Q", d))[0]
    if name == "bf16":
        return struct.unpack("<f", struct.pack("<I", (bits & 0xFFFF) << 16))[0]
    fmt = _FLOAT_BITS.get(name, _FLOAT_BITS["f64"])
    mask = (1 << fmt[2]) - 1
    return struct.unpack("<" + fmt[0], struct.pack("<" + fmt[1], bits & mask))[0]


def apfloat_digits(value: float, precision: int, bits: int) -> tuple[str, int]:
    """APFloat::toString's digits: (decimal digits, exponent of the last digit).

    Reproduces LLVM exactly, including its truncating first step (AdjustToPrecision on the
    integer significand) before the half-up rounding of the digit string.
    """
    import math
    if value == 0:
        return "0", 0
    m, e = math.frexp(abs(value))
    sig = int(m * (1 << bits))
    exp = e - bits
    tz = (sig & -sig).bit_length() - 1
    sig >>= tz
    exp += tz
    if exp > 0:
        sig <<= exp
        exp = 0
    elif exp < 0:
        sig *= 5 ** (-exp)
    required = (precision * 196 + 58) // 59
    nbits = sig.bit_length()
    if nbits > required:
        tens = (nbits - required) * 59 // 196
        if tens:
            exp += tens
            sig //= 10 ** tens
    digits = str(sig)
    stripped = digits.rstrip("0")
    exp += len(digits) - len(stripped)
    digits = stripped
    n = len(digits)
    if n > precision:
        drop = n - precision
        head, first_dropped = digits[:precision], digits[precision]
        exp += drop
        if first_dropped < "5":
            stripped = head.rstrip("0")
            exp += len(head) - len(stripped)
            digits = stripped
        else:
            rounded = str(int(head) + 1)
            if len(rounded) > len(head):  # carried through every digit
                exp += len(head)
                digits = "1"
            else:
                stripped = rounded.rstrip("0")
                exp += len(rounded) - len(stripped)
                digits = stripped
    return digits, exp


def apfloat_to_string(value: float, precision: int, max_padding: int, truncate_zero: bool,
                      bits: int = 53) -> str:
    """LLVM's APFloat::toString for a finite value of a format with `bits` of precision."""
    digits, exp = apfloat_digits(value, precision, bits)
    neg = "-" if (value < 0 or (value == 0 and str(value).startswith("-"))) else ""
    n = len(digits)
    if not max_padding:
        scientific = True
    elif exp >= 0:
        scientific = exp > max_padding or n + exp > precision
    else:
        msd = exp + n - 1
        scientific = msd < 0 and -msd > max_padding
    if scientific:
        exp += n - 1
        out = digits[0] + "."
        if n == 1 and truncate_zero:
            out += "0"
        else:
            out += digits[1:]
        if not truncate_zero and precision > n - 1:
            out += "0" * (precision - n + 1)
        out += "E" if truncate_zero else "e"
        out += "+" if exp >= 0 else "-"
        e = str(abs(exp))
        if not truncate_zero and len(e) < 2:
            e = "0" + e
        return neg + out + e
    if exp >= 0:
        return neg + digits + "0" * exp
    whole = exp + n
    if whole > 0:
        return neg + digits[:whole] + "." + digits[whole:]
    return neg + "0." + "0" * (-whole) + digits


def format_float(value: float, type: T.Type) -> tuple[str, bool]:
    """mlir-opt-19's printFloatValue: (text, printed_as_hex)."""
    name = getattr(type, "name", "f64")
    if value == value and value not in (float("inf"), float("-inf")) and name in _PRECISION:
        bits = _PRECISION[name]
        text = apfloat_to_string(value, 6, 0, False, bits)
        if float_bits(round_to_type(float(text), type), type) == float_bits(value, type):
            return text, False
        text = apfloat_to_string(value, 2 + bits * 59 // 196, 3, True, bits)
        if "." in text:
            return text, False
    return f"0x{float_bits(value, type):X}", True


class FloatAttr(Attribute, Struct):
    """`1.500000e+00 : f32`."""
    __slots__ = ('value', 'type')

    def __init__(self, value: float, type: T.Type) -> None:
        self.value = value
        self.type = type

    @staticmethod
    def get(value: float, type: T.Type) -> FloatAttr:
        return FloatAttr(round_to_type(value, type), type)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, FloatAttr) and other.type is self.type
                and float_bits(other.value, other.type) == float_bits(self.value, self.type))

    def __hash__(self) -> int:
        return hash((float_bits(self.value, self.type), self.type))

    def text(self, elide: bool = False) -> str:
        s, hexed = format_float(self.value, self.type)
        if elide and self.type is T.f64 and not hexed:
            return s
        return f"{s} : {self.type}"

    def __str__(self) -> str:
        return self.text()


class StringAttr(Attribute, Struct):
    """`"text"`; also the type-annotated form `"text" : i32`."""
    __slots__ = ('value', 'type')

    def __init__(self, value: str, type: T.Type | None = None) -> None:
        self.value = value
        self.type = type

    def __str__(self) -> str:
        s = f'"{escape_string(self.value)}"'
        return f"{s} : {self.type}" if self.type is not None else s


class UnitAttr(Attribute, Struct):
    """`unit`; printed as a bare key in dictionaries."""
    __slots__ = ()

    def __str__(self) -> str:
        return "unit"


UNIT = UnitAttr()


class ArrayAttr(Attribute, Struct):
    """`[a, b]`; elements drop `i64` and `f64` types."""
    __slots__ = ('value',)

    def __init__(self, value: tuple) -> None:
        self.value = value

    def __str__(self) -> str:
        return "[" + ", ".join(a.text(True) for a in self.value) + "]"


def _value_key(v: object) -> object:
    """A hashable key of element values: lists as tuples, floats by their bits (so `-0.0` and
    `0.0` differ and equal NaNs match, as MLIR compares element data)."""
    if isinstance(v, (list, tuple)):
        return tuple(_value_key(x) for x in v)
    if isinstance(v, float):
        return ("f", struct.pack("<d", v))
    return v


class DenseArrayAttr(Attribute, Struct):
    """`array<i32: 1, 2>`."""
    __slots__ = ('element_type', 'values')

    def __init__(self, element_type: T.Type, values: tuple) -> None:
        self.element_type = element_type
        self.values = values

    def _key(self) -> tuple:
        return (self.element_type, _value_key(self.values))

    def __str__(self) -> str:
        if not self.values:
            return f"array<{self.element_type}>"
        et = self.element_type
        if isinstance(et, T.FloatType):
            vals = ", ".join(format_float(v, et)[0] for v in self.values)
        elif et is T.i1:
            vals = ", ".join("true" if v else "false" for v in self.values)
        else:
            vals = ", ".join(map(str, self.values))
        return f"array<{et}: {vals}>"


class DenseElementsAttr(Attribute, Struct):
    """`dense<[1, 2]> : tensor<2xi32>`; `values` is a nested list, or a single splat value."""
    __slots__ = ('values', 'type', 'splat')

    def __init__(self, values: object, type: T.Type, splat: bool = False) -> None:
        if not splat and isinstance(values, list) and values:
            flat = _flatten(values)
            if len(flat) == 1:  # one element is a splat (MLIR's isSplat), `dense<1>`
                values, splat = flat[0], True
        self.values = values
        self.type = type
        self.splat = splat

    def _key(self) -> tuple:
        return (_value_key(self.values), self.type, self.splat)

    def _elem(self, v, et: T.Type | None = None) -> str:
        if et is None:
            et = T.element_type_of(self.type)
        if isinstance(v, str):
            return f'"{escape_string(v)}"'
        if isinstance(et, T.FloatType):
            return format_float(v, et)[0]
        if isinstance(et, T.ComplexType):
            part = et.element_type
            return f"({self._elem(v[0], part)},{self._elem(v[1], part)})"
        if et is T.i1:
            return "true" if v else "false"
        return str(v)

    def _nested(self, v) -> str:
        if isinstance(v, list):
            return "[" + ", ".join(self._nested(x) for x in v) + "]"
        return self._elem(v)

    def __str__(self) -> str:
        if self.splat:
            body = self._elem(self.values)
        elif self.values == []:
            body = ""  # no elements: `dense<>`
        else:
            flat = _flatten(self.values)
            et = T.element_type_of(self.type)
            if len(flat) > 100 and et is not T.i1 and \
                    isinstance(et, (T.IntegerType, T.IndexType, T.FloatType)):
                return f'dense<"0x{_to_bytes(flat, et).hex().upper()}"> : {self.type}'
            body = self._nested(self.values)
        return f"dense<{body}> : {self.type}"


def _flatten(v) -> list:
    if not isinstance(v, list):
        return [v]
    out: list = []
    for x in v:
        out.extend(_flatten(x))
    return out


def _elem_bytes(et: T.Type) -> int:
    if isinstance(et, T.IndexType):
        return 8
    return (et.width + 7) // 8  # type: ignore[attr-defined]


def _to_bytes(flat: list, et: T.Type) -> bytes:
    n = _elem_bytes(et)
    if isinstance(et, T.FloatType):
        return b"".join(float_bits(v, et).to_bytes(n, "little") for v in flat)
    mask = (1 << (8 * n)) - 1
    return b"".join((int(v) & mask).to_bytes(n, "little") for v in flat)


def _shape(type: T.Type) -> tuple:
    return tuple(getattr(type, "shape", None) or ())


def _nest(flat: list, shape: tuple):
    if not shape:
        return flat[0]
    if len(shape) == 1:
        return list(flat)
    step = len(flat) // shape[0] if shape[0] else 0
    return [_nest(flat[i * step:(i + 1) * step], shape[1:]) for i in range(shape[0])]


def dense_elements(values, type: T.Type) -> DenseElementsAttr:
    """A dense attribute from nested values; all-equal values become a splat, as in MLIR."""
    flat = _flatten(values)
    if not flat:
        return DenseElementsAttr([], type)  # `dense<[[]]>` is `dense<>`
    if len(flat) > 1:
        first = _value_key(flat[0])
        if all(_value_key(x) == first for x in flat):
            return DenseElementsAttr(flat[0], type, splat=True)
    return DenseElementsAttr(values, type)


def dense_from_hex(data: bytes, type: T.Type) -> DenseElementsAttr:
    """`dense<"0x...">`: raw little-endian element data (one element's worth means a splat)."""
    et = T.element_type_of(type)
    n = _elem_bytes(et)
    count = 1
    for d in _shape(type):
        count *= d
    if len(data) % n or len(data) // n not in (1, count):
        raise ValueError("size")
    flat = []
    for i in range(0, len(data), n):
        raw = int.from_bytes(data[i:i + n], "little")
        if isinstance(et, T.FloatType):
            flat.append(float_from_bits(raw, et))
        else:
            flat.append(IntegerAttr.get(raw, et).value)
    if len(flat) == 1 and count != 1:
        return DenseElementsAttr(flat[0], type, splat=True)
    return dense_elements(_nest(flat, _shape(type)), type)


class DenseResourceAttr(Attribute, Struct):
    """`dense_resource<name> : tensor<...>`."""
    __slots__ = ('handle', 'type')

    def __init__(self, handle: str, type: T.Type) -> None:
        self.handle = handle
        self.type = type

    def __str__(self) -> str:
        return f"dense_resource<{self.handle}> : {self.type}"


_BARE_KEY = re.compile(r"[A-Za-z_][\w$.]*\Z", re.ASCII)


def key_text(key: str) -> str:
    return key if _BARE_KEY.match(key) else f'"{escape_string(key)}"'


def dict_body(items) -> str:
    """`a = 1 : i32, b` for sorted (key, attr) pairs."""
    parts = []
    for k, v in items:
        if isinstance(v, UnitAttr):
            parts.append(key_text(k))
        else:
            parts.append(f"{key_text(k)} = {v}")
    return ", ".join(parts)


class DictionaryAttr(Attribute, Struct):
    """`{a = 1 : i32, b}`; keys kept sorted as MLIR keeps them."""
    __slots__ = ('value',)

    def __init__(self, value: tuple) -> None:  # a sorted tuple of (key, attr)
        self.value = value

    @staticmethod
    def get(d: dict) -> DictionaryAttr:
        return DictionaryAttr(tuple(sorted(d.items())))

    def as_dict(self) -> dict:
        return dict(self.value)

    def __str__(self) -> str:
        return "{" + dict_body(self.value) + "}"


def symbol_text(name: str) -> str:
    return "@" + (name if _BARE_KEY.match(name) and "." not in name[:1] else
                  f'"{escape_string(name)}"')


class SymbolRefAttr(Attribute, Struct):
    """`@root::@nested`."""
    __slots__ = ('root', 'nested')

    def __init__(self, root: str, nested: tuple = ()) -> None:
        self.root = root
        self.nested = nested

    def __str__(self) -> str:
        return "::".join(symbol_text(s) for s in (self.root, *self.nested))

    @property
    def leaf(self) -> str:
        return self.nested[-1] if self.nested else self.root


class TypeAttr(Attribute, Struct):
    """A type used as an attribute."""
    __slots__ = ('value',)

    def __init__(self, value: T.Type) -> None:
        self.value = value

    def __str__(self) -> str:
        return str(self.value)


class StridedLayoutAttr(Attribute, Struct):
    """`strided<[?, 1], offset: ?>`."""
    __slots__ = ('strides', 'offset')

    def __init__(self, strides: tuple, offset: int = 0) -> None:
        self.strides = strides
        self.offset = offset

    def __str__(self) -> str:
        st = ", ".join("?" if s == T.DYNAMIC else str(s) for s in self.strides)
        if self.offset == 0:
            return f"strided<[{st}]>"
        off = "?" if self.offset == T.DYNAMIC else str(self.offset)
        return f"strided<[{st}], offset: {off}>"


class OpaqueAttr(Attribute, Struct):
    """A dialect attribute kept as written: `#name<body>` or `#name.body`."""
    __slots__ = ('text_',)

    def __init__(self, text_: str) -> None:
        self.text_ = text_

    def __str__(self) -> str:
        return self.text_


class LocationAttr(Attribute, Struct):
    """A location used as an attribute value (`loc(...)` inside fused metadata etc.)."""
    __slots__ = ('loc',)

    def __init__(self, loc: object) -> None:
        self.loc = loc

    def __str__(self) -> str:
        return loc_text(self.loc)


class EnumAttr(Attribute):
    """Base of dialect enum attributes printed `#dialect<mnemonic value>` or
    `#d.mnemonic<value>`."""

    __slots__ = ()


def split_top(text: str, sep: str = ",") -> list[str]:
    """`text` split at `sep` outside brackets and strings, each piece stripped."""
    parts, depth, start, i, n = [], 0, 0, 0, len(text)
    while i < n:
        ch = text[i]
        if ch == '"':
            i += 1
            while i < n and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif ch in "<{[(":
            depth += 1
        elif ch in ">}])" and not (ch == ">" and text[i - 1:i] == "-"):
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
        i += 1
    last = text[start:].strip()
    return [*parts, last] if last or parts else parts


def _unquote(key: str) -> str:
    if key.startswith('"') and key.endswith('"'):
        return re.sub(r"\\(..)", lambda m: chr(int(m.group(1), 16)) if m.group(1) not in
                      ('\\\\', '\\"') else m.group(1)[1], key[1:-1])
    return key


def canonical_value(text: str) -> str:
    """A parameter value as mlir-opt-19 prints it: dictionary keys sorted and unquoted where
    bare, arrays spaced, struct-like dialect attributes (STRUCT_ATTRS) in definition order."""
    text = text.strip()
    if text.startswith("{") and text.endswith("}"):
        items = []
        for part in split_top(text[1:-1]):
            key, eq, value = part.partition("=")
            items.append((_unquote(key.strip()), canonical_value(value) if eq else None))
        return "{" + ", ".join(key_text(k) if v is None else f"{key_text(k)} = {v}"
                               for k, v in sorted(items)) + "}"
    if text.startswith("[") and text.endswith("]"):
        return "[" + ", ".join(canonical_value(x) for x in split_top(text[1:-1])) + "]"
    m = re.match(r"#([\w.]+)(?:<(.*)>)?\Z", text, re.DOTALL)
    if m and m.group(1) in STRUCT_ATTRS:
        return str(struct_attr(m.group(1), m.group(2)))
    return text


class StructAttr(Attribute, Struct):
    """A dialect attribute of `key = value` parameters (`#nvvm.target<O = 3, chip = "sm_90">`),
    printed in definition order without parameters at their default, as mlir-opt-19 prints."""
    __slots__ = ('name', 'params')

    def __init__(self, name: str, params: tuple) -> None:
        self.name = name
        self.params = params  # (key, canonical value text) in definition order

    def __str__(self) -> str:
        if not self.params:
            return f"#{self.name}"
        return f"#{self.name}<" + ", ".join(f"{k} = {v}" for k, v in self.params) + ">"


# name -> (parameters in definition order, default value texts of the optional ones)
STRUCT_ATTRS: dict[str, tuple[tuple[str, ...], dict[str, str]]] = {
    "nvvm.target": (("O", "triple", "chip", "features", "flags", "link"),
                    {"O": "2", "triple": '"nvptx64-nvidia-cuda"', "chip": '"sm_50"',
                     "features": '"+ptx60"'}),
    "llvm.memory_effects": (("other", "argMem", "inaccessibleMem"), {}),
}


def struct_attr(name: str, body: str | None) -> Attribute:
    """`#name<body>` of a STRUCT_ATTRS entry; kept as written (OpaqueAttr) when its keys are
    not the entry's, which the verifier side reports."""
    order, defaults = STRUCT_ATTRS[name]
    given: dict[str, str] = {}
    for part in split_top(body or ""):
        key, eq, value = part.partition("=")
        key = key.strip()
        if not eq or key not in order or key in given:
            return OpaqueAttr(f"#{name}<{body}>")
        given[key] = canonical_value(value)
    params = tuple((k, given[k]) for k in order if k in given and given[k] != defaults.get(k))
    return StructAttr(name, params)
