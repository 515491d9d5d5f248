// compat_cxx_client: ML-Compiler-Bridge's own C++ test client (test/MLBridgeTest.cpp, testPipeBytes/testPipeJSON),
// ported by including mlbridge/compat/MLModelRunner.h: the same populateFeatures/evaluate calls, in the same order,
// against the same model side (upstream's compilerinterface running upstream's mlbridge-test.py loop).
//
//   compat_cxx_client upstream CHANNEL json|bitstream   the upstream sequence; prints "LABEL reply: V..." per question
//   compat_cxx_client connect CHANNEL json|bitstream    create the runner, ask nothing, destroy it
//   compat_cxx_client protobuf CHANNEL                  a SerDes kind that is not supported: one line, exit 1
// A failure prints "error: MESSAGE" on stderr and exits 1 (2 for a bad command line).
#include "mlbridge/compat/MLModelRunner.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

using namespace MLBridge;

namespace {

std::unique_ptr<MLModelRunner> MLRunner;

[[noreturn]] void fail(const std::string &Label) {
  std::fprintf(stderr, "error: %s: %s\n", Label.c_str(), MLRunner->lastError().c_str());
  std::exit(1);
}

void print(double V) { std::printf(" %.17g", V); }

template <typename T1, typename T2> void testPrimitive(const std::string &Label, T1 Value) {
  std::pair<std::string, T1> P("request_" + Label, Value);
  MLRunner->populateFeatures(P);
  T2 Out = MLRunner->evaluate<T2>();
  if (!MLRunner->lastError().empty())
    fail(Label);
  std::printf("%s reply:", Label.c_str());
  print(static_cast<double>(Out));
  std::printf("\n");
}

template <typename T1, typename T2> void testVector(const std::string &Label, std::vector<T1> Value) {
  std::pair<std::string, std::vector<T1>> P("request_" + Label, Value);
  MLRunner->populateFeatures(P);
  T2 *Out;
  size_t Size;
  MLRunner->evaluate<T2 *>(Out, Size);
  if (!MLRunner->lastError().empty())
    fail(Label);
  std::printf("%s reply:", Label.c_str());
  for (size_t I = 0; I < Size; ++I)
    print(static_cast<double>(Out[I]));
  std::printf("\n");
  std::free(Out);
}

void testPipeBytes(const std::string &Base) {
  MLRunner = std::make_unique<PipeModelRunner>(Base + ".out", Base + ".in", BaseSerDes::Kind::Bitstream, nullptr);
  testPrimitive<int, int>("int", 11);
  testPrimitive<long, long>("long", 1234567890);
  testPrimitive<float, float>("float", 3.14f);
  testPrimitive<double, double>("double", 0.123456789123456789);
  testPrimitive<char, char>("char", 'a');
  testPrimitive<bool, bool>("bool", true);
  testVector<int, int>("vec_int", {11, 22, 33});
  testVector<long, long>("vec_long", {123456780, 222, 333});
  testVector<float, float>("vec_float", {11.1f, 22.2f, 33.3f});
  testVector<double, double>("vec_double", {-1.1111111111, -2.2222222222, -3.3333333333});
}

void testPipeJSON(const std::string &Base) {
  MLRunner = std::make_unique<PipeModelRunner>(Base + ".out", Base + ".in", BaseSerDes::Kind::Json, nullptr);
  testPrimitive<int, IntegerType>("int", 11);
  testPrimitive<long, IntegerType>("long", 1234567890);
  testPrimitive<float, RealType>("float", 3.14f);
  testPrimitive<double, RealType>("double", 0.123456789123456789);
  testPrimitive<char, char>("char", 'a');
  testPrimitive<bool, bool>("bool", true);
  testVector<int, IntegerType>("vec_int", {11, 22, 33});
  testVector<long, IntegerType>("vec_long", {123456780, 222, 333});
  testVector<float, RealType>("vec_float", {11.1f, 22.2f, 33.3f});
  testVector<double, RealType>("vec_double", {-1.1111111111, -2.2222222222, -3.3333333333});
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: compat_cxx_client upstream|connect|protobuf CHANNEL [json|bitstream]\n");
    return 2;
  }
  std::string Mode = argv[1], Base = argv[2], Kind = argc > 3 ? argv[3] : "";
  if (Mode == "upstream" && Kind == "bitstream")
    testPipeBytes(Base);
  else if (Mode == "upstream" && Kind == "json")
    testPipeJSON(Base);
  else if (Mode == "connect") {
    MLRunner = std::make_unique<PipeModelRunner>(Base + ".out", Base + ".in",
                                                 Kind == "json" ? BaseSerDes::Kind::Json : BaseSerDes::Kind::Bitstream,
                                                 nullptr, 10.0);
    if (!MLRunner->lastError().empty())
      fail("connect");
  } else if (Mode == "protobuf") {
    MLRunner = std::make_unique<PipeModelRunner>(Base + ".out", Base + ".in", BaseSerDes::Kind::Protobuf);
    std::pair<std::string, int> P("x", 1);
    MLRunner->populateFeatures(P);
    MLRunner->evaluate<int>();
    fail("protobuf");
  } else {
    std::fprintf(stderr, "error: bad command line\n");
    return 2;
  }
  MLRunner.reset();
  return 0;
}
