//===- FuzzSelfTest.cpp - a target with a planted bug, to show that the fuzzing driver finds bugs ---===//
//
// Aborts on inputs that start with "MLB!", reached one byte at a time: blind random inputs would need ~2^32 tries,
// a coverage-guided fuzzer keeps each input that passes one more comparison and gets there in a few thousand.
// test/unit/test_fuzz_native.py runs the standalone driver on it and expects the crash and its saved input.
//===----------------------------------------------------------------------===//
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (Size >= 1 && Data[0] == 'M')
    if (Size >= 2 && Data[1] == 'L')
      if (Size >= 3 && Data[2] == 'B')
        if (Size >= 4 && Data[3] == '!') {
          std::fputs("FuzzSelfTest: the planted bug\n", stderr);
          std::abort();
        }
  return 0;
}
