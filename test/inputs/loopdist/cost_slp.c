/* A loop the loop vectorizer refuses (the acc recurrence) and SLP vectorizes (four consecutive loads and stores per
   iteration), whose body computes i + 4 for an address: the cost model must take elements per iteration from the
   induction's own increment (1), not from that offset (4).
   test/inputs/loopdist/cost_slp.o3.ll = scripts/make_loopdist_kernels_o3.py cost_slp */
#define N 1024
float a[64 * N], b[4 * N], s[N];

void slp_offset(long st) {
  float acc = 0.0f;
  for (long i = 0; i < N; i++) {
    acc = acc * 0.5f + s[i];
    s[i] = acc;
    b[4 * i] = a[(i + 4) * st];
    b[4 * i + 1] = a[(i + 4) * st + 1];
    b[4 * i + 2] = a[(i + 4) * st + 2];
    b[4 * i + 3] = a[(i + 4) * st + 3];
  }
}
