//===- MinSizeAdvisor.cpp - example: a C++ LLVM pass that asks a Python model ---===//
//
// For every defined function the pass sends three features to a model (instructions, basic blocks, calls: int64)
// and marks the function `minsize` when the model answers 1. The model runs in another process and is reached
// through the kit's C++ API (mlbridge::createPipeRunner, ML-Compiler-Bridge framing, JSON SerDes); any model side
// speaking it works, e.g. mlbridge_llvm.interface.pipe.PipeCompilerInterface in Python:
//
//   ci = PipeCompilerInterface("/tmp/ch", serdes="json")
//   obs = ci.evaluate()
//   while obs is not None:
//       ci.populate_buffer(int(obs["instructions"][0] > 20)); obs = ci.evaluate()
//
// Without -minsize-advisor-channel the pass only counts (a dry run); a failing model is a one-line fatal error.
//===----------------------------------------------------------------------===//
#include "mlbridge/ModelRunner.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;

static cl::opt<std::string> Channel("minsize-advisor-channel", cl::init(""),
                                    cl::desc("FIFO base name of the model side (BASE.in/BASE.out)"));
static cl::opt<double> Timeout("minsize-advisor-timeout", cl::init(30.0),
                               cl::desc("seconds to wait for the model side to connect and to answer"));

namespace {

struct MinSizeAdvisorPass : PassInfoMixin<MinSizeAdvisorPass> {
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    if (Channel.empty())
      return PreservedAnalyses::all();
    // The runner connects here, so the model side sees this module even if it has no function to ask about.
    std::unique_ptr<mlbridge::ModelRunner> Model = mlbridge::createPipeRunner(
        {}, {"advice", mlbridge::DType::Int64, {1}}, Channel, mlbridge::PipeOptions{MLB_DIALECT_MLCB, MLB_SERDES_JSON, Timeout});
    if (!Model->error().empty())
      reportFatalUsageError(Twine("minsize-advisor: ") + Model->error());
    bool Changed = false;
    for (Function &F : M) {
      if (F.isDeclaration())
        continue;
      int64_t Instructions = 0, Calls = 0;
      for (Instruction &I : instructions(F)) {
        ++Instructions;
        Calls += isa<CallBase>(I);
      }
      Model->populate<int64_t>("instructions", Instructions);
      Model->populate<int64_t>("blocks", static_cast<int64_t>(F.size()));
      Model->populate<int64_t>("calls", Calls);
      if (!Model->evaluate())
        reportFatalUsageError(Twine("minsize-advisor: ") + Model->error());
      if (Model->adviceAs<int64_t>() == 1 && !F.hasMinSize()) {
        F.addFnAttr(Attribute::MinSize);
        Changed = true;
      }
    }
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
};

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "MinSizeAdvisor", "1.0", [](PassBuilder &PB) {
            PB.registerPipelineParsingCallback(
                [](StringRef Name, ModulePassManager &MPM, ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name != "minsize-advisor")
                    return false;
                  MPM.addPass(MinSizeAdvisorPass());
                  return true;
                });
          }};
}
