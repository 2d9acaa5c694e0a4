// Issue 20's bug 1 brought back through the planted-bug switch (GPUOPT_FAULT=join-first-event:
// the join records its event after the first of the two launches on the forked stream), run
// on fork-join-implicit.mlir's program. Each of the three detectors catches it:
// translation validation, in the lowering the runner makes (on in the tests):
// RUN: env GPUOPT_FAULT=join-first-event not gpuopt-runner %S/fork-join-implicit.mlir -e main --entry-point-result=void --device=cpu 2>&1 | FileCheck %s --check-prefix=VALIDATE
// VALIDATE: fork-join-implicit.mlir:37:11: error: internal error: --convert-gpu-to-llvm's output does not order 'gpu.launch_func' at {{.*}}fork-join-implicit.mlir:35:10 before 'gpu.memcpy' at {{.*}}fork-join-implicit.mlir:37:11
// the race detector, with the validation off:
// RUN: env GPUOPT_FAULT=join-first-event GPUOPT_CHECK_ORDERING=0 not gpuopt-runner %S/fork-join-implicit.mlir -e main --entry-point-result=void --device=cpu --cpu-check-races 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: race on the 16-byte device allocation created at {{.*}}fork-join-implicit.mlir:{{[0-9]+}}:15 (mgpuMemAlloc in @main): a read by mgpuMemcpy at {{.*}}:37:11 is not ordered with a write by mgpuLaunchKernel at {{.*}}:35:10 (@right)
// and the deferred schedule, which prints wrong data:
// RUN: env GPUOPT_FAULT=join-first-event GPUOPT_CHECK_ORDERING=0 gpuopt-runner %S/fork-join-implicit.mlir -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred 2>&1 | FileCheck %s --check-prefix=WRONG
// WRONG: [1,  0,  0,  0]
