// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %S/Inputs/invalid-utf8.mlir | FileCheck %s --check-prefix=BYTES --strict-whitespace --match-full-lines

// String attributes: bytes print as \XX hex escapes (uppercase) except
// printable ASCII and \\; UTF-8 is escaped byte by byte.  Inputs/ holds a
// file with invalid UTF-8 inside strings and comments, which is accepted.

// CHECK:module {
// CHECK-NEXT:  func.func private @escapes() attributes {my.ctl = "\01\1F\7F", my.esc = "tab\09 nl\0A cr\0D quote\22 backslash\\", my.hex = "\AB\CD", my.plain = "a b ~ ! ' # $ % & ( ) * + , - . / : ; < = > ? @ [ ] ^ _ ` { | }"}
func.func private @escapes() attributes {my.plain = "a b ~ ! ' # $ % & ( ) * + , - . / : ; < = > ? @ [ ] ^ _ ` { | }", my.esc = "tab\t nl\n cr\0D quote\" backslash\\", my.hex = "\ab\CD", my.ctl = "\01\1f\7f"}
// CHECK-NEXT:  func.func private @utf8() attributes {my.utf8 = "caf\C3\A9 \E2\82\AC"}
func.func private @utf8() attributes {my.utf8 = "café €"}
// CHECK-NEXT:  func.func private @symbol_names() attributes {my.sym = @"quoted name", my.sym2 = @"caf\C3\A9"}
func.func private @symbol_names() attributes {my.sym = @"quoted name", my.sym2 = @"café"}
// CHECK-NEXT:  gpu.module @strings {
// CHECK-NEXT:    gpu.func @print() {
// CHECK-NEXT:      gpu.printf "%d\0A\22q\22 \C3\A9"
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:}
gpu.module @strings {
  gpu.func @print() {
    gpu.printf "%d\n\"q\" é"
    gpu.return
  }
}

// BYTES:module {
// BYTES-NEXT:  func.func private @invalid() attributes {my.invalid = "\FF\FE bad \C3"}
// BYTES-NEXT:}
