// RUN: gpuopt %s --split-input-file --verify-diagnostics

// gpu.binary and #gpu.object errors, with mlir-opt-19's wording and locations.

// expected-error@+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
gpu.binary @none []

// -----

// expected-error@+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
gpu.binary @not_objects [1]

// -----

// expected-error@+1 {{expected keyword for GPU object format}}
gpu.binary @bad_format [#gpu.object<#nvvm.target, foo = "x">]

// -----

// expected-error@+1 {{the target attribute must implement or promise the `gpu::TargetAttrInterface`}}
gpu.binary @bad_target [#gpu.object<1, "x">]

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'properties' which is to be a `DictionaryAttr`}}
gpu.binary @bad_properties [#gpu.object<#nvvm.target, properties = 3, "x">]

// -----

// expected-error@+1 {{'gpu.binary' op attribute 'offloadingHandler' failed to satisfy constraint: any attribute with the `OffloadingTranslationAttrTrait` trait.}}
gpu.binary @bad_handler <1> [#gpu.object<#nvvm.target, "x">]

// -----

// expected-error@+1 {{'gpu.binary' op attribute 'offloadingHandler' failed to satisfy constraint: any attribute with the `OffloadingTranslationAttrTrait` trait.}}
"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "x">], offloadingHandler = 1, sym_name = "b"}> : () -> ()

// -----

func.func @nested() {
  // expected-error@+1 {{'gpu.binary' op symbol's parent must have the SymbolTable trait}}
  gpu.binary @b [#gpu.object<#nvvm.target, "x">]
  return
}
