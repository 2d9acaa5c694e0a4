"""The kernel matrix (issue 11): gpuopt's own kernels in test/unit/inputs/kernels/ (one
`gpu.module` per file; README.md there) through the kernel-side lowering, against the oracles.

- nvvm differential: `--convert-gpu-to-nvvm` (as a flag, and nested in a pass pipeline after
  `nvvm-attach-target{chip=sm_80}` with `reconcile-unrealized-casts`) byte-identical with
  mlir-opt-19, in custom, generic and debuginfo form. A file's `// OPTIONS: has-redux` line gives
  the pass its options. The kernels of refused/ (non-uniform reductions, redux kinds that do not
  exist) fail in both tools with the same first error.
- PTX matrix: `nvvm-attach-target{chip=...}`, `gpu.module(convert-gpu-to-nvvm,
  reconcile-unrealized-casts)`, `gpu-module-to-binary{format=isa}` for sm_80 and sm_90; the PTX
  must be accepted by `ptxas -arch=sm_80` and `-arch=sm_90` (sm_90 PTX by sm_90 only) and define
  one `.entry` per kernel. Kernels marked `// LIBDEVICE` call libdevice's `__nv_*` functions,
  which gpu-module-to-binary links (their PTX has no `__nv_` call left).
- translation differential: each kernel's lowered `gpu.module` body as a standalone llvm-dialect
  module (what gpu-module-to-binary translates), and each host module the lit tests of
  `--convert-gpu-to-llvm` / `--gpu-to-llvm` produce (their RUN line's gpuopt command run here on
  each input chunk, never stored), through gpuopt-translate and mlir-translate-19
  `--mlir-to-llvmir`: stdout, stderr and exit status byte-identical; the LLVM IR accepted by
  llvm-as-19 and by llvmlite (parse and verify). Host chunks run as their RUN line says and
  again with `--reconcile-unrealized-casts` after it (without, most keep casts that both
  translators refuse alike).

Skipped without the oracles (ptxas: without it on PATH); with CI set they fail instead.
"""
import difflib
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import run_gpuopt

REPO = Path(__file__).resolve().parents[2]
KERNEL_DIR = REPO / "test" / "unit" / "inputs" / "kernels"
KERNELS = sorted(KERNEL_DIR.glob("*.mlir"))
REFUSED = sorted((KERNEL_DIR / "refused").glob("*.mlir"))
PASS_DIR = REPO / "test" / "lit" / "passes"
HOST_LIT = sorted([*PASS_DIR.glob("convert-gpu-to-llvm*.mlir"),
                   *PASS_DIR.glob("gpu-to-llvm*.mlir")])
ENV = dict(os.environ, PYTHONPATH=str(REPO))
TIMEOUT_S = 300
# kernels gpuopt does not lower as mlir-opt-19 yet (strict xfails: they must flip when fixed)
KNOWN_GAPS: dict[str, str] = {}
MODES = {"custom": [], "generic": ["--mlir-print-op-generic"],
         "debuginfo": ["--mlir-print-debuginfo"]}


def _options(path: Path) -> str:
    m = re.search(r"^// OPTIONS: (.*)$", path.read_text(), re.M)
    return m.group(1).strip() if m else ""


def _needs_libdevice(path: Path) -> bool:
    return "// LIBDEVICE" in path.read_text()


def _flag(path: Path) -> str:
    opts = _options(path)
    return "--convert-gpu-to-nvvm" + (f"={opts}" if opts else "")


def _pipeline(path: Path, chip: str = "sm_80", binary: bool = False) -> str:
    opts = _options(path)
    nvvm = "convert-gpu-to-nvvm" + (f"{{{opts}}}" if opts else "")
    tail = ",gpu-module-to-binary{format=isa}" if binary else ""
    return (f"--pass-pipeline=builtin.module(nvvm-attach-target{{chip={chip}}},"
            f"gpu.module({nvvm},reconcile-unrealized-casts){tail})")


def _gpuopt(args):
    return run_gpuopt(args, text=True, cwd=REPO)  # in process (conftest.py)


def _tool(exe, args, **kw):
    return subprocess.run([exe, *args], capture_output=True, text=True, cwd=REPO,
                          timeout=TIMEOUT_S, **kw)


def _same(ref, got, what="stdout", names=("oracle", "gpuopt")) -> None:
    a, b = getattr(ref, what), getattr(got, what)
    if a != b:
        diff = "".join(difflib.unified_diff(a.splitlines(True), b.splitlines(True), *names,
                                            n=2))
        pytest.fail(f"{what} differs:\n{diff[:20000]}")


