"""Training, evaluation and export for the ``loop_distribution`` pass (run-time code: ``mlbridge_passes.loop_distribution``)."""
