/* Loop kernels of the tutorial in docs/adding-a-pass.md (one package per file: recurrences, filters, sums, smooth). */
#define N 1024
float a[N], b[N], c[N];
int ia[N];

void clip(void) { for (int i = 0; i < N; i++) a[i] = b[i] > 1.0f ? 1.0f : b[i]; }
void pick(void) { for (int i = 0; i < N; i++) if (ia[i] > 3) c[i] = a[i] + b[i]; }
void fir3(void) { for (int i = 1; i < N - 1; i++) c[i] = 0.25f * b[i - 1] + 0.5f * b[i] + 0.25f * b[i + 1]; }