def _param(path: Path, *rest: str):
    marks = []
    if path.stem in KNOWN_GAPS:
        marks = [pytest.mark.xfail(strict=True, reason=KNOWN_GAPS[path.stem])]
    return pytest.param(path, *rest, marks=marks, id="-".join([path.stem, *rest]))


def test_enough_kernels() -> None:
    """At least 15 kernel files, each one gpu.module with at least one kernel."""
    assert len(KERNELS) >= 15
    for path in KERNELS:
        text = path.read_text()
        assert text.count("gpu.module @") == 1, path.name
        assert _kernel_names(path), path.name


# ---- convert-gpu-to-nvvm against mlir-opt-19 ---------------------------------------------------
NVVM_CASES = [_param(p, form, mode) for p in KERNELS
              for form, modes in (("flag", MODES), ("pipeline", {"custom": []}))
              for mode in modes]


@pytest.mark.parametrize("path, form, mode", NVVM_CASES)
def test_nvvm_same_as_mlir_opt19(mlir_opt19, path, form, mode):
    flag = _flag(path) if form == "flag" else _pipeline(path)
    args = [str(path.relative_to(REPO)), flag, *MODES[mode]]
    ref = _tool(mlir_opt19, args)
    assert ref.returncode == 0, ref.stderr
    got = _gpuopt(args)
    assert got.returncode == 0, got.stderr
    _same(ref, got, names=("mlir-opt-19", "gpuopt"))


def _error_head(stderr: str) -> str:
    """The first diagnostic's `file:line:col: error:` line, source line and caret."""
    return "\n".join(stderr.splitlines()[:3])


@pytest.mark.parametrize("path", REFUSED, ids=[p.stem for p in REFUSED])
def test_refused_like_mlir_opt19(mlir_opt19, path):
    """Kernels mlir-opt-19 does not lower (refused/): the same exit status and the same first
    error, at the same place. The notes differ: mlir-opt-19 shows the op ("see current
    operation"), gpuopt's conversion driver the reasons its patterns gave."""
    args = [str(path.relative_to(REPO)), _flag(path)]
    ref = _tool(mlir_opt19, args)
    assert ref.returncode == 1 and "error: failed to legalize" in ref.stderr, ref.stderr
    got = _gpuopt(args)
    assert got.returncode == ref.returncode
    assert got.stdout == ref.stdout
    assert _error_head(got.stderr) == _error_head(ref.stderr)


# ---- the PTX matrix ---------------------------------------------------------------------------
def _ptxas():
    exe = shutil.which("ptxas")
    if exe is None:
        if os.environ.get("CI"):
            pytest.fail("ptxas not on PATH; CI is set, so the PTX matrix must run", pytrace=False)
        pytest.skip("ptxas not on PATH (install the CUDA toolkit)")
    return exe


def _unescape(s: str) -> str:
    """An MLIR string literal's body (`\\XX` hex escapes, `\\\\`, `\\"`) as text."""
    out, i = [], 0
    while i < len(s):
        if s[i] == "\\":
            if s[i + 1] in '\\"nt':
                out.append({"n": "\n", "t": "\t"}.get(s[i + 1], s[i + 1]))
                i += 2
            else:
                out.append(chr(int(s[i + 1:i + 3], 16)))
                i += 3
        else:
            out.append(s[i])
            i += 1
    return "".join(out)


def _ptx_of(binary_text: str) -> str:
    m = re.search(r'assembly = "((?:[^"\\]|\\.)*)"', binary_text)
    assert m, binary_text[:2000]
    return _unescape(m.group(1)).removesuffix("\0")  # the NUL LLVM 19 ends the PTX with


def _kernel_names(path: Path) -> list[str]:
    return re.findall(r"gpu\.func @(\w+)\([^{]*?\bkernel\b", path.read_text(), re.S)


PTX_CASES = [_param(p, chip) for p in KERNELS for chip in ("sm_80", "sm_90")]


@pytest.mark.parametrize("path, chip", PTX_CASES)
def test_ptx_accepted_by_ptxas(path, chip, tmp_path):
    ptxas = _ptxas()
    got = _gpuopt([str(path.relative_to(REPO)), _pipeline(path, chip, binary=True)])
    assert got.returncode == 0, got.stderr
    ptx = _ptx_of(got.stdout)
    entries = re.findall(r"^\.visible \.entry (\w+)\(", ptx, re.M)
    assert sorted(entries) == sorted(_kernel_names(path)), entries
    assert f".target {chip}" in ptx
    if _needs_libdevice(path):  # linked in: the math functions are defined, none is external
        assert "__nv_" not in "".join(re.findall(r"^\.extern .*$", ptx, re.M))
    src = tmp_path / f"{path.stem}.ptx"
    src.write_text(ptx)
    for arch in ("sm_80", "sm_90") if chip == "sm_80" else ("sm_90",):
        asm = _tool(ptxas, [f"-arch={arch}", str(src), "-o", str(tmp_path / f"{arch}.cubin")])
        assert asm.returncode == 0, f"ptxas -arch={arch}:\n{asm.stderr}"


