/* mlbridge/compat/PipeModelRunner.h: ML-Compiler-Bridge's C API names over mlbridge's pipe runner.
 *
 * A C compiler written against ML-Compiler-Bridge's MLModelRunner/C/PipeModelRunner.h ports by including this
 * header instead and linking libmlbridge_capi (MLBridge::capi, or `mlbridge-config --libs`):
 *
 *     PipeModelRunnerWrapper *r = createPipeModelRunner("/tmp/ch.out", "/tmp/ch.in", 2);   // 2 = bitstream
 *     populateIntFeatures(r, "loops", counts, 3);
 *     int advice = evaluateIntFeatures(r);
 *     destroyPipeModelRunner(r);
 *
 * Kept from upstream: the wire bytes (8-byte length framing; SerDesType 1 = JSON, 2 = bitstream, numbered as
 * upstream's BaseSerDes::Kind), the pipes opened in createPipeModelRunner (the compiler opens InboundName, then
 * OutboundName), per-query features (each evaluation sends only the features populated since the previous one, then
 * forgets them), evaluateIntFeatures reading one int32 answer and evaluateFloatFeatures one float (upstream's
 * evaluate<int>/evaluate<float>). The C++ API (MLModelRunner, bool/char/long, vectors) is
 * mlbridge/compat/MLModelRunner.h. Differences, all on failure paths of upstream:
 *   - answers are read exactly: a bitstream answer must be exactly 4 bytes (upstream reads 4 bytes from any answer,
 *     past the end of a shorter one), a JSON answer a number the type represents (upstream reads 1.0 as an int and
 *     reinterprets it as a float, and keeps 32 bits of a JSON int);
 *   - every wait is bounded (60 s, or createPipeModelRunnerWithTimeout; <= 0 waits forever, as upstream);
 *   - a failed evaluation returns 0 (int) or NaN (float) and pipeModelRunnerLastError() says why in one line, where
 *     upstream blocks, crashes or returns garbage; nothing is printed;
 *   - SerDesType 3 (protobuf) is not supported (pipeModelRunnerLastError says so);
 *   - populating a name twice before an evaluation replaces it (upstream's bitstream sends it twice);
 *   - JSON requests keep population order (upstream's llvm::json sorts the keys; the values are the same).
 * All functions accept NULL.
 */
#ifndef MLBRIDGE_COMPAT_PIPEMODELRUNNER_H
#define MLBRIDGE_COMPAT_PIPEMODELRUNNER_H

#include "mlbridge/mlbridge.h" /* MLB_API */

#ifdef __cplusplus
extern "C" {
#endif

typedef struct PipeModelRunnerWrapper PipeModelRunnerWrapper;

/** OutboundName: the FIFO the compiler writes (BASE.out); InboundName: the one it reads (BASE.in). */
MLB_API PipeModelRunnerWrapper *createPipeModelRunner(const char *OutboundName, const char *InboundName, int SerDesType);
MLB_API void populateFloatFeatures(PipeModelRunnerWrapper *obj, const char *name, const float *data, const int size);
MLB_API void populateIntFeatures(PipeModelRunnerWrapper *obj, const char *name, const int *data, const int size);
MLB_API int evaluateIntFeatures(PipeModelRunnerWrapper *obj);
MLB_API float evaluateFloatFeatures(PipeModelRunnerWrapper *obj);
MLB_API void destroyPipeModelRunner(PipeModelRunnerWrapper *obj);

/* mlbridge extensions */
/** As createPipeModelRunner, waiting at most `timeout_seconds` for the model (<= 0: forever, as upstream). */
MLB_API PipeModelRunnerWrapper *createPipeModelRunnerWithTimeout(const char *OutboundName, const char *InboundName,
                                                         int SerDesType, double timeout_seconds);
/** Why the last call on `obj` failed (one line), "" if it succeeded. */
MLB_API const char *pipeModelRunnerLastError(const PipeModelRunnerWrapper *obj);

#ifdef __cplusplus
}
#endif
#endif /* MLBRIDGE_COMPAT_PIPEMODELRUNNER_H */
