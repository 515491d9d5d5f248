"""Benchmark output helpers; they live in :mod:`mlbridge_llvm.tables` (shared with corpus reports)."""
from ..tables import format_table, save_figure, write_results

__all__ = ["format_table", "save_figure", "write_results"]
