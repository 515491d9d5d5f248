//===- MLBridgeRegalloc.cpp - LLVM's ML eviction advisor, answered in-process ---===//
//
// A plug-in for LLVM 22's greedy register allocator (a legacy code-generation pass, in llc and in clang):
//
//   llc -load=MLBridgeRegalloc.so in.ll                       # the bundled eviction policy, compiled in
//   llc -load=MLBridgeRegalloc.so -mlbridge-regalloc-runner=pipe:/tmp/ch?serdes=json in.ll
//   clang -O2 -c -Xclang -load -Xclang MLBridgeRegalloc.so x.c   # or -fpass-plugin=MLBridgeRegalloc.so
//
// Loading it replaces the constructor that the pass registry holds for RegAllocEvictionAdvisorAnalysisLegacy, the
// analysis the greedy allocator asks for its eviction advisor (PassInfo::setNormalCtor, public API). Our analysis
// hands out, per machine function, LLVM's own ML eviction advisor (createReleaseModeAdvisorProvider, exported):
// LLVM computes its 21 eviction features itself, exactly as in release and interactive mode (they need RAGreedy's
// private stages, cascades and queue, which no plug-in can read), and asks its interactive model runner. That
// runner's channel is an EvictChannel of this process (two pipes and a thread), whose thread answers every
// question with the model: no FIFO on disk, no other process, no Python. Nothing else of LLVM is touched, and no
// constructor that a build of libLLVM may not export is needed (RegAllocEvictionAdvisor's is not exported by the
// pip wheel's libLLVM; this plug-in never constructs an advisor).
//
// Runners (-mlbridge-regalloc-runner, the kit's runner-spec grammar): "compiled" (default: models/regalloc-evict.onnx
// compiled by mlbridge-aot and linked in), "pipe:BASE[?serdes=bitstream|json&timeout=S]" (ML-Compiler-Bridge
// framing to a model process serving "candidates" float[33,43] -> "scores" float[33], as ml-regalloc's pipe and
// gRPC models do), "default" (LLVM's default advisor for every function: a plumbing check, output byte-identical
// to plain llc), "mimic" (LLVM's ML advisor answered with the LLVM-default-like choice, no model: what the ML
// advisor and the channel cost by themselves). A host that loaded the plug-in (mlbridge-opt) sets the runner, or a
// callback that receives LLVM's 21 tensors and answers the index, per module (mlbridge_regalloc_set_host).
//
// Every answer is legal (the mask is enforced as on the Python side: EvictPolicy.h). If the model fails, that
// question gets the LLVM-default-like choice, the function's remaining questions too, and every later function
// LLVM's own default advisor; in llc and clang the failure is then fatal (one line, no output), a host reads it
// (mlbridge_regalloc_error). With -mlbridge-regalloc-decisions=PATH every decision is written as a JSON line.
// A user's -regalloc-enable-advisor=... (LLVM's own modes) turns this plug-in off.
//===----------------------------------------------------------------------===//
#include "EvictChannel.h"
#include "EvictPolicy.h"
#include "Json.h"
#include "mlbridge/ModelRunner.h"
#include "regalloc_evict.h"

#include "llvm/CodeGen/RegAllocEvictionAdvisor.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/PassInfo.h"
#include "llvm/PassRegistry.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm-c/Types.h"

#include <atomic>
#include <map>
#include <mutex>
#include <string>

using namespace llvm;
using namespace mlbridge::regalloc;

static cl::opt<std::string> RunnerSpec(
    "mlbridge-regalloc-runner", cl::init("compiled"),
    cl::desc("Model behind the MLBridge eviction advisor, a runner spec in the kit's grammar (the subset the plug-in "
             "runs): compiled[:] | default[:] | mimic[:] | pipe:BASE[?serdes=json|bitstream&timeout=S]"));
static cl::opt<std::string> DecisionsPath(
    "mlbridge-regalloc-decisions", cl::init(""),
    cl::desc("Write every eviction decision of the MLBridge eviction advisor to this file, one JSON line each"));

