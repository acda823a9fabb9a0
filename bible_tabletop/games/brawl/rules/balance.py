"""Balance, checked not guessed (Rulings 'Cards'): seeded games between sensible computer players.

`balance_report` gives, per player count: the first seat's win rate (the rulings want 40%-60% in 2-player
games), the average game length in turns (turns begun by all players together, and in rounds), and each
character design's win-rate swing. `balanced_start_report` plays the same seeds with the "balanced start" option
off and on and gives the first seat's win rate of each; `simulate brawl` splits its games the same way
(`first_seat_by_option`).

Swing of a design = win rate of the seats that had it on their battle line at some point of the game, minus the
overall win rate of a seat (1 / players). Over all player counts the swing is pooled as
(wins - samples/players summed) / samples. A design whose pooled swing exceeds SWING_MARGIN (with at least
MIN_SAMPLES seats behind it) is listed under `flagged`.

`engine_speed` measures the rules (actions per second of random games) and the sensible player (seconds per
decision, mean and worst)."""

from __future__ import annotations

import random
import time
from typing import Any

from bible_tabletop.engine.bots import RandomBot
from bible_tabletop.engine.decision import deciding
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.brawl.rules.bots import SensibleBot
from bible_tabletop.games.brawl.rules.game import RULES

SWING_MARGIN = 0.15
MIN_SAMPLES = 30
FIRST_SEAT_RANGE = (0.40, 0.60)
MAX_ACTIONS = 20_000


def play_observed(players: int, seed: int, options: dict | None = None, bots=None) -> dict[str, Any]:
    """One game between `bots` (default sensible), noting which designs each seat fielded on its battle line."""
    config = GameConfig(game="brawl", players=players, options={"first": "1", **(options or {})})
    state = RULES.setup(config, seed)
    bots = bots or [SensibleBot(seed * 7 + s) for s in range(players)]
    actions = 0
    while RULES.outcome(state) is None and actions < MAX_ACTIONS:
        seat = deciding(RULES.decision(state))
        RULES.apply(state, bots[seat].choose(RULES, state, seat))
        actions += 1
    out = RULES.outcome(state)
    return {"winner": out.winners[0] if out else None, "turns": state.turn, "actions": actions,
            "fielded": [p.fielded for p in state.players], "first": state.first}


def swing_report(games: list[tuple[list[set[str]], int]]) -> dict[str, Any]:
    """Pooled swing of each design over finished games, given as (designs fielded by each seat, winner seat)."""
    pooled: dict[str, list[float]] = {}
    for fielded, winner in games:
        for s, names in enumerate(fielded):
            for name in names:
                rec = pooled.setdefault(name, [0, 0, 0.0])
                rec[0] += 1
                rec[1] += s == winner
                rec[2] += 1 / len(fielded)
    swing = {name: {"samples": n, "swing": round((w - e) / n, 3)} for name, (n, w, e) in sorted(pooled.items())}
    flagged = sorted(name for name, r in swing.items() if r["samples"] >= MIN_SAMPLES and abs(r["swing"]) > SWING_MARGIN)
    ranked = sorted((r["swing"], name) for name, r in swing.items() if r["samples"] >= MIN_SAMPLES)
    lines = [f"character swing (win rate when fielded minus 1/players; margin ±{SWING_MARGIN:.0%}, "
             f"{MIN_SAMPLES}+ samples): {len(swing)} designs, flagged: {', '.join(flagged) or 'none'}"]
    if ranked:
        lines.append("  most helped: " + ", ".join(f"{n} {v:+.1%}" for v, n in ranked[::-1][:5]))
        lines.append("  most hurt:   " + ", ".join(f"{n} {v:+.1%}" for v, n in ranked[:5]))
    return {"swing": swing, "flagged": flagged, "margin": SWING_MARGIN, "lines": lines}


