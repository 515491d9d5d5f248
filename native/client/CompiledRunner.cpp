//===- CompiledRunner.cpp - an mlbridge-aot model linked into the program ---===//
#include "mlbridge/ModelRunner.h"

namespace mlbridge {
namespace {

template <class To> void convertInto(const unsigned char *From, DType FromType, size_t Count, To *Out) {
  for (size_t I = 0; I < Count; ++I) {
    switch (FromType) {
    case DType::Int32: Out[I] = static_cast<To>(reinterpret_cast<const int32_t *>(From)[I]); break;
    case DType::Int64: Out[I] = static_cast<To>(reinterpret_cast<const int64_t *>(From)[I]); break;
    case DType::Float: Out[I] = static_cast<To>(reinterpret_cast<const float *>(From)[I]); break;
    case DType::Double: Out[I] = static_cast<To>(reinterpret_cast<const double *>(From)[I]); break;
    case DType::Bool: Out[I] = static_cast<To>(From[I] != 0); break;
    }
  }
}

class CompiledRunner final : public ModelRunner {
public:
  CompiledRunner(std::vector<TensorSpec> In, TensorSpec Adv, mlb_compiled_fn Fn, void *User, DType InputType)
      : ModelRunner(std::move(In), std::move(Adv)), Fn(Fn), User(User), InputType(InputType) {}

private:
  bool evaluateImpl(std::string &Err) override {
    if (!Fn) {
      Err = "compiled runner: no model function";
      return false;
    }
    Converted.resize(Inputs.size());
    Pointers.resize(Inputs.size());
    for (size_t I = 0; I < Inputs.size(); ++I) {
      if (Inputs[I].Type == InputType) {
        Pointers[I] = Buffers[I].data();
        continue;
      }
      size_t N = Inputs[I].count();
      Converted[I].resize(N * dtypeSize(InputType));
      void *Out = Converted[I].data();
      switch (InputType) {
      case DType::Int32: convertInto(Buffers[I].data(), Inputs[I].Type, N, static_cast<int32_t *>(Out)); break;
      case DType::Int64: convertInto(Buffers[I].data(), Inputs[I].Type, N, static_cast<int64_t *>(Out)); break;
      case DType::Float: convertInto(Buffers[I].data(), Inputs[I].Type, N, static_cast<float *>(Out)); break;
      case DType::Double: convertInto(Buffers[I].data(), Inputs[I].Type, N, static_cast<double *>(Out)); break;
      case DType::Bool: convertInto(Buffers[I].data(), Inputs[I].Type, N, static_cast<unsigned char *>(Out)); break;
      }
      Pointers[I] = Out;
    }
    int32_t Status = Fn(User, Pointers.data(), adviceBuffer());
    if (Status == 0)
      return true;
    Err = "compiled model returned error status " + std::to_string(Status);
    return false;
  }

  mlb_compiled_fn Fn;
  void *User;
  DType InputType;
  std::vector<std::vector<unsigned char>> Converted;
  std::vector<const void *> Pointers;
};

} // namespace

std::unique_ptr<ModelRunner> createCompiledRunner(std::vector<TensorSpec> Inputs, TensorSpec Advice,
                                                  mlb_compiled_fn Fn, void *User, DType InputType) {
  return std::unique_ptr<ModelRunner>(new CompiledRunner(std::move(Inputs), std::move(Advice), Fn, User, InputType));
}

} // namespace mlbridge
