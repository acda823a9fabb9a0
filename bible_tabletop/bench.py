"""`bible-tabletop bench`: every benchmark in one report. Here, the rules and the data: engine speed, the computer
players' time a decision and strength, typed-answer matching, undo, loading a long save, reading the data; the app on
a screen (start-up, key to screen, serve, memory) is measured in bench_screen.py.

Figures are machine-dependent: quote them with the machine named, or as ratios."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bible_tabletop.percentile import percentile


def bench_tribond_matching() -> dict:
    """Typed-answer matching: one right guess (with a typo) and one wrong guess for every clue-set of the bank."""
    from bible_tabletop.games.tribond.rules import answering
    from bible_tabletop.games.tribond.rules.models import load_bank

    answering.normalise.cache_clear()
    answering.forms.cache_clear()
    clue_sets = [c for card in load_bank() for c in (*[s for s in card.slots if not isinstance(s, str)],
                                                     card.challenge)]
    times, right = [], 0
    for c in clue_sets:
        word = answering.normalise(c.answer)
        typo = word[:-2] + word[-1] + word[-2] if len(word) > 5 else word
        for guess in (typo, "something else entirely"):
            t = time.perf_counter()
            right += answering.matches(guess, c.answer, c.also)
            times.append(time.perf_counter() - t)
    return {"clue_sets": len(clue_sets), "guesses": len(times), "accepted": right,
            "median_ms": round(statistics.median(times) * 1000, 4), "p95_ms": round(percentile(times, 95) * 1000, 4),
            "max_ms": round(max(times) * 1000, 4), "goal_ms": 1.0}


def bench_engine(games: int, game: str = "barbarians", rounds: int = 3) -> dict:
    """Self-play speed at each player count: the same seeded games played `rounds` times. The work is identical each
    round, so the fastest round is the one the shared machine disturbed least: it is the figure; the median is
    given beside it."""
    import gc

    from bible_tabletop.engine.playout import simulate
    from bible_tabletop.games.registry import rules_for

    rules = rules_for(game)
    out: dict = {"rounds": rounds}
    for n in range(rules.min_players, rules.max_players + 1):
        gc.collect()  # what earlier benchmarks left behind is not collected inside the timing
        runs = [simulate(rules, games=games, seed=n, players=n, check=False, vary_options=True)
                for _ in range(rounds)]
        best = max(runs, key=lambda r: r["actions_per_second"])
        out[f"{n}p"] = {"actions_per_second": best["actions_per_second"], "games_per_second": best["games_per_second"],
                        "median_actions_per_second": statistics.median(r["actions_per_second"] for r in runs)}
    out["goal_actions_per_second"] = 20_000
    return out



def _session_at(spec, actions: int, folder: Path, stop=None):
    """A game of random seats at the most seats, `actions` long (or `stop(session)` true before that), autosaving
    in `folder`; the first of several seeds that gets there, else the longest."""
    from bible_tabletop.engine.bots import RandomBot
    from bible_tabletop.engine.game import GameConfig
    from bible_tabletop.engine.session import Session

    rules, best = spec.rules(), None
    for seed in range(40):
        config = GameConfig(game=spec.id, players=spec.max_players, options=spec.bench.long_options)
        session = Session(rules, config, seed, autosave=folder / f"{spec.id}.json")
        bot = RandomBot(seed)
        while session.outcome is None and len(session.steps) < actions and not (stop and stop(session)):
            session.act(bot.choose(rules, session.state, session.to_act))
        if session.outcome is None:
            return session
        best = session if best is None or len(session.steps) > len(best.steps) else best
    return best


def bench_undo(reps: int) -> dict:
    """Undo (autosave included) at a position 100-odd actions in, and the snapshot each action now costs."""
    from bible_tabletop.engine.snapshot import snapshot
    from bible_tabletop.games.registry import SPECS

    out: dict = {}
    folder = Path(tempfile.mkdtemp())
    for spec in SPECS:
        session = _session_at(spec, 10_000, folder, stop=lambda s: len(s.steps) >= 100 and s.can_undo())
        if not session.can_undo():
            out[spec.id] = {"error": "no undoable position found"}
            continue
        action = session.steps[-1].action
        undo, copy = [], []
        for _ in range(reps):
            t = time.perf_counter()
            session.undo()
            undo.append(time.perf_counter() - t)
            t = time.perf_counter()
            snapshot(session.state)
            copy.append(time.perf_counter() - t)
            session.act(action)
        out[spec.id] = {"actions": len(session.steps), "undo_median_ms": round(statistics.median(undo) * 1000, 2),
                        "snapshot_median_ms": round(statistics.median(copy) * 1000, 3)}
    out["goal_ms"] = 50
    return out


def bench_load(reps: int) -> dict:
    """Loading a 500-action save (replay, digest check, undo's snapshots rebuilt), every game at its most seats."""
    from bible_tabletop.engine.session import Session
    from bible_tabletop.games.registry import SPECS

    out: dict = {}
    folder = Path(tempfile.mkdtemp())
    for spec in SPECS:
        session = _session_at(spec, 500, folder)
        times = []
        for _ in range(reps):
            t = time.perf_counter()
            Session.load(session.autosave, keep_autosave=False)
            times.append(time.perf_counter() - t)
        out[spec.id] = {"actions": len(session.steps), "median_ms": round(statistics.median(times) * 1000, 1)}
    out["goal_ms"] = 50
    return out


CACHED_DATA = """
import time
from bible_tabletop.engine.datacache import game_data
from bible_tabletop.games.registry import ALL_SPECS
from bible_tabletop.paths import ASSETS
for spec in ALL_SPECS:
    spec.schemas()  # the games' modules imported, as they are when a game starts
t, cpu = time.perf_counter(), time.process_time()
for spec in ALL_SPECS:
    game_data(spec, ASSETS / spec.id)
print(time.perf_counter() - t, time.process_time() - cpu)
"""


def bench_data(n: int) -> dict:
    """All shipped data validated for real (`validate`), and loaded through the validated-data cache by a new
    process as at the start of play (engine/datacache.py): the goal is on the cached load."""
    from bible_tabletop.engine.validate import validate
    from bible_tabletop.games.registry import ALL_SPECS

    times = []
    for _ in range(n):
        t = time.perf_counter()
        problems, files = validate([], ALL_SPECS)
        times.append(time.perf_counter() - t)
        assert not problems
    env = {k: v for k, v in os.environ.items() if k != "BIBLE_TABLETOP_NO_CACHE"}
    env["BIBLE_TABLETOP_HOME"] = tempfile.mkdtemp()
    runs = [subprocess.run([sys.executable, "-c", CACHED_DATA], capture_output=True, text=True, env=env,
                           timeout=300, check=True) for _ in range(n + 1)]  # the first one fills the cache
    cached = [[float(x) for x in run.stdout.split()] for run in runs[1:]]  # wall, CPU (steadier on a busy machine)
    return {"files": files, "validate_median_ms": round(statistics.median(times) * 1000, 2),
            "median_ms": round(statistics.median(c[0] for c in cached) * 1000, 2),
            "cpu_median_ms": round(statistics.median(c[1] for c in cached) * 1000, 2), "goal_ms": 50,
            "refuse_50000_wrong_keys_ms": bench_wrong_keys(n), "goal_refuse_ms": 1500}


def bench_wrong_keys(n: int) -> float:
    """A data file under the size limit holding 50,000 wrong keys, refused `n` times (it took 80-95 s when every
    problem's line was searched through the whole file): the median in ms."""
    from bible_tabletop.engine.data import DataError, load_model
    from bible_tabletop.games.barbarians.rules.models import DeckFile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "cards.yaml"
        path.write_text("".join(f"key_{i}: 1\n" for i in range(50_000)), encoding="utf-8")
        times = []
        for _ in range(n):
            t = time.perf_counter()
            try:
                load_model(path, DeckFile)
            except DataError:
                times.append(time.perf_counter() - t)
    return round(statistics.median(times) * 1000, 1)


def bench_strength(games: int) -> dict:
    from bible_tabletop.engine.playout import simulate
    from bible_tabletop.games.registry import rules_for

    rules = rules_for("barbarians")
    a = simulate(rules, games=games, seed=1, players=2, bot_names=["brawler", "random"], check=False, vary_options=True)
    b = simulate(rules, games=games, seed=2, players=2, bot_names=["random", "brawler"], check=False, vary_options=True)
    wins = a["wins"].get("seat 1", 0) + b["wins"].get("seat 2", 0)
    return {"games": 2 * games, "brawler_win_rate": round(wins / (2 * games), 3), "goal": 0.8}


def bench_brawl_computer(seconds: float) -> dict:
    """Bible Brawl: the sensible player's time per decision (goal at most 0.5 s) and its strength against random."""
    from bible_tabletop.engine.playout import simulate
    from bible_tabletop.games.brawl.rules.balance import engine_speed
    from bible_tabletop.games.registry import rules_for

    out: dict = {f"{n}p": engine_speed(n, seconds, seed=n) for n in range(2, 6)}
    rules = rules_for("brawl")
    games = 50 if seconds < 2 else 200
    a = simulate(rules, games=games, seed=1, players=2, bot_names=["sensible", "random"], check=False)
    b = simulate(rules, games=games, seed=2, players=2, bot_names=["random", "sensible"], check=False)
    out["sensible_vs_random_win_rate"] = round((a["wins"].get("seat 1", 0) + b["wins"].get("seat 2", 0)) / (2 * games), 3)
    out["goal_seconds_per_decision"] = 0.5
    out["goal_win_rate"] = 0.8
    return out


def bench_decisions(game: str, games: int) -> dict:
    """The game's own computer player (the one the app seats) at every seat of `games` seeded games a player count,
    options at random: the time each decision takes (goal: at most 0.5 s, the worst one included)."""
    import random

    from bible_tabletop.engine.bots import bots_for, default_bot
    from bible_tabletop.engine.decision import deciding
    from bible_tabletop.engine.game import GameConfig
    from bible_tabletop.engine.spec import spec_for
    from bible_tabletop.games.registry import rules_for

    rules, spec = rules_for(game), spec_for(game)
    name = default_bot(rules)
    make, master, times = bots_for(rules)[name], random.Random(1), []
    for n in range(rules.min_players, rules.max_players + 1):
        for _ in range(games):
            seed = master.randrange(2**31)
            config = GameConfig(game=game, players=n, options=spec.random_options(random.Random(seed)))
            state, bots = rules.setup(config, seed), [make(seed + s) for s in range(n)]
            while rules.outcome(state) is None:
                seat = deciding(rules.decision(state))
                start = time.perf_counter()
                action = bots[seat].choose(rules, state, seat)
                times.append(time.perf_counter() - start)
                rules.apply(state, action)
    return {"bot": name, "games": games * (rules.max_players - rules.min_players + 1), "decisions": len(times),
            "median_ms": round(statistics.median(times) * 1000, 3), "p95_ms": round(percentile(times, 95) * 1000, 3),
            "worst_ms": round(max(times) * 1000, 3), "goal_worst_ms": 500}


def bench_bashers_geometry() -> dict:
    """Bible Bashers' table: line of sight between every two figures of a full table, reachable squares."""
    from bible_tabletop.games.bashers.rules.geometry_bench import geometry_bench

    return geometry_bench()


def json_path_problem(path: Path) -> str | None:
    """Why the report cannot be written to `path` (checked before a minute of benchmarks), or None."""
    from bible_tabletop.engine.typed_paths import report_problem
    from bible_tabletop.simplot import file_problem

    return file_problem(path) or report_problem(path)


def bench_coach(positions: int) -> dict:
    """The coach's time per call (engine/coach.py: words, rule and suggestion) for the deciding seat of positions
    100-odd actions into seeded games; goal 50 ms, so a hint is instant."""
    from bible_tabletop.engine.coach import coach
    from bible_tabletop.games.registry import SPECS

    out: dict = {}
    folder = Path(tempfile.mkdtemp())
    for spec in SPECS:
        times = []
        for k in range(positions):
            session = _session_at(spec, 100 + k, folder)
            if session.decision is None:
                continue
            t = time.perf_counter()
            coach(session.rules, session.state, session.decision.seat, seed=k)
            times.append(time.perf_counter() - t)
        out[spec.id] = {"positions": len(times), "median_ms": round(statistics.median(times) * 1000, 1),
                        "worst_ms": round(max(times) * 1000, 1)} if times else {"error": "no position to coach"}
    out["goal_ms"] = 50
    return out


def run_all(json_path: Path | None, quick: bool = False) -> int:
    reps = 3 if quick else 7
    presses = 50 if quick else 200
    results = {"machine": f"{os.uname().sysname} {os.uname().machine}, {os.cpu_count()} cores",
               "python": sys.version.split()[0]}
    from bible_tabletop.bench_screen import (
        bench_input_in_process, bench_input_thinking, bench_input_tmux, bench_memory, bench_serve, bench_startup,
    )
    from bible_tabletop.engine.spec import spec_for
    from bible_tabletop.games.registry import BUILT

    steps = [("startup", lambda: bench_startup(reps)), ("serve_to_menu", lambda: bench_serve(reps))]
    for game, spec in BUILT.items():  # every built game: self-play speed, key to screen in-process and in tmux
        games = spec.bench.engine_games // (5 if quick else 1)
        steps += [(f"{game}_engine", lambda g=game, n=games: bench_engine(n, g, rounds=1 if quick else 3)),
                  (f"{game}_input_in_process", lambda g=game: bench_input_in_process(presses, g)),
                  (f"{game}_input_tmux", lambda g=game: bench_input_tmux(presses // 2, g))]
    steps += [("input_tmux_while_searching", lambda: bench_input_thinking(presses // 2)),
              ("brawl_computer", lambda: bench_brawl_computer(1.0 if quick else 4.0)),
              ("tribond_matching", bench_tribond_matching),
              ("undo", lambda: bench_undo(5 * reps)), ("coach", lambda: bench_coach(4 * reps)), ("load_500_actions", lambda: bench_load(reps)),
              ("data", lambda: bench_data(reps)), ("memory", bench_memory),
              ("barbarians_computer_strength", lambda: bench_strength(100 if quick else 500)),
              ("bashers_geometry", bench_bashers_geometry)]
    steps += [(f"{game}_computer_decisions", lambda g=game: bench_decisions(g, 2 if quick else 20))
              for game in BUILT if spec_for(game).default_bot != "random"]
    for name, fn in steps:
        print(f"{name} …", file=sys.stderr, flush=True)
        try:
            results[name] = fn()
        except Exception as exc:  # a benchmark that cannot run says why; the rest still run
            results[name] = {"error": f"{exc.__class__.__name__}: {exc}"}
        print(f"  {json.dumps(results[name])}", file=sys.stderr, flush=True)
    text = json.dumps(results, indent=2)
    print(text)
    if json_path:
        try:
            json_path.write_text(text + "\n")
        except OSError as exc:
            print(f"bible-tabletop: --json: {json_path} cannot be written ({exc.strerror})", file=sys.stderr)
            return 2
    return 0
