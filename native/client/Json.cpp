//===- Json.cpp - a small strict JSON reader and writer helpers ---------------===//
#include "Json.h"

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <locale.h>

namespace mlbridge {
namespace json {
namespace {

/// strtod/strtof in the "C" locale for this thread while alive (a host program may have set a locale whose
/// decimal point is ',').
class CLocaleScope {
public:
  CLocaleScope() {
    static locale_t C = newlocale(LC_ALL_MASK, "C", static_cast<locale_t>(0));
    Old = C ? uselocale(C) : static_cast<locale_t>(0);
  }
  ~CLocaleScope() {
    if (Old)
      uselocale(Old);
  }

private:
  locale_t Old;
};

class Parser {
public:
  Parser(const char *Data, size_t Size, const ParseOptions &O) : P(Data), Begin(Data), End(Data + Size), O(O) {}

  bool run(Value &Out, std::string &Err) {
    skipSpace();
    if (!value(Out, 0)) {
      Err = Error;
      return false;
    }
    skipSpace();
    if (P != End)
      return fail(Err, "unexpected data after the JSON value");
    return true;
  }

private:
  bool fail(std::string &Err, const char *What) {
    Err = std::string(What) + " at byte " + std::to_string(P - Begin);
    return false;
  }
  bool fail(const char *What) { return fail(Error, What); }

  void skipSpace() {
    while (P != End && (*P == ' ' || *P == '\t' || *P == '\n' || *P == '\r'))
      ++P;
  }

  bool literal(const char *Word) {
    size_t N = std::strlen(Word);
    if (static_cast<size_t>(End - P) < N || std::memcmp(P, Word, N) != 0)
      return false;
    P += N;
    return true;
  }

  bool value(Value &Out, unsigned Depth) {
    if (P == End)
      return fail("unexpected end of JSON");
    switch (*P) {
    case '{': return object(Out, Depth);
    case '[': return array(Out, Depth);
    case '"': Out.K = Value::String; return string(Out.Text);
    case 't':
      if (!literal("true"))
        return fail("invalid literal");
      Out.K = Value::Bool;
      Out.B = true;
      return true;
    case 'f':
      if (!literal("false"))
        return fail("invalid literal");
      Out.K = Value::Bool;
      Out.B = false;
      return true;
    case 'n':
      if (!literal("null"))
        return fail("invalid literal");
      Out.K = Value::Null;
      return true;
    default: return number(Out);
    }
  }

  bool object(Value &Out, unsigned Depth) {
    if (Depth >= O.MaxDepth)
      return fail("JSON nested too deeply");
    Out.K = Value::Object;
    ++P; // '{'
    skipSpace();
    if (P != End && *P == '}') {
      ++P;
      return true;
    }
    while (true) {
      skipSpace();
      if (P == End || *P != '"')
        return fail("expected a string key");
      std::string Key;
      const char *KeyAt = P;
      if (!string(Key))
        return false;
      for (const auto &M : Out.Members)
        if (M.first == Key) {
          P = KeyAt;
          return fail("duplicate object key");
        }
      skipSpace();
      if (P == End || *P != ':')
        return fail("expected ':'");
      ++P;
      skipSpace();
      Out.Members.emplace_back(std::move(Key), Value());
      if (!value(Out.Members.back().second, Depth + 1))
        return false;
      skipSpace();
      if (P == End)
        return fail("unterminated object");
      if (*P == ',') {
        ++P;
        continue;
      }
      if (*P == '}') {
        ++P;
        return true;
      }
      return fail("expected ',' or '}'");
    }
  }

  bool array(Value &Out, unsigned Depth) {
    if (Depth >= O.MaxDepth)
      return fail("JSON nested too deeply");
    Out.K = Value::Array;
    ++P; // '['
    skipSpace();
    if (P != End && *P == ']') {
      ++P;
      return true;
    }
    while (true) {
      skipSpace();
      Out.Items.emplace_back();
      if (!value(Out.Items.back(), Depth + 1))
        return false;
      skipSpace();
      if (P == End)
        return fail("unterminated array");
      if (*P == ',') {
        ++P;
        continue;
      }
      if (*P == ']') {
        ++P;
        return true;
      }
      return fail("expected ',' or ']'");
    }
  }

