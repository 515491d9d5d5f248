/* pipe_client: a C compiler stand-in that talks to a model through mlbridge.h only (used by the pytest suite).
 *
 *   pipe_client [--keep-going] CHANNEL json|bitstream mlcb|mlgo TIMEOUT COMMAND...
 *
 * Commands, run in order:
 *   i64:NAME=1,2,3   i32:NAME=..   f32:NAME=..   f64:NAME=..   populate a feature ("NAME=" for zero elements)
 *   advice:TYPE:COUNT[:NAME]     mlb_set_advice (TYPE: i32 i64 f32 f64)
 *   ctx:NAME                     mlb_switch_context
 *   eval:i64|i32|f32|f64|vec     evaluate and print "i64 V", "i32 V", "f32 V" (%.9g), "f64 V" (%.17g) or
 *                                "vec N V..." (%.17g) on stdout
 *   sleep:SECONDS
 * A failure prints "error: MESSAGE" on stderr and exits 1 (2 for a bad command line or a runner not created);
 * with --keep-going, a failed evaluation prints "error: MESSAGE" on stdout instead and the run goes on (exit 1
 * at the end if anything failed).
 */
#define _POSIX_C_SOURCE 200809L /* nanosleep */
#include "mlbridge/mlbridge.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int parse_type(const char *t, mlb_dtype *out) {
  if (!strcmp(t, "i32")) *out = MLB_INT32;
  else if (!strcmp(t, "i64")) *out = MLB_INT64;
  else if (!strcmp(t, "f32")) *out = MLB_FLOAT;
  else if (!strcmp(t, "f64")) *out = MLB_DOUBLE;
  else return 0;
  return 1;
}

static int populate(mlb_runner *r, mlb_dtype t, char *spec) {
  char *eq = strchr(spec, '=');
  size_t n = 0, cap = 16;
  double *vals;
  long long *ivals;
  char *p, *end;
  int rc;
  if (!eq) return -1;
  *eq = '\0';
  vals = malloc(cap * sizeof *vals);
  ivals = malloc(cap * sizeof *ivals);
  for (p = eq + 1; *p;) {
    if (n == cap) {
      cap *= 2;
      vals = realloc(vals, cap * sizeof *vals);
      ivals = realloc(ivals, cap * sizeof *ivals);
    }
    errno = 0;
    if (t == MLB_INT32 || t == MLB_INT64) ivals[n] = strtoll(p, &end, 10);
    else vals[n] = strtod(p, &end);
    if (end == p || errno) return -1;
    ++n;
    p = *end == ',' ? end + 1 : end;
    if (*end && *end != ',') return -1;
  }
  if (t == MLB_INT64) {
    int64_t *d = malloc((n ? n : 1) * sizeof *d);
    for (size_t i = 0; i < n; ++i) d[i] = ivals[i];
    rc = mlb_populate_int64(r, spec, d, n);
    free(d);
  } else if (t == MLB_INT32) {
    int32_t *d = malloc((n ? n : 1) * sizeof *d);
    for (size_t i = 0; i < n; ++i) d[i] = (int32_t)ivals[i];
    rc = mlb_populate_int32(r, spec, d, n);
    free(d);
  } else if (t == MLB_FLOAT) {
    float *d = malloc((n ? n : 1) * sizeof *d);
    for (size_t i = 0; i < n; ++i) d[i] = (float)vals[i];
    rc = mlb_populate_float(r, spec, d, n);
    free(d);
  } else {
    rc = mlb_populate_double(r, spec, vals, n);
  }
  free(vals);
  free(ivals);
  return rc;
}

