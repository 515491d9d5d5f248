"""``mlbridge-score``: run time and size of whole programs built with ML passes (issue #28).

* :mod:`.recipes`: program recipes (pinned sources, build/test/bench commands) and the shipped programs;
* :mod:`.fetch`: downloading, hash checking and unpacking; :mod:`.inputs`: generated benchmark inputs;
* :mod:`.build`: one build of one program with one configuration, its tests and sizes (a backend's worker call);
* :mod:`.bench`: interleaved, pinned benchmark runs; :mod:`.stats`: speed-up, interval and significance;
* :mod:`.journal`: the resumable record of finished steps; :mod:`.lock`: one run per results folder;
  :mod:`.progress`: progress on standard error; :mod:`.run`: the whole run;
* :mod:`.report`: JSON, CSV, plot, table and the blocks of ``docs/score.md``; :mod:`.demo`: the demo's step.
"""
