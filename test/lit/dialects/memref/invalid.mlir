// RUN: gpuopt %s --split-input-file --verify-diagnostics

func.func @load_indices(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.load %m[%i] : memref<4x4xf32> // expected-error {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  return
}

// -----

func.func @store_indices(%m: memref<4xf32>, %i: index, %v: f32) {
  memref.store %v, %m[%i, %i] : memref<4xf32> // expected-error {{'memref.store' op store index operand count not equal to memref rank}}
  return
}

// -----

func.func @alloc_dyn(%n: index) {
  %0 = memref.alloc(%n) : memref<4xf32> // expected-error {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  return
}

// -----

func.func @alloc_missing_dyn() {
  %0 = memref.alloc() : memref<?xf32> // expected-error {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  return
}

// -----

func.func @cast_shape(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<8xf32> // expected-error {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<8xf32>' are cast incompatible}}
  return
}

// -----

func.func @cast_elem(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32> // expected-error {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  return
}

// -----

func.func @get_global_undefined() {
  %0 = memref.get_global @nope : memref<2xf32> // expected-error {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  return
}

// -----

memref.global "private" @g : memref<2xf32>
func.func @get_global_type() {
  %0 = memref.get_global @g : memref<3xf32> // expected-error {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @g}}
  return
}

// -----

func.func @alloca_dyn(%n: index) {
  %0 = memref.alloca(%n, %n) : memref<?xf32> // expected-error {{'memref.alloca' op dimension operand count does not equal memref dynamic dimension count}}
  return
}

// -----

func.func @dim_index(%m: memref<4xf32>, %i: index) {
  %0 = "memref.dim"(%m, %i) : (memref<4xf32>, index) -> i32 // expected-error {{'memref.dim' op result #0 must be index, but got 'i32'}}
  return
}

// -----

func.func @load_type(%m: memref<4xf32>, %i: index) {
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> i32 // expected-error {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  return
}

// -----

func.func @store_type(%m: memref<4xf32>, %i: index, %v: i32) {
  "memref.store"(%v, %m, %i) : (i32, memref<4xf32>, index) -> () // expected-error {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  return
}

// -----

func.func @dealloc_type(%v: f32) {
  "memref.dealloc"(%v) : (f32) -> () // expected-error {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  return
}

// -----

func.func @cast_space(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, 3> // expected-error {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, 3>' are cast incompatible}}
  return
}
