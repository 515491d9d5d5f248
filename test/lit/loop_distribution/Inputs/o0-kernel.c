#define LEN 1024
float a[LEN], b[LEN], c[LEN], d[LEN], e[LEN];
/* S1 reads a[i-1], which S2 writes one iteration earlier: neither statement vectorizes while they share a loop */
void lex_backward(void) {
  for (int i = 1; i < LEN - 1; i++) {
    d[i] = a[i - 1] * e[i];
    a[i] = b[i] + c[i];
  }
}
