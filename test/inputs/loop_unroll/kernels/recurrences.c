/* Loop kernels of the tutorial in docs/adding-a-pass.md (one package per file: recurrences, filters, sums, smooth). */
#define N 1024
float a[N], b[N], c[N];

void rec1(void) { for (int i = 1; i < N; i++) a[i] = a[i - 1] * 0.5f + b[i]; }
void rec2(void) { for (int i = 2; i < N; i++) a[i] = a[i - 2] + b[i] * c[i]; }
void rec3(void) { for (int i = 1; i < N; i++) c[i] = c[i - 1] * b[i] - a[i]; }
