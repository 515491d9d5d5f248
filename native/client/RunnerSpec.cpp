// The runner-spec grammar of the kit, in C++: parseRunnerSpec (ModelRunner.h) and its C face mlb_parse_runner_spec
// (mlbridge.h). The one Python parser is mlbridge_llvm/runners/spec.py's RunnerSpec.parse; both are tested on the
// same table (test/inputs/runner_specs.json), so a spec means the same to the plug-in as to the Python driver.
//
//   spec   := scheme ":" target [ "?" query ]      (scheme: at least one character before the first ':')
//   target := everything up to the first '?'      (not decoded)
//   query  := items separated by '&'; an item is key[=value]; empty items are skipped; keys and values are
//             x-www-form-urlencoded ('+' is a space, %XX a byte; a '%' not followed by two hex digits stays as is);
//             a later key replaces an earlier one.
#include "Json.h"
#include "mlbridge/ModelRunner.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

namespace mlbridge {
namespace {

int hexValue(char C) {
  if (C >= '0' && C <= '9')
    return C - '0';
  if (C >= 'a' && C <= 'f')
    return C - 'a' + 10;
  if (C >= 'A' && C <= 'F')
    return C - 'A' + 10;
  return -1;
}

/// Python's urllib.parse.unquote_plus on bytes: '+' is a space, %XX a byte, anything else as is.
std::string unquotePlus(const std::string &S) {
  std::string Out;
  Out.reserve(S.size());
  for (size_t I = 0; I < S.size(); ++I) {
    char C = S[I];
    if (C == '+') {
      Out += ' ';
    } else if (C == '%' && I + 2 < S.size() && hexValue(S[I + 1]) >= 0 && hexValue(S[I + 2]) >= 0) {
      Out += static_cast<char>(hexValue(S[I + 1]) * 16 + hexValue(S[I + 2]));
      I += 2;
    } else {
      Out += C;
    }
  }
  return Out;
}

} // namespace

bool parseRunnerSpec(const std::string &Text, RunnerSpecParts &Out, std::string &Err) {
  size_t Colon = Text.find(':');
  if (Colon == std::string::npos || Colon == 0) {
    Err = "runner spec '" + Text + "' must look like 'scheme:target'";
    return false;
  }
  Out = RunnerSpecParts();
  Out.Scheme = Text.substr(0, Colon);
  std::string Rest = Text.substr(Colon + 1);
  size_t Question = Rest.find('?');
  Out.Target = Rest.substr(0, Question);
  if (Question == std::string::npos)
    return true;
  std::string Query = Rest.substr(Question + 1);
  size_t Start = 0;
  while (Start <= Query.size()) {
    size_t End = Query.find('&', Start);
    if (End == std::string::npos)
      End = Query.size();
    std::string Item = Query.substr(Start, End - Start);
    if (!Item.empty()) {
      size_t Eq = Item.find('=');
      std::string Key = Item.substr(0, Eq);
      std::string Value = Eq == std::string::npos ? std::string() : Item.substr(Eq + 1);
      Out.Options[unquotePlus(Key)] = unquotePlus(Value);
    }
    Start = End + 1;
  }
  return true;
}

bool pipeOptionsFrom(const RunnerSpecParts &Spec, PipeOptions &Out, std::string &Bad) {
  for (const auto &[Key, Value] : Spec.Options) {
    if (Key == "serdes" && (Value == "json" || Value == "bitstream")) {
      Out.Serdes = Value == "json" ? MLB_SERDES_JSON : MLB_SERDES_BITSTREAM;
      continue;
    }
    if (Key == "timeout" && !Value.empty()) {
      char *End = nullptr;
      double Seconds = std::strtod(Value.c_str(), &End);
      if (End && *End == '\0') {
        Out.TimeoutSeconds = Seconds;
        continue;
      }
    }
    Bad = Key + "=" + Value;
    return false;
  }
  return true;
}

bool parsePluginRunnerSpec(const std::string &Flag, const std::string &Text,
                           const std::vector<std::string> &Builtins, const std::string &Usage,
                           RunnerSpecParts &Spec, std::string &Err) {
  auto IsBuiltin = [&](const std::string &Scheme) {
    return std::find(Builtins.begin(), Builtins.end(), Scheme) != Builtins.end();
  };
  std::string ParseErr;
  if (!parseRunnerSpec(IsBuiltin(Text) ? Text + ":" : Text, Spec, ParseErr)) {
    Err = "-" + Flag + ": " + ParseErr + " (" + Usage + ")";
    return false;
  }
  if (IsBuiltin(Spec.Scheme) && (!Spec.Target.empty() || !Spec.Options.empty())) {
    Err = "-" + Flag + "=" + Text + ": " + Spec.Scheme + " takes no target or options here (the plug-in's compiled "
          "policy is linked in)";
    return false;
  }
  return true;
}

} // namespace mlbridge

extern "C" int mlb_parse_runner_spec(const char *spec, char *json, size_t size) {
  auto Write = [&](const std::string &Text) {
    if (json && size) {
      size_t N = Text.size() < size - 1 ? Text.size() : size - 1;
      std::memcpy(json, Text.data(), N);
      json[N] = '\0';
    }
    return Text.size() < size ? 0 : 2;
  };
  mlbridge::RunnerSpecParts Parts;
  std::string Err;
  if (!spec) {
    Write("runner spec is NULL");
    return 1;
  }
  if (!mlbridge::parseRunnerSpec(spec, Parts, Err)) {
    Write(Err);
    return 1;
  }
  std::string Out = "{\"scheme\":";
  bool Ok = mlbridge::json::appendString(Out, Parts.Scheme, false);
  Out += ",\"target\":";
  Ok = mlbridge::json::appendString(Out, Parts.Target, false) && Ok;
  Out += ",\"options\":{";
  bool First = true;
  for (const auto &KV : Parts.Options) {
    Out += First ? "" : ",";
    First = false;
    Ok = mlbridge::json::appendString(Out, KV.first, false) && Ok;
    Out += ':';
    Ok = mlbridge::json::appendString(Out, KV.second, false) && Ok;
  }
  Out += "}}";
  if (!Ok) {
    Write("runner spec '" + std::string(spec) + "' is not valid UTF-8 once decoded");
    return 1;
  }
  return Write(Out);
}
