// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines

// A leading `0x` before a float type is a zero dimension, not a hex integer; hex integers
// elsewhere (constants, dense elements) stay integers.

// CHECK:module {
// CHECK-NEXT:  func.func private @zero_leading(memref<0xf32>, tensor<0xbf16>, tensor<0xf16>, memref<0xf64, 1>, tensor<0x0xf128>, tensor<0xf80>, memref<0xf32, strided<[1]>>, tensor<0x?xf32>)
func.func private @zero_leading(memref<0xf32>, tensor<0xbf16>, tensor<0xf16>, memref<0xf64, 1>, tensor<0x0xf128>, tensor<0xf80>, memref<0xf32, strided<[1]>>, tensor<0x?xf32>)
// CHECK-NEXT:  func.func @hex_integers() -> (i32, tensor<i32>, tensor<2xi32>) {
// CHECK-NEXT:    %c3890_i32 = arith.constant 3890 : i32
// CHECK-NEXT:    %cst = arith.constant dense<3890> : tensor<i32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[3890, 48918]> : tensor<2xi32>
// CHECK-NEXT:    return %c3890_i32, %cst, %cst_0 : i32, tensor<i32>, tensor<2xi32>
// CHECK-NEXT:  }
func.func @hex_integers() -> (i32, tensor<i32>, tensor<2xi32>) {
  %0 = arith.constant 0xf32 : i32
  %1 = arith.constant dense<0xf32> : tensor<i32>
  %2 = arith.constant dense<[0xf32, 0xbf16]> : tensor<2xi32>
  return %0, %1, %2 : i32, tensor<i32>, tensor<2xi32>
}
// CHECK-NEXT:  func.func @empty_dense() -> (tensor<1x0xi8>, tensor<0xf32>) {
// CHECK-NEXT:    %cst = arith.constant dense<> : tensor<1x0xi8>
// CHECK-NEXT:    %cst_0 = arith.constant dense<> : tensor<0xf32>
func.func @empty_dense() -> (tensor<1x0xi8>, tensor<0xf32>) {
  %0 = arith.constant dense<[[]]> : tensor<1x0xi8>
  %1 = arith.constant dense<[]> : tensor<0xf32>
  return %0, %1 : tensor<1x0xi8>, tensor<0xf32>
}
