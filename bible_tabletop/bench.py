"""`bible-tabletop bench`: start-up, serve to a browser's menu, input latency (in-process and in tmux), engine, data,
memory, computer strength.

Figures are machine-dependent; start-up and tmux latency are reported as ratios to a bare Textual app
measured in the same run, so a noisy shared machine skews both sides alike.
"""

from __future__ import annotations

import asyncio
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BARE_APP = """
import sys
from textual.app import App
from textual.widgets import Static
class Bare(App):
    def compose(self):
        yield Static("bare 0", id="s")
    def on_mount(self):
        self.n = 0
        if sys.argv[1:] == ["exit"]:
            self.call_after_refresh(self.exit)
    def on_key(self, event):
        self.n += 1
        self.query_one("#s").update(f"bare {self.n}")
Bare().run(headless=sys.argv[1:] == ["exit"])
"""

OUR_APP_EXIT = """
from bible_tabletop.tui.app import BibleTabletopApp
class Timed(BibleTabletopApp):
    def on_mount(self):
        super().on_mount()
        self.call_after_refresh(self.exit)
Timed().run(headless=True)
"""

MEMORY_GAME = """
import asyncio, random, resource
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.screens import GameOver
async def main():
    config = GameConfig(game="barbarians", players=4, computer=[0, 1, 2, 3])
    app = BibleTabletopApp(start=("play", config, 11), seeds=random.Random(1))
    app.computer_delay_cap = 0.001
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(4000):
            if isinstance(app.screen, GameOver):
                break
            await pilot.pause(0.01)
    # VmHWM: this process's own peak (ru_maxrss would carry the forking parent's peak across exec)
    status = open("/proc/self/status").read().split("VmHWM:")
    print(int(status[1].split()[0]) if len(status) > 1 else resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
asyncio.run(main())
"""


def _timed_run(args: list[str], env: dict | None = None) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one run of a child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    subprocess.run(args, check=True, capture_output=True, env=env, timeout=120)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def bench_startup(n: int) -> dict:
    """Start-up to the menu's first frame against a bare Textual app's, run in turns (ours, bare, ours...) so a
    change in the machine's load falls on both alike. The ratio is of the median wall times; the CPU-time ratio
    beside it hardly moves with other work on the machine."""
    env = dict(os.environ, BIBLE_TABLETOP_HOME=tempfile.mkdtemp())
    ours, bare = [], []
    for _ in range(n):
        ours.append(_timed_run([sys.executable, "-c", OUR_APP_EXIT], env))
        bare.append(_timed_run([sys.executable, "-c", BARE_APP, "exit"], env))
    mo, mb = (statistics.median(w for w, _ in runs) for runs in (ours, bare))
    co, cb = (statistics.median(c for _, c in runs) for runs in (ours, bare))
    return {"app_seconds": round(mo, 3), "bare_seconds": round(mb, 3), "ratio": round(mo / mb, 2),
            "app_cpu_seconds": round(co, 3), "bare_cpu_seconds": round(cb, 3), "cpu_ratio": round(co / cb, 2),
            "goal_ratio": 1.3}


def _percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def _input_setup(game: str):
    """Per game: the set-up, the keys before measuring, and the keys measured (each changes the screen)."""
    from bible_tabletop.engine.game import GameConfig

    if game == "tribond":  # play on: the key that moves the game at each point, so every press redraws
        return GameConfig(game="tribond", players=2, options={"first": "1"}), _tribond_key, []
    if game == "bashers":  # deployment: the arrows walk the map's cursor round a square (each press redraws)
        return GameConfig(game="bashers", players=2, computer=[1]), ["right", "down", "left", "up"], []
    if game == "christianity":  # the first Cost Zone Phase: h shows the teammate's hand, then one's own again
        return GameConfig(game="christianity", players=2, computer=[1], options={"first": "1"}), ["h"], []
    if game == "brawl":  # draft five, hide two, then narrow and widen the choices on the first turn
        return (GameConfig(game="brawl", players=2, computer=[1], options={"first": "1"}),
                ["b", "a", "r", "a", "m", "a"], ["1"] * 7 + ["enter"])
    return GameConfig(game="barbarians", players=3, computer=[1, 2]), ["1", "a", "2", "a", "m", "a"], ["enter"]


def _tribond_key(screen) -> str:
    st = screen.session.state
    if st.phase == "clue":
        return "c" if st.shown < 3 else ("y" if screen._answer_for_table() else "s")
    if st.phase in ("move", "humble"):
        return str(next(a.path for a in screen.session.legal()) + 1)
    return {"roll": "r", "target": "enter", "verdict": "enter"}.get(st.phase, "r")


