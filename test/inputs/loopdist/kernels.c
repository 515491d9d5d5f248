/* TSVC-style kernels for loop distribution (loop fission).
 *
 * In the spirit of the TSVC loops (Callahan, Dongarra, Levine; Maleki et al.), written for this project: every
 * function is ONE innermost loop (2-D kernels: an outer loop around one innermost loop) whose body is straight-line
 * code (conditionals are ternaries that become `select`). Global arrays never alias each other; the `p_*` kernels
 * take `restrict` pointers, the `q_*` kernels plain (possibly aliasing) pointers.
 * Compiled to kernels.ll by scripts/make_loopdist_kernels.sh; one line per kernel in KERNELS.md.
 */
#define LEN 32000
#define LEN2 256

float a[LEN], b[LEN], c[LEN], d[LEN], e[LEN];
float aa[LEN2][LEN2], bb[LEN2][LEN2], cc[LEN2][LEN2];
double da[LEN], db[LEN], dc[LEN];
int ia[LEN], ib[LEN];
float fsum;   /* reductions store their result here */
double dsum;
int isum;

/* ---- distribution helps: a recurrence (or reduction) next to vectorizable statements ---------------------------- */

/* recurrence on a; c independent and vectorizable */
void s_rec_indep(void) {
  for (int i = 1; i < LEN; i++) {
    a[i] = a[i - 1] + b[i];
    c[i] = d[i] * e[i];
  }
}

/* vectorizable c feeds the recurrence on a (flow S1 -> S2, same i) */
void s_vec_feeds_rec(void) {
  for (int i = 1; i < LEN; i++) {
    c[i] = d[i] * e[i];
    a[i] = a[i - 1] * c[i];
  }
}

/* the recurrence on a feeds a vectorizable statement (flow S1 -> S2, same i) */
void s_rec_feeds_vec(void) {
  for (int i = 1; i < LEN; i++) {
    a[i] = a[i - 1] + b[i];
    c[i] = a[i] * d[i];
  }
}

/* vectorizable - recurrence - vectorizable, chained through the same i */
void s_vec_rec_vec(void) {
  for (int i = 1; i < LEN; i++) {
    c[i] = b[i] * e[i];
    a[i] = a[i - 1] + c[i];
    d[i] = a[i] * e[i] + b[i];
  }
}

/* two independent recurrences and one vectorizable statement */
void s_two_recs(void) {
  for (int i = 1; i < LEN; i++) {
    a[i] = a[i - 1] + b[i];
    c[i] = c[i - 1] * d[i];
    e[i] = b[i] * d[i];
  }
}

/* lexically backward flow dependence (S1 reads a[i-1] that S2 writes one iteration earlier): not vectorizable
   as is; distribution has to put S2's loop before S1's (LLVM's loop-distribute keeps program order: refuses) */
void s_lex_backward(void) {
  for (int i = 1; i < LEN - 1; i++) {
    d[i] = a[i - 1] * e[i];
    a[i] = b[i] + c[i];
  }
}

/* lexically forward flow dependence at distance 1 plus a backward one at distance 1 on another array */
void s_lex_backward2(void) {
  for (int i = 1; i < LEN; i++) {
    a[i] = b[i] + c[i];
    d[i] = a[i - 1] + e[i - 1];
    e[i] = c[i] * b[i];
  }
}

/* forward anti-dependence: S2 reads a[i+1] which S1 overwrites in the next iteration */
void s_anti_fwd(void) {
  for (int i = 0; i < LEN - 1; i++) {
    a[i] = b[i] + c[i];
    d[i] = a[i + 1] * e[i];
  }
}

/* backward anti-dependence: S1 reads b[i+1], S2 writes b[i]; vectorizable (read before write in program order) */
void s_anti_bwd(void) {
  for (int i = 0; i < LEN - 1; i++) {
    a[i] = b[i + 1] * c[i];
    b[i] = d[i] + e[i];
  }
}

