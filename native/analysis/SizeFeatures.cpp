//===- SizeFeatures.cpp - per-function code-size features of an LLVM-C module, LLVM's TTI code-size cost first ---===//
//
// libmlbridge_analysis.so: mlbridge_size_features() walks the defined functions of a module held through the LLVM-C
// API and writes one row of doubles per function: the sum of LLVM's own code-size cost model over its instructions
// (TargetTransformInfo::getInstructionCost with TCK_CodeSize, the target's TTI for the function's own subtarget:
// target-cpu / target-features attributes), the same sum with TCK_SizeAndLatency, and counts that matter to the
// bytes of machine code and that the cost model does not see (calls and their arguments, immediates that need a
// 32- or 64-bit encoding, stack objects, switch cases, ...). The columns are named by mlbridge_size_feature_names(),
// in order, comma-separated. poset-rl's size model (passes/poset_rl/sizemodel.py) sums and transforms these rows and
// applies a learned correction; the Python binding is mlbridge_llvm/native/size_features.py.
//
// The target machine for a triple is created once per process (targets initialised on first use) and shared by
// every thread; the walk itself only reads the module.
//===----------------------------------------------------------------------===//
#include "llvm-c/Core.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Triple.h"

#include <cmath>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <string>

using namespace llvm;

namespace {

// The columns, in order (mlbridge_size_feature_names). Keep in sync with Python only through that function.
enum Column : int {
  TTI_CODESIZE,    // sum of TTI code-size costs (valid ones)
  TTI_SIZELAT,     // sum of TTI size-and-latency costs
  INVALID_COSTS,   // instructions whose code-size cost is invalid
  INSTS,           // instructions
  BLOCKS,          // basic blocks
  ARGS,            // formal arguments
  CALLS,           // direct calls/invokes of defined or declared non-intrinsic functions
  INDIRECT_CALLS,  // calls through a pointer
  TAIL_CALLS,      // calls marked tail/musttail
  CALL_ARGS,       // arguments passed at those call sites
  INTRINSICS,      // intrinsic calls other than debug/lifetime/assume markers
  MEM_INTRINSICS,  // memcpy/memmove/memset
  LOADS,
  STORES,
  PHIS,
  COND_BR,
  UNCOND_BR,
  SWITCHES,
  SWITCH_CASES,
  RETS,
  SELECTS,
  CMPS,
  GEPS,
  CASTS,
  FP_OPS,          // instructions with a floating-point result or operand type
  VECTOR_OPS,      // instructions with a vector result
  DIV_REM,
  IMM8,            // integer constant operands fitting a signed 8-bit immediate (not 0/1)
  IMM32,           // ... needing a 32-bit immediate
  IMM64,           // ... needing more than 32 bits
  GLOBAL_OPERANDS, // operands that are globals or functions (addresses: RIP-relative forms)
  STATIC_ALLOCA_BYTES,
  ALLOCAS,
  UNREACHABLES,
  LANDINGPADS,
  LOCAL_LINKAGE,   // 1 when the function has internal/private linkage
  HAS_CALLS,       // 1 when the function calls anything (not a leaf)
  MAX_BLOCK_INSTS,
  NUM_COLUMNS
};

const char *const ColumnNames =
    "tti_codesize,tti_size_latency,invalid_costs,insts,blocks,args,calls,indirect_calls,tail_calls,call_args,"
    "intrinsics,mem_intrinsics,loads,stores,phis,cond_br,uncond_br,switches,switch_cases,rets,selects,cmps,geps,"
    "casts,fp_ops,vector_ops,div_rem,imm8,imm32,imm64,global_operands,static_alloca_bytes,allocas,unreachables,"
    "landingpads,local_linkage,has_calls,max_block_insts";

std::mutex Lock;
std::map<std::string, std::unique_ptr<TargetMachine>> Machines;

char *copyMessage(const std::string &Message) { return LLVMCreateMessage(Message.c_str()); }

/// The target machine for \p TT (created once per triple), or nullptr with \p Err.
TargetMachine *machineFor(const Triple &TT, std::string &Err) {
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = Machines.find(TT.str());
  if (It != Machines.end())
    return It->second.get();
  static bool Initialised = false;
  if (!Initialised) {
    InitializeAllTargetInfos();
    InitializeAllTargets();
    InitializeAllTargetMCs();
    Initialised = true;
  }
  Triple Target = TT.str().empty() ? Triple(sys::getDefaultTargetTriple()) : TT;
  const llvm::Target *T = TargetRegistry::lookupTarget(Target, Err);
  if (!T)
    return nullptr;
  TargetOptions Options;
  std::unique_ptr<TargetMachine> TM(
      T->createTargetMachine(Target, "", "", Options, std::nullopt, std::nullopt, CodeGenOptLevel::Default));
  if (!TM) {
    Err = "cannot create a target machine for " + Target.str();
    return nullptr;
  }
  TargetMachine *Raw = TM.get();
  Machines.emplace(TT.str(), std::move(TM));
  return Raw;
}

bool isMarker(const IntrinsicInst &II) {
  switch (II.getIntrinsicID()) {
  case Intrinsic::lifetime_start:
  case Intrinsic::lifetime_end:
  case Intrinsic::assume:
  case Intrinsic::dbg_declare:
  case Intrinsic::dbg_value:
  case Intrinsic::dbg_label:
  case Intrinsic::donothing:
  case Intrinsic::experimental_noalias_scope_decl:
    return true;
  default:
    return false;
  }
}

void countImmediate(const ConstantInt &C, double *Row) {
  const APInt &V = C.getValue();
  if (V.getBitWidth() <= 1)
    return;
  if (V.isZero() || V.isOne())
    return;
  if (V.isSignedIntN(8))
    Row[IMM8] += 1;
  else if (V.isSignedIntN(32) || (V.getBitWidth() <= 32))
    Row[IMM32] += 1;
  else
    Row[IMM64] += 1;
}

void walkFunction(const Function &F, const TargetTransformInfo &TTI, const DataLayout &DL, double *Row) {
  for (int C = 0; C < NUM_COLUMNS; ++C)
    Row[C] = 0.0;
  Row[ARGS] = F.arg_size();
  Row[LOCAL_LINKAGE] = F.hasLocalLinkage() ? 1.0 : 0.0;
  for (const BasicBlock &BB : F) {
    Row[BLOCKS] += 1;
    double InBlock = 0;
    for (const Instruction &I : BB) {
      if (const auto *II = dyn_cast<IntrinsicInst>(&I))
        if (isMarker(*II))
          continue;
      Row[INSTS] += 1;
      InBlock += 1;
      InstructionCost Size = TTI.getInstructionCost(&I, TargetTransformInfo::TCK_CodeSize);
      if (Size.isValid())
        Row[TTI_CODESIZE] += static_cast<double>(Size.getValue());
      else
        Row[INVALID_COSTS] += 1;
      InstructionCost SizeLat = TTI.getInstructionCost(&I, TargetTransformInfo::TCK_SizeAndLatency);
      if (SizeLat.isValid())
        Row[TTI_SIZELAT] += static_cast<double>(SizeLat.getValue());
      Type *Ty = I.getType();
      if (Ty->isVectorTy())
        Row[VECTOR_OPS] += 1;
      bool FP = Ty->isFPOrFPVectorTy();
      for (const Use &U : I.operands()) {
        const Value *V = U.get();
        if (V->getType()->isFPOrFPVectorTy())
          FP = true;
        if (const auto *CI = dyn_cast<ConstantInt>(V))
          countImmediate(*CI, Row);
        else if (isa<GlobalValue>(V) && !isa<Function>(V))
          Row[GLOBAL_OPERANDS] += 1;
      }
      if (FP)
        Row[FP_OPS] += 1;
      if (const auto *CB = dyn_cast<CallBase>(&I)) {
        if (isa<IntrinsicInst>(CB)) {
          Intrinsic::ID ID = CB->getIntrinsicID();
          if (ID == Intrinsic::memcpy || ID == Intrinsic::memmove || ID == Intrinsic::memset)
            Row[MEM_INTRINSICS] += 1;
          else
            Row[INTRINSICS] += 1;
          continue;
        }
        Row[HAS_CALLS] = 1.0;
        if (isa<InlineAsm>(CB->getCalledOperand()) || CB->getCalledFunction())
          Row[CALLS] += 1;
        else
          Row[INDIRECT_CALLS] += 1;
        if (const auto *Call = dyn_cast<CallInst>(CB))
          if (Call->isTailCall())
            Row[TAIL_CALLS] += 1;
        Row[CALL_ARGS] += CB->arg_size();
        continue;
      }
      switch (I.getOpcode()) {
      case Instruction::Load:
        Row[LOADS] += 1;
        break;
      case Instruction::Store:
        Row[STORES] += 1;
        break;
      case Instruction::PHI:
        Row[PHIS] += 1;
        break;
      case Instruction::Br:
        Row[cast<BranchInst>(I).isConditional() ? COND_BR : UNCOND_BR] += 1;
        break;
      case Instruction::Switch:
        Row[SWITCHES] += 1;
        Row[SWITCH_CASES] += cast<SwitchInst>(I).getNumCases();
        break;
      case Instruction::Ret:
        Row[RETS] += 1;
        break;
      case Instruction::Select:
        Row[SELECTS] += 1;
        break;
      case Instruction::ICmp:
      case Instruction::FCmp:
        Row[CMPS] += 1;
        break;
      case Instruction::GetElementPtr:
        Row[GEPS] += 1;
        break;
      case Instruction::UDiv:
      case Instruction::SDiv:
      case Instruction::URem:
      case Instruction::SRem:
        Row[DIV_REM] += 1;
        break;
      case Instruction::Alloca: {
        const auto &AI = cast<AllocaInst>(I);
        Row[ALLOCAS] += 1;
        if (auto Bytes = AI.getAllocationSize(DL))
          if (!Bytes->isScalable())
            Row[STATIC_ALLOCA_BYTES] += static_cast<double>(Bytes->getFixedValue());
        break;
      }
      case Instruction::Unreachable:
        Row[UNREACHABLES] += 1;
        break;
      case Instruction::LandingPad:
        Row[LANDINGPADS] += 1;
        break;
      default:
        if (I.isCast())
          Row[CASTS] += 1;
        break;
      }
    }
    if (InBlock > Row[MAX_BLOCK_INSTS])
      Row[MAX_BLOCK_INSTS] = InBlock;
  }
}

} // namespace

