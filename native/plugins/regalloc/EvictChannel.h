//===- EvictChannel.h - LLVM's interactive eviction channel, answered by a thread of this process ---===//
//
// LLVM 22 computes its eviction features only inside lib/CodeGen (MLRegAllocEvictAdvisor: RAGreedy's stages,
// cascades and queue size are private to it), and hands them only to an MLModelRunner it creates itself: a
// compiled-in model, or the interactive runner, which writes each question to <base>.out and reads the answer
// from <base>.in. An EvictChannel is such a channel inside one process: two pipes (no FIFOs on disk, so no open
// ever blocks), reached by LLVM through two links in a private temporary folder to /proc/self/fd, and a thread
// that reads each question, asks the Answerer and writes the index back. The folder and the extra pipe ends are
// removed as soon as LLVM has opened its ends (release()); the thread ends when LLVM closes them.
//
// The thread always answers (LLVM would otherwise wait forever): an Answerer never fails, and a question this
// channel cannot read gets position 32 (or the first legal one) and a protocol error (protocolError()).
//===----------------------------------------------------------------------===//
#ifndef MLBRIDGE_REGALLOC_EVICTCHANNEL_H
#define MLBRIDGE_REGALLOC_EVICTCHANNEL_H

#include "EvictPolicy.h"

#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

namespace mlbridge {
namespace regalloc {

class EvictChannel {
public:
  /// Answers one question of function \p Context (LLVM's name for it) with the index LLVM gets.
  using Answerer = std::function<size_t(const std::string &Context, const Question &Q)>;

  /// A channel answered by \p Fn: the pipes, the links and the thread; null and \p Err (one line) on failure.
  static std::unique_ptr<EvictChannel> create(Answerer Fn, std::string &Err);
  ~EvictChannel();
  EvictChannel(const EvictChannel &) = delete;
  EvictChannel &operator=(const EvictChannel &) = delete;

  /// The value for -regalloc-evict-interactive-channel-base (LLVM appends .in and .out).
  const std::string &base() const { return Base; }
  /// LLVM has opened both files: remove the links and the folder, and close this side's copies of LLVM's ends.
  void release();
  /// The first question this channel could not read ("" if none).
  std::string protocolError() const;

private:
  EvictChannel() = default;
  void run();
  void fail(const std::string &Why);

  Answerer Fn;
  std::string Dir, Base;
  int FeaturesRead = -1, FeaturesWrite = -1; ///< LLVM writes questions into FeaturesWrite (its own copy)
  int AnswersRead = -1, AnswersWrite = -1;   ///< LLVM reads answers from AnswersRead (its own copy)
  bool Released = false;
  std::thread Thread;
  mutable std::mutex Lock;
  std::string Error;
};

} // namespace regalloc
} // namespace mlbridge

#endif // MLBRIDGE_REGALLOC_EVICTCHANNEL_H
