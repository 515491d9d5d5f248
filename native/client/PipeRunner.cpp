//===- PipeRunner.cpp - a model in another process, over named pipes ---------===//
//
// Wire formats (byte for byte those of mlbridge_llvm.wire and the SerDes in mlbridge_llvm.serdes):
//   mlcb (ML-Compiler-Bridge): every message is an 8-byte little-endian length, then the payload.
//     bitstream request: {"features":[{"name":..,"port":I,"shape":[..],"type":".."},..]}\n + raw tensors + \n
//     bitstream answer:  the advice's raw bytes (exactly advice().bytes())
//     JSON request:      {"name":value,..} (a [1]-shaped tensor as a plain number, others as nested lists)
//     JSON answer:       {"out":value} (a number or a list of numbers)
//   mlgo (LLVM's interactive mode, InteractiveModelRunner + TrainingLogger): no length prefix; the header line
//     {"features":[..],"advice":{..}} once, then per query {"context":"f"} lines when the context changed,
//     {"observation":N} (numbered per context from 0, as LLVM does), the raw tensors in header order and \n;
//     the answer is exactly the advice's raw bytes.
// The model side creates BASE.in (model -> compiler) and BASE.out (compiler -> model); the compiler opens
// BASE.in for reading, then BASE.out for writing. Both ends are non-blocking and every wait is a poll() bounded by
// PipeOptions::TimeoutSeconds, so a model that never comes, stalls or dies is an error, never a hang. SIGPIPE is
// blocked in the calling thread while writing (and a SIGPIPE raised by our write is consumed), so a dead model is
// an EPIPE error instead of the signal killing the compiler; the process's SIGPIPE disposition is not touched.
//===----------------------------------------------------------------------===//
#include "PipeRunner.h"
#include "Json.h"

#include <cerrno>
#include <charconv>
#include <climits>
#include <cmath>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <limits>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "the pipe wire formats are little-endian; this host is not"
#endif

