//===- MLBridgeInline.cpp - LLVM's ML inline advisor, answered in-process ---===//
//
// A new-PM pass plug-in that installs LLVM 22's own MLInlineAdvisor through PluginInlineAdvisorAnalysis, with a
// model runner of ours behind it. LLVM computes the features exactly as in its release/interactive modes; the
// model answers on the compiler's thread, with no FIFO in between:
//
//   opt -load-pass-plugin=MLBridgeInline.so -passes='default<Oz>' in.ll       # the bundled compiled policy
//   opt -load-pass-plugin=MLBridgeInline.so -mlbridge-inline-runner=pipe:/tmp/ch?serdes=json ...
//
// Runners (-mlbridge-inline-runner): "compiled" (default: models/inliner-oz.onnx compiled by mlbridge-aot and
// linked in), "pipe:BASE[?serdes=bitstream|json&timeout=S]" (ML-Compiler-Bridge framing to a model process that
// serves the tensor "features" float[1,39]), "default" (LLVM's heuristic echoed: a plumbing check). A host that
// loaded this plug-in (mlbridge-opt) answers per module through mlbridge_inline_set_callback(), and names each
// question's call site through mlbridge_inline_current_call().
//
// The model sees one float row: LLVM's 38 inliner features in FeatureMap order, then LLVM's own decision
// (inlining_default), which LLVM only computes in interactive mode; this advisor computes it the same way, with a
// DefaultInlineAdvisor for the same InlineParams. If the model fails, the decision falls back to LLVM's default:
// in opt the failure is fatal (one line, opt writes no output); a host callback reports its own failures.
//===----------------------------------------------------------------------===//
#include "mlbridge/ModelRunner.h"
#include "inliner_oz.h"

#include "llvm/Analysis/InlineAdvisor.h"
#include "llvm/Analysis/MLInlineAdvisor.h"
#include "llvm/Analysis/MLModelRunner.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm-c/Types.h"

#include <cstdlib>
#include <map>
#include <mutex>
#include <string>

using namespace llvm;

static cl::opt<std::string> RunnerSpec(
    "mlbridge-inline-runner", cl::init("compiled"),
    cl::desc("Model behind the MLBridge inline advisor, a runner spec in the kit's grammar (the subset the plug-in "
             "runs): compiled[:] | default[:] | pipe:BASE[?serdes=json|bitstream&timeout=S]"));

