; Bad input and bad pipelines give one clear line and a non-zero exit; nothing is written.
; RUN: rm -f %t.out
; RUN: not %mlbridge-opt -S -passes='bogus-pass' %s -o %t.out 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: not ls %t.out
; RUN: not %mlbridge-opt -S -passes='function(sroa' %s 2>&1 | FileCheck %s --check-prefix=UNBALANCED
; RUN: not %mlbridge-opt -S -passes='default<O2>' %S/Inputs/malformed.ll 2>&1 | FileCheck %s --check-prefix=MALFORMED
; RUN: head -c 40 %S/Inputs/valid.bc > %t.trunc.bc
; RUN: not %mlbridge-opt -S -passes='default<O2>' %t.trunc.bc 2>&1 | FileCheck %s --check-prefix=TRUNC
; RUN: not %mlbridge-opt -S -passes='ml-inline<colour=red>' %s 2>&1 | FileCheck %s --check-prefix=OPTION
; RUN: not %mlbridge-opt -S -passes='ml-inline' --runner=pipe %s 2>&1 | FileCheck %s --check-prefix=NOCHANNEL
; RUN: not %mlbridge-opt -S -passes='default<O2>' %t.does-not-exist.ll 2>&1 | FileCheck %s --check-prefix=MISSING

; UNKNOWN: mlbridge-opt: error: {{.*}}unknown pass name 'bogus-pass'
; UNKNOWN-NOT: Traceback
; UNBALANCED: mlbridge-opt: error: unbalanced brackets
; MALFORMED: mlbridge-opt: error: {{.*}}malformed.ll:{{[0-9]+}}:{{[0-9]+}}: error:
; TRUNC: mlbridge-opt: error:
; TRUNC-NOT: Traceback
; OPTION: mlbridge-opt: error: unknown option 'colour' for ML pass 'ml-inline'
; NOCHANNEL: mlbridge-opt: error: --runner=pipe needs --channel
; MISSING: mlbridge-opt: error: cannot read

define i32 @f(i32 %x) {
  ret i32 %x
}
