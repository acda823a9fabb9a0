"""`bible-tabletop bench`, the app on a screen: start-up against a bare Textual app, key to screen (in-process and
through tmux), `serve` start to a browser showing the menu, and the memory of a whole game played on screen.

Start-up and tmux latency are ratios to a bare Textual app measured in the same run, so a noisy shared machine skews
both sides alike."""

from __future__ import annotations

import asyncio
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from bible_tabletop.percentile import percentile

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
            "goal_ratio": 1.1}


def _input_setup(game: str):
    """The game's set-up on a screen (its spec's `bench`), the keys measured (a list, or a function choosing the
    next key from the screen) and the keys before measuring."""
    from bible_tabletop.engine.game import GameConfig
    from bible_tabletop.games.registry import spec_for

    bench = spec_for(game).bench
    config = GameConfig(game=game, players=bench.players, computer=list(bench.computer), options=bench.options)
    return config, bench.next_key() or list(bench.keys), list(bench.prelude)


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
            "p95_ms": round(percentile(s, 95) * 1000, 2), "goal_median_ms": 16, "goal_p95_ms": 33}


def _capture(session: str) -> str:
    return subprocess.run(["tmux", "capture-pane", "-p", "-t", session], capture_output=True, text=True).stdout


def _wait_for(session: str, texts: tuple[str, ...], deadline: float) -> None:
    while not all(t in _capture(session) for t in texts):
        if time.monotonic() > deadline:
            raise RuntimeError(f"tmux never showed {texts!r}")
        time.sleep(0.05)


def _tmux_latency(cmd: str, session: str, ready: tuple[str, ...], keys: list[str], presses: int,
                  prelude: tuple[str, tuple[str, ...]] | None = None, shows: list[str] | None = None,
                  when: str | None = None) -> list[float]:
    """Send keys in a 120x40 tmux pane; each sample is send-keys until capture-pane shows a change (with `shows`:
    until it shows that key's text, on a screen that also changes on its own), each key sent once the pane shows
    `when` (if given)."""
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
            if when is not None:
                _wait_for(session, (when,), time.monotonic() + 30)
            before = _capture(session)
            t0 = time.perf_counter()
            subprocess.run(["tmux", "send-keys", "-t", session, keys[i % len(keys)]], check=True)
            changed = (lambda now: shows[i % len(shows)] in now) if shows else (lambda now: now != before)
            while not changed(_capture(session)) and time.perf_counter() - t0 < 5:
                pass
            samples.append(time.perf_counter() - t0)
        return samples
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)


def bench_input_tmux(presses: int, game: str = "barbarians") -> dict:
    if shutil.which("tmux") is None:
        return {"skipped": "tmux is not installed"}
    home = tempfile.mkdtemp()
    from bible_tabletop.games.registry import spec_for

    bench = spec_for(game).bench  # Bar Barians narrows and widens its choices; the others open and close the keys page
    ours_cmd = f"BIBLE_TABLETOP_HOME={home} {sys.executable} -m bible_tabletop play {game} {bench.tmux_args}"
    bare = _tmux_latency(f"{sys.executable} -c '{BARE_APP}'", "bt-bench-bare", ("bare 0",), ["x", "y"], presses)
    ours = _tmux_latency(ours_cmd, f"bt-bench-{game}", bench.tmux_ready, list(bench.tmux_keys), presses,
                         prelude=bench.tmux_prelude)
    mb, mo = statistics.median(bare), statistics.median(ours)
    return {"game": game, "presses": presses, "app_median_ms": round(mo * 1000, 1),
            "app_p95_ms": round(percentile(ours, 95) * 1000, 1), "bare_median_ms": round(mb * 1000, 1),
            "ratio": round(mo / mb, 2), "goal_ratio": 1.5}


def bench_input_thinking(presses: int) -> dict:
    """Key to screen in tmux while a hard computer seat searches (issue 22: no worse than 1.5x a bare app): in a Bar
    Barians demo at the hard level, each key is sent while the prompt says a seat is thinking; `+` and `-` change
    the pace (0.7 s and 1.2 s a move), and each sample waits for the banner to say the new one."""
    if shutil.which("tmux") is None:
        return {"skipped": "tmux is not installed"}
    ours_cmd = f"BIBLE_TABLETOP_HOME={tempfile.mkdtemp()} {sys.executable} -m bible_tabletop demo barbarians " \
               f"--players 2 --seed 3 --level hard"
    bare = _tmux_latency(f"{sys.executable} -c '{BARE_APP}'", "bt-bench-bare", ("bare 0",), ["x", "y"], presses)
    ours = _tmux_latency(ours_cmd, "bt-bench-thinking", ("Demo:",), ["-", "+"], presses,
                         shows=["players, 1.2 s", "players, 0.7 s"], when="is thinking")
    mb, mo = statistics.median(bare), statistics.median(ours)
    return {"game": "barbarians", "level": "hard", "presses": presses, "app_median_ms": round(mo * 1000, 1),
            "app_p95_ms": round(percentile(ours, 95) * 1000, 1), "bare_median_ms": round(mb * 1000, 1),
            "ratio": round(mo / mb, 2), "goal_ratio": 1.5}


def bench_memory() -> dict:
    env = dict(os.environ, BIBLE_TABLETOP_HOME=tempfile.mkdtemp())
    out = subprocess.run([sys.executable, "-c", MEMORY_GAME], capture_output=True, text=True, env=env, timeout=300)
    kb = int(out.stdout.strip().splitlines()[-1])
    return {"peak_rss_mb": round(kb / 1024, 1), "goal_mb": 120}


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
