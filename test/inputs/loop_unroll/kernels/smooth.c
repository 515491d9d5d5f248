/* Loop kernels of the tutorial in docs/adding-a-pass.md (one package per file: recurrences, filters, sums, smooth). */
#define N 1024
float a[N], b[N], c[N];

void smooth1(void) { for (int i = 1; i < N; i++) a[i] = 0.75f * a[i - 1] + 0.25f * b[i]; }
void blur(void) { for (int i = 1; i < N - 1; i++) c[i] = (b[i - 1] + b[i] + b[i + 1]) * (1.0f / 3); }
void decay(void) { for (int i = 0; i < 6; i++) c[i] = c[i] * 0.5f; }
