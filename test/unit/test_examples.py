"""The programs in examples/ and the commands README.md and docs/user-guide.md show, run as
written from the repository root, and the guide's claims about them.

Each example's expected output is computed here, in Python, from what the program does (never
from gpuopt's output). Every command runs through bash with this tree's three tools first on
PATH and a stand-in `ptxas` that refuses everything as CUDA 13's refuses sm_50: a command that
passes so needs no ptxas, and works where none is installed (CI) as where one is.
"""
import os
import re
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import missing

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted(p.name for p in (ROOT / "examples").glob("*.mlir"))
GUIDE = ROOT / "docs" / "user-guide.md"
LLVM19 = "/usr/lib/llvm-19/bin/"
TOOLS = {"gpuopt": "gpuopt", "gpuopt-translate": "gpuopt.target.translate",
         "gpuopt-runner": "gpuopt.runtime.runner"}
SCHEDULES = ("eager", "deferred", "random:1", "random:2", "random:3")


def _lines(*values) -> str:
    return "".join(f"{v}\n" for v in values)


def _vector_add() -> str:
    c = [1.0 + 2.0] * 1024  # a[i] = 1, b[i] = 2
    return _lines(int(sum(c)))


def _fork_join() -> str:
    w = [(2 * x) * (x + 10) for x in range(256)]  # y = 2x, z = x + 10, w = y * z
    return _lines(sum(w), w[255])


def _loop_carried() -> str:
    a = list(range(256))
    for k in range(10):  # in launch order
        a = [2 * v + k for v in a]
    return _lines(sum(a), a[255])


def _shared_reduction() -> str:
    a = [i % 7 for i in range(1024)]
    sums = [sum(a[b * 256:(b + 1) * 256]) for b in range(4)]
    return _lines(*sums, sum(sums))


EXPECTED = {"vector-add.mlir": _vector_add(), "async-fork-join.mlir": _fork_join(),
            "loop-carried-token.mlir": _loop_carried(),
            "shared-reduction.mlir": _shared_reduction()}


