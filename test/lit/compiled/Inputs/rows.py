"""aot.test helper: ``write PATH`` makes feature rows (counters like LLVM's, some huge, one NaN row);
``onnx MODEL PATH`` prints onnxruntime's decision per row."""
import sys

import numpy as np

if sys.argv[1] == "write":
    rng = np.random.default_rng(42)
    rows = np.floor(rng.exponential(20.0, (200, 39)) * rng.choice([1.0, 100.0], (200, 39))).astype(np.float32)
    rows[7, 3] = np.nan
    rows[8, 0] = np.inf
    rows.tofile(sys.argv[2])
else:
    from mlbridge_llvm.runners import create_runner

    runner = create_runner(f"onnx:{sys.argv[2]}")
    rows = np.fromfile(sys.argv[3], np.float32).reshape(-1, 39)
    for row in rows:
        print(int(runner.populate_features(features=row.reshape(1, 39)).evaluate(int)))
