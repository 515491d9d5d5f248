/* mlbridge.h: the C compiler-side API of mlbridge-llvm.
 *
 * A compiler written in C asks a model through an opaque runner:
 *
 *     mlb_runner *r = mlb_create_pipe_runner("/tmp/ch", MLB_SERDES_BITSTREAM, MLB_DIALECT_MLCB, 60.0);
 *     mlb_populate_int64(r, "num_loops", &n, 1);
 *     mlb_populate_float(r, "weights", w, 8);
 *     int64_t advice; if (mlb_evaluate_int64(r, &advice) != 0) fprintf(stderr, "%s\n", mlb_last_error(r));
 *     mlb_destroy_runner(r);
 *
 * Runners: a pipe to a model process (dialect "mlcb": ML-Compiler-Bridge's framing with bitstream or JSON SerDes;
 * dialect "mlgo": LLVM's interactive-mode protocol), a callback (a C function pointer: how a host such as the Python
 * driver answers in the same process) and a compiled model (an mlbridge-aot object linked into the program).
 * Features are populated by name before each evaluation, as in ML-Compiler-Bridge's C API; a feature keeps its
 * value until it is populated again (ML-Compiler-Bridge clears them after each question: its C names in
 * mlbridge/compat/PipeModelRunner.h do). Every function that can fail returns 0 on success and non-zero on failure,
 * and mlb_last_error() then holds one line saying why. A runner is not thread-safe: use one per thread.
 *
 * ML-Compiler-Bridge C API users: see mlbridge/compat/PipeModelRunner.h for its function names.
 */
#ifndef MLBRIDGE_MLBRIDGE_H
#define MLBRIDGE_MLBRIDGE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define MLBRIDGE_C_API_VERSION 1

/* MLB_API marks the functions libmlbridge_capi.so exports (it is built with hidden visibility and exports nothing
 * else). Everywhere else, including the static MLBridge::client linked into a plug-in, they stay hidden. */
#if defined(MLBRIDGE_BUILDING_CAPI) && (defined(__GNUC__) || defined(__clang__))
#define MLB_API __attribute__((visibility("default")))
#else
#define MLB_API
#endif

/** Element types (the names on the wire are LLVM's TensorSpec names: int32_t, int64_t, float, double).
 *  MLB_BOOL is one byte, 0 or 1 (ML-Compiler-Bridge's bool: uint8_t on the wire, true/false in JSON); the C API's
 *  populate and evaluate functions do not take it, but a callback may receive it from a C++ caller. */
typedef enum mlb_dtype { MLB_INT32 = 0, MLB_INT64 = 1, MLB_FLOAT = 2, MLB_DOUBLE = 3, MLB_BOOL = 4 } mlb_dtype;

typedef enum mlb_serdes { MLB_SERDES_JSON = 1, MLB_SERDES_BITSTREAM = 2 } mlb_serdes;
typedef enum mlb_dialect { MLB_DIALECT_MLCB = 0, MLB_DIALECT_MLGO = 1 } mlb_dialect;

/** One tensor as a callback sees it (valid only during the call). */
typedef struct mlb_tensor {
  const char *name;
  mlb_dtype dtype;
  const int64_t *shape;
  size_t rank;
  const void *data;   /* row-major, `count` elements of `dtype` */
  size_t count;
} mlb_tensor;

/** A model answering in the same process. Fill `advice` (exactly `advice_count` elements of `advice_dtype`);
 *  return 0, or non-zero after writing a message of at most `error_size` bytes into `error`. */
typedef int (*mlb_callback_fn)(void *user, const mlb_tensor *inputs, size_t num_inputs, mlb_dtype advice_dtype,
                               void *advice, size_t advice_count, char *error, size_t error_size);

/** An mlbridge-aot function adapted to one signature: `inputs[i]` points at input i (in population order, converted
 *  to the dtype given to mlb_create_compiled_runner), `advice` at the output. Returns 0 (NAME_OK) or an error status. */
typedef int32_t (*mlb_compiled_fn)(void *user, const void *const *inputs, void *advice);

typedef struct mlb_runner mlb_runner;

