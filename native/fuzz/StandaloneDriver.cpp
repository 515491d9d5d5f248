//===- StandaloneDriver.cpp - run a libFuzzer target without libFuzzer ------------------------===//
//
// g++ has no -fsanitize=fuzzer, so this main() drives any LLVMFuzzerTestOneInput target. It takes a subset of
// libFuzzer's command line, with the same meaning, so one command works with either engine:
//
//   TARGET [-seed=N] [-runs=N] [-max_total_time=S] [-max_len=N] [-timeout=S] [-dict=FILE]
//          [-artifact_prefix=PATH] [-print_final_stats=1] [CORPUS_DIR | FILE]...
//
// Every file given (and every file in the folders given) runs once; then, unless only files were given (libFuzzer's
// "reproduce" mode) or -runs=0, inputs made by mutating the corpus run until -runs inputs or -max_total_time
// seconds (default: until stopped). Mutations: bit flips, random and interesting bytes and 64-bit lengths,
// inserted, deleted and duplicated runs, truncation, splicing two inputs, operands of the code's comparisons, and
// tokens of the -dict file (libFuzzer's format).
//
// Coverage feedback: the code under test is compiled with GCC's (or clang's) -fsanitize-coverage=trace-pc,trace-cmp,
// which calls __sanitizer_cov_trace_pc() at every basic block and __sanitizer_cov_trace_*cmp*() at comparisons;
// this driver (compiled without it) counts (previous block, block) pairs of the thread that runs the inputs in a
// 64 Ki map with AFL's hit-count buckets, keeps in its in-memory corpus every input that reached a new pair or bucket, and remembers the last
// 512 compared operands to write them into inputs. New inputs are not written anywhere (the corpus folders are
// only read).
//
// A crash (a signal, abort(), an ASan/UBSan/LSan report, or one input running over -timeout seconds) writes the
// input to ARTIFACT_PREFIX + "crash-<hash>" before the process dies with the usual report and exit status. The
// exit status is 0 when every input ran.
//===----------------------------------------------------------------------===//
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <random>
#include <string>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size);
extern "C" __attribute__((weak)) int LLVMFuzzerInitialize(int *Argc, char ***Argv);
#ifdef MLBRIDGE_FUZZ_SANITIZERS
extern "C" void __sanitizer_set_death_callback(void (*Callback)(void));
#endif

