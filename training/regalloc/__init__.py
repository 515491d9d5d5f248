"""Training, evaluation and export for the ``regalloc`` pass (run-time code: ``mlbridge_passes.regalloc``)."""