/** A pipe runner: reads the model's answers from `base`.in and writes the features to `base`.out; the model side
 *  creates both FIFOs (and removes them). The compiler opens `base`.in, then `base`.out, as LLVM's interactive mode
 *  and ML-Compiler-Bridge do, and it does so here, at creation: a compilation that asks nothing still connects, and
 *  the model side sees a session with zero questions end (mlgo: the header is sent with the first question, or at
 *  mlb_destroy_runner if features were populated). `timeout_seconds` bounds the wait for the model to open its ends
 *  and for each answer (<= 0: wait forever). The mlgo dialect is bitstream only. Returns NULL (and
 *  mlb_last_error(NULL) says why) for a NULL/empty base or an unknown serdes/dialect. If the model side does not
 *  come, the runner is still returned: mlb_last_error(runner) says why at once, and every evaluation fails so. */
MLB_API mlb_runner *mlb_create_pipe_runner(const char *base, mlb_serdes serdes, mlb_dialect dialect, double timeout_seconds);
/** A callback runner; `advice_dtype`/`advice_count` describe the answer. */
MLB_API mlb_runner *mlb_create_callback_runner(mlb_callback_fn fn, void *user, mlb_dtype advice_dtype, size_t advice_count);
/** A compiled-model runner: every input is converted to `input_dtype` before `fn` is called. `fn` reads and writes
 *  fixed shapes that the runner cannot see: `advice_count` must be the model's output element count (the
 *  mlbridge-aot header's NAME_<OUTPUT>_SIZE) and every input must be populated with exactly its element count
 *  (NAME_<INPUT>_SIZE), or `fn` reads or writes past the runner's buffers. */
MLB_API mlb_runner *mlb_create_compiled_runner(mlb_compiled_fn fn, void *user, mlb_dtype input_dtype, mlb_dtype advice_dtype,
                                       size_t advice_count);
MLB_API void mlb_destroy_runner(mlb_runner *runner);

MLB_API int mlb_populate_int32(mlb_runner *runner, const char *name, const int32_t *data, size_t count);
MLB_API int mlb_populate_int64(mlb_runner *runner, const char *name, const int64_t *data, size_t count);
MLB_API int mlb_populate_float(mlb_runner *runner, const char *name, const float *data, size_t count);
MLB_API int mlb_populate_double(mlb_runner *runner, const char *name, const double *data, size_t count);

/** Ask the model; the answer's first element converted to the requested type. */
MLB_API int mlb_evaluate_int64(mlb_runner *runner, int64_t *out);
MLB_API int mlb_evaluate_int32(mlb_runner *runner, int32_t *out);
MLB_API int mlb_evaluate_float(mlb_runner *runner, float *out);
MLB_API int mlb_evaluate_double(mlb_runner *runner, double *out);
/** Ask the model for a vector answer: writes min(count, answer length) doubles; *written gets the answer length. */
MLB_API int mlb_evaluate_vector(mlb_runner *runner, double *out, size_t count, size_t *written);

/** Pipe runners: declare the advice (`count` elements of `dtype`; `name` is the advice's name in the mlgo header,
 *  NULL for "advice"). Without it, each mlb_evaluate_T expects one T (bitstream: exactly sizeof(T) bytes, as
 *  ML-Compiler-Bridge's evaluate<T>; JSON: one number that T represents, or a list of exactly one) and
 *  mlb_evaluate_vector expects a JSON list of any length (bitstream needs the declaration); mlgo fixes the advice in
 *  its header at the first evaluation. With it, the answer must be that advice (bitstream: exactly its bytes; JSON:
 *  exactly `count` numbers, else the evaluation fails) and is converted to the type asked for.
 *  Fails for other runners, and for mlgo once the header is sent. */
MLB_API int mlb_set_advice(mlb_runner *runner, const char *name, mlb_dtype dtype, size_t count);
/** mlgo pipe runners: the next observations belong to `name` (LLVM's {"context": name} line); others ignore it.
 *  mlgo sends the features fixed by its header: populate all of them before the first evaluation; adding one or
 *  changing a dtype or length afterwards makes evaluations fail. */
MLB_API int mlb_switch_context(mlb_runner *runner, const char *name);

/** Parse a runner spec in the kit's grammar (``scheme:target?key=value&...``, the same as the Python driver's) into
 *  `json` (at most `size` bytes, NUL included): {"scheme":..., "target":..., "options":{key: value, ...}}. Returns 0;
 *  1 for a malformed spec (`json` then holds one line saying why); 2 if `size` is too small (the text is cut). */
MLB_API int mlb_parse_runner_spec(const char *spec, char *json, size_t size);

/** The last error of this runner (or of creation, for NULL), one line; "" if none. Valid until the next call. */
MLB_API const char *mlb_last_error(const mlb_runner *runner);

#ifdef __cplusplus
}
#endif
#endif /* MLBRIDGE_MLBRIDGE_H */