namespace {

static_assert(REGALLOC_EVICT_CANDIDATES_SIZE == NumPositions * NumColumns,
              "the compiled policy's input is not the [33, 43] candidates matrix");
static_assert(REGALLOC_EVICT_SCORES_SIZE == NumPositions, "the compiled policy's output is not 33 scores");

const char *const ChannelOption = "regalloc-evict-interactive-channel-base";
const char *const ModeOption = "regalloc-enable-advisor";

/// What a host (mlbridge-opt) set for one module; errors are kept for it to read after code generation.
struct Host {
  std::string Runner;
  mlb_callback_fn Fn = nullptr;
  void *User = nullptr;
  std::string Decisions;
  std::string Error;
};
std::mutex HostsLock;
std::map<const Module *, Host> Hosts;
/// Set once a host has configured a module: then modules it did not configure keep LLVM's default advisor.
std::atomic<bool> HostProcess{false};

/// The channel cl::opt of LLVM's release provider is process-global: one provider is set up at a time.
std::mutex ChannelOptionLock;

cl::Option *option(const char *Name) {
  auto &Options = cl::getRegisteredOptions();
  auto It = Options.find(Name);
  return It == Options.end() ? nullptr : It->second;
}

/// The model and what happened during one module's code generation. Answers on the channel's thread.
class Session {
public:
  /// The session for \p Spec (or \p Fn); null with \p Err set if the spec is wrong or the model cannot be reached,
  /// null with \p Err empty for "default" (LLVM's own advisor).
  static std::unique_ptr<Session> create(const std::string &Spec, mlb_callback_fn Fn, void *User,
                                         std::string Decisions, std::string &Err);

