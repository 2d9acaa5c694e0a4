// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines

// Comments and whitespace: `//` comments run to the end of the line and may
// sit anywhere a token boundary is; ops may span lines, tabs are whitespace,
// and none of it survives printing.

// A comment before the first op.
// CHECK:module {
// CHECK-LABEL:  func.func @spread(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:    %2 = arith.subi %1, %0 : i32
// CHECK-NEXT:    return %2 : i32
// CHECK-NEXT:  }
func.func @spread(   // after the name
    %a: i32,         // first argument
    %b: i32)         // last argument
    -> i32 {
	%0 = arith.addi	%a,   %b   :   i32   // tabs and runs of spaces
  // A comment line inside a body.
  %1 = arith.muli %0,
                  %0 : i32
  %2 = "arith.subi"(%1, %0) // between operands and type
      : (i32, i32) -> i32
  return %2 : i32 // trailing
}  // after the closing brace
// A comment with // nested slashes, "quotes", {braces} and %values.
// CHECK-LABEL:  func.func @compact(%arg0: f32) -> f32 {
// CHECK-NEXT:    %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
func.func @compact(%x:f32)->f32{%y=arith.addf %x,%x:f32
return %y:f32}
// CHECK-NEXT:}
// A comment on the last line, without a newline at the end of the file.