"""Every generated figure block of a model card equals what its report JSON renders to (no typed-in figures)."""
from __future__ import annotations

from pathlib import Path

import pytest

from mlbridge_training.cards import BLOCK, render

MODELS = Path(__file__).resolve().parents[2] / "models"
CARDS = sorted(p for p in MODELS.glob("*.md") if BLOCK.search(p.read_text()))


def test_the_retrained_cards_have_generated_blocks() -> None:
    assert MODELS / "inliner-oz.md" in CARDS


@pytest.mark.parametrize("card", CARDS, ids=lambda p: p.name)
def test_card_figures_match_the_report(card: Path) -> None:
    blocks = render(card)
    assert blocks
    for name, (in_card, from_report) in blocks.items():
        assert in_card == from_report, f"{card.name}: block {name!r} differs from its report; run update_card"


@pytest.mark.parametrize("model", sorted(MODELS.glob("*.onnx")), ids=lambda p: p.name)
def test_every_shipped_model_names_the_script_and_data_that_made_it(model: Path) -> None:
    import json

    import onnx

    props = {p.key: p.value for p in onnx.load(str(model)).metadata_props}
    script = props.get("mlbridge.script", "")
    if script == "mlbridge-train":  # the kit's learning path: the algorithm and the pass are recorded too
        assert props.get("mlbridge.pass") and json.loads(props["mlbridge.args"]).get("algorithm"), props
    else:
        assert script.startswith("scripts/train_") and (MODELS.parent / script).is_file(), f"{model.name}: {props}"
    assert isinstance(json.loads(props["mlbridge.args"]), dict)
    assert len(props["mlbridge.data_sha256"]) == 64 and props["mlbridge.commit"]
