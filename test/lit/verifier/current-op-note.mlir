// The `see current operation` note names the failing op itself (symbol errors found by a
// module's verifier included), in generic form and numbered from its closest isolated
// ancestor: values from outside that ancestor print as <<UNKNOWN SSA VALUE>>.
// RUN: not gpuopt --split-input-file %s 2>&1 | FileCheck %s

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: index) kernel { gpu.return }
  }
  func.func @m(%x: index) {
    %c = arith.constant 1 : index
    gpu.launch_func @k::@g blocks in (%c, %c, %c) threads in (%c, %c, %c) args(%x : index)
    return
  }
}
// CHECK: offset :12:5: error: 'gpu.launch_func' op kernel function '@k::@g' is undefined
// CHECK: offset :12:5: note: see current operation: "gpu.launch_func"(%0, %0, %0, %0, %0, %0, %arg0) <{kernel = @k::@g, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, index) -> ()

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: index) kernel { gpu.return }
  }
  func.func @m(%x: index, %y: i32) {
    %c = arith.constant 1 : index
    gpu.launch_func @k::@f blocks in (%c, %c, %c) threads in (%c, %c, %c) args(%y : i32)
    return
  }
}
// CHECK: offset :9:5: error: 'gpu.launch_func' op type of function argument 0 does not match
// CHECK: offset :9:5: note: see current operation: "gpu.launch_func"(%0, %0, %0, %0, %0, %0, %arg1)

// -----

// Only launches directly in a function of the container module are checked (as in
// mlir-opt-19): these two are accepted, the third one is not.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: index) kernel { gpu.return }
  }
  func.func @m(%x: index, %y: i32) {
    %c = arith.constant 1 : index
    scf.execute_region {
      gpu.launch_func @k::@f blocks in (%c, %c, %c) threads in (%x, %c, %c) args(%y : i32, %y : i32)
      scf.yield
    }
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %x, %gy = %x, %gz = %x) threads(%tx, %ty, %tz) in (%sx = %x, %sy = %x, %sz = %x) {
      gpu.launch_func @k::@f blocks in (%c, %c, %c) threads in (%tx, %c, %c) args(%y : i32)
      gpu.terminator
    }
    gpu.launch_func @k::@f blocks in (%c, %c, %c) threads in (%c, %c, %c) args(%y : i32, %y : i32)
    return
  }
}
// CHECK: offset :19:5: error: 'gpu.launch_func' op got 2 kernel operands but expected 1

// -----

func.func @m(%x: index) {
  %c = arith.constant 1 : index
  %r = scf.for %i = %c to %c step %c iter_args(%a = %c) -> index {
    scf.execute_region {
      cf.br ^bb1(%i : index)
    ^bb1(%q: index):
      func.call @nope(%q, %a, %x) : (index, index, index) -> ()
      scf.yield
    }
    scf.yield %a : index
  }
  return
}
// CHECK: offset :9:7: error: 'func.call' op 'nope' does not reference a valid function
// CHECK: offset :9:7: note: see current operation: "func.call"(%2, %arg2, %arg0) <{callee = @nope}> : (index, index, index) -> ()

// -----

func.func @m(%x: index) {
  %c = arith.constant 1 : index
  scf.for %i = %c to %c step %c {
    func.func @inner() {
      %0 = arith.addi %i, %x : index
      return
    }
  }
  return
}
// CHECK: offset :6:5: error: 'func.func' op symbol's parent must have the SymbolTable trait
// CHECK: offset :6:5: note: see current operation: {{$}}
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "inner"}> ({
// CHECK-NEXT:   %0 = "arith.addi"(<<UNKNOWN SSA VALUE>>, <<UNKNOWN SSA VALUE>>) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