namespace {

using Bytes = std::vector<uint8_t>;

// ---- coverage --------------------------------------------------------------------------------------------------
constexpr size_t MapSize = 1 << 16;
uint8_t Hits[MapSize];  // this input's (previous block, block) pair counts
uint8_t Seen[MapSize];  // bucket bits seen so far
uintptr_t PrevBlock = 0;
/// Only the thread that runs the inputs is traced: another thread of a target (a model side, say) would
/// interleave its blocks with it and make up pairs that are not edges.
thread_local bool Traced = false;

uint8_t bucket(uint8_t Count) {
  if (Count <= 3)
    return Count == 0 ? 0 : static_cast<uint8_t>(1u << (Count - 1)); // 1, 2, 4
  return Count < 8 ? 8 : Count < 16 ? 16 : Count < 32 ? 32 : Count < 128 ? 64 : 128;
}

/// Folds this input's hits into Seen; true if anything was new. Clears Hits.
bool foldCoverage(size_t &Edges) {
  bool New = false;
  uint64_t Word;
  for (size_t I = 0; I < MapSize; ++I) {
    if (I % 8 == 0) { // skip untouched words at once
      std::memcpy(&Word, Hits + I, 8);
      if (!Word) {
        I += 7;
        continue;
      }
    }
    if (!Hits[I])
      continue;
    uint8_t B = bucket(Hits[I]);
    if ((Seen[I] | B) != Seen[I]) {
      Edges += Seen[I] == 0;
      Seen[I] |= B;
      New = true;
    }
  }
  std::memset(Hits, 0, sizeof Hits);
  PrevBlock = 0;
  return New;
}

// Comparison operands (-fsanitize-coverage=trace-cmp): the values the code compared an input-derived value with,
// so that a mutation can put them into the input (how libFuzzer gets past magic bytes and lengths).
struct Operands {
  uint64_t A, B;
  unsigned Size; // bytes
};
constexpr size_t OperandSlots = 512;
Operands Compared[OperandSlots];
size_t ComparedCount = 0;

inline void noteCompare(uint64_t A, uint64_t B, unsigned Size) {
  if (A == B || !Traced)
    return;
  size_t I = ComparedCount++ % OperandSlots;
  Compared[I] = Operands{A, B, Size};
}

// ---- crash artifacts -------------------------------------------------------------------------------------------
const uint8_t *CurrentData = nullptr;
size_t CurrentSize = 0;
char ArtifactPrefix[4096] = "./";

/// Write the running input to ArtifactPrefix + "crash-<fnv hash>" (async-signal-safe).
void saveCurrentInput() {
  static volatile sig_atomic_t Saved = 0;
  if (Saved || !CurrentData)
    return;
  Saved = 1;
  uint64_t H = 1469598103934665603ull;
  for (size_t I = 0; I < CurrentSize; ++I)
    H = (H ^ CurrentData[I]) * 1099511628211ull;
  char Path[4200];
  size_t N = 0;
  for (const char *P = ArtifactPrefix; *P && N < 4096; ++P)
    Path[N++] = *P;
  for (const char *P = "crash-"; *P; ++P)
    Path[N++] = *P;
  for (int Shift = 60; Shift >= 0; Shift -= 4)
    Path[N++] = "0123456789abcdef"[(H >> Shift) & 0xF];
  Path[N] = '\0';
  int Fd = open(Path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (Fd >= 0) {
    size_t Done = 0;
    while (Done < CurrentSize) {
      ssize_t W = write(Fd, CurrentData + Done, CurrentSize - Done);
      if (W <= 0)
        break;
      Done += static_cast<size_t>(W);
    }
    close(Fd);
  }
  const char Note[] = "==mlbridge-fuzz== crashing input saved to ";
  ssize_t Ignored = write(2, Note, sizeof Note - 1);
  Ignored = write(2, Path, N);
  Ignored = write(2, "\n", 1);
  (void)Ignored;
}

void onSignal(int Sig) {
  if (Sig == SIGALRM) {
    const char Note[] = "==mlbridge-fuzz== an input ran over -timeout\n";
    ssize_t Ignored = write(2, Note, sizeof Note - 1);
    (void)Ignored;
  }
  saveCurrentInput();
  std::signal(Sig == SIGALRM ? SIGABRT : Sig, SIG_DFL);
  raise(Sig == SIGALRM ? SIGABRT : Sig);
}

// ---- inputs ----------------------------------------------------------------------------------------------------
bool readFile(const std::string &Path, Bytes &Out) {
  FILE *F = std::fopen(Path.c_str(), "rb");
  if (!F)
    return false;
  Out.clear();
  uint8_t Buf[65536];
  size_t N;
  while ((N = std::fread(Buf, 1, sizeof Buf, F)) > 0)
    Out.insert(Out.end(), Buf, Buf + N);
  std::fclose(F);
  return true;
}

/// libFuzzer's dictionary format: one token per line, `name="value"` or `"value"`, escapes \\ \" \xNN.
std::vector<Bytes> readDictionary(const std::string &Path) {
  std::vector<Bytes> Tokens;
  Bytes Text;
  if (!readFile(Path, Text)) {
    std::fprintf(stderr, "ERROR: cannot read the dictionary %s\n", Path.c_str());
    std::exit(1);
  }
  std::string All(Text.begin(), Text.end());
  size_t Pos = 0;
  while (Pos < All.size()) {
    size_t End = All.find('\n', Pos);
    std::string Line = All.substr(Pos, End == std::string::npos ? std::string::npos : End - Pos);
    Pos = End == std::string::npos ? All.size() : End + 1;
    size_t Open = Line.find('"'), Close = Line.rfind('"');
    if (Line.empty() || Line[0] == '#' || Open == std::string::npos || Close <= Open)
      continue;
    Bytes Token;
    for (size_t I = Open + 1; I < Close; ++I) {
      if (Line[I] == '\\' && I + 1 < Close) {
        char E = Line[++I];
        if (E == 'x' && I + 2 < Close) {
          Token.push_back(static_cast<uint8_t>(std::strtoul(Line.substr(I + 1, 2).c_str(), nullptr, 16)));
          I += 2;
        } else {
          Token.push_back(static_cast<uint8_t>(E));
        }
      } else {
        Token.push_back(static_cast<uint8_t>(Line[I]));
      }
    }
    if (!Token.empty())
      Tokens.push_back(Token);
  }
  return Tokens;
}

// ---- mutations -------------------------------------------------------------------------------------------------
struct Mutator {
  std::mt19937_64 Rng;
  const std::vector<Bytes> &Corpus;
  const std::vector<Bytes> &Dict;
  size_t MaxLen;

  size_t below(size_t N) { return N ? static_cast<size_t>(Rng() % N) : 0; }

  void once(Bytes &B) {
    static const uint8_t Interesting[] = {0, 1, 0x7F, 0x80, 0xFF, '"', '[', ']', '{', '}', ',', ':', '\n',
                                          '0', '1', '9', '-', '+', 'e', '.', '\\', 'u', ' '};
    static const uint64_t Lengths[] = {0, 1, 2, 4, 7, 8, 9, 16, 24, 0x7FFFFFFF, 0x80000000ull, 0xFFFFFFFFull,
                                       1ull << 40, 1ull << 63, ~0ull, 64ull << 20, (64ull << 20) + 1};
    size_t N = B.size();
    switch (below(12)) {
    case 0:
      if (N)
        B[below(N)] ^= static_cast<uint8_t>(1u << below(8));
      break;
    case 1:
      if (N)
        B[below(N)] = Interesting[below(sizeof Interesting)];
      break;
    case 2: {
      size_t At = below(N + 1), Len = 1 + below(8);
      Bytes Ins(Len);
      for (uint8_t &C : Ins)
        C = static_cast<uint8_t>(Rng());
      B.insert(B.begin() + At, Ins.begin(), Ins.end());
      break;
    }
    case 3:
      if (N) {
        size_t At = below(N), Len = std::min(N - At, 1 + below(8));
        B.erase(B.begin() + At, B.begin() + At + Len);
      }
      break;
    case 4:
      if (N) {
        size_t From = below(N), Len = std::min(N - From, 1 + below(16)), At = below(N + 1);
        Bytes Copy(B.begin() + From, B.begin() + From + Len);
        B.insert(B.begin() + At, Copy.begin(), Copy.end());
      }
      break;
    case 5:
      B.resize(below(N + 1));
      break;
    case 6:
      if (!Corpus.empty()) {
        const Bytes &Other = Corpus[below(Corpus.size())];
        size_t Cut = below(N + 1), From = below(Other.size() + 1);
        B.resize(Cut);
        B.insert(B.end(), Other.begin() + From, Other.end());
      }
      break;
    case 7:
    case 8:
      if (!Dict.empty()) {
        const Bytes &T = Dict[below(Dict.size())];
        size_t At = below(N + 1);
        if (below(2) && At + T.size() <= N)
          std::copy(T.begin(), T.end(), B.begin() + At);
        else
          B.insert(B.begin() + At, T.begin(), T.end());
        break;
      }
      [[fallthrough]];
    case 10: { // a value the code compared with: replace its counterpart in the input, or insert it
      size_t Have = std::min(ComparedCount, OperandSlots);
      if (!Have)
        break;
      const Operands &O = Compared[below(Have)];
      uint8_t From[8], To[8];
      bool Swap = below(2);
      for (unsigned I = 0; I < O.Size; ++I) {
        From[I] = static_cast<uint8_t>((Swap ? O.B : O.A) >> (8 * I));
        To[I] = static_cast<uint8_t>((Swap ? O.A : O.B) >> (8 * I));
      }
      auto Found = N >= O.Size ? std::search(B.begin() + below(N - O.Size + 1), B.end(), From, From + O.Size) : B.end();
      if (Found != B.end())
        std::copy(To, To + O.Size, Found);
      else
        B.insert(B.begin() + below(N + 1), To, To + O.Size);
      break;
    }
    case 11:
      if (N)
        B[below(N)] = static_cast<uint8_t>(Rng());
      break;
    case 9:
      if (N >= 8) {
        uint64_t V = Lengths[below(sizeof Lengths / sizeof Lengths[0])];
        size_t At = below(N - 7);
        for (int I = 0; I < 8; ++I)
          B[At + I] = static_cast<uint8_t>(V >> (8 * I));
      }
      break;
    }
  }

  Bytes make() {
    Bytes B = Corpus.empty() ? Bytes() : Corpus[below(Corpus.size())];
    size_t Count = 1 + below(below(2) ? 2 : 8);
    for (size_t I = 0; I < Count; ++I)
      once(B);
    if (B.size() > MaxLen)
      B.resize(MaxLen);
    return B;
  }
};

// ---- the driver ------------------------------------------------------------------------------------------------
struct Flags {
  uint64_t Seed = 0;
  bool SeedGiven = false;
  long long Runs = -1;
  double MaxTotalTime = 0;
  size_t MaxLen = 4096;
  unsigned Timeout = 10;
  std::string Dict;
  bool FinalStats = false;
  std::vector<std::string> Paths;
};

Flags parseFlags(int Argc, char **Argv) {
  Flags F;
  for (int I = 1; I < Argc; ++I) {
    std::string A = Argv[I];
    auto Value = [&](const char *Name) -> const char * {
      size_t L = std::strlen(Name);
      return A.compare(0, L, Name) == 0 ? A.c_str() + L : nullptr;
    };
    if (const char *V = Value("-seed=")) {
      F.Seed = std::strtoull(V, nullptr, 10);
      F.SeedGiven = true;
    } else if (const char *V = Value("-runs=")) {
      F.Runs = std::strtoll(V, nullptr, 10);
    } else if (const char *V = Value("-max_total_time=")) {
      F.MaxTotalTime = std::strtod(V, nullptr);
    } else if (const char *V = Value("-max_len=")) {
      F.MaxLen = std::strtoull(V, nullptr, 10);
    } else if (const char *V = Value("-timeout=")) {
      F.Timeout = static_cast<unsigned>(std::strtoul(V, nullptr, 10));
    } else if (const char *V = Value("-dict=")) {
      F.Dict = V;
    } else if (const char *V = Value("-artifact_prefix=")) {
      std::snprintf(ArtifactPrefix, sizeof ArtifactPrefix, "%s", V);
    } else if (const char *V = Value("-print_final_stats=")) {
      F.FinalStats = std::strcmp(V, "0") != 0;
    } else if (!A.empty() && A[0] == '-') {
      std::fprintf(stderr, "WARNING: unknown flag %s ignored (this is the standalone driver, not libFuzzer)\n",
                   A.c_str());
    } else {
      F.Paths.push_back(A);
    }
  }
  return F;
}

size_t RunsDone = 0;

void runOne(const Bytes &Input, unsigned Timeout) {
  // A copy in its own allocation, exactly as long as the input: ASan sees any read past its end.
  uint8_t *Copy = static_cast<uint8_t *>(std::malloc(Input.size() ? Input.size() : 1));
  if (!Input.empty())
    std::memcpy(Copy, Input.data(), Input.size());
  CurrentData = Copy;
  CurrentSize = Input.size();
  alarm(Timeout);
  LLVMFuzzerTestOneInput(Copy, Input.size());
  alarm(0);
  CurrentData = nullptr;
  std::free(Copy);
  ++RunsDone;
}

} // namespace

extern "C" void __sanitizer_cov_trace_pc(void) {
  if (!Traced)
    return;
  uintptr_t Pc = reinterpret_cast<uintptr_t>(__builtin_return_address(0));
  uintptr_t Block = static_cast<uintptr_t>((static_cast<uint64_t>(Pc) * 0x9E3779B97F4A7C15ull) >> 48);
  uint8_t &H = Hits[(Block ^ PrevBlock) & (MapSize - 1)];
  H = static_cast<uint8_t>(H + (H != 0xFF));
  PrevBlock = Block >> 1;
}

extern "C" void __sanitizer_cov_trace_cmp1(uint8_t A, uint8_t B) { noteCompare(A, B, 1); }
extern "C" void __sanitizer_cov_trace_cmp2(uint16_t A, uint16_t B) { noteCompare(A, B, 2); }
extern "C" void __sanitizer_cov_trace_cmp4(uint32_t A, uint32_t B) { noteCompare(A, B, 4); }
extern "C" void __sanitizer_cov_trace_cmp8(uint64_t A, uint64_t B) { noteCompare(A, B, 8); }
extern "C" void __sanitizer_cov_trace_const_cmp1(uint8_t A, uint8_t B) { noteCompare(B, A, 1); }
extern "C" void __sanitizer_cov_trace_const_cmp2(uint16_t A, uint16_t B) { noteCompare(B, A, 2); }
extern "C" void __sanitizer_cov_trace_const_cmp4(uint32_t A, uint32_t B) { noteCompare(B, A, 4); }
extern "C" void __sanitizer_cov_trace_const_cmp8(uint64_t A, uint64_t B) { noteCompare(B, A, 8); }
extern "C" void __sanitizer_cov_trace_cmpf(float, float) {}
extern "C" void __sanitizer_cov_trace_cmpd(double, double) {}
/// Cases[0] = number of cases, Cases[1] = bit width of Value, then the case values.
extern "C" void __sanitizer_cov_trace_switch(uint64_t Value, void *CaseList) {
  const uint64_t *Cases = static_cast<const uint64_t *>(CaseList);
  unsigned Size = static_cast<unsigned>(Cases[1] / 8);
  for (uint64_t I = 0; I < Cases[0] && I < 64; ++I)
    noteCompare(Value, Cases[2 + I], Size ? (Size > 8 ? 8 : Size) : 1);
}

int main(int Argc, char **Argv) {
  Traced = true;
  if (LLVMFuzzerInitialize)
    LLVMFuzzerInitialize(&Argc, &Argv);
  Flags F = parseFlags(Argc, Argv);
  if (!F.SeedGiven)
    F.Seed = static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()) ^ getpid();
  std::fprintf(stderr, "INFO: mlbridge standalone fuzzing driver; Seed: %llu; sanitizers: %s\n",
               static_cast<unsigned long long>(F.Seed),
#ifdef MLBRIDGE_FUZZ_SANITIZERS
               MLBRIDGE_FUZZ_SANITIZERS
#else
               "none"
#endif
  );
  for (int Sig : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGALRM})
    std::signal(Sig, onSignal);
