; ml-inline answered by the compiled bundled policy (--runner compiled) gives byte-identical IR and remarks to
; onnxruntime (--runner onnx), on lit inputs and on corpus-sample modules.
; RUN: rm -rf %t.cache
; RUN: %mlbridge-opt -S -passes=ml-inline --runner onnx %s -o %t.onnx.ll --remarks-file %t.onnx.jsonl
; RUN: env MLBRIDGE_CACHE_DIR=%t.cache %mlbridge-opt -S -passes=ml-inline --runner compiled %s -o %t.comp.ll --remarks-file %t.comp.jsonl
; RUN: diff %t.onnx.ll %t.comp.ll
; RUN: diff %t.onnx.jsonl %t.comp.jsonl
; RUN: FileCheck %s --check-prefix=REMARKS < %t.comp.jsonl
; RUN: %mlbridge-opt -S -passes=ml-inline --runner onnx %S/../../inputs/corpus/pycryptodome-4.4.0/src/chacha20.o.bc -o %t.c1.ll --remarks-file %t.c1.jsonl
; RUN: env MLBRIDGE_CACHE_DIR=%t.cache %mlbridge-opt -S -passes=ml-inline --runner compiled %S/../../inputs/corpus/pycryptodome-4.4.0/src/chacha20.o.bc -o %t.c2.ll --remarks-file %t.c2.jsonl
; RUN: diff %t.c1.ll %t.c2.ll
; RUN: diff %t.c1.jsonl %t.c2.jsonl
; RUN: %mlbridge-opt -S -passes=ml-inline --runner onnx %S/../../inputs/corpus/zopfli-0.4.3/zopfli/src/zopfli/hash.o.bc -o %t.h1.ll --remarks-file %t.h1.jsonl
; RUN: env MLBRIDGE_CACHE_DIR=%t.cache %mlbridge-opt -S -passes=ml-inline --runner compiled %S/../../inputs/corpus/zopfli-0.4.3/zopfli/src/zopfli/hash.o.bc -o %t.h2.ll --remarks-file %t.h2.jsonl
; RUN: diff %t.h1.ll %t.h2.ll
; RUN: diff %t.h1.jsonl %t.h2.jsonl
; The same with an explicit model path.
; RUN: env MLBRIDGE_CACHE_DIR=%t.cache %mlbridge-opt -S -passes=ml-inline --runner compiled --model %models/inliner-oz.onnx %s -o %t.path.ll
; RUN: diff %t.onnx.ll %t.path.ll

; A model of the wrong width, and a corrupt file, are refused in one line before LLVM runs.
; RUN: %python -c "from mlbridge_llvm.onnx_models import constant_policy as c, save_model as s; s(c(38, 1, input_name='features', output_name='decision'), '%t.narrow.onnx')"
; RUN: not env MLBRIDGE_CACHE_DIR=%t.cache %mlbridge-opt -S -passes=ml-inline --runner compiled --model %t.narrow.onnx %s -o %t.narrow.ll 2>&1 | FileCheck %s --check-prefix=NARROW
; RUN: printf garbage > %t.bad.onnx
; RUN: not env MLBRIDGE_CACHE_DIR=%t.cache %mlbridge-opt -S -passes=ml-inline --runner compiled --model %t.bad.onnx %s -o %t.bad.ll 2>&1 | FileCheck %s --check-prefix=CORRUPT

; NARROW: mlbridge-opt: error: model expects input 'features' as float [N, 38] but features declare float [1, 39]
; CORRUPT: mlbridge-opt: error: cannot load ONNX model {{.*}}bad.onnx: not a valid ONNX protobuf
; REMARKS-COUNT-2: "name": "InlineDecision"
; REMARKS: "name": "Summary"

define internal i32 @helper(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define i32 @entry(i32 %a) {
  %b = call i32 @helper(i32 %a)
  %c = call i32 @helper(i32 %b)
  ret i32 %c
}
