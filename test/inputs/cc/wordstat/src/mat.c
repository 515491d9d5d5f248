#include <stdlib.h>
#include "wordstat.h"

/* c = a * b, then a = c + b: two loops over the same arrays (a loop-distribution and vectorization target) */
double matrix_checksum(int n, int rounds) {
  double *a = malloc(sizeof(double) * n * n), *b = malloc(sizeof(double) * n * n), *c = malloc(sizeof(double) * n * n);
  for (int i = 0; i < n * n; i++) {
    a[i] = (i % 7) * 0.25;
    b[i] = (i % 5) * 0.5;
  }
  for (int r = 0; r < rounds; r++) {
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        double s = 0;
        for (int k = 0; k < n; k++)
          s += a[i * n + k] * b[k * n + j];
        c[i * n + j] = s;
      }
    for (int i = 0; i < n * n; i++) {
      a[i] = c[i] * 0.001 + b[i];
      b[i] = b[i] * 0.5 + a[i] * 0.25;
    }
  }
  double sum = 0;
  for (int i = 0; i < n * n; i++)
    sum += a[i];
  free(a);
  free(b);
  free(c);
  return sum;
}
