"""Every game plays exactly as before (issue 20, "Must hold"): the same seeded games give the same actions and the
same end positions as recorded in same_games.json (how they are played and recorded: same_games.py)."""

import pytest

import same_games as S  # tests/engine/same_games.py (pytest puts this folder on the path)
from bible_tabletop.games.registry import BUILT


@pytest.mark.parametrize("game", list(BUILT))
def test_the_same_seeded_games_give_the_same_actions_and_positions(game):
    recorded = S.recorded()
    assert game in recorded, f"{game} has no recorded hash: python -m tests.engine.same_games record {game}"
    assert S.game_hash(game) == recorded[game], \
        f"{S.GAMES} seeded games of {game} now play differently from the record in {S.RECORDED.name}"
