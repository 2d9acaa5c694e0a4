// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines

// dense<...> elements attributes: splats, nested lists, booleans, floats,
// hex-string input (printed back as a list up to 100 elements), 0-d and empty.

// CHECK:module {
// CHECK-NEXT:  func.func private @ints() attributes {my.list = dense<[1, 2, 3]> : tensor<3xi32>, my.neg = dense<[-1, 127]> : vector<2xi8>, my.nested = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi64>, my.same = dense<5> : tensor<2xi16>, my.splat = dense<0> : tensor<2x3xi32>}
func.func private @ints() attributes {my.list = dense<[1, 2, 3]> : tensor<3xi32>, my.splat = dense<0> : tensor<2x3xi32>, my.nested = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>, my.neg = dense<[-1, 127]> : vector<2xi8>, my.same = dense<[5, 5]> : tensor<2xi16>}
// CHECK-NEXT:  func.func private @floats() attributes {my.half = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf16>, my.list = dense<[5.000000e-01, -2.000000e+00, 1.000000e+10]> : tensor<3xf64>, my.splat = dense<1.000000e+00> : vector<4xf32>}
func.func private @floats() attributes {my.splat = dense<1.0> : vector<4xf32>, my.list = dense<[0.5, -2.0, 1.0e10]> : tensor<3xf64>, my.half = dense<[1.0, 2.0]> : tensor<2xf16>}
// CHECK-NEXT:  func.func private @bools() attributes {my.list = dense<[true, false]> : vector<2xi1>, my.splat = dense<true> : tensor<2xi1>}
func.func private @bools() attributes {my.splat = dense<true> : tensor<2xi1>, my.list = dense<[true, false]> : vector<2xi1>}
// CHECK-NEXT:  func.func private @hex() attributes {my.bytes = dense<[1, 2, 3, 4]> : tensor<4xi8>, my.words = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}
func.func private @hex() attributes {my.bytes = dense<"0x01020304"> : tensor<4xi8>, my.words = dense<"0x0000803F00000040"> : tensor<2xf32>}
// CHECK-NEXT:  func.func private @shapes() attributes {my.empty = dense<> : tensor<0xi32>, my.index = dense<[0, 1]> : tensor<2xindex>, my.scalar = dense<7> : tensor<i32>}
func.func private @shapes() attributes {my.scalar = dense<7> : tensor<i32>, my.empty = dense<> : tensor<0xi32>, my.index = dense<[0, 1]> : tensor<2xindex>}

// More than 100 elements print as a hex string.
// CHECK-NEXT:  func.func private @large() attributes {my.big = dense<"0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F6061626364"> : tensor<101xi8>}
func.func private @large() attributes {my.big = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi8>}

// CHECK-NEXT:  func.func @constants() -> vector<2x2xf32> {
// CHECK-NEXT:    %cst = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : vector<2x2xf32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<-1> : tensor<4xi32>
// CHECK-NEXT:    return %cst : vector<2x2xf32>
// CHECK-NEXT:  }
func.func @constants() -> vector<2x2xf32> {
  %0 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %1 = arith.constant dense<-1> : tensor<4xi32>
  return %0 : vector<2x2xf32>
}
// CHECK-NEXT:}