namespace {

/// LLVM 22's inliner features in the order of the policy's row (python: mlbridge_passes.inliner.features).
const char *const RowFeatures[] = {
    "sroa_savings", "sroa_losses", "load_elimination", "call_penalty", "call_argument_setup",
    "load_relative_intrinsic", "lowered_call_arg_setup", "indirect_call_penalty", "jump_table_penalty",
    "case_cluster_penalty", "switch_default_dest_penalty", "switch_penalty", "unsimplified_common_instructions",
    "num_loops", "dead_blocks", "simplified_instructions", "constant_args", "constant_offset_ptr_args",
    "callsite_cost", "cold_cc_penalty", "last_call_to_static_bonus", "is_multiple_blocks", "nested_inlines",
    "nested_inline_cost_estimate", "threshold", "callee_basic_block_count", "callsite_height", "node_count",
    "nr_ctant_params", "cost_estimate", "edge_count", "caller_users", "caller_conditionally_executed_blocks",
    "caller_basic_block_count", "callee_conditionally_executed_blocks", "callee_users",
    "is_callee_avail_external", "is_caller_avail_external"};
constexpr size_t NumLLVMFeatures = sizeof(RowFeatures) / sizeof(RowFeatures[0]);
constexpr size_t RowSize = NumLLVMFeatures + 1; // + inlining_default

mlbridge::TensorSpec rowSpec() { return {"features", mlbridge::DType::Float, {1, (int64_t)RowSize}}; }
mlbridge::TensorSpec valuesSpec() { return {"llvm_features", mlbridge::DType::Int64, {(int64_t)RowSize}}; }
mlbridge::TensorSpec decisionSpec() { return {"decision", mlbridge::DType::Int64, {1}}; }

// The compiled policy reads exactly one row and writes exactly one decision (mlbridge-aot's header says how many):
// a policy of another shape must not build, since its function would read or write past our buffers.
static_assert(INLINER_OZ_FEATURES_SIZE == RowSize, "the compiled policy's input is not the 39-feature row");
static_assert(INLINER_OZ_DECISION_SIZE == 1, "the compiled policy's output is not one decision");

int32_t compiledPolicy(void *, const void *const *Inputs, void *Advice) {
  return inliner_oz(static_cast<const float *>(Inputs[0]), static_cast<int64_t *>(Advice));
}

/// Host callbacks, per module (the Python driver answers each of its modules through its own callback).
struct HostCallback {
  mlb_callback_fn Fn = nullptr;
  void *User = nullptr;
  bool ForcedStop = false; // an advisor of this module stopped asking: the module grew past LLVM's size limit
};
std::mutex CallbacksLock;
std::map<const Module *, HostCallback> Callbacks;

/// The call site of the question this thread is asking (its caller's and callee's names), for a host callback to
/// name in its remarks (mlbridge_inline_current_call); empty between questions.
thread_local std::string CurrentCaller, CurrentCallee;

std::unique_ptr<mlbridge::ModelRunner> makeRunner(const Module &M, bool &HostAnswers, std::string &Err) {
  {
    std::lock_guard<std::mutex> Guard(CallbacksLock);
    auto It = Callbacks.find(&M);
    HostAnswers = It != Callbacks.end();
    if (HostAnswers)
      return mlbridge::createCallbackRunner({valuesSpec()}, decisionSpec(), It->second.Fn, It->second.User);
  }
  // The kit's runner-spec grammar (mlbridge::parseRunnerSpec, as the Python driver's); "compiled" and "default"
  // alone are short for "compiled:" and "default:".
  mlbridge::RunnerSpecParts Spec;
  if (!mlbridge::parsePluginRunnerSpec("mlbridge-inline-runner", RunnerSpec, {"compiled", "default"},
                                       "compiled, default or pipe:BASE", Spec, Err))
    return nullptr;
  if (Spec.Scheme == "compiled")
    return mlbridge::createCompiledRunner({rowSpec()}, decisionSpec(), compiledPolicy, nullptr,
                                          mlbridge::DType::Float);
  if (Spec.Scheme == "default")
    return nullptr;
  if (Spec.Scheme == "pipe") {
    const std::string &Base = Spec.Target;
    mlbridge::PipeOptions Options;
    std::string Bad;
    if (!mlbridge::pipeOptionsFrom(Spec, Options, Bad)) {
      Err = "-mlbridge-inline-runner: unknown option '" + Bad + "' (serdes=json|bitstream, timeout=S)";
      return nullptr;
    }
    // The runner connects now (one session per module, even when LLVM asks nothing): a model side that never
    // comes is an error here, not only at the first question.
    std::unique_ptr<mlbridge::ModelRunner> Pipe =
        mlbridge::createPipeRunner({rowSpec()}, decisionSpec(), Base, Options);
    if (!Pipe->error().empty()) {
      Err = "mlbridge-inline: the model failed: " + Pipe->error();
      return nullptr;
    }
    return Pipe;
  }
  Err = "-mlbridge-inline-runner=" + RunnerSpec + ": the plug-in runs compiled, default or pipe:BASE, not '" +
        Spec.Scheme + ":'";
  return nullptr;
}

/// LLVM's MLModelRunner facing the advisor: holds LLVM's feature tensors, builds the policy's row, asks our runner.
class RowRunner final : public MLModelRunner {
public:
  RowRunner(LLVMContext &Ctx, const std::vector<TensorSpec> &Features, std::unique_ptr<mlbridge::ModelRunner> Model,
            bool HostAnswers)
      : MLModelRunner(Ctx, Kind::Release, Features.size()), HostAnswers(HostAnswers), Model(std::move(Model)) {
    for (size_t I = 0; I < Features.size(); ++I)
      setUpBufferForTensor(I, Features[I], nullptr);
    for (size_t K = 0; K < NumLLVMFeatures; ++K) {
      Index[K] = SIZE_MAX;
      for (size_t I = 0; I < Features.size(); ++I)
        if (Features[I].name() == RowFeatures[K] && Features[I].isElementType<int64_t>())
          Index[K] = I;
      if (Index[K] == SIZE_MAX)
        reportFatalUsageError(Twine("mlbridge-inline: LLVM's inline advisor has no int64 feature '") +
                              RowFeatures[K] + "' (built for another LLVM?)");
    }
  }

