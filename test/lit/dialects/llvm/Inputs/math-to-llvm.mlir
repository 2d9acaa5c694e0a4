module {
  llvm.func @math(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32, %arg4: vector<4xf32>, %arg5: f64) {
    %0 = llvm.intr.fabs(%arg0)  : (f32) -> f32
    %1 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
    %2 = llvm.intr.fma(%arg0, %arg1, %arg2)  : (f32, f32, f32) -> f32
    %3 = llvm.intr.copysign(%arg0, %arg1)  : (f32, f32) -> f32
    %4 = llvm.intr.floor(%arg0)  : (f32) -> f32
    %5 = llvm.intr.ceil(%arg0)  : (f32) -> f32
    %6 = llvm.intr.round(%arg0)  : (f32) -> f32
    %7 = llvm.intr.roundeven(%arg0)  : (f32) -> f32
    %8 = llvm.intr.trunc(%arg0)  : (f32) -> f32
    %9 = llvm.intr.exp(%arg0)  : (f32) -> f32
    %10 = llvm.intr.exp2(%arg0)  : (f32) -> f32
    %11 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %12 = llvm.intr.exp(%arg0)  : (f32) -> f32
    %13 = llvm.fsub %12, %11  : f32
    %14 = llvm.intr.log(%arg0)  : (f32) -> f32
    %15 = llvm.intr.log2(%arg0)  : (f32) -> f32
    %16 = llvm.intr.log10(%arg0)  : (f32) -> f32
    %17 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %18 = llvm.fadd %17, %arg0  : f32
    %19 = llvm.intr.log(%18)  : (f32) -> f32
    %20 = llvm.intr.pow(%arg0, %arg1)  : (f32, f32) -> f32
    %21 = llvm.intr.sin(%arg0)  : (f32) -> f32
    %22 = llvm.intr.cos(%arg0)  : (f32) -> f32
    %23 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %24 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
    %25 = llvm.fdiv %23, %24  : f32
    %26 = "llvm.intr.abs"(%arg3) <{is_int_min_poison = false}> : (i32) -> i32
    %27 = "llvm.intr.ctlz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
    %28 = "llvm.intr.cttz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
    %29 = llvm.intr.ctpop(%arg3)  : (i32) -> i32
    %30 = llvm.intr.powi(%arg0, %arg3)  : (f32, i32) -> f32
    %31 = llvm.intr.sqrt(%arg4)  : (vector<4xf32>) -> vector<4xf32>
    %32 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
    %33 = llvm.intr.sqrt(%arg4)  : (vector<4xf32>) -> vector<4xf32>
    %34 = llvm.fdiv %32, %33  : vector<4xf32>
    %35 = math.tanh %arg0 : f32
    %36 = math.atan %arg0 : f32
    %37 = math.ipowi %arg3, %arg3 : i32
    %38 = llvm.intr.exp(%arg5)  {fastmathFlags = #llvm.fastmath<fast>} : (f64) -> f64
    %39 = math.cbrt %arg0 : f32
    %40 = llvm.intr.log(%arg4)  : (vector<4xf32>) -> vector<4xf32>
    %41 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
    %42 = llvm.intr.exp(%arg4)  : (vector<4xf32>) -> vector<4xf32>
    %43 = llvm.fsub %42, %41  : vector<4xf32>
    %44 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
    %45 = llvm.fadd %44, %arg4  : vector<4xf32>
    %46 = llvm.intr.log(%45)  : (vector<4xf32>) -> vector<4xf32>
    %47 = llvm.intr.fabs(%arg4)  : (vector<4xf32>) -> vector<4xf32>
    llvm.return
  }
}

