"""Training, evaluation and export for the ``poset_rl`` pass (run-time code: ``mlbridge_passes.poset_rl``)."""
