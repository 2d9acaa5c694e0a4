// The output of mlir-opt-19's lowerings to the llvm and nvvm dialects round-trips
// through gpuopt byte for byte. Each Inputs/ file is mlir-opt-19's output for the
// source of the same name in test/unit/inputs/llvm-conversions/, made with:
//   arith-to-llvm:  --convert-arith-to-llvm --convert-index-to-llvm
//                   --convert-func-to-llvm --reconcile-unrealized-casts
//   math-to-llvm:   --convert-math-to-llvm --convert-arith-to-llvm
//                   --convert-func-to-llvm --reconcile-unrealized-casts
//   memref-to-llvm: --finalize-memref-to-llvm --convert-arith-to-llvm
//                   --convert-index-to-llvm --convert-func-to-llvm
//                   --reconcile-unrealized-casts
//   scf-cf-to-llvm: --convert-scf-to-cf --finalize-memref-to-llvm
//                   --convert-cf-to-llvm --convert-arith-to-llvm
//                   --convert-index-to-llvm --convert-func-to-llvm
//                   --reconcile-unrealized-casts
//   vector-to-llvm: --convert-vector-to-llvm --finalize-memref-to-llvm
//                   --convert-arith-to-llvm --convert-index-to-llvm
//                   --convert-func-to-llvm --reconcile-unrealized-casts
//   gpu-to-nvvm:    --convert-gpu-to-nvvm=has-redux=1 --reconcile-unrealized-casts
//   gpu-to-llvm:    --convert-gpu-to-nvvm --gpu-to-llvm --reconcile-unrealized-casts
//   expand-to-llvm: --arith-expand --convert-scf-to-cf --finalize-memref-to-llvm
//                   --convert-math-to-llvm --convert-arith-to-llvm
//                   --convert-index-to-llvm --convert-cf-to-llvm
//                   --convert-func-to-llvm --reconcile-unrealized-casts
//   c-interface-to-llvm (source c-interface.mlir):
//                   --finalize-memref-to-llvm=use-generic-functions=1
//                   --convert-func-to-llvm --convert-arith-to-llvm
//                   --reconcile-unrealized-casts
//   gpu-bare-ptr-to-nvvm (source gpu-dynamic-smem.mlir):
//                   --convert-gpu-to-nvvm=use-bare-ptr-memref-call-conv=1
//                   --reconcile-unrealized-casts
// (test_differential also runs each Inputs/ file in generic and debuginfo form.)
// `cmp`, not lit's builtin `diff`: that one leaves lit's own directory as the
// PYTHONPATH of the commands after it, which then run another gpuopt.

// RUN: gpuopt %S/Inputs/arith-to-llvm.mlir | cmp %S/Inputs/arith-to-llvm.mlir -
// RUN: gpuopt %S/Inputs/math-to-llvm.mlir | cmp %S/Inputs/math-to-llvm.mlir -
// RUN: gpuopt %S/Inputs/memref-to-llvm.mlir | cmp %S/Inputs/memref-to-llvm.mlir -
// RUN: gpuopt %S/Inputs/scf-cf-to-llvm.mlir | cmp %S/Inputs/scf-cf-to-llvm.mlir -
// RUN: gpuopt %S/Inputs/vector-to-llvm.mlir | cmp %S/Inputs/vector-to-llvm.mlir -
// RUN: gpuopt %S/Inputs/gpu-to-nvvm.mlir | cmp %S/Inputs/gpu-to-nvvm.mlir -
// RUN: gpuopt %S/Inputs/gpu-to-llvm.mlir | cmp %S/Inputs/gpu-to-llvm.mlir -
// RUN: gpuopt %S/Inputs/expand-to-llvm.mlir | cmp %S/Inputs/expand-to-llvm.mlir -
// RUN: gpuopt %S/Inputs/c-interface-to-llvm.mlir | cmp %S/Inputs/c-interface-to-llvm.mlir -
// RUN: gpuopt %S/Inputs/gpu-bare-ptr-to-nvvm.mlir | cmp %S/Inputs/gpu-bare-ptr-to-nvvm.mlir -
