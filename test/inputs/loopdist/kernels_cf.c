/* Loop-distribution kernels whose loop body has control flow (if / else / ternaries on stores), TSVC style.
 * Compiled by scripts/make_loopdist_kernels.sh kernels_cf -> kernels_cf.ll. Global arrays never alias. */
#define LEN 32000
float a[LEN], b[LEN], c[LEN], d[LEN], e[LEN];
int ia[LEN], ib[LEN];

/* conditional store beside a recurrence: the recurrence is independent of the guarded statement */
void cf_guard_rec(void) {
  for (int i = 1; i < LEN; i++) {
    a[i] = a[i - 1] * b[i];
    if (c[i] > 0.0f)
      d[i] = c[i] * e[i];
  }
}

/* guarded statement reads what the first statement wrote one iteration earlier (backward across the if) */
void cf_guard_backward(void) {
  for (int i = 1; i < LEN; i++) {
    if (e[i] > 0.0f)
      d[i] = a[i - 1] + e[i];
    a[i] = b[i] * c[i];
  }
}

/* if / else writing different arrays, then a statement using both */
void cf_if_else(void) {
  for (int i = 1; i < LEN; i++) {
    if (b[i] > c[i])
      a[i] = b[i] - c[i];
    else
      d[i] = c[i] - b[i];
    e[i] = e[i - 1] + b[i];
  }
}

/* the branch condition reads an array another statement writes: it orders everything after that write */
void cf_cond_on_written(void) {
  for (int i = 1; i < LEN; i++) {
    a[i] = b[i] + c[i];
    if (a[i - 1] > 0.0f)
      d[i] = e[i] * 2.0f;
  }
}

/* integer counting under a condition (a conditional recurrence) beside vector work */
int cf_count(void) {
  int n = 0;
  for (int i = 0; i < LEN; i++) {
    if (ia[i] > 10)
      n++;
    ib[i] = ia[i] * 3;
  }
  return n;
}

/* two guarded statements with a flow dependence between them at distance 1 */
void cf_two_guards(void) {
  for (int i = 1; i < LEN; i++) {
    if (b[i] > 0.0f)
      a[i] = b[i] * c[i];
    if (c[i] > 0.0f)
      d[i] = a[i - 1] + c[i];
  }
}

/* guarded recurrence on the same array (a cycle through memory): one node */
void cf_guarded_cycle(void) {
  for (int i = 1; i < LEN; i++) {
    if (b[i] > 0.0f)
      a[i] = a[i - 1] + b[i];
    else
      a[i] = c[i];
  }
}

/* a ternary store plus a recurrence and an independent vector statement */
void cf_three(void) {
  for (int i = 1; i < LEN; i++) {
    if (d[i] < 0.0f)
      e[i] = -d[i];
    a[i] = a[i - 1] + b[i];
    c[i] = b[i] * d[i];
  }
}
