"""Every game plays exactly as before (issue 20, "Must hold"): the same seeded games give the same actions and the
same end positions as recorded in same_games.json (how they are played and recorded: same_games.py). A game with no
record yet (a new one) is recorded by its first run, so adding a game needs no hand-made entry."""

import warnings

import pytest

import same_games as S  # tests/engine/same_games.py (pytest puts this folder on the path)
from bible_tabletop.games.registry import BUILT


@pytest.mark.parametrize("game", list(BUILT))
def test_the_same_seeded_games_give_the_same_actions_and_positions(game):
    recorded = S.recorded()
    if game not in recorded:  # a new game: its first run is its record (same_games.json is then committed with it)
        S.record([game])
        warnings.warn(f"{game}'s seeded games recorded in {S.RECORDED.name}: commit it with the game")
        recorded = S.recorded()
    assert S.game_hash(game) == recorded[game], \
        f"{S.GAMES} seeded games of {game} now play differently from the record in {S.RECORDED.name}"
