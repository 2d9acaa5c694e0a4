// RUN: gpuopt %s --split-input-file --verify-diagnostics
// Declared field constraints (operand and result types, attribute kinds, required attributes)
// and the type traits, broken in generic form, one op per chunk, for every dialect; the
// messages are mlir-opt-19's (test/unit/test_invalid_differential.py compares them).

// expected-error@+1 {{'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"builtin.module"() ({}) {sym_name = 7 : i32} : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op attribute 'sym_visibility' failed to satisfy constraint: string attribute}}
"builtin.module"() ({}) {sym_visibility = 1 : i64} : () -> ()

// -----

// expected-error@+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
"builtin.unrealized_conversion_cast"() : () -> ()

// -----

// expected-error@+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{sym_name = "f", function_type = i32}> ({}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> ()}> ({}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op attribute 'sym_visibility' failed to satisfy constraint: string attribute}}
"func.func"() ({}) {sym_name = "f", function_type = () -> (), sym_visibility = 3 : i32} : () -> ()

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  "func.call_indirect"(%a) : (i32) -> ()
  return
}

// -----

func.func @g()
func.func @f() {
  // expected-error@+1 {{'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  "func.call"() {callee = @a::@g} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'func.constant' op attribute 'value' failed to satisfy constraint: flat symbol reference attribute}}
  %0 = "func.constant"() {value = "g"} : () -> (() -> ())
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.addi' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.muli' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.muli"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error@+1 {{'arith.xori' op requires the same type for all operands and results}}
  %0 = "arith.xori"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.addf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.negf' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.negf"(%a) : (f32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.cmpi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (f32, f32) -> i1
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.cmpf' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpf"(%a, %a) <{predicate = 1 : i64}> : (f32, f32) -> i32
  return
}

// -----

func.func @f(%c: i32, %a: f32) {
  // expected-error@+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %a, %a) : (i32, f32, f32) -> f32
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = "arith.extsi"(%a) : (index) -> i64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i64'}}
  %0 = "arith.sitofp"(%a) : (i32) -> i64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = "arith.index_cast"(%a) : (f32) -> index
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sqrt"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.ctpop' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctpop"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f64) {
  // expected-error@+1 {{'math.powf' op requires the same type for all operands and results}}
  %0 = "math.powf"(%a, %b) : (f32, f64) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f32) {
  // expected-error@+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%a, %b) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.fma' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.fma"(%a, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @f(%m: memref<*xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op operand #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %0 = "memref.load"(%m, %i) : (memref<*xf32>, index) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: i32) {
  // expected-error@+1 {{'memref.load' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{'memref.store' op attribute 'nontemporal' failed to satisfy constraint: bool attribute}}
  "memref.store"(%v, %m, %i) {nontemporal = 1 : i32} : (f32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  "memref.dealloc"(%a) : (f32) -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'f32'}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> f32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'memref.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
  %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> {alignment = 8 : i32} : () -> memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: i32) {
  // expected-error@+1 {{'memref.dim' op operand #1 must be index, but got 'i32'}}
  %0 = "memref.dim"(%m, %i) : (memref<4xf32>, i32) -> index
  return
}

// -----

// expected-error@+1 {{'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute}}
"memref.global"() <{sym_name = "g", type = i32}> : () -> ()

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'memref.cast' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  %0 = "memref.cast"(%a) : (f32) -> memref<4xf32>
  return
}

// -----

func.func @f(%c: i32) {
  // expected-error@+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: f32):
    "scf.yield"() : () -> ()
  }) : (f32, f32, f32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'scf.parallel' op operand #0 must be variadic of index, but got 'i32'}}
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: i32):
    "scf.reduce"() : () -> ()
  }) : (i32, i32, i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%a) {msg = "x"} : (i32) -> ()
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error@+1 {{'cf.assert' op attribute 'msg' failed to satisfy constraint: string attribute}}
  "cf.assert"(%a) {msg = 3 : i32} : (i1) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%a) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'async.await' op operand #0 must be async value type or async token type, but got 'f32'}}
  %0 = "async.await"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'async.execute' op operand #0 must be variadic of async value type or async token type, but got 'f32'}}
  %0 = "async.execute"(%a) <{operandSegmentSizes = array<i32: 0, 1>}> ({
    "async.yield"() : () -> ()
  }) : (f32) -> !async.token
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'async.execute' op result #1 must be variadic of async value type, but got 'f32'}}
  %0:2 = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
    "async.yield"() : () -> ()
  }) : () -> (!async.token, f32)
  return
}

