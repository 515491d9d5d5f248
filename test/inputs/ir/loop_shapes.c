/* Loop shapes for mlbridge_llvm.ir.loops (test/unit/test_ir_loops.py): nests, symbolic and constant trip counts,
   early exits, a multiple of 4, a loop without a preheader. loop_shapes.ll is this file compiled (its header says how). */
float grid[64][48];

void nest(void) { /* 2-deep nest, constant trips 64 x 48 */
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 48; j++)
      grid[i][j] = grid[i][j] * 0.5f + (float)(i + j);
}

void nest3(float *a, int n, int m) { /* 3-deep nest, symbolic trips */
  for (int k = 0; k < 4; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        a[i * m + j] += (float)k;
}

long sum_n(const int *a, int n) { /* symbolic: backedge-taken count (-1 + n) */
  long s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

int find(const int *a, int n, int key) { /* two exits: the key found, or the end */
  for (int i = 0; i < n; i++)
    if (a[i] == key) return i;
  return -1;
}

void by4(float *a, unsigned n) { /* trip count 4 * n: a multiple of 4 */
  for (unsigned i = 0; i < 4 * n; i++) a[i] = a[i] * 2.0f;
}

int bounded(const int *a) { /* at most 100 iterations, exits early */
  int i = 0;
  while (i < 100 && a[i] != 0) i++;
  return i;
}
