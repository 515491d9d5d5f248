"""Hand-written policies for ml-loop-hint."""
from typing import Any


def one_loop(features: dict[str, Any]) -> int:
    """Disable unrolling in functions with exactly one loop."""
    return int(features["loop_function"][0][2] == 1)
