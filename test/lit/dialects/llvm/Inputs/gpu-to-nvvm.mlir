module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80">]  {
    llvm.mlir.global internal constant @printfFormat_0("tid %d %f\0A\00") {addr_space = 0 : i32}
    llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
    llvm.mlir.global internal @__wg_k_0() {addr_space = 3 : i32} : !llvm.array<32 x f32>
    llvm.mlir.global internal @__wg_k_1() {addr_space = 3 : i32} : !llvm.array<32 x f32>
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @__nv_sqrtf(f32) -> f32
    llvm.func @__nv_tanhf(f32) -> f32
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @__nv_powf(f32, f32) -> f32
    llvm.func @__nv_logf(f32) -> f32
    llvm.func @__nv_sinf(f32) -> f32
    llvm.func @__nv_atan2f(f32, f32) -> f32
    llvm.func @__nv_floorf(f32) -> f32
    llvm.func @__nv_cbrtf(f32) -> f32
    llvm.func @__nv_erff(f32) -> f32
    llvm.func @__nv_expm1f(f32) -> f32
    llvm.func @__nv_log1pf(f32) -> f32
    llvm.func @__nv_tanf(f32) -> f32
    llvm.func @__nv_fabsf(f32) -> f32
    llvm.func @__nv_cosf(f32) -> f32
    llvm.func @k(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: f32, %arg6: i32) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
      %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %6 = llvm.mlir.addressof @__wg_k_0 : !llvm.ptr<3>
      %7 = llvm.getelementptr %6[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x f32>
      %8 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %11 = llvm.mlir.constant(0 : index) : i64
      %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %13 = llvm.mlir.constant(32 : index) : i64
      %14 = llvm.insertvalue %13, %12[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %15 = llvm.mlir.constant(1 : index) : i64
      %16 = llvm.insertvalue %15, %14[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %17 = llvm.mlir.addressof @__wg_k_1 : !llvm.ptr<3>
      %18 = llvm.getelementptr %17[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x f32>
      %19 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %22 = llvm.mlir.constant(0 : index) : i64
      %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %24 = llvm.mlir.constant(32 : index) : i64
      %25 = llvm.insertvalue %24, %23[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %26 = llvm.mlir.constant(1 : index) : i64
      %27 = llvm.insertvalue %26, %25[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %28 = llvm.mlir.constant(4 : i64) : i64
      %29 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
      %30 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
      %31 = llvm.insertvalue %29, %30[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %32 = llvm.insertvalue %29, %31[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %33 = llvm.mlir.constant(0 : index) : i64
      %34 = llvm.insertvalue %33, %32[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %35 = llvm.mlir.constant(4 : index) : i64
      %36 = llvm.insertvalue %35, %34[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %37 = llvm.mlir.constant(1 : index) : i64
      %38 = llvm.insertvalue %37, %36[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %39 = llvm.mlir.constant(0 : index) : i64
      %40 = llvm.mlir.constant(16 : i32) : i32
      %41 = llvm.mlir.constant(8 : i32) : i32
      %42 = llvm.mlir.constant(4 : i32) : i32
      %43 = llvm.mlir.constant(2 : i32) : i32
      %44 = llvm.mlir.constant(0 : i32) : i32
      %45 = llvm.mlir.constant(31 : i32) : i32
      %46 = llvm.mlir.constant(1 : i32) : i32
      %47 = llvm.mlir.constant(32 : i32) : i32
      %48 = nvvm.read.ptx.sreg.tid.x : i32
      %49 = llvm.sext %48 : i32 to i64
      %50 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %51 = llvm.getelementptr %50[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %arg5, %51 : f32, !llvm.ptr
      %52 = nvvm.read.ptx.sreg.tid.y : i32
      %53 = llvm.sext %52 : i32 to i64
      %54 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %55 = llvm.getelementptr %54[%53] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %arg5, %55 : f32, !llvm.ptr
      %56 = nvvm.read.ptx.sreg.tid.z : i32
      %57 = llvm.sext %56 : i32 to i64
      %58 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %59 = llvm.getelementptr %58[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %arg5, %59 : f32, !llvm.ptr
      %60 = nvvm.read.ptx.sreg.ctaid.x : i32
      %61 = llvm.sext %60 : i32 to i64
      %62 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %63 = llvm.getelementptr %62[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %arg5, %63 : f32, !llvm.ptr
      %64 = nvvm.read.ptx.sreg.ctaid.y : i32
      %65 = llvm.sext %64 : i32 to i64
      %66 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %67 = llvm.getelementptr %66[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %arg5, %67 : f32, !llvm.ptr
      %68 = nvvm.read.ptx.sreg.ctaid.z : i32
      %69 = llvm.sext %68 : i32 to i64
      %70 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %71 = llvm.getelementptr %70[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %arg5, %71 : f32, !llvm.ptr
      %72 = nvvm.read.ptx.sreg.ntid.x : i32
      %73 = llvm.sext %72 : i32 to i64
      %74 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %75 = llvm.getelementptr %74[%73] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %arg5, %75 : f32, !llvm.ptr
      %76 = nvvm.read.ptx.sreg.ntid.y : i32
      %77 = llvm.sext %76 : i32 to i64
      %78 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %79 = llvm.getelementptr %78[%77] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %arg5, %79 : f32, !llvm.ptr
      %80 = nvvm.read.ptx.sreg.ntid.z : i32
      %81 = llvm.sext %80 : i32 to i64
      %82 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %83 = llvm.getelementptr %82[%81] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %arg5, %83 : f32, !llvm.ptr
      %84 = nvvm.read.ptx.sreg.nctaid.x : i32
      %85 = llvm.sext %84 : i32 to i64
      %86 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %87 = llvm.getelementptr %86[%85] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %arg5, %87 : f32, !llvm.ptr
      %88 = nvvm.read.ptx.sreg.nctaid.y : i32
      %89 = llvm.sext %88 : i32 to i64
      %90 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %91 = llvm.getelementptr %90[%89] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %arg5, %91 : f32, !llvm.ptr
      %92 = nvvm.read.ptx.sreg.nctaid.z : i32
      %93 = llvm.sext %92 : i32 to i64
      %94 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %95 = llvm.getelementptr %94[%93] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %arg5, %95 : f32, !llvm.ptr
      %96 = nvvm.read.ptx.sreg.laneid : i32
      %97 = llvm.sext %96 : i32 to i64
      %98 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %99 = llvm.getelementptr %98[%97] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %arg5, %99 : f32, !llvm.ptr
      %100 = nvvm.read.ptx.sreg.clusterid.x : i32
      %101 = llvm.sext %100 : i32 to i64
      %102 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %103 = llvm.getelementptr %102[%101] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %arg5, %103 : f32, !llvm.ptr
      %104 = nvvm.read.ptx.sreg.nclusterid.x : i32
      %105 = llvm.sext %104 : i32 to i64
      %106 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %107 = llvm.getelementptr %106[%105] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %arg5, %107 : f32, !llvm.ptr
      %108 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
      %109 = llvm.sext %108 : i32 to i64
      %110 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %111 = llvm.getelementptr %110[%109] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %arg5, %111 : f32, !llvm.ptr
      %112 = llvm.mlir.constant(1 : i32) : i32
      %113 = llvm.mlir.constant(-1 : i32) : i32
      %114 = llvm.mlir.constant(32 : i32) : i32
      %115 = llvm.sub %114, %47 : i32
      %116 = llvm.lshr %113, %115  : i32
      %117 = llvm.sub %47, %112 : i32
      %118 = nvvm.shfl.sync  bfly %116, %arg5, %46, %117 : f32 -> f32
      %119 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %120 = llvm.getelementptr %119[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %118, %120 : f32, !llvm.ptr
      %121 = llvm.mlir.constant(1 : i32) : i32
      %122 = llvm.mlir.constant(-1 : i32) : i32
      %123 = llvm.mlir.constant(32 : i32) : i32
      %124 = llvm.sub %123, %47 : i32
      %125 = llvm.lshr %122, %124  : i32
      %126 = nvvm.shfl.sync  up %125, %arg5, %46, %124 : f32 -> f32
      %127 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %128 = llvm.getelementptr %127[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %126, %128 : f32, !llvm.ptr
      %129 = llvm.mlir.constant(1 : i32) : i32
      %130 = llvm.mlir.constant(-1 : i32) : i32
      %131 = llvm.mlir.constant(32 : i32) : i32
      %132 = llvm.sub %131, %47 : i32
      %133 = llvm.lshr %130, %132  : i32
      %134 = llvm.sub %47, %129 : i32
      %135 = nvvm.shfl.sync  down %133, %arg5, %46, %134 : f32 -> f32
      %136 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %137 = llvm.getelementptr %136[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %135, %137 : f32, !llvm.ptr
      %138 = llvm.mlir.constant(1 : i32) : i32
      %139 = llvm.mlir.constant(-1 : i32) : i32
      %140 = llvm.mlir.constant(32 : i32) : i32
      %141 = llvm.sub %140, %47 : i32
      %142 = llvm.lshr %139, %141  : i32
      %143 = llvm.sub %47, %138 : i32
      %144 = nvvm.shfl.sync  idx %142, %arg5, %46, %143 : f32 -> f32
      %145 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %146 = llvm.getelementptr %145[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %144, %146 : f32, !llvm.ptr
      nvvm.barrier0
      %147 = nvvm.read.ptx.sreg.ntid.x : i32
      %148 = llvm.sext %147 : i32 to i64
      %149 = llvm.trunc %148 : i64 to i32
      %150 = nvvm.read.ptx.sreg.ntid.y : i32
      %151 = llvm.sext %150 : i32 to i64
      %152 = llvm.trunc %151 : i64 to i32
      %153 = nvvm.read.ptx.sreg.ntid.z : i32
      %154 = llvm.sext %153 : i32 to i64
      %155 = llvm.trunc %154 : i64 to i32
      %156 = nvvm.read.ptx.sreg.tid.x : i32
      %157 = llvm.sext %156 : i32 to i64
      %158 = llvm.trunc %157 : i64 to i32
      %159 = nvvm.read.ptx.sreg.tid.y : i32
      %160 = llvm.sext %159 : i32 to i64
      %161 = llvm.trunc %160 : i64 to i32
      %162 = nvvm.read.ptx.sreg.tid.z : i32
      %163 = llvm.sext %162 : i32 to i64
      %164 = llvm.trunc %163 : i64 to i32
      %165 = llvm.mul %164, %152 : i32
      %166 = llvm.add %165, %161 : i32
      %167 = llvm.mul %166, %149 : i32
      %168 = llvm.mul %149, %152 : i32
      %169 = llvm.add %167, %158 : i32
      %170 = llvm.mul %168, %155 : i32
      %171 = llvm.and %169, %45  : i32
      %172 = llvm.icmp "eq" %171, %44 : i32
      %173 = llvm.sub %169, %171 : i32
      %174 = llvm.sub %170, %173 : i32
      %175 = llvm.icmp "slt" %174, %47 : i32
      llvm.cond_br %175, ^bb1, ^bb17
    ^bb1:  // pred: ^bb0
      %176 = llvm.mlir.constant(1 : i32) : i32
      %177 = llvm.mlir.constant(-1 : i32) : i32
      %178 = llvm.mlir.constant(32 : i32) : i32
      %179 = llvm.sub %178, %174 : i32
      %180 = llvm.lshr %177, %179  : i32
      %181 = llvm.sub %174, %176 : i32
      %182 = nvvm.shfl.sync  bfly %180, %arg5, %46, %181 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %183 = llvm.extractvalue %182[0] : !llvm.struct<(f32, i1)> 
      %184 = llvm.extractvalue %182[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %184, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %185 = llvm.fadd %arg5, %183  : f32
      llvm.br ^bb4(%185 : f32)
    ^bb3:  // pred: ^bb1
      llvm.br ^bb4(%arg5 : f32)
    ^bb4(%186: f32):  // 2 preds: ^bb2, ^bb3
      %187 = llvm.mlir.constant(1 : i32) : i32
      %188 = llvm.mlir.constant(-1 : i32) : i32
      %189 = llvm.mlir.constant(32 : i32) : i32
      %190 = llvm.sub %189, %174 : i32
      %191 = llvm.lshr %188, %190  : i32
      %192 = llvm.sub %174, %187 : i32
      %193 = nvvm.shfl.sync  bfly %191, %186, %43, %192 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %194 = llvm.extractvalue %193[0] : !llvm.struct<(f32, i1)> 
      %195 = llvm.extractvalue %193[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %195, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %196 = llvm.fadd %186, %194  : f32
      llvm.br ^bb7(%196 : f32)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7(%186 : f32)
    ^bb7(%197: f32):  // 2 preds: ^bb5, ^bb6
      %198 = llvm.mlir.constant(1 : i32) : i32
      %199 = llvm.mlir.constant(-1 : i32) : i32
      %200 = llvm.mlir.constant(32 : i32) : i32
      %201 = llvm.sub %200, %174 : i32
      %202 = llvm.lshr %199, %201  : i32
      %203 = llvm.sub %174, %198 : i32
      %204 = nvvm.shfl.sync  bfly %202, %197, %42, %203 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %205 = llvm.extractvalue %204[0] : !llvm.struct<(f32, i1)> 
      %206 = llvm.extractvalue %204[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %206, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %207 = llvm.fadd %197, %205  : f32
      llvm.br ^bb10(%207 : f32)
    ^bb9:  // pred: ^bb7
      llvm.br ^bb10(%197 : f32)
    ^bb10(%208: f32):  // 2 preds: ^bb8, ^bb9
      %209 = llvm.mlir.constant(1 : i32) : i32
      %210 = llvm.mlir.constant(-1 : i32) : i32
      %211 = llvm.mlir.constant(32 : i32) : i32
      %212 = llvm.sub %211, %174 : i32
      %213 = llvm.lshr %210, %212  : i32
      %214 = llvm.sub %174, %209 : i32
      %215 = nvvm.shfl.sync  bfly %213, %208, %41, %214 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %216 = llvm.extractvalue %215[0] : !llvm.struct<(f32, i1)> 
      %217 = llvm.extractvalue %215[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %217, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %218 = llvm.fadd %208, %216  : f32
      llvm.br ^bb13(%218 : f32)
    ^bb12:  // pred: ^bb10
      llvm.br ^bb13(%208 : f32)
    ^bb13(%219: f32):  // 2 preds: ^bb11, ^bb12
      %220 = llvm.mlir.constant(1 : i32) : i32
      %221 = llvm.mlir.constant(-1 : i32) : i32
      %222 = llvm.mlir.constant(32 : i32) : i32
      %223 = llvm.sub %222, %174 : i32
      %224 = llvm.lshr %221, %223  : i32
      %225 = llvm.sub %174, %220 : i32
      %226 = nvvm.shfl.sync  bfly %224, %219, %40, %225 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %227 = llvm.extractvalue %226[0] : !llvm.struct<(f32, i1)> 
      %228 = llvm.extractvalue %226[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %228, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %229 = llvm.fadd %219, %227  : f32
      llvm.br ^bb16(%229 : f32)
    ^bb15:  // pred: ^bb13
      llvm.br ^bb16(%219 : f32)
    ^bb16(%230: f32):  // 2 preds: ^bb14, ^bb15
      llvm.br ^bb18(%230 : f32)
    ^bb17:  // pred: ^bb0
      %231 = llvm.mlir.constant(1 : i32) : i32
      %232 = llvm.mlir.constant(-1 : i32) : i32
      %233 = llvm.mlir.constant(32 : i32) : i32
      %234 = llvm.sub %233, %47 : i32
      %235 = llvm.lshr %232, %234  : i32
      %236 = llvm.sub %47, %231 : i32
      %237 = nvvm.shfl.sync  bfly %235, %arg5, %46, %236 : f32 -> f32
      %238 = llvm.fadd %arg5, %237  : f32
      %239 = llvm.mlir.constant(1 : i32) : i32
      %240 = llvm.mlir.constant(-1 : i32) : i32
      %241 = llvm.mlir.constant(32 : i32) : i32
      %242 = llvm.sub %241, %47 : i32
      %243 = llvm.lshr %240, %242  : i32
      %244 = llvm.sub %47, %239 : i32
      %245 = nvvm.shfl.sync  bfly %243, %238, %43, %244 : f32 -> f32
      %246 = llvm.fadd %238, %245  : f32
      %247 = llvm.mlir.constant(1 : i32) : i32
      %248 = llvm.mlir.constant(-1 : i32) : i32
      %249 = llvm.mlir.constant(32 : i32) : i32
      %250 = llvm.sub %249, %47 : i32
      %251 = llvm.lshr %248, %250  : i32
      %252 = llvm.sub %47, %247 : i32
      %253 = nvvm.shfl.sync  bfly %251, %246, %42, %252 : f32 -> f32
      %254 = llvm.fadd %246, %253  : f32
      %255 = llvm.mlir.constant(1 : i32) : i32
      %256 = llvm.mlir.constant(-1 : i32) : i32
      %257 = llvm.mlir.constant(32 : i32) : i32
      %258 = llvm.sub %257, %47 : i32
      %259 = llvm.lshr %256, %258  : i32
      %260 = llvm.sub %47, %255 : i32
      %261 = nvvm.shfl.sync  bfly %259, %254, %41, %260 : f32 -> f32
      %262 = llvm.fadd %254, %261  : f32
      %263 = llvm.mlir.constant(1 : i32) : i32
      %264 = llvm.mlir.constant(-1 : i32) : i32
      %265 = llvm.mlir.constant(32 : i32) : i32
      %266 = llvm.sub %265, %47 : i32
      %267 = llvm.lshr %264, %266  : i32
      %268 = llvm.sub %47, %263 : i32
      %269 = nvvm.shfl.sync  bfly %267, %262, %40, %268 : f32 -> f32
      %270 = llvm.fadd %262, %269  : f32
      llvm.br ^bb18(%270 : f32)
    ^bb18(%271: f32):  // 2 preds: ^bb16, ^bb17
      llvm.cond_br %172, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %272 = llvm.sdiv %169, %47  : i32
      %273 = llvm.sext %272 : i32 to i64
      %274 = llvm.extractvalue %27[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %275 = llvm.getelementptr %274[%273] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %271, %275 : f32, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb20:  // pred: ^bb18
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      nvvm.barrier0
      %276 = llvm.add %170, %45 : i32
      %277 = llvm.sdiv %276, %47  : i32
      %278 = llvm.icmp "slt" %169, %277 : i32
      llvm.cond_br %278, ^bb22, ^bb41
    ^bb22:  // pred: ^bb21
      %279 = llvm.sext %169 : i32 to i64
      %280 = llvm.extractvalue %27[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %281 = llvm.getelementptr %280[%279] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %282 = llvm.load %281 : !llvm.ptr<3> -> f32
      %283 = llvm.icmp "slt" %277, %47 : i32
      llvm.cond_br %283, ^bb23, ^bb39
    ^bb23:  // pred: ^bb22
      %284 = llvm.mlir.constant(1 : i32) : i32
      %285 = llvm.mlir.constant(-1 : i32) : i32
      %286 = llvm.mlir.constant(32 : i32) : i32
      %287 = llvm.sub %286, %277 : i32
      %288 = llvm.lshr %285, %287  : i32
      %289 = llvm.sub %277, %284 : i32
      %290 = nvvm.shfl.sync  bfly %288, %282, %46, %289 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %291 = llvm.extractvalue %290[0] : !llvm.struct<(f32, i1)> 
      %292 = llvm.extractvalue %290[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %292, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      %293 = llvm.fadd %282, %291  : f32
      llvm.br ^bb26(%293 : f32)
    ^bb25:  // pred: ^bb23
      llvm.br ^bb26(%282 : f32)
    ^bb26(%294: f32):  // 2 preds: ^bb24, ^bb25
      %295 = llvm.mlir.constant(1 : i32) : i32
      %296 = llvm.mlir.constant(-1 : i32) : i32
      %297 = llvm.mlir.constant(32 : i32) : i32
      %298 = llvm.sub %297, %277 : i32
      %299 = llvm.lshr %296, %298  : i32
      %300 = llvm.sub %277, %295 : i32
      %301 = nvvm.shfl.sync  bfly %299, %294, %43, %300 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %302 = llvm.extractvalue %301[0] : !llvm.struct<(f32, i1)> 
      %303 = llvm.extractvalue %301[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %303, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %304 = llvm.fadd %294, %302  : f32
      llvm.br ^bb29(%304 : f32)
    ^bb28:  // pred: ^bb26
      llvm.br ^bb29(%294 : f32)
    ^bb29(%305: f32):  // 2 preds: ^bb27, ^bb28
      %306 = llvm.mlir.constant(1 : i32) : i32
      %307 = llvm.mlir.constant(-1 : i32) : i32
      %308 = llvm.mlir.constant(32 : i32) : i32
      %309 = llvm.sub %308, %277 : i32
      %310 = llvm.lshr %307, %309  : i32
      %311 = llvm.sub %277, %306 : i32
      %312 = nvvm.shfl.sync  bfly %310, %305, %42, %311 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %313 = llvm.extractvalue %312[0] : !llvm.struct<(f32, i1)> 
      %314 = llvm.extractvalue %312[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %314, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %315 = llvm.fadd %305, %313  : f32
      llvm.br ^bb32(%315 : f32)
    ^bb31:  // pred: ^bb29
      llvm.br ^bb32(%305 : f32)
    ^bb32(%316: f32):  // 2 preds: ^bb30, ^bb31
      %317 = llvm.mlir.constant(1 : i32) : i32
      %318 = llvm.mlir.constant(-1 : i32) : i32
      %319 = llvm.mlir.constant(32 : i32) : i32
      %320 = llvm.sub %319, %277 : i32
      %321 = llvm.lshr %318, %320  : i32
      %322 = llvm.sub %277, %317 : i32
      %323 = nvvm.shfl.sync  bfly %321, %316, %41, %322 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %324 = llvm.extractvalue %323[0] : !llvm.struct<(f32, i1)> 
      %325 = llvm.extractvalue %323[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %325, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %326 = llvm.fadd %316, %324  : f32
      llvm.br ^bb35(%326 : f32)
    ^bb34:  // pred: ^bb32
      llvm.br ^bb35(%316 : f32)
    ^bb35(%327: f32):  // 2 preds: ^bb33, ^bb34
      %328 = llvm.mlir.constant(1 : i32) : i32
      %329 = llvm.mlir.constant(-1 : i32) : i32
      %330 = llvm.mlir.constant(32 : i32) : i32
      %331 = llvm.sub %330, %277 : i32
      %332 = llvm.lshr %329, %331  : i32
      %333 = llvm.sub %277, %328 : i32
      %334 = nvvm.shfl.sync  bfly %332, %327, %40, %333 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %335 = llvm.extractvalue %334[0] : !llvm.struct<(f32, i1)> 
      %336 = llvm.extractvalue %334[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %336, ^bb36, ^bb37
    ^bb36:  // pred: ^bb35
      %337 = llvm.fadd %327, %335  : f32
      llvm.br ^bb38(%337 : f32)
    ^bb37:  // pred: ^bb35
      llvm.br ^bb38(%327 : f32)
    ^bb38(%338: f32):  // 2 preds: ^bb36, ^bb37
      llvm.br ^bb40(%338 : f32)
    ^bb39:  // pred: ^bb22
      %339 = llvm.mlir.constant(1 : i32) : i32
      %340 = llvm.mlir.constant(-1 : i32) : i32
      %341 = llvm.mlir.constant(32 : i32) : i32
      %342 = llvm.sub %341, %47 : i32
      %343 = llvm.lshr %340, %342  : i32
      %344 = llvm.sub %47, %339 : i32
      %345 = nvvm.shfl.sync  bfly %343, %282, %46, %344 : f32 -> f32
      %346 = llvm.fadd %282, %345  : f32
      %347 = llvm.mlir.constant(1 : i32) : i32
      %348 = llvm.mlir.constant(-1 : i32) : i32
      %349 = llvm.mlir.constant(32 : i32) : i32
      %350 = llvm.sub %349, %47 : i32
      %351 = llvm.lshr %348, %350  : i32
      %352 = llvm.sub %47, %347 : i32
      %353 = nvvm.shfl.sync  bfly %351, %346, %43, %352 : f32 -> f32
      %354 = llvm.fadd %346, %353  : f32
      %355 = llvm.mlir.constant(1 : i32) : i32
      %356 = llvm.mlir.constant(-1 : i32) : i32
      %357 = llvm.mlir.constant(32 : i32) : i32
      %358 = llvm.sub %357, %47 : i32
      %359 = llvm.lshr %356, %358  : i32
      %360 = llvm.sub %47, %355 : i32
      %361 = nvvm.shfl.sync  bfly %359, %354, %42, %360 : f32 -> f32
      %362 = llvm.fadd %354, %361  : f32
      %363 = llvm.mlir.constant(1 : i32) : i32
      %364 = llvm.mlir.constant(-1 : i32) : i32
      %365 = llvm.mlir.constant(32 : i32) : i32
      %366 = llvm.sub %365, %47 : i32
      %367 = llvm.lshr %364, %366  : i32
      %368 = llvm.sub %47, %363 : i32
      %369 = nvvm.shfl.sync  bfly %367, %362, %41, %368 : f32 -> f32
      %370 = llvm.fadd %362, %369  : f32
      %371 = llvm.mlir.constant(1 : i32) : i32
      %372 = llvm.mlir.constant(-1 : i32) : i32
      %373 = llvm.mlir.constant(32 : i32) : i32
      %374 = llvm.sub %373, %47 : i32
      %375 = llvm.lshr %372, %374  : i32
      %376 = llvm.sub %47, %371 : i32
      %377 = nvvm.shfl.sync  bfly %375, %370, %40, %376 : f32 -> f32
      %378 = llvm.fadd %370, %377  : f32
      llvm.br ^bb40(%378 : f32)
    ^bb40(%379: f32):  // 2 preds: ^bb38, ^bb39
      %380 = llvm.extractvalue %27[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %381 = llvm.getelementptr %380[%39] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %379, %381 : f32, !llvm.ptr<3>
      llvm.br ^bb42
    ^bb41:  // pred: ^bb21
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      nvvm.barrier0
      %382 = llvm.extractvalue %27[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %383 = llvm.getelementptr %382[%39] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %384 = llvm.load %383 : !llvm.ptr<3> -> f32
      %385 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %386 = llvm.getelementptr %385[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %384, %386 : f32, !llvm.ptr
      %387 = llvm.mlir.constant(-1 : i32) : i32
      %388 = nvvm.redux.sync  add %arg6, %387 : i32 -> i32
      %389 = llvm.sitofp %388 : i32 to f32
      %390 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %391 = llvm.getelementptr %390[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %389, %391 : f32, !llvm.ptr
      %392 = llvm.mlir.constant(-1 : i32) : i32
      %393 = nvvm.redux.sync  max %arg6, %392 : i32 -> i32
      %394 = llvm.sitofp %393 : i32 to f32
      %395 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %396 = llvm.getelementptr %395[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %394, %396 : f32, !llvm.ptr
      %397 = llvm.mlir.constant(-1 : i32) : i32
      %398 = nvvm.redux.sync  and %arg6, %397 : i32 -> i32
      %399 = llvm.sitofp %398 : i32 to f32
      %400 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %401 = llvm.getelementptr %400[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %399, %401 : f32, !llvm.ptr
      %402 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %403 = llvm.getelementptr %402[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<11 x i8>
      %404 = llvm.fpext %arg5 : f32 to f64
      %405 = llvm.mlir.constant(1 : index) : i64
      %406 = llvm.alloca %405 x !llvm.struct<(i64, f64)> : (i64) -> !llvm.ptr
      %407 = llvm.getelementptr %406[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, f64)>
      llvm.store %49, %407 : i64, !llvm.ptr
      %408 = llvm.getelementptr %406[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, f64)>
      llvm.store %404, %408 : f64, !llvm.ptr
      %409 = llvm.call @vprintf(%403, %406) : (!llvm.ptr, !llvm.ptr) -> i32
      %410 = llvm.extractvalue %16[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %411 = llvm.getelementptr %410[%49] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %arg5, %411 : f32, !llvm.ptr<3>
      %412 = llvm.extractvalue %38[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %413 = llvm.getelementptr %412[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %arg5, %413 : f32, !llvm.ptr
      %414 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %415 = llvm.getelementptr %414[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %416 = llvm.load %415 : !llvm.ptr -> f32
      %417 = llvm.call @__nv_expf(%416) : (f32) -> f32
      %418 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %419 = llvm.getelementptr %418[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %417, %419 : f32, !llvm.ptr
      %420 = llvm.call @__nv_sqrtf(%416) : (f32) -> f32
      %421 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %422 = llvm.getelementptr %421[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %420, %422 : f32, !llvm.ptr
      %423 = llvm.call @__nv_tanhf(%416) : (f32) -> f32
      %424 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %425 = llvm.getelementptr %424[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %423, %425 : f32, !llvm.ptr
      %426 = llvm.call @__nv_rsqrtf(%416) : (f32) -> f32
      %427 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %428 = llvm.getelementptr %427[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %426, %428 : f32, !llvm.ptr
      %429 = llvm.call @__nv_powf(%416, %arg5) : (f32, f32) -> f32
      %430 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %431 = llvm.getelementptr %430[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %429, %431 : f32, !llvm.ptr
      %432 = llvm.call @__nv_logf(%416) : (f32) -> f32
      %433 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %434 = llvm.getelementptr %433[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %432, %434 : f32, !llvm.ptr
      %435 = llvm.call @__nv_sinf(%416) : (f32) -> f32
      %436 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %437 = llvm.getelementptr %436[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %435, %437 : f32, !llvm.ptr
      %438 = llvm.call @__nv_atan2f(%416, %arg5) : (f32, f32) -> f32
      %439 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %440 = llvm.getelementptr %439[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %438, %440 : f32, !llvm.ptr
      %441 = llvm.call @__nv_floorf(%416) : (f32) -> f32
      %442 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %443 = llvm.getelementptr %442[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %441, %443 : f32, !llvm.ptr
      %444 = llvm.call @__nv_cbrtf(%416) : (f32) -> f32
      %445 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %446 = llvm.getelementptr %445[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %444, %446 : f32, !llvm.ptr
      %447 = llvm.call @__nv_erff(%416) : (f32) -> f32
      %448 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %449 = llvm.getelementptr %448[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %447, %449 : f32, !llvm.ptr
      %450 = llvm.call @__nv_expm1f(%416) : (f32) -> f32
      %451 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %452 = llvm.getelementptr %451[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %450, %452 : f32, !llvm.ptr
      %453 = llvm.call @__nv_log1pf(%416) : (f32) -> f32
      %454 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %455 = llvm.getelementptr %454[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %453, %455 : f32, !llvm.ptr
      %456 = llvm.call @__nv_tanf(%416) : (f32) -> f32
      %457 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %458 = llvm.getelementptr %457[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %456, %458 : f32, !llvm.ptr
      %459 = llvm.call @__nv_fabsf(%416) : (f32) -> f32
      %460 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %461 = llvm.getelementptr %460[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %459, %461 : f32, !llvm.ptr
      %462 = llvm.call @__nv_cosf(%416) : (f32) -> f32
      %463 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %464 = llvm.getelementptr %463[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %462, %464 : f32, !llvm.ptr
      %465 = math.acos %416 : f32
      %466 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %467 = llvm.getelementptr %466[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %465, %467 : f32, !llvm.ptr
      llvm.return
    }
  }
}

