//===- CompatCXX.cpp - ML-Compiler-Bridge's C++ PipeModelRunner API (compat/MLModelRunner.h) ---===//
#include "mlbridge/compat/MLModelRunner.h"

#include "PipeRunner.h"

#include <climits>

namespace MLBridge {

MLModelRunner::~MLModelRunner() = default;

void MLModelRunner::put(const std::string &Name, mlbridge::DType T, const void *Data, size_t Count) {
  if (!Runner)
    return; // the constructor failed; LastError says why
  if (Name.empty()) {
    LastError = "populateFeatures: a feature needs a non-empty name";
    return;
  }
  Runner->populate(Name, T, Data, Count);
}

bool MLModelRunner::ask(mlbridge::DType T, bool AnyCount) {
  if (!Runner)
    return false; // LastError: why the constructor failed
  if (Pipe)
    Pipe->expectAdvice(T, AnyCount);
  bool Ok = Runner->evaluate();
  LastError = Ok ? std::string() : Runner->error();
  Runner->clearInputs(); // upstream's SerDes forgets the features once the request is serialised
  if (Ok && !AnyCount && Runner->adviceCount() != 1) {
    LastError = "evaluate: the model answered " + std::to_string(Runner->adviceCount()) + " values; expected one";
    return false;
  }
  return Ok;
}

bool MLModelRunner::evaluateBool(int &Out) {
  // One byte (a uint8_t 0/1, what mlbridge's Python model side sends for a bool), or in bitstream the 4-byte int32
  // 0/1 that upstream's compilerinterface packs a Python bool into; JSON: true/false/0/1.
  if (!ask(mlbridge::DType::Bool, /*AnyCount=*/SerDesType == BaseSerDes::Kind::Bitstream))
    return false;
  const unsigned char *Bytes = static_cast<const unsigned char *>(Runner->adviceData());
  size_t N = Runner->adviceCount();
  long Value = -1;
  if (N == 1)
    Value = Bytes[0];
  else if (N == 4) {
    int32_t V;
    std::memcpy(&V, Bytes, 4);
    Value = V;
  } else {
    LastError = "evaluate<bool>: the model answered " + std::to_string(N) +
                " bytes; a bool is one byte (or an int32, 4 bytes)";
    return false;
  }
  if (Value != 0 && Value != 1) {
    LastError = "evaluate<bool>: the model answered " + std::to_string(Value) + ", neither 0 nor 1";
    return false;
  }
  Out = static_cast<int>(Value);
  return true;
}

bool MLModelRunner::evaluateChar(long &Out) {
  // Upstream sends a char feature as an int (it promotes) and a model answers ord(c): an int32.
  if (!ask(mlbridge::DType::Int32, /*AnyCount=*/false))
    return false;
  long V = Runner->adviceAs<int32_t>(0);
  if (V < CHAR_MIN || V > CHAR_MAX) {
    LastError = "evaluate<char>: the model answered " + std::to_string(V) + ", outside the char range";
    return false;
  }
  Out = V;
  return true;
}

PipeModelRunner::PipeModelRunner(const std::string &OutboundName, const std::string &InboundName,
                                 BaseSerDes::Kind SerDesType, void *Ctx, double TimeoutSeconds)
    : MLModelRunner(Kind::Pipe, SerDesType) {
  (void)Ctx;
  if (SerDesType != BaseSerDes::Kind::Json && SerDesType != BaseSerDes::Kind::Bitstream) {
    LastError = "PipeModelRunner: SerDes kind " + std::to_string(static_cast<int>(SerDesType)) +
                " is not supported (Json = 1, Bitstream = 2)";
    return;
  }
  if (OutboundName.empty() || InboundName.empty()) {
    LastError = "PipeModelRunner: a FIFO name is empty";
    return;
  }
  mlbridge::PipeOptions Options;
  Options.Dialect = MLB_DIALECT_MLCB;
  Options.Serdes = SerDesType == BaseSerDes::Kind::Json ? MLB_SERDES_JSON : MLB_SERDES_BITSTREAM;
  Options.TimeoutSeconds = TimeoutSeconds;
  std::unique_ptr<mlbridge::PipeRunner> P = mlbridge::createPipeRunnerOnPaths(
      {}, mlbridge::TensorSpec{"advice", mlbridge::DType::Int32, {1}}, InboundName, OutboundName, Options,
      /*AdviceDeclared=*/false);
  LastError = P->connectError(); // connected here, as upstream's constructor opens the pipes
  Pipe = P.get();
  Runner = std::move(P);
}

} // namespace MLBridge
