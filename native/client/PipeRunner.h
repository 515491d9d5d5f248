//===- PipeRunner.h - the named-pipe runner (internal to the client library) ---===//
//
// Public entry point: mlbridge::createPipeRunner (ModelRunner.h). This header exposes the runner's class to the
// C APIs (CAPI.cpp, CompatCAPI.cpp), which need explicit FIFO paths and the advice declaration of mlb_set_advice.
//===----------------------------------------------------------------------===//
#ifndef MLBRIDGE_CLIENT_PIPERUNNER_H
#define MLBRIDGE_CLIENT_PIPERUNNER_H

#include "mlbridge/ModelRunner.h"

#include <map>

namespace mlbridge {

class PipeRunner final : public ModelRunner {
public:
  /// Reads answers from \p InPath, writes requests to \p OutPath. \p AdviceDeclared false: the advice spec is
  /// chosen per evaluation by expectAdvice() (the C APIs' evaluate<T> without mlb_set_advice).
  /// Connects at once (waiting up to the timeout for the model side, as LLVM's interactive runner and
  /// ML-Compiler-Bridge's PipeModelRunner do), so a compilation that asks nothing still opens the channel and the
  /// model side sees a session with zero questions end cleanly. If it cannot, error() (and connectError()) say
  /// why and every evaluation fails with that reason.
  PipeRunner(std::vector<TensorSpec> Inputs, TensorSpec Advice, std::string InPath, std::string OutPath,
             const PipeOptions &Options, bool AdviceDeclared);
  ~PipeRunner() override;

  void switchContext(const std::string &Name) override;

  const PipeOptions &options() const { return Options; }
  /// Why connecting at creation failed ("" if connected).
  const std::string &connectError() const { return ConnectError; }
  /// True once the advice cannot change any more: declared, or fixed by the mlgo header.
  bool adviceFixed() const { return AdviceDeclared || HeaderSent; }
  /// Declare the advice; false (with \p Err) if the mlgo header already fixed it.
  bool declareAdvice(TensorSpec Spec, std::string &Err);
  /// For an undeclared advice: expect one \p T in the next answer or, with \p AnyCount, any number of them (JSON:
  /// a list of any length, mlb_evaluate_vector; bitstream: any whole number of elements, the compat C++ API's
  /// evaluate(T *&, size_t &)). A declared advice is never changed: answers must match it exactly.
  void expectAdvice(DType T, bool AnyCount = false);

private:
  bool evaluateImpl(std::string &Err) override;
  bool connect(std::string &Err);
  /// mlgo: write the header (and pending context lines) now; false (and Failed set) on a write error.
  bool sendMlgoHeader(double Deadline, std::string &Err);
  bool exchangeMlcb(std::string &Err, bool &Fatal);
  bool exchangeMlgo(std::string &Err, bool &Fatal);
  bool decodeJsonAnswer(const std::string &Reply, std::string &Err);
  bool writeParts(const std::vector<std::pair<const void *, size_t>> &Parts, double Deadline, std::string &Err);
  bool readExact(void *Buf, size_t N, double Deadline, const char *What, std::string &Err);
  /// Fails if the model sent bytes nobody asked for (readable now, without waiting).
  bool checkLeftover(const char *Where, std::string &Err);
  double deadline() const;
  std::string timeoutText() const;
  bool buildBitstreamHeader(std::string &Out, std::string &Err) const;
  bool buildJsonRequest(std::string &Out, std::string &Err) const;

  std::string InPath, OutPath;
  PipeOptions Options;
  bool AdviceDeclared;
  /// The next JSON answer may have any number of elements (set only by expectAdvice with AnyCount).
  bool AnyLength = false;
  int InFd = -1, OutFd = -1;
  std::string ConnectError;
  /// Set after an error while exchanging bytes: the stream may be out of step, so later queries are refused.
  std::string Failed;
  // mlgo
  bool HeaderSent = false;
  std::vector<TensorSpec> HeaderSpecs;
  std::string PendingLines; // the header and context lines not yet written
  std::string Context;
  std::map<std::string, int64_t> ObservationIDs;
};

/// The pipe runner on explicit paths (ML-Compiler-Bridge's createPipeModelRunner(OutboundName, InboundName, ...)).
std::unique_ptr<PipeRunner> createPipeRunnerOnPaths(std::vector<TensorSpec> Inputs, TensorSpec Advice,
                                                    const std::string &InPath, const std::string &OutPath,
                                                    const PipeOptions &Options, bool AdviceDeclared);

} // namespace mlbridge

#endif // MLBRIDGE_CLIENT_PIPERUNNER_H