  size_t answer(const std::string &Context, const Question &Q);
  bool failed() const { return Failed.load(); }
  std::string error() const {
    std::lock_guard<std::mutex> Guard(Lock);
    return Error;
  }
  void fail(const std::string &Why) {
    std::lock_guard<std::mutex> Guard(Lock);
    if (Error.empty())
      Error = Why;
    Failed = true;
  }
  /// Write the decisions (if asked for); false and \p Err if the file cannot be written.
  bool writeDecisions(std::string &Err) const;

private:
  enum class Kind { Compiled, Mimic, Pipe, Callback } K = Kind::Compiled;
  std::unique_ptr<mlbridge::ModelRunner> Model;
  std::string DecisionsFile;
  std::string Log;
  std::atomic<bool> Failed{false};
  mutable std::mutex Lock;
  std::string Error;
  float Input[NumPositions * NumColumns];
  float Scores[NumPositions];
};

std::vector<mlbridge::TensorSpec> llvmSpecs() {
  std::vector<mlbridge::TensorSpec> Specs;
  for (size_t F = 0; F < NumFeatures; ++F)
    Specs.push_back({FeatureNames[F], isIntFeature(F) ? mlbridge::DType::Int64 : mlbridge::DType::Float,
                     featureCount(F) == 1 ? std::vector<int64_t>{1} : std::vector<int64_t>{1, (int64_t)NumPositions}});
  return Specs;
}

std::unique_ptr<Session> Session::create(const std::string &SpecText, mlb_callback_fn Fn, void *User,
                                         std::string Decisions, std::string &Err) {
  std::unique_ptr<Session> S(new Session());
  S->DecisionsFile = std::move(Decisions);
  if (Fn) {
    S->K = Kind::Callback;
    S->Model = mlbridge::createCallbackRunner(llvmSpecs(), {"index_to_evict", mlbridge::DType::Int64, {1}}, Fn, User);
    return S;
  }
  mlbridge::RunnerSpecParts Spec;
  if (!mlbridge::parsePluginRunnerSpec("mlbridge-regalloc-runner", SpecText, {"compiled", "default", "mimic"},
                                       "compiled, default, mimic or pipe:BASE", Spec, Err))
    return nullptr;
  if (Spec.Scheme == "default")
    return nullptr;
  if (Spec.Scheme == "compiled")
    return S;
  if (Spec.Scheme == "mimic") {
    S->K = Kind::Mimic;
    return S;
  }
  if (Spec.Scheme == "pipe") {
    mlbridge::PipeOptions Options;
    std::string Bad;
    if (!mlbridge::pipeOptionsFrom(Spec, Options, Bad)) {
      Err = "-mlbridge-regalloc-runner: unknown option '" + Bad + "' (serdes=json|bitstream, timeout=S)";
      return nullptr;
    }
    S->K = Kind::Pipe;
    mlbridge::TensorSpec Input{"candidates", mlbridge::DType::Float, {(int64_t)NumPositions, (int64_t)NumColumns}};
    mlbridge::TensorSpec Scores{"scores", mlbridge::DType::Float, {(int64_t)NumPositions}};
    S->Model = mlbridge::createPipeRunner({Input}, Scores, Spec.Target, Options);
    if (!S->Model->error().empty()) {
      Err = "mlbridge-regalloc: the model failed: " + S->Model->error();
      return nullptr;
    }
    return S;
  }
  Err = "-mlbridge-regalloc-runner=" + SpecText + ": the plug-in runs compiled, default, mimic or pipe:BASE, not '" +
        Spec.Scheme + ":'";
  return nullptr;
}

size_t Session::answer(const std::string &Context, const Question &Q) {
  modelInput(Q, Input);
  const size_t Default = mimicIndex(Input);
  Choice C;
  C.Index = Default;
  bool Fallback = Failed.load();
  if (!Fallback) {
    std::string Why;
    if (K == Kind::Compiled) {
      int32_t Status = regalloc_evict(Input, Scores);
      if (Status == REGALLOC_EVICT_OK)
        C = choose(Q, Scores, Default);
      else
        Why = "the compiled policy returned status " + std::to_string(Status);
    } else if (K == Kind::Mimic) {
      C.Proposed = static_cast<int64_t>(Default);
    } else if (K == Kind::Pipe) {
      std::memcpy(Model->tensor(0), Input, sizeof(Input));
      if (Model->evaluate())
        C = choose(Q, static_cast<const float *>(Model->adviceData()), Default);
      else
        Why = Model->error();
    } else {
      for (size_t F = 0; F < NumFeatures; ++F)
        std::memcpy(Model->tensor(F), Q.Tensors[F], featureBytes(F));
      if (Model->evaluate())
        C = chooseIndex(Q, Model->adviceAs<int64_t>(), Default);
      else
        Why = Model->error();
    }
    if (!Why.empty()) {
      fail(Why);
      Fallback = true;
      C = Choice();
      C.Index = Default;
    }
  }
  if (!DecisionsFile.empty()) {
    Log += "{\"function\": ";
    mlbridge::json::appendString(Log, Context, false);
    Log += ", \"index\": " + std::to_string(C.Index) + ", \"default\": " + std::to_string(Default) +
           ", \"allowed\": " + std::to_string(Q.legalCount()) + ", \"proposed\": " +
           (C.Proposed >= 0 ? std::to_string(C.Proposed) : std::string("null")) +
           ", \"corrected\": " + (C.Corrected ? "true" : "false") + ", \"fallback\": " + (Fallback ? "true" : "false") +
           "}\n";
  }
  return C.Index;
}

bool Session::writeDecisions(std::string &Err) const {
  if (DecisionsFile.empty())
    return true;
  std::string Tmp = DecisionsFile + ".tmp";
  {
    std::error_code EC;
    raw_fd_ostream Out(Tmp, EC);
    if (EC) {
      Err = "cannot write " + Tmp + ": " + EC.message();
      return false;
    }
    Out << Log;
    Out.close();
    if (Out.has_error()) {
      Err = "cannot write " + Tmp + ": " + Out.error().message();
      Out.clear_error();
      return false;
    }
  }
  if (std::error_code EC = sys::fs::rename(Tmp, DecisionsFile)) {
    Err = "cannot write " + DecisionsFile + ": " + EC.message();
    return false;
  }
  return true;
}

/// Per function: LLVM's ML advisor on this process's channel, or (runner "default", or after the model failed)
/// LLVM's default advisor.
class Provider final : public RegAllocEvictionAdvisorProvider {
public:
  Provider(LLVMContext &Ctx, RegAllocEvictionAdvisorProvider &Default, std::unique_ptr<Session> S, bool Host)
      : RegAllocEvictionAdvisorProvider(AdvisorMode::Release, Ctx), Default(Default), S(std::move(S)), Host(Host) {}

  ~Provider() override {
    ML.reset(); // LLVM closes its ends of the channel first: the thread sees the end and stops
    Channel.reset();
  }

  std::unique_ptr<RegAllocEvictionAdvisor> getAdvisor(const MachineFunction &MF, const RAGreedy &RA,
                                                      MachineBlockFrequencyInfo *MBFI,
                                                      MachineLoopInfo *Loops) override {
    if (!S || S->failed() || !MBFI || !Loops) {
      if (S && S->failed() && !Host)
        reportFatalUsageError(Twine("mlbridge-regalloc: the model failed: ") + S->error());
      return Default.getAdvisor(MF, RA, MBFI, Loops);
    }
    if (ML)
      return ML->getAdvisor(MF, RA, MBFI, Loops);
    return firstAdvisor(MF, RA, MBFI, Loops);
  }