  static void putUtf8(std::string &S, uint32_t C) {
    if (C < 0x80) {
      S += static_cast<char>(C);
    } else if (C < 0x800) {
      S += static_cast<char>(0xC0 | (C >> 6));
      S += static_cast<char>(0x80 | (C & 0x3F));
    } else if (C < 0x10000) {
      S += static_cast<char>(0xE0 | (C >> 12));
      S += static_cast<char>(0x80 | ((C >> 6) & 0x3F));
      S += static_cast<char>(0x80 | (C & 0x3F));
    } else {
      S += static_cast<char>(0xF0 | (C >> 18));
      S += static_cast<char>(0x80 | ((C >> 12) & 0x3F));
      S += static_cast<char>(0x80 | ((C >> 6) & 0x3F));
      S += static_cast<char>(0x80 | (C & 0x3F));
    }
  }

  bool hex4(uint32_t &Out) {
    if (End - P < 4)
      return fail("truncated \\u escape");
    Out = 0;
    for (int I = 0; I < 4; ++I, ++P) {
      char C = *P;
      Out <<= 4;
      if (C >= '0' && C <= '9')
        Out |= C - '0';
      else if (C >= 'a' && C <= 'f')
        Out |= C - 'a' + 10;
      else if (C >= 'A' && C <= 'F')
        Out |= C - 'A' + 10;
      else
        return fail("invalid \\u escape");
    }
    return true;
  }

  bool string(std::string &Out) {
    ++P; // '"'
    while (true) {
      if (P == End)
        return fail("unterminated string");
      unsigned char C = static_cast<unsigned char>(*P);
      if (C == '"') {
        ++P;
        return true;
      }
      if (C < 0x20)
        return fail("raw control character in string");
      if (C == '\\') {
        ++P;
        if (P == End)
          return fail("unterminated string");
        char E = *P++;
        switch (E) {
        case '"': Out += '"'; break;
        case '\\': Out += '\\'; break;
        case '/': Out += '/'; break;
        case 'b': Out += '\b'; break;
        case 'f': Out += '\f'; break;
        case 'n': Out += '\n'; break;
        case 'r': Out += '\r'; break;
        case 't': Out += '\t'; break;
        case 'u': {
          uint32_t U = 0; // set by hex4 (initialised for GCC -O3, which cannot see it: -Wmaybe-uninitialized)
          if (!hex4(U))
            return false;
          if (U >= 0xDC00 && U <= 0xDFFF)
            return fail("lone low surrogate in \\u escape");
          if (U >= 0xD800 && U <= 0xDBFF) {
            uint32_t L = 0;
            if (End - P < 2 || P[0] != '\\' || P[1] != 'u')
              return fail("lone high surrogate in \\u escape");
            P += 2;
            if (!hex4(L))
              return false;
            if (L < 0xDC00 || L > 0xDFFF)
              return fail("invalid surrogate pair in \\u escape");
            U = 0x10000 + ((U - 0xD800) << 10) + (L - 0xDC00);
          }
          putUtf8(Out, U);
          break;
        }
        default: --P; return fail("invalid escape in string");
        }
        continue;
      }
      if (C < 0x80) {
        Out += static_cast<char>(C);
        ++P;
        continue;
      }
      // A UTF-8 sequence: validated (no overlongs, no surrogates, at most U+10FFFF).
      size_t N;
      uint32_t Min, U;
      if ((C & 0xE0) == 0xC0) {
        N = 2, Min = 0x80, U = C & 0x1F;
      } else if ((C & 0xF0) == 0xE0) {
        N = 3, Min = 0x800, U = C & 0x0F;
      } else if ((C & 0xF8) == 0xF0) {
        N = 4, Min = 0x10000, U = C & 0x07;
      } else {
        return fail("invalid UTF-8 in string");
      }
      if (static_cast<size_t>(End - P) < N)
        return fail("truncated UTF-8 in string");
      for (size_t I = 1; I < N; ++I) {
        unsigned char D = static_cast<unsigned char>(P[I]);
        if ((D & 0xC0) != 0x80)
          return fail("invalid UTF-8 in string");
        U = (U << 6) | (D & 0x3F);
      }
      if (U < Min || U > 0x10FFFF || (U >= 0xD800 && U <= 0xDFFF))
        return fail("invalid UTF-8 in string");
      Out.append(P, N);
      P += N;
    }
  }

