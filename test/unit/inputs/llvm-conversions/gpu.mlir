module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
    gpu.func @k(%m: memref<64xf32>, %f: f32, %i: i32) workgroup(%wg: memref<32xf32, #gpu.address_space<workgroup>>) private(%pv: memref<4xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      %tx = gpu.thread_id x
      memref.store %f, %m[%tx] : memref<64xf32>
      %ty = gpu.thread_id y
      memref.store %f, %m[%ty] : memref<64xf32>
      %tz = gpu.thread_id z
      memref.store %f, %m[%tz] : memref<64xf32>
      %bx = gpu.block_id x
      memref.store %f, %m[%bx] : memref<64xf32>
      %by = gpu.block_id y
      memref.store %f, %m[%by] : memref<64xf32>
      %bz = gpu.block_id z
      memref.store %f, %m[%bz] : memref<64xf32>
      %dx = gpu.block_dim x
      memref.store %f, %m[%dx] : memref<64xf32>
      %dy = gpu.block_dim y
      memref.store %f, %m[%dy] : memref<64xf32>
      %dz = gpu.block_dim z
      memref.store %f, %m[%dz] : memref<64xf32>
      %gx = gpu.grid_dim x
      memref.store %f, %m[%gx] : memref<64xf32>
      %gy = gpu.grid_dim y
      memref.store %f, %m[%gy] : memref<64xf32>
      %gz = gpu.grid_dim z
      memref.store %f, %m[%gz] : memref<64xf32>
      %lane = gpu.lane_id
      memref.store %f, %m[%lane] : memref<64xf32>
      %cx = gpu.cluster_id x
      memref.store %f, %m[%cx] : memref<64xf32>
      %cdx = gpu.cluster_dim x
      memref.store %f, %m[%cdx] : memref<64xf32>
      %cbx = gpu.cluster_block_id x
      memref.store %f, %m[%cbx] : memref<64xf32>
      %c32 = arith.constant 32 : i32
      %one = arith.constant 1 : i32
      %s0, %v0 = gpu.shuffle xor %f, %one, %c32 : f32
      memref.store %s0, %m[%tx] : memref<64xf32>
      %s1, %v1 = gpu.shuffle up %f, %one, %c32 : f32
      memref.store %s1, %m[%tx] : memref<64xf32>
      %s2, %v2 = gpu.shuffle down %f, %one, %c32 : f32
      memref.store %s2, %m[%tx] : memref<64xf32>
      %s3, %v3 = gpu.shuffle idx %f, %one, %c32 : f32
      memref.store %s3, %m[%tx] : memref<64xf32>
      gpu.barrier
      %r = gpu.all_reduce add %f uniform {} : (f32) -> f32
      memref.store %r, %m[%tx] : memref<64xf32>
      %r2 = gpu.subgroup_reduce add %i uniform : (i32) -> i32
      %r2c = arith.sitofp %r2 : i32 to f32
      memref.store %r2c, %m[%tx] : memref<64xf32>
      %r3 = gpu.subgroup_reduce maxsi %i uniform : (i32) -> i32
      %r3c = arith.sitofp %r3 : i32 to f32
      memref.store %r3c, %m[%tx] : memref<64xf32>
      %r4 = gpu.subgroup_reduce and %i uniform : (i32) -> i32
      %r4c = arith.sitofp %r4 : i32 to f32
      memref.store %r4c, %m[%tx] : memref<64xf32>
      gpu.printf "tid %d %f\n" %tx, %f : index, f32
      memref.store %f, %wg[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
      memref.store %f, %pv[%tx] : memref<4xf32, #gpu.address_space<private>>
      %l = memref.load %m[%tx] : memref<64xf32>
      %e = math.exp %l : f32
      memref.store %e, %m[%tx] : memref<64xf32>
      %sq = math.sqrt %l : f32
      memref.store %sq, %m[%tx] : memref<64xf32>
      %t = math.tanh %l : f32
      memref.store %t, %m[%tx] : memref<64xf32>
      %rs = math.rsqrt %l : f32
      memref.store %rs, %m[%tx] : memref<64xf32>
      %p = math.powf %l, %f : f32
      memref.store %p, %m[%tx] : memref<64xf32>
      %lg = math.log %l : f32
      memref.store %lg, %m[%tx] : memref<64xf32>
      %si = math.sin %l : f32
      memref.store %si, %m[%tx] : memref<64xf32>
      %at = math.atan2 %l, %f : f32
      memref.store %at, %m[%tx] : memref<64xf32>
      %fl = math.floor %l : f32
      memref.store %fl, %m[%tx] : memref<64xf32>
      %cb = math.cbrt %l : f32
      memref.store %cb, %m[%tx] : memref<64xf32>
      %er = math.erf %l : f32
      memref.store %er, %m[%tx] : memref<64xf32>
      %ex = math.expm1 %l : f32
      memref.store %ex, %m[%tx] : memref<64xf32>
      %l1 = math.log1p %l : f32
      memref.store %l1, %m[%tx] : memref<64xf32>
      %tn = math.tan %l : f32
      memref.store %tn, %m[%tx] : memref<64xf32>
      %ab = math.absf %l : f32
      memref.store %ab, %m[%tx] : memref<64xf32>
      %co = math.cos %l : f32
      memref.store %co, %m[%tx] : memref<64xf32>
      %ac = math.acos %l : f32
      memref.store %ac, %m[%tx] : memref<64xf32>
      gpu.return
    }
  }
}
