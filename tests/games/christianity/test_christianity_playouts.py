"""Seeded random playouts over every game type with the shipped decks: invariants after every action, every game
ends (win or the end of round 10), and replaying the actions from the seed reaches the same position."""

from __future__ import annotations

import pytest

from bible_tabletop.engine.bots import RandomBot
from bible_tabletop.engine.digest import digest
from bible_tabletop.engine.decision import deciding
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.playout import play_one
from bible_tabletop.games.christianity.rules.bots import StewardBot
from bible_tabletop.games.christianity.rules.game import RULES

SETUPS = [(1, "duel"), (2, "traditional"), (3, "traditional"), (4, "traditional"), (3, "human_evil"),
          (4, "human_evil"), (5, "human_evil")]
GAMES = 40  # a setup: 280 games in all


@pytest.mark.parametrize("players,kind", SETUPS)
def test_random_playouts_keep_every_invariant_and_end(players, kind):
    """End of the Game: every seeded random game ends within ten rounds, with every invariant holding after every
    action (each card in exactly one place, Power never below 0, levels 0-3, ...) and the replay matching."""
    ended = set()
    for seed in range(GAMES):
        config = GameConfig(game="christianity", players=players,
                            options={"game_type": kind, "first": "random", "deck_1": "dealt"})
        p = play_one(RULES, config, seed, [RandomBot(seed * 10 + s) for s in range(players)])
        assert p.completed and not p.failed, (seed, p.error, p.violation)
        assert p.final.round <= 10 and p.final.turns <= 10 * len(p.final.team)
        ended.add(p.final.result)
    assert ended <= {"righteous", "evil"} and ended


def test_steward_playouts_win_some_and_lose_some():
    """The steward plays whole games on every seat: both outcomes happen over a handful of seeds at 2 players."""
    results = []
    for seed in range(12):
        config = GameConfig(game="christianity", players=2, options={})
        p = play_one(RULES, config, seed, [StewardBot(seed), StewardBot(seed + 1)])
        assert p.completed and not p.failed, (seed, p.error, p.violation)
        results.append(p.final.result)
    assert set(results) == {"righteous", "evil"}


def test_the_same_seed_plays_the_same_game():
    """Deterministic from the seed: two setups and the same actions reach the same digest."""
    config = GameConfig(game="christianity", players=3, options={"first": "random"})
    a, b = RULES.setup(config, 99), RULES.setup(config, 99)
    bot = RandomBot(5)
    for _ in range(200):
        if RULES.outcome(a) is not None:
            break
        action = bot.choose(RULES, a, deciding(RULES.decision(a)))
        RULES.apply(a, action)
        RULES.apply(b, action)
    assert digest(a) == digest(b)


CHEAP_CHUNKS = 4  # x 100 games: with the 280 above, the conformance suite's 300 and the balance sample, over 1,000


@pytest.mark.parametrize("chunk", range(CHEAP_CHUNKS))
def test_many_more_seeded_games_end_without_error(chunk):
    """End of the Game, at volume (issue 11: at least 1,000 seeded games in CI across the game types): random seats
    and random options (every game type the player count allows, decks dealt or chosen), each game played as
    `simulate` plays it and ending in a result; invariants are checked by the games above and the conformance
    suite."""
    from bible_tabletop.engine.playout import simulate

    report = simulate(RULES, games=100, seed=4100 + chunk, vary_options=True, check=False)
    assert report["errors"] == 0 and report["completed"] == 100, report["failures"]
