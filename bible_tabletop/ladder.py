"""`bible-tabletop bench --ladder GAME`: how much better each computer level plays than the one below it (issue 22).

Two-player games, hard against normal and normal against easy, each level taking the first seat in every other game;
a win rate with its 95% Wilson interval (a draw counts half). The goals: hard wins at least 65%, normal at least 60%.
A co-operative game (its spec's `team_tables`: Christianity) is measured table by table instead: its team's win rate
with every seat of the team at each level, the goal hard at least 15 points above normal. Hard thinks about a second
a decision in play; the ladder may give it a number of simulations instead, so that
hundreds of games fit in a run (and are the same every run); the report says which. Also the hard player's time a
decision with its one-second budget, over a few decisions.
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from bible_tabletop.engine.playout import play_one, wilson

GOALS = {("hard", "normal"): 0.65, ("normal", "easy"): 0.60}
TEAM_GAIN = 0.15  # a co-operative game: hard's team wins at least this much more often than normal's
LEVELS = ("easy", "normal", "hard")


def factories(rules, simulations: int | None) -> dict[str, Any]:
    """The levels by name, hard on `simulations` a decision when given (else its clock budget)."""
    from bible_tabletop.engine.bots import bots_for
    from bible_tabletop.engine.search import Budget, SearchBot

    found = bots_for(rules)
    if simulations is not None:
        found["hard"] = lambda seed: SearchBot(seed, Budget(simulations=simulations))
    return found


def match(rules, first: str, second: str, games: int, simulations: int | None, seed: int,
          make: dict[str, Any] | None = None) -> dict:
    """`games` two-player games of `first` against `second`, seats alternating: `first`'s win rate. The players by
    name are the levels, or `make`'s (name -> a player from a seed: the test tree's yardsticks)."""
    from bible_tabletop.engine.game import GameConfig, Result

    make, master = make or factories(rules, simulations), random.Random(seed)
    points, draws, started = 0.0, 0, time.perf_counter()
    for g in range(games):
        game_seed, mine = master.randrange(2**31), g % 2
        names = (first, second) if mine == 0 else (second, first)
        bots = [make[name](game_seed + s) for s, name in enumerate(names)]
        played = play_one(rules, GameConfig(game=rules.id, players=2), game_seed, bots, check=False)
        result = played.outcome.results[mine] if played.outcome else Result.DRAW
        points += {Result.WIN: 1.0, Result.DRAW: 0.5, Result.LOSS: 0.0}[result]
        draws += result is Result.DRAW
    low, high = wilson(points, games)
    return {"games": games, "win_rate": round(points / games, 3), "interval_95": [round(low, 3), round(high, 3)],
            "draws": draws, "goal": GOALS.get((first, second)), "minutes": round((time.perf_counter() - started) / 60, 1)}


def team_match(rules, table, level: str, games: int, simulations: int | None, seed: int,
               make: dict[str, Any] | None = None) -> dict:
    """`games` games at a co-operative game's `table` with its team at `level` (the other seats normal): the team's
    win rate. The players by name are the levels, and `make`'s where given (as in `match`)."""
    from bible_tabletop.engine.game import GameConfig, Result

    make, master = {**factories(rules, simulations), **(make or {})}, random.Random(seed)
    config = GameConfig(game=rules.id, players=table.players, computer=list(range(table.players)),
                        options=dict(table.options))
    wins, started = 0, time.perf_counter()
    for _ in range(games):
        game_seed = master.randrange(2**31)
        bots = [make[level if s in table.team else "normal"](game_seed + s) for s in range(table.players)]
        played = play_one(rules, config, game_seed, bots, check=False)
        wins += played.outcome is not None and played.outcome.results[table.team[0]] is Result.WIN
    low, high = wilson(wins, games)
    return {"games": games, "win_rate": round(wins / games, 3), "interval_95": [round(low, 3), round(high, 3)],
            "minutes": round((time.perf_counter() - started) / 60, 1)}


def team_ladder(rules, tables, games: int, simulations: int | None) -> dict:
    """Each table of a co-operative game with its team at every level; the goal: hard's win rate TEAM_GAIN above
    normal's."""
    out = {}
    for n, table in enumerate(tables):
        rates = {level: team_match(rules, table, level, games, simulations, seed=n) for level in LEVELS}
        gain = rates["hard"]["win_rate"] - rates["normal"]["win_rate"]
        out[table.label] = {**rates, "hard_over_normal": round(gain, 3), "goal": TEAM_GAIN}
    return out


