"""Command-line entry points (thin: parse flags, call the library, print one-line errors)."""
