#!/usr/bin/env bash
# The CUDA device on a GPU machine, as one short script (well under 4 minutes): every
# test/lit/runtime/cpu/e2e-*.mlir program and examples/vector-add.mlir runs with --device=cuda
# and with --device=cpu; the CUDA run must exit 0, its output must pass the program's CHECK
# lines (when FileCheck is there) and equal the cpu device's (lines with base@ addresses left
# out; the same lines in another order, as printf from many threads may give, is reported as
# such); a program lit marks XFAIL is reported, not counted as a failure. Then lit on
# test/lit/runtime/cuda when lit is there. Exit 0 when nothing failed.
#
# Runs from the checkout, installed or not: PYTHONPATH=$PWD, `python -m gpuopt.runtime.runner`
# (the GPU machine has no registry access: nothing is installed here). Needs lark and llvmlite,
# and pycuda or NVIDIA's cuda-bindings; says what is missing and exits 1 without a usable GPU.
# Usage: tools/cuda-check.sh [python]   (default: python3.12 if present, else python3)
# CUDA_CHECK_DEVICE=cpu dry-runs the comparisons without a GPU (cpu against cpu, no probe).
#
# Wheels in .whl/ (ignored by git, so `run` can carry it) are installed first, into a folder
# of their own ahead of the machine's packages: the GPU machine's image has no lark, and its
# llvmlite is numba's. Fetch them here for its Python 3.12 (about 57 MiB, llvmlite's wheel):
#   python3 -m pip download --no-deps --only-binary=:all: --python-version 3.12 \
#     --implementation cp --platform manylinux_2_28_x86_64 --platform manylinux_2_27_x86_64 \
#     --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 -d .whl \
#     llvmlite==0.50.0 lark filecheck lit
# then `run` with carry [".whl"]: bash tools/cuda-check.sh python3 (timeout 300).
set -u
cd "$(dirname "$0")/.."
PY=${1:-$(command -v python3.12 || command -v python3)}
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
if ls .whl/*.whl > /dev/null 2>&1; then
  SITE=$(mktemp -d)
  PIP_ROOT_USER_ACTION=ignore "$PY" -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target "$SITE" \
    .whl/*.whl || { echo "cuda-check: cannot install the wheels of .whl/"; exit 1; }
  export PYTHONPATH=$PWD:$SITE${PYTHONPATH#"$PWD"}
  echo "cuda-check: installed $(ls .whl | tr '\n' ' ')"
fi
OUT=$(mktemp -d)
trap 'rm -rf "$OUT" ${SITE:+"$SITE"}' EXIT

echo "cuda-check: $("$PY" --version 2>&1) ($PY)"
missing=""
for mod in lark llvmlite; do
  "$PY" -c "import $mod" 2>/dev/null || missing="$missing $mod"
done
if [ -n "$missing" ]; then
  echo "cuda-check: cannot run gpuopt: missing Python packages:$missing"; exit 1
fi
DEV=${CUDA_CHECK_DEVICE:-cuda}
if [ "$DEV" != cuda ]; then
  echo "cuda-check: dry run on --device=$DEV"
elif ! probe=$("$PY" -c 'from gpuopt.runtime.cuda import CudaDevice; print(CudaDevice.available())' 2>&1); then
  echo "cuda-check: no usable GPU: ${probe##*CudaUnavailable: }"; exit 1
else
  echo "cuda-check: the cuda device opens (back end: $probe)"
fi
FILECHECK=$(command -v FileCheck || command -v filecheck || true)
[ -z "$FILECHECK" ] && "$PY" -c "import filecheck" 2>/dev/null && FILECHECK="$PY -m filecheck"
[ -z "$FILECHECK" ] && echo "cuda-check: no FileCheck/filecheck: comparing with the cpu device only"

run() {  # run FILE DEVICE -> $OUT/NAME.DEVICE (stdout and stderr), exit status echoed
  timeout 60 "$PY" -m gpuopt.runtime.runner "$1" -e main --entry-point-result=void \
    --device="$2" --fail-on-leak > "$OUT/$(basename "$1").$2" 2>&1
  echo $?
}

pass=0; fail=0; xfail=0; start=$SECONDS
for f in test/lit/runtime/cpu/e2e-*.mlir examples/vector-add.mlir; do
  name=$(basename "$f")
  rc=$(run "$f" "$DEV")
  cp "$OUT/$name.$DEV" "$OUT/$name.first"
  run "$f" cpu > /dev/null
  got=$OUT/$name.first; ref=$OUT/$name.cpu
  verdict=ok
  if [ "$rc" != 0 ]; then
    verdict="FAIL (exit $rc)"
  elif [ -n "$FILECHECK" ] && [ "$f" != examples/vector-add.mlir ] && \
       ! $FILECHECK "$f" < "$got" > "$OUT/$name.fc" 2>&1; then
    verdict="FAIL (CHECK lines)"
  elif ! cmp -s <(grep -v base@ "$got") <(grep -v base@ "$ref"); then
    if cmp -s <(grep -v base@ "$got" | sort) <(grep -v base@ "$ref" | sort); then
      verdict="ok (the cpu device's lines in another order)"
    else
      verdict="FAIL (differs from the cpu device)"
    fi
  fi
  if grep -q "XFAIL:" "$f"; then  # lit expects it to fail on the cpu device too
    case $verdict in
      ok*) verdict="ok (XFAIL in lit: passes here)" ;;
      *) verdict="xfail, as in lit: $verdict" ;;
    esac
  fi
  echo "  $name: $verdict"
  case $verdict in
    ok*) pass=$((pass + 1)) ;;
    xfail*) xfail=$((xfail + 1)) ;;
    *) fail=$((fail + 1))
       echo "    --- cuda:"; head -20 "$got" | sed 's/^/    /'
       [ -s "$OUT/$name.fc" ] && { echo "    --- FileCheck:"; head -10 "$OUT/$name.fc" | sed 's/^/    /'; }
       echo "    --- cpu:"; head -20 "$ref" | sed 's/^/    /' ;;
  esac
done
echo "cuda-check: e2e programs: $pass passed, $fail failed, $xfail expected failures ($((SECONDS - start)) s)"

if [ "$DEV" = cuda ] && "$PY" -c "import lit" 2>/dev/null && [ -n "$FILECHECK" ]; then
  "$PY" -c "import sys, lit.main; sys.argv[0] = 'lit'; lit.main.main()" -q test/lit/runtime/cuda \
    || fail=$((fail + 1))
elif [ "$DEV" = cuda ]; then
  echo "cuda-check: lit or filecheck missing: test/lit/runtime/cuda not run"
fi
[ "$fail" = 0 ]
