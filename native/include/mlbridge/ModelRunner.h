//===- mlbridge/ModelRunner.h - compiler-side model runners (C++ API) ----===//
//
// The C++ compiler-side API of mlbridge-llvm, shaped like LLVM's MLModelRunner: a pass fills input tensors, calls
// evaluate(), and reads the advice. Three runners:
//   * createPipeRunner: a model in another process over named pipes (dialect "mlcb" = ML-Compiler-Bridge framing
//     with the bitstream or JSON SerDes; dialect "mlgo" = LLVM's interactive-mode protocol);
//   * createCallbackRunner: a C function pointer answers in this process (how the Python driver answers);
//   * createCompiledRunner: an mlbridge-aot object linked into the program (no Python, no IPC).
//
// Inputs are either declared up front (LLVM style: tensor(i) is a buffer of the declared spec) or populated by
// name before each evaluation (ML-Compiler-Bridge style: populate("x", data, n) declares or replaces "x").
// The library does not use exceptions or RTTI (LLVM plug-ins are built without them): failures are a false
// return plus error(), one line. A runner is not thread-safe; use one per thread.
//===----------------------------------------------------------------------===//
#ifndef MLBRIDGE_MODELRUNNER_H
#define MLBRIDGE_MODELRUNNER_H

#include "mlbridge/mlbridge.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace mlbridge {

/// Element types. Bool is one byte, 0 or 1: "uint8_t" in bitstream headers (LLVM's TensorSpec has no bool, and
/// ML-Compiler-Bridge sends its bool features so), true/false in JSON.
enum class DType : int { Int32 = MLB_INT32, Int64 = MLB_INT64, Float = MLB_FLOAT, Double = MLB_DOUBLE, Bool = MLB_BOOL };

/// Bytes per element of \p T.
size_t dtypeSize(DType T);
/// LLVM's TensorSpec type name ("int32_t", "int64_t", "float", "double"; "uint8_t" for Bool).
const char *dtypeName(DType T);
/// The inverse of dtypeName; false if \p Name is not one of them.
bool dtypeFromName(const std::string &Name, DType &Out);

template <class T> struct DTypeOf;
template <> struct DTypeOf<int32_t> { static constexpr DType value = DType::Int32; };
template <> struct DTypeOf<int64_t> { static constexpr DType value = DType::Int64; };
template <> struct DTypeOf<float> { static constexpr DType value = DType::Float; };
template <> struct DTypeOf<double> { static constexpr DType value = DType::Double; };
template <> struct DTypeOf<bool> { static constexpr DType value = DType::Bool; };

/// Name, element type and shape of one tensor (LLVM's TensorSpec without the port).
struct TensorSpec {
  std::string Name;
  DType Type = DType::Float;
  std::vector<int64_t> Shape{1};

  size_t count() const;
  size_t bytes() const { return count() * dtypeSize(Type); }
};

/// The runner interface.
class ModelRunner {
public:
  virtual ~ModelRunner();
  ModelRunner(const ModelRunner &) = delete;
  ModelRunner &operator=(const ModelRunner &) = delete;

  const std::vector<TensorSpec> &inputs() const { return Inputs; }
  const TensorSpec &advice() const { return Advice; }

  /// The buffer of input \p I (declared or populated), inputs()[I].bytes() long.
  void *tensor(size_t I) { return Buffers[I].data(); }
  const void *tensor(size_t I) const { return Buffers[I].data(); }
  template <class T> T *tensorAs(size_t I) { return reinterpret_cast<T *>(tensor(I)); }

  /// Declare or replace the input \p Name with \p Count elements of \p Type copied from \p Data.
  void populate(const std::string &Name, DType Type, const void *Data, size_t Count);
  /// Forget every input (ML-Compiler-Bridge's per-query features: populate what the next question sends).
  void clearInputs();
  template <class T> void populate(const std::string &Name, const T *Data, size_t Count) {
    populate(Name, DTypeOf<T>::value, Data, Count);
  }
  template <class T> void populate(const std::string &Name, T Value) { populate(Name, &Value, 1); }

  /// Ask the model. On success the advice buffer holds the answer; on failure returns false and error() says why.
  bool evaluate();
  const void *adviceData() const { return AdviceBuffer.data(); }
  /// Element \p I of the last answer converted to \p T.
  template <class T> T adviceAs(size_t I = 0) const;
  /// Number of elements of the last answer.
  size_t adviceCount() const { return Advice.count(); }

