"""``mlbridge_training.learn``: one learning path for any registered ML pass (issue #39 item 4), the library behind
``mlbridge-train``.

A pass is trained from a small declarative config (:mod:`.config`: the pass, its features and decision, the reward,
which decisions to explore) in four steps, each a module with one job, each running its compilations on the corpus
backends (a local pool or Ray, :mod:`mlbridge_training.pool`):

1. **traces** (:mod:`.traces`): the pass runs over a corpus with the default policy, a teacher or an exploring policy;
   a recording runner (``record:``, :mod:`mlbridge_llvm.runners.recording`) wrapped around the pass's own runner logs
   every question and decision in LLVM's training-log format, and the reward (:mod:`.rewards`, outcomes of
   :mod:`mlbridge_llvm.outcomes`) is appended to every observation of the module;
2. **algorithms**: behavioural cloning on the traces (:mod:`.bc`), blackbox ES on the reward (:mod:`.es`), PPO on
   traces sampled from the policy itself (:mod:`.ppo`), all on the MLP of :mod:`.policy`;
3. **export** (:mod:`.export`): ONNX with provenance (:mod:`mlbridge_training.provenance`);
4. **held-out evaluation by package** (:mod:`.evaluate`): the pass with the model against the baseline on the
   packages training never saw, written as the goals JSON and the model card block the shipped passes have.

:mod:`.episode` is the one per-module worker function all steps share: run the config's pipeline on one module with a
given policy (recording or not), measure the reward's outcomes, and the baseline's.
"""
