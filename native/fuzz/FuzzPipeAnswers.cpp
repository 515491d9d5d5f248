//===- FuzzPipeAnswers.cpp - fuzz target: a model's answers, read by the C API's pipe runner ---===//
//
// libFuzzer-compatible (LLVMFuzzerTestOneInput). The input plays the model side of a real FIFO pair, so the whole
// compiler side is under test: mlcb framing (8-byte length prefixes, limits, leftover bytes), bitstream answers
// (exact sizes), JSON answers (client/Json.cpp and the advice-length check), mlgo answers, the C API's
// conversions, and the runner's state across questions ("channel unusable after an error", the mlgo header
// fixing the advice, observations numbered per context). Input layout:
//
//   byte 0      configuration: bit 0 JSON (else bitstream), bit 1 mlgo (bitstream only), bit 2 mlb_set_advice
//               first, bits 3-4 the advice dtype, bits 5-7 its element count (0..7)
//   bytes 1-4   four calls, one per byte (byte % 8): evaluate int64 / int32 / float / double / vector, switch the
//               context then evaluate int64, declare the advice again (dtype and count from the byte's upper bits),
//               or repopulate a feature with another length (upper bits)
//   bytes 5-    the model's answers: chunks of a 2-byte little-endian length and that many bytes; a length past
//               the end makes the rest the last chunk
//
// A model thread answers as a real model does: it reads each whole request (mlcb: by its length prefix; mlgo: up
// to the observation line, then the tensors and "\n"), then writes the next chunk; after the last chunk it closes
// its end (the runner then sees the end of the stream at once). A chunk too short for the runner costs it its
// timeout (1 ms); one too long is a leftover the runner must notice. Properties besides "no crash, no leak, no
// undefined behaviour": mlb_last_error() is one line, empty after a success and set after a failure; a vector
// answer of a declared advice has its length. The FIFOs live in a fresh folder under $TMPDIR (else /tmp), removed
// at exit.
//===----------------------------------------------------------------------===//
#include "mlbridge/mlbridge.h"

#include <atomic>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <string>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>
#include <utility>
#include <vector>

namespace {

/// All chunks together must fit in the FIFO's buffer (64 KiB by default), whatever the runner leaves unread.
constexpr size_t MaxStream = 60000;
/// The runner's timeout: how long a chunk too short for it costs.
constexpr double RunnerTimeout = 0.001;

std::string Dir, Base;

void removeFifos() {
  unlink((Base + ".in").c_str());
  unlink((Base + ".out").c_str());
  rmdir(Dir.c_str());
}

bool setUp() {
  const char *Tmp = std::getenv("TMPDIR");
  std::string Template = std::string(Tmp && *Tmp ? Tmp : "/tmp") + "/mlbridge-fuzz-XXXXXX";
  if (!mkdtemp(&Template[0])) {
    std::perror("FuzzPipeAnswers: mkdtemp");
    std::abort();
  }
  Dir = Template;
  Base = Dir + "/ch";
  if (mkfifo((Base + ".in").c_str(), 0600) != 0 || mkfifo((Base + ".out").c_str(), 0600) != 0) {
    std::perror("FuzzPipeAnswers: mkfifo");
    std::abort();
  }
  std::atexit(removeFifos);
  return true;
}

[[noreturn]] void broken(const char *What, const char *Detail) {
  std::fprintf(stderr, "FuzzPipeAnswers: property broken: %s: %s\n", What, Detail);
  std::abort();
}

/// The model side, in its own thread: answers each whole request with the next chunk.
class Model {
public:
  Model(bool Mlgo, std::vector<std::pair<const uint8_t *, size_t>> Chunks) : Mlgo(Mlgo), Chunks(std::move(Chunks)) {
    Out = open((Base + ".out").c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC); // before the runner opens its end
    if (Out < 0 || pipe2(Stop, O_CLOEXEC) != 0) {
      std::perror("FuzzPipeAnswers: model side");
      std::abort();
    }
    Thread = std::thread([this] { run(); });
  }
  ~Model() {
    char C = 0;
    if (write(Stop[1], &C, 1) != 1)
      std::abort();
    Thread.join();
    if (In >= 0)
      close(In);
    close(Out);
    close(Stop[0]);
    close(Stop[1]);
  }
  /// mlgo: bytes of the tensors the next observation carries (the inputs as populated now).
  std::atomic<size_t> TensorBytes{0};

private:
  void run() {
    sigset_t Pipe; // a write to a runner that is gone is EPIPE here, not a SIGPIPE for the process
    sigemptyset(&Pipe);
    sigaddset(&Pipe, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &Pipe, nullptr);
    std::string Buf;
    bool Hup = false;
    while (true) {
      pollfd P[2] = {{Out, static_cast<short>(Hup ? 0 : POLLIN), 0}, {Stop[0], POLLIN, 0}};
      if (poll(P, 2, -1) < 0 && errno != EINTR)
        std::abort();
      if (P[1].revents)
        return; // the calls are done
      char Tmp[4096];
      ssize_t R;
      while ((R = read(Out, Tmp, sizeof Tmp)) > 0)
        Buf.append(Tmp, static_cast<size_t>(R));
      Hup = R == 0; // the runner closed its end: wait for the stop only
      size_t Used;
      while ((Used = wholeRequest(Buf)) != 0) {
        Buf.erase(0, Used);
        answer();
      }
    }
  }

