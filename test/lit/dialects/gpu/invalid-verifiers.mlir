// RUN: gpuopt %s --split-input-file --verify-diagnostics

func.func @all_reduce_arg_type(%x: f32) {
// expected-error @+1 {{incorrect region argument type}}
  %0 = gpu.all_reduce %x {
  ^bb0(%a: i32, %b: i32):
    "gpu.yield"(%a) : (i32) -> ()
  } : (f32) -> f32
  return
}

// -----

func.func @all_reduce_op_and_body(%x: f32) {
// expected-error @+1 {{expected either an op attribute or a non-empty body}}
  %0 = gpu.all_reduce add %x {
  ^bb0(%a: f32, %b: f32):
    "gpu.yield"(%a) : (f32) -> ()
  } : (f32) -> f32
  return
}

// -----

func.func @all_reduce_terminator(%x: f32) {
  %0 = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: f32):
// expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    "func.return"() : () -> ()
  } : (f32) -> f32
  return
}

// -----

func.func @all_reduce_yield_count(%x: f32) {
// expected-error @+1 {{expected one gpu.yield operand}}
  %0 = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: f32):
    "gpu.yield"(%a, %b) : (f32, f32) -> ()
  } : (f32) -> f32
  return
}

// -----

func.func @shuffle_same_type(%x: f32, %o: i32, %w: i32) {
// expected-error @+1 {{'gpu.shuffle' op failed to verify that all of {value, shuffleResult} have same type}}
  %0, %1 = "gpu.shuffle"(%x, %o, %w) <{mode = #gpu<shuffle_mode xor>}> : (f32, i32, i32) -> (i32, i1)
  return
}

// -----

func.func @shuffle_offset_type(%x: f32, %o: i64, %w: i32) {
// expected-error @+1 {{'gpu.shuffle' op operand #1 must be 32-bit signless integer, but got 'i64'}}
  %0, %1 = "gpu.shuffle"(%x, %o, %w) <{mode = #gpu<shuffle_mode xor>}> : (f32, i64, i32) -> (f32, i1)
  return
}

// -----

func.func @shuffle_valid_type(%x: f32, %o: i32, %w: i32) {
// expected-error @+1 {{'gpu.shuffle' op result #1 must be 1-bit signless integer, but got 'i32'}}
  %0, %1 = "gpu.shuffle"(%x, %o, %w) <{mode = #gpu<shuffle_mode xor>}> : (f32, i32, i32) -> (f32, i32)
  return
}

// -----

func.func @thread_id_result() {
// expected-error @+1 {{'gpu.thread_id' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> i32
  return
}

// -----

func.func @thread_id_no_dimension() {
// expected-error @+1 {{'gpu.thread_id' op requires attribute 'dimension'}}
  %0 = "gpu.thread_id"() : () -> index
  return
}

// -----

func.func @launch_terminator(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
// expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    "func.return"() : () -> ()
  }
  return
}

// -----

func.func @launch_operand_type(%n: i32) {
// expected-error @+1 {{'gpu.launch' op operand #0 must be index, but got 'i32'}}
  "gpu.launch"(%n, %n, %n, %n, %n, %n) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%a0: index, %a1: index, %a2: index, %a3: index, %a4: index, %a5: index, %a6: index, %a7: index, %a8: index, %a9: index, %a10: index, %a11: index):
    gpu.terminator
  }) : (i32, i32, i32, i32, i32, i32) -> ()
  return
}

// -----

gpu.module @m {
// expected-note @+1 {{return type declared here}}
  gpu.func @func_return_count() -> i32 {
// expected-error @+1 {{'gpu.return' op expected 1 result operands}}
    gpu.return
  }
}

// -----

func.func @memset_type(%m: memref<4xf32>, %v: i32) {
// expected-error @+1 {{'gpu.memset' op failed to verify that all of {dst, value} have same element type}}
  gpu.memset %m, %v : memref<4xf32>, i32
  return
}

// -----

func.func @memcpy_operand(%m: memref<4xf32>, %f: f32) {
// expected-error @+1 {{'gpu.memcpy' op operand #1 must be memref of any type values, but got 'f32'}}
  "gpu.memcpy"(%m, %f) {operandSegmentSizes = array<i32: 0, 1, 1>} : (memref<4xf32>, f32) -> ()
  return
}

// -----

func.func @alloc_symbols(%n: index) {
// expected-error @+1 {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %0 = "gpu.alloc"(%n) {operandSegmentSizes = array<i32: 0, 0, 1>} : (index) -> memref<4xf32>
  return
}

// -----

func.func @alloc_result(%n: index) {
// expected-error @+1 {{'gpu.alloc' op result #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "gpu.alloc"() {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> tensor<4xf32>
  return
}

// -----

func.func @dynamic_shared_memory_static() {
// expected-error @+1 {{'gpu.dynamic_shared_memory' op result memref type must be memref<?xi8, #gpu.address_space<workgroup>>}}
  %0 = gpu.dynamic_shared_memory : memref<4xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @host_register_ranked(%m: memref<4xf32>) {
// expected-error @+1 {{'gpu.host_register' op operand #0 must be unranked.memref of any type values, but got 'memref<4xf32>'}}
  "gpu.host_register"(%m) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @wait_result(%t: !gpu.async.token) {
// expected-error @+1 {{'gpu.wait' op result #0 must be async token type, but got 'i32'}}
  %0 = "gpu.wait"(%t) : (!gpu.async.token) -> i32
  return
}

// -----

func.func @barrier_operand(%x: i32) {
// expected-error @+1 {{'gpu.barrier' op requires zero operands}}
  "gpu.barrier"(%x) : (i32) -> ()
  return
}

// -----

func.func @terminator_not_last(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
// expected-error @+1 {{'gpu.terminator' op must be the last operation in the parent block}}
    "gpu.terminator"() : () -> ()
    %c = arith.constant 0 : index
  }
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @mma_constant_type(%f: f32) {
// expected-error @+1 {{use of value '%f' expects different type than prior uses: 'f16' vs 'f32'}}
  %0 = gpu.subgroup_mma_constant_matrix %f : !gpu.mma_matrix<16x16xf16, "COp">
  return
}
