//===- CompatCAPI.cpp - ML-Compiler-Bridge's C API names (compat/PipeModelRunner.h) ---===//
#include "mlbridge/compat/PipeModelRunner.h"

#include "CAPIInternal.h"

#include <limits>
#include <new>

struct PipeModelRunnerWrapper {
  mlb_runner *Runner = nullptr; // NULL when creation failed; Error says why
  std::string Error;
};

namespace {

void note(PipeModelRunnerWrapper *W, int Status) {
  if (W->Runner)
    W->Error = Status ? mlb_last_error(W->Runner) : "";
}

/// ML-Compiler-Bridge's SerDes forgets every feature once a request is serialised: the next question carries only
/// what was populated after this one.
void forgetFeatures(PipeModelRunnerWrapper *W) { W->Runner->Runner->clearInputs(); }

} // namespace

extern "C" {

PipeModelRunnerWrapper *createPipeModelRunnerWithTimeout(const char *OutboundName, const char *InboundName,
                                                         int SerDesType, double timeout_seconds) {
  PipeModelRunnerWrapper *W = new (std::nothrow) PipeModelRunnerWrapper;
  if (!W)
    return nullptr;
  if (SerDesType != MLB_SERDES_JSON && SerDesType != MLB_SERDES_BITSTREAM) {
    W->Error = "createPipeModelRunner: SerDes kind " + std::to_string(SerDesType) +
               " is not supported (1 = JSON, 2 = bitstream; protobuf is not)";
    return W;
  }
  W->Runner = mlbridge_capi_pipe_on_paths(InboundName, OutboundName, static_cast<mlb_serdes>(SerDesType),
                                          MLB_DIALECT_MLCB, timeout_seconds);
  if (!W->Runner)
    W->Error = std::string("createPipeModelRunner: ") + mlb_last_error(nullptr);
  else
    W->Error = mlb_last_error(W->Runner); // the connection is made here, as upstream's constructor makes it
  return W;
}

PipeModelRunnerWrapper *createPipeModelRunner(const char *OutboundName, const char *InboundName, int SerDesType) {
  return createPipeModelRunnerWithTimeout(OutboundName, InboundName, SerDesType, 60.0);
}

void populateFloatFeatures(PipeModelRunnerWrapper *obj, const char *name, const float *data, const int size) {
  if (obj && obj->Runner)
    note(obj, mlb_populate_float(obj->Runner, name, data, size > 0 ? static_cast<size_t>(size) : 0));
}

void populateIntFeatures(PipeModelRunnerWrapper *obj, const char *name, const int *data, const int size) {
  static_assert(sizeof(int) == sizeof(int32_t), "int is int32_t on the wire");
  if (obj && obj->Runner)
    note(obj, mlb_populate_int32(obj->Runner, name, reinterpret_cast<const int32_t *>(data),
                                 size > 0 ? static_cast<size_t>(size) : 0));
}

int evaluateIntFeatures(PipeModelRunnerWrapper *obj) {
  int32_t Out = 0;
  if (!obj || !obj->Runner)
    return 0;
  int Status = mlb_evaluate_int32(obj->Runner, &Out);
  note(obj, Status);
  forgetFeatures(obj);
  return Status ? 0 : Out;
}

float evaluateFloatFeatures(PipeModelRunnerWrapper *obj) {
  float Out = 0;
  if (!obj || !obj->Runner)
    return std::numeric_limits<float>::quiet_NaN();
  int Status = mlb_evaluate_float(obj->Runner, &Out);
  note(obj, Status);
  forgetFeatures(obj);
  return Status ? std::numeric_limits<float>::quiet_NaN() : Out;
}

void destroyPipeModelRunner(PipeModelRunnerWrapper *obj) {
  if (!obj)
    return;
  mlb_destroy_runner(obj->Runner);
  delete obj;
}

const char *pipeModelRunnerLastError(const PipeModelRunnerWrapper *obj) {
  return obj ? obj->Error.c_str() : "createPipeModelRunner: out of memory";
}

} // extern "C"
