"""tools/bench --runner: its command lines, the skipped and failed paths of the CPU device cases,
the budgets, and tools/bench_cpu_device.py --json on a tiny input, so that the runner's speed
cases cannot rot (no timing is checked here: budgets live in the benchmark)."""
import importlib.machinery
import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_loader = importlib.machinery.SourceFileLoader("bench", str(ROOT / "tools" / "bench"))
_spec = importlib.util.spec_from_loader("bench", _loader)
bench = importlib.util.module_from_spec(_spec)
_loader.exec_module(bench)


def _args(monkeypatch, tmp_path, *argv):
    monkeypatch.setattr(sys, "argv", ["bench", "--work", str(tmp_path), *argv])
    return bench.parse_args()


def test_dry_run_prints_the_runner_commands(tmp_path):
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "bench"), "--runner",
                           "--dry-run", "--runs", "2", "--work", str(tmp_path)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "bench_cpu_device.py --n 16777216 --repeat 2 --json" in proc.stdout
    assert "vector-add.mlir -e main --entry-point-result=void --device=cpu" in proc.stdout


def test_runner_commands(monkeypatch, tmp_path):
    a = _args(monkeypatch, tmp_path, "--runner", "--runner-n", "4096", "--gpuopt-runner",
              "my-runner -O0")
    cmds = bench.runner_commands(a)
    assert cmds["cpu-device"][-5:] == ["--n", "4096", "--repeat", "5", "--json"]
    assert cmds["gpuopt-runner"][:2] == ["my-runner", "-O0"]
    assert cmds["gpuopt-runner"][-4:] == bench.RUNNER_ARGS


def test_device_cases_skipped_without_numpy(monkeypatch, tmp_path):
    a = _args(monkeypatch, tmp_path, "--runner")
    fake = [sys.executable, "-c", "print('{\"skipped\": \"numpy is not installed\"}')"]
    results = bench.device_cases(a, {}, fake)
    assert [r.case for r in results] == ["vector-add", "vector-add", "block-reduction barriers",
                                         "block-reduction barrier-free"]
    assert all(r.skipped and not r.ok for r in results)
    assert "| skipped: numpy is not installed |" in bench.table(results)
    assert {c["status"] for c in bench.budgets(results)} == {"n/a"}


def test_device_cases_report_a_crash(monkeypatch, tmp_path):
    a = _args(monkeypatch, tmp_path, "--runner")
    fake = [sys.executable, "-c", "import sys; sys.exit('LLVM ERROR: boom')"]
    results = bench.device_cases(a, {}, fake)
    assert all(not r.skipped and r.error == "exit 1: LLVM ERROR: boom" for r in results)
    assert "FAILED: exit 1: LLVM ERROR: boom" in bench.table(results)


def test_runner_budgets():
    def result(tool, case, times):
        r = bench.Result(tool, case, "16M f32", 1 << 24)
        r.times = times
        return r
    results = [result("cpu-device", "vector-add", [0.013]), result("numpy", "vector-add", [0.01]),
               result("cpu-device", "block-reduction barriers", [0.04]),
               result("cpu-device", "block-reduction barrier-free", [0.01]),
               result("gpuopt-runner", "runner-first", [1.0]),
               result("gpuopt-runner", "runner-cached", [0.6])]
    got = {c["budget"]: (round(c["value"], 3), c["status"]) for c in bench.budgets(results)}
    assert got == {
        "CPU device vector-add 16M f32: device/numpy": (1.3, "MISSED"),
        "CPU device block-reduction 16M f32: barriers/barrier-free": (4.0, "MISSED"),
        "gpuopt-runner vector-add end to end, first run, empty cache": (1.0, "ok"),
        "gpuopt-runner vector-add end to end, cached run": (0.6, "MISSED")}


def test_bench_cpu_device_json_tiny():
    pytest.importorskip("numpy")
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "bench_cpu_device.py"), "--n",
                           "4096", "--repeat", "1", "--json"], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout.splitlines()[-1])
    assert set(data) == {"compile+load vadd", *bench.DEVICE_CASES}
    assert all(len(data[k]) == 1 for k in bench.DEVICE_CASES)
