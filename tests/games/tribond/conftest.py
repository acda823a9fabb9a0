"""TriBond test fixtures (helpers to build positions are in tribond_helpers.py)."""

import pytest

from bible_tabletop.games.tribond.rules.game import RULES


@pytest.fixture
def rules():
    return RULES
