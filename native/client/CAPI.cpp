//===- CAPI.cpp - the C API (mlbridge.h) over the C++ runners -------------===//
#include "CAPIInternal.h"

#include <climits>
#include <cmath>
#include <cstring>
#include <new>
#include <type_traits>

using namespace mlbridge;

namespace {

thread_local std::string CreationError;

mlb_runner *fail(const std::string &Why) {
  CreationError = Why;
  return nullptr;
}

bool validDType(int T) { return T >= MLB_INT32 && T <= MLB_DOUBLE; }

int setError(mlb_runner *R, const std::string &Why) {
  R->Error = Why;
  return 1;
}

template <class T> int populate(mlb_runner *R, const char *Name, const T *Data, size_t Count) {
  if (!R)
    return 1;
  R->Error.clear();
  if (!Name || !*Name)
    return setError(R, "populate: the feature needs a non-empty name");
  if (!Data && Count)
    return setError(R, std::string("populate '") + Name + "': NULL data for " + std::to_string(Count) + " elements");
  R->Runner->populate(Name, Data, Count);
  return 0;
}

/// Element \p I of the advice as \p T; false if it does not fit (an integer out of range, a non-finite real, or a
/// real out of range for an integer; an in-range real is truncated toward zero, as a C cast).
template <class T> bool adviceElement(const ModelRunner &M, size_t I, T &Out, std::string &Err) {
  const DType S = M.advice().Type;
  if (S == DType::Int32 || S == DType::Int64) {
    int64_t V = S == DType::Int32 ? M.adviceAs<int32_t>(I) : M.adviceAs<int64_t>(I);
    if (std::is_same<T, int32_t>::value && (V < INT32_MIN || V > INT32_MAX)) {
      Err = "the answer " + std::to_string(V) + " does not fit in int32_t";
      return false;
    }
    Out = static_cast<T>(V);
    return true;
  }
  double D = S == DType::Float ? static_cast<double>(M.adviceAs<float>(I)) : M.adviceAs<double>(I);
  if (std::is_integral<T>::value) {
    const double Lo = std::is_same<T, int32_t>::value ? -2147483648.0 : -9223372036854775808.0;
    const double Hi = std::is_same<T, int32_t>::value ? 2147483648.0 : 9223372036854775808.0;
    if (!std::isfinite(D) || std::trunc(D) < Lo || std::trunc(D) >= Hi) {
      Err = "the answer " + std::to_string(D) + " does not fit in " + dtypeName(DTypeOf<T>::value);
      return false;
    }
  }
  Out = static_cast<T>(D);
  return true;
}

template <class T> int evaluate(mlb_runner *R, T *Out) {
  if (!R)
    return 1;
  R->Error.clear();
  if (!Out)
    return setError(R, "evaluate: NULL output pointer");
  if (R->Pipe)
    R->Pipe->expectAdvice(DTypeOf<T>::value);
  if (!R->Runner->evaluate())
    return setError(R, R->Runner->error());
  if (R->Runner->adviceCount() == 0)
    return setError(R, "evaluate: the model answered an empty advice");
  std::string Err;
  if (!adviceElement(*R->Runner, 0, *Out, Err))
    return setError(R, "evaluate: " + Err);
  return 0;
}

} // namespace

mlb_runner *mlbridge_capi_pipe_on_paths(const char *InPath, const char *OutPath, mlb_serdes Serdes,
                                        mlb_dialect Dialect, double TimeoutSeconds) {
  if (!InPath || !*InPath || !OutPath || !*OutPath)
    return fail("pipe runner: the channel name is NULL or empty");
  if (Serdes != MLB_SERDES_JSON && Serdes != MLB_SERDES_BITSTREAM)
    return fail("pipe runner: unknown SerDes " + std::to_string(static_cast<int>(Serdes)) +
                " (MLB_SERDES_JSON = 1, MLB_SERDES_BITSTREAM = 2)");
  if (Dialect != MLB_DIALECT_MLCB && Dialect != MLB_DIALECT_MLGO)
    return fail("pipe runner: unknown dialect " + std::to_string(static_cast<int>(Dialect)) +
                " (MLB_DIALECT_MLCB = 0, MLB_DIALECT_MLGO = 1)");
  if (Dialect == MLB_DIALECT_MLGO && Serdes != MLB_SERDES_BITSTREAM)
    return fail("pipe runner: the mlgo dialect (LLVM's interactive mode) is bitstream only");
  PipeOptions O;
  O.Dialect = Dialect;
  O.Serdes = Serdes;
  O.TimeoutSeconds = TimeoutSeconds;
  std::unique_ptr<PipeRunner> P = createPipeRunnerOnPaths({}, TensorSpec{"advice", DType::Float, {1}}, InPath,
                                                          OutPath, O, /*AdviceDeclared=*/false);
  mlb_runner *R = new (std::nothrow) mlb_runner;
  if (!R)
    return fail("out of memory");
  R->Pipe = P.get();
  R->Error = P->connectError(); // connected at creation; if not, say why now (evaluations fail with it too)
  R->Runner = std::move(P);
  CreationError.clear();
  return R;
}

