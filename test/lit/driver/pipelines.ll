; Native pipelines run in-process through LLVM-C; mixed pipelines split around ML passes; -print-pipeline-passes
; shows LLVM's own expansion.
; RUN: %mlbridge-opt -S -passes='function(sroa,instcombine<no-verify-fixpoint>)' %s | FileCheck %s --check-prefix=SROA
; RUN: %mlbridge-opt -passes='function(sroa)' %s -o %t.bc && llvm-dis %t.bc -o - | FileCheck %s --check-prefix=SROA
; RUN: %mlbridge-opt -print-pipeline-passes -passes='function(sroa),ml-inline<in=none>,function(early-cse)' %s | FileCheck %s --check-prefix=PIPE
; RUN: %mlbridge-opt -S -passes='function(sroa)' --isolate %s | FileCheck %s --check-prefix=SROA
; RUN: cat %s | %mlbridge-opt -S -passes='function(sroa)' - | FileCheck %s --check-prefix=SROA

; SROA-LABEL: define i32 @sum(
; SROA-NOT: alloca
; SROA: ret i32
; PIPE: {{^}}function(sroa<modify-cfg>),ml-inline<in=none>,function(early-cse<>){{$}}

define i32 @sum(i32 %a, i32 %b) {
  %p = alloca i32
  store i32 %a, ptr %p
  %v = load i32, ptr %p
  %s = add i32 %v, %b
  ret i32 %s
}
