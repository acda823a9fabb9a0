"""Seeded Bible Bashers games to the end, with every invariant after every action (engine playouts): 200 games by
the random player over every scenario and pairs of shipped forces, in chunks so they spread over the test workers;
replays reach the same position; the engine's speed in actions per second."""

import random
import time

import pytest

from bible_tabletop.engine.bots import RandomBot
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.playout import MAX_ACTIONS, play_one
from bible_tabletop.games.bashers.options import SCENARIOS, random_options
from bible_tabletop.games.bashers.rules import RULES

CHUNKS, PER_CHUNK = 20, 10  # 200 games


def config(seed: int) -> GameConfig:
    return GameConfig(game="bashers", players=2, options=random_options(random.Random(seed)))


def play(seed: int) -> tuple[int, float]:
    """One random game to its end, invariants after every action; (actions, seconds)."""
    state = RULES.setup(config(seed), seed)
    rng = random.Random(seed)
    actions, start = 0, time.perf_counter()
    while RULES.outcome(state) is None:
        assert actions < MAX_ACTIONS, f"seed {seed}: no result"
        decision = RULES.decision(state)
        legal = RULES.legal_actions(state)
        assert legal and all(decision.may_act(a.by) for a in legal)
        RULES.apply(state, rng.choice(legal))
        actions += 1
        problems = RULES.invariants(state)
        assert not problems, f"seed {seed}, action {actions}: {problems}"
    assert RULES.decision(state) is None and RULES.legal_actions(state) == []
    assert sorted(RULES.outcome(state).results, key=lambda r: r.value) != [] and state.winner in (0, 1)
    return actions, time.perf_counter() - start


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_end_with_every_invariant_kept(chunk):
    actions = seconds = 0
    for seed in range(chunk * PER_CHUNK, (chunk + 1) * PER_CHUNK):
        n, t = play(seed)
        actions, seconds = actions + n, seconds + t
    rate = actions / seconds
    print(f"chunk {chunk}: {PER_CHUNK} games, {actions} actions, {rate:.0f} actions per second")
    assert rate > 200  # measured about 3,000 a second on the 2-core box, with the invariants


def test_every_scenario_is_played_in_the_playouts():
    assert {random_options(random.Random(s))["scenario"] for s in range(CHUNKS * PER_CHUNK)} == set(SCENARIOS)


@pytest.mark.parametrize("seed", [3, 17])
def test_a_game_replayed_from_its_actions_reaches_the_same_position(seed):
    """Saves replay the actions (engine playout's check: invariants, then the digest of a replay)."""
    p = play_one(RULES, config(seed), seed, [RandomBot(seed), RandomBot(seed + 1)], check=True)
    assert p.completed and not p.failed, (p.error, p.violation)
    again = play_one(RULES, config(seed), seed, [RandomBot(seed), RandomBot(seed + 1)], check=False)
    assert again.actions == p.actions and again.winners == p.winners
