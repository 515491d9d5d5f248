/* Loop kernels of the tutorial in docs/adding-a-pass.md (one package per file: recurrences, filters, sums, smooth). */
#define N 1024
float a[N], b[N];
int ia[N];

float fsum(void) { float s = 0; for (int i = 0; i < N; i++) s += a[i]; return s; }
float fdot(void) { float s = 0; for (int i = 0; i < N; i++) s += a[i] * b[i]; return s; }
int isum(void) { int s = 0; for (int i = 0; i < N; i++) s += ia[i] * 3; return s; }
