"""YARDSTICKS ONLY, run by hand, not players of the app: two matches that say how good the hard player is.

- `plain`: hard against the plain search of baseline_search.py, each with the same clock a decision (issue 22: hard
  wins at least 60%).
- `clairvoyant`: a search that sees every card (the other hands and the deck's order; not the dice to come) against
  normal: what hard's search could gain if nothing were hidden, the ceiling of a fair hard player's edge.

Two players, seats alternating; the first player's win rate with its 95% Wilson interval (bible_tabletop.ladder). A
co-operative game (Christianity) is measured at its ladder tables instead: each player's team win rate, on the same
seeds (the team's every seat that player, the other side normal).
`python -m tests.engine.yardsticks plain GAME --games 200 --seconds 1 [--seed N]`;
`python -m tests.engine.yardsticks clairvoyant GAME --games 100 --simulations 200`."""

from __future__ import annotations

import argparse
import json
import random
from typing import Any

from bible_tabletop.engine.search import Budget, Search, SearchBot
from bible_tabletop.engine.snapshot import snapshot
from bible_tabletop.engine.spec import spec_for
from bible_tabletop.games.registry import rules_for
from bible_tabletop.ladder import factories, match, team_match
from tests.engine.baseline_search import PlainSearch


class Clairvoyant(SearchBot):
    """The hard player's search dealt the real position every round instead of a sample from its view: it knows
    every hidden card and the deck's order (each round still rolls dice of its own)."""

    name = "clairvoyant"

    def searcher(self, rules, state: Any, seat: int, rng: random.Random) -> Search:
        search = super().searcher(rules, state, seat, rng)
        truth = snapshot(state)
        search.deal = lambda rules, view, seat, rng: snapshot(truth)
        return search


def players(rules, against: str, seconds: float | None, simulations: int | None) -> dict[str, Any]:
    """The two players of a yardstick match by name."""
    budget = Budget(seconds=seconds, simulations=simulations)
    if against == "plain":
        return {"hard": lambda seed: SearchBot(seed, budget),
                "plain": lambda seed: PlainSearch(seed, seconds=seconds) if simulations is None
                else PlainSearch(seed, simulations)}
    return {"clairvoyant": lambda seed: Clairvoyant(seed, budget), "normal": factories(rules, None)["normal"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("against", choices=("plain", "clairvoyant"))
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=1.0, help="each player's clock a decision")
    parser.add_argument("--simulations", type=int, help="instead of the clock: simulations a decision")
    parser.add_argument("--seed", type=int, default=22)
    args = parser.parse_args()
    rules = rules_for(args.game)
    make = players(rules, args.against, None if args.simulations else args.seconds, args.simulations)
    first, second = make
    tables = spec_for(args.game).team_tables
    if tables:  # a co-operative game: each player's team at the same tables, on the same seeds
        report = {table.label: {name: team_match(rules, table, name, args.games, args.simulations, args.seed + n,
                                                 make=make) for name in make} for n, table in enumerate(tables)}
    else:
        report = match(rules, first, second, args.games, args.simulations, args.seed, make=make)
        report.pop("goal")
    print(json.dumps({"match": f"{first} vs {second}", "game": args.game, "seed": args.seed,
                      "budget": f"{args.simulations} simulations" if args.simulations else f"{args.seconds} s",
                      **report}))


if __name__ == "__main__":
    main()
