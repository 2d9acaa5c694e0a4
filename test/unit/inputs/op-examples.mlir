// One valid example of each registered op that no lit input shows (test_fuzz.py mutates the
// custom form of every registered op; the lit inputs give the others). Checked with mlir-opt-19.
func.func @arith_unsigned(%a: i32, %b: i32, %f: f32, %g: f32) -> (i32, i32, i32, i32, i32, i32, i32, f32, f32, f32) {
  %0 = arith.ceildivui %a, %b : i32
  %1 = arith.floordivsi %a, %b : i32
  %2 = arith.fptoui %f : f32 to i32
  %3 = arith.maxui %a, %b : i32
  %4 = arith.minsi %a, %b : i32
  %5 = arith.remui %a, %b : i32
  %6 = arith.shrui %a, %b : i32
  %7 = arith.uitofp %a : i32 to f32
  %8 = arith.maxnumf %f, %g : f32
  %9 = arith.minimumf %f, %g : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, f32, f32, f32
}
func.func @math_unary(%f: f32, %g: f32, %i: i32) -> (f32, i32) {
  %0 = math.acos %f : f32
  %1 = math.acosh %0 : f32
  %2 = math.asin %1 : f32
  %3 = math.asinh %2 : f32
  %4 = math.atan %3 : f32
  %5 = math.atanh %4 : f32
  %6 = math.cbrt %5 : f32
  %7 = math.copysign %6, %g : f32
  %8 = math.cosh %7 : f32
  %9 = math.expm1 %8 : f32
  %10 = math.log10 %9 : f32
  %11 = math.log1p %10 : f32
  %12 = math.round %11 : f32
  %13 = math.roundeven %12 : f32
  %14 = math.sinh %13 : f32
  %15 = math.tan %14 : f32
  %16 = math.trunc %15 : f32
  %17 = math.ctpop %i : i32
  %18 = math.cttz %17 : i32
  return %16, %18 : f32, i32
}
func.func @switch(%flag: i32, %x: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%x : i32),
    42: ^bb2
  ]
^bb1(%y: i32):
  return %y : i32
^bb2:
  return %x : i32
}
func.func @callee(%a: i32) -> i32 {
  return %a : i32
}
func.func @indirect(%a: i32) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return %r : i32
}
func.func @reduce(%lb: index, %ub: index, %st: index, %init: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%init) -> f32 {
    %e = arith.constant 1.0 : f32
    scf.reduce(%e : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
llvm.func @sregs() -> i32 {
  %1 = nvvm.read.ptx.sreg.laneid : i32
  %6 = nvvm.read.ptx.sreg.warpsize : i32
  llvm.return %6 : i32
}
llvm.func @never_returns() {
  llvm.unreachable
}
gpu.module @empty {
  gpu.module_end
}
gpu.module @kernels {
  gpu.func @k(%a: f32) kernel {
    %r = gpu.all_reduce %a {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      gpu.yield %s : f32
    } : (f32) -> (f32)
    gpu.return
  }
}
func.func @forall(%n: index) {
  scf.forall (%i) in (%n) {
    scf.forall.in_parallel {
    }
  }
  return
}
#affine_set = affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 - d0 - 1 >= 0)>
func.func @affine_ops(%A: memref<64x64xf32>, %n: index, %x: f32) -> f32 {
  %a = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0 floordiv 2)>(%n)[%n]
  %lo = affine.max affine_map<(d0)[s0] -> (d0 - 4, s0)>(%a)[%n]
  %hi = affine.min affine_map<(d0) -> (d0 + 8, 64)>(%a)
  %r = affine.for %i = max affine_map<(d0) -> (d0, 0)>(%lo) to min affine_map<(d0)[s0] -> (d0, s0)>(%hi)[%n] step 2 iter_args(%s = %x) -> (f32) {
    %v = affine.load %A[%i, symbol(%n) mod 64] : memref<64x64xf32>
    %t = affine.if #affine_set(%i)[%n] -> f32 {
      affine.yield %v : f32
    } else {
      affine.yield %s : f32
    }
    affine.store %t, %A[%i ceildiv 2, %i] : memref<64x64xf32>
    affine.yield %t : f32
  }
  %p = affine.parallel (%i, %j) = (0, max(0, symbol(%n) - 8)) to (32, min(64, symbol(%n))) step (2, 1) reduce ("addf") -> (f32) {
    %v = affine.load %A[%i, %j] : memref<64x64xf32>
    affine.yield %v : f32
  }
  return %r : f32
}
func.func @vector_type_cast(%m: memref<4x8xf32>) -> memref<vector<4x8xf32>> {
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf32>>
  return %0 : memref<vector<4x8xf32>>
}
