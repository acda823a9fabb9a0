"""The same seeded games, played again: one hash a game over many seeded random games' actions and end positions.

A change that should not change how any game plays (moving modules, new hooks, a faster legality check) must leave
these hashes as they were recorded in same_games.json; test_same_games.py compares them. Each game's games are
seeded from a fixed number; player counts cycle from the fewest to the most; options are drawn as the seeded playouts
draw them (`GameSpec.random_options`). A seat picks uniformly among its legal actions sorted by their JSON, so the
order a game lists them in does not matter, only which they are. A game stops at its end or after CAP actions; every
LONG_EVERY-th game goes on to its end (or LONG_CAP actions), so each game's end is reached too.

Record again (only when a game is meant to play differently, e.g. its card data changed), from the repository root:

    .venv/bin/python -m tests.engine.same_games record [game ...]
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

from bible_tabletop.engine.digest import digest
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.registry import BUILT, spec_for

GAMES = 200  # seeded games a game
CAP = 200  # actions at most a game (enough to pass every phase; keeps the test quick)
LONG_EVERY, LONG_CAP = 20, 2000  # every this many games play on to their end, up to this many actions
SEED = 20260520
RECORDED = Path(__file__).with_name("same_games.json")


def play(game: str, seed: int, players: int, cap: int = CAP) -> tuple[list[str], str]:
    """One seeded game: its actions as JSON and the digest of the position it stops at."""
    spec = spec_for(game)
    rules = spec.rules()
    config = GameConfig(game=game, players=players, options=spec.random_options(random.Random(seed)))
    state = rules.setup(config, seed)
    picker = random.Random(seed)
    actions: list[str] = []
    while len(actions) < cap and rules.outcome(state) is None:
        seat = rules.decision(state).seat
        legal = sorted(a.model_dump_json() for a in rules.legal_actions(state, seat))
        chosen = picker.choice(legal)
        rules.apply(state, rules.action_type.validate_json(chosen))
        actions.append(chosen)
    return actions, digest(state)


def game_hash(game: str, games: int = GAMES) -> str:
    """One hash over `games` seeded games of `game`: every action and every end position's digest."""
    spec = spec_for(game)
    counts = range(spec.min_players, spec.max_players + 1)
    master = random.Random(f"{SEED}-{game}")
    h = hashlib.blake2b(digest_size=16)
    for g in range(games):
        actions, end = play(game, master.randrange(2**31), counts[g % len(counts)],
                           LONG_CAP if g % LONG_EVERY == 0 else CAP)
        h.update(json.dumps([actions, end]).encode())
    return h.hexdigest()


def recorded() -> dict[str, str]:
    return json.loads(RECORDED.read_text())


def record(games: list[str]) -> None:
    """Write the hashes of `games` (every built game when empty) into same_games.json, keeping the others."""
    found = recorded() if RECORDED.exists() else {}
    for game in games or list(BUILT):
        found[game] = game_hash(game)
        print(f"{game}: {found[game]}")
    RECORDED.write_text(json.dumps(dict(sorted(found.items())), indent=2) + "\n")


if __name__ == "__main__":
    if sys.argv[1:2] != ["record"]:
        sys.exit("usage: python -m tests.engine.same_games record [game ...]")
    unknown = [g for g in sys.argv[2:] if g not in BUILT]
    if unknown:
        sys.exit(f"unknown game {unknown[0]!r}; built games: {', '.join(BUILT)}")
    record(sys.argv[2:])