  bool number(Value &Out) {
    const char *Start = P;
    if (O.AllowNonFinite) {
      if (literal("NaN") || literal("Infinity") || literal("-Infinity")) {
        Out.K = Value::Number;
        Out.Text.assign(Start, P);
        return true;
      }
    }
    if (P != End && *P == '-')
      ++P;
    if (P == End || !(*P >= '0' && *P <= '9'))
      return fail(Start == P ? "unexpected character" : "invalid number");
    if (*P == '0') {
      ++P;
      if (P != End && *P >= '0' && *P <= '9')
        return fail("leading zero in number");
    } else {
      while (P != End && *P >= '0' && *P <= '9')
        ++P;
    }
    if (P != End && *P == '.') {
      ++P;
      if (P == End || !(*P >= '0' && *P <= '9'))
        return fail("invalid number: no digit after '.'");
      while (P != End && *P >= '0' && *P <= '9')
        ++P;
    }
    if (P != End && (*P == 'e' || *P == 'E')) {
      ++P;
      if (P != End && (*P == '+' || *P == '-'))
        ++P;
      if (P == End || !(*P >= '0' && *P <= '9'))
        return fail("invalid number: no digit in exponent");
      while (P != End && *P >= '0' && *P <= '9')
        ++P;
    }
    Out.K = Value::Number;
    Out.Text.assign(Start, P);
    return true;
  }

