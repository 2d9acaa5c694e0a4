"""Builtin and dialect types: immutable, interned values that print themselves as mlir-opt-19.

Types compare by identity after interning (`IntegerType.get(32) is IntegerType.get(32)`),
so the parser and passes can build them freely without duplicating memory.
"""
from __future__ import annotations

from typing import Any, ClassVar


class Type:
    """Base of every type. Subclasses define `_key()` fields and `_print()`."""

    __slots__ = ("_text", "__weakref__")
    _interned: ClassVar[dict[tuple, Type]] = {}

    @classmethod
    def _make(cls, *key: Any) -> Any:
        full = (cls, *key)
        found = Type._interned.get(full)
        if found is None:
            found = object.__new__(cls)
            found._text = None
            found._init(*key)
            Type._interned[full] = found
        return found

    def _init(self, *key: Any) -> None:
        pass

    def _print(self) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        text = self._text
        if text is None:
            text = self._text = self._print()
        return text

    def __repr__(self) -> str:
        return f"<type {self}>"

    def __reduce__(self):  # pragma: no cover - types are process-local values
        raise TypeError("types are not picklable")


class IntegerType(Type):
    """`i32`, `si8`, `ui64`."""

    __slots__ = ("width", "signedness")

    @classmethod
    def get(cls, width: int, signedness: str = "") -> IntegerType:
        return cls._make(width, signedness)

    def _init(self, width: int, signedness: str) -> None:
        self.width = width
        self.signedness = signedness  # "" (signless), "s" or "u"

    def _print(self) -> str:
        return f"{self.signedness}i{self.width}"

    @property
    def is_signless(self) -> bool:
        return self.signedness == ""


class IndexType(Type):
    """`index`."""

    __slots__ = ()

    def _print(self) -> str:
        return "index"


class FloatType(Type):
    """`f16`, `bf16`, `f32`, `f64`, ... (name is the keyword)."""

    __slots__ = ("name", "width")
    WIDTHS: ClassVar[dict[str, int]] = {
        "f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128, "tf32": 19,
        "f8E5M2": 8, "f8E4M3FN": 8, "f8E5M2FNUZ": 8, "f8E4M3FNUZ": 8, "f8E4M3B11FNUZ": 8,
    }

    @classmethod
    def get(cls, name: str) -> FloatType:
        return cls._make(name)

    def _init(self, name: str) -> None:
        self.name = name
        self.width = self.WIDTHS[name]

    def _print(self) -> str:
        return self.name


class NoneType(Type):
    """`none`."""

    __slots__ = ()

    def _print(self) -> str:
        return "none"


class FunctionType(Type):
    """`(i32, f32) -> i32`."""

    __slots__ = ("inputs", "results")

    @classmethod
    def get(cls, inputs, results) -> FunctionType:
        return cls._make(tuple(inputs), tuple(results))

    def _init(self, inputs: tuple, results: tuple) -> None:
        self.inputs = inputs
        self.results = results

    def _print(self) -> str:
        args = ", ".join(map(str, self.inputs))
        return f"({args}) -> {results_text(self.results)}"


def results_text(results) -> str:
    """Result list of a function type: `i32`, `()`, `(i32, f32)`, `(() -> ())`."""
    if len(results) == 1 and not isinstance(results[0], FunctionType):
        return str(results[0])
    return "(" + ", ".join(map(str, results)) + ")"


DYNAMIC = -1  # `?` in a shape


def shape_text(shape, scalable=None) -> str:
    parts = []
    for i, d in enumerate(shape):
        s = "?" if d == DYNAMIC else str(d)
        if scalable and scalable[i]:
            s = f"[{s}]"
        parts.append(s + "x")
    return "".join(parts)


class MemRefType(Type):
    """`memref<4x?xf32, strided<[?, 1]>, 1>`; shape None means unranked (`memref<*xf32>`)."""

    __slots__ = ("shape", "element_type", "layout", "memory_space")

    @classmethod
    def get(cls, shape, element_type: Type, layout=None, memory_space=None) -> MemRefType:
        return cls._make(None if shape is None else tuple(shape), element_type, layout,
                         memory_space)

    def _init(self, shape, element_type, layout, memory_space) -> None:
        self.shape = shape
        self.element_type = element_type
        self.layout = layout
        self.memory_space = memory_space

    def _print(self) -> str:
        dims = "*x" if self.shape is None else shape_text(self.shape)
        text = f"memref<{dims}{self.element_type}"
        if self.layout is not None:
            text += f", {self.layout}"
        if self.memory_space is not None:
            ms = self.memory_space
            if type(ms).__name__ == "IntegerAttr" and ms.type is i64:
                text += f", {ms.value}"  # an i64 memory space prints bare
            else:
                text += f", {ms}"
        return text + ">"

    @property
    def rank(self) -> int:
        return 0 if self.shape is None else len(self.shape)


