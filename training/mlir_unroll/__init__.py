"""Training of the ``ml-affine-unroll`` MLIR pass's model (:mod:`.train`)."""