  const char *P;
  const char *Begin;
  const char *End;
  const ParseOptions &O;
  std::string Error;
};

bool special(const std::string &T, double &Out) {
  if (T == "NaN") {
    Out = std::numeric_limits<double>::quiet_NaN();
    return true;
  }
  if (T == "Infinity" || T == "-Infinity") {
    Out = T[0] == '-' ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    return true;
  }
  return false;
}

std::string describe(const Value &V) {
  switch (V.K) {
  case Value::Null: return "null";
  case Value::Bool: return V.B ? "true" : "false";
  case Value::Number: return V.Text;
  case Value::String: return "a string";
  case Value::Array: return "an array";
  case Value::Object: return "an object";
  }
  return "?";
}

} // namespace

const Value *Value::get(const std::string &Key) const {
  if (K != Object)
    return nullptr;
  for (const auto &M : Members)
    if (M.first == Key)
      return &M.second;
  return nullptr;
}

bool Value::isIntegerToken() const {
  if (K != Number || Text.empty())
    return false;
  for (char C : Text)
    if (!(C == '-' || (C >= '0' && C <= '9')))
      return false;
  return true;
}

bool parse(const char *Data, size_t Size, Value &Out, std::string &Err, const ParseOptions &Options) {
  Out = Value();
  return Parser(Data, Size, Options).run(Out, Err);
}

bool toInt64(const Value &V, int64_t &Out, std::string &Err) {
  if (V.K != Value::Number) {
    Err = "expected an integer, got " + describe(V);
    return false;
  }
  if (V.isIntegerToken()) {
    const char *B = V.Text.data(), *E = B + V.Text.size();
    auto R = std::from_chars(B, E, Out);
    if (R.ec == std::errc() && R.ptr == E)
      return true;
    Err = "integer " + V.Text + " is out of the int64_t range";
    return false;
  }
  double D;
  if (!toDouble(V, D, Err))
    return false;
  // [-2^63, 2^63): every whole double in it converts exactly.
  if (!std::isfinite(D) || D != std::trunc(D) || D < -9223372036854775808.0 || D >= 9223372036854775808.0) {
    Err = "expected an integer, got " + V.Text;
    return false;
  }
  Out = static_cast<int64_t>(D);
  return true;
}

bool toInt32(const Value &V, int32_t &Out, std::string &Err) {
  int64_t W;
  if (!toInt64(V, W, Err))
    return false;
  if (W < INT32_MIN || W > INT32_MAX) {
    Err = "integer " + V.Text + " is out of the int32_t range";
    return false;
  }
  Out = static_cast<int32_t>(W);
  return true;
}

bool toDouble(const Value &V, double &Out, std::string &Err) {
  if (V.K != Value::Number) {
    Err = "expected a number, got " + describe(V);
    return false;
  }
  if (special(V.Text, Out))
    return true;
  CLocaleScope Scope;
  char *EndP = nullptr;
  errno = 0;
  double D = std::strtod(V.Text.c_str(), &EndP);
  if (EndP != V.Text.c_str() + V.Text.size()) {
    Err = "invalid number " + V.Text;
    return false;
  }
  if (errno == ERANGE && std::isinf(D)) {
    Err = "number " + V.Text + " is out of the double range";
    return false;
  }
  Out = D;
  return true;
}

bool toFloat(const Value &V, float &Out, std::string &Err) {
  if (V.K != Value::Number) {
    Err = "expected a number, got " + describe(V);
    return false;
  }
  double S;
  if (special(V.Text, S)) {
    Out = static_cast<float>(S);
    return true;
  }
  CLocaleScope Scope;
  char *EndP = nullptr;
  errno = 0;
  float F = std::strtof(V.Text.c_str(), &EndP);
  if (EndP != V.Text.c_str() + V.Text.size()) {
    Err = "invalid number " + V.Text;
    return false;
  }
  if (errno == ERANGE && std::isinf(F)) {
    Err = "number " + V.Text + " is out of the float range";
    return false;
  }
  Out = F;
  return true;
}

bool appendString(std::string &Out, const std::string &S, bool AsciiOnly) {
  static const char Hex[] = "0123456789abcdef";
  std::string R = "\"";
  auto U4 = [&](uint32_t U) {
    R += "\\u";
    for (int Shift = 12; Shift >= 0; Shift -= 4)
      R += Hex[(U >> Shift) & 0xF];
  };
  const unsigned char *P = reinterpret_cast<const unsigned char *>(S.data());
  const unsigned char *E = P + S.size();
  while (P != E) {
    unsigned char C = *P;
    if (C < 0x80) {
      switch (C) {
      case '"': R += "\\\""; break;
      case '\\': R += "\\\\"; break;
      case '\n': R += "\\n"; break;
      case '\r': R += "\\r"; break;
      case '\t': R += "\\t"; break;
      case '\b': R += "\\b"; break;
      case '\f': R += "\\f"; break;
      default:
        if (C < 0x20 || (AsciiOnly && C == 0x7F))
          U4(C);
        else
          R += static_cast<char>(C);
      }
      ++P;
      continue;
    }
    size_t N;
    uint32_t Min, U;
    if ((C & 0xE0) == 0xC0)
      N = 2, Min = 0x80, U = C & 0x1F;
    else if ((C & 0xF0) == 0xE0)
      N = 3, Min = 0x800, U = C & 0x0F;
    else if ((C & 0xF8) == 0xF0)
      N = 4, Min = 0x10000, U = C & 0x07;
    else
      return false;
    if (static_cast<size_t>(E - P) < N)
      return false;
    for (size_t I = 1; I < N; ++I) {
      if ((P[I] & 0xC0) != 0x80)
        return false;
      U = (U << 6) | (P[I] & 0x3F);
    }
    if (U < Min || U > 0x10FFFF || (U >= 0xD800 && U <= 0xDFFF))
      return false;
    if (!AsciiOnly) {
      R.append(reinterpret_cast<const char *>(P), N);
    } else if (U < 0x10000) {
      U4(U);
    } else {
      U -= 0x10000;
      U4(0xD800 + (U >> 10));
      U4(0xDC00 + (U & 0x3FF));
    }
    P += N;
  }
  R += '"';
  Out += R;
  return true;
}

void appendInt(std::string &Out, int64_t V) {
  char Buf[24];
  auto R = std::to_chars(Buf, Buf + sizeof(Buf), V);
  Out.append(Buf, R.ptr);
}

namespace {
template <class T> bool appendReal(std::string &Out, T V) {
  if (!std::isfinite(V))
    return false;
  char Buf[40];
  auto R = std::to_chars(Buf, Buf + sizeof(Buf), V); // the shortest form that reads back as V
  Out.append(Buf, R.ptr);
  if (std::memchr(Buf, '.', R.ptr - Buf) == nullptr && std::memchr(Buf, 'e', R.ptr - Buf) == nullptr)
    Out += ".0";
  return true;
}
} // namespace

bool appendDouble(std::string &Out, double V) { return appendReal(Out, V); }
bool appendFloat(std::string &Out, float V) { return appendReal(Out, V); }

} // namespace json
} // namespace mlbridge
