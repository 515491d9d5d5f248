//===- EvictChannel.cpp - LLVM's interactive eviction channel inside the process ---===//
#include "EvictChannel.h"

#include "Json.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>
#include <vector>

namespace mlbridge {
namespace regalloc {
namespace {

/// Reads LLVM's side of the channel: lines and exact byte counts from a pipe.
class Reader {
public:
  explicit Reader(int Fd) : Fd(Fd) {}

  /// The next line without its '\n'; false at end of file (or a line longer than \p Limit).
  bool line(std::string &Out, size_t Limit = 1 << 20) {
    Out.clear();
    for (;;) {
      for (; Pos < End; ++Pos) {
        if (Buffer[Pos] == '\n') {
          ++Pos;
          return true;
        }
        Out.push_back(Buffer[Pos]);
      }
      if (Out.size() > Limit || !fill())
        return false;
    }
  }

  /// Exactly \p N bytes into \p Out; false at end of file.
  bool exact(unsigned char *Out, size_t N) {
    while (N) {
      if (Pos == End && !fill())
        return false;
      size_t Take = std::min(N, End - Pos);
      std::memcpy(Out, Buffer + Pos, Take);
      Out += Take;
      Pos += Take;
      N -= Take;
    }
    return true;
  }

private:
  bool fill() {
    ssize_t Got;
    do
      Got = ::read(Fd, Buffer, sizeof(Buffer));
    while (Got < 0 && errno == EINTR);
    if (Got <= 0)
      return false;
    Pos = 0;
    End = static_cast<size_t>(Got);
    return true;
  }

