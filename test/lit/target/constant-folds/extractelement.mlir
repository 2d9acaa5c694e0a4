// A constant lane of a constant vector folds to the element, as LLVM's IRBuilder folds it
// (mlir-translate-19 writes `double 7.000000e+00` as the call's operand).
// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s

llvm.func @use(f64)
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<7.000000e+00> : vector<f64>) : vector<1xf64>
  %1 = llvm.mlir.constant(0 : index) : i64
  %2 = llvm.extractelement %0[%1 : i64] : vector<1xf64>
  llvm.call @use(%2) : (f64) -> ()
  %3 = llvm.mlir.constant(dense<[1.0, 2.5]> : vector<2xf64>) : vector<2xf64>
  %4 = llvm.mlir.constant(1 : i32) : i32
  %5 = llvm.extractelement %3[%4 : i32] : vector<2xf64>
  llvm.call @use(%5) : (f64) -> ()
  llvm.return
}
// CHECK: call void @use(double 7.000000e+00)
// CHECK: call void @use(double 2.500000e+00)
