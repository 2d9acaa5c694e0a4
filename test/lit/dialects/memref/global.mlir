// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// memref.global (visibility, constant, initial values, uninitialized,
// alignment) and memref.get_global, which names no result.

// CHECK:module {
// CHECK-LABEL:  memref.global "private" constant @table : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
// CHECK-LABEL:  memref.global @state : memref<2xi32> = uninitialized
memref.global @state : memref<2xi32> = uninitialized
// CHECK-LABEL:  memref.global "private" @decl : memref<8xf32, 3>
memref.global "private" @decl : memref<8xf32, 3>
// CHECK-LABEL:  memref.global @splat : memref<4x4xi8> = dense<0> {alignment = 64 : i64}
memref.global @splat : memref<4x4xi8> = dense<0> {alignment = 64}
// CHECK-LABEL:  memref.global "nested" constant @scalar : memref<f64> = dense<2.500000e+00>
memref.global "nested" constant @scalar : memref<f64> = dense<2.5>

// CHECK-LABEL:  func.func @use() -> f32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0 = memref.get_global @table : memref<4xf32>
// CHECK-NEXT:    %1 = memref.get_global @state : memref<2xi32>
// CHECK-NEXT:    %2 = memref.load %0[%c0] : memref<4xf32>
// CHECK-NEXT:    return %2 : f32
// CHECK-NEXT:  }
func.func @use() -> f32 {
  %c0 = arith.constant 0 : index
  %t = memref.get_global @table : memref<4xf32>
  %s = memref.get_global @state : memref<2xi32>
  %v = memref.load %t[%c0] : memref<4xf32>
  return %v : f32
}
// CHECK-NEXT:}

// GENERIC:  "memref.global"() <{constant, initial_value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>, sym_name = "table", sym_visibility = "private", type = memref<4xf32>}> : () -> ()
// GENERIC-NEXT:  "memref.global"() <{initial_value, sym_name = "state", type = memref<2xi32>}> : () -> ()
// GENERIC-NEXT:  "memref.global"() <{sym_name = "decl", sym_visibility = "private", type = memref<8xf32, 3>}> : () -> ()
// GENERIC-NEXT:  "memref.global"() <{alignment = 64 : i64, initial_value = dense<0> : tensor<4x4xi8>, sym_name = "splat", type = memref<4x4xi8>}> : () -> ()
// GENERIC-NEXT:  "memref.global"() <{constant, initial_value = dense<2.500000e+00> : tensor<f64>, sym_name = "scalar", sym_visibility = "nested", type = memref<f64>}> : () -> ()
// GENERIC:    %1 = "memref.get_global"() <{name = @table}> : () -> memref<4xf32>
// GENERIC-NEXT:    %2 = "memref.get_global"() <{name = @state}> : () -> memref<2xi32>
