//===- EvictPolicy.h - LLVM 22's eviction question as the kit's model sees it ---===//
//
// What the ML eviction advisor of LLVM 22 (MLRegAllocEvictAdvisor) sends for one question, and the kit's answer to
// it, exactly as the Python side computes them (passes/regalloc/features.py and policies.py), with no LLVM
// dependency:
//   * Question: the 21 tensors of LLVM's interactive protocol, in its order: 20 per-position features of shape
//     [1,33] (mask, is_free, is_hint, is_local, max_stage, min_stage are int64, the rest float) and progress
//     float [1]. Position i < 32 is the i-th register of the allocation order, 32 the live range being allocated
//     ("evict nothing").
//   * modelInput(): the model's float32 [33,43] matrix (to_model_input): per row the 20 features of that position,
//     the 20 of position 32, progress, is_self and position = i/32; NaN and +inf become 1, -inf 0.
//   * choose(): 33 scores -> the masked argmax (enforce_mask: NaN counts as -inf, ties go to the lowest position);
//     no finite legal score -> the LLVM-default-like choice (mimicIndex, policies.mimic_index), marked corrected.
//===----------------------------------------------------------------------===//
#ifndef MLBRIDGE_REGALLOC_EVICTPOLICY_H
#define MLBRIDGE_REGALLOC_EVICTPOLICY_H

#include <cstddef>
#include <cstdint>
#include <string>

namespace mlbridge {
namespace regalloc {

/// Positions in a question: 32 registers of the allocation order and the live range itself.
constexpr size_t NumPositions = 33;
/// The live range being allocated: answering it evicts nothing.
constexpr size_t NoEvict = 32;
/// Per-position features, and all features (those and progress), in LLVM's order.
constexpr size_t NumPerPosition = 20;
constexpr size_t NumFeatures = NumPerPosition + 1;
/// Columns of the model's input matrix.
constexpr size_t NumColumns = 2 * NumPerPosition + 3;

/// LLVM 22's eviction feature names, in the order of its interactive-mode header.
extern const char *const FeatureNames[NumFeatures];
/// True for the features LLVM sends as int64 (the others are float).
bool isIntFeature(size_t Feature);
/// Elements of feature \p Feature (33, or 1 for progress) and its bytes.
size_t featureCount(size_t Feature);
size_t featureBytes(size_t Feature);

/// One question: pointers to LLVM's tensors (valid while the question is answered).
struct Question {
  const void *Tensors[NumFeatures] = {};
  /// Feature \p F at position \p Pos as the model sees it (float32, as numpy's astype would convert it).
  float at(size_t F, size_t Pos) const;
  /// mask[Pos] == 1: a legal answer.
  bool legal(size_t Pos) const;
  size_t legalCount() const;
};

/// The model's input matrix, row-major [NumPositions][NumColumns].
void modelInput(const Question &Q, float *Out);
/// The position LLVM's default advisor would most likely pick, from the model's input matrix (mimic_index).
size_t mimicIndex(const float *Input);

/// A decision: the index LLVM gets, what the model asked for, and how it came about.
struct Choice {
  size_t Index = NoEvict;
  int64_t Proposed = -1; ///< the model's pick (-1: none usable)
  bool Corrected = false; ///< the model's answer was replaced by the default-like choice
};
/// The masked argmax of 33 scores over \p Q's legal positions; \p Default if no legal score is finite or +inf.
Choice choose(const Question &Q, const float *Scores, size_t Default);
/// A single index from a host: kept if legal, else \p Default (corrected).
Choice chooseIndex(const Question &Q, int64_t Proposed, size_t Default);

} // namespace regalloc
} // namespace mlbridge

#endif // MLBRIDGE_REGALLOC_EVICTPOLICY_H
