llvm.func @main() {
  llvm.bogus
  llvm.return
}
