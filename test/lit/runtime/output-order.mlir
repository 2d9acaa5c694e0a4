// The order of the output in a pipe is mlir-cpu-runner-19's: the runner utilities write to C's
// stdout (fully buffered in a pipe), a memref print flushes it, and the result line is written
// past that buffer, so scalar prints after the last memref print come after the result.
// RUN: gpuopt-runner %s -e main --entry-point-result=i32 | FileCheck %s
// CHECK: {{^}}1{{$}}
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [1] strides = [1] data =
// CHECK-NEXT: {{^}}[2]{{$}}
// CHECK-NEXT: {{^}}99{{$}}
// CHECK-NEXT: {{^}}3{{$}}

func.func private @printMemrefI64(memref<*xi64>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  call @printI64(%one) : (i64) -> ()
  call @printNewline() : () -> ()
  %m = memref.alloc() : memref<1xi64>
  memref.store %two, %m[%c0] : memref<1xi64>
  %u = memref.cast %m : memref<1xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  call @printI64(%three) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<1xi64>
  %r = arith.constant 99 : i32
  return %r : i32
}
