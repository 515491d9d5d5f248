"""ml-buggy: a pass module given as a .py file, with a bug (a test fixture): it reads a key no option gives."""
from mlbridge_llvm.passes import MLPass, PassContext


def run(ctx: PassContext) -> None:
    """Fails as a bug does: KeyError: 'missing'."""
    ctx.options["missing"]


PASS = MLPass(name="ml-buggy", description="raises KeyError: a bug in a pass (a test fixture)", run=run)
