// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// gpu.wait in all its forms and !gpu.async.token values.  A sync gpu.wait
// without operands prints a trailing space.

// CHECK:module {
// CHECK-LABEL:  func.func @forms(%arg0: !gpu.async.token) -> !gpu.async.token {
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %1 = gpu.wait async [%0]
// CHECK-NEXT:    %2 = gpu.wait async [%0, %1, %arg0]
// CHECK-NEXT:    gpu.wait [%2]
// CHECK-NEXT:    gpu.wait [%1, %2]
// CHECK-NEXT:    gpu.wait{{ }}
// CHECK-NEXT:    gpu.wait{{ }}
// CHECK-NEXT:    return %2 : !gpu.async.token
// CHECK-NEXT:  }
func.func @forms(%t: !gpu.async.token) -> !gpu.async.token {
  %t0 = gpu.wait async
  %t1 = gpu.wait async [%t0]
  %t2 = gpu.wait async [%t0, %t1, %t]
  gpu.wait [%t2]
  gpu.wait [%t1, %t2]
  gpu.wait
  gpu.wait []
  return %t2 : !gpu.async.token
}

// CHECK-LABEL:  func.func private @pass_token(!gpu.async.token) -> !gpu.async.token
func.func private @pass_token(!gpu.async.token) -> !gpu.async.token

// CHECK-LABEL:  func.func @token_values(%arg0: i1) {
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %1 = call @pass_token(%0) : (!gpu.async.token) -> !gpu.async.token
// CHECK-NEXT:    %2 = scf.if %arg0 -> (!gpu.async.token) {
// CHECK-NEXT:      %3 = gpu.wait async [%1]
// CHECK-NEXT:      scf.yield %3 : !gpu.async.token
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %1 : !gpu.async.token
// CHECK-NEXT:    }
// CHECK-NEXT:    gpu.wait [%2]
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @token_values(%c: i1) {
  %t0 = gpu.wait async
  %t1 = call @pass_token(%t0) : (!gpu.async.token) -> !gpu.async.token
  %t2 = scf.if %c -> (!gpu.async.token) {
    %t3 = gpu.wait async [%t1]
    scf.yield %t3 : !gpu.async.token
  } else {
    scf.yield %t1 : !gpu.async.token
  }
  gpu.wait [%t2]
  return
}
// CHECK-NEXT:}

// GENERIC:    %4 = "gpu.wait"() : () -> !gpu.async.token
// GENERIC-NEXT:    %5 = "gpu.wait"(%4) : (!gpu.async.token) -> !gpu.async.token
// GENERIC-NEXT:    %6 = "gpu.wait"(%4, %5, %arg1) : (!gpu.async.token, !gpu.async.token, !gpu.async.token) -> !gpu.async.token
// GENERIC-NEXT:    "gpu.wait"(%6) : (!gpu.async.token) -> ()
// GENERIC-NEXT:    "gpu.wait"(%5, %6) : (!gpu.async.token, !gpu.async.token) -> ()
// GENERIC-NEXT:    "gpu.wait"() : () -> ()
// GENERIC-NEXT:    "gpu.wait"() : () -> ()
// GENERIC:    %0 = "gpu.wait"() : () -> !gpu.async.token
// GENERIC:      %3 = "gpu.wait"(%1) : (!gpu.async.token) -> !gpu.async.token
// GENERIC:    "gpu.wait"(%2) : (!gpu.async.token) -> ()
