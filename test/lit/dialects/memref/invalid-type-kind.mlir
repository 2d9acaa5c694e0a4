// RUN: gpuopt %s --split-input-file --verify-diagnostics

// A custom form's type of the wrong kind for an operand whose constraint has a C++ type class
// (memref types here): 'invalid kind of type specified' at that type, as mlir-opt-19 says.

func.func @a(%m: memref<f32>) {
// expected-error @+1 {{custom op 'memref.load' invalid kind of type specified}}
  %0 = memref.load %m[] : i32
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @b(%m: memref<4xf32>) {
// expected-error @+1 {{use of value '%m' expects different type than prior uses: 'i32' vs 'memref<4xf32>'}}
  %0 = memref.dim %m, %m : i32
  return
}

// -----

func.func @c(%v: f32) {
// expected-error @+1 {{custom op 'memref.cast' invalid kind of type specified}}
  %0 = memref.cast %v : f32 to memref<4xf32>
  return
}

// -----

func.func @d(%m: memref<4xf32>) {
// expected-error @+1 {{custom op 'memref.dealloc' invalid kind of type specified}}
  memref.dealloc %m : f32
  return
}

// -----

func.func @e(%m: memref<4xf32>, %v: f32, %i: index) {
// expected-error @+1 {{custom op 'memref.store' invalid kind of type specified}}
  memref.store %v, %m[%i] : f32
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
// expected-error @+1 {{custom op 'memref.alloc' invalid kind of type specified}}
  %0 = memref.alloc() : f32
  return
}

// -----

func.func @g(%m: memref<4xf32>) {
// expected-error @+1 {{custom op 'gpu.alloc' invalid kind of type specified}}
  %0 = gpu.alloc () : f32
  return
}

// -----

// expected-note @+1 {{prior use here}}
llvm.func @h(%p: !llvm.ptr) {
// expected-error @+1 {{use of value '%p' expects different type than prior uses: 'i32' vs '!llvm.ptr'}}
  %0 = llvm.load %p : i32 -> f32
  llvm.return
}

// -----

func.func @i(%m: memref<4xf32>) {
// expected-error @+1 {{custom op 'memref.extract_aligned_pointer_as_index' invalid kind of type specified}}
  %0 = memref.extract_aligned_pointer_as_index %m : f32 -> index
  return
}

// -----

func.func @a(%v: f32) {
// expected-error @+1 {{custom op 'memref.rank' invalid kind of type specified}}
  %0 = memref.rank %v : f32
  return
}

// -----

func.func @b(%v: f32, %m: memref<4xf32>) {
// expected-error @+1 {{custom op 'memref.copy' invalid kind of type specified}}
  memref.copy %v, %m : f32 to memref<4xf32>
  return
}

// -----

func.func @c(%v: f32) {
// expected-error @+1 {{custom op 'memref.collapse_shape' invalid kind of type specified}}
  %0 = memref.collapse_shape %v [] : f32 into memref<f32>
  return
}

// -----

func.func @d(%v: f32) {
// expected-error @+1 {{custom op 'memref.assume_alignment' invalid kind of type specified}}
  memref.assume_alignment %v, 16 : f32
  return
}

// -----

func.func @e(%v: f32) {
// expected-error @+1 {{custom op 'memref.memory_space_cast' invalid kind of type specified}}
  %0 = memref.memory_space_cast %v : f32 to memref<4xf32>
  return
}

// -----

func.func @g(%v: f32) {
// expected-error @+1 {{custom op 'memref.subview' invalid kind of type specified}}
  %0 = memref.subview %v[0][1][1] : f32 to memref<1xf32>
  return
}

// -----

func.func @h(%v: f32) {
// expected-error @+1 {{custom op 'gpu.dealloc' invalid kind of type specified}}
  gpu.dealloc %v : f32
  return
}

// -----

func.func @i(%v: f32, %m: memref<4xf32>) {
// expected-error @+1 {{custom op 'gpu.memcpy' invalid kind of type specified}}
  gpu.memcpy %m, %v : memref<4xf32>, f32
  return
}

// -----

func.func @k(%v: f32) {
// expected-error @+1 {{custom op 'memref.expand_shape' invalid kind of type specified}}
  %0 = memref.expand_shape %v [[0]] output_shape [4] : f32 into memref<4xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @m(%v: f32) {
// expected-error @+1 {{use of value '%v' expects different type than prior uses: 'index' vs 'f32'}}
  %0 = memref.dim %v, %v : f32
  return
}
