//===- Json.h - a small strict JSON reader and writer helpers (internal) ---===//
//
// Enough JSON for the pipe runner's JSON SerDes and headers, with no third-party dependency and no exceptions:
//   * parse(): RFC 8259 values (objects, arrays, strings, numbers, true/false/null); no trailing commas, no
//     comments, no leading zeros or '+', no raw control characters, valid UTF-8 only, duplicate object keys and
//     trailing garbage refused, nesting bounded. Python's json module writes non-finite floats as NaN, Infinity
//     and -Infinity; ParseOptions::AllowNonFinite accepts those three tokens (and nothing else beyond JSON).
//   * Numbers keep their text, so an integer is read exactly (all 64 bits) and a real is rounded once, straight
//     to the requested type: toInt64/toFloat/toDouble never go through a wider or narrower intermediate.
//   * Writers: strings escaped as Python's json.dumps (AsciiOnly, as in bitstream headers) or as orjson
//     (UTF-8 kept), integers, and doubles in their shortest round-trip form, always with a '.' or an exponent
//     so that a reader that infers types (ours, Python's) sees a real and not an integer.
// Number conversion is independent of the process locale.
//===----------------------------------------------------------------------===//
#ifndef MLBRIDGE_CLIENT_JSON_H
#define MLBRIDGE_CLIENT_JSON_H

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace mlbridge {
namespace json {

struct Value {
  enum Kind { Null, Bool, Number, String, Array, Object };
  Kind K = Null;
  bool B = false;
  /// Number: its token exactly as written (e.g. "-12", "1.0", "1e3", "NaN"); String: the decoded UTF-8.
  std::string Text;
  std::vector<Value> Items;
  std::vector<std::pair<std::string, Value>> Members;

  /// The member \p Key of an object, or null if absent (or not an object).
  const Value *get(const std::string &Key) const;
  /// A number token without fraction or exponent (exactly representable as an integer of its size).
  bool isIntegerToken() const;
};

struct ParseOptions {
  bool AllowNonFinite = true;
  unsigned MaxDepth = 64;
};

/// Parse all of [Data, Data+Size) as one JSON value (surrounding whitespace allowed); on failure returns false and
/// sets \p Err to one line naming the byte offset.
bool parse(const char *Data, size_t Size, Value &Out, std::string &Err, const ParseOptions &Options = ParseOptions());

/// A number as int64_t: an integer token exactly (out of range is an error), a real token only if it is whole and
/// in range (1.0, 1e3); anything else (1.5, NaN, a string) is an error.
bool toInt64(const Value &V, int64_t &Out, std::string &Err);
/// As toInt64, then range-checked to int32_t.
bool toInt32(const Value &V, int32_t &Out, std::string &Err);
/// A number rounded once to double; a finite token beyond the double range is an error, underflow rounds to 0.
bool toDouble(const Value &V, double &Out, std::string &Err);
/// A number rounded once to float (not via double); a finite token beyond the float range is an error.
bool toFloat(const Value &V, float &Out, std::string &Err);

/// Append \p S as a JSON string. AsciiOnly escapes everything outside ' '..'~' as \uXXXX (Python json.dumps);
/// otherwise only '"', '\\' and control characters are escaped (orjson). False if \p S is not valid UTF-8.
bool appendString(std::string &Out, const std::string &S, bool AsciiOnly);
void appendInt(std::string &Out, int64_t V);
/// Append a finite double in its shortest round-trip form with a '.' or exponent ("1.0", "0.1", "1e+16");
/// false (nothing appended) for NaN or an infinity, which JSON cannot carry.
bool appendDouble(std::string &Out, double V);
/// As appendDouble, in the shortest form that reads back as the float \p V ("0.1" for 0.1f).
bool appendFloat(std::string &Out, float V);

} // namespace json
} // namespace mlbridge

#endif // MLBRIDGE_CLIENT_JSON_H
