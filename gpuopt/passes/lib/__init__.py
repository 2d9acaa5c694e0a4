"""What several passes share: the llvm lowering helpers (`lib.llvm`: LLVMTypeConverter,
memref descriptors, constants, the LLVM conversion target, strided element pointers) and the
control-flow queries (`lib.cfg`: successor operands, direct callees). No pass imports another
pass's helpers; what two passes need lives here.
"""
