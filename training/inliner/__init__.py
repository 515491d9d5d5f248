"""Training, evaluation and export for the ``inliner`` pass (run-time code: ``mlbridge_passes.inliner``)."""