/* strict floating-point sum reduction (not vectorizable without reassociation) next to a vectorizable statement */
void s_fsum_vec(void) {
  float s = 0.0f;
  for (int i = 0; i < LEN; i++) {
    s += a[i] * b[i];
    c[i] = d[i] + e[i];
  }
  fsum = s;
}

/* vectorizable statement feeding a strict FP reduction */
void s_vec_feeds_fsum(void) {
  float s = 0.0f;
  for (int i = 0; i < LEN; i++) {
    c[i] = d[i] * e[i];
    s += c[i];
  }
  fsum = s;
}

/* recurrence with a select (a running maximum-like scan) next to vectorizable work */
void s_scan_select(void) {
  for (int i = 1; i < LEN; i++) {
    a[i] = a[i - 1] > b[i] ? a[i - 1] : b[i];
    c[i] = d[i] * d[i];
  }
}

/* select in the vectorizable statement, its result used by a recurrence */
void s_select_feeds_rec(void) {
  for (int i = 1; i < LEN; i++) {
    float bi = b[i], di = d[i];  /* both loaded unconditionally: a select, not a branch */
    c[i] = bi > 0.0f ? bi : di;
    a[i] = a[i - 1] + c[i];
    e[i] = c[i] * d[i];
  }
}

/* first-order linear recurrence (a = a * b + c style) beside two vectorizable statements */
void s_linrec_vec2(void) {
  for (int i = 1; i < LEN; i++) {
    a[i] = a[i - 1] * b[i] + c[i];
    d[i] = b[i] + c[i];
    e[i] = b[i] * c[i];
  }
}

/* six statements: two recurrences interleaved with four vectorizable statements */
void s_six_stmts(void) {
  for (int i = 1; i < LEN; i++) {
    c[i] = b[i] + d[i];
    a[i] = a[i - 1] * c[i];
    e[i] = c[i] * d[i];
    d[i] = d[i] + b[i];
    b[i] = b[i - 1] + e[i];
    da[i] = (double)e[i] * 2.0;
  }
}

/* double precision: recurrence and vectorizable statement */
void s_double_rec(void) {
  for (int i = 1; i < LEN; i++) {
    da[i] = da[i - 1] + db[i];
    dc[i] = db[i] * db[i];
  }
}

/* integer prefix sum beside an integer vectorizable statement */
void s_int_scan(void) {
  for (int i = 1; i < LEN; i++) {
    ia[i] = ia[i - 1] + ib[i];
    ib[i] = ib[i] * 3 + 1;
  }
}

/* trip count as an argument: recurrence + vectorizable */
void s_rec_indep_n(int n) {
  for (int i = 1; i < n; i++) {
    a[i] = a[i - 1] + b[i];
    c[i] = d[i] * e[i];
  }
}

/* a scalar temporary shared by both statements (the fission must recompute or expand it) */
void s_shared_temp(void) {
  for (int i = 1; i < LEN; i++) {
    float t = b[i] * c[i];
    a[i] = a[i - 1] + t;
    d[i] = t * e[i];
  }
}

/* recurrence beside a heavy vectorizable body: the fused loop is throughput-bound, not latency-bound */
void s_rec_heavy(void) {
  for (int i = 1; i < LEN; i++) {
    a[i] = a[i - 1] + b[i];
    c[i] = d[i] * e[i] + b[i] * b[i];
    d[i] = d[i] * c[i] - e[i];
    e[i] = e[i] * b[i] + c[i] * d[i];
  }
}

/* recurrence beside divisions (scalar divss throughput dominates the fused loop; vdivps does 8 at once) */
void s_rec_div(void) {
  for (int i = 1; i < LEN; i++) {
    a[i] = a[i - 1] * b[i];
    c[i] = d[i] / e[i];
    d[i] = b[i] / e[i];
  }
}

/* integer recurrence (1-cycle add) beside heavier integer vector work */
void s_int_rec_heavy(void) {
  for (int i = 1; i < LEN; i++) {
    ia[i] = ia[i - 1] + ib[i];
    ib[i] = (ib[i] * 7 + 3) ^ (ib[i] >> 2);
  }
}

