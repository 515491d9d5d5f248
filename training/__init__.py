"""``mlbridge_training``: everything that trains, evaluates and exports the kit's models, kept apart from the passes.

``passes/`` (``mlbridge_passes``) holds only what a pass needs to run. Here: the shared training library
(:mod:`.common`: the MLP policy base, Adam, the evolution-strategies loop, hash splits, corpus readers;
:mod:`.mlp`: the backward pass of the two-layer ReLU MLPs every gradient trainer fits) and one sub-package per pass with its
trainers, environments, model builders and evaluation helpers, used by ``scripts/train_*.py``. Nothing on a pass's
run-time path imports this package (a test checks it).
"""