static int evaluate(mlb_runner *r, const char *what) {
  int rc = 1;
  if (!strcmp(what, "i64")) {
    int64_t v;
    if (!(rc = mlb_evaluate_int64(r, &v))) printf("i64 %lld\n", (long long)v);
  } else if (!strcmp(what, "i32")) {
    int32_t v;
    if (!(rc = mlb_evaluate_int32(r, &v))) printf("i32 %d\n", (int)v);
  } else if (!strcmp(what, "f32")) {
    float v;
    if (!(rc = mlb_evaluate_float(r, &v))) printf("f32 %.9g\n", (double)v);
  } else if (!strcmp(what, "f64")) {
    double v;
    if (!(rc = mlb_evaluate_double(r, &v))) printf("f64 %.17g\n", v);
  } else if (!strcmp(what, "vec")) {
    double v[64];
    size_t n = 0;
    if (!(rc = mlb_evaluate_vector(r, v, 64, &n))) {
      printf("vec %zu", n);
      for (size_t i = 0; i < n && i < 64; ++i) printf(" %.17g", v[i]);
      printf("\n");
    }
  } else {
    return -1;
  }
  fflush(stdout);
  return rc;
}

int main(int argc, char **argv) {
  int keep_going = 0, failed = 0, i;
  mlb_serdes serdes;
  mlb_dialect dialect;
  mlb_runner *r;
  if (argc > 1 && !strcmp(argv[1], "--keep-going")) {
    keep_going = 1;
    ++argv, --argc;
  }
  if (argc < 5) {
    fprintf(stderr, "usage: pipe_client [--keep-going] CHANNEL json|bitstream mlcb|mlgo TIMEOUT COMMAND...\n");
    return 2;
  }
  serdes = !strcmp(argv[2], "json") ? MLB_SERDES_JSON : !strcmp(argv[2], "bitstream") ? MLB_SERDES_BITSTREAM
                                                                                      : (mlb_serdes)atoi(argv[2]);
  dialect = !strcmp(argv[3], "mlgo") ? MLB_DIALECT_MLGO : !strcmp(argv[3], "mlcb") ? MLB_DIALECT_MLCB
                                                                                   : (mlb_dialect)atoi(argv[3]);
  r = mlb_create_pipe_runner(argv[1], serdes, dialect, strtod(argv[4], NULL));
  if (!r) {
    fprintf(stderr, "error: %s\n", mlb_last_error(NULL));
    return 2;
  }
  for (i = 5; i < argc; ++i) {
    char *cmd = argv[i], *arg = strchr(cmd, ':');
    int rc = 0;
    mlb_dtype t;
    if (!arg) goto bad;
    *arg++ = '\0';
    if (parse_type(cmd, &t)) {
      rc = populate(r, t, arg);
    } else if (!strcmp(cmd, "advice")) {
      char *count = strchr(arg, ':'), *name = NULL;
      if (!count) goto bad;
      *count++ = '\0';
      if ((name = strchr(count, ':'))) *name++ = '\0';
      if (!parse_type(arg, &t)) goto bad;
      rc = mlb_set_advice(r, name, t, (size_t)strtoul(count, NULL, 10));
    } else if (!strcmp(cmd, "ctx")) {
      rc = mlb_switch_context(r, arg);
    } else if (!strcmp(cmd, "sleep")) {
      double s = strtod(arg, NULL);
      struct timespec ts = {(time_t)s, (long)((s - (double)(time_t)s) * 1e9)};
      nanosleep(&ts, NULL);
    } else if (!strcmp(cmd, "eval")) {
      rc = evaluate(r, arg);
      if (rc > 0 && keep_going) {
        printf("error: %s\n", mlb_last_error(r));
        fflush(stdout);
        failed = 1;
        continue;
      }
    } else {
      goto bad;
    }
    if (rc < 0) goto bad;
    if (rc > 0) {
      fprintf(stderr, "error: %s\n", mlb_last_error(r));
      mlb_destroy_runner(r);
      return 1;
    }
    continue;
  bad:
    fprintf(stderr, "error: bad command %s\n", argv[i]);
    mlb_destroy_runner(r);
    return 2;
  }
  mlb_destroy_runner(r);
  return failed;
}
