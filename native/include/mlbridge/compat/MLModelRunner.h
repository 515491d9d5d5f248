//===- mlbridge/compat/MLModelRunner.h - ML-Compiler-Bridge's C++ PipeModelRunner API over mlbridge ---------===//
//
// A C++ compiler written against ML-Compiler-Bridge's MLModelRunner/PipeModelRunner ports by including this header
// instead of "MLModelRunner/MLModelRunner.h" and "MLModelRunner/PipeModelRunner.h" and linking MLBridge::client:
//
//   auto R = std::make_unique<MLBridge::PipeModelRunner>(Base + ".out", Base + ".in",
//                                                        MLBridge::BaseSerDes::Kind::Bitstream, nullptr);
//   std::pair<std::string, int> Loops("loops", 3);
//   std::pair<std::string, std::vector<float>> Weights("weights", {0.5f, 1.5f});
//   R->populateFeatures(Loops, Weights);
//   int Advice = R->evaluate<int>();                    // R->lastError() says why if it failed (then 0)
//   float *V; size_t N; R->evaluate<float *>(V, N);      // a vector answer, malloc'ed (free() it)
//
// Semantics kept from upstream, on the same wire bytes (mlcb framing: 8-byte length + payload; bitstream or JSON):
//   * per-query features: every question sends only the features populated since the previous question (upstream's
//     SerDes clears them once a request is serialised), in population order;
//   * feature types: int (and char, short, which promote to int) -> int32_t; long -> int64_t; float; double;
//     bool -> uint8_t [1] in bitstream, true/false in JSON; std::vector<int|long|float|double> -> a 1-D tensor;
//   * evaluate<T>() for int, long, float, double, char and bool; evaluate<T *>(T *&, size_t &) for int, long,
//     float, double (any length; the buffer is malloc'ed, as upstream); IntegerType/RealType as upstream's
//     DataTypes.h (int/float, or long/double with MLBRIDGE_EXTENDED_TYPES);
//   * the pipes are opened in the constructor (the compiler opens Inbound, then Outbound).
// Differences (every one a failure path of upstream, or a type upstream mishandles):
//   * answers are read exactly: a bitstream scalar answer must be exactly sizeof(T) bytes (bool: 1 byte, or the
//     4-byte int32 0/1 that upstream's Python compilerinterface sends for a Python bool; char: an int32 in the char
//     range, which is what a model sends for ord(c)), a vector answer a whole number of T; a JSON answer must be a
//     number T represents (1.0 for an int is fine, 1.5 is not; JSON ints are read with all 64 bits; whole-number
//     floats stay floats), or true/false/0/1 for bool. Upstream reinterprets whatever bytes came (a 1-byte answer
//     read as int, 1.0 read as int then reinterpreted as a float, JSON ints cut to 32 bits);
//   * failures do not exit or hang: every wait is bounded (60 s, or the constructor's TimeoutSeconds; <= 0 waits
//     forever, as upstream), a failed evaluate returns T() (vector: nullptr and size 0) and lastError() says why in
//     one line; nothing is printed (upstream prints to stderr and may exit(1));
//   * populating the same name twice before a question replaces it (upstream's bitstream SerDes sends it twice);
//   * std::vector<long> is sent as int64_t (upstream declares it int32_t and sends the first half of its bytes);
//   * JSON requests keep population order (upstream's llvm::json::Object sorts the keys); same values either way;
//   * not supported, a compile error here: std::string and const char * features (upstream: uint8_t bytes, and a
//     const char * silently becomes a bool), std::vector<bool> and std::vector<std::string> (upstream aborts at
//     run time), other arithmetic types (unsigned, long long: ambiguous upstream too), evaluate<T> of other types;
//   * SerDes kinds Protobuf and Tensorflow, gRPC/ONNX/TF runners, passMetaInfo, setRequest/setResponse and
//     exit_requested are not provided (Protobuf: lastError() says so and every evaluate fails).
// The C names (createPipeModelRunner, populateIntFeatures, ...) are in mlbridge/compat/PipeModelRunner.h.
//===---------------------------------------------------------------------------------------------------------===//
#ifndef MLBRIDGE_COMPAT_MLMODELRUNNER_H
#define MLBRIDGE_COMPAT_MLMODELRUNNER_H

#include "mlbridge/ModelRunner.h"

#include <climits>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace mlbridge {
class PipeRunner;
}

namespace MLBridge {

#ifdef MLBRIDGE_EXTENDED_TYPES
using RealType = double;
using IntegerType = long;
#else
using RealType = float;
using IntegerType = int;
#endif

/// Upstream's SerDes kinds (the numbering of BaseSerDes::Kind, also the C API's SerDesType).
struct BaseSerDes {
  enum class Kind : int { Unknown, Json, Bitstream, Protobuf, Tensorflow };
};

class MLModelRunner {
public:
  enum class Kind : int { Unknown, Pipe, gRPC, ONNX, TFAOT };

  MLModelRunner(const MLModelRunner &) = delete;
  MLModelRunner &operator=(const MLModelRunner &) = delete;
  virtual ~MLModelRunner();

  Kind getKind() const { return Type; }
  BaseSerDes::Kind getSerDesKind() const { return SerDesType; }
  virtual void requestExit() {}

  /// Set the features the next question sends (see the header comment for the types).
  template <typename T, typename... Types>
  void populateFeatures(std::pair<std::string, T> &Feature, std::pair<std::string, Types> &...Rest) {
    setFeature(Feature.first, Feature.second);
    populateFeatures(Rest...);
  }
  void populateFeatures() {}

