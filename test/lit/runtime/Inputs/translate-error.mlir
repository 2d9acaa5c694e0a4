llvm.func @main() {
  %0 = llvm.mlir.constant(1 : i64) : i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to index
  llvm.return
}
