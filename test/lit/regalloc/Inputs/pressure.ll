; Register pressure across calls in a loop: 4 cold values live across the loop, 14 hot values used twice per
; iteration, a conditional block with 3 calls. The eviction advisor is asked ~30-150 questions here, and never
; evicting, evicting the first legal register and LLVM's default give different spill/reload counts.
target triple = "x86_64-unknown-linux-gnu"

declare i64 @sink(i64)
define i64 @mix(ptr %p, ptr %q, i64 %n) {
entry:
  %g0 = getelementptr i64, ptr %p, i64 0
  %v0 = load volatile i64, ptr %g0
  %g1 = getelementptr i64, ptr %p, i64 1
  %v1 = load volatile i64, ptr %g1
  %g2 = getelementptr i64, ptr %p, i64 2
  %v2 = load volatile i64, ptr %g2
  %g3 = getelementptr i64, ptr %p, i64 3
  %v3 = load volatile i64, ptr %g3
  %h0p = getelementptr i64, ptr %q, i64 0
  %h0 = load volatile i64, ptr %h0p
  %h1p = getelementptr i64, ptr %q, i64 1
  %h1 = load volatile i64, ptr %h1p
  %h2p = getelementptr i64, ptr %q, i64 2
  %h2 = load volatile i64, ptr %h2p
  %h3p = getelementptr i64, ptr %q, i64 3
  %h3 = load volatile i64, ptr %h3p
  %h4p = getelementptr i64, ptr %q, i64 4
  %h4 = load volatile i64, ptr %h4p
  %h5p = getelementptr i64, ptr %q, i64 5
  %h5 = load volatile i64, ptr %h5p
  %h6p = getelementptr i64, ptr %q, i64 6
  %h6 = load volatile i64, ptr %h6p
  %h7p = getelementptr i64, ptr %q, i64 7
  %h7 = load volatile i64, ptr %h7p
  %h8p = getelementptr i64, ptr %q, i64 8
  %h8 = load volatile i64, ptr %h8p
  %h9p = getelementptr i64, ptr %q, i64 9
  %h9 = load volatile i64, ptr %h9p
  %h10p = getelementptr i64, ptr %q, i64 10
  %h10 = load volatile i64, ptr %h10p
  %h11p = getelementptr i64, ptr %q, i64 11
  %h11 = load volatile i64, ptr %h11p
  %h12p = getelementptr i64, ptr %q, i64 12
  %h12 = load volatile i64, ptr %h12p
  %h13p = getelementptr i64, ptr %q, i64 13
  %h13 = load volatile i64, ptr %h13p
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body2 ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %body2 ]
  %x0 = mul i64 %acc, %h0
  %x1 = mul i64 %x0, %h1
  %x2 = mul i64 %x1, %h2
  %x3 = mul i64 %x2, %h3
  %x4 = mul i64 %x3, %h4
  %x5 = mul i64 %x4, %h5
  %x6 = mul i64 %x5, %h6
  %x7 = mul i64 %x6, %h7
  %x8 = mul i64 %x7, %h8
  %x9 = mul i64 %x8, %h9
  %x10 = mul i64 %x9, %h10
  %x11 = mul i64 %x10, %h11
  %x12 = mul i64 %x11, %h12
  %x13 = mul i64 %x12, %h13
  %odd = and i64 %i, 1
  %isodd = icmp eq i64 %odd, 1
  br i1 %isodd, label %callb, label %body2
callb:
  %c = call i64 @sink(i64 %x13)
  %w0 = add i64 %v0, %h0
  call i64 @sink(i64 %w0)
  %w1 = add i64 %v1, %h5
  call i64 @sink(i64 %w1)
  br label %body2
body2:
  %m = phi i64 [ %c, %callb ], [ %x13, %loop ]
  %y0 = add i64 %m, %h0
  %y1 = add i64 %y0, %h3
  %y2 = add i64 %y1, %h6
  %y3 = add i64 %y2, %h9
  %y4 = add i64 %y3, %h12
  %y5 = add i64 %y4, %h1
  %y6 = add i64 %y5, %h4
  %y7 = add i64 %y6, %h7
  %y8 = add i64 %y7, %h10
  %y9 = add i64 %y8, %h13
  %y10 = add i64 %y9, %h2
  %y11 = add i64 %y10, %h5
  %y12 = add i64 %y11, %h8
  %y13 = add i64 %y12, %h11
  %acc.next = xor i64 %y13, %i
  %i.next = add i64 %i, 1
  %cond = icmp ult i64 %i.next, %n
  br i1 %cond, label %loop, label %exit
exit:
  %u0 = xor i64 %acc.next, %v0
  %u1 = xor i64 %u0, %v1
  %u2 = xor i64 %u1, %v2
  %u3 = xor i64 %u2, %v3
  ret i64 %u3
}