async def _in_process(presses: int, game: str) -> list[float]:
    import random

    from bible_tabletop.tui.app import BibleTabletopApp

    config, keys, prelude = _input_setup(game)
    app = BibleTabletopApp(start=("play", config, 42), seeds=random.Random(1))
    app.computer_delay_cap = 0.001
    samples = []
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause(0.3)
        for key in prelude:
            await pilot.press(key)
            await pilot.pause(0.05)
        await pilot.pause(0.3)
        last = [0.0]
        original = app._display

        def timed_display(screen, renderable) -> None:
            if renderable is not None and not last[0]:
                last[0] = time.perf_counter()  # the next frame composed (headless: not written to a terminal)
            original(screen, renderable)

        app._display = timed_display
        for i in range(presses):
            t0 = time.perf_counter()
            last[0] = 0.0
            await pilot.press(keys(app.screen) if callable(keys) else keys[i % len(keys)])
            await pilot.pause()
            if last[0]:
                samples.append(last[0] - t0)
    return samples


def bench_input_in_process(presses: int, game: str = "barbarians") -> dict:
    s = asyncio.run(_in_process(presses, game))
    return {"game": game, "presses": len(s), "median_ms": round(statistics.median(s) * 1000, 2),
            "p95_ms": round(_percentile(s, 95) * 1000, 2), "goal_median_ms": 16, "goal_p95_ms": 33}


def bench_tribond_matching() -> dict:
    """Typed-answer matching: one right guess (with a typo) and one wrong guess for every clue-set of the bank."""
    from bible_tabletop.games.tribond import answering
    from bible_tabletop.games.tribond.models import load_bank

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
            "median_ms": round(statistics.median(times) * 1000, 4), "p95_ms": round(_percentile(times, 95) * 1000, 4),
            "max_ms": round(max(times) * 1000, 4), "goal_ms": 1.0}


def _capture(session: str) -> str:
    return subprocess.run(["tmux", "capture-pane", "-p", "-t", session], capture_output=True, text=True).stdout


def _wait_for(session: str, texts: tuple[str, ...], deadline: float) -> None:
    while not all(t in _capture(session) for t in texts):
        if time.monotonic() > deadline:
            raise RuntimeError(f"tmux never showed {texts!r}")
        time.sleep(0.05)


def _tmux_latency(cmd: str, session: str, ready: tuple[str, ...], keys: list[str], presses: int,
                  prelude: tuple[str, tuple[str, ...]] | None = None) -> list[float]:
    """Send keys in a 120x40 tmux pane; each sample is send-keys until capture-pane shows a change."""
    subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)
    subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", "120", "-y", "40", cmd], check=True)
    try:
        deadline = time.monotonic() + 30
        _wait_for(session, ready, deadline)
        if prelude is not None:  # e.g. place the standee, then wait for the first turn
            subprocess.run(["tmux", "send-keys", "-t", session, prelude[0]], check=True)
            _wait_for(session, prelude[1], deadline)
        time.sleep(0.5)
        samples = []
        for i in range(presses):
            before = _capture(session)
            t0 = time.perf_counter()
            subprocess.run(["tmux", "send-keys", "-t", session, keys[i % len(keys)]], check=True)
            while _capture(session) == before and time.perf_counter() - t0 < 5:
                pass
            samples.append(time.perf_counter() - t0)
        return samples
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)


TMUX_GAMES = {  # the command line after `play`, what shows once it is ready, a key and what it then shows, the keys
    "barbarians": ("barbarians --players 3 --computer 2 --computer 3 --seed 42 --option first=1",
                   ("Place at Tables",), ("Enter", ("actions", "Stumble to")), ["1", "a", "m", "a"]),
    "brawl": ("brawl --players 2 --computer 2 --seed 42 --option first=1", ("Draft",), None, ["?"]),
    "tribond": ("tribond --players 2 --seed 42 --option first=1", ("Roll the die",), None, ["?"]),
    "bashers": ("bashers --players 2 --computer 2 --seed 42", ("deploy a figure",), None, ["Right", "Left"]),
    "christianity": ("christianity --players 2 --computer 2 --seed 42 --option first=1", ("Cost Zone Phase",), None,
                     ["h"]),
}  # Bar Barians narrows and widens its choices; the others open and close the keys page (? does both)


def bench_input_tmux(presses: int, game: str = "barbarians") -> dict:
    if shutil.which("tmux") is None:
        return {"skipped": "tmux is not installed"}
    home = tempfile.mkdtemp()
    args, ready, prelude, keys = TMUX_GAMES[game]
    ours_cmd = f"BIBLE_TABLETOP_HOME={home} {sys.executable} -m bible_tabletop play {args}"
    bare = _tmux_latency(f"{sys.executable} -c '{BARE_APP}'", "bt-bench-bare", ("bare 0",), ["x", "y"], presses)
    ours = _tmux_latency(ours_cmd, f"bt-bench-{game}", ready, keys, presses, prelude=prelude)
    mb, mo = statistics.median(bare), statistics.median(ours)
    return {"game": game, "presses": presses, "app_median_ms": round(mo * 1000, 1),
            "app_p95_ms": round(_percentile(ours, 95) * 1000, 1), "bare_median_ms": round(mb * 1000, 1),
            "ratio": round(mo / mb, 2), "goal_ratio": 2.0}


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


