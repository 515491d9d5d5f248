"""Write hint.onnx: argmax([0, loops - 1.5]) = 1 exactly when the loop's function has two loops or more."""
from pathlib import Path

import numpy as np

from mlbridge_llvm.onnx_models import mlp, save_model

weights = np.array([[0, 0], [0, 0], [0, 1]], np.float32)
bias = np.array([0, -1.5], np.float32)
save_model(mlp([(weights, bias)], input_name="loop_function", output_name="unroll_disable", argmax=True),
           Path(__file__).parent / "hint.onnx")
