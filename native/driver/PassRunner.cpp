//===- PassRunner.cpp - run a new-PM pipeline with pass plug-ins on an LLVM-C module ---===//
//
// libmlbridge_pipeline.so: what LLVMRunPasses does, plus pass plug-ins (PassPlugin::Load), so that mlbridge-opt runs
// `-load-pass-plugin=X.so` passes in-process on the module it owns, mixed with LLVM's passes, and LLVM's own
// inliner can take its advice from the MLBridgeInline plug-in with no FIFO. Plug-ins are loaded once per process
// (LLVM never unloads a shared library) and may be used from several threads, each with its own module.
//===----------------------------------------------------------------------===//
#include "llvm-c/Core.h"
#include "llvm-c/TargetMachine.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/Error.h"
#include "llvm/Target/TargetMachine.h"

#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <string>

using namespace llvm;

namespace {

std::mutex PluginsLock;
std::map<std::string, std::unique_ptr<PassPlugin>> Plugins;

/// The plug-in at \p Path, loaded on first use; nullptr and \p Err on failure.
PassPlugin *loadPlugin(const std::string &Path, std::string &Err) {
  std::lock_guard<std::mutex> Guard(PluginsLock);
  auto It = Plugins.find(Path);
  if (It != Plugins.end())
    return It->second.get();
  Expected<PassPlugin> P = PassPlugin::Load(Path);
  if (!P) {
    Err = toString(P.takeError());
    return nullptr;
  }
  auto Owned = std::make_unique<PassPlugin>(std::move(*P));
  PassPlugin *Raw = Owned.get();
  Plugins.emplace(Path, std::move(Owned));
  return Raw;
}

char *copyMessage(const std::string &Message) {
  std::string Line = Message;
  for (char &C : Line)
    if (C == '\n' || C == '\r')
      C = ' ';
  return LLVMCreateMessage(Line.c_str());
}

} // namespace

extern "C" {

/// Load the pass plug-in at \p Path (once per process). Returns 0, or 1 with *ErrorMessage (LLVMDisposeMessage).
LLVM_ATTRIBUTE_VISIBILITY_DEFAULT int mlbridge_load_plugin(const char *Path, char **ErrorMessage) {
  std::string Err;
  if (loadPlugin(Path, Err))
    return 0;
  *ErrorMessage = copyMessage(Err);
  return 1;
}

/// Run \p Passes (opt's -passes syntax) on \p M with the pass plug-ins \p PluginPaths registered. \p TM may be
/// NULL. Returns 0, or 1 with *ErrorMessage (free it with LLVMDisposeMessage).
LLVM_ATTRIBUTE_VISIBILITY_DEFAULT int mlbridge_run_passes(LLVMModuleRef M, const char *Passes,
                                                          LLVMTargetMachineRef TM, const char *const *PluginPaths,
                                                          size_t NumPlugins, int VerifyEach, char **ErrorMessage) {
  *ErrorMessage = nullptr;
  std::vector<PassPlugin *> Loaded;
  for (size_t I = 0; I < NumPlugins; ++I) {
    std::string Err;
    PassPlugin *P = loadPlugin(PluginPaths[I], Err);
    if (!P) {
      *ErrorMessage = copyMessage(Err);
      return 1;
    }
    Loaded.push_back(P);
  }
  Module *Mod = unwrap(M);
  TargetMachine *Machine = reinterpret_cast<TargetMachine *>(TM);
  PipelineTuningOptions PTO;
  PassInstrumentationCallbacks PIC;
  PassBuilder PB(Machine, PTO, std::nullopt, &PIC);
  for (PassPlugin *P : Loaded)
    P->registerPassBuilderCallbacks(PB);

  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);

  StandardInstrumentations SI(Mod->getContext(), /*DebugLogging=*/false, VerifyEach != 0);
  SI.registerCallbacks(PIC, &MAM);
  ModulePassManager MPM;
  if (VerifyEach)
    MPM.addPass(VerifierPass());
  if (Error E = PB.parsePassPipeline(MPM, Passes)) {
    *ErrorMessage = copyMessage(toString(std::move(E)));
    return 1;
  }
  MPM.run(*Mod, MAM);
  return 0;
}

} // extern "C"