  int64_t DefaultDecision = 0;
  const bool HostAnswers; ///< a host callback answers (the only runner that asks for the call site's names)

private:
  void *evaluateUntyped() override {
    Decision = DefaultDecision;
    if (!Model || Failed)
      return &Decision;
    if (HostAnswers) { // the host gets LLVM's exact int64 values, the other runners the policy's float row
      int64_t *Values = Model->tensorAs<int64_t>(0);
      for (size_t K = 0; K < NumLLVMFeatures; ++K)
        Values[K] = *getTensor<int64_t>(Index[K]);
      Values[NumLLVMFeatures] = DefaultDecision;
    } else {
      float *Row = Model->tensorAs<float>(0);
      for (size_t K = 0; K < NumLLVMFeatures; ++K)
        Row[K] = static_cast<float>(*getTensor<int64_t>(Index[K]));
      Row[NumLLVMFeatures] = static_cast<float>(DefaultDecision);
    }
    if (!Model->evaluate()) {
      Failed = true; // LLVM's default from now on; the host raises its callback's failure once LLVM is done
      if (!HostAnswers) // in opt, a model that fails is an error: one line, and opt writes no output
        reportFatalUsageError(Twine("mlbridge-inline: the model failed: ") + Model->error());
      return &Decision;
    }
    if (Model->adviceCount() != 1) // the runners check this; a decision is one value, never a guess
      reportFatalUsageError(Twine("mlbridge-inline: the model answered ") + Twine(Model->adviceCount()) +
                            " values; expected one decision");
    int64_t Answer = Model->adviceAs<int64_t>();
    if (Answer != 0 && Answer != 1)
      reportFatalUsageError(Twine("mlbridge-inline: the model answered ") + Twine(Answer) + "; expected 0 or 1");
    Decision = Answer;
    return &Decision;
  }

  std::unique_ptr<mlbridge::ModelRunner> Model;
  size_t Index[NumLLVMFeatures];
  int64_t Decision = 0;
  bool Failed = false;
};

/// MLInlineAdvisor that tells the model LLVM's own decision before every question.
class Advisor final : public MLInlineAdvisor {
public:
  Advisor(Module &M, ModuleAnalysisManager &MAM, FunctionAnalysisManager &FAM, InlineParams Params,
          InlineContext IC, std::unique_ptr<mlbridge::ModelRunner> Model, bool HostAnswers)
      : MLInlineAdvisor(
            M, MAM,
            [&M, &Model, HostAnswers](const std::vector<TensorSpec> &Features) -> std::unique_ptr<MLModelRunner> {
              auto R = std::make_unique<RowRunner>(M.getContext(), Features, std::move(Model), HostAnswers);
              PendingRow = R.get();
              return R;
            },
            [this](CallBase &CB) { return defaultDecision(CB); }),
        Row(PendingRow), Heuristic(M, FAM, Params, IC) {
    PendingRow = nullptr;
  }

  /// Tells the host whether LLVM stopped asking (MLInlineAdvisor's ForceStop: the module grew more than
  /// -ml-advisor-size-increase-threshold times). From then on LLVM inlines nothing but mandatory call sites, where
  /// its heuristic would go on: agreeing with every decision LLVM asked about no longer means the same module.
  ~Advisor() override {
    if (!isForcedToStop())
      return;
    std::lock_guard<std::mutex> Guard(CallbacksLock);
    auto It = Callbacks.find(&M);
    if (It != Callbacks.end())
      It->second.ForcedStop = true;
  }

private:
  bool defaultDecision(CallBase &CB) {
    std::unique_ptr<InlineAdvice> A = Heuristic.getAdvice(CB);
    bool Yes = A && A->isInliningRecommended();
    if (A)
      A->recordUnattemptedInlining();
    return Yes;
  }

  std::unique_ptr<MLInlineAdvice> getAdviceFromModel(CallBase &CB, OptimizationRemarkEmitter &ORE) override {
    Row->DefaultDecision = defaultDecision(CB);
    if (!Row->HostAnswers) // the other runners never ask for the call site's names: no copy per question
      return MLInlineAdvisor::getAdviceFromModel(CB, ORE);
    const Function *Callee = CB.getCalledFunction(); // a question is only asked about a direct call
    CurrentCaller = CB.getCaller()->getName().str();
    CurrentCallee = Callee ? Callee->getName().str() : std::string();
    std::unique_ptr<MLInlineAdvice> Advice = MLInlineAdvisor::getAdviceFromModel(CB, ORE); // asks the model
    CurrentCaller.clear();
    CurrentCallee.clear();
    return Advice;
  }