class TensorType(Type):
    """`tensor<4x?xf32>`, `tensor<*xf32>`."""

    __slots__ = ("shape", "element_type", "encoding")

    @classmethod
    def get(cls, shape, element_type: Type, encoding=None) -> TensorType:
        return cls._make(None if shape is None else tuple(shape), element_type, encoding)

    def _init(self, shape, element_type, encoding) -> None:
        self.shape = shape
        self.element_type = element_type
        self.encoding = encoding

    def _print(self) -> str:
        dims = "*x" if self.shape is None else shape_text(self.shape)
        enc = f", {self.encoding}" if self.encoding is not None else ""
        return f"tensor<{dims}{self.element_type}{enc}>"


class VectorType(Type):
    """`vector<4xf32>`, `vector<[4]xf32>` (scalable dims)."""

    __slots__ = ("shape", "element_type", "scalable")

    @classmethod
    def get(cls, shape, element_type: Type, scalable=None) -> VectorType:
        shape = tuple(shape)
        scalable = tuple(scalable) if scalable and any(scalable) else None
        return cls._make(shape, element_type, scalable)

    def _init(self, shape, element_type, scalable) -> None:
        self.shape = shape
        self.element_type = element_type
        self.scalable = scalable

    def _print(self) -> str:
        return f"vector<{shape_text(self.shape, self.scalable)}{self.element_type}>"


class TupleType(Type):
    """`tuple<i32, f32>`."""

    __slots__ = ("types",)

    @classmethod
    def get(cls, types) -> TupleType:
        return cls._make(tuple(types))

    def _init(self, types) -> None:
        self.types = types

    def _print(self) -> str:
        return "tuple<" + ", ".join(map(str, self.types)) + ">"


class ComplexType(Type):
    """`complex<f32>`."""

    __slots__ = ("element_type",)

    @classmethod
    def get(cls, element_type: Type) -> ComplexType:
        return cls._make(element_type)

    def _init(self, element_type) -> None:
        self.element_type = element_type

    def _print(self) -> str:
        return f"complex<{self.element_type}>"


class OpaqueType(Type):
    """A type of an unregistered dialect, kept as written: `!foo.bar<...>`."""

    __slots__ = ("dialect", "body")

    @classmethod
    def get(cls, dialect: str, body: str) -> OpaqueType:
        return cls._make(dialect, body)

    def _init(self, dialect, body) -> None:
        self.dialect = dialect
        self.body = body

    def _print(self) -> str:
        return f"!{self.dialect}{self.body}"


class DialectType(Type):
    """Base of registered dialect types: `!<prefix><body>` (e.g. `!gpu.async.token`)."""

    __slots__ = ()
    prefix: ClassVar[str] = ""

    def body(self) -> str:
        raise NotImplementedError

    def _print(self) -> str:
        return "!" + self.prefix + self.body()


class SimpleDialectType(DialectType):
    """A parameterless dialect type such as `!gpu.async.token`; subclasses set `mnemonic`."""

    __slots__ = ()
    mnemonic: ClassVar[str] = ""

    @classmethod
    def get(cls):
        return cls._make()

    def body(self) -> str:
        return self.mnemonic


i1 = IntegerType.get(1)
i8 = IntegerType.get(8)
i16 = IntegerType.get(16)
i32 = IntegerType.get(32)
i64 = IntegerType.get(64)
index = IndexType._make()
f16 = FloatType.get("f16")
bf16 = FloatType.get("bf16")
f32 = FloatType.get("f32")
f64 = FloatType.get("f64")
none = NoneType._make()

INT_LIKE = (IntegerType, IndexType)


def element_type_of(t: Type) -> Type:
    """Element type of a shaped type, or the type itself."""
    return getattr(t, "element_type", t)


# ---- element types shaped types accept (MLIR's isValidElementType), checked when parsed ------
def valid_vector_element(t: Type) -> bool:
    return isinstance(t, (IntegerType, IndexType, FloatType))


def valid_memref_element(t: Type) -> bool:
    """Builtin scalars, complex, vector and memref (MemRefElementTypeInterface); no dialect
    type of gpuopt's dialects implements that interface."""
    return isinstance(t, (IntegerType, IndexType, FloatType, ComplexType, VectorType, MemRefType))


def valid_tensor_element(t: Type) -> bool:
    """Any type but the builtin ones that are not scalars, complex, opaque or vector."""
    return not isinstance(t, (NoneType, TupleType, FunctionType, TensorType, MemRefType))
