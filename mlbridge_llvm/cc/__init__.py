"""``mlbridge-cc`` / ``mlbridge-c++``: a drop-in C/C++ compiler that runs an mlbridge pipeline on every translation
unit (issue #28).

* :mod:`.args`: reading clang's command line (mode, sources, which option reaches which step);
* :mod:`.plan`: the pipeline (``--mlbridge-passes`` / ``$MLBRIDGE_PASSES``), runners and recording options;
* :mod:`.frontend`: the clang 22 front end and its commands (to IR, its own pipeline, code generation, link);
* :mod:`.optimize`: the work done in a worker process (the pipeline; ``ml-regalloc`` during code generation);
* :mod:`.compile`: one translation unit from source to written outputs; :mod:`.driver`: one whole invocation.
"""