// -----

// expected-error@+1 {{'gpu.thread_id' op result #0 must be index, but got 'f32'}}
%0 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> f32

// -----

// expected-error@+1 {{'gpu.block_dim' op requires attribute 'dimension'}}
%0 = "gpu.block_dim"() : () -> index

// -----

// expected-error@+1 {{'gpu.grid_dim' op attribute 'dimension' failed to satisfy constraint: a dimension, either 'x', 'y', or 'z'}}
%0 = "gpu.grid_dim"() {dimension = 1 : i32} : () -> index

// -----

// expected-error@+1 {{'gpu.lane_id' op attribute 'upper_bound' failed to satisfy constraint: index attribute}}
%0 = "gpu.lane_id"() {upper_bound = 4 : i32} : () -> index

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'gpu.wait' op operand #0 must be variadic of async token type, but got 'f32'}}
  "gpu.wait"(%a) : (f32) -> ()
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'gpu.dealloc' op operand #0 must be memref of any type values, but got 'f32'}}
  "gpu.dealloc"(%a) : (f32) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>, %a: f32) {
  // expected-error@+1 {{'gpu.memcpy' op operand #1 must be memref of any type values, but got 'f32'}}
  "gpu.memcpy"(%m, %a) : (memref<4xf32>, f32) -> ()
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'gpu.memset' op operand #0 must be memref of any type values, but got 'f32'}}
  "gpu.memset"(%a, %a) : (f32, f32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'gpu.alloc' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "gpu.alloc"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (i32) -> memref<?xf32>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'gpu.alloc' op result #0 must be memref of any type values, but got 'f32'}}
  %0 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> f32
  return
}

// -----

func.func @f(%v: f32, %o: i64) {
  // expected-error@+1 {{'gpu.shuffle' op operand #1 must be 32-bit signless integer, but got 'i64'}}
  %0, %1 = "gpu.shuffle"(%v, %o, %o) <{mode = #gpu<shuffle_mode xor>}> : (f32, i64, i64) -> (f32, i1)
  return
}

// -----

func.func @f(%v: f16, %o: i32) {
  // expected-error@+1 {{'gpu.shuffle' op operand #0 must be i32, i64, f32 or f64, but got 'f16'}}
  %0, %1 = "gpu.shuffle"(%v, %o, %o) <{mode = #gpu<shuffle_mode xor>}> : (f16, i32, i32) -> (f16, i1)
  return
}

// -----

func.func @f(%v: f32, %o: i32) {
  // expected-error@+1 {{'gpu.shuffle' op result #1 must be 1-bit signless integer, but got 'i32'}}
  %0, %1 = "gpu.shuffle"(%v, %o, %o) <{mode = #gpu<shuffle_mode xor>}> : (f32, i32, i32) -> (f32, i32)
  return
}

// -----

// expected-error@+1 {{'gpu.printf' op attribute 'format' failed to satisfy constraint: string attribute}}
"gpu.printf"() {format = 1 : i32} : () -> ()

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'f32'}}
  %0 = "llvm.load"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: i64) {
  // expected-error@+1 {{'llvm.alloca' op result #0 must be LLVM pointer type, but got 'i64'}}
  %0 = "llvm.alloca"(%a) <{elem_type = i32}> : (i64) -> i64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.add"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.fadd"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'llvm.icmp' op result #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32, %p: f32) {
  // expected-error@+1 {{'llvm.store' op operand #1 must be LLVM pointer type, but got 'f32'}}
  "llvm.store"(%a, %p) : (i32, f32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'llvm.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "llvm.cond_br"(%a) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%m: i64, %v: i32) {
  // expected-error@+1 {{'nvvm.shfl.sync' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = "nvvm.shfl.sync"(%m, %v, %v, %v) <{kind = #nvvm<shfl_kind bfly>}> : (i64, i32, i32, i32) -> i32
  return
}

// -----

func.func @f(%m: i32, %v: i32, %w: i64) {
  // expected-error@+1 {{'nvvm.shfl.sync' op operand #3 must be 32-bit signless integer, but got 'i64'}}
  %0 = "nvvm.shfl.sync"(%m, %v, %m, %w) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i64) -> i32
  return
}

// -----

func.func @f(%m: i32, %v: i32) {
  // expected-error@+1 {{'nvvm.shfl.sync' op attribute 'kind' failed to satisfy constraint: NVVM shuffle kind}}
  %0 = "nvvm.shfl.sync"(%m, %v, %m, %v) {kind = 1 : i32} : (i32, i32, i32, i32) -> i32
  return
}

// -----

// expected-error@+1 {{'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute}}
"memref.global"() <{sym_name = "g", type = memref<4xf32>, alignment = 3 : i32}> : () -> ()

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{'gpu.block_id' op attribute 'upper_bound' failed to satisfy constraint: index attribute}}
  %0 = "gpu.block_id"() {dimension = #gpu<dim x>, upper_bound = 3 : i64} : () -> index
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{'memref.subview' op operand #0 must be memref of any type values, but got 'index'}}
  %0 = "memref.subview"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (index) -> memref<1xf32>
  return
}

// -----

// expected-error@+1 {{'gpu.module' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"gpu.module"() ({}) {sym_name = 5 : i32} : () -> ()

// -----

func.func @f(%a: i1) {
  // expected-error@+1 {{'llvm.mlir.addressof' op attribute 'global_name' failed to satisfy constraint: flat symbol reference attribute}}
  %0 = "llvm.mlir.addressof"() {global_name = "g"} : () -> !llvm.ptr
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'llvm.sdiv' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.sdiv"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'llvm.alloca' op attribute 'elem_type' failed to satisfy constraint: any type attribute}}
  %0 = "llvm.alloca"(%a) {elem_type = 1 : i32} : (i32) -> !llvm.ptr
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'memref.alloc' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.alloc"(%i) <{operandSegmentSizes = array<i32: 1, 1>}> : (index) -> memref<?xf32>
  return
}

// -----

func.func @f(%v: f32, %o: i32) {
  // expected-error@+1 {{'gpu.shuffle' op attribute 'mode' failed to satisfy constraint: Indexing modes supported by gpu.shuffle.}}
  %0, %1 = "gpu.shuffle"(%v, %o, %o) {mode = 1 : i32} : (f32, i32, i32) -> (f32, i1)
  return
}

// -----

func.func @f(%v: f32) {
  // expected-error@+1 {{'gpu.all_reduce' op attribute 'op' failed to satisfy constraint: built-in reduction operations supported by gpu.allreduce.}}
  %0 = "gpu.all_reduce"(%v) ({}) {op = 1 : i32} : (f32) -> f32
  return
}

// -----

func.func @f(%v: f32) {
  // expected-error@+1 {{'gpu.all_reduce' op attribute 'uniform' failed to satisfy constraint: unit attribute}}
  %0 = "gpu.all_reduce"(%v) ({}) {op = #gpu<all_reduce_op add>, uniform = 1 : i32} : (f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 1 : i32} : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %a) {overflowFlags = 1 : i32} : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.addf"(%a, %a) {fastmath = 1 : i32} : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'gpu.launch_func' op expected 6 or more operands, but found 1}}
  "gpu.launch_func"(%a) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>, kernel = @m::@k}> : (i32) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'gpu.host_register' op operand #0 must be unranked.memref of any type values, but got 'memref<4xf32>'}}
  "gpu.host_register"(%m) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'gpu.printf' op operand #0 must be variadic of integer or index or floating-point, but got 'memref<4xf32>'}}
  "gpu.printf"(%m) {format = "x"} : (memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%m: f32, %i: index) {
  // expected-error@+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'f32'}}
  %0 = "memref.dim"(%m, %i) : (f32, index) -> index
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'memref.get_global' op result #0 must be statically shaped memref of any type values, but got 'memref<?xf32>'}}
  %0 = "memref.get_global"() {name = @g} : () -> memref<?xf32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'cf.switch' op operand #0 must be integer, but got 'f32'}}
  "cf.switch"(%a) [^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'llvm.getelementptr' op operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
  %0 = "llvm.getelementptr"(%a) <{elem_type = i8, rawConstantIndices = array<i32: 0>}> : (f32) -> !llvm.ptr
  return
}

// -----

func.func @f(%a: !llvm.ptr, %i: f32) {
  // expected-error@+1 {{'llvm.getelementptr' op operand #1 must be variadic of signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.getelementptr"(%a, %i) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, f32) -> !llvm.ptr
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'llvm.ptrtoint' op operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i32'}}
  %0 = "llvm.ptrtoint"(%a) : (i32) -> i64
  return
}

// -----

func.func @f(%a: i64) {
  // expected-error@+1 {{'llvm.inttoptr' op result #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i64'}}
  %0 = "llvm.inttoptr"(%a) : (i64) -> i64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'llvm.sext' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.sext"(%a) : (f32) -> i64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = "llvm.select"(%a, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'llvm.icmp' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
  %0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i64}> : (f32, f32) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'llvm.fneg' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.fneg"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'llvm.extractvalue' op operand #0 must be LLVM aggregate type, but got 'i32'}}
  %0 = "llvm.extractvalue"(%a) <{position = array<i64: 0>}> : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'llvm.fcmp' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.fcmp"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'llvm.sitofp' op result #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.sitofp"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error@+1 {{'llvm.call' op indirect call expects a pointer as callee: 'f32'}}
  "llvm.call"(%a) : (f32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'scf.index_switch' op operand #0 must be index, but got 'i32'}}
  "scf.index_switch"(%a) <{cases = array<i64>}> ({
    "scf.yield"() : () -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%a: f32, %i: index) {
  // expected-error@+1 {{'gpu.launch' op operand #6 must be 32-bit signless integer, but got 'f32'}}
  "gpu.launch"(%i, %i, %i, %i, %i, %i, %a) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1>}> ({
  ^bb0(%a0: index, %a1: index, %a2: index, %a3: index, %a4: index, %a5: index, %a6: index, %a7: index, %a8: index, %a9: index, %a10: index, %a11: index):
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index, f32) -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'llvm.call' op must have either a `callee` attribute or at least an operand}}
  "llvm.call"() : () -> ()
  return
}

// -----

gpu.module @m {
  // expected-error@+1 {{'gpu.func' op attribute 'known_block_size' failed to satisfy constraint: i32 dense array attribute with 3 elements (if present)}}
  "gpu.func"() <{function_type = () -> (), known_block_size = array<i32: 1, 2>}> ({
    "gpu.return"() : () -> ()
  }) {sym_name = "k", workgroup_attributions = 0 : i64} : () -> ()
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

// expected-error@+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "cf.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() <{sym_name = "f", function_type = () -> (), arg_attrs = [1]}> ({}) : () -> ()

// -----

// expected-error@+1 {{'gpu.module' op attribute 'targets' failed to satisfy constraint: array of GPU target attributes with at least 1 elements}}
"gpu.module"() <{sym_name = "m", targets = [1]}> ({}) : () -> ()

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'async.execute' op expects region #0 to have 0 or 1 blocks}}
  %0 = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
    "async.yield"() : () -> ()
  }) : () -> !async.token
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'scf.parallel' op expects region #0 to have 0 or 1 blocks}}
  "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%x: index):
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k() kernel { gpu.return }
  }
  func.func @f(%i: f32) {
    // expected-error@+1 {{'gpu.launch_func' op operand #0 must be index or 32-bit signless integer or 64-bit signless integer, but got 'f32'}}
    "gpu.launch_func"(%i, %i, %i, %i, %i, %i) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>, kernel = @m::@k}> : (f32, f32, f32, f32, f32, f32) -> ()
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k() kernel { gpu.return }
  }
  func.func @f(%i: index, %s: i64) {
    // expected-error@+1 {{'gpu.launch_func' op operand #6 must be 32-bit signless integer, but got 'i64'}}
    "gpu.launch_func"(%i, %i, %i, %i, %i, %i, %s) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0>, kernel = @m::@k}> : (index, index, index, index, index, index, i64) -> ()
    return
  }
}