ENGINE_GAMES = {"barbarians": 300, "brawl": 100, "tribond": 300, "bashers": 100,
                "christianity": 100}  # games a player count in a full run

LONG_GAME = {"brawl": {"win": "30"}}  # options that make a game run long enough for a 500-action save


def _session_at(spec, actions: int, folder: Path, stop=None):
    """A game of random seats at the most seats, `actions` long (or `stop(session)` true before that), autosaving
    in `folder`; the first of several seeds that gets there, else the longest."""
    from bible_tabletop.engine.bots import RandomBot
    from bible_tabletop.engine.game import GameConfig
    from bible_tabletop.engine.session import Session

    rules, best = spec.rules(), None
    for seed in range(40):
        config = GameConfig(game=spec.id, players=spec.max_players, options=LONG_GAME.get(spec.id, {}))
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
            "cpu_median_ms": round(statistics.median(c[1] for c in cached) * 1000, 2), "goal_ms": 50}


def bench_memory() -> dict:
    env = dict(os.environ, BIBLE_TABLETOP_HOME=tempfile.mkdtemp())
    out = subprocess.run([sys.executable, "-c", MEMORY_GAME], capture_output=True, text=True, env=env, timeout=300)
    kb = int(out.stdout.strip().splitlines()[-1])
    return {"peak_rss_mb": round(kb / 1024, 1), "goal_mb": 120}


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
    from bible_tabletop.games.brawl.balance import engine_speed
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
                seat = rules.to_act(state)
                start = time.perf_counter()
                action = bots[seat].choose(rules, state, seat)
                times.append(time.perf_counter() - start)
                rules.apply(state, action)
    return {"bot": name, "games": games * (rules.max_players - rules.min_players + 1), "decisions": len(times),
            "median_ms": round(statistics.median(times) * 1000, 3), "p95_ms": round(_percentile(times, 95) * 1000, 3),
            "worst_ms": round(max(times) * 1000, 3), "goal_worst_ms": 500}


def bench_bashers_geometry() -> dict:
    """Bible Bashers' table: line of sight between every two figures of a full table, reachable squares."""
    from bible_tabletop.games.bashers.geometry_bench import geometry_bench

    return geometry_bench()


def bench_serve(reps: int) -> dict:
    """`serve` start to a browser page that shows the menu: headless Chromium is started first (not counted), then
    each run starts the server and opens its page as soon as it listens; `listening` is the part until then."""
    from bible_tabletop.browser import TerminalPage, browser_problem, chromium, served

    problem = browser_problem()
    if problem:
        return {"skipped": problem}
    listening, menu = [], []
    with chromium() as browser:
        for _ in range(reps):
            start = time.perf_counter()
            with served() as (_, url):
                listening.append(time.perf_counter() - start)
                tab = TerminalPage(browser, url)
                tab.wait_for("Pick a game and press Enter", 60)
                menu.append(time.perf_counter() - start)
                tab.page.close()
    return {"runs": reps, "median_seconds": round(statistics.median(menu), 2), "max_seconds": round(max(menu), 2),
            "listening_median_seconds": round(statistics.median(listening), 2)}


def json_path_problem(path: Path) -> str | None:
    """Why the report cannot be written to `path` (checked before a minute of benchmarks), or None."""
    from bible_tabletop.simplot import file_problem

    return file_problem(path)


def run_all(json_path: Path | None, quick: bool = False) -> int:
    reps = 3 if quick else 7
    presses = 50 if quick else 200
    results = {"machine": f"{os.uname().sysname} {os.uname().machine}, {os.cpu_count()} cores",
               "python": sys.version.split()[0]}
    from bible_tabletop.engine.spec import spec_for
    from bible_tabletop.games.registry import BUILT

    steps = [("startup", lambda: bench_startup(reps)), ("serve_to_menu", lambda: bench_serve(reps))]
    for game in BUILT:  # every built game: self-play speed, key to screen in-process and in tmux
        steps += [(f"{game}_engine",
                   lambda g=game: bench_engine(ENGINE_GAMES[g] // (5 if quick else 1), g, rounds=1 if quick else 3)),
                  (f"{game}_input_in_process", lambda g=game: bench_input_in_process(presses, g)),
                  (f"{game}_input_tmux", lambda g=game: bench_input_tmux(presses // 2, g))]
    steps += [("brawl_computer", lambda: bench_brawl_computer(1.0 if quick else 4.0)),
              ("tribond_matching", bench_tribond_matching),
              ("undo", lambda: bench_undo(5 * reps)), ("load_500_actions", lambda: bench_load(reps)),
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
