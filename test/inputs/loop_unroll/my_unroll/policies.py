"""Hand-written policies for my-loop-unroll."""
from typing import Any


def by_four(features: dict[str, Any]) -> int:
    """Unroll by 4 loops of a known trip count divisible by 4; LLVM's choice elsewhere."""
    trip = int(features["loop"][0][0])
    return 2 if trip and trip % 4 == 0 else 0
