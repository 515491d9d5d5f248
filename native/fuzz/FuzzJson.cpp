//===- FuzzJson.cpp - fuzz target: the JSON reader and writers (client/Json.cpp) ---===//
//
// libFuzzer-compatible (LLVMFuzzerTestOneInput): build it with clang's -fsanitize=fuzzer, or with the standalone
// driver (StandaloneDriver.cpp) under any compiler. Every input is parsed with and without the non-finite tokens
// and a small depth bound; besides "no crash, no leak, no undefined behaviour", each value that parses must obey:
//   * every number converts (or is refused with a message) to int64/int32/double/float; an integer token read as
//     int64 is written back by appendInt as the same token (modulo "-0");
//   * a finite double or float written by appendDouble/appendFloat reads back as the same bits, and as a real;
//   * every string (valid UTF-8 by construction) is written by appendString, ASCII-only or not, and reads back
//     as the same string.
// A broken property calls abort(), which the fuzzer reports as a crash with the input saved.
//===----------------------------------------------------------------------===//
#include "Json.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace mlbridge;

namespace {

[[noreturn]] void broken(const char *What, const std::string &Detail) {
  std::fprintf(stderr, "FuzzJson: property broken: %s: %s\n", What, Detail.c_str());
  std::abort();
}

void checkNumber(const json::Value &V) {
  std::string Err;
  int64_t I;
  if (json::toInt64(V, I, Err) && V.isIntegerToken()) {
    std::string Back;
    json::appendInt(Back, I);
    if (Back != V.Text && !(I == 0 && V.Text == "-0"))
      broken("int64 round trip", V.Text + " -> " + Back);
  } else if (!json::toInt64(V, I, Err) && Err.empty()) {
    broken("toInt64 failed without a message", V.Text);
  }
  int32_t I32;
  Err.clear();
  if (!json::toInt32(V, I32, Err) && Err.empty())
    broken("toInt32 failed without a message", V.Text);
  double D;
  Err.clear();
  if (json::toDouble(V, D, Err)) {
    std::string Text;
    if (json::appendDouble(Text, D)) {
      json::Value Back;
      double E;
      std::string Why;
      if (!json::parse(Text.data(), Text.size(), Back, Why) || Back.isIntegerToken() || !json::toDouble(Back, E, Why) ||
          std::memcmp(&D, &E, sizeof D) != 0)
        broken("double round trip", V.Text + " -> " + Text);
    }
  } else if (Err.empty()) {
    broken("toDouble failed without a message", V.Text);
  }
  float F;
  Err.clear();
  if (json::toFloat(V, F, Err)) {
    std::string Text;
    if (json::appendFloat(Text, F)) {
      json::Value Back;
      float G;
      std::string Why;
      if (!json::parse(Text.data(), Text.size(), Back, Why) || Back.isIntegerToken() || !json::toFloat(Back, G, Why) ||
          std::memcmp(&F, &G, sizeof F) != 0)
        broken("float round trip", V.Text + " -> " + Text);
    }
  } else if (Err.empty()) {
    broken("toFloat failed without a message", V.Text);
  }
}

void checkString(const std::string &S) {
  for (bool Ascii : {true, false}) {
    std::string Text;
    if (!json::appendString(Text, S, Ascii))
      broken("appendString refused a parsed string", S);
    json::Value Back;
    std::string Why;
    if (!json::parse(Text.data(), Text.size(), Back, Why) || Back.K != json::Value::String || Back.Text != S)
      broken("string round trip", Text + " (" + Why + ")");
    if (Ascii)
      for (char C : Text)
        if (static_cast<unsigned char>(C) < 0x20 || static_cast<unsigned char>(C) >= 0x7F)
          broken("ASCII-only string has a byte outside ' '..'~'", Text);
  }
}

void walk(const json::Value &V) {
  switch (V.K) {
  case json::Value::Number: checkNumber(V); break;
  case json::Value::String: checkString(V.Text); break;
  case json::Value::Array:
    for (const json::Value &I : V.Items)
      walk(I);
    break;
  case json::Value::Object:
    for (const auto &M : V.Members) {
      checkString(M.first);
      if (V.get(M.first) != &M.second)
        broken("get() does not find a member", M.first);
      walk(M.second);
    }
    break;
  default: break;
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  const char *Text = reinterpret_cast<const char *>(Data);
  for (unsigned Variant = 0; Variant < 3; ++Variant) {
    json::ParseOptions O;
    O.AllowNonFinite = Variant != 1;
    O.MaxDepth = Variant == 2 ? 3 : 64;
    json::Value V;
    std::string Err;
    if (json::parse(Text, Size, V, Err)) {
      if (!Err.empty())
        broken("parse succeeded with a message", Err);
      if (Variant == 0)
        walk(V);
    } else if (Err.empty() || Err.find('\n') != std::string::npos) {
      broken("parse error is not one line", Err);
    }
  }
  return 0;
}
