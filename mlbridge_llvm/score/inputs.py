"""Deterministic benchmark inputs that a shell cannot easily make: ``python -m mlbridge_llvm.score.inputs KIND ...``.

* ``rgb W H PATH``: a ``W x H`` 24-bit RGB image (smooth gradients, shapes and a little LCG noise), the input a GIF
  encoder has to quantize.
"""
from __future__ import annotations

import sys

import numpy as np


def rgb_image(width: int, height: int) -> bytes:
    """The image's raw RGB bytes (same bytes on every machine)."""
    y, x = np.mgrid[0:height, 0:width].astype(np.float64)
    r = 127 + 120 * np.sin(x / 37.0) * np.cos(y / 53.0)
    g = 255 * ((x + y) % 256) / 255.0
    b = 255 * (((x - width / 2) ** 2 + (y - height / 2) ** 2) < (min(width, height) / 3) ** 2)
    seed = (np.arange(width * height, dtype=np.uint64) * np.uint64(6364136223846793005) + np.uint64(1442695040888963407))
    noise = ((seed >> np.uint64(33)) % np.uint64(17)).astype(np.float64).reshape(height, width) - 8
    img = np.stack([r + noise, g, b * 0.8 + noise], axis=-1)
    return np.clip(img, 0, 255).astype(np.uint8).tobytes()


def main(argv: list[str]) -> int:
    """``rgb W H PATH``."""
    if len(argv) == 4 and argv[0] == "rgb":
        with open(argv[3], "wb") as f:
            f.write(rgb_image(int(argv[1]), int(argv[2])))
        return 0
    print("usage: python -m mlbridge_llvm.score.inputs rgb WIDTH HEIGHT PATH", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
