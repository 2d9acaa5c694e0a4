// RUN: gpuopt %s --convert-nvvm-to-llvm --split-input-file | FileCheck %s
// The nvvm ops LLVM 19 builds as PTX (elect.sync, fence.mbarrier.init, fence.proxy) become
// llvm.inline_asm; intrinsic-backed nvvm ops stay; other ops fold only into legal (llvm) ops.
// Expected text from mlir-opt-19.

// CHECK: module {
// CHECK-NEXT:   llvm.func @elect() -> i1 {
// CHECK-NEXT:     %0 = llvm.inline_asm has_side_effects asm_dialect = att "{                                  \0A.reg .u32 rx;                      \0A.reg .pred px;                     \0A mov.pred $0, 0;                   \0A    elect.sync rx | px, 0xFFFFFFFF;\0A@px mov.pred $0, 1;                \0A}\0A", "=b"  : () -> i1
// CHECK-NEXT:     llvm.return %0 : i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @elect() -> i1 {
  %0 = nvvm.elect.sync -> i1
  llvm.return %0 : i1
}

// -----

// CHECK: module {
// CHECK-NEXT:   llvm.func @fence_init() {
// CHECK-NEXT:     llvm.inline_asm has_side_effects asm_dialect = att "fence.mbarrier_init.release.cluster;", ""  : () -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @fence_init() {
  nvvm.fence.mbarrier.init
  llvm.return
}

// -----

// CHECK: module {
// CHECK-NEXT:   llvm.func @proxy_alias() {
// CHECK-NEXT:     llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.alias;", ""  : () -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @proxy_alias() {
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  llvm.return
}

// -----

// CHECK: module {
// CHECK-NEXT:   llvm.func @proxy_async() {
// CHECK-NEXT:     llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async;", ""  : () -> ()
// CHECK-NEXT:     llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.global;", ""  : () -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @proxy_async() {
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.global>}
  llvm.return
}

// -----

// CHECK: module {
// CHECK-NEXT:   llvm.func @proxy_shared() {
// CHECK-NEXT:     llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
// CHECK-NEXT:     llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cluster;", ""  : () -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @proxy_shared() {
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cluster>}
  llvm.return
}

// -----

// CHECK: module {
// CHECK-NEXT:   llvm.func @stays() -> i32 {
// CHECK-NEXT:     %0 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT:     nvvm.barrier0
// CHECK-NEXT:     nvvm.cluster.arrive
// CHECK-NEXT:     nvvm.cluster.wait
// CHECK-NEXT:     nvvm.cp.async.commit.group
// CHECK-NEXT:     nvvm.cp.async.wait.group 0
// CHECK-NEXT:     nvvm.fence.sc.cluster
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// intrinsic-backed nvvm ops stay for the translation
llvm.func @stays() -> i32 {
  %0 = nvvm.read.ptx.sreg.tid.x : i32
  nvvm.barrier0
  nvvm.cluster.arrive
  nvvm.cluster.wait
  nvvm.cp.async.commit.group
  nvvm.cp.async.wait.group 0
  nvvm.fence.sc.cluster
  llvm.return %0 : i32
}

// -----

// CHECK: module {
// CHECK-NEXT:   gpu.module @kernels {
// CHECK-NEXT:     llvm.func @in_gpu_module() -> i1 attributes {nvvm.kernel} {
// CHECK-NEXT:       llvm.inline_asm has_side_effects asm_dialect = att "fence.mbarrier_init.release.cluster;", ""  : () -> ()
// CHECK-NEXT:       %0 = llvm.inline_asm has_side_effects asm_dialect = att "{                                  \0A.reg .u32 rx;                      \0A.reg .pred px;                     \0A mov.pred $0, 0;                   \0A    elect.sync rx | px, 0xFFFFFFFF;\0A@px mov.pred $0, 1;                \0A}\0A", "=b"  : () -> i1
// CHECK-NEXT:       llvm.return %0 : i1
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
gpu.module @kernels {
  llvm.func @in_gpu_module() -> i1 attributes {nvvm.kernel} {
    nvvm.fence.mbarrier.init
    %0 = nvvm.elect.sync -> i1
    llvm.return %0 : i1
  }
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @folds(%arg0: i32, %arg1: f32) -> (i32, vector<4xf32>) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = vector.broadcast %arg1 : f32 to vector<4xf32>
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %1 = vector.broadcast %cst : f32 to vector<4xf32>
// CHECK-NEXT:     %2 = arith.addf %0, %1 : vector<4xf32>
// CHECK-NEXT:     return %arg0, %2 : i32, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// other ops fold only when the fold needs no new op
func.func @folds(%x: i32, %v: f32) -> (i32, vector<4xf32>) {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = vector.broadcast %v : f32 to vector<4xf32>
  %c1 = arith.constant 1.0 : f32
  %2 = vector.broadcast %c1 : f32 to vector<4xf32>
  %3 = arith.addf %1, %2 : vector<4xf32>
  return %0, %3 : i32, vector<4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @elect_in_func(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.inline_asm has_side_effects asm_dialect = att "{                                  \0A.reg .u32 rx;                      \0A.reg .pred px;                     \0A mov.pred $0, 0;                   \0A    elect.sync rx | px, 0xFFFFFFFF;\0A@px mov.pred $0, 1;                \0A}\0A", "=b"  : () -> i1
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %1 = llvm.select %0, %c1_i32, %arg0 : i1, i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @elect_in_func(%x: i32) -> i32 {
  %p = nvvm.elect.sync -> i1
  %c1 = arith.constant 1 : i32
  %r = llvm.select %p, %c1, %x : i1, i32
  return %r : i32
}

// -----

// CHECK: module {
// CHECK-NEXT:   llvm.func @in_blocks(%arg0: i1) {
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async;", ""  : () -> ()
// CHECK-NEXT:     llvm.br ^bb2
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     llvm.inline_asm has_side_effects asm_dialect = att "fence.mbarrier_init.release.cluster;", ""  : () -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @in_blocks(%c: i1) {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async>}
  llvm.br ^bb2
^bb2:
  nvvm.fence.mbarrier.init
  llvm.return
}

// -----

// CHECK: module {
// CHECK-NEXT:   llvm.func @twice() -> i1 {
// CHECK-NEXT:     %0 = llvm.inline_asm has_side_effects asm_dialect = att "{                                  \0A.reg .u32 rx;                      \0A.reg .pred px;                     \0A mov.pred $0, 0;                   \0A    elect.sync rx | px, 0xFFFFFFFF;\0A@px mov.pred $0, 1;                \0A}\0A", "=b"  : () -> i1
// CHECK-NEXT:     %1 = llvm.inline_asm has_side_effects asm_dialect = att "{                                  \0A.reg .u32 rx;                      \0A.reg .pred px;                     \0A mov.pred $0, 0;                   \0A    elect.sync rx | px, 0xFFFFFFFF;\0A@px mov.pred $0, 1;                \0A}\0A", "=b"  : () -> i1
// CHECK-NEXT:     %2 = llvm.and %0, %1  : i1
// CHECK-NEXT:     llvm.return %2 : i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @twice() -> i1 {
  %0 = nvvm.elect.sync -> i1
  %1 = nvvm.elect.sync -> i1
  %2 = llvm.and %0, %1 : i1
  llvm.return %2 : i1
}