  /// The runner the base constructor just made (members are initialised only after the base).
  static thread_local RowRunner *PendingRow;
  RowRunner *Row;
  DefaultInlineAdvisor Heuristic;
};
thread_local RowRunner *Advisor::PendingRow = nullptr;

/// The ModuleAnalysisManager of each FunctionAnalysisManager (the factory only receives the latter). Both are
/// registered through the same PassBuilder, in an order that differs between hosts (opt: module first;
/// LLVMRunPasses: function first), so each PassBuilder pairs its two managers: a keyed store that works with many
/// hosts, pipelines and threads at once.
std::mutex MAMsLock;
std::map<const FunctionAnalysisManager *, ModuleAnalysisManager *> MAMs;

struct ManagerPair {
  ModuleAnalysisManager *MAM = nullptr;
  FunctionAnalysisManager *FAM = nullptr;
  void link() {
    if (MAM && FAM) {
      std::lock_guard<std::mutex> Guard(MAMsLock);
      MAMs[FAM] = MAM;
    }
  }
};

InlineAdvisor *createAdvisor(Module &M, FunctionAnalysisManager &FAM, InlineParams Params, InlineContext IC) {
  ModuleAnalysisManager *MAM = nullptr;
  {
    std::lock_guard<std::mutex> Guard(MAMsLock);
    auto It = MAMs.find(&FAM);
    if (It != MAMs.end())
      MAM = It->second;
  }
  if (!MAM)
    reportFatalUsageError("mlbridge-inline: no module analysis manager registered for this pipeline");
  std::string Err;
  bool HostAnswers = false;
  std::unique_ptr<mlbridge::ModelRunner> Model = makeRunner(M, HostAnswers, Err);
  if (!Err.empty())
    reportFatalUsageError(Twine(Err));
  return new Advisor(M, *MAM, FAM, Params, IC, std::move(Model), HostAnswers);
}

void registerCallbacks(PassBuilder &PB) {
  auto Pair = std::make_shared<ManagerPair>();
  PB.registerAnalysisRegistrationCallback([Pair](ModuleAnalysisManager &MAM) {
    MAM.registerPass([] { return PluginInlineAdvisorAnalysis(createAdvisor); });
    Pair->MAM = &MAM;
    Pair->link();
  });
  PB.registerAnalysisRegistrationCallback([Pair](FunctionAnalysisManager &FAM) {
    Pair->FAM = &FAM;
    Pair->link();
  });
}

} // namespace

/// Answer the inlining questions of module \p M through \p Fn (NULL removes it). Fn receives one tensor,
/// "llvm_features" int64[39] (LLVM's exact values in the policy's row order, inlining_default last), and writes
/// one int64 decision; if it fails, that and every later question of the run get LLVM's default. Thread-safe; for hosts that load this plug-in.
extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT void mlbridge_inline_set_callback(LLVMModuleRef M, mlb_callback_fn Fn,
                                                                                void *User) {
  std::lock_guard<std::mutex> Guard(CallbacksLock);
  const Module *Key = reinterpret_cast<const Module *>(M);
  if (Fn)
    Callbacks[Key] = HostCallback{Fn, User};
  else
    Callbacks.erase(Key);
}

/// 1 if an advisor of module \p M stopped asking since its callback was set (LLVM's ForceStop: the module grew past
/// -ml-advisor-size-increase-threshold; later call sites were not inlined, where the heuristic would have asked
/// itself), 0 if not, -1 if \p M has no callback. Read it before removing the callback.
extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT int mlbridge_inline_forced_stop(LLVMModuleRef M) {
  std::lock_guard<std::mutex> Guard(CallbacksLock);
  auto It = Callbacks.find(reinterpret_cast<const Module *>(M));
  return It == Callbacks.end() ? -1 : It->second.ForcedStop;
}

/// The caller's and callee's names of the question this thread is asking: inside a host callback, the call site the
/// features describe (as LLVM's own inline remarks name it, Caller and Callee); "" outside a question. The strings
/// stay valid until the callback returns.
extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT void mlbridge_inline_current_call(const char **Caller,
                                                                                const char **Callee) {
  *Caller = CurrentCaller.c_str();
  *Callee = CurrentCallee.c_str();
}

#ifndef MLBRIDGE_VERSION_STRING
#define MLBRIDGE_VERSION_STRING "unknown"
#endif

extern "C" LLVM_ATTRIBUTE_WEAK LLVM_ATTRIBUTE_VISIBILITY_DEFAULT ::llvm::PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "MLBridgeInline", MLBRIDGE_VERSION_STRING, registerCallbacks};
}
