//===- CAPIInternal.h - the C API's runner handle (internal) -------------===//
#ifndef MLBRIDGE_CLIENT_CAPIINTERNAL_H
#define MLBRIDGE_CLIENT_CAPIINTERNAL_H

#include "PipeRunner.h"
#include "mlbridge/mlbridge.h"

#include <memory>
#include <string>

struct mlb_runner {
  std::unique_ptr<mlbridge::ModelRunner> Runner;
  mlbridge::PipeRunner *Pipe = nullptr; // the same object when it is a pipe runner (no RTTI to ask)
  std::string Error;
};

/// A pipe runner on explicit FIFO paths (NULL and the creation error set on bad arguments).
mlb_runner *mlbridge_capi_pipe_on_paths(const char *InPath, const char *OutPath, mlb_serdes Serdes,
                                        mlb_dialect Dialect, double TimeoutSeconds);

#endif // MLBRIDGE_CLIENT_CAPIINTERNAL_H
