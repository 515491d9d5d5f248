; @big is too large for the inliner's cost threshold (about 100 instructions), and has two callers, so
; cgscc(inline) and default<O1> keep both calls unless a call site says alwaysinline. Generated once by a
; short script (a fixed xorshift/multiply chain); LLVM 22 syntax.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @big(i32 %x, ptr %out) {
entry:
  %v0 = mul i32 %x, 506952113
  %v1 = xor i32 %v0, 40504
  %v2 = shl i32 %v1, 3
  %v3 = add i32 %v2, 1013904226
  %v4 = lshr i32 %v3, 5
  %v5 = xor i32 %v4, 18652618
  %v6 = mul i32 %v5, 506952119
  %v7 = xor i32 %v6, 40510
  %v8 = shl i32 %v7, 3
  %v9 = add i32 %v8, 1013904232
  %v10 = lshr i32 %v9, 5
  %v11 = xor i32 %v10, 18652624
  %v12 = mul i32 %v11, 506952125
  %v13 = xor i32 %v12, 40516
  %v14 = shl i32 %v13, 3
  %v15 = add i32 %v14, 1013904238
  %p15 = getelementptr inbounds i32, ptr %out, i64 0
  store volatile i32 %v15, ptr %p15, align 4
  %v16 = lshr i32 %v15, 5
  %v17 = xor i32 %v16, 18652630
  %v18 = mul i32 %v17, 506952131
  %v19 = xor i32 %v18, 40522
  %v20 = shl i32 %v19, 3
  %v21 = add i32 %v20, 1013904244
  %v22 = lshr i32 %v21, 5
  %v23 = xor i32 %v22, 18652636
  %v24 = mul i32 %v23, 506952137
  %v25 = xor i32 %v24, 40528
  %v26 = shl i32 %v25, 3
  %v27 = add i32 %v26, 1013904250
  %v28 = lshr i32 %v27, 5
  %v29 = xor i32 %v28, 18652642
  %v30 = mul i32 %v29, 506952143
  %v31 = xor i32 %v30, 40534
  %p31 = getelementptr inbounds i32, ptr %out, i64 1
  store volatile i32 %v31, ptr %p31, align 4
  %v32 = shl i32 %v31, 3
  %v33 = add i32 %v32, 1013904256
  %v34 = lshr i32 %v33, 5
  %v35 = xor i32 %v34, 18652648
  %v36 = mul i32 %v35, 506952149
  %v37 = xor i32 %v36, 40540
  %v38 = shl i32 %v37, 3
  %v39 = add i32 %v38, 1013904262
  %v40 = lshr i32 %v39, 5
  %v41 = xor i32 %v40, 18652654
  %v42 = mul i32 %v41, 506952155
  %v43 = xor i32 %v42, 40546
  %v44 = shl i32 %v43, 3
  %v45 = add i32 %v44, 1013904268
  %v46 = lshr i32 %v45, 5
  %v47 = xor i32 %v46, 18652660
  %p47 = getelementptr inbounds i32, ptr %out, i64 2
  store volatile i32 %v47, ptr %p47, align 4
  %v48 = mul i32 %v47, 506952161
  %v49 = xor i32 %v48, 40552
  %v50 = shl i32 %v49, 3
  %v51 = add i32 %v50, 1013904274
  %v52 = lshr i32 %v51, 5
  %v53 = xor i32 %v52, 18652666
  %v54 = mul i32 %v53, 506952167
  %v55 = xor i32 %v54, 40558
  %v56 = shl i32 %v55, 3
  %v57 = add i32 %v56, 1013904280
  %v58 = lshr i32 %v57, 5
  %v59 = xor i32 %v58, 18652672
  %v60 = mul i32 %v59, 506952173
  %v61 = xor i32 %v60, 40564
  %v62 = shl i32 %v61, 3
  %v63 = add i32 %v62, 1013904286
  %p63 = getelementptr inbounds i32, ptr %out, i64 3
  store volatile i32 %v63, ptr %p63, align 4
  %v64 = lshr i32 %v63, 5
  %v65 = xor i32 %v64, 18652678
  %v66 = mul i32 %v65, 506952179
  %v67 = xor i32 %v66, 40570
  %v68 = shl i32 %v67, 3
  %v69 = add i32 %v68, 1013904292
  %v70 = lshr i32 %v69, 5
  %v71 = xor i32 %v70, 18652684
  %v72 = mul i32 %v71, 506952185
  %v73 = xor i32 %v72, 40576
  %v74 = shl i32 %v73, 3
  %v75 = add i32 %v74, 1013904298
  %v76 = lshr i32 %v75, 5
  %v77 = xor i32 %v76, 18652690
  %v78 = mul i32 %v77, 506952191
  %v79 = xor i32 %v78, 40582
  %p79 = getelementptr inbounds i32, ptr %out, i64 4
  store volatile i32 %v79, ptr %p79, align 4
  %v80 = shl i32 %v79, 3
  %v81 = add i32 %v80, 1013904304
  %v82 = lshr i32 %v81, 5
  %v83 = xor i32 %v82, 18652696
  %v84 = mul i32 %v83, 506952197
  %v85 = xor i32 %v84, 40588
  %v86 = shl i32 %v85, 3
  %v87 = add i32 %v86, 1013904310
  %v88 = lshr i32 %v87, 5
  %v89 = xor i32 %v88, 18652702
  %v90 = mul i32 %v89, 506952203
  %v91 = xor i32 %v90, 40594
  %v92 = shl i32 %v91, 3
  %v93 = add i32 %v92, 1013904316
  %v94 = lshr i32 %v93, 5
  %v95 = xor i32 %v94, 18652708
  %p95 = getelementptr inbounds i32, ptr %out, i64 5
  store volatile i32 %v95, ptr %p95, align 4
  ret i32 %v95
}

define i32 @user1(i32 %a, ptr %out) {
entry:
  %r = call i32 @big(i32 %a, ptr %out)
  ret i32 %r
}

define i32 @user2(i32 %a, ptr %out) {
entry:
  %b = add i32 %a, 7
  %r = call i32 @big(i32 %b, ptr %out)
  ret i32 %r
}