@pytest.fixture(scope="module")
def env(tmp_path_factory) -> dict:
    """The environment of the commands: this tree's tools and the refusing ptxas on PATH."""
    bin_dir = tmp_path_factory.mktemp("bin")
    scripts = {name: f'#!/bin/sh\nexec "{sys.executable}" -m {module} "$@"\n'
               for name, module in TOOLS.items()}
    scripts["ptxas"] = ("#!/bin/sh\necho \"ptxas fatal   : Value 'sm_50' is not defined for "
                        "option 'gpu-name'\" >&2\nexit 255\n")
    scripts["fatbinary"] = "#!/bin/sh\nexit 1\n"
    for name, text in scripts.items():
        path = bin_dir / name
        path.write_text(text)
        path.chmod(path.stat().st_mode | stat.S_IXUSR)
    out = dict(os.environ)
    out["PATH"] = f"{bin_dir}{os.pathsep}{out.get('PATH', '')}"
    out["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), out.get("PYTHONPATH")) if p)
    return out


def run_all(commands: list[str], env: dict) -> list[subprocess.CompletedProcess]:
    """Each command through bash, as a user types it, from the repository root; side by side
    (most of each is Python starting up)."""
    for command in commands:
        for tool in re.findall(re.escape(LLVM19) + r"[\w-]+", command):
            if not os.access(tool, os.X_OK):
                missing(f"{tool} not found: install mlir-19-tools")
    procs = [subprocess.Popen(["bash", "-c", c], cwd=ROOT, env=env, text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
             for c in commands]
    out = []
    for command, proc in zip(commands, procs, strict=True):
        stdout, stderr = proc.communicate(timeout=300)
        out.append(subprocess.CompletedProcess(command, proc.returncode, stdout, stderr))
    return out


def run(command: str, env: dict) -> subprocess.CompletedProcess:
    return run_all([command], env)[0]


def check_all(commands: list[str], env: dict) -> None:
    for command, result in zip(commands, run_all(commands, env), strict=True):
        check(command, result)


def header_commands(name: str) -> list[str]:
    """The commands in the example's header comment (`//   gpuopt ...`)."""
    out = []
    for line in (ROOT / "examples" / name).read_text().splitlines():
        if not line.startswith("//"):
            break
        found = re.match(r"//\s+(gpuopt\S* .*)", line)
        if found:
            out.append(found[1])
    return out


def readme_commands() -> list[str]:
    """The gpuopt commands of the README's setup line (`pip install -e . && ...`)."""
    block = re.search(r"```sh\n(.*?)```", (ROOT / "README.md").read_text(), re.DOTALL)[1]
    first = block.splitlines()[0]
    return [c.strip() for c in first.split("&&") if c.strip().startswith("gpuopt")]


def guide_commands() -> list[str]:
    """Every command line of the guide's `sh` blocks."""
    blocks = re.findall(r"```sh\n(.*?)```", GUIDE.read_text(), re.DOTALL)
    return [line for block in blocks for line in block.splitlines() if line.strip()]


def check(command: str, result: subprocess.CompletedProcess) -> None:
    """A command as documented: exit 0, output, no diagnostic; a run of an example prints what
    EXPECTED says."""
    assert result.returncode == 0 and result.stdout and not result.stderr, \
        f"{command}\nexit {result.returncode}\n{result.stderr}"
    last = command.split("|")[-1]
    if "gpuopt-runner" in last:
        name = re.search(r"examples/([\w-]+\.mlir)", command)[1]
        assert result.stdout == EXPECTED[name], command


def test_every_example_has_an_expected_output():
    assert EXAMPLES and set(EXAMPLES) == set(EXPECTED)


@pytest.mark.parametrize("name", EXAMPLES)
def test_header_commands_as_written(name, env):
    commands = header_commands(name)
    assert any("--gpu-lower-to-nvvm-pipeline" in c for c in commands), name
    assert any(c.startswith("gpuopt-runner") for c in commands), name
    check_all(commands, env)


def test_readme_commands_as_written(env):
    commands = readme_commands()
    assert len(commands) == 2, commands
    check_all(commands, env)


def test_guide_commands_as_written(env):
    commands = guide_commands()
    assert len(commands) >= 6, commands
    check_all(commands, env)


@pytest.mark.parametrize("name", EXAMPLES)
def test_example_under_every_schedule(name, env):
    """The cpu device under each schedule, with the race check and the leak check."""
    commands = [f"gpuopt-runner examples/{name} -e main --entry-point-result=void --device=cpu "
                f"--cpu-schedule={schedule} --cpu-check-races --fail-on-leak"
                for schedule in SCHEDULES]
    check_all(commands[:1], env)  # the first lowers the program; the others find it cached
    check_all(commands[1:], env)


@pytest.mark.parametrize("name", EXAMPLES)
def test_mlir_opt19_accepts_example(name, mlir_opt19):
    """mlir-opt-19 parses and verifies each example, and lowers all but the loop-carried
    token with its pipeline (the guide says why)."""
    path = ROOT / "examples" / name
    r = subprocess.run([mlir_opt19, path], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    r = subprocess.run([mlir_opt19, path, "--gpu-lower-to-nvvm-pipeline=cubin-chip=sm_80 "
                        "cubin-format=isa"], capture_output=True, text=True)
    if name == "loop-carried-token.mlir":
        assert r.returncode == 1
        assert "error: failed to legalize operation 'scf.for' that was explicitly marked " \
               "illegal" in r.stderr
    else:
        assert r.returncode == 0 and "gpu.binary @kernels" in r.stdout, r.stderr


def test_pipeline_differs_from_mlir_opt19_as_the_guide_says(env, mlir_opt19):
    flags = '--gpu-lower-to-nvvm-pipeline="cubin-chip=sm_80 cubin-format=isa"'
    ours = run(f"gpuopt examples/vector-add.mlir {flags}", env)
    theirs = run(f"{mlir_opt19} examples/vector-add.mlir {flags}", env)
    assert ours.returncode == 0 and theirs.returncode == 0
    assert "gpu.binary @kernels" in theirs.stdout and "gpu.launch_func" in theirs.stdout
    assert "gpu." not in ours.stdout.replace("gpu.container_module", "")
    assert "llvm.mlir.global internal constant @kernels_bin_cst(" in ours.stdout
    assert "llvm.mlir.global internal constant @kernels_vector_add_kernel_name(" in ours.stdout
    assert "llvm.func internal @kernels_vector_add_launch_async(" in ours.stdout
    assert "llvm.call @kernels_vector_add_launch_async(" in ours.stdout
    text = GUIDE.read_text()
    for quoted in ("@kernels_bin_cst(...)", "@kernels_vector_add_kernel_name",
                   "llvm.func internal @kernels_vector_add_launch_async", "gpu.binary @kernels"):
        assert quoted in text


def test_ptx_on_the_cpu_device_is_refused(env):
    command = ('gpuopt examples/vector-add.mlir --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_80 '
               'cubin-format=isa" | gpuopt-runner -e main --entry-point-result=void --device=cpu')
    r = run(command, env)
    said = ("error: mgpuModuleLoadJIT failed: CUDA_ERROR_NOT_SUPPORTED (the kernel module is "
            "PTX; the cpu device runs LLVM bitcode: lower the kernels with "
            '--gpu-lower-to-nvvm-pipeline="cubin-format=llvm" (or '
            "--gpu-module-to-binary=format=llvm), give gpuopt-runner the module before the "
            "lowering (it lowers the kernels for the cpu device itself), or run with "
            "--device=cuda)")
    assert r.returncode == 1 and said in r.stderr and r.stdout == ""
    assert said in " ".join(GUIDE.read_text().split())


def test_default_chip_refused_by_a_new_ptxas_with_a_hint(env):
    """LLVM 19's defaults (sm_50, fatbin) with a ptxas that no longer knows sm_50: the error the
    guide shows, exit 1, nothing on stdout."""
    r = run("gpuopt examples/vector-add.mlir --gpu-lower-to-nvvm-pipeline", env)
    assert r.returncode == 1 and not r.stdout
    shown = re.search(r"```text\n(.*?)```", GUIDE.read_text(), re.DOTALL)[1]
    for line in shown.splitlines():
        line = re.sub(r"\(\S*/ptxas\)", "(PTXAS)", line)
        assert line in re.sub(r"\(\S*/ptxas\)", "(PTXAS)", r.stderr), line