  /// Length of the first whole request in \p B, or 0.
  size_t wholeRequest(const std::string &B) const {
    if (!Mlgo) {
      if (B.size() < 8)
        return 0;
      uint64_t N = 0;
      for (int I = 0; I < 8; ++I)
        N |= static_cast<uint64_t>(static_cast<uint8_t>(B[I])) << (8 * I);
      return B.size() - 8 >= N ? static_cast<size_t>(8 + N) : 0;
    }
    size_t Pos = 0; // header and context lines, then {"observation":N}, the tensors and "\n"
    while (true) {
      size_t End = B.find('\n', Pos);
      if (End == std::string::npos)
        return 0;
      bool Observation = B.compare(Pos, 15, "{\"observation\":") == 0;
      Pos = End + 1;
      if (Observation) {
        size_t Need = Pos + TensorBytes.load() + 1;
        return B.size() >= Need ? Need : 0;
      }
    }
  }

  void answer() {
    if (Done)
      return;
    if (In < 0) {
      In = open((Base + ".in").c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
      if (In < 0 && errno == ENXIO) { // the runner gave up (timed out) and is gone already: nobody to answer
        Done = true;
        return;
      }
      if (In < 0) {
        std::perror("FuzzPipeAnswers: open BASE.in");
        std::abort();
      }
    }
    if (Next < Chunks.size()) {
      const uint8_t *P = Chunks[Next].first;
      size_t N = Chunks[Next].second;
      ++Next;
      while (N) { // fits: all chunks together are below the FIFO's size
        ssize_t W = write(In, P, N);
        if (W < 0 && errno == EINTR)
          continue;
        if (W < 0 && errno == EPIPE) { // the runner gave up and is gone: nobody to answer
          Next = Chunks.size();
          break;
        }
        if (W <= 0) {
          std::perror("FuzzPipeAnswers: write BASE.in");
          std::abort();
        }
        P += W;
        N -= static_cast<size_t>(W);
      }
    }
    if (Next >= Chunks.size()) { // no more answers: end of stream
      close(In);
      In = -1;
      Done = true;
    }
  }

  const bool Mlgo;
  const std::vector<std::pair<const uint8_t *, size_t>> Chunks;
  size_t Next = 0;
  int In = -1, Out = -1, Stop[2] = {-1, -1};
  bool Done = false; // every chunk written (or the runner gone): BASE.in closed
  std::thread Thread;
};

void checkError(mlb_runner *R, int Status) {
  const char *E = mlb_last_error(R);
  if (!E)
    broken("mlb_last_error returned NULL", "");
  if (std::strchr(E, '\n') || std::strchr(E, '\r'))
    broken("error is not one line", E);
  if (Status == 0 && *E)
    broken("error set after a success", E);
  if (Status != 0 && !*E)
    broken("failure without a message", "");
}

mlb_dtype dtypeOf(unsigned Bits) { return static_cast<mlb_dtype>(Bits & 3); }

struct Calls {
  mlb_runner *R;
  Model &M;
  long Declared = -1; // element count of the declared advice, -1 if none
  size_t CountA = 2;  // elements of feature "a" (int64); "b" is one float