extern "C" {

/// The number of columns of a row of mlbridge_size_features.
LLVM_ATTRIBUTE_VISIBILITY_DEFAULT int mlbridge_size_feature_count(void) { return NUM_COLUMNS; }

/// The column names, comma-separated, in row order (a static string: do not free).
LLVM_ATTRIBUTE_VISIBILITY_DEFAULT const char *mlbridge_size_feature_names(void) { return ColumnNames; }

/// Write one row of mlbridge_size_feature_count() doubles per defined function of \p M (module order) into \p Out,
/// which has room for \p MaxRows rows. Returns the number of defined functions (rows written only if it is at most
/// \p MaxRows: call again with a larger buffer), or -1 with *ErrorMessage (free it with LLVMDisposeMessage).
LLVM_ATTRIBUTE_VISIBILITY_DEFAULT long long mlbridge_size_features(LLVMModuleRef M, double *Out, long long MaxRows,
                                                                   char **ErrorMessage) {
  *ErrorMessage = nullptr;
  Module &Mod = *unwrap(M);
  long long Defined = 0;
  for (const Function &F : Mod)
    if (!F.isDeclaration())
      ++Defined;
  if (Defined > MaxRows || Defined == 0)
    return Defined;
  std::string Err;
  TargetMachine *TM = machineFor(Mod.getTargetTriple(), Err);
  if (!TM) {
    *ErrorMessage = copyMessage("size features: " + Err);
    return -1;
  }
  const DataLayout &DL = Mod.getDataLayout();
  long long Row = 0;
  for (const Function &F : Mod) {
    if (F.isDeclaration())
      continue;
    TargetTransformInfo TTI = TM->getTargetTransformInfo(F);
    walkFunction(F, TTI, DL, Out + Row * NUM_COLUMNS);
    ++Row;
  }
  return Defined;
}

} // extern "C"