  Session *session() { return S.get(); }
  std::string channelError() const { return Channel ? Channel->protocolError() : std::string(); }

private:
  /// The first ML advisor: LLVM's release provider creates its interactive runner now, reading the channel
  /// cl::opt, which points at our channel for exactly that long.
  std::unique_ptr<RegAllocEvictionAdvisor> firstAdvisor(const MachineFunction &MF, const RAGreedy &RA,
                                                        MachineBlockFrequencyInfo *MBFI, MachineLoopInfo *Loops) {
    std::string Err;
    Session *Raw = S.get();
    Channel = EvictChannel::create([Raw](const std::string &Ctx, const Question &Q) { return Raw->answer(Ctx, Q); },
                                   Err);
    if (!Channel)
      reportFatalUsageError(Twine("mlbridge-regalloc: ") + Err);
    cl::Option *Opt = option(ChannelOption);
    if (!Opt)
      reportFatalUsageError("mlbridge-regalloc: this LLVM has no -regalloc-evict-interactive-channel-base "
                            "(not LLVM 22?)");
    std::unique_ptr<RegAllocEvictionAdvisor> First;
    {
      std::lock_guard<std::mutex> Guard(ChannelOptionLock);
      Opt->addOccurrence(0, ChannelOption, Channel->base());
      ML.reset(createReleaseModeAdvisorProvider(Ctx));
      First = ML->getAdvisor(MF, RA, MBFI, Loops);
      Opt->addOccurrence(0, ChannelOption, "");
    }
    Channel->release();
    return First;
  }

  RegAllocEvictionAdvisorProvider &Default;
  std::unique_ptr<Session> S;
  bool Host;
  std::unique_ptr<EvictChannel> Channel;
  std::unique_ptr<RegAllocEvictionAdvisorProvider> ML;
};

/// The analysis the greedy allocator gets from the pass registry while this plug-in is loaded.
class Analysis final : public RegAllocEvictionAdvisorAnalysisLegacy {
public:
  Analysis() : RegAllocEvictionAdvisorAnalysisLegacy(AdvisorMode::Release) {}

  bool doInitialization(Module &M) override {
    // LLVM's own analysis for this mode (default) provides the default advisor.
    Pass *Made = callDefaultCtor<RegAllocEvictionAdvisorAnalysisLegacy>();
    Original.reset(static_cast<RegAllocEvictionAdvisorAnalysisLegacy *>(Made));
    Original->doInitialization(M);
    std::string Spec = RunnerSpec, Decisions = DecisionsPath, Err;
    mlb_callback_fn Fn = nullptr;
    void *User = nullptr;
    bool IsHost = false;
    {
      std::lock_guard<std::mutex> Guard(HostsLock);
      auto It = Hosts.find(&M);
      if (It != Hosts.end()) {
        IsHost = true;
        Spec = It->second.Runner.empty() ? "compiled" : It->second.Runner;
        Fn = It->second.Fn;
        User = It->second.User;
        Decisions = It->second.Decisions;
        It->second.Error.clear();
      } else if (HostProcess) {
        Spec = "default"; // a host's other code generation keeps LLVM's own advisor
      }
    }
    Module = &M;
    Host = IsHost;
    std::unique_ptr<Session> S = Session::create(Spec, Fn, User, Decisions, Err);
    if (!Err.empty()) {
      if (!IsHost)
        reportFatalUsageError(Twine(Err));
      record(Err);
    }
    Provider = std::make_unique<::Provider>(M.getContext(), Original->getProvider(), std::move(S), IsHost);
    return false;
  }

  bool doFinalization(Module &M) override {
    auto *P = static_cast<::Provider *>(Provider.get());
    std::string Err;
    if (Session *S = P ? P->session() : nullptr) {
      if (S->failed())
        Err = "mlbridge-regalloc: the model failed: " + S->error();
      else if (!P->channelError().empty())
        Err = "mlbridge-regalloc: " + P->channelError();
      else if (!S->writeDecisions(Err))
        Err = "mlbridge-regalloc: " + Err;
    }
    if (!Err.empty()) {
      if (!Host)
        reportFatalUsageError(Twine(Err));
      record(Err);
    }
    Provider.reset();
    Original->doFinalization(M);
    return false;
  }

private:
  void record(const std::string &Err) {
    std::lock_guard<std::mutex> Guard(HostsLock);
    auto It = Hosts.find(Module);
    if (It != Hosts.end() && It->second.Error.empty())
      It->second.Error = Err;
  }