def balance_report(games: int, seed: int, players: list[int] | None = None,
                   options: dict | None = None) -> dict[str, Any]:
    """Play `games` seeded games per player count; see the module docstring for the measures."""
    players = players or [2, 3, 4, 5]
    master = random.Random(seed)
    report: dict[str, Any] = {"games": games, "seed": seed, "swing_margin": SWING_MARGIN,
                              "min_samples": MIN_SAMPLES, "first_seat_range": list(FIRST_SEAT_RANGE),
                              "by_players": {}}
    finished_games: list[tuple[list[set[str]], int]] = []
    for n in players:
        wins = [0] * n
        turns = 0
        unfinished = 0
        per: dict[str, list[int]] = {}
        for _ in range(games):
            g = play_observed(n, master.randrange(2**31), options)
            turns += g["turns"]
            if g["winner"] is None:
                unfinished += 1
                continue
            wins[g["winner"]] += 1
            finished_games.append((g["fielded"], g["winner"]))
            for s, names in enumerate(g["fielded"]):
                for name in names:
                    rec = per.setdefault(name, [0, 0])
                    rec[0] += 1
                    rec[1] += s == g["winner"]
        finished = games - unfinished
        base = 1 / n
        report["by_players"][n] = {
            "first_seat_win_rate": round(wins[0] / finished, 3) if finished else None,
            "seat_win_rates": [round(w / finished, 3) if finished else None for w in wins],
            "average_turns": round(turns / games, 1),
            "average_rounds": round(turns / games / n, 1),
            "unfinished": unfinished,
            "swing": {name: {"samples": s, "win_rate": round(w / s, 3), "swing": round(w / s - base, 3)}
                      for name, (s, w) in sorted(per.items())},
        }
    pooled = swing_report(finished_games)
    report["swing"], report["flagged"] = pooled["swing"], pooled["flagged"]
    two = report["by_players"].get(2)
    if two and two["first_seat_win_rate"] is not None:
        lo, hi = FIRST_SEAT_RANGE
        report["first_seat_ok"] = lo <= two["first_seat_win_rate"] <= hi
    return report


def balanced_start_report(games: int, seed: int, players: list[int] | None = None) -> dict[str, Any]:
    """The first seat's win rate per player count with the "balanced start" option off (the box) and on, over the
    same `games` seeds each."""
    out: dict[str, Any] = {"games": games, "seed": seed, "first_seat_win_rate": {}}
    for value in ("off", "on"):
        report = balance_report(games, seed, players, options={"balanced": value})
        out["first_seat_win_rate"][value] = {n: r["first_seat_win_rate"] for n, r in report["by_players"].items()}
    return out


def first_seat_by_option(games: list[tuple[int, str, bool]]) -> list[str]:
    """Report lines from (players, balanced start "off"/"on", whether the first seat won) of finished games."""
    rows: dict[tuple[str, int], list[int]] = {}
    for n, value, first_won in games:
        rec = rows.setdefault((value, n), [0, 0])
        rec[0] += 1
        rec[1] += first_won
    lines = []
    for value in ("off", "on"):
        cells = [f"{n} players {w / g:.1%} of {g}" for (v, n), (g, w) in sorted(rows.items()) if v == value]
        if cells:
            lines.append(f"first seat wins, balanced start {value}: " + ", ".join(cells))
    return lines


def engine_speed(players: int = 2, seconds: float = 2.0, seed: int = 1) -> dict[str, Any]:
    """Actions per second of random-vs-random games, and the sensible player's seconds per decision."""
    rng = random.Random(seed)
    actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds / 2:
        game_seed = rng.randrange(2**31)
        state = RULES.setup(GameConfig(game="brawl", players=players), game_seed)
        bots = [RandomBot(game_seed + s) for s in range(players)]
        while RULES.outcome(state) is None:
            seat = deciding(RULES.decision(state))
            RULES.apply(state, bots[seat].choose(RULES, state, seat))
            actions += 1
    engine_seconds = time.perf_counter() - start
    times: list[float] = []
    start = time.perf_counter()
    while time.perf_counter() - start < seconds / 2:
        game_seed = rng.randrange(2**31)
        state = RULES.setup(GameConfig(game="brawl", players=players), game_seed)
        bots = [SensibleBot(game_seed + s) for s in range(players)]
        while RULES.outcome(state) is None and time.perf_counter() - start < seconds:
            seat = deciding(RULES.decision(state))
            t = time.perf_counter()
            action = bots[seat].choose(RULES, state, seat)
            times.append(time.perf_counter() - t)
            RULES.apply(state, action)
    return {"players": players, "actions": actions,
            "actions_per_second": round(actions / engine_seconds, 1) if engine_seconds else 0.0,
            "bot_decisions": len(times),
            "bot_seconds_per_decision": round(sum(times) / len(times), 6) if times else 0.0,
            "bot_worst_seconds": round(max(times), 6) if times else 0.0}


def playout_report(playouts: list) -> dict[str, Any]:
    """`simulate`'s extra report (the spec's report hook): the first seat's win rate with and without the balanced
    start, and each design's win-rate swing over the finished games."""
    report = swing_report([([q.fielded for q in p.final.players], p.winners[0]) for p in playouts
                           if len(p.winners) == 1])
    report["lines"] = first_seat_by_option([(len(p.final.players), p.final.options.get("balanced", "off"),
                                             p.winners == (p.final.first,)) for p in playouts]) + report["lines"]
    return report
