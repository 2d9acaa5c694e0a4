// RUN: gpuopt %s --split-input-file --verify-diagnostics
// mlir-opt-19's words for a list or dictionary that does not go on or end where it should,
// and for a body the file ends in, placed where it places them: at the end of the text
// before the bad token (test/unit/test_invalid_differential.py compares them).

// A float needs a dot: `1e-7` is `1` then `e`.
// expected-error@+1 {{expected '}' in attribute dictionary}}
func.func private @f() attributes {v = 1e-7 : f32}

// -----

func.func @f() {
  // expected-error@+1 {{custom op 'e' is unknown (tried 'func.e' as well)}}
  %0 = arith.constant 1e-7 : f32
  return
}

// -----

// expected-error@+1 {{expected '}' in attribute dictionary}}
func.func private @f() attributes {v = [1, 2] x}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{expected '}' in attribute dictionary}}
  %0 = arith.addi %a, %a {v = 1 : i32 x} : i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected '>'}}
  %0 = arith.constant dense<1e-7> : tensor<f32>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected ']'}}
  %0 = arith.constant dense<[[1], [2 x]]> : tensor<2x1xi32>
  return
}

// -----

// expected-error@+1 {{expected ',' or ']'}}
func.func private @f() attributes {v = [[1], [2 x]]}

// -----

// expected-error@+1 {{expected '>' to close an array attribute}}
func.func private @f() attributes {v = array<i32: 1 x>}

// -----

// A keyword that names no case of an enum: an EnumAttr's parser gives two errors, the
// second at the token after the keyword.
func.func @f(%x: f32, %o: i32, %w: i32) {
  // expected-error@+2 {{custom op 'gpu.shuffle' expected ::mlir::gpu::ShuffleMode to be one of: xor, up, down, idx}}
  // expected-error@+1 {{custom op 'gpu.shuffle' failed to parse GPU_ShuffleModeAttr parameter 'value' which is to be a `::mlir::gpu::ShuffleMode`}}
  %r, %v = gpu.shuffle foo %x, %o, %w : f32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{custom op 'gpu.thread_id' expected ::mlir::gpu::Dimension to be one of: x, y, z}}
  %0 = gpu.thread_id w
  // expected-error@+1 {{custom op 'gpu.thread_id' failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`}}
  return
}

// -----

llvm.func @f(%a: i32, %b: f32) {
  // expected-error@+2 {{custom op 'nvvm.shfl.sync' expected ::mlir::NVVM::ShflKind to be one of: bfly, up, down, idx}}
  // expected-error@+1 {{custom op 'nvvm.shfl.sync' failed to parse ShflKindAttr parameter 'value' which is to be a `::mlir::NVVM::ShflKind`}}
  %0 = nvvm.shfl.sync foo %a, %b, %a, %a : f32 -> f32
  llvm.return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{custom op 'gpu.all_reduce' invalid op kind}}
  %0 = gpu.all_reduce foo %a {} : (f32) -> f32
  return
}

// -----

// Integer enums (I64EnumAttr) give one error, listing their cases.
func.func @f(%a: f32) {
  // expected-error@+1 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf foo, %a, %a : f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{custom op 'llvm.load' expected string or keyword containing one of the following enum values for attribute 'ordering' [not_atomic, unordered, monotonic, acquire, release, acq_rel, seq_cst]}}
  %0 = llvm.load %p atomic foo {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

// The parameters of a builtin type that do not end: mlir-opt-19 names the type.
// expected-error@+1 {{expected '>' in tensor type}}
func.func private @f(%a: tensor<4xi32, 1, 2>)

// -----

// expected-error@+1 {{expected '>' in vector type}}
func.func private @f(%a: vector<4xf32 x>)

// -----

// expected-error@+1 {{expected '>' in complex type}}
func.func private @f(%a: complex<f32, 1>)

// -----

// expected-error@+1 {{expected '>' in tuple type}}
func.func private @f(%a: tuple<i32 x>)

// -----

// expected-error@+1 {{expected ',' or '>' in memref type}}
func.func private @f(%a: memref<4xvector<4xf32> x>)

// -----

// expected-error@+1 {{expected ',' or '>'}}
func.func private @f(%a: memref<4xf32, strided<[1]>, 1 x>)

// -----

// A function body the file ends in: the next op's name is missing, at the end of the text.
func.func @f(%c: i1) {
  scf.if %c {
    %0 = arith.constant 1 : i32
    // expected-error@+1 {{expected operation name in quotes}}
    scf.yield

// -----

func.func @f() {
  // a dotted op name is looked up in its dialect only (no `tried 'func.…'`)
  // expected-error@+2 {{Dialect `foo' not found for custom op 'foo.bar' }}
  // expected-note@+1 {{Registered dialects: acc, affine, amdgpu, amx, arith, arm_neon, arm_sme, arm_sve, async, bufferization, builtin, cf, complex, dlti, emitc, func, gpu, index, irdl, linalg, llvm, math, memref, mesh, ml_program, mpi, nvgpu, nvvm, omp, pdl, pdl_interp, polynomial, ptr, quant, rocdl, scf, shape, sparse_tensor, spirv, tensor, test, test_dyn, tosa, transform, ub, vector, x86vector, xegpu ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management}}
  %0 = foo.bar : i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{custom op 'arith.bogus' is unknown}}
  %0 = arith.bogus : i32
  return
}
