; mlbridge-opt -load-pass-plugin (LLVM's spelling): a plug-in's advisor serves LLVM passes run in-process on the
; driver's module, in one -passes string mixed with LLVM's passes and the kit's ML passes. Here the plug-in's own
; compiled policy serves default<Oz> as a native segment, then poset-rl runs on the result.
; RUN: %mlbridge-opt -load-pass-plugin=%inline-plugin -S -passes='default<Oz>,poset-rl' %S/../../inputs/ir/sodium_utils.bc -o %t.ll
; RUN: FileCheck %s < %t.ll
; Bad plug-ins: one line each, exit 1, nothing written.
; RUN: not %mlbridge-opt -load-pass-plugin=%t.missing.so -S -passes='default<Oz>' %S/../../inputs/ir/medium.ll -o %t.bad.ll 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: not %mlbridge-opt -load-pass-plugin=%native-build/libmlbridge_capi.so -S -passes='default<Oz>' %S/../../inputs/ir/medium.ll -o %t.bad.ll 2>&1 | FileCheck %s --check-prefix=NOTPLUGIN
; RUN: not test -e %t.bad.ll
; A pass name no loaded plug-in registers is LLVM's own parse error, on one line.
; RUN: not %mlbridge-opt -load-pass-plugin=%inline-plugin -S -passes='no-such-pass' %S/../../inputs/ir/medium.ll -o %t.bad.ll 2>&1 | FileCheck %s --check-prefix=UNKNOWN

; The policy's inlining (see ../inliner/golden.ll): @_out_of_bounds, which the heuristic keeps, is gone.
; CHECK:     call void @abort()
; CHECK-NOT: define {{.*}}@_out_of_bounds(

; MISSING: mlbridge-opt: error: cannot load pass plug-in {{.*}}missing.so: no such file
; NOTPLUGIN: mlbridge-opt: error: cannot load pass plug-in {{.*}}libmlbridge_capi.so: Plugin entry point not found
; UNKNOWN: mlbridge-opt: error: {{.*}}no-such-pass