  int Fd;
  char Buffer[1 << 16];
  size_t Pos = 0, End = 0;
};

bool writeAll(int Fd, const void *Data, size_t N) {
  const char *P = static_cast<const char *>(Data);
  while (N) {
    ssize_t Put = ::write(Fd, P, N);
    if (Put < 0 && errno == EINTR)
      continue;
    if (Put <= 0)
      return false;
    P += Put;
    N -= static_cast<size_t>(Put);
  }
  return true;
}

void closeFd(int &Fd) {
  if (Fd >= 0)
    ::close(Fd);
  Fd = -1;
}

size_t typeBytes(const std::string &Type) {
  if (Type == "int64_t" || Type == "double" || Type == "uint64_t")
    return 8;
  if (Type == "float" || Type == "int32_t" || Type == "uint32_t")
    return 4;
  if (Type == "int16_t" || Type == "uint16_t")
    return 2;
  if (Type == "int8_t" || Type == "uint8_t")
    return 1;
  return 0;
}

/// The header's features: each one's byte size and where it starts in an observation; whether they are exactly
/// LLVM 22's eviction features (names, types, shapes, order), and where "mask" is if not.
struct Layout {
  std::vector<size_t> Offsets;
  size_t Bytes = 0;
  bool Known = false;
  long MaskFeature = -1;
};

bool readLayout(const std::string &Line, Layout &Out, std::string &Err) {
  json::Value Header;
  if (!json::parse(Line.data(), Line.size(), Header, Err))
    return false;
  const json::Value *Features = Header.get("features");
  if (!Features || Features->K != json::Value::Array) {
    Err = "LLVM's channel header has no \"features\" list";
    return false;
  }
  Out.Known = Features->Items.size() == NumFeatures;
  for (size_t I = 0; I < Features->Items.size(); ++I) {
    const json::Value &F = Features->Items[I];
    const json::Value *Name = F.get("name"), *Type = F.get("type"), *Shape = F.get("shape");
    if (!Name || !Type || !Shape || Name->K != json::Value::String || Type->K != json::Value::String ||
        Shape->K != json::Value::Array) {
      Err = "LLVM's channel header has a malformed feature";
      return false;
    }
    size_t Count = 1;
    for (const json::Value &D : Shape->Items) {
      int64_t N = 0;
      if (!json::toInt64(D, N, Err) || N < 0 || N > (1 << 20)) {
        Err = "LLVM's channel header has a malformed shape";
        return false;
      }
      Count *= static_cast<size_t>(N);
    }
    size_t Bytes = typeBytes(Type->Text) * Count;
    if (!Bytes || Count > (1 << 20)) {
      Err = "LLVM's channel header has a tensor of type " + Type->Text;
      return false;
    }
    if (Name->Text == "mask" && Type->Text == "int64_t" && Count == NumPositions)
      Out.MaskFeature = static_cast<long>(I);
    if (Out.Known && (Name->Text != FeatureNames[I] || Count != featureCount(I) || Bytes != featureBytes(I)))
      Out.Known = false;
    Out.Offsets.push_back(Out.Bytes);
    Out.Bytes += Bytes;
  }
  return true;
}

} // namespace

std::unique_ptr<EvictChannel> EvictChannel::create(Answerer Fn, std::string &Err) {
  std::unique_ptr<EvictChannel> C(new EvictChannel());
  C->Fn = std::move(Fn);
  int Features[2], Answers[2];
  if (::pipe2(Features, O_CLOEXEC) != 0) {
    Err = std::string("cannot create a pipe: ") + std::strerror(errno);
    return nullptr;
  }
  C->FeaturesRead = Features[0];
  C->FeaturesWrite = Features[1];
  if (::pipe2(Answers, O_CLOEXEC) != 0) {
    Err = std::string("cannot create a pipe: ") + std::strerror(errno);
    return nullptr;
  }
  C->AnswersRead = Answers[0];
  C->AnswersWrite = Answers[1];
  const char *Tmp = std::getenv("TMPDIR");
  std::string Template = std::string(Tmp && *Tmp ? Tmp : "/tmp") + "/mlbridge-regalloc-XXXXXX";
  std::vector<char> Path(Template.begin(), Template.end());
  Path.push_back('\0');
  if (!::mkdtemp(Path.data())) {
    Err = "cannot create a private folder in " + Template.substr(0, Template.rfind('/')) + ": " + std::strerror(errno);
    return nullptr;
  }
  C->Dir = Path.data();
  C->Base = C->Dir + "/channel";
  std::string Out = "/proc/self/fd/" + std::to_string(C->FeaturesWrite);
  std::string In = "/proc/self/fd/" + std::to_string(C->AnswersRead);
  if (::symlink(Out.c_str(), (C->Base + ".out").c_str()) != 0 ||
      ::symlink(In.c_str(), (C->Base + ".in").c_str()) != 0) {
    Err = "cannot link the channel in " + C->Dir + ": " + std::strerror(errno);
    return nullptr;
  }
  C->Thread = std::thread([Raw = C.get()] { Raw->run(); });
  return C;
}

void EvictChannel::release() {
  if (Released)
    return;
  Released = true;
  if (!Base.empty()) {
    ::unlink((Base + ".out").c_str());
    ::unlink((Base + ".in").c_str());
  }
  if (!Dir.empty())
    ::rmdir(Dir.c_str());
  closeFd(FeaturesWrite); // LLVM holds its own: its close is the thread's end of file
  closeFd(AnswersRead);
}

EvictChannel::~EvictChannel() {
  release();
  if (Thread.joinable())
    Thread.join();
  closeFd(FeaturesRead);
  closeFd(AnswersWrite);
}

std::string EvictChannel::protocolError() const {
  std::lock_guard<std::mutex> Guard(Lock);
  return Error;
}

void EvictChannel::fail(const std::string &Why) {
  std::lock_guard<std::mutex> Guard(Lock);
  if (Error.empty())
    Error = Why;
}

void EvictChannel::run() {
  Reader In(FeaturesRead);
  std::string Line, Err, Context;
  if (!In.line(Line))
    return; // LLVM never asked
  Layout L;
  if (!readLayout(Line, L, Err)) {
    // Without a layout no question can be read. Cannot happen with LLVM 22's own header; if it did, LLVM would
    // wait for an answer that never comes, so the process ends at once with the reason, in one line.
    std::string Message = "mlbridge-regalloc: " + Err + "\n";
    (void)!::write(2, Message.data(), Message.size());
    std::_Exit(70);
  }
  if (!L.Known)
    fail("LLVM's eviction advisor sends other features than LLVM 22's (a plug-in built for another LLVM?)");
  std::vector<unsigned char> Raw(L.Bytes + 1);
  while (In.line(Line)) {
    json::Value Event;
    if (!json::parse(Line.data(), Line.size(), Event, Err) || Event.K != json::Value::Object) {
      fail("unreadable event line from LLVM: " + Line.substr(0, 80));
      continue;
    }
    if (const json::Value *Name = Event.get("context")) {
      Context = Name->Text;
      continue;
    }
    if (!Event.get("observation"))
      continue;
    if (!In.exact(Raw.data(), Raw.size()))
      return;
    size_t Index = NoEvict;
    if (Raw.back() != '\n')
      fail("an observation from LLVM is not terminated by a newline");
    if (L.Known) {
      Question Q;
      for (size_t F = 0; F < NumFeatures; ++F)
        Q.Tensors[F] = Raw.data() + L.Offsets[F];
      Index = Fn(Context, Q);
    } else if (L.MaskFeature >= 0) { // another LLVM: any legal answer keeps it going until the error is reported
      const unsigned char *Mask = Raw.data() + L.Offsets[static_cast<size_t>(L.MaskFeature)];
      for (size_t I = 0; I < NumPositions; ++I) {
        int64_t V;
        std::memcpy(&V, Mask + I * sizeof(V), sizeof(V));
        if (V) {
          Index = I;
          break;
        }
      }
    }
    int64_t Answer = static_cast<int64_t>(Index);
    if (!writeAll(AnswersWrite, &Answer, sizeof(Answer))) {
      fail(std::string("cannot answer LLVM: ") + std::strerror(errno));
      return;
    }
  }
}

} // namespace regalloc
} // namespace mlbridge