  /// Ask the model for one value of T (int, long, float, double, char or bool). On failure: T() and lastError().
  template <typename T> typename std::enable_if<std::is_fundamental<T>::value, T>::type evaluate() {
    using U = typename std::remove_cv<T>::type;
    static_assert(std::is_same<U, int>::value || std::is_same<U, long>::value || std::is_same<U, float>::value ||
                      std::is_same<U, double>::value || std::is_same<U, char>::value || std::is_same<U, bool>::value,
                  "evaluate<T>(): T must be int, long, float, double, char or bool");
    if constexpr (std::is_same<U, bool>::value) {
      int B = 0;
      return evaluateBool(B) ? B != 0 : false;
    } else if constexpr (std::is_same<U, char>::value) {
      long C = 0;
      return evaluateChar(C) ? static_cast<T>(C) : T();
    } else {
      if (!ask(mlbridge::DTypeOf<typename Wire<U>::type>::value, /*AnyCount=*/false))
        return T();
      return Runner->adviceAs<T>(0);
    }
  }

  /// Ask the model for a vector of T (int, long, float, double): \p Data gets a malloc'ed copy (free() it) and
  /// \p DataSize its length. On failure: nullptr, 0 and lastError().
  template <typename T>
  typename std::enable_if<std::is_fundamental<typename std::remove_pointer<T>::type>::value, void>::type
  evaluate(T &Data, size_t &DataSize) {
    using U = typename std::remove_cv<typename std::remove_pointer<T>::type>::type;
    static_assert(std::is_pointer<T>::value, "evaluate(Data, Size): Data must be a pointer (T *)");
    static_assert(std::is_same<U, int>::value || std::is_same<U, long>::value || std::is_same<U, float>::value ||
                      std::is_same<U, double>::value,
                  "evaluate(T *&, size_t &): T must be int, long, float or double");
    Data = nullptr;
    DataSize = 0;
    if (!ask(mlbridge::DTypeOf<typename Wire<U>::type>::value, /*AnyCount=*/true))
      return;
    size_t N = Runner->adviceCount();
    U *Out = static_cast<U *>(std::malloc(N ? N * sizeof(U) : 1));
    if (!Out) {
      LastError = "evaluate: out of memory";
      return;
    }
    for (size_t I = 0; I < N; ++I)
      Out[I] = Runner->adviceAs<U>(I);
    Data = Out;
    DataSize = N;
  }

  /// Why the last populateFeatures/evaluate (or the constructor) failed, one line; "" if it succeeded.
  const std::string &lastError() const { return LastError; }

protected:
  MLModelRunner(Kind Type, BaseSerDes::Kind SerDesType) : Type(Type), SerDesType(SerDesType) {}

  const Kind Type;
  const BaseSerDes::Kind SerDesType;
  std::unique_ptr<mlbridge::ModelRunner> Runner; // null when the constructor failed (LastError says why)
  mlbridge::PipeRunner *Pipe = nullptr;           // the same object, when it is a pipe runner
  std::string LastError;

private:
  template <typename U> struct Wire { using type = U; };

  void setFeature(const std::string &Name, int Value) { put(Name, mlbridge::DType::Int32, &Value, 1); }
  void setFeature(const std::string &Name, long Value) {
    int64_t V = Value;
    put(Name, mlbridge::DType::Int64, &V, 1);
  }
  void setFeature(const std::string &Name, float Value) { put(Name, mlbridge::DType::Float, &Value, 1); }
  void setFeature(const std::string &Name, double Value) { put(Name, mlbridge::DType::Double, &Value, 1); }
  void setFeature(const std::string &Name, bool Value) {
    unsigned char B = Value ? 1 : 0;
    put(Name, mlbridge::DType::Bool, &B, 1);
  }
  void setFeature(const std::string &Name, const std::vector<int> &V) {
    put(Name, mlbridge::DType::Int32, V.data(), V.size());
  }
  void setFeature(const std::string &Name, const std::vector<long> &V) {
    std::vector<int64_t> W(V.begin(), V.end());
    put(Name, mlbridge::DType::Int64, W.data(), W.size());
  }
  void setFeature(const std::string &Name, const std::vector<float> &V) {
    put(Name, mlbridge::DType::Float, V.data(), V.size());
  }
  void setFeature(const std::string &Name, const std::vector<double> &V) {
    put(Name, mlbridge::DType::Double, V.data(), V.size());
  }
  void setFeature(const std::string &Name, const std::string &Value) = delete;
  void setFeature(const std::string &Name, const char *Value) = delete;
  void setFeature(const std::string &Name, const std::vector<bool> &Value) = delete;
  void setFeature(const std::string &Name, const std::vector<std::string> &Value) = delete;

  void put(const std::string &Name, mlbridge::DType T, const void *Data, size_t Count);
  /// Send the features populated since the last question, read one answer of \p T (any count with \p AnyCount),
  /// forget the features; false (and LastError) on failure.
  bool ask(mlbridge::DType T, bool AnyCount);
  bool evaluateBool(int &Out);
  bool evaluateChar(long &Out);
};

template <> struct MLModelRunner::Wire<long> { using type = int64_t; };

/// ML-Compiler-Bridge's PipeModelRunner: \p OutboundName is the FIFO the compiler writes (BASE.out), \p InboundName
/// the one it reads (BASE.in); both are created by the model side. \p Ctx is accepted and unused (upstream takes an
/// llvm::LLVMContext * to report errors; here lastError() does).
class PipeModelRunner final : public MLModelRunner {
public:
  PipeModelRunner(const std::string &OutboundName, const std::string &InboundName, BaseSerDes::Kind SerDesType,
                  void *Ctx = nullptr, double TimeoutSeconds = 60.0);
};

} // namespace MLBridge

#endif // MLBRIDGE_COMPAT_MLMODELRUNNER_H
