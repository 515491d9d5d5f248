"""The built-in training configs of the kit's own passes (:mod:`..config`), one module per pass, each a ``CONFIG``
dict in the form of a TOML config file."""
