// RUN: gpuopt %s --split-input-file --verify-diagnostics

// Errors of the subgroup matrix ops and of !gpu.mma_matrix, with mlir-opt-19's wording.

func.func @f(%a: memref<32x32xf64>, %i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_load_matrix' op operand #0 must be memref of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or vector of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float values of ranks 1 values, but got 'memref<32x32xf64>'}}
  %A = gpu.subgroup_mma_load_matrix %a[%i, %i] {leadDimension = 32 : index} : memref<32x32xf64> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @f(%a: memref<32x32xf16>, %i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_load_matrix' op result #0 must be MMAMatrix type, but got 'f16'}}
  %A = gpu.subgroup_mma_load_matrix %a[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16> -> f16
  return
}

// -----

func.func @f(%a: memref<32x32xf16, strided<[1, 32]>>, %i: index) {
  // expected-error@+1 {{expected source memref most minor dim must have unit stride}}
  %A = gpu.subgroup_mma_load_matrix %a[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, strided<[1, 32]>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @f(%a: memref<32x32xf16>, %i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_load_matrix' op requires attribute 'leadDimension'}}
  %A = gpu.subgroup_mma_load_matrix %a[%i, %i] : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @f(%a: memref<32x32xf16>, %i: index, %m: !gpu.mma_matrix<16x16xf16, "AOp">) {
  // expected-error@+1 {{expected the operand matrix being stored to have 'COp' operand type}}
  gpu.subgroup_mma_store_matrix %m, %a[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "AOp">, memref<32x32xf16>
  return
}

// -----

func.func @f(%a: memref<32x32xf16, strided<[1, 32]>>, %i: index, %m: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+1 {{expected destination memref most minor dim must have unit stride}}
  gpu.subgroup_mma_store_matrix %m, %a[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, strided<[1, 32]>>
  return
}

// -----

func.func @f(%a: !gpu.mma_matrix<16x16xf16, "BOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf32, "COp">) {
  // expected-error@+1 {{operands must be in the order AOp, BOp, COp}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @f(%a: !gpu.mma_matrix<16x8xf16, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf32, "COp">) {
  // expected-error@+1 {{operand shapes do not satisfy matmul constraints}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x8xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @f(%g: f16) {
  // expected-error@+1 {{use of value '%g' expects different type than prior uses: 'f32' vs 'f16'}}
  %K = gpu.subgroup_mma_constant_matrix %g : !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @f(%a: !gpu.mma_matrix<16x16xf32, "COp">) {
  // expected-error@+2 {{custom op 'gpu.subgroup_mma_elementwise' expected ::mlir::gpu::MMAElementwiseOp to be one of: addf, mulf, subf, maxf, minf, divf, addi, muli, subi, divs, divu, negatef, negates, extf}}
  // expected-error@+1 {{custom op 'gpu.subgroup_mma_elementwise' failed to parse MMAElementWiseAttr parameter 'value' which is to be a `::mlir::gpu::MMAElementwiseOp`}}
  %E = gpu.subgroup_mma_elementwise foo %a : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'gpu.subgroup_mma_elementwise' op operand #0 must be variadic of MMAMatrix type, but got 'f32'}}
  %E = gpu.subgroup_mma_elementwise addf %a : (f32) -> f32
  return
}

// -----

func.func @f(%a: !gpu.mma_matrix<16x16xf16, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf32, "COp">) {
  // expected-error@+1 {{'gpu.subgroup_mma_compute' op failed to verify that all of {opC, res} have same type}}
  %d = "gpu.subgroup_mma_compute"(%a, %b, %c) : (!gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

// expected-error@+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, or F32}}
func.func @f(%a: !gpu.mma_matrix<16x16xi8, "AOp">) { return }

// -----

// expected-error@+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, or F32}}
func.func @f(%a: !gpu.mma_matrix<16x16xf64, "AOp">) { return }

// -----

// expected-error@+1 {{MMAMatrixType must have exactly two dimensions}}
func.func @f(%a: !gpu.mma_matrix<16xf16, "AOp">) { return }

// -----

// expected-error@+1 {{MMAMatrixType must have exactly two dimensions}}
func.func @f(%a: !gpu.mma_matrix<16x16x16xf16, "AOp">) { return }

// -----

// expected-error@+1 {{operand expected to be one of AOp, BOp or COp}}
func.func @f(%a: !gpu.mma_matrix<16x16xf16, "DOp">) { return }