#ifdef MLBRIDGE_FUZZ_SANITIZERS
  __sanitizer_set_death_callback(saveCurrentInput);
#endif

  std::vector<Bytes> Corpus;
  bool OnlyFiles = !F.Paths.empty();
  for (const std::string &P : F.Paths) {
    struct stat St;
    if (stat(P.c_str(), &St) != 0) {
      std::fprintf(stderr, "ERROR: %s: %s\n", P.c_str(), std::strerror(errno));
      return 1;
    }
    std::vector<std::string> Files;
    if (S_ISDIR(St.st_mode)) {
      OnlyFiles = false;
      DIR *D = opendir(P.c_str());
      while (D) {
        dirent *E = readdir(D);
        if (!E)
          break;
        std::string Path = P + "/" + E->d_name;
        struct stat Fs;
        if (E->d_name[0] != '.' && stat(Path.c_str(), &Fs) == 0 && S_ISREG(Fs.st_mode))
          Files.push_back(Path);
      }
      if (D)
        closedir(D);
      std::sort(Files.begin(), Files.end());
    } else {
      Files.push_back(P);
    }
    for (const std::string &Path : Files) {
      Bytes B;
      if (!readFile(Path, B)) {
        std::fprintf(stderr, "ERROR: cannot read %s\n", Path.c_str());
        return 1;
      }
      Corpus.push_back(B);
    }
  }
  std::vector<Bytes> Dict = F.Dict.empty() ? std::vector<Bytes>() : readDictionary(F.Dict);

  const auto Start = std::chrono::steady_clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count(); };
  size_t Edges = 0, Added = 0;
  for (const Bytes &B : Corpus) { // the corpus first, as libFuzzer does
    runOne(B, F.Timeout);
    foldCoverage(Edges);
  }
  std::fprintf(stderr, "#%zu\tINITED cov: %zu corp: %zu\n", RunsDone, Edges, Corpus.size());

  if (!(OnlyFiles && F.Runs < 0) && F.Runs != 0) {
    Mutator M{std::mt19937_64(F.Seed), Corpus, Dict, F.MaxLen};
    long long Made = 0;
    double NextReport = 1;
    while ((F.Runs < 0 || Made < F.Runs) && (F.MaxTotalTime <= 0 || elapsed() < F.MaxTotalTime)) {
      Bytes B = M.make();
      runOne(B, F.Timeout);
      ++Made;
      if (foldCoverage(Edges)) {
        Corpus.push_back(std::move(B));
        ++Added;
      }
      if (elapsed() >= NextReport) {
        std::fprintf(stderr, "#%zu\tpulse cov: %zu corp: %zu exec/s: %.0f\n", RunsDone, Edges, Corpus.size(),
                     RunsDone / elapsed());
        NextReport *= 2;
      }
    }
  }
  double T = elapsed();
  std::fprintf(stderr, "#%zu\tDONE cov: %zu corp: %zu\nDone %zu runs in %.0f second(s)\n", RunsDone, Edges,
               Corpus.size(), RunsDone, T);
  if (F.FinalStats) {
    rusage U;
    getrusage(RUSAGE_SELF, &U);
    std::fprintf(stderr,
                 "stat::number_of_executed_units: %zu\nstat::average_exec_per_sec:     %.0f\n"
                 "stat::new_units_added:         %zu\nstat::peak_rss_mb:             %ld\n",
                 RunsDone, T > 0 ? RunsDone / T : 0.0, Added, U.ru_maxrss / 1024);
  }
  return 0;
}
