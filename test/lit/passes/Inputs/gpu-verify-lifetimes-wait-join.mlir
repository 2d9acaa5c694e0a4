module attributes {gpu.container_module} {
  func.func @join() {
    %t1 = gpu.wait async
    %t2 = gpu.wait async
    %t3 = gpu.wait async [%t1, %t2]
    gpu.wait [%t3]
    return
  }
}
