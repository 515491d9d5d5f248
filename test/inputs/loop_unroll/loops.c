/* Loops for ml-loop-unroll's tests: a scalar recurrence (LLVM does not unroll it at -O3), a loop of unknown trip
 * count, a short loop LLVM unrolls fully, a 2-deep nest, and a loop with a user's pragma.
 * loops.ll: clang-22 -O3 -Xclang -disable-llvm-passes -fno-discard-value-names -S -emit-llvm loops.c (the front
 * end's unoptimized output at -O3, what mlbridge-cc -O3 hands the pass), source_filename and ident removed. */
float a[4096], b[4096], c[4096];

void rec(void) {
  for (int i = 1; i < 4096; i++)
    a[i] = a[i - 1] * 0.5f + b[i];
}

void scale(float *restrict x, const float *restrict y, int n) {
  for (int i = 0; i < n; i++)
    x[i] = y[i] * 3.0f;
}

void six(void) {
  for (int i = 0; i < 6; i++)
    c[i] = b[i] * 2.0f;
}

void nest(void) {
  for (int j = 1; j < 64; j++)
    for (int i = 0; i < 64; i++)
      c[j * 64 + i] = c[(j - 1) * 64 + i] * 0.5f + a[i];
}

void pragma(void) {
#pragma unroll 2
  for (int i = 1; i < 4096; i++)
    b[i] = b[i - 1] * 0.25f + c[i];
}
