//===- ModelRunner.cpp - the runner base class ------------------------===//
#include "mlbridge/ModelRunner.h"

#include <cstring>

namespace mlbridge {

size_t dtypeSize(DType T) {
  switch (T) {
  case DType::Int32: case DType::Float: return 4;
  case DType::Int64: case DType::Double: return 8;
  case DType::Bool: return 1;
  }
  return 0;
}

const char *dtypeName(DType T) {
  switch (T) {
  case DType::Int32: return "int32_t";
  case DType::Int64: return "int64_t";
  case DType::Float: return "float";
  case DType::Double: return "double";
  case DType::Bool: return "uint8_t";
  }
  return "?";
}

bool dtypeFromName(const std::string &Name, DType &Out) {
  for (DType T : {DType::Int32, DType::Int64, DType::Float, DType::Double, DType::Bool})
    if (Name == dtypeName(T)) {
      Out = T;
      return true;
    }
  return false;
}

size_t TensorSpec::count() const {
  size_t N = 1;
  for (int64_t D : Shape)
    N *= D > 0 ? static_cast<size_t>(D) : 0;
  return N;
}

ModelRunner::ModelRunner(std::vector<TensorSpec> InputSpecs, TensorSpec AdviceSpec)
    : Inputs(std::move(InputSpecs)), Advice(std::move(AdviceSpec)) {
  Buffers.reserve(Inputs.size());
  for (const TensorSpec &S : Inputs)
    Buffers.emplace_back(S.bytes());
  AdviceBuffer.assign(Advice.bytes(), 0);
}

ModelRunner::~ModelRunner() = default;

void ModelRunner::populate(const std::string &Name, DType Type, const void *Data, size_t Count) {
  size_t I = 0;
  while (I < Inputs.size() && Inputs[I].Name != Name)
    ++I;
  if (I == Inputs.size()) {
    Inputs.push_back(TensorSpec{Name, Type, {static_cast<int64_t>(Count)}});
    Buffers.emplace_back();
  } else if (Inputs[I].Type != Type || Inputs[I].count() != Count) {
    Inputs[I].Type = Type;
    Inputs[I].Shape = {static_cast<int64_t>(Count)};
  }
  Buffers[I].resize(Count * dtypeSize(Type));
  if (Count)
    std::memcpy(Buffers[I].data(), Data, Count * dtypeSize(Type));
}

void ModelRunner::clearInputs() {
  Inputs.clear();
  Buffers.clear();
}

bool ModelRunner::evaluate() {
  Error.clear();
  std::string Err;
  if (evaluateImpl(Err))
    return true;
  Error = Err.empty() ? std::string("the model failed without a message") : Err;
  for (char &C : Error)
    if (C == '\n' || C == '\r')
      C = ' ';
  return false;
}

void ModelRunner::setAdvice(TensorSpec Spec) {
  Advice = std::move(Spec);
  AdviceBuffer.assign(Advice.bytes(), 0);
}

} // namespace mlbridge
