// RUN: gpuopt %s --convert-arith-to-llvm --split-input-file | FileCheck %s
// arith ops lowered to llvm: one-to-one ops and their flags, compares, casts, constants, n-D
// vectors unrolled, extended arithmetic; ceildiv/floordiv and ops on tensors left alone (partial
// conversion); expected text from mlir-opt-19.

// CHECK: module {
// CHECK-NEXT: func.func @int_binary(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg1 : i32
// CHECK-NEXT: %1 = llvm.sub %arg0, %0 overflow<nsw> : i32
// CHECK-NEXT: %2 = llvm.mul %1, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT: %3 = llvm.sdiv %2, %arg1  : i32
// CHECK-NEXT: %4 = llvm.udiv %3, %arg1  : i32
// CHECK-NEXT: %5 = llvm.srem %4, %arg0  : i32
// CHECK-NEXT: %6 = llvm.urem %5, %arg0  : i32
// CHECK-NEXT: %7 = llvm.and %6, %arg0  : i32
// CHECK-NEXT: %8 = llvm.or %7, %arg1  : i32
// CHECK-NEXT: %9 = llvm.xor %8, %arg0  : i32
// CHECK-NEXT: %10 = llvm.shl %9, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %11 = llvm.ashr %10, %arg1  : i32
// CHECK-NEXT: %12 = llvm.lshr %11, %arg1  : i32
// CHECK-NEXT: return %12 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @int_binary(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %0 overflow<nsw> : i32
  %2 = arith.muli %1, %a overflow<nsw, nuw> : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.divui %3, %b : i32
  %5 = arith.remsi %4, %a : i32
  %6 = arith.remui %5, %a : i32
  %7 = arith.andi %6, %a : i32
  %8 = arith.ori %7, %b : i32
  %9 = arith.xori %8, %a : i32
  %10 = arith.shli %9, %b overflow<nuw> : i32
  %11 = arith.shrsi %10, %b : i32
  %12 = arith.shrui %11, %b : i32
  return %12 : i32
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @min_max(%arg0: i64, %arg1: i64, %arg2: f32, %arg3: f32) -> (i64, f32) {
// CHECK-NEXT: %0 = llvm.intr.smax(%arg0, %arg1)  : (i64, i64) -> i64
// CHECK-NEXT: %1 = llvm.intr.umax(%0, %arg1)  : (i64, i64) -> i64
// CHECK-NEXT: %2 = llvm.intr.smin(%1, %arg0)  : (i64, i64) -> i64
// CHECK-NEXT: %3 = llvm.intr.umin(%2, %arg0)  : (i64, i64) -> i64
// CHECK-NEXT: %4 = llvm.intr.maximum(%arg2, %arg3)  : (f32, f32) -> f32
// CHECK-NEXT: %5 = llvm.intr.minimum(%4, %arg3)  {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
// CHECK-NEXT: %6 = llvm.intr.maxnum(%5, %arg2)  : (f32, f32) -> f32
// CHECK-NEXT: %7 = llvm.intr.minnum(%6, %arg2)  {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
// CHECK-NEXT: return %3, %7 : i64, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @min_max(%a: i64, %b: i64, %x: f32, %y: f32) -> (i64, f32) {
  %0 = arith.maxsi %a, %b : i64
  %1 = arith.maxui %0, %b : i64
  %2 = arith.minsi %1, %a : i64
  %3 = arith.minui %2, %a : i64
  %4 = arith.maximumf %x, %y : f32
  %5 = arith.minimumf %4, %y fastmath<nnan> : f32
  %6 = arith.maxnumf %5, %x : f32
  %7 = arith.minnumf %6, %x fastmath<fast> : f32
  return %3, %7 : i64, f32
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @float_binary(%arg0: f64, %arg1: f64) -> f64 {
// CHECK-NEXT: %0 = llvm.fadd %arg0, %arg1  : f64
// CHECK-NEXT: %1 = llvm.fsub %0, %arg1  {fastmathFlags = #llvm.fastmath<contract, reassoc>} : f64
// CHECK-NEXT: %2 = llvm.fmul %1, %arg0  {fastmathFlags = #llvm.fastmath<fast>} : f64
// CHECK-NEXT: %3 = llvm.fdiv %2, %arg1  : f64
// CHECK-NEXT: %4 = llvm.frem %3, %arg0  : f64
// CHECK-NEXT: %5 = llvm.fneg %4  {fastmathFlags = #llvm.fastmath<nsz>} : f64
// CHECK-NEXT: return %5 : f64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @float_binary(%x: f64, %y: f64) -> f64 {
  %0 = arith.addf %x, %y : f64
  %1 = arith.subf %0, %y fastmath<reassoc,contract> : f64
  %2 = arith.mulf %1, %x fastmath<fast> : f64
  %3 = arith.divf %2, %y : f64
  %4 = arith.remf %3, %x : f64
  %5 = arith.negf %4 fastmath<nsz> : f64
  return %5 : f64
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @compares(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32) {
// CHECK-NEXT: %0 = llvm.icmp "eq" %arg0, %arg1 : i32
// CHECK-NEXT: %1 = llvm.icmp "ne" %arg0, %arg1 : i32
// CHECK-NEXT: %2 = llvm.icmp "slt" %arg0, %arg1 : i32
// CHECK-NEXT: %3 = llvm.icmp "sle" %arg0, %arg1 : i32
// CHECK-NEXT: %4 = llvm.icmp "sgt" %arg0, %arg1 : i32
// CHECK-NEXT: %5 = llvm.icmp "sge" %arg0, %arg1 : i32
// CHECK-NEXT: %6 = llvm.icmp "ult" %arg0, %arg1 : i32
// CHECK-NEXT: %7 = llvm.icmp "ule" %arg0, %arg1 : i32
// CHECK-NEXT: %8 = llvm.icmp "ugt" %arg0, %arg1 : i32
// CHECK-NEXT: %9 = llvm.icmp "uge" %arg0, %arg1 : i32
// CHECK-NEXT: %10 = llvm.fcmp "_false" %arg2, %arg3 : f32
// CHECK-NEXT: %11 = llvm.fcmp "oeq" %arg2, %arg3 : f32
// CHECK-NEXT: %12 = llvm.fcmp "ogt" %arg2, %arg3 : f32
// CHECK-NEXT: %13 = llvm.fcmp "oge" %arg2, %arg3 : f32
// CHECK-NEXT: %14 = llvm.fcmp "olt" %arg2, %arg3 : f32
// CHECK-NEXT: %15 = llvm.fcmp "ole" %arg2, %arg3 : f32
// CHECK-NEXT: %16 = llvm.fcmp "one" %arg2, %arg3 : f32
// CHECK-NEXT: %17 = llvm.fcmp "ord" %arg2, %arg3 : f32
// CHECK-NEXT: %18 = llvm.fcmp "ueq" %arg2, %arg3 : f32
// CHECK-NEXT: %19 = llvm.fcmp "ugt" %arg2, %arg3 : f32
// CHECK-NEXT: %20 = llvm.fcmp "uge" %arg2, %arg3 : f32
// CHECK-NEXT: %21 = llvm.fcmp "ult" %arg2, %arg3 : f32
// CHECK-NEXT: %22 = llvm.fcmp "ule" %arg2, %arg3 {fastmathFlags = #llvm.fastmath<ninf>} : f32
// CHECK-NEXT: %23 = llvm.fcmp "une" %arg2, %arg3 : f32
// CHECK-NEXT: %24 = llvm.fcmp "uno" %arg2, %arg3 : f32
// CHECK-NEXT: %25 = llvm.fcmp "_true" %arg2, %arg3 : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @compares(%a: i32, %b: i32, %x: f32, %y: f32) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  %10 = arith.cmpf false, %x, %y : f32
  %11 = arith.cmpf oeq, %x, %y : f32
  %12 = arith.cmpf ogt, %x, %y : f32
  %13 = arith.cmpf oge, %x, %y : f32
  %14 = arith.cmpf olt, %x, %y : f32
  %15 = arith.cmpf ole, %x, %y : f32
  %16 = arith.cmpf one, %x, %y : f32
  %17 = arith.cmpf ord, %x, %y : f32
  %18 = arith.cmpf ueq, %x, %y : f32
  %19 = arith.cmpf ugt, %x, %y : f32
  %20 = arith.cmpf uge, %x, %y : f32
  %21 = arith.cmpf ult, %x, %y : f32
  %22 = arith.cmpf ule, %x, %y fastmath<ninf> : f32
  %23 = arith.cmpf une, %x, %y : f32
  %24 = arith.cmpf uno, %x, %y : f32
  %25 = arith.cmpf true, %x, %y : f32
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @casts(%arg0: i32, %arg1: f32, %arg2: f16, %arg3: index) {
// CHECK-NEXT: %0 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %1 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %2 = llvm.trunc %arg0 : i32 to i8
// CHECK-NEXT: %3 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %4 = llvm.uitofp %arg0 : i32 to f64
// CHECK-NEXT: %5 = llvm.fptosi %arg1 : f32 to i16
// CHECK-NEXT: %6 = llvm.fptoui %arg1 : f32 to i64
// CHECK-NEXT: %7 = llvm.fpext %arg2 : f16 to f32
// CHECK-NEXT: %8 = llvm.fptrunc %arg1 : f32 to bf16
// CHECK-NEXT: %9 = llvm.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %10 = llvm.bitcast %arg1 : f32 to i32
// CHECK-NEXT: %11 = llvm.fpext %arg2 {fastmath = #arith.fastmath<fast>} : f16 to f64
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @casts(%a: i32, %x: f32, %h: f16, %i: index) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.trunci %a : i32 to i8
  %3 = arith.sitofp %a : i32 to f32
  %4 = arith.uitofp %a : i32 to f64
  %5 = arith.fptosi %x : f32 to i16
  %6 = arith.fptoui %x : f32 to i64
  %7 = arith.extf %h : f16 to f32
  %8 = arith.truncf %x : f32 to bf16
  %9 = arith.bitcast %a : i32 to f32
  %10 = arith.bitcast %x : f32 to i32
  %11 = arith.extf %h fastmath<fast> : f16 to f64
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @index_casts(%arg0: i32, %arg1: i64, %arg2: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %2 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %3 = llvm.trunc %0 : i64 to i16
// CHECK-NEXT: %4 = llvm.trunc %0 : i64 to i8
// CHECK-NEXT: %5 = llvm.add %1, %2 : i64
// CHECK-NEXT: %6 = llvm.add %5, %arg1 : i64
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i64 to index
// CHECK-NEXT: return %7 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @index_casts(%a: i32, %b: i64, %i: index) -> index {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_castui %a : i32 to index
  %2 = arith.index_cast %i : index to i16
  %3 = arith.index_castui %i : index to i8
  %4 = arith.index_cast %b : i64 to index
  %5 = arith.index_cast %i : index to i64
  %6 = arith.addi %0, %1 : index
  %7 = arith.addi %6, %4 : index
  return %7 : index
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @constants() -> (index, i1, f16, vector<4xf32>, vector<2x3xi32>, tensor<2xi32>) {
// CHECK-NEXT: %0 = llvm.mlir.constant(42 : index) : i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT: %2 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %3 = llvm.mlir.constant(1.500000e+00 : f16) : f16
// CHECK-NEXT: %4 = llvm.mlir.constant(dense<2.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %5 = llvm.mlir.constant(dense<{{\[\[}}1, 2, 3], [4, 5, 6{{\]\]}}> : vector<2x3xi32>) : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.array<2 x vector<3xi32>> to vector<2x3xi32>
// CHECK-NEXT: %cst = arith.constant dense<[7, 8]> : tensor<2xi32>
// CHECK-NEXT: %7 = llvm.mlir.constant(-1 : i8) : i8
// CHECK-NEXT: %8 = llvm.mlir.constant(0x7FC00000 : f32) : f32
// CHECK-NEXT: return %1, %2, %3, %4, %6, %cst : index, i1, f16, vector<4xf32>, vector<2x3xi32>, tensor<2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @constants() -> (index, i1, f16, vector<4xf32>, vector<2x3xi32>, tensor<2xi32>) {
  %0 = arith.constant 42 : index
  %1 = arith.constant true
  %2 = arith.constant 1.5 : f16
  %3 = arith.constant dense<2.0> : vector<4xf32>
  %4 = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %5 = arith.constant dense<[7, 8]> : tensor<2xi32>
  %6 = arith.constant -1 : i8
  %7 = arith.constant 0x7FC00000 : f32
  return %0, %1, %2, %3, %4, %5 : index, i1, f16, vector<4xf32>, vector<2x3xi32>, tensor<2xi32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @vectors_1d(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xf32>, %arg3: vector<4xi1>) -> vector<4xf32> {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg1 : vector<4xi32>
// CHECK-NEXT: %1 = llvm.icmp "slt" %0, %arg1 : vector<4xi32>
// CHECK-NEXT: %2 = llvm.select %1, %arg0, %arg1 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %3 = llvm.sitofp %2 : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: %4 = llvm.fmul %3, %arg2  {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
// CHECK-NEXT: %5 = llvm.select %arg3, %4, %arg2 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %6 = llvm.sext %arg0 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT: %7 = llvm.intr.smax(%arg0, %arg1)  : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT: return %5 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @vectors_1d(%a: vector<4xi32>, %b: vector<4xi32>, %x: vector<4xf32>, %c: vector<4xi1>) -> vector<4xf32> {
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.cmpi slt, %0, %b : vector<4xi32>
  %2 = arith.select %1, %a, %b : vector<4xi1>, vector<4xi32>
  %3 = arith.sitofp %2 : vector<4xi32> to vector<4xf32>
  %4 = arith.mulf %3, %x fastmath<fast> : vector<4xf32>
  %5 = arith.select %c, %4, %x : vector<4xi1>, vector<4xf32>
  %6 = arith.index_cast %a : vector<4xi32> to vector<4xindex>
  %7 = arith.maxsi %a, %b : vector<4xi32>
  return %5 : vector<4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @vectors_nd(%arg0: vector<2x3xi32>, %arg1: vector<2x3xi32>, %arg2: vector<2x2x2xf32>, %arg3: vector<2x3xi1>) -> vector<2x3xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x2x2xf32> to !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %4 = llvm.mlir.undef : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %5 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %7 = llvm.add %5, %6 : vector<3xi32>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %4[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %9 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %10 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %11 = llvm.add %9, %10 : vector<3xi32>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %8[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %13 = llvm.mlir.undef : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %14 = llvm.extractvalue %12[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %15 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %16 = llvm.icmp "sgt" %14, %15 : vector<3xi32>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %13[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %18 = llvm.extractvalue %12[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %19 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %20 = llvm.icmp "sgt" %18, %19 : vector<3xi32>
// CHECK-NEXT: %21 = llvm.insertvalue %20, %17[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %22 = llvm.mlir.undef : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %23 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %24 = llvm.extractvalue %12[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %25 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %26 = llvm.select %23, %24, %25 : vector<3xi1>, vector<3xi32>
// CHECK-NEXT: %27 = llvm.insertvalue %26, %22[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %28 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %29 = llvm.extractvalue %12[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %30 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %31 = llvm.select %28, %29, %30 : vector<3xi1>, vector<3xi32>
// CHECK-NEXT: %32 = llvm.insertvalue %31, %27[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %33 = llvm.mlir.undef : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %34 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %35 = llvm.fneg %34  : vector<2xf32>
// CHECK-NEXT: %36 = llvm.insertvalue %35, %33[0, 0] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %37 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %38 = llvm.fneg %37  : vector<2xf32>
// CHECK-NEXT: %39 = llvm.insertvalue %38, %36[0, 1] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %40 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %41 = llvm.fneg %40  : vector<2xf32>
// CHECK-NEXT: %42 = llvm.insertvalue %41, %39[1, 0] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %43 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %44 = llvm.fneg %43  : vector<2xf32>
// CHECK-NEXT: %45 = llvm.insertvalue %44, %42[1, 1] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %46 = llvm.mlir.undef : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %47 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %48 = llvm.sext %47 : vector<3xi32> to vector<3xi64>
// CHECK-NEXT: %49 = llvm.insertvalue %48, %46[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %50 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %51 = llvm.sext %50 : vector<3xi32> to vector<3xi64>
// CHECK-NEXT: %52 = llvm.insertvalue %51, %49[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %53 = llvm.mlir.undef : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %54 = llvm.extractvalue %32[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %55 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %56 = llvm.intr.umin(%54, %55)  : (vector<3xi32>, vector<3xi32>) -> vector<3xi32>
// CHECK-NEXT: %57 = llvm.insertvalue %56, %53[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %58 = llvm.extractvalue %32[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %59 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %60 = llvm.intr.umin(%58, %59)  : (vector<3xi32>, vector<3xi32>) -> vector<3xi32>
// CHECK-NEXT: %61 = llvm.insertvalue %60, %57[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %62 = builtin.unrealized_conversion_cast %61 : !llvm.array<2 x vector<3xi32>> to vector<2x3xi32>
// CHECK-NEXT: return %62 : vector<2x3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @vectors_nd(%a: vector<2x3xi32>, %b: vector<2x3xi32>, %x: vector<2x2x2xf32>, %c: vector<2x3xi1>) -> vector<2x3xi32> {
  %0 = arith.addi %a, %b : vector<2x3xi32>
  %1 = arith.cmpi sgt, %0, %b : vector<2x3xi32>
  %2 = arith.select %c, %0, %b : vector<2x3xi1>, vector<2x3xi32>
  %3 = arith.negf %x : vector<2x2x2xf32>
  %4 = arith.extsi %a : vector<2x3xi32> to vector<2x3xi64>
  %5 = arith.minui %2, %b : vector<2x3xi32>
  return %5 : vector<2x3xi32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @select_scalar(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: f32, %arg4: index, %arg5: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg5 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT: %2 = llvm.select %arg0, %arg1, %arg2 : i1, i32
// CHECK-NEXT: %3 = llvm.select %arg0, %1, %0 : i1, i64
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// CHECK-NEXT: return %4 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @select_scalar(%c: i1, %a: i32, %b: i32, %x: f32, %i: index, %j: index) -> index {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %x, %x : f32
  %2 = arith.select %c, %i, %j : index
  return %2 : index
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @extended(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>, %arg3: vector<4xi64>) {
// CHECK-NEXT: %0 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %1 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT: %2 = llvm.mul %0, %1 : i64
// CHECK-NEXT: %3 = llvm.trunc %2 : i64 to i32
// CHECK-NEXT: %4 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %5 = llvm.lshr %2, %4  : i64
// CHECK-NEXT: %6 = llvm.trunc %5 : i64 to i32
// CHECK-NEXT: %7 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %8 = llvm.zext %arg1 : i32 to i64
// CHECK-NEXT: %9 = llvm.mul %7, %8 : i64
// CHECK-NEXT: %10 = llvm.trunc %9 : i64 to i32
// CHECK-NEXT: %11 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %12 = llvm.lshr %9, %11  : i64
// CHECK-NEXT: %13 = llvm.trunc %12 : i64 to i32
// CHECK-NEXT: %14 = llvm.zext %arg2 : vector<4xi64> to vector<4xi128>
// CHECK-NEXT: %15 = llvm.zext %arg3 : vector<4xi64> to vector<4xi128>
// CHECK-NEXT: %16 = llvm.mul %14, %15 : vector<4xi128>
// CHECK-NEXT: %17 = llvm.trunc %16 : vector<4xi128> to vector<4xi64>
// CHECK-NEXT: %18 = llvm.mlir.constant(dense<64> : vector<4xi128>) : vector<4xi128>
// CHECK-NEXT: %19 = llvm.lshr %16, %18  : vector<4xi128>
// CHECK-NEXT: %20 = llvm.trunc %19 : vector<4xi128> to vector<4xi64>
// CHECK-NEXT: %21 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %22 = llvm.extractvalue %21[0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %23 = llvm.extractvalue %21[1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %24 = "llvm.intr.uadd.with.overflow"(%arg2, %arg3) : (vector<4xi64>, vector<4xi64>) -> !llvm.struct<(vector<4xi64>, vector<4xi1>)>
// CHECK-NEXT: %25 = llvm.extractvalue %24[0] : !llvm.struct<(vector<4xi64>, vector<4xi1>)>
// CHECK-NEXT: %26 = llvm.extractvalue %24[1] : !llvm.struct<(vector<4xi64>, vector<4xi1>)>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @extended(%a: i32, %b: i32, %v: vector<4xi64>, %w: vector<4xi64>) {
  %0:2 = arith.mulsi_extended %a, %b : i32
  %1:2 = arith.mului_extended %a, %b : i32
  %2:2 = arith.mului_extended %v, %w : vector<4xi64>
  %3:2 = arith.addui_extended %a, %b : i32, i1
  %4:2 = arith.addui_extended %v, %w : vector<4xi64>, vector<4xi1>
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @truncf_rounding(%arg0: f32, %arg1: f64, %arg2: vector<4xf32>) {
// CHECK-NEXT: %0 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearest ignore : f32 to f16
// CHECK-NEXT: %1 = llvm.intr.experimental.constrained.fptrunc %arg0 downward ignore : f32 to bf16
// CHECK-NEXT: %2 = llvm.intr.experimental.constrained.fptrunc %arg1 upward ignore : f64 to f32
// CHECK-NEXT: %3 = llvm.intr.experimental.constrained.fptrunc %arg1 towardzero ignore : f64 to f16
// CHECK-NEXT: %4 = llvm.intr.experimental.constrained.fptrunc %arg2 tonearestaway ignore : vector<4xf32> to vector<4xf16>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @truncf_rounding(%x: f32, %d: f64, %v: vector<4xf32>) {
  %0 = arith.truncf %x to_nearest_even : f32 to f16
  %1 = arith.truncf %x downward : f32 to bf16
  %2 = arith.truncf %d upward : f64 to f32
  %3 = arith.truncf %d toward_zero : f64 to f16
  %4 = arith.truncf %v to_nearest_away : vector<4xf32> to vector<4xf16>
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @not_converted(%arg0: i32, %arg1: i32, %arg2: tensor<4xi32>, %arg3: memref<4xindex>, %arg4: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT: %1 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.addi %arg2, %arg2 : tensor<4xi32>
// CHECK-NEXT: %5 = llvm.add %0, %0 : i64
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : i64 to index
// CHECK-NEXT: memref.store %6, %arg3[%arg4] : memref<4xindex>
// CHECK-NEXT: %7 = llvm.mul %5, %0 : i64
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : i64 to index
// CHECK-NEXT: return %8 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @not_converted(%a: i32, %b: i32, %t: tensor<4xi32>, %m: memref<4xindex>, %i: index) -> index {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.floordivsi %a, %b : i32
  %2 = arith.ceildivui %a, %b : i32
  %3 = arith.addi %t, %t : tensor<4xi32>
  %4 = arith.addi %i, %i : index
  memref.store %4, %m[%i] : memref<4xindex>
  %5 = arith.muli %4, %i : index
  return %5 : index
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @folds(%arg0: i32, %arg1: vector<4xi32>) -> (i32, i1, vector<4xi1>) {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %2 = llvm.mlir.constant(dense<false> : vector<4xi1>) : vector<4xi1>
// CHECK-NEXT: return %arg0, %1, %2 : i32, i1, vector<4xi1>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @folds(%a: i32, %v: vector<4xi32>) -> (i32, i1, vector<4xi1>) {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.cmpi eq, %a, %a : i32
  %2 = arith.cmpi ne, %v, %v : vector<4xi32>
  return %0, %1, %2 : i32, i1, vector<4xi1>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @attributes(%arg0: i32, %arg1: f32) {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg0 {tag = "kept"} : i32
// CHECK-NEXT: %1 = llvm.fadd %arg1, %arg1  {fastmathFlags = #llvm.fastmath<afn>, tag = 1 : i64} : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @attributes(%a: i32, %x: f32) {
  %0 = arith.addi %a, %a {tag = "kept"} : i32
  %1 = arith.addf %x, %x fastmath<afn> {tag = 1 : i64} : f32
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: gpu.module @kernels {
// CHECK-NEXT: gpu.func @k(%arg0: index, %arg1: index) kernel {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.mul %1, %0 : i64
// CHECK-NEXT: %3 = llvm.trunc %2 : i64 to i32
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
gpu.module @kernels {
  gpu.func @k(%a: index, %b: index) kernel {
    %0 = arith.muli %a, %b : index
    %1 = arith.index_cast %0 : index to i32
    gpu.return
  }
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @unused_noop_cast(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT: %dim = memref.dim %arg0, %2 : memref<?xf32>
// CHECK-NEXT: %3 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @unused_noop_cast(%m: memref<?xf32>, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xf32>
  %x = arith.index_cast %d : index to i64
  %y = arith.index_cast %i : index to i64
  %v = memref.load %m[%i] : memref<?xf32>
  return %v : f32
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @in_regions(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: %4 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %5 = scf.for %arg2 = %1 to %arg1 step %3 iter_args(%arg3 = %4) -> (f32) {
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %7 = memref.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: %8 = llvm.fadd %arg3, %7  : f32
// CHECK-NEXT: %9 = llvm.add %6, %2 : i64
// CHECK-NEXT: scf.yield %8 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @in_regions(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %s = arith.addf %acc, %v : f32
    %j = arith.addi %i, %c1 : index
    scf.yield %s : f32
  }
  return %r : f32
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @edge(%arg0: vector<2x3xi32>, %arg1: vector<[4]xf32>, %arg2: vector<f32>, %arg3: f8E4M3FN, %arg4: vector<2x[4]xf32>, %arg5: vector<2x2xindex>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg5 : vector<2x2xindex> to !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg4 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg2 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg0 : vector<2x3xi32>
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg0 : vector<2x3xi32>, vector<2x3xi1>
// CHECK-NEXT: %4 = llvm.fadd %arg1, %arg1  : vector<[4]xf32>
// CHECK-NEXT: %5 = llvm.fadd %3, %3  : vector<1xf32>
// CHECK-NEXT: %6 = llvm.mlir.undef : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %8 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %9 = llvm.fadd %7, %8  : vector<[4]xf32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %6[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %12 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %13 = llvm.fadd %11, %12  : vector<[4]xf32>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %10[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %15 = llvm.mlir.undef : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %16 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %17 = llvm.trunc %16 : vector<2xi64> to vector<2xi32>
// CHECK-NEXT: %18 = llvm.insertvalue %17, %15[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %19 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %20 = llvm.trunc %19 : vector<2xi64> to vector<2xi32>
// CHECK-NEXT: %21 = llvm.insertvalue %20, %18[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %22 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %23 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %24 = llvm.bitcast %23 : vector<3xi32> to vector<3xf32>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %22[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %26 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %27 = llvm.bitcast %26 : vector<3xi32> to vector<3xf32>
// CHECK-NEXT: %28 = llvm.insertvalue %27, %25[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %29 = llvm.mlir.undef : !llvm.array<2 x vector<[4]xi1>>
// CHECK-NEXT: %30 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %31 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %32 = llvm.fcmp "oeq" %30, %31 {fastmathFlags = #llvm.fastmath<fast>} : vector<[4]xf32>
// CHECK-NEXT: %33 = llvm.insertvalue %32, %29[0] : !llvm.array<2 x vector<[4]xi1>>
// CHECK-NEXT: %34 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %35 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %36 = llvm.fcmp "oeq" %34, %35 {fastmathFlags = #llvm.fastmath<fast>} : vector<[4]xf32>
// CHECK-NEXT: %37 = llvm.insertvalue %36, %33[1] : !llvm.array<2 x vector<[4]xi1>>
// CHECK-NEXT: %38 = llvm.mlir.constant(dense<0.000000e+00> : vector<[4]xf32>) : vector<[4]xf32>
// CHECK-NEXT: %39 = llvm.mlir.constant(dense<1> : vector<2x2xindex>) : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %40 = llvm.intr.experimental.constrained.fptrunc %arg1 downward ignore : vector<[4]xf32> to vector<[4]xf16>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @edge(%a: vector<2x3xi32>, %s: vector<[4]xf32>, %z: vector<f32>, %f8: f8E4M3FN, %sc: vector<2x[4]xf32>, %i: vector<2x2xindex>) {
  %0:2 = arith.mulsi_extended %a, %a : vector<2x3xi32>
  %1:2 = arith.addui_extended %a, %a : vector<2x3xi32>, vector<2x3xi1>
  %2 = arith.addf %s, %s : vector<[4]xf32>
  %3 = arith.addf %z, %z : vector<f32>
  %5 = arith.addf %sc, %sc : vector<2x[4]xf32>
  %6 = arith.index_cast %i : vector<2x2xindex> to vector<2x2xi32>
  %7 = arith.bitcast %a : vector<2x3xi32> to vector<2x3xf32>
  %8 = arith.cmpf oeq, %sc, %sc fastmath<fast> : vector<2x[4]xf32>
  %9 = arith.constant dense<0.0> : vector<[4]xf32>
  %10 = arith.constant dense<1> : vector<2x2xindex>
  %11 = arith.truncf %s downward : vector<[4]xf32> to vector<[4]xf16>
  return
}
