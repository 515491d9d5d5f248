; The MLBridgeInline plug-in in LLVM's stock opt: LLVM's own MLInlineAdvisor, every decision taken in-process by the
; bundled policy (models/inliner-oz.onnx compiled by mlbridge-aot and linked into the plug-in), no FIFO, no flag.
; On sodium_utils.bc the policy departs from LLVM's heuristic at question 18 (see ../inliner/golden.ll), and
; @_out_of_bounds, which the heuristic keeps, is gone.
; RUN: %opt -load-pass-plugin=%inline-plugin -S -passes='default<Oz>' %S/../../inputs/ir/sodium_utils.bc -o %t.policy.ll
; RUN: FileCheck %s --check-prefix=POLICY < %t.policy.ll
; RUN: %opt -S -passes='default<Oz>' %S/../../inputs/ir/sodium_utils.bc -o %t.sodium-oz.ll
; RUN: FileCheck %s --check-prefix=SODIUM-OZ < %t.sodium-oz.ll
; The plug-in with LLVM's default echoed (runner "default") reproduces the plain heuristic exactly.
; RUN: %opt -load-pass-plugin=%inline-plugin -mlbridge-inline-runner=default -S -passes='default<Oz>' %S/../../inputs/ir/medium.ll -o %t.echo.ll
; RUN: %opt -S -passes='default<Oz>' %S/../../inputs/ir/medium.ll -o %t.oz.ll
; RUN: diff %t.echo.ll %t.oz.ll
; RUN: FileCheck %s --check-prefix=OZ < %t.oz.ll
; The same advisor in other pipelines that build LLVM's inliner with an advisor (O2 here).
; RUN: %opt -load-pass-plugin=%inline-plugin -S -passes='default<O2>' %S/../../inputs/ir/sodium_utils.bc -o %t.o2.ll
; RUN: FileCheck %s --check-prefix=POLICY < %t.o2.ll
; A bad runner spec is one line, and opt writes nothing.
; RUN: not %opt -load-pass-plugin=%inline-plugin -mlbridge-inline-runner=bogus -S -passes='default<Oz>' %S/../../inputs/ir/medium.ll -o %t.bad.ll 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.ll

; POLICY:     call void @abort()
; POLICY-NOT: define {{.*}}@_out_of_bounds(

; SODIUM-OZ: define internal fastcc void @_out_of_bounds(

; OZ-LABEL: define {{.*}}i32 @driver(
; OZ-NOT:   @my_strlen
; OZ:       call i32 @fib(i32 5)

; BAD: -mlbridge-inline-runner: runner spec 'bogus' must look like 'scheme:target' (compiled, default or pipe:BASE)
; BAD-NOT: Stack dump
