"""Seeded self-play: whole games by computer seats, invariants after every action, replay checked."""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bible_tabletop.engine import saves
from bible_tabletop.engine.bots import Bot, bots_for
from bible_tabletop.engine.data import DataError
from bible_tabletop.engine.decision import deciding
from bible_tabletop.engine.digest import digest
from bible_tabletop.engine.game import Action, GameConfig, Outcome, Result, Rules
from bible_tabletop.engine.setup_check import SetupError, check_setup
from bible_tabletop.engine.spec import spec_for

MAX_ACTIONS = 20_000


@dataclass
class Playout:
    """One finished (or failed) self-play game."""

    seed: int
    config: GameConfig
    actions: list[Action] = field(default_factory=list)
    outcome: Outcome | None = None  # the result per seat, once completed
    completed: bool = False
    error: str | None = None
    violation: str | None = None
    turns: int | None = None  # the game's length in turns, where the state counts them
    first: int = 0  # the seat that took the first turn
    final: Any = None  # the last state, for games that report more (balance)

    @property
    def winners(self) -> tuple[int, ...]:
        return self.outcome.winners if self.outcome else ()

    @property
    def failed(self) -> bool:
        return self.error is not None or self.violation is not None


def play_one(rules: Rules, config: GameConfig, seed: int, bots: list[Bot], *, check: bool = True) -> Playout:
    """Play a game to its end; with `check`, invariants after every action and a replay digest at the end."""
    result = Playout(seed, config)
    try:
        state = rules.setup(config, seed)
    except DataError:
        raise  # a broken data file is the data's problem, not a finding of the game: said at once
    except Exception as exc:  # a setup crash is a finding, not a crash of the harness
        result.error = f"setup: {exc.__class__.__name__}: {exc}"
        return result
    while rules.outcome(state) is None:
        if len(result.actions) >= MAX_ACTIONS:
            result.error = f"no result after {MAX_ACTIONS} actions"
            return result
        seat = deciding(rules.decision(state))
        try:
            action = bots[seat].choose(rules, state, seat)
            rules.apply(state, action)
        except Exception as exc:
            result.error = f"action {len(result.actions)}: {exc.__class__.__name__}: {exc}"
            return result
        result.actions.append(action)
        if check:
            problems = rules.invariants(state)
            if problems:
                result.violation = f"action {len(result.actions) - 1}: {'; '.join(problems)}"
                return result
    result.completed = True
    result.outcome = rules.outcome(state)
    result.turns = getattr(state, "turns", getattr(state, "turn", None))
    result.first = getattr(state, "first", 0)
    result.final = state
    if check:
        replayed = rules.setup(config, seed)
        for a in result.actions:
            rules.apply(replayed, rules.action_type.validate_python(a.model_dump()))
        if digest(replayed) != digest(state):
            result.violation = "replaying the actions from a save reaches a different state"
    return result


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95% by default) of a win rate of `wins` in `games`."""
    if games == 0:
        return 0.0, 1.0
    p, z2 = wins / games, z * z
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def bot_rates(finished: list[Playout], names: list[str]) -> dict[str, dict]:
    """Per computer player named: the games it sat in, those a seat of it won, the rate with its 95% interval
    (seats take the names in turn, as simulate seats them)."""
    out: dict[str, dict] = {}
    for p in finished:
        seated = {names[s % len(names)] for s in range(p.config.players)}
        won = {names[s % len(names)] for s in p.winners}
        for name in seated:
            row = out.setdefault(name, {"games": 0, "wins": 0})
            row["games"] += 1
            row["wins"] += name in won
    for row in out.values():
        low, high = wilson(row["wins"], row["games"])
        row.update(win_rate=round(row["wins"] / row["games"], 3), interval_95=[round(low, 3), round(high, 3)])
    return out


def failure_save(rules: Rules, p: Playout) -> Path:
    """Write a save file holding the actions up to the failure, so `resume` brings the position back."""
    state = rules.setup(p.config, p.seed)
    for a in p.actions:
        rules.apply(state, a)
    path = saves.saves_dir() / f"failure-{rules.id}-{p.seed}.json"
    saves.write_atomic(path, {
        "format": saves.FORMAT, "version": saves.VERSION, "game": rules.id, "config": p.config.model_dump(),
        "seed": p.seed, "actions": [a.model_dump() for a in p.actions], "digest": digest(state),
    })
    return path


def tally(report: dict[str, Any], p: Playout, rules: Rules, opts: dict) -> None:
    """One played game's counts added to the report: its actions, a finished game's result, an error, a broken
    invariant, and the first five failures with a save to replay them."""
    report["actions"] += len(p.actions)
    if p.completed and not p.failed:
        report["completed"] += 1
        report["draws"] += p.outcome.is_draw
        report["everyone_lost"] += p.outcome.everyone_lost
    report["errors"] += bool(p.error)
    report["invariant_violations"] += bool(p.violation)
    if p.failed and len(report["failures"]) < 5:
        report["failures"].append({"seed": p.seed, "players": p.config.players, "options": opts, "error": p.error,
                                   "violation": p.violation, "save": str(failure_save(rules, p))
                                   if p.error is None or p.actions else None})


def simulate(rules: Rules, *, games: int, seed: int, players: int | None = None, bot_names: list[str] | None = None,
             check: bool = True, options: dict[str, Any] | None = None, vary_options: bool = False) -> dict[str, Any]:
    """Play `games` seeded games; players cycle from min to max when not given. Returns the report.

    Before the first game: an unknown computer player, player count or option raises SetupError, a broken data
    file DataError."""
    spec = spec_for(rules.id)
    factories = bots_for(rules)
    names = bot_names or ["random"]
    for n in names:
        if n not in factories:
            raise SetupError(f"{rules.title} has no computer player '{n}'; its computer players are "
                             f"{', '.join(factories)}.")
    counts = [players] if players is not None else list(range(rules.min_players, rules.max_players + 1))
    for n in counts:
        options = check_setup(rules, players=n, options=options, seed=seed).options
    master = random.Random(seed)
    report: dict[str, Any] = {
        "game": rules.id, "players": players or f"{counts[0]}-{counts[-1]}", "games": games, "completed": 0,
        "errors": 0, "invariant_violations": 0, "actions": 0, "seconds": 0.0, "wins": {}, "draws": 0,
        "everyone_lost": 0, "bots": names, "failures": [],
    }
    wins: dict[str, int] = {}
    by_players: dict[int, dict[str, Any]] = {}
    finished: list[Playout] = []
    start = time.perf_counter()
    for g in range(games):
        n = counts[g % len(counts)]
        game_seed = master.randrange(2**31)
        seat_bots = [factories[names[s % len(names)] if len(names) > 1 else names[0]](game_seed + s) for s in range(n)]
        opts = dict(options or {})
        if vary_options:
            opts = {**spec.random_options(random.Random(game_seed)), **opts}
        config = GameConfig(game=rules.id, players=n, options=opts)
        p = play_one(rules, config, game_seed, seat_bots, check=check)
        tally(report, p, rules, opts)
        if p.completed and not p.failed:
            finished.append(p)
            row = by_players.setdefault(n, {"games": 0, "first_seat_wins": 0, "turns": 0})
            row["games"] += 1
            row["first_seat_wins"] += p.outcome.results[p.first] is Result.WIN
            row["turns"] += p.turns or 0
            for s in p.winners:  # a team's win counts for each of its seats
                wins[f"seat {s + 1}"] = wins.get(f"seat {s + 1}", 0) + 1
    seconds = time.perf_counter() - start
    report["seconds"] = round(seconds, 4)
    report["wins"] = dict(sorted(wins.items()))
    report["by_players"] = {
        str(n): {"games": r["games"], "first_seat_win_rate": round(r["first_seat_wins"] / r["games"], 3),
                 "average_turns": round(r["turns"] / r["games"], 1)} for n, r in sorted(by_players.items())}
    if len(set(names)) > 1:
        report["by_bot"] = bot_rates(finished, names)
    if spec.report() is not None:
        report["balance"] = spec.report()(finished)
    report["actions_per_second"] = round(report["actions"] / seconds, 1) if seconds else 0.0
    report["games_per_second"] = round(games / seconds, 2) if seconds else 0.0
    return report