/* recurrence through an array read with distance 2 (maximum safe vector width 2) beside vectorizable work */
void s_rec_dist2(void) {
  for (int i = 2; i < LEN; i++) {
    a[i] = a[i - 2] + b[i];
    c[i] = d[i] * e[i];
  }
}

/* ---- distribution pointless: the whole loop already vectorizes ------------------------------------------------- */

/* two vectorizable statements with a same-iteration flow dependence */
void s_vec2(void) {
  for (int i = 0; i < LEN; i++) {
    a[i] = b[i] + c[i];
    d[i] = a[i] * e[i];
  }
}

/* lexically forward flow dependence at distance 1: legal to vectorize, but LLVM refuses (store-to-load forwarding
   hazard); distribution (S1 loop, then S2 loop) makes both loops vectorizable */
void s_lex_forward(void) {
  for (int i = 1; i < LEN; i++) {
    a[i] = b[i] + c[i];
    d[i] = a[i - 1] * e[i];
  }
}

/* recurrence with distance 8: vectorizable with VF <= 8 */
void s_rec_dist8(void) {
  for (int i = 8; i < LEN; i++) {
    a[i] = a[i - 8] * b[i];
    c[i] = d[i] + e[i];
  }
}

/* integer sum reduction (vectorizable: integer add reassociates) next to a vectorizable statement */
void s_isum_vec(void) {
  int s = 0;
  for (int i = 0; i < LEN; i++) {
    s += ia[i];
    ib[i] = ia[i] * 5;
  }
  isum = s;
}

/* three independent vectorizable statements (distribution only changes locality) */
void s_indep3(void) {
  for (int i = 0; i < LEN; i++) {
    a[i] = b[i] * c[i];
    d[i] = e[i] + b[i];
    c[i] = c[i] * e[i];
  }
}

/* select-heavy vectorizable body */
void s_select_vec(void) {
  for (int i = 0; i < LEN; i++) {
    a[i] = b[i] > c[i] ? b[i] - c[i] : 0.0f;
    d[i] = a[i] < e[i] ? e[i] : a[i];
  }
}

/* ---- distribution illegal: every statement is in one dependence cycle ----------------------------------------- */

/* two statements in one cycle through a and b */
void s_cycle2(void) {
  for (int i = 1; i < LEN; i++) {
    a[i] = b[i - 1] + c[i];
    b[i] = a[i] * d[i];
  }
}

/* three statements in one cycle */
void s_cycle3(void) {
  for (int i = 1; i < LEN; i++) {
    a[i] = c[i - 1] * b[i];
    d[i] = a[i] + e[i];
    c[i] = d[i] * b[i];
  }
}

/* cycle through a scalar carried in a register */
void s_scalar_cycle(void) {
  float x = 1.0f;
  for (int i = 0; i < LEN; i++) {
    a[i] = x * b[i];
    x = a[i] + c[i];
  }
  fsum = x;
}

/* a cycle (S1, S3) plus a statement S2 hanging off it: only S2 can be split out */
void s_cycle_plus_one(void) {
  for (int i = 1; i < LEN; i++) {
    a[i] = c[i - 1] + b[i];
    d[i] = a[i] * e[i];
    c[i] = a[i] * b[i];
  }
}

/* ---- 2-D global arrays: the innermost loop only (the outer loop runs over rows) -------------------------------- */

/* row recurrence aa[i][j-1] in the inner loop next to a vectorizable statement */
void s2d_row_rec(void) {
  for (int i = 0; i < LEN2; i++)
    for (int j = 1; j < LEN2; j++) {
      aa[i][j] = aa[i][j - 1] + bb[i][j];
      cc[i][j] = bb[i][j] * bb[i][j];
    }
}

