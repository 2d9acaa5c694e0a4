// RUN: gpuopt --allow-unregistered-dialect %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: env GPUOPT_LINE_PLANS=0 gpuopt --allow-unregistered-dialect %s \
// RUN:   | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s --check-prefix=LOC

// Repeated line shapes (parser/lines.py): an op whose line equals an earlier one up to its SSA
// names is rebuilt from the earlier parse. Operands map by position (swapped, repeated,
// `%p#1`), results by group (`%q:2`, `%r, %s`); a string holding `%x` is text, not a name; an op
// continued on the next line (`gpu.wait` then `[%t2]`, a trailing `loc(...)`) is parsed token
// by token; locations follow each line's own name lengths, also after non-ASCII text. The
// output equals mlir-opt-19's, with plans and without (GPUOPT_LINE_PLANS=0).

func.func @shapes(%x: i32, %y: i32, %f: f32) -> i32 {
  %a = arith.addi %x, %y : i32
  %a_longer_name = arith.addi %y, %a : i32
  %b = arith.muli %x, %x : i32
  %c = arith.muli %a_longer_name, %b : i32
  %s = arith.addi %c, %c : i32 // uses %c twice
  %t = arith.addi %s, %c : i32 // uses %s and %c
  %u = arith.addi %t, %s : i32
    loc("elsewhere.mlir":7:9)
  %v = arith.addi %u, %t : i32
  %g = arith.addf %f, %f : f32
  %h = arith.addf %g, %g : f32
  %r = scf.for %i = %x to %y step %x iter_args(%acc = %v) -> (i32) : i32 {
    %w = arith.addi %acc, %i : i32
    %z = arith.addi %w, %u : i32
    scf.yield %z : i32
  }
  return %r : i32
}
func.func @same_names(%x: i32, %y: i32) -> i32 {
  %a = arith.addi %x, %y : i32
  %a_longer_name = arith.addi %y, %a : i32
  return %a_longer_name : i32
}
func.func @waits() {
  gpu.wait
  %t0 = gpu.wait async
  %t1 = gpu.wait async [%t0]
  %t2 = gpu.wait async [%t1]
  %t3 = gpu.wait async [%t1, %t2]
  %t4 = gpu.wait async [%t2, %t3]
  gpu.wait [%t4]
  gpu.wait [%t3]
  gpu.wait
  gpu.wait
    [%t2]
  return
}
func.func @generic(%x: i32) {
  %p:2 = "test.pair"(%x) : (i32) -> (i32, i64)
  %q:2 = "test.pair"(%p#0) : (i32) -> (i32, i64)
  %r, %s = "test.pair"(%q#0) : (i32) -> (i32, i64)
  "test.use"(%q#1, %s) : (i64, i64) -> ()
  "test.use"(%p#1, %q#1) : (i64, i64) -> ()
  "test.note"() {text = "%x"} : () -> ()
  "test.note"() {text = "%y"} : () -> ()
  "test.note"() {text = "é"} : () -> () %k = arith.addi %x, %x : i32
  "test.note"() {text = "é"} : () -> () %kk = arith.addi %k, %x : i32
  return
}

// The output, from mlir-opt-19:
// CHECK:module {
// CHECK-NEXT:  func.func @shapes(%arg0: i32, %arg1: i32, %arg2: f32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = arith.addi %arg1, %0 : i32
// CHECK-NEXT:    %2 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    %3 = arith.muli %1, %2 : i32
// CHECK-NEXT:    %4 = arith.addi %3, %3 : i32
// CHECK-NEXT:    %5 = arith.addi %4, %3 : i32
// CHECK-NEXT:    %6 = arith.addi %5, %4 : i32
// CHECK-NEXT:    %7 = arith.addi %6, %5 : i32
// CHECK-NEXT:    %8 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT:    %9 = arith.addf %8, %8 : f32
// CHECK-NEXT:    %10 = scf.for %arg3 = %arg0 to %arg1 step %arg0 iter_args(%arg4 = %7) -> (i32)  : i32 {
// CHECK-NEXT:      %11 = arith.addi %arg4, %arg3 : i32
// CHECK-NEXT:      %12 = arith.addi %11, %6 : i32
// CHECK-NEXT:      scf.yield %12 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %10 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @same_names(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = arith.addi %arg1, %0 : i32
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @waits() {
// CHECK-NEXT:    gpu.wait 
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %1 = gpu.wait async [%0]
// CHECK-NEXT:    %2 = gpu.wait async [%1]
// CHECK-NEXT:    %3 = gpu.wait async [%1, %2]
// CHECK-NEXT:    %4 = gpu.wait async [%2, %3]
// CHECK-NEXT:    gpu.wait [%4]
// CHECK-NEXT:    gpu.wait [%3]
// CHECK-NEXT:    gpu.wait 
// CHECK-NEXT:    gpu.wait [%2]
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @generic(%arg0: i32) {
// CHECK-NEXT:    %0:2 = "test.pair"(%arg0) : (i32) -> (i32, i64)
// CHECK-NEXT:    %1:2 = "test.pair"(%0#0) : (i32) -> (i32, i64)
// CHECK-NEXT:    %2:2 = "test.pair"(%1#0) : (i32) -> (i32, i64)
// CHECK-NEXT:    "test.use"(%1#1, %2#1) : (i64, i64) -> ()
// CHECK-NEXT:    "test.use"(%0#1, %1#1) : (i64, i64) -> ()
// CHECK-NEXT:    "test.note"() {text = "%x"} : () -> ()
// CHECK-NEXT:    "test.note"() {text = "%y"} : () -> ()
// CHECK-NEXT:    "test.note"() {text = "\C3\A9"} : () -> ()
// CHECK-NEXT:    %3 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    "test.note"() {text = "\C3\A9"} : () -> ()
// CHECK-NEXT:    %4 = arith.addi %3, %arg0 : i32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// Op locations: lines 14-15 and 33-34 repeat shapes with names of other lengths (column 8,
// then 20); the second ops of lines 59-60 start after a two-byte character (bytes, not chars).
// LOC:#loc = loc("{{.*}}repeated.mlir":0:0)
// LOC-NEXT:#loc1 = loc("{{.*}}repeated.mlir":13:1)
// LOC-NEXT:#loc5 = loc("{{.*}}repeated.mlir":14:8)
// LOC-NEXT:#loc6 = loc("{{.*}}repeated.mlir":15:20)
// LOC-NEXT:#loc7 = loc("{{.*}}repeated.mlir":16:8)
// LOC-NEXT:#loc8 = loc("{{.*}}repeated.mlir":17:8)
// LOC-NEXT:#loc9 = loc("{{.*}}repeated.mlir":18:8)
// LOC-NEXT:#loc10 = loc("{{.*}}repeated.mlir":19:8)
// LOC-NEXT:#loc11 = loc("elsewhere.mlir":7:9)
// LOC-NEXT:#loc12 = loc("{{.*}}repeated.mlir":22:8)
// LOC-NEXT:#loc13 = loc("{{.*}}repeated.mlir":23:8)
// LOC-NEXT:#loc14 = loc("{{.*}}repeated.mlir":24:8)
// LOC-NEXT:#loc15 = loc("{{.*}}repeated.mlir":25:8)
// LOC-NEXT:#loc16 = loc("{{.*}}repeated.mlir":26:10)
// LOC-NEXT:#loc17 = loc("{{.*}}repeated.mlir":27:10)
// LOC-NEXT:#loc18 = loc("{{.*}}repeated.mlir":28:5)
// LOC-NEXT:#loc19 = loc("{{.*}}repeated.mlir":30:3)
// LOC-NEXT:#loc20 = loc("{{.*}}repeated.mlir":32:1)
// LOC-NEXT:#loc23 = loc("{{.*}}repeated.mlir":33:8)
// LOC-NEXT:#loc24 = loc("{{.*}}repeated.mlir":34:20)
// LOC-NEXT:#loc25 = loc("{{.*}}repeated.mlir":35:3)
// LOC-NEXT:#loc26 = loc("{{.*}}repeated.mlir":37:1)
// LOC-NEXT:#loc27 = loc("{{.*}}repeated.mlir":38:3)
// LOC-NEXT:#loc28 = loc("{{.*}}repeated.mlir":39:9)
// LOC-NEXT:#loc29 = loc("{{.*}}repeated.mlir":40:9)
// LOC-NEXT:#loc30 = loc("{{.*}}repeated.mlir":41:9)
// LOC-NEXT:#loc31 = loc("{{.*}}repeated.mlir":42:9)
// LOC-NEXT:#loc32 = loc("{{.*}}repeated.mlir":43:9)
// LOC-NEXT:#loc33 = loc("{{.*}}repeated.mlir":44:3)
// LOC-NEXT:#loc34 = loc("{{.*}}repeated.mlir":45:3)
// LOC-NEXT:#loc35 = loc("{{.*}}repeated.mlir":46:3)
// LOC-NEXT:#loc36 = loc("{{.*}}repeated.mlir":47:3)
// LOC-NEXT:#loc37 = loc("{{.*}}repeated.mlir":49:3)
// LOC-NEXT:#loc38 = loc("{{.*}}repeated.mlir":51:1)
// LOC-NEXT:#loc40 = loc("{{.*}}repeated.mlir":52:10)
// LOC-NEXT:#loc41 = loc("{{.*}}repeated.mlir":53:10)
// LOC-NEXT:#loc42 = loc("{{.*}}repeated.mlir":54:12)
// LOC-NEXT:#loc43 = loc("{{.*}}repeated.mlir":55:3)
// LOC-NEXT:#loc44 = loc("{{.*}}repeated.mlir":56:3)
// LOC-NEXT:#loc45 = loc("{{.*}}repeated.mlir":57:3)
// LOC-NEXT:#loc46 = loc("{{.*}}repeated.mlir":58:3)
// LOC-NEXT:#loc47 = loc("{{.*}}repeated.mlir":59:3)
// LOC-NEXT:#loc48 = loc("{{.*}}repeated.mlir":59:47)
// LOC-NEXT:#loc49 = loc("{{.*}}repeated.mlir":60:3)
// LOC-NEXT:#loc50 = loc("{{.*}}repeated.mlir":60:48)
// LOC-NEXT:#loc51 = loc("{{.*}}repeated.mlir":61:3)