namespace mlbridge {
namespace {

/// Bound on a JSON answer (as mlbridge_llvm.wire.DEFAULT_MAX_ANSWER): a larger length prefix is garbage.
constexpr uint64_t MaxJsonAnswer = 64ull << 20;

double now() {
  timespec T;
  clock_gettime(CLOCK_MONOTONIC, &T);
  return static_cast<double>(T.tv_sec) + static_cast<double>(T.tv_nsec) * 1e-9;
}

/// Milliseconds left before \p Deadline for poll(): -1 if infinite, 0 if passed.
int msLeft(double Deadline) {
  if (std::isinf(Deadline))
    return -1;
  double Left = (Deadline - now()) * 1000.0;
  if (Left <= 0)
    return 0;
  return Left >= static_cast<double>(INT_MAX) ? INT_MAX : static_cast<int>(std::ceil(Left));
}

void sleepMicros(long Us) {
  timespec T{Us / 1000000, (Us % 1000000) * 1000};
  nanosleep(&T, nullptr);
}

std::string numberText(double V) {
  char Buf[40];
  auto R = std::to_chars(Buf, Buf + sizeof(Buf), V);
  return std::string(Buf, R.ptr);
}

/// Blocks SIGPIPE in this thread while alive; consume() swallows the SIGPIPE our failed write raised.
class SigpipeBlock {
public:
  SigpipeBlock() {
    sigemptyset(&Pipe);
    sigaddset(&Pipe, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &Pipe, &Old);
    sigset_t Pending;
    sigemptyset(&Pending);
    sigpending(&Pending);
    WasPending = sigismember(&Pending, SIGPIPE) == 1;
  }
  void consume() {
    if (WasPending)
      return; // not ours: leave it for the program
    timespec Zero{0, 0};
    while (sigtimedwait(&Pipe, nullptr, &Zero) < 0 && errno == EINTR) {
    }
  }
  ~SigpipeBlock() { pthread_sigmask(SIG_SETMASK, &Old, nullptr); }

private:
  sigset_t Pipe, Old;
  bool WasPending = false;
};

bool sameSpec(const TensorSpec &A, const TensorSpec &B) {
  return A.Name == B.Name && A.Type == B.Type && A.Shape == B.Shape;
}

std::string shapeText(const std::vector<int64_t> &Shape) {
  std::string S = "[";
  for (size_t I = 0; I < Shape.size(); ++I)
    S += (I ? "," : "") + std::to_string(Shape[I]);
  return S + "]";
}

std::string specText(const TensorSpec &S) {
  return "'" + S.Name + "' (" + dtypeName(S.Type) + shapeText(S.Shape) + " = " + std::to_string(S.bytes()) +
         " bytes)";
}

/// {"name":..,"port":..,"shape":[..],"type":".."} as LLVM's TensorSpec::toJSON and Python's TensorSpec.to_json.
bool appendSpec(std::string &Out, const TensorSpec &S, size_t Port) {
  Out += "{\"name\":";
  if (!json::appendString(Out, S.Name, /*AsciiOnly=*/true))
    return false;
  Out += ",\"port\":" + std::to_string(Port) + ",\"shape\":[";
  for (size_t I = 0; I < S.Shape.size(); ++I) {
    if (I)
      Out += ',';
    json::appendInt(Out, S.Shape[I]);
  }
  Out += "],\"type\":\"";
  Out += dtypeName(S.Type);
  Out += "\"}";
  return true;
}

/// One element of a tensor as JSON (false for a non-finite real). A float is written as Python's JSON SerDes
/// (orjson) writes it: inside a list in its shortest float form ("0.1"), alone as its exact double value
/// ("0.10000000149011612", what numpy's .item() gives); both read back as the same float.
bool appendElement(std::string &Out, DType T, const unsigned char *Data, size_t I, bool InList) {
  switch (T) {
  case DType::Int32: {
    int32_t V;
    std::memcpy(&V, Data + 4 * I, 4);
    json::appendInt(Out, V);
    return true;
  }
  case DType::Int64: {
    int64_t V;
    std::memcpy(&V, Data + 8 * I, 8);
    json::appendInt(Out, V);
    return true;
  }
  case DType::Float: {
    float V;
    std::memcpy(&V, Data + 4 * I, 4);
    return InList ? json::appendFloat(Out, V) : json::appendDouble(Out, static_cast<double>(V));
  }
  case DType::Double: {
    double V;
    std::memcpy(&V, Data + 8 * I, 8);
    return json::appendDouble(Out, V);
  }
  case DType::Bool:
    Out += Data[I] ? "true" : "false";
    return true;
  }
  return false;
}

/// Nested lists over the shape's dimensions from \p Dim on (numpy's tolist()); \p Next is the running element.
bool appendNested(std::string &Out, const TensorSpec &S, const unsigned char *Data, size_t Dim, size_t &Next,
                  size_t &Bad) {
  if (Dim == S.Shape.size()) {
    if (!appendElement(Out, S.Type, Data, Next, /*InList=*/true)) {
      Bad = Next;
      return false;
    }
    ++Next;
    return true;
  }
  Out += '[';
  int64_t N = S.Shape[Dim] > 0 ? S.Shape[Dim] : 0;
  for (int64_t I = 0; I < N; ++I) {
    if (I)
      Out += ',';
    if (!appendNested(Out, S, Data, Dim + 1, Next, Bad))
      return false;
  }
  Out += ']';
  return true;
}

void flattenNumbers(const json::Value &V, std::vector<const json::Value *> &Out) {
  if (V.K == json::Value::Array) {
    for (const json::Value &I : V.Items)
      flattenNumbers(I, Out);
    return;
  }
  Out.push_back(&V);
}

std::string excerpt(const std::string &S) {
  std::string E;
  for (size_t I = 0; I < S.size() && I < 60; ++I) {
    unsigned char C = static_cast<unsigned char>(S[I]);
    E += (C >= 0x20 && C < 0x7F) ? static_cast<char>(C) : '?';
  }
  return S.size() > 60 ? E + "..." : E;
}

} // namespace

PipeRunner::PipeRunner(std::vector<TensorSpec> In, TensorSpec Adv, std::string InPath, std::string OutPath,
                       const PipeOptions &Options, bool AdviceDeclared)
    : ModelRunner(std::move(In), std::move(Adv)), InPath(std::move(InPath)), OutPath(std::move(OutPath)),
      Options(Options), AdviceDeclared(AdviceDeclared) {
  // Open the channel now, as LLVM's InteractiveModelRunner and ML-Compiler-Bridge's PipeModelRunner do in their
  // constructors: a compilation that asks nothing still connects, and the model side sees a session with zero
  // questions end with a clean end of stream instead of waiting for a compiler that never comes.
  std::string Err;
  if (connect(Err)) {
    // mlgo with the features declared up front (the C++ API, LLVM's way): the header goes now, as LLVM sends it.
    if (Options.Dialect == MLB_DIALECT_MLGO && Options.Serdes == MLB_SERDES_BITSTREAM && !Inputs.empty() &&
        !sendMlgoHeader(deadline(), Err))
      Failed = Err;
    return;
  }
  ConnectError = Err;
  setError(Err);
}

PipeRunner::~PipeRunner() {
  // mlgo with features populated by name but never asked: send the header, so that the model side still sees a
  // whole session (a header and zero observations). Bounded by the timeout; errors are not reported (nothing asked).
  if (OutFd >= 0 && Failed.empty() && Options.Dialect == MLB_DIALECT_MLGO && !HeaderSent && !Inputs.empty()) {
    std::string Err;
    sendMlgoHeader(deadline(), Err);
  }
  if (OutFd >= 0)
    close(OutFd);
  if (InFd >= 0)
    close(InFd);
}

bool PipeRunner::sendMlgoHeader(double Deadline, std::string &Err) {
  if (Advice.Name.empty())
    Advice.Name = "advice";
  std::string Head;
  if (!buildBitstreamHeader(Head, Err))
    return false;
  HeaderSent = true;
  HeaderSpecs = Inputs;
  Head += PendingLines;
  PendingLines.clear();
  if (!writeParts({{Head.data(), Head.size()}}, Deadline, Err)) {
    Failed = Err;
    return false;
  }
  return true;
}

void PipeRunner::switchContext(const std::string &Name) {
  if (Options.Dialect != MLB_DIALECT_MLGO)
    return;
  std::string Line = "{\"context\":";
  if (!json::appendString(Line, Name, /*AsciiOnly=*/true)) {
    std::string Clean = Name; // not UTF-8: keep the ASCII part
    for (char &C : Clean)
      if (static_cast<unsigned char>(C) >= 0x80)
        C = '?';
    json::appendString(Line, Clean, true);
  }
  PendingLines += Line + "}\n";
  Context = Name;
}

bool PipeRunner::declareAdvice(TensorSpec Spec, std::string &Err) {
  if (Spec.Name.empty())
    Spec.Name = "advice";
  if (HeaderSent && !sameSpec(Spec, Advice)) {
    Err = "the mlgo header already fixed the advice as " + specText(Advice);
    return false;
  }
  setAdvice(std::move(Spec));
  AdviceDeclared = true;
  AnyLength = false;
  return true;
}

void PipeRunner::expectAdvice(DType T, bool AnyCount) {
  if (adviceFixed())
    return;
  AnyLength = AnyCount && Options.Dialect == MLB_DIALECT_MLCB;
  setAdvice(TensorSpec{Advice.Name.empty() ? std::string("advice") : Advice.Name, T, {1}});
}

double PipeRunner::deadline() const {
  return Options.TimeoutSeconds > 0 ? now() + Options.TimeoutSeconds : std::numeric_limits<double>::infinity();
}

std::string PipeRunner::timeoutText() const { return "timed out after " + numberText(Options.TimeoutSeconds) + "s"; }

bool PipeRunner::connect(std::string &Err) {
  double D = deadline();
  for (const std::string *Path : {&InPath, &OutPath}) {
    struct stat St;
    while (stat(Path->c_str(), &St) != 0) {
      if (errno != ENOENT) {
        Err = "cannot stat " + *Path + ": " + std::strerror(errno);
        return false;
      }
      if (msLeft(D) == 0) {
        Err = timeoutText() + " waiting for the model side to create " + *Path;
        return false;
      }
      sleepMicros(2000);
    }
    if (!S_ISFIFO(St.st_mode)) {
      Err = *Path + " exists and is not a FIFO";
      return false;
    }
  }
  // A non-blocking open of a read end succeeds at once (and lets the model's blocking open for writing complete).
  int In = open(InPath.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (In < 0) {
    Err = "cannot open " + InPath + " for reading: " + std::strerror(errno);
    return false;
  }
  int Out;
  long Pause = 50;
  while ((Out = open(OutPath.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC)) < 0) {
    if (errno == EINTR)
      continue;
    if (errno != ENXIO) { // ENXIO: no reader yet
      Err = "cannot open " + OutPath + " for writing: " + std::strerror(errno);
      close(In);
      return false;
    }
    if (msLeft(D) == 0) {
      Err = timeoutText() + " waiting for the model to open " + OutPath + " (is the model side running?)";
      close(In);
      return false;
    }
    sleepMicros(Pause); // the model may be blocked in open() waiting for us: keep the first pauses short
    Pause = Pause < 2000 ? Pause * 2 : 2000;
  }
#ifdef F_SETPIPE_SZ
  fcntl(Out, F_SETPIPE_SZ, 1 << 20); // fewer wake-ups for big requests; the default size works too
#endif
  InFd = In;
  OutFd = Out;
  return true;
}

bool PipeRunner::writeParts(const std::vector<std::pair<const void *, size_t>> &Parts, double Deadline,
                            std::string &Err) {
  std::vector<iovec> Iov;
  Iov.reserve(Parts.size());
  for (const auto &P : Parts)
    if (P.second)
      Iov.push_back(iovec{const_cast<void *>(P.first), P.second});
  SigpipeBlock Block;
  size_t I = 0;
  while (I < Iov.size()) {
    int Count = static_cast<int>(std::min<size_t>(Iov.size() - I, IOV_MAX));
    ssize_t W = writev(OutFd, Iov.data() + I, Count);
    if (W >= 0) {
      size_t N = static_cast<size_t>(W);
      while (N && I < Iov.size()) {
        if (N >= Iov[I].iov_len) {
          N -= Iov[I].iov_len;
          ++I;
        } else {
          Iov[I].iov_base = static_cast<char *>(Iov[I].iov_base) + N;
          Iov[I].iov_len -= N;
          N = 0;
        }
      }
      continue;
    }
    if (errno == EINTR)
      continue;
    if (errno == EPIPE) {
      Block.consume();
      Err = "the model closed " + OutPath + " while we were writing (did it exit?)";
      return false;
    }
    if (errno != EAGAIN && errno != EWOULDBLOCK) {
      Err = "cannot write to " + OutPath + ": " + std::strerror(errno);
      return false;
    }
    int Ms = msLeft(Deadline);
    if (Ms == 0) {
      Err = timeoutText() + " writing to " + OutPath + " (the model is not reading)";
      return false;
    }
    pollfd P{OutFd, POLLOUT, 0};
    poll(&P, 1, Ms);
  }
  return true;
}

bool PipeRunner::readExact(void *Buf, size_t N, double Deadline, const char *What, std::string &Err) {
  unsigned char *B = static_cast<unsigned char *>(Buf);
  size_t Got = 0;
  while (Got < N) {
    ssize_t R = read(InFd, B + Got, N - Got);
    if (R > 0) {
      Got += static_cast<size_t>(R);
      continue;
    }
    if (R < 0 && errno == EINTR)
      continue;
    if (R < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {
      Err = "cannot read from " + InPath + ": " + std::strerror(errno);
      return false;
    }
    if (R == 0) {
      // No writer. End of stream once a writer has come and gone (POLLHUP); before any writer it means "wait".
      pollfd P{InFd, POLLIN, 0};
      if (poll(&P, 1, 0) > 0 && (P.revents & POLLHUP) && !(P.revents & POLLIN)) {
        Err = "the model closed " + InPath + (Got ? " in the middle of its answer" : " before answering") +
              " (did it exit?)";
        return false;
      }
    }
    int Ms = msLeft(Deadline);
    if (Ms == 0) {
      Err = timeoutText() + " " + What + " on " + InPath;
      return false;
    }
    pollfd P{InFd, POLLIN, 0};
    poll(&P, 1, Ms);
  }
  return true;
}

bool PipeRunner::checkLeftover(const char *Where, std::string &Err) {
  unsigned char C;
  ssize_t R;
  do
    R = read(InFd, &C, 1);
  while (R < 0 && errno == EINTR);
  if (R > 0) {
    Err = std::string("the model sent more bytes than asked on ") + InPath + " " + Where +
          "; the channel is out of step";
    return false;
  }
  return true; // nothing readable, or end of stream (reported when an answer is awaited)
}

bool PipeRunner::buildBitstreamHeader(std::string &Out, std::string &Err) const {
  Out = "{\"features\":[";
  for (size_t I = 0; I < Inputs.size(); ++I) {
    if (I)
      Out += ',';
    if (!appendSpec(Out, Inputs[I], I)) {
      Err = "feature name '" + Inputs[I].Name + "' is not valid UTF-8";
      return false;
    }
  }
  Out += "]";
  if (Options.Dialect == MLB_DIALECT_MLGO) {
    Out += ",\"advice\":";
    if (!appendSpec(Out, Advice, 0)) {
      Err = "advice name '" + Advice.Name + "' is not valid UTF-8";
      return false;
    }
  }
  Out += "}\n";
  return true;
}

bool PipeRunner::buildJsonRequest(std::string &Out, std::string &Err) const {
  Out = "{";
  for (size_t I = 0; I < Inputs.size(); ++I) {
    const TensorSpec &S = Inputs[I];
    if (I)
      Out += ',';
    if (!json::appendString(Out, S.Name, /*AsciiOnly=*/false)) {
      Err = "feature name '" + S.Name + "' is not valid UTF-8";
      return false;
    }
    Out += ':';
    const unsigned char *Data = Buffers[I].data();
    bool Scalar = S.Shape.empty() || (S.Shape.size() == 1 && S.Shape[0] == 1);
    size_t Next = 0, Bad = 0;
    bool Ok = Scalar ? appendElement(Out, S.Type, Data, 0, false) : appendNested(Out, S, Data, 0, Next, Bad);
    if (!Ok) {
      Err = "feature '" + S.Name + "' element " + std::to_string(Bad) +
            " is not finite, which JSON cannot carry (use the bitstream SerDes)";
      return false;
    }
  }
  Out += "}";
  return true;
}

bool PipeRunner::evaluateImpl(std::string &Err) {
  const std::string Chan = InPath.size() > 3 ? InPath.substr(0, InPath.size() - 3) : InPath;
  if (Options.Dialect != MLB_DIALECT_MLCB && Options.Dialect != MLB_DIALECT_MLGO) {
    Err = "pipe runner: unknown dialect " + std::to_string(static_cast<int>(Options.Dialect));
    return false;
  }
  if (Options.Serdes != MLB_SERDES_BITSTREAM && Options.Serdes != MLB_SERDES_JSON) {
    Err = "pipe runner: unknown SerDes " + std::to_string(static_cast<int>(Options.Serdes));
    return false;
  }
  if (Options.Dialect == MLB_DIALECT_MLGO) {
    if (Options.Serdes != MLB_SERDES_BITSTREAM) {
      Err = "pipe runner: the mlgo dialect (LLVM's interactive mode) is bitstream only";
      return false;
    }
    if (Inputs.empty()) {
      Err = "pipe runner " + Chan +
            ": mlgo needs its inputs declared up front (LLVM's interactive mode sends them in its header): "
            "declare or populate every feature before the first evaluation";
      return false;
    }
    if (HeaderSent) {
      bool Same = Inputs.size() == HeaderSpecs.size();
      for (size_t I = 0; Same && I < Inputs.size(); ++I)
        Same = sameSpec(Inputs[I], HeaderSpecs[I]);
      if (!Same) {
        Err = "pipe runner " + Chan + ": the inputs differ from the ones the mlgo header declared (" +
              std::to_string(HeaderSpecs.size()) + " features); mlgo fixes them at the first evaluation";
        return false;
      }
    }
  }
  if (!ConnectError.empty()) { // the connection made at creation failed: that is the reason, every time
    Err = ConnectError;
    return false;
  }
  if (!Failed.empty()) {
    Err = "pipe runner " + Chan + ": channel unusable after an earlier error: " + Failed;
    return false;
  }
  bool Fatal = false;
  bool Ok = Options.Dialect == MLB_DIALECT_MLGO ? exchangeMlgo(Err, Fatal) : exchangeMlcb(Err, Fatal);
  if (!Ok && Fatal)
    Failed = Err;
  return Ok;
}

bool PipeRunner::exchangeMlcb(std::string &Err, bool &Fatal) {
  double D = deadline();
  Fatal = true; // until the answer has been read whole
  if (!checkLeftover("after its previous answer (found before sending the next request)", Err))
    return false;
  const bool Bitstream = Options.Serdes == MLB_SERDES_BITSTREAM;
  std::string Payload;
  std::vector<std::pair<const void *, size_t>> Parts;
  unsigned char Len[8];
  Parts.push_back({Len, 8});
  uint64_t Size;
  if (Bitstream) {
    if (!buildBitstreamHeader(Payload, Err)) {
      Fatal = false;
      return false;
    }
    Size = Payload.size() + 1;
    Parts.push_back({Payload.data(), Payload.size()});
    for (size_t I = 0; I < Inputs.size(); ++I) {
      Parts.push_back({Buffers[I].data(), Buffers[I].size()});
      Size += Buffers[I].size();
    }
    Parts.push_back({"\n", 1});
  } else {
    if (!buildJsonRequest(Payload, Err)) {
      Fatal = false;
      return false;
    }
    Size = Payload.size();
    Parts.push_back({Payload.data(), Payload.size()});
  }
  for (int I = 0; I < 8; ++I)
    Len[I] = static_cast<unsigned char>(Size >> (8 * I));
  if (!writeParts(Parts, D, Err))
    return false;

  if (!readExact(Len, 8, D, "waiting for the model's answer", Err))
    return false;
  uint64_t N = 0;
  for (int I = 0; I < 8; ++I)
    N |= static_cast<uint64_t>(Len[I]) << (8 * I);
  if (Bitstream && AnyLength) { // evaluate(T *&, size_t &) without a declared advice: any whole number of T
    const size_t Size = dtypeSize(Advice.Type);
    if (N % Size != 0 || N > MaxJsonAnswer) {
      Err = "the model announced a " + std::to_string(N) + "-byte answer on " + InPath + "; expected a whole number " +
            "of " + dtypeName(Advice.Type) + " (" + std::to_string(Size) + " bytes each), at most " +
            std::to_string(MaxJsonAnswer) + " bytes";
      return false;
    }
    TensorSpec Spec = Advice;
    Spec.Shape = {static_cast<int64_t>(N / Size)};
    setAdvice(std::move(Spec));
  }
  if (Bitstream) {
    if (N != Advice.bytes()) {
      Err = "the model announced a " + std::to_string(N) + "-byte answer on " + InPath + "; the bitstream advice " +
            specText(Advice) + " is exactly " + std::to_string(Advice.bytes()) + " bytes";
      return false;
    }
    if (!readExact(adviceBuffer(), N, D, "reading the model's answer", Err) ||
        !checkLeftover("after its answer", Err))
      return false;
    Fatal = false;
    return true;
  }
  if (N > MaxJsonAnswer) {
    Err = "the model announced a " + std::to_string(N) + "-byte JSON answer on " + InPath + ", over the limit of " +
          std::to_string(MaxJsonAnswer) + " bytes";
    return false;
  }
  std::string Reply(static_cast<size_t>(N), '\0');
  if (!readExact(&Reply[0], Reply.size(), D, "reading the model's answer", Err) ||
      !checkLeftover("after its answer", Err))
    return false;
  Fatal = false; // a whole answer that does not decode fails only its own query
  return decodeJsonAnswer(Reply, Err);
}

bool PipeRunner::decodeJsonAnswer(const std::string &Reply, std::string &Err) {
  json::Value V;
  std::string Why;
  if (!json::parse(Reply.data(), Reply.size(), V, Why)) {
    Err = "invalid JSON answer on " + InPath + ": " + Why + " (answer: " + excerpt(Reply) + ")";
    return false;
  }
  const json::Value *Out = V.get("out");
  if (!Out) {
    Err = "the JSON answer on " + InPath + " must be an object with key \"out\", got: " + excerpt(Reply);
    return false;
  }
  std::vector<const json::Value *> Items;
  flattenNumbers(*Out, Items);
  // Convert every element first (a bad one is named by its index), then check the count against the advice, as
  // the Python runners do (TensorSpec.conform): an answer of another length is an error, never reshaped or padded.
  const size_t Size = dtypeSize(Advice.Type);
  std::vector<unsigned char> Values(Items.size() * Size);
  for (size_t I = 0; I < Items.size(); ++I) {
    bool Ok = false;
    unsigned char *At = Values.data() + I * Size;
    switch (Advice.Type) {
    case DType::Int32: {
      int32_t X;
      if ((Ok = json::toInt32(*Items[I], X, Why)))
        std::memcpy(At, &X, 4);
      break;
    }
    case DType::Int64: {
      int64_t X;
      if ((Ok = json::toInt64(*Items[I], X, Why)))
        std::memcpy(At, &X, 8);
      break;
    }
    case DType::Float: {
      float X;
      if ((Ok = json::toFloat(*Items[I], X, Why)))
        std::memcpy(At, &X, 4);
      break;
    }
    case DType::Double: {
      double X;
      if ((Ok = json::toDouble(*Items[I], X, Why)))
        std::memcpy(At, &X, 8);
      break;
    }
    case DType::Bool: { // true/false, or the numbers 0 and 1
      int64_t X = 0;
      if (Items[I]->K == json::Value::Bool)
        X = Items[I]->B, Ok = true;
      else if ((Ok = json::toInt64(*Items[I], X, Why)) && X != 0 && X != 1) {
        Ok = false;
        Why = std::to_string(X) + " is neither 0 nor 1";
      }
      if (Ok)
        *At = static_cast<unsigned char>(X);
      break;
    }
    }
    if (!Ok) {
      Err = "JSON answer on " + InPath + ": element " + std::to_string(I) + " is not a " +
            (Advice.Type == DType::Bool ? "bool (true, false, 0 or 1)" : dtypeName(Advice.Type)) + ": " + Why;
      return false;
    }
  }
  if (AnyLength) { // mlb_evaluate_vector without a declared advice: the answer says how long it is
    TensorSpec Spec = Advice;
    Spec.Shape = {static_cast<int64_t>(Items.size())};
    setAdvice(std::move(Spec));
  } else if (Items.size() != Advice.count()) {
    Err = "JSON answer on " + InPath + " has " + std::to_string(Items.size()) + " element" +
          (Items.size() == 1 ? "" : "s") + "; the advice " + specText(Advice) + " has exactly " +
          std::to_string(Advice.count()) + " (answer: " + excerpt(Reply) + ")";
    return false;
  }
  if (!Values.empty())
    std::memcpy(adviceBuffer(), Values.data(), Values.size());
  return true;
}

bool PipeRunner::exchangeMlgo(std::string &Err, bool &Fatal) {
  double D = deadline();
  Fatal = true;
  if (!checkLeftover("after its previous answer (found before sending the next observation)", Err))
    return false;
  std::string Head;
  if (!HeaderSent) {
    if (Advice.Name.empty())
      Advice.Name = "advice";
    if (!buildBitstreamHeader(Head, Err)) {
      Fatal = false;
      return false;
    }
    HeaderSent = true;
    HeaderSpecs = Inputs;
  }
  Head += PendingLines;
  PendingLines.clear();
  auto It = ObservationIDs.find(Context);
  int64_t Id = It == ObservationIDs.end() ? (ObservationIDs[Context] = 0) : ++It->second;
  Head += "{\"observation\":" + std::to_string(Id) + "}\n";
  std::vector<std::pair<const void *, size_t>> Parts;
  Parts.push_back({Head.data(), Head.size()});
  for (size_t I = 0; I < Inputs.size(); ++I)
    Parts.push_back({Buffers[I].data(), Buffers[I].size()});
  Parts.push_back({"\n", 1});
  if (!writeParts(Parts, D, Err))
    return false;
  if (!readExact(adviceBuffer(), Advice.bytes(), D, "waiting for the model's answer", Err))
    return false;
  if (!checkLeftover(("after its answer (more than the advice " + specText(Advice) + ")").c_str(), Err))
    return false;
  Fatal = false;
  return true;
}

std::unique_ptr<PipeRunner> createPipeRunnerOnPaths(std::vector<TensorSpec> Inputs, TensorSpec Advice,
                                                    const std::string &InPath, const std::string &OutPath,
                                                    const PipeOptions &Options, bool AdviceDeclared) {
  return std::unique_ptr<PipeRunner>(
      new PipeRunner(std::move(Inputs), std::move(Advice), InPath, OutPath, Options, AdviceDeclared));
}

std::unique_ptr<ModelRunner> createPipeRunner(std::vector<TensorSpec> Inputs, TensorSpec Advice,
                                              const std::string &Base, const PipeOptions &Options) {
  return createPipeRunnerOnPaths(std::move(Inputs), std::move(Advice), Base + ".in", Base + ".out", Options, true);
}

} // namespace mlbridge
