"""Benchmarks behind ``mlbridge-bench``: each prints a table and saves JSON, CSV and a PNG plot, with a floor measured in the same run."""