  void run(uint8_t Op) {
    M.TensorBytes = CountA * 8 + 4;
    int Status = 0;
    switch (Op & 7) {
    case 0: { int64_t V; Status = mlb_evaluate_int64(R, &V); break; }
    case 1: { int32_t V; Status = mlb_evaluate_int32(R, &V); break; }
    case 2: { float V; Status = mlb_evaluate_float(R, &V); break; }
    case 3: { double V; Status = mlb_evaluate_double(R, &V); break; }
    case 4: {
      double V[8];
      size_t Written = 12345;
      Status = mlb_evaluate_vector(R, V, 8, &Written);
      if (Status == 0 && Declared >= 0 && Written != static_cast<size_t>(Declared))
        broken("vector answer length differs from the declared advice", std::to_string(Written).c_str());
      break;
    }
    case 5: {
      mlb_switch_context(R, (Op & 8) ? "f" : "g");
      int64_t V;
      Status = mlb_evaluate_int64(R, &V);
      break;
    }
    case 6: {
      size_t Count = Op >> 5;
      Status = mlb_set_advice(R, nullptr, dtypeOf(Op >> 3), Count);
      if (Status == 0)
        Declared = static_cast<long>(Count);
      break;
    }
    case 7: {
      const int64_t A[7] = {1, -2, 3, -4, 5, -6, 7};
      Status = mlb_populate_int64(R, "a", A, Op >> 5);
      if (Status == 0)
        CountA = Op >> 5;
      break;
    }
    }
    checkError(R, Status);
  }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  static const bool Ready = setUp();
  (void)Ready;
  if (Size < 5 || Size - 5 > MaxStream)
    return 0;
  const uint8_t Config = Data[0];
  const mlb_serdes Serdes = (Config & 1) ? MLB_SERDES_JSON : MLB_SERDES_BITSTREAM;
  const mlb_dialect Dialect = (Config & 2) && Serdes == MLB_SERDES_BITSTREAM ? MLB_DIALECT_MLGO : MLB_DIALECT_MLCB;
  std::vector<std::pair<const uint8_t *, size_t>> Chunks;
  for (size_t Pos = 5; Pos < Size;) {
    size_t N = Size - Pos >= 2 ? (Data[Pos] | Data[Pos + 1] << 8) : Size;
    Pos += Size - Pos >= 2 ? 2 : 1;
    N = N < Size - Pos ? N : Size - Pos;
    Chunks.push_back({Data + Pos, N});
    Pos += N;
  }

  Model M(Dialect == MLB_DIALECT_MLGO, std::move(Chunks));
  mlb_runner *R = mlb_create_pipe_runner(Base.c_str(), Serdes, Dialect, RunnerTimeout);
  if (!R)
    broken("cannot create the runner", mlb_last_error(nullptr));
  const int64_t A[2] = {1, -2};
  const float B[1] = {0.5f};
  mlb_populate_int64(R, "a", A, 2);
  mlb_populate_float(R, "b", B, 1);
  Calls C{R, M};
  if (Config & 4) {
    size_t Count = Config >> 5;
    if (mlb_set_advice(R, "advice", dtypeOf(Config >> 3), Count) == 0)
      C.Declared = static_cast<long>(Count);
  }
  for (size_t I = 1; I < 5; ++I)
    C.run(Data[I]);
  mlb_destroy_runner(R);
  return 0; // ~Model stops the model thread; the FIFOs' contents go with the last open end
}
