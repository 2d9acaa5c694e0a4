// RUN: gpuopt %s --split-input-file --verify-diagnostics

// gpu.launch in the generic form with fewer body arguments than its ids, sizes and
// attributions need (found by test_fuzz.py: it printed the custom form and failed).

func.func @six_arguments(%sz: index) {
  // expected-error@+1 {{'gpu.launch' op unexpected number of region arguments}}
  "gpu.launch"(%sz, %sz, %sz, %sz, %sz, %sz) ({
  ^bb1(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index):
    gpu.terminator
  }) {operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>} : (index, index, index, index, index, index) -> ()
  return
}

// -----

func.func @missing_attribution(%sz: index) {
  // expected-error@+1 {{'gpu.launch' op unexpected number of region arguments}}
  "gpu.launch"(%sz, %sz, %sz, %sz, %sz, %sz) ({
  ^bb1(%a0: index, %a1: index, %a2: index, %a3: index, %a4: index, %a5: index, %a6: index, %a7: index, %a8: index, %a9: index, %a10: index, %a11: index):
    gpu.terminator
  }) {operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>, workgroup_attributions = 1 : i64} : (index, index, index, index, index, index) -> ()
  return
}