def decision_times(rules, decisions: int, seed: int = 1) -> dict:
    """The hard player's time a decision on its clock budget, over its first `decisions` searched decisions of
    games against normal (median and worst; goals 1 s and 2 s)."""
    from bible_tabletop.engine.bots import bots_for
    from bible_tabletop.engine.decision import deciding
    from bible_tabletop.engine.game import GameConfig

    make, times, g = bots_for(rules), [], 0
    while len(times) < decisions:
        state = rules.setup(GameConfig(game=rules.id, players=2), seed + g)
        bots = [make["hard"](seed + g), make["normal"](seed + g + 1)]
        while rules.outcome(state) is None and len(times) < decisions:
            seat = deciding(rules.decision(state))
            start = time.perf_counter()
            action = bots[seat].choose(rules, state, seat)
            if seat == 0 and bots[0].last is not None:
                times.append(time.perf_counter() - start)
            rules.apply(state, action)
        g += 1
    return {"decisions": len(times), "median_s": round(statistics.median(times), 3), "worst_s": round(max(times), 3),
            "goal_median_s": 1.0, "goal_worst_s": 2.0}


def random_position(rules, rng: random.Random):
    """A game of random size and options, played by random seats to a random point (at most 200 actions in)."""
    from bible_tabletop.engine.bots import RandomBot
    from bible_tabletop.engine.decision import deciding
    from bible_tabletop.engine.game import GameConfig
    from bible_tabletop.engine.spec import spec_for

    players, seed = rng.randint(rules.min_players, rules.max_players), rng.randrange(2**31)
    options = spec_for(rules.id).random_options(random.Random(seed))
    state = rules.setup(GameConfig(game=rules.id, players=players, options=options), seed)
    bot = RandomBot(seed)
    for _ in range(rng.randrange(200)):
        if rules.outcome(state) is not None:
            break
        seat = deciding(rules.decision(state))
        rules.apply(state, bot.choose(rules, state, seat))
    return state, players


def resampling(game: str, samples: int = 1000, seed: int = 1) -> dict:
    """`samples` positions dealt by the game's resample hook from a random seat's view of random positions: how
    many look to that seat exactly as the real one does and keep the game's invariants (goal: all)."""
    from bible_tabletop.engine.digest import digest
    from bible_tabletop.engine.spec import spec_for
    from bible_tabletop.games.registry import rules_for

    rules, deal, rng = rules_for(game), spec_for(game).resample(), random.Random(seed)
    if deal is None:
        return {"samples": 0, "note": "the game has no resample hook yet"}
    consistent, started = 0, time.perf_counter()
    for _ in range(samples):
        real, players = random_position(rules, rng)
        seat = rng.randrange(players)
        sample = deal(rules, rules.view(real, seat), seat, rng)
        consistent += digest(rules.view(sample, seat)) == digest(rules.view(real, seat)) and not rules.invariants(sample)
    return {"samples": samples, "consistent": consistent, "seconds": round(time.perf_counter() - started, 1)}


def too_few(simulations: int | None) -> str | None:
    """What a ladder on `simulations` a decision would not measure: a round tries every candidate once, so with at
    most CANDIDATES x (PAIRS - 1) the search never compares a full set of candidates PAIRS times, never leaves the
    heuristic's choice there, and hard plays as normal."""
    from bible_tabletop.engine.search import CANDIDATES, PAIRS

    if simulations is None or simulations > CANDIDATES * (PAIRS - 1):
        return None
    return (f"{simulations} simulations are too few: a decision with {CANDIDATES} candidates gets at most "
            f"{PAIRS - 1} rounds, short of the {PAIRS} that let hard leave the heuristic's choice, so there hard "
            f"plays as normal (give more than {CANDIDATES * (PAIRS - 1)})")


def ladder(game: str, games: int, simulations: int | None, timed: int = 10, samples: int = 1000) -> dict:
    """The ladder of one game: both matches, the hard player's time a decision and the resample hook's check."""
    from bible_tabletop.engine.spec import spec_for
    from bible_tabletop.games.registry import rules_for

    rules, spec = rules_for(game), spec_for(game)
    report: dict = {"game": game, "hard_budget": f"{simulations} simulations a decision"
                    if simulations else "1 s a decision", "searches": spec.resample() is not None}
    short = too_few(simulations)
    if short:
        report["hard_budget_warning"] = short
    if spec.team_tables:  # co-operative: the team's win rate at each level, table by table
        report["tables"] = team_ladder(rules, spec.team_tables, games, simulations)
    else:
        report["players"] = 2
        for first, second in GOALS:
            report[f"{first}_vs_{second}"] = match(rules, first, second, games, simulations, seed=len(first))
    if timed:
        report["hard_time_a_decision"] = decision_times(rules, timed)
    report["resampling"] = resampling(game, samples)
    return report
