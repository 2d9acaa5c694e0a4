func.func @f(%m: memref<?x4xf32>, %n: index) -> memref<?xf32> attributes {llvm.emit_c_interface} {
  %0 = memref.alloc(%n) : memref<?xf32>
  %1 = memref.alloca() : memref<8xi64>
  memref.dealloc %0 : memref<?xf32>
  %2 = memref.alloc(%n) {alignment = 64} : memref<?xf32>
  return %2 : memref<?xf32>
}
func.func private @decl(memref<4xf32>) attributes {llvm.emit_c_interface}
func.func @g(%m: memref<4xf32>) {
  call @decl(%m) : (memref<4xf32>) -> ()
  return
}
