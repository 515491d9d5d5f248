//===- LoopInfo.cpp - LLVM's LoopInfo and ScalarEvolution trip counts of a function held through LLVM-C, as JSON ---===//
//
// libmlbridge_analysis.so: mlbridge_loop_info() computes LoopInfo (on a DominatorTree) and ScalarEvolution for one
// function of a module held through the LLVM-C API (the wheel's libLLVM, as the kit's ir.llvmc binding holds it) and
// returns the function's loops as a JSON document: every loop in preorder (a loop before the loops it contains),
// with its parent, depth, header, preheader, blocks, latches, exiting and exit blocks (as indices of the function's
// basic blocks in layout order, which the LLVM-C walk LLVMGetFirstBasicBlock/LLVMGetNextBasicBlock gives too), its
// form (loop-simplify, rotated), its induction variable when SCEV finds one, and what ScalarEvolution knows of its
// trip count: the small constant trip count, max trip count and trip multiple (getSmallConstant*), and the
// backedge-taken counts as SCEV expressions printed exactly as `opt -passes='print<scalar-evolution>'` prints them
// (a constant with its type, "i64 99"; null when SCEV cannot compute one). The Python side is
// mlbridge_llvm/native/loop_info.py and mlbridge_llvm/ir/loops.py.
//
// The analyses are built for the call and dropped after it: the walk only reads the function, and never runs a
// transformation (no loop-simplify: a loop is reported as the IR has it).
//===----------------------------------------------------------------------===//
#include "llvm-c/Core.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

using namespace llvm;

namespace {

/// A SCEV as print<scalar-evolution> prints a count: constants with their type ("i64 31998"); null if unknown.
json::Value countText(const SCEV *S) {
  if (!S || isa<SCEVCouldNotCompute>(S))
    return nullptr;
  std::string Text;
  raw_string_ostream OS(Text);
  if (isa<SCEVConstant>(S))
    OS << *S->getType() << " ";
  OS << *S;
  return OS.str();
}

json::Array indices(ArrayRef<BasicBlock *> Blocks, const DenseMap<const BasicBlock *, int64_t> &Index) {
  json::Array Out;
  for (const BasicBlock *BB : Blocks)
    Out.push_back(Index.lookup(BB));
  return Out;
}

json::Value blockIndex(const BasicBlock *BB, const DenseMap<const BasicBlock *, int64_t> &Index) {
  if (!BB)
    return nullptr;
  return Index.lookup(BB);
}

json::Object describe(Loop &L, const DenseMap<const Loop *, int64_t> &Order,
                      const DenseMap<const BasicBlock *, int64_t> &Index, ScalarEvolution &SE) {
  json::Object O;
  O["parent"] = L.getParentLoop() ? json::Value(Order.lookup(L.getParentLoop())) : json::Value(nullptr);
  O["depth"] = static_cast<int64_t>(L.getLoopDepth());
  O["header"] = blockIndex(L.getHeader(), Index);
  O["preheader"] = blockIndex(L.getLoopPreheader(), Index);
  O["blocks"] = indices(L.getBlocks(), Index);
  SmallVector<BasicBlock *, 4> Latches, Exiting, Exits;
  L.getLoopLatches(Latches);
  L.getExitingBlocks(Exiting);
  L.getUniqueExitBlocks(Exits);
  O["latches"] = indices(Latches, Index);
  O["exiting"] = indices(Exiting, Index);
  O["exits"] = indices(Exits, Index);
  O["simplified"] = L.isLoopSimplifyForm();
  O["rotated"] = L.isRotatedForm();
  PHINode *IV = L.isLoopSimplifyForm() ? L.getInductionVariable(SE) : nullptr;
  O["induction_variable"] = IV ? json::Value(IV->getName().str()) : json::Value(nullptr);
  O["trip_count"] = static_cast<int64_t>(SE.getSmallConstantTripCount(&L));
  O["max_trip_count"] = static_cast<int64_t>(SE.getSmallConstantMaxTripCount(&L));
  O["trip_multiple"] = static_cast<int64_t>(SE.getSmallConstantTripMultiple(&L));
  O["backedge_taken"] = countText(SE.getBackedgeTakenCount(&L));
  O["constant_max_backedge_taken"] = countText(SE.getConstantMaxBackedgeTakenCount(&L));
  O["symbolic_max_backedge_taken"] = countText(SE.getSymbolicMaxBackedgeTakenCount(&L));
  O["max_or_zero"] = SE.isBackedgeTakenCountMaxOrZero(&L);
  return O;
}

} // namespace

extern "C" {

/// The loops of function \p Fn (a definition) as a JSON document {"blocks": N, "loops": [...]} (see the file
/// comment), in *Json (free it with LLVMDisposeMessage). Returns the number of loops, or -1 with *ErrorMessage
/// (free it with LLVMDisposeMessage) when \p Fn is not a function definition.
LLVM_ATTRIBUTE_VISIBILITY_DEFAULT long long mlbridge_loop_info(LLVMValueRef Fn, char **Json, char **ErrorMessage) {
  *Json = nullptr;
  *ErrorMessage = nullptr;
  auto *F = dyn_cast_or_null<Function>(unwrap(Fn));
  if (!F || F->isDeclaration()) {
    *ErrorMessage = LLVMCreateMessage("loop info: not a function definition");
    return -1;
  }
  DenseMap<const BasicBlock *, int64_t> Index;
  for (const BasicBlock &BB : *F)
    Index[&BB] = static_cast<int64_t>(Index.size());
  DominatorTree DT(*F);
  LoopInfo LI(DT);
  TargetLibraryInfoImpl TLII(F->getParent()->getTargetTriple());
  TargetLibraryInfo TLI(TLII, F);
  AssumptionCache AC(*F);
  ScalarEvolution SE(*F, TLI, AC, DT, LI);

  SmallVector<Loop *, 8> Loops = LI.getLoopsInPreorder();
  DenseMap<const Loop *, int64_t> Order;
  for (Loop *L : Loops)
    Order[L] = static_cast<int64_t>(Order.size());
  json::Array Out;
  for (Loop *L : Loops)
    Out.push_back(describe(*L, Order, Index, SE));
  json::Object Doc;
  Doc["blocks"] = static_cast<int64_t>(Index.size());
  Doc["loops"] = std::move(Out);
  std::string Text;
  raw_string_ostream OS(Text);
  OS << json::Value(std::move(Doc));
  *Json = LLVMCreateMessage(OS.str().c_str());
  return static_cast<long long>(Loops.size());
}

} // extern "C"