# ---- the translation differential -------------------------------------------------------------
def _standalone(lowered: str) -> str:
    """The body of the (one) gpu.module of a lowered module as a builtin module of its own."""
    lines = lowered.rstrip("\n").split("\n")
    start = next(i for i, ln in enumerate(lines) if ln.startswith("  gpu.module @"))
    end = next(i for i in range(len(lines) - 1, start, -1) if lines[i] == "  }")
    return "\n".join([*lines[:start], "module {", *lines[start + 1:end], "}"]) + "\n"


def _modules(text: str) -> list[str]:
    parts = text.split("; ModuleID = ")
    return ["; ModuleID = " + p.rstrip("\n") + "\n" for p in parts[1:]]


def _translate_both(mlir_translate19, llvm_as19, src: Path, tmp: Path) -> None:
    args = ["--mlir-to-llvmir", str(src)]
    ref = _tool(mlir_translate19, args)
    got = subprocess.run([sys.executable, "-m", "gpuopt.target.translate", *args],
                         capture_output=True, text=True, env=ENV, cwd=REPO, timeout=TIMEOUT_S)
    _same(ref, got, names=("mlir-translate-19", "gpuopt-translate"))
    _same(ref, got, "stderr", names=("mlir-translate-19", "gpuopt-translate"))
    assert got.returncode == ref.returncode
    if got.returncode != 0:
        return
    from llvmlite import binding
    for i, module in enumerate(_modules(got.stdout)):
        ll = tmp / f"out{i}.ll"
        ll.write_text(module)
        asm = _tool(llvm_as19, [str(ll), "-o", os.devnull])
        assert asm.returncode == 0, asm.stderr
        binding.parse_assembly(module).verify()


@pytest.mark.parametrize("path", [_param(p) for p in KERNELS])
def test_kernel_llvm_ir_same_as_mlir_translate19(mlir_translate19, llvm_as19, path, tmp_path):
    lowered = _gpuopt([str(path.relative_to(REPO)), _pipeline(path)])
    assert lowered.returncode == 0, lowered.stderr
    src = tmp_path / f"{path.stem}.llvm.mlir"
    src.write_text(_standalone(lowered.stdout))
    _translate_both(mlir_translate19, llvm_as19, src, tmp_path)


def _host_run_line(path: Path):
    """The gpuopt flags of the file's RUN line (without --split-input-file and
    --verify-diagnostics), or None when the RUN line expects gpuopt to fail."""
    for line in path.read_text().splitlines():
        if "RUN:" in line:
            words = shlex.split(line.split("RUN:", 1)[1])
            if words[:2] != ["gpuopt", "%s"]:
                return None
            flags = []
            for w in words[2:]:
                if w in ("|", "2>&1"):
                    break
                if w not in ("--split-input-file", "--verify-diagnostics"):
                    flags.append(w)
            return flags
    return None


def _chunks(path: Path) -> list[str]:
    text = path.read_text()
    if "--split-input-file" not in text.split("\n", 1)[0]:
        return [text]
    return re.split(r"^// -----.*$", text, flags=re.M)


# each chunk as its RUN line lowers it, and with --reconcile-unrealized-casts after (as a host
# pipeline ends), which leaves no cast in the way of the translation
HOST_CASES = [pytest.param(p, i, tail, id=f"{p.stem}-{i}{'-reconciled' if tail else ''}")
              for p in HOST_LIT if _host_run_line(p) is not None
              for i in range(len(_chunks(p))) for tail in ([], ["--reconcile-unrealized-casts"])]


def test_enough_host_modules() -> None:
    assert len(HOST_CASES) >= 40


@pytest.mark.parametrize("path, index, tail", HOST_CASES)
def test_host_llvm_ir_same_as_mlir_translate19(mlir_translate19, llvm_as19, path, index, tail,
                                               tmp_path):
    chunk = _chunks(path)[index]
    if "expected-error" in chunk:
        pytest.skip("a chunk whose lowering is refused (expected-error)")
    src = tmp_path / path.name
    src.write_text(chunk)
    lowered = _gpuopt([str(src), *_host_run_line(path), *tail])
    assert lowered.returncode == 0, lowered.stderr
    out = tmp_path / f"{path.stem}.llvm.mlir"
    out.write_text(lowered.stdout)
    _translate_both(mlir_translate19, llvm_as19, out, tmp_path)