/* column dependence aa[i-1][j] is carried by the outer loop: the inner loop vectorizes as is */
void s2d_col_dep(void) {
  for (int i = 1; i < LEN2; i++)
    for (int j = 0; j < LEN2; j++) {
      aa[i][j] = aa[i - 1][j] + bb[i][j];
      cc[i][j] = aa[i][j] * bb[i][j];
    }
}

/* inner-loop recurrence on cc with a vectorizable statement feeding it */
void s2d_vec_feeds_rec(void) {
  for (int i = 0; i < LEN2; i++)
    for (int j = 1; j < LEN2; j++) {
      aa[i][j] = bb[i][j] * bb[i][j];
      cc[i][j] = cc[i][j - 1] * aa[i][j];
    }
}

/* 2-D lexically backward dependence in the inner loop (S1 reads aa[i][j-1] that S2 wrote at j-1) */
void s2d_lex_backward(void) {
  for (int i = 0; i < LEN2; i++)
    for (int j = 1; j < LEN2; j++) {
      cc[i][j] = aa[i][j - 1] * bb[i][j];
      aa[i][j] = bb[i][j] + 1.0f;
    }
}

/* 2-D cross-coupled recurrence in the inner loop (aa and cc feed each other at j-1): one cycle, illegal */
void s2d_cycle(void) {
  for (int i = 0; i < LEN2; i++)
    for (int j = 1; j < LEN2; j++) {
      cc[i][j] = aa[i][j - 1] * bb[i][j];
      aa[i][j] = bb[i][j] + cc[i][j - 1];
    }
}

/* ---- restrict pointer arguments --------------------------------------------------------------------------------- */

/* recurrence + vectorizable through restrict pointers */
void p_rec_indep(float *restrict x, float *restrict y, float *restrict z, int n) {
  for (int i = 1; i < n; i++) {
    x[i] = x[i - 1] + y[i];
    z[i] = y[i] * y[i];
  }
}

/* vectorizable statement feeding a recurrence */
void p_vec_feeds_rec(float *restrict x, float *restrict y, float *restrict z, float *restrict w, int n) {
  for (int i = 1; i < n; i++) {
    z[i] = y[i] * w[i];
    x[i] = x[i - 1] * z[i] + y[i];
  }
}

/* lexically backward dependence through restrict pointers */
void p_lex_backward(float *restrict x, float *restrict y, float *restrict z, int n) {
  for (int i = 1; i < n; i++) {
    z[i] = x[i - 1] * y[i];
    x[i] = y[i] + 1.0f;
  }
}

/* scaled vector update with a scalar argument, then a strict FP reduction of the result */
void p_axpy_sum(float *restrict x, float *restrict y, float alpha, int n) {
  float s = 0.0f;
  for (int i = 0; i < n; i++) {
    y[i] = alpha * x[i] + y[i];
    s += y[i];
  }
  fsum = s;
}

/* all-vectorizable through restrict pointers (distribution pointless) */
void p_vec2(float *restrict x, float *restrict y, float *restrict z, int n) {
  for (int i = 0; i < n; i++) {
    x[i] = y[i] + z[i];
    z[i] = x[i] * y[i];
  }
}

/* ---- plain (possibly aliasing) pointer arguments ---------------------------------------------------------------- */

/* may-alias: the vectorizer needs runtime checks; the x recurrence is a real dependence */
void q_rec_indep(float *x, float *y, float *z, int n) {
  for (int i = 1; i < n; i++) {
    x[i] = x[i - 1] + y[i];
    z[i] = y[i] * 2.0f;
  }
}

/* may-alias vectorizable pair (runtime checks; y == x + 1 would create a real dependence) */
void q_vec2(float *x, float *y, float *z, int n) {
  for (int i = 0; i < n; i++) {
    x[i] = y[i] + z[i];
    z[i] = x[i] * 0.5f;
  }
}

/* may-alias lexically backward dependence on x */
void q_lex_backward(float *x, float *y, float *z, int n) {
  for (int i = 1; i < n; i++) {
    z[i] = x[i - 1] + y[i];
    x[i] = y[i] * y[i];
  }
}