extern "C" {

mlb_runner *mlb_create_pipe_runner(const char *base, mlb_serdes serdes, mlb_dialect dialect, double timeout_seconds) {
  if (!base || !*base)
    return fail("pipe runner: the channel name is NULL or empty");
  std::string B(base);
  return mlbridge_capi_pipe_on_paths((B + ".in").c_str(), (B + ".out").c_str(), serdes, dialect, timeout_seconds);
}

mlb_runner *mlb_create_callback_runner(mlb_callback_fn fn, void *user, mlb_dtype advice_dtype, size_t advice_count) {
  if (!fn)
    return fail("callback runner: NULL callback");
  if (!validDType(advice_dtype))
    return fail("callback runner: unknown advice dtype " + std::to_string(static_cast<int>(advice_dtype)));
  mlb_runner *R = new (std::nothrow) mlb_runner;
  if (!R)
    return fail("out of memory");
  R->Runner = createCallbackRunner(
      {}, TensorSpec{"advice", static_cast<DType>(advice_dtype), {static_cast<int64_t>(advice_count)}}, fn, user);
  CreationError.clear();
  return R;
}

mlb_runner *mlb_create_compiled_runner(mlb_compiled_fn fn, void *user, mlb_dtype input_dtype, mlb_dtype advice_dtype,
                                       size_t advice_count) {
  if (!fn)
    return fail("compiled runner: NULL model function");
  if (!validDType(input_dtype) || !validDType(advice_dtype))
    return fail("compiled runner: unknown dtype");
  mlb_runner *R = new (std::nothrow) mlb_runner;
  if (!R)
    return fail("out of memory");
  R->Runner = createCompiledRunner(
      {}, TensorSpec{"advice", static_cast<DType>(advice_dtype), {static_cast<int64_t>(advice_count)}}, fn, user,
      static_cast<DType>(input_dtype));
  CreationError.clear();
  return R;
}

void mlb_destroy_runner(mlb_runner *runner) { delete runner; }

int mlb_populate_int32(mlb_runner *runner, const char *name, const int32_t *data, size_t count) {
  return populate(runner, name, data, count);
}
int mlb_populate_int64(mlb_runner *runner, const char *name, const int64_t *data, size_t count) {
  return populate(runner, name, data, count);
}
int mlb_populate_float(mlb_runner *runner, const char *name, const float *data, size_t count) {
  return populate(runner, name, data, count);
}
int mlb_populate_double(mlb_runner *runner, const char *name, const double *data, size_t count) {
  return populate(runner, name, data, count);
}

int mlb_evaluate_int64(mlb_runner *runner, int64_t *out) { return evaluate(runner, out); }
int mlb_evaluate_int32(mlb_runner *runner, int32_t *out) { return evaluate(runner, out); }
int mlb_evaluate_float(mlb_runner *runner, float *out) { return evaluate(runner, out); }
int mlb_evaluate_double(mlb_runner *runner, double *out) { return evaluate(runner, out); }

int mlb_evaluate_vector(mlb_runner *runner, double *out, size_t count, size_t *written) {
  if (!runner)
    return 1;
  runner->Error.clear();
  if (written)
    *written = 0;
  if (!out && count)
    return setError(runner, "evaluate: NULL output pointer");
  if (runner->Pipe && !runner->Pipe->adviceFixed()) {
    if (runner->Pipe->options().Serdes != MLB_SERDES_JSON)
      return setError(runner, "evaluate: a bitstream answer is raw bytes: declare its dtype and length with "
                              "mlb_set_advice before asking for a vector");
    runner->Pipe->expectAdvice(DType::Double, /*AnyCount=*/true);
  }
  if (!runner->Runner->evaluate())
    return setError(runner, runner->Runner->error());
  size_t N = runner->Runner->adviceCount();
  for (size_t I = 0; I < N && I < count; ++I)
    out[I] = runner->Runner->adviceAs<double>(I);
  if (written)
    *written = N;
  return 0;
}

int mlb_set_advice(mlb_runner *runner, const char *name, mlb_dtype dtype, size_t count) {
  if (!runner)
    return 1;
  runner->Error.clear();
  if (!runner->Pipe)
    return setError(runner, "mlb_set_advice: only pipe runners learn their advice this way (callback and compiled "
                            "runners take it at creation)");
  if (!validDType(dtype))
    return setError(runner, "mlb_set_advice: unknown dtype " + std::to_string(static_cast<int>(dtype)));
  std::string Err;
  if (!runner->Pipe->declareAdvice(
          TensorSpec{name && *name ? name : "advice", static_cast<DType>(dtype), {static_cast<int64_t>(count)}}, Err))
    return setError(runner, "mlb_set_advice: " + Err);
  return 0;
}

int mlb_switch_context(mlb_runner *runner, const char *name) {
  if (!runner)
    return 1;
  runner->Error.clear();
  if (!name)
    return setError(runner, "mlb_switch_context: NULL name");
  runner->Runner->switchContext(name);
  return 0;
}

const char *mlb_last_error(const mlb_runner *runner) {
  return runner ? runner->Error.c_str() : CreationError.c_str();
}

} // extern "C"
