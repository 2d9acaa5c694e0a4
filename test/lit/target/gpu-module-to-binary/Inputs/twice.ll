; A bitcode library in LLVM IR text, for link.mlir: @twice is called by the kernel,
; @library_only is not (so it is not linked), @half_of is called by @twice.
define float @twice(float %x) {
  %h = call float @half_of(float %x)
  %y = fmul float %h, 4.0
  ret float %y
}

define float @half_of(float %x) {
  %y = fmul float %x, 0.5
  ret float %y
}

define float @library_only(float %x) {
  ret float %x
}
