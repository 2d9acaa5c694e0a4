// RUN: gpuopt %s | FileCheck %s
// RUN: gpuopt %s | gpuopt | FileCheck %s

// Attributes gpuopt keeps as text (#llvm.loop_*, #llvm.di_*) may name other attributes by
// alias; the printed text writes them out, so the output parses without the input's alias
// definitions. (mlir-opt-19 prints them through its own #loop_unroll, #di_file aliases
// instead: the same attributes, not yet the same text.) Strings keep their `#`.
#file = #llvm.di_file<"k#file.cu" in "/src">
#unroll = #llvm.loop_unroll<disable = true>
#la = #llvm.loop_annotation<unroll = #unroll>
llvm.func @k(%n: i64) {
  llvm.br ^bb1 {loop_annotation = #la}
^bb1:
  llvm.return
}
llvm.func @g() attributes {file = #file} {
  llvm.return
}

// CHECK:      llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<unroll = #llvm.loop_unroll<disable = true>>}
// CHECK:      llvm.func @g() attributes {file = #llvm.di_file<"k#file.cu" in "/src">}