  const std::string &error() const { return Error; }
  /// Tell the model side that a new compilation unit starts (pipe runners forward it; others ignore it).
  virtual void switchContext(const std::string &Name) { (void)Name; }

protected:
  ModelRunner(std::vector<TensorSpec> Inputs, TensorSpec Advice);
  /// Compute the answer into adviceBuffer() (call setAdvice first if the answer's spec differs).
  virtual bool evaluateImpl(std::string &Err) = 0;
  /// Resize the advice to \p Spec (pipe runners learn the answer's length from the reply).
  void setAdvice(TensorSpec Spec);
  /// Set error() outside an evaluation (a pipe runner that could not connect at creation).
  void setError(std::string Why) { Error = std::move(Why); }
  void *adviceBuffer() { return AdviceBuffer.data(); }

  std::vector<TensorSpec> Inputs;
  std::vector<std::vector<unsigned char>> Buffers;
  TensorSpec Advice;

private:
  std::vector<unsigned char> AdviceBuffer;
  std::string Error;
};

/// Options of a pipe runner.
struct PipeOptions {
  mlb_dialect Dialect = MLB_DIALECT_MLCB;
  mlb_serdes Serdes = MLB_SERDES_BITSTREAM;
  /// Seconds to wait for the model side to open the pipes and for each answer; <= 0 waits forever.
  double TimeoutSeconds = 60.0;
};

/// A runner that talks to a model process through \p Base.in / \p Base.out (created by the model side). It connects
/// at once, waiting up to Options.TimeoutSeconds for the model side, as LLVM's interactive runner and
/// ML-Compiler-Bridge do, so the model sees one session per runner even when nothing is asked. If it cannot
/// connect, error() says why right away and every evaluate() fails with that reason. mlgo with \p Inputs declared
/// sends its header at once too (as LLVM does); with features populated by name, at the first question.
std::unique_ptr<ModelRunner> createPipeRunner(std::vector<TensorSpec> Inputs, TensorSpec Advice,
                                              const std::string &Base, const PipeOptions &Options = PipeOptions());
/// A runner answered by \p Fn in this process.
std::unique_ptr<ModelRunner> createCallbackRunner(std::vector<TensorSpec> Inputs, TensorSpec Advice,
                                                  mlb_callback_fn Fn, void *User);
/// A runner answered by an mlbridge-aot function; every input is converted to \p InputType before \p Fn is called.
std::unique_ptr<ModelRunner> createCompiledRunner(std::vector<TensorSpec> Inputs, TensorSpec Advice,
                                                  mlb_compiled_fn Fn, void *User, DType InputType);

/// A runner spec in the kit's one grammar (mlbridge_llvm/runners/spec.py: ``scheme:target?key=value&...``, the
/// query x-www-form-urlencoded, a later key replacing an earlier one), parsed exactly as Python's
/// ``RunnerSpec.parse`` does (tested on the same table, test/inputs/runner_specs.json).
struct RunnerSpecParts {
  std::string Scheme;
  std::string Target;
  std::map<std::string, std::string> Options;
};
/// Parse \p Text into \p Out; false (and \p Err says why, one line) if it is not ``scheme:target...``.
bool parseRunnerSpec(const std::string &Text, RunnerSpecParts &Out, std::string &Err);
/// The PipeOptions of a ``pipe:`` spec's query (``serdes=json|bitstream``, ``timeout=S``); false (and \p Bad is the
/// offending ``key=value``) for anything else.
bool pipeOptionsFrom(const RunnerSpecParts &Spec, PipeOptions &Out, std::string &Bad);
/// A pass plug-in's ``-FLAG=SPEC``: a bare built-in scheme (one of \p Builtins, e.g. ``compiled``) is short for
/// ``scheme:``, and a built-in takes no target or options (the plug-in's compiled policy is linked in). False, with
/// \p Err one line naming \p Flag, for anything else the grammar refuses; \p Usage lists the accepted forms.
bool parsePluginRunnerSpec(const std::string &Flag, const std::string &Text,
                           const std::vector<std::string> &Builtins, const std::string &Usage,
                           RunnerSpecParts &Spec, std::string &Err);

template <class T> T ModelRunner::adviceAs(size_t I) const {
  const unsigned char *P = AdviceBuffer.data() + I * dtypeSize(Advice.Type);
  switch (Advice.Type) {
  case DType::Int32: return static_cast<T>(*reinterpret_cast<const int32_t *>(P));
  case DType::Int64: return static_cast<T>(*reinterpret_cast<const int64_t *>(P));
  case DType::Float: return static_cast<T>(*reinterpret_cast<const float *>(P));
  case DType::Double: return static_cast<T>(*reinterpret_cast<const double *>(P));
  case DType::Bool: return static_cast<T>(*P != 0);
  }
  return T();
}

} // namespace mlbridge

#endif // MLBRIDGE_MODELRUNNER_H
