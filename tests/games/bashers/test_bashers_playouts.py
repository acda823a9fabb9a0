"""Seeded Bible Bashers games to the end (engine playouts), by the random player over every scenario and pairs of
shipped forces, in chunks so they spread over the test workers: 60 with every invariant after every action, 620
cheap ones as the engine's `simulate` plays them (no checks on the way; the end position's invariants checked);
replays reach the same position. (The engine's speed is measured by `bible-tabletop bench`, bashers_engine.)

Issue 12 asks for at least 1,000 seeded games of this game in CI: these 680, the general's 30 and two replays here,
and the conformance suite's 300 (tests/engine/conformance.py GAMES_PER_GAME, with every invariant and the probes),
which also makes more invariant-checked games here a duplicate."""

import random

import pytest

from bible_tabletop.engine.bots import RandomBot
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.playout import MAX_ACTIONS, play_one
from bible_tabletop.games.bashers.rules.options import SCENARIOS, random_options
from bible_tabletop.games.bashers.rules.game import RULES

CHUNKS, PER_CHUNK = 6, 10  # 60 games with every invariant checked
CHEAP_CHUNKS, CHEAP_PER_CHUNK, CHEAP_SEEDS = 20, 31, 100_000  # 620 cheap games, seeds from 100,000
CONFORMANCE_GAMES = 300  # tests/engine/conformance.py GAMES_PER_GAME


def config(seed: int) -> GameConfig:
    return GameConfig(game="bashers", players=2, options=random_options(random.Random(seed)))


def play(seed: int) -> int:
    """One random game to its end, invariants after every action; the actions it took."""
    state = RULES.setup(config(seed), seed)
    rng = random.Random(seed)
    actions = 0
    while RULES.outcome(state) is None:
        assert actions < MAX_ACTIONS, f"seed {seed}: no result"
        decision = RULES.decision(state)
        legal = RULES.legal_actions(state)
        assert legal and all(decision.may_act(by) for by in {a.by for a in legal})
        RULES.apply(state, rng.choice(legal))
        actions += 1
        problems = RULES.invariants(state)
        assert not problems, f"seed {seed}, action {actions}: {problems}"
    assert RULES.decision(state) is None and RULES.legal_actions(state) == []
    assert sorted(RULES.outcome(state).results, key=lambda r: r.value) != [] and state.winner in (0, 1)
    return actions


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_end_with_every_invariant_kept(chunk):
    for seed in range(chunk * PER_CHUNK, (chunk + 1) * PER_CHUNK):
        assert play(seed) > 0


@pytest.mark.parametrize("chunk", range(CHEAP_CHUNKS))
def test_cheap_random_games_reach_an_end(chunk):
    """Games as `simulate` plays them (RandomBot, no checks on the way): each ends with a winner, in a position
    that keeps every invariant and asks nobody for anything."""
    for seed in range(CHEAP_SEEDS + chunk * CHEAP_PER_CHUNK, CHEAP_SEEDS + (chunk + 1) * CHEAP_PER_CHUNK):
        p = play_one(RULES, config(seed), seed, [RandomBot(seed), RandomBot(seed + 1)], check=False)
        assert p.completed and not p.failed, (seed, p.error, p.violation)
        assert p.final.winner in (0, 1) and RULES.invariants(p.final) == [] and RULES.decision(p.final) is None


def test_every_scenario_is_played_in_the_playouts():
    assert {random_options(random.Random(s))["scenario"] for s in range(CHUNKS * PER_CHUNK)} == set(SCENARIOS)
    cheap = range(CHEAP_SEEDS, CHEAP_SEEDS + CHEAP_CHUNKS * CHEAP_PER_CHUNK)
    assert {random_options(random.Random(s))["scenario"] for s in cheap} == set(SCENARIOS)


def test_at_least_1000_seeded_games_run_in_ci():
    """Issue 12 (Tests and bench): at least 1,000 seeded games of Bible Bashers in CI, counted over the suite."""
    from test_bashers_general import GAMES as GENERAL_GAMES

    replays = 2
    here = CHUNKS * PER_CHUNK + CHEAP_CHUNKS * CHEAP_PER_CHUNK + GENERAL_GAMES + replays
    assert here + CONFORMANCE_GAMES >= 1000


@pytest.mark.parametrize("seed", [3, 17])
def test_a_game_replayed_from_its_actions_reaches_the_same_position(seed):
    """Saves replay the actions (engine playout's check: invariants, then the digest of a replay)."""
    p = play_one(RULES, config(seed), seed, [RandomBot(seed), RandomBot(seed + 1)], check=True)
    assert p.completed and not p.failed, (p.error, p.violation)
    again = play_one(RULES, config(seed), seed, [RandomBot(seed), RandomBot(seed + 1)], check=False)
    assert again.actions == p.actions and again.winners == p.winners
