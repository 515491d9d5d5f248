; A compiler that exits before opening the channel: its exit status is returned with a one-line note; one that is
; not found is reported in one line (exit status 127); none of it prints a traceback.
; RUN: not %mlbridge-serve --runner=python:mlbridge_passes.inliner.policies:never -- \
; RUN:   %opt -S -passes='default<Oz>' -enable-ml-inliner=release -inliner-interactive-channel-base={channel} \
; RUN:   %t.missing.ll -o %t.ll 2>&1 | FileCheck %s --check-prefix=EARLY --implicit-check-not=Traceback
; RUN: not %mlbridge-serve --runner=python:mlbridge_passes.inliner.policies:never -- \
; RUN:   no-such-compiler-xyz {channel} 2>&1 | FileCheck %s --check-prefix=MISSING --implicit-check-not=Traceback

; EARLY: Could not open input file
; EARLY: mlbridge-serve: compiler exited with 1 before asking anything
; MISSING: mlbridge-serve: error: cannot run no-such-compiler-xyz: command not found
; MISSING-NOT: {{.}}
