// RUN: gpuopt --split-input-file --verify-diagnostics %s

// IsolatedFromAbove (func.func, gpu.func, builtin.module, gpu.module): the names of the
// regions around resolve when parsing, as in mlir-opt, and the verifier rejects their use.
// Symbols (functions, globals) must sit in a symbol table.

func.func @outer(%x: i32) {
  %a = arith.addi %x, %x : i32
  scf.execute_region {
    // expected-note @+1 {{required by region isolation constraints}}
    builtin.module {
      // expected-error @+1 {{'arith.addi' op using value defined outside the region}}
      %b = arith.addi %a, %a : i32
    }
    scf.yield
  }
  return
}

// -----

func.func @outer(%x: i32) {
  %a = arith.addi %x, %x : i32
  scf.execute_region {
    builtin.module {
      // expected-note @+1 {{required by region isolation constraints}}
      func.func @inner(%y: i32) -> i32 {
        // expected-error @+1 {{'arith.addi' op using value defined outside the region}}
        %b = arith.addi %a, %y : i32
        return %b : i32
      }
    }
    scf.yield
  }
  return
}

// -----

func.func @outer(%x: i32) {
  scf.execute_region {
    // expected-error @+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
    func.func @inner(%y: i32) -> i32 {
      return %y : i32
    }
    scf.yield
  }
  return
}

// -----

func.func @outer() {
  // expected-error @+1 {{'memref.global' op symbol's parent must have the SymbolTable trait}}
  memref.global "private" @g : memref<4xf32>
  return
}
