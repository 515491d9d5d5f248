//===- EvictPolicy.cpp - the model input and the legal answer of one eviction question ---===//
//
// A line-by-line port of the Python side's arithmetic (passes/regalloc/features.py: to_model_input,
// enforce_mask; policies.py: mimic_index), so that a question answered here gets the same index as through
// LLVM's FIFOs and the Python host. Keep the two in step: test_native_regalloc.py compares them question by
// question.
//===----------------------------------------------------------------------===//
#include "EvictPolicy.h"

#include <cfloat>
#include <cmath>
#include <cstring>
#include <limits>

namespace mlbridge {
namespace regalloc {

const char *const FeatureNames[NumFeatures] = {
    "mask", "is_free", "nr_urgent", "nr_broken_hints", "is_hint", "is_local", "nr_rematerializable",
    "nr_defs_and_uses", "weighed_reads_by_max", "weighed_writes_by_max", "weighed_read_writes_by_max",
    "weighed_indvars_by_max", "hint_weights_by_max", "start_bb_freq_by_max", "end_bb_freq_by_max",
    "hottest_bb_freq_by_max", "liverange_size", "use_def_density", "max_stage", "min_stage", "progress"};

namespace {
enum Column : size_t { Mask = 0, IsFree = 1, NrUrgent = 2, NrBrokenHints = 3, IsHint = 4, UseDefDensity = 17 };
constexpr size_t Progress = NumFeatures - 1;
constexpr size_t ProgressColumn = 2 * NumPerPosition, IsSelfColumn = ProgressColumn + 1,
                 PositionColumn = ProgressColumn + 2;

float finite(float V, float NaN, float PosInf, float NegInf) {
  if (std::isnan(V))
    return NaN;
  if (std::isinf(V))
    return V > 0 ? PosInf : NegInf;
  return V;
}
} // namespace

bool isIntFeature(size_t F) { return F == 0 || F == 1 || F == 4 || F == 5 || F == 18 || F == 19; }
size_t featureCount(size_t F) { return F == Progress ? 1 : NumPositions; }
size_t featureBytes(size_t F) { return featureCount(F) * (isIntFeature(F) ? sizeof(int64_t) : sizeof(float)); }

float Question::at(size_t F, size_t Pos) const {
  if (isIntFeature(F))
    return static_cast<float>(static_cast<const int64_t *>(Tensors[F])[Pos]);
  return static_cast<const float *>(Tensors[F])[Pos];
}

bool Question::legal(size_t Pos) const { return at(Mask, Pos) > 0.5f; }

size_t Question::legalCount() const {
  size_t N = 0;
  for (size_t I = 0; I < NumPositions; ++I)
    N += legal(I);
  return N;
}

void modelInput(const Question &Q, float *Out) {
  const float Progressed = Q.at(Progress, 0);
  for (size_t Row = 0; Row < NumPositions; ++Row) {
    float *R = Out + Row * NumColumns;
    for (size_t F = 0; F < NumPerPosition; ++F) {
      R[F] = Q.at(F, Row);
      R[NumPerPosition + F] = Q.at(F, NoEvict);
    }
    R[ProgressColumn] = Progressed;
    R[IsSelfColumn] = Row == NoEvict ? 1.0f : 0.0f;
    R[PositionColumn] = static_cast<float>(Row) / static_cast<float>(NoEvict);
    for (size_t C = 0; C < NumColumns; ++C)
      R[C] = finite(R[C], 1.0f, 1.0f, 0.0f); // an unspillable live range's infinite weight, normalized
  }
}

size_t mimicIndex(const float *X) {
  auto Cell = [X](size_t Row, size_t Col) { return X[Row * NumColumns + Col]; };
  bool Mask[NumPositions];
  for (size_t I = 0; I < NumPositions; ++I)
    Mask[I] = Cell(I, Column::Mask) > 0.5f;
  auto Urgent = [&](size_t I) { return Cell(I, NrUrgent) > 0.0f; };
  auto Hints = [&](size_t I) { return static_cast<double>(Cell(I, NrBrokenHints)) + (Urgent(I) ? 10.0 : 0.0); };
  auto Weight = [&](size_t I) { return static_cast<double>(Cell(I, UseDefDensity)); };
  const double Own = Mask[NoEvict] ? Weight(NoEvict) : std::numeric_limits<double>::infinity();
  size_t Best = NumPositions;
  double BestHints = std::numeric_limits<double>::infinity(), BestWeight = BestHints;
  for (size_t I = 0; I < NoEvict; ++I) {
    bool Qualifies = Mask[I] && (Cell(I, IsFree) > 0.5f || Urgent(I) || Weight(I) < Own);
    if (!Qualifies)
      continue;
    double H = Hints(I), W = Weight(I);
    if (H < BestHints || (H == BestHints && W < BestWeight)) {
      Best = I;
      BestHints = H;
      BestWeight = W;
      if (Cell(I, IsHint) > 0.5f)
        break;
    }
  }
  if (Best < NumPositions)
    return Best;
  if (Mask[NoEvict])
    return NoEvict;
  // LLVM must evict (an unspillable live range): the cheapest legal register, by hints, weight, position.
  for (size_t I = 0; I < NoEvict; ++I) {
    if (!Mask[I])
      continue;
    if (Best == NumPositions || Hints(I) < Hints(Best) || (Hints(I) == Hints(Best) && Weight(I) < Weight(Best)))
      Best = I;
  }
  return Best == NumPositions ? NoEvict : Best;
}

Choice choose(const Question &Q, const float *Scores, size_t Default) {
  // numpy: where(mask, nan_to_num(scores, nan=-inf), -inf); nan_to_num also turns +-inf into +-DBL_MAX.
  const double NegInf = -std::numeric_limits<double>::infinity();
  size_t Best = 0;
  double BestScore = NegInf;
  bool Any = false;
  for (size_t I = 0; I < NumPositions; ++I) {
    double S = NegInf;
    if (Q.legal(I)) {
      double V = Scores[I];
      S = std::isnan(V) ? NegInf : std::isinf(V) ? (V > 0 ? DBL_MAX : -DBL_MAX) : V;
    }
    if (!Any || S > BestScore) {
      Best = I;
      BestScore = S;
      Any = true;
    }
  }
  Choice C;
  if (BestScore == NegInf) {
    C.Index = Default;
    C.Corrected = true;
    return C;
  }
  C.Index = Best;
  C.Proposed = static_cast<int64_t>(Best);
  return C;
}

Choice chooseIndex(const Question &Q, int64_t Proposed, size_t Default) {
  Choice C;
  C.Proposed = Proposed;
  if (Proposed >= 0 && Proposed < static_cast<int64_t>(NumPositions) && Q.legal(static_cast<size_t>(Proposed))) {
    C.Index = static_cast<size_t>(Proposed);
    return C;
  }
  C.Index = Default;
  C.Corrected = true;
  return C;
}

} // namespace regalloc
} // namespace mlbridge
