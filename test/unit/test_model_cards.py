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
