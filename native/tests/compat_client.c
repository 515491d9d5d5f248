/* compat_client: a C program written against ML-Compiler-Bridge's C API names (mlbridge/compat/PipeModelRunner.h).
 *
 *   compat_client OUTBOUND INBOUND SERDES_KIND COMMAND...
 * Commands: int:NAME=1,2   float:NAME=0.5,1   eval:int   eval:float
 * Prints "int V" / "float V" (%.9g); a failure prints "error: MESSAGE" on stderr and exits 1.
 */
#include "mlbridge/compat/PipeModelRunner.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int values(char *list, double *out, int cap) {
  int n = 0;
  char *end;
  while (*list && n < cap) {
    out[n++] = strtod(list, &end);
    if (end == list) return -1;
    list = *end == ',' ? end + 1 : end;
  }
  return n;
}

int main(int argc, char **argv) {
  PipeModelRunnerWrapper *r;
  int i;
  if (argc < 4) {
    fprintf(stderr, "usage: compat_client OUTBOUND INBOUND SERDES_KIND COMMAND...\n");
    return 2;
  }
  r = createPipeModelRunner(argv[1], argv[2], atoi(argv[3]));
  for (i = 4; i < argc; ++i) {
    char *cmd = argv[i], *eq = strchr(cmd, '=');
    double v[64];
    int n, k;
    if (!strcmp(cmd, "eval:int")) {
      int a = evaluateIntFeatures(r);
      if (!*pipeModelRunnerLastError(r)) printf("int %d\n", a);
    } else if (!strcmp(cmd, "eval:float")) {
      float a = evaluateFloatFeatures(r);
      if (!*pipeModelRunnerLastError(r)) printf("float %.9g\n", (double)a);
    } else if (eq && (n = values(eq + 1, v, 64)) >= 0) {
      *eq = '\0';
      if (!strncmp(cmd, "int:", 4)) {
        int d[64];
        for (k = 0; k < n; ++k) d[k] = (int)v[k];
        populateIntFeatures(r, cmd + 4, d, n);
      } else if (!strncmp(cmd, "float:", 6)) {
        float d[64];
        for (k = 0; k < n; ++k) d[k] = (float)v[k];
        populateFloatFeatures(r, cmd + 6, d, n);
      } else {
        fprintf(stderr, "error: bad command %s\n", argv[i]);
        return 2;
      }
    } else {
      fprintf(stderr, "error: bad command %s\n", argv[i]);
      return 2;
    }
    if (*pipeModelRunnerLastError(r)) {
      fprintf(stderr, "error: %s\n", pipeModelRunnerLastError(r));
      destroyPipeModelRunner(r);
      return 1;
    }
    fflush(stdout);
  }
  destroyPipeModelRunner(r);
  return 0;
}