  std::unique_ptr<RegAllocEvictionAdvisorAnalysisLegacy> Original;
  const llvm::Module *Module = nullptr;
  bool Host = false;
};

Pass *createAnalysis() {
  cl::Option *Mode = option(ModeOption);
  if (Mode && Mode->getNumOccurrences() > 0) // the user chose one of LLVM's own modes
    return callDefaultCtor<RegAllocEvictionAdvisorAnalysisLegacy>();
  return new Analysis();
}

/// Installed when the plug-in is loaded (llc -load, clang -Xclang -load or -fpass-plugin, dlopen by a host).
struct Installer {
  Installer() {
    PassRegistry &Registry = *PassRegistry::getPassRegistry();
    initializeRegAllocEvictionAdvisorAnalysisLegacyPass(Registry);
    const PassInfo *Info = Registry.getPassInfo(&RegAllocEvictionAdvisorAnalysisLegacy::ID);
    if (!Info)
      reportFatalUsageError("mlbridge-regalloc: the eviction advisor analysis is not registered (not LLVM 22?)");
    const_cast<PassInfo *>(Info)->setNormalCtor(createAnalysis);
  }
} Install;

} // namespace

/// Answer the eviction questions of module \p M's code generation (in this process: a host's LLVM-C codegen) with
/// \p Runner ("compiled" when NULL or empty; "default"; "pipe:...") or, if \p Fn is set, with \p Fn, which receives
/// LLVM's 21 tensors (mask ... min_stage int64/float [1,33], progress float [1]) and writes the index (int64 [1]);
/// an illegal index is replaced (the LLVM-default-like choice). \p Decisions: where to write every decision as a
/// JSON line (NULL: nowhere). Once a host has called this, modules it did not configure get LLVM's default advisor.
extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT void mlbridge_regalloc_set_host(LLVMModuleRef M, const char *Runner,
                                                                              mlb_callback_fn Fn, void *User,
                                                                              const char *Decisions) {
  std::lock_guard<std::mutex> Guard(HostsLock);
  HostProcess = true;
  Host &H = Hosts[reinterpret_cast<const Module *>(M)];
  H = Host();
  H.Runner = Runner ? Runner : "";
  H.Fn = Fn;
  H.User = User;
  H.Decisions = Decisions ? Decisions : "";
}

/// Forget what mlbridge_regalloc_set_host set for \p M.
extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT void mlbridge_regalloc_clear_host(LLVMModuleRef M) {
  std::lock_guard<std::mutex> Guard(HostsLock);
  Hosts.erase(reinterpret_cast<const Module *>(M));
}

/// The first failure of \p M's last code generation, one line ("" if none; valid until the next call for \p M).
extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT const char *mlbridge_regalloc_error(LLVMModuleRef M) {
  std::lock_guard<std::mutex> Guard(HostsLock);
  auto It = Hosts.find(reinterpret_cast<const Module *>(M));
  return It == Hosts.end() ? "" : It->second.Error.c_str();
}

#ifndef MLBRIDGE_REGALLOC_MODEL_SHA256
#define MLBRIDGE_REGALLOC_MODEL_SHA256 ""
#endif

/// SHA-256 of the ONNX file compiled into the plug-in (the "compiled" runner), lower-case hex.
extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT const char *mlbridge_regalloc_model_sha256(void) {
  return MLBRIDGE_REGALLOC_MODEL_SHA256;
}

#ifndef MLBRIDGE_VERSION_STRING
#define MLBRIDGE_VERSION_STRING "unknown"
#endif

/// Loading is all it takes (the static installer above); as a pass plug-in (opt -load-pass-plugin, clang
/// -fpass-plugin) it registers no pass.
extern "C" LLVM_ATTRIBUTE_WEAK LLVM_ATTRIBUTE_VISIBILITY_DEFAULT ::llvm::PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "MLBridgeRegalloc", MLBRIDGE_VERSION_STRING, [](PassBuilder &) {}};
}
