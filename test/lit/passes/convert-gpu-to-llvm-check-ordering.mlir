// Translation validation (check-ordering, gpuopt/passes/stream_check.py): the pass executes its
// input and its output abstractly on every path (an implicit fork and join, two streams joined
// by one op, a token carried through scf.for, cf block arguments, an scf.if result) and
// proves each token edge is enforced. Its own output passes; each planted bug below (one call
// erased from the output, GPUOPT_FAULT) is an internal error naming both operations.
// RUN: gpuopt %S/Inputs/check-ordering.mlir --convert-gpu-to-llvm=check-ordering=1 -o /dev/null
// RUN: env GPUOPT_CHECK_ORDERING=verbose gpuopt %S/Inputs/check-ordering.mlir --convert-gpu-to-llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// STATS: check-ordering: 4 functions, 8 paths, 8 compared, 34 required orderings checked

// The join after an implicit fork recording its event after the first op only (issue 20's bug 1):
// RUN: env GPUOPT_FAULT=join-first-event not gpuopt %S/Inputs/check-ordering.mlir --convert-gpu-to-llvm=check-ordering=1 -o /dev/null 2>&1 | FileCheck %s --check-prefix=JOIN
// JOIN: check-ordering.mlir:9:10: error: internal error: --convert-gpu-to-llvm's output does not order 'gpu.memset' at {{.*}}check-ordering.mlir:7:10 before 'gpu.memset' at {{.*}}check-ordering.mlir:9:10, which depends on it through its async tokens (check-ordering)
// JOIN-NEXT: %k = gpu.memset async [%j]
// JOIN-NEXT: ^

// The second stream's event not waited for (the op with two dependencies, @two_streams):
// RUN: env GPUOPT_FAULT=drop:mgpuStreamWaitEvent:1 not gpuopt %S/Inputs/check-ordering.mlir --convert-gpu-to-llvm=check-ordering=1 -o /dev/null 2>&1 | FileCheck %s --check-prefix=WAIT
// WAIT: check-ordering.mlir:18:10: error: internal error: {{.*}} does not order 'gpu.memset' at {{.*}}:17:10 before 'gpu.memset' at {{.*}}:18:10

// Inside the loop: the side stream's event never recorded (the wait then orders nothing):
// RUN: env GPUOPT_FAULT=drop:mgpuEventRecord:2 not gpuopt %S/Inputs/check-ordering.mlir --convert-gpu-to-llvm=check-ordering=1 -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOOP
// LOOP: check-ordering.mlir:30:12: error: internal error: {{.*}} does not order 'gpu.memset' at {{.*}}:29:12 before 'gpu.memset' at {{.*}}:30:12

// Through a cf block argument:
// RUN: env GPUOPT_FAULT=drop:mgpuStreamWaitEvent:3 not gpuopt %S/Inputs/check-ordering.mlir --convert-gpu-to-llvm=check-ordering=1 -o /dev/null 2>&1 | FileCheck %s --check-prefix=BRANCH
// BRANCH: check-ordering.mlir:42:10: error: internal error: {{.*}} does not order 'gpu.memset' at {{.*}}:38:10 before 'gpu.memset' at {{.*}}:42:10

// A host wait that does not synchronize (the scf.if result's stream, on the else path):
// RUN: env GPUOPT_FAULT=drop:mgpuStreamSynchronize:4 not gpuopt %S/Inputs/check-ordering.mlir --convert-gpu-to-llvm=check-ordering=1 -o /dev/null 2>&1 | FileCheck %s --check-prefix=HOST
// HOST: check-ordering.mlir:52:5: error: internal error: --convert-gpu-to-llvm's output does not make 'gpu.memset' at {{.*}}:38:10 complete before the host continues after 'gpu.wait' at {{.*}}:52:5 (check-ordering)
