// RUN: gpuopt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// With --allow-unregistered-dialect, ops of unknown dialects parse in the
// generic form and print in the generic form, with their attributes,
// properties, regions, successors and multiple results.

// CHECK:module {
// CHECK-LABEL:  func.func @unknown(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = "foo.op"(%arg0) {attr = 1 : i32, b = "s"} : (i32) -> i32
// CHECK-NEXT:    %1:2 = "foo.multi"() : () -> (i32, f32)
// CHECK-NEXT:    "foo.region"() ({
// CHECK-NEXT:      "foo.inner"(%1#0) : (i32) -> ()
// CHECK-NEXT:    ^bb1:  // no predecessors
// CHECK-NEXT:      "foo.term"() : () -> ()
// CHECK-NEXT:    }, {
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    "foo.props"() <{n = 2 : i64, prop = "p"}> {disc} : () -> ()
// CHECK-NEXT:    %2 = "foo.typed"(%0) : (i32) -> !foo.type<"opaque" 1>
// CHECK-NEXT:    %3 = "foo.attr"() {a = #foo.attr<[1, 2]>} : () -> i1
// CHECK-NEXT:    "foo.branch"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @unknown(%x: i32) -> i32 {
  %0 = "foo.op"(%x) {attr = 1 : i32, b = "s"} : (i32) -> i32
  %1:2 = "foo.multi"() : () -> (i32, f32)
  "foo.region"() ({
    "foo.inner"(%1#0) : (i32) -> ()
  ^bb1:
    "foo.term"() : () -> ()
  }, {
  }) : () -> ()
  "foo.props"() <{prop = "p", n = 2 : i64}> {disc} : () -> ()
  %2 = "foo.typed"(%0) : (i32) -> !foo.type<"opaque" 1>
  %3 = "foo.attr"() {a = #foo.attr<[1, 2]>} : () -> i1
  "foo.branch"(%x)[^bb1] : (i32) -> ()
^bb1:
  return %0 : i32
}

// CHECK-NEXT:  "foo.top_level"() : () -> ()
"foo.top_level"() : () -> ()
// CHECK-NEXT:}
