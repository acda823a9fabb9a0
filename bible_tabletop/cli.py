"""The `bible-tabletop` command: the app, play, resume, replay, rules, validate, simulate, demo, learn, serve,
bench."""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from pathlib import Path

from bible_tabletop import __version__
from bible_tabletop.games import registry  # the games' specs (no game is imported until asked for)

GAMES = (*registry.BUILT, *registry.PLANNED)
MAX_GAMES = 10_000  # simulate: Brawl, the slowest, plays about 8 games a second: 10,000 take about 20 minutes
LEVELS = ("easy", "normal", "hard")  # engine/bots.py's levels (not imported: the command line starts light)
COACH_LEVELS = ("normal", "hard")  # engine/game.py's, for the coach
LEVEL_HELP = "the computer seats' level: easy (the game's player, with slips), normal (default), hard (it searches)"
DEMO_LEVEL_HELP = LEVEL_HELP + "; given again, the seats take the levels in turn (--level hard --level easy)"
MAX_SESSIONS = 4  # serve: browser tabs playing at once, each its own app process (about 40 MB at the menu)
MOST_SESSIONS = 16  # serve --max-sessions at most
SERVE_HELP = f"""Serve the app as a web page, for a projector or another laptop's browser. Open the address it prints:
each browser tab gets its own app, at the main menu, and plays its own game (autosaved like any game on this
machine, so `resume` can carry it on later). At most {MAX_SESSIONS} tabs play at once (--max-sessions); the next
one gets a page saying every table is taken. It listens on 127.0.0.1, this machine only, unless --host names
another address: then anyone who can reach that address can play (and open or delete this machine's saves), and
it warns so when it starts. The page loads nothing from the internet: its scripts and font come from this
server. Ctrl+C stops the server and every tab's game."""


class Parser(argparse.ArgumentParser):
    """Bad arguments: one line of reason and exit 2, never a usage dump or a traceback."""

    def error(self, message: str) -> None:  # type: ignore[override]
        message = re.sub(r"'([^']{40})[^']{10,}'", r"'\1...'", message)  # a 5,000-digit number is not echoed
        sys.stderr.write(f"bible-tabletop: {message} (see --help)\n")
        raise SystemExit(2)


def fail(message: str) -> int:
    sys.stderr.write(f"bible-tabletop: {message}\n")
    return 2


def build_parser() -> Parser:
    p = Parser(prog="bible-tabletop", description="Terminal hot-seat Bible tabletop games.")
    p.add_argument("--version", action="version", version=f"bible-tabletop {__version__}")
    sub = p.add_subparsers(dest="command", parser_class=Parser)

    play = sub.add_parser("play", help="start a new game straight away")
    play.add_argument("game", metavar="GAME", help=f"one of: {', '.join(GAMES)}")
    play.add_argument("--players", type=int)
    play.add_argument("--name", action="append", default=[], metavar="NAME", help="a player's name, in seat order")
    play.add_argument("--computer", action="append", type=computer_seat, default=[], metavar="SEAT[:LEVEL]",
                      help="seat number (1-based) played by the computer, at LEVEL if given (2:hard)")
    play.add_argument("--seed", type=int)
    play.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    play.add_argument("--level", choices=LEVELS, help=LEVEL_HELP)
    play.add_argument("--coach", choices=COACH_LEVELS, default="normal",
                      help="whose suggestions the coach gives (F2, F3): normal, the game's own computer player "
                           "(the default), or hard, the search player (it thinks about a second)")

    res = sub.add_parser("resume", help="resume the newest autosave, or the given save file")
    res.add_argument("save", nargs="?", type=Path)

    rep = sub.add_parser("replay", help="step through a saved game move by move (the save is only read)")
    rep.add_argument("save", type=Path, metavar="SAVE")

    rules = sub.add_parser("rules", help="print a game's rules page")
    rules.add_argument("game", metavar="GAME")

    val = sub.add_parser("validate", help="validate the shipped data, or the given YAML files or folders")
    val.add_argument("paths", nargs="*", metavar="PATH")

    sim = sub.add_parser("simulate", help="seeded self-play by computer seats with invariant checks")
    sim.add_argument("game", metavar="GAME")
    sim.add_argument("--games", type=int, default=100, help=f"1 to {MAX_GAMES:,}")
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--players", type=int)
    sim.add_argument("--bot", action="append", default=[], metavar="NAME",
                     help="a computer player for the seats in turn: easy, normal, hard, random or the game's own")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    sim.add_argument("--json", nargs="?", const="-", type=Path, metavar="FILE",
                     help="the report as JSON: to FILE, or printed instead of the text report when no FILE is given")
    sim.add_argument("--plot", type=Path, metavar="FILE.svg", help="a chart of win rate by seat and game length")

    add_watching(sub)
    return p


def add_watching(sub) -> None:
    """The commands that show the games without a new game to set up: learn, demo, serve and bench."""
    learn = sub.add_parser("learn", help="a guided first game: the coach teaches the core rules as you play")
    learn.add_argument("game", metavar="GAME")
    demo = sub.add_parser("demo", help="computer players play a whole game at a watchable pace")
    demo.add_argument("game", metavar="GAME")
    demo.add_argument("--players", type=int)
    demo.add_argument("--seed", type=int)
    demo.add_argument("--level", action="append", choices=LEVELS, default=[], help=DEMO_LEVEL_HELP)

    serve = sub.add_parser("serve", help="serve the app as a web page: each browser tab plays its own game",
                           description=SERVE_HELP)
    serve.add_argument("--host", default="127.0.0.1",
                       help="the address to listen on (default 127.0.0.1: only this machine can open the page)")
    serve.add_argument("--port", type=int, default=8000, help="1 to 65535 (default 8000)")
    serve.add_argument("--max-sessions", type=int, default=MAX_SESSIONS, metavar="N",
                       help=f"browser tabs playing at once, 1 to {MOST_SESSIONS} (default {MAX_SESSIONS})")

    bench = sub.add_parser("bench", help="run the benchmarks")
    bench.add_argument("--json", type=Path, metavar="FILE")
    bench.add_argument("--quick", action="store_true", help="fewer repetitions")
    bench.add_argument("--ladder", metavar="GAME", help="instead: the computer levels' ladder of GAME (2 players: "
                       "hard against normal, normal against easy, win rates with 95%% intervals)")
    bench.add_argument("--games", type=int, default=200, help="--ladder: games a match (default 200)")
    bench.add_argument("--simulations", type=int, metavar="N",
                       help="--ladder: hard searches N simulations a decision instead of 1 s (faster, repeatable)")


def computer_seat(text: str) -> tuple[int, str | None]:
    """`--computer SEAT[:LEVEL]`: the seat (1-based, as typed) and its level, if one is named."""
    seat, _, level = text.partition(":")
    if not seat.strip().lstrip("-").isdigit() or len(seat.strip()) > 3:
        raise argparse.ArgumentTypeError(f"a seat number, or SEAT:LEVEL (2:hard), not {text!r}")
    if level and level.strip() not in LEVELS:
        raise argparse.ArgumentTypeError(f"a level is one of {', '.join(LEVELS)}, not {level.strip()!r}")
    return int(seat), level.strip() or None


def _rules(game: str):
    try:
        return registry.rules_for(game)
    except registry.UnknownGame as exc:
        raise SystemExit(fail(str(exc)))


def _options(pairs: list[str]) -> dict:
    out: dict = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise SystemExit(fail(f"--option wants KEY=VALUE, not {pair!r}"))
        if key.strip() in out:
            raise SystemExit(fail(f"--option {key.strip()} is given twice"))
        out[key.strip()] = value.strip()
    return out


def _checked(rules, **setup):
    """The game's config from `setup` (see engine.setup_check), or exit 2 with the one-sentence reason."""
    from bible_tabletop.engine.setup_check import SetupError, check_setup

    try:
        return check_setup(rules, **setup)
    except SetupError as exc:
        raise SystemExit(fail(str(exc)))


def cmd_play(args) -> int:
    import random

    rules = _rules(args.game)
    players = args.players
    if players is None:  # as many seats as names, within the game's range
        players = min(max(rules.min_players, len(args.name)), rules.max_players)
    seed = args.seed if args.seed is not None else random.randrange(1, 1_000_000)
    levels = {seat - 1: level or args.level for seat, level in args.computer if level or args.level}
    config = _checked(rules, players=players, names=args.name, computer=[seat - 1 for seat, _ in args.computer],
                      options=_options(args.option), seed=seed, levels=levels, coach=args.coach)
    _seat_at(args.level)
    return run_app(("play", config, seed))


def _seat_at(level: str | None) -> None:
    """The computer seats of this run play at `level` (the game's own player when none is given)."""
    if level is not None:
        from bible_tabletop.engine.bots import seat_at_level

        seat_at_level(level)


def cmd_resume(args) -> int:
    from bible_tabletop.engine import saves
    from bible_tabletop.engine.session import Session, latest_resumable

    path = args.save or latest_resumable()
    if path is None:
        return fail(f"no autosave to resume in {saves.saves_dir()} (no game with a human player that is not over)")
    try:
        session = Session.load(path)
    except saves.SaveError as exc:
        return fail(str(exc))
    return run_app(("session", session))


def cmd_replay(args) -> int:
    from bible_tabletop.engine import saves
    from bible_tabletop.engine.replay import Replay

    try:
        replay = Replay.load(args.save)
    except saves.SaveError as exc:
        return fail(str(exc))
    return run_app(("replay", replay, args.save.name))


def cmd_rules(args) -> int:
    from rich.console import Console
    from rich.markdown import Markdown

    from bible_tabletop.paths import ASSETS

    rules = _rules(args.game)
    path = ASSETS / rules.id / "rules.md"
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        return fail(f"{path}: cannot be read ({exc.strerror})")
    Console().print(Markdown(text))
    return 0


def cmd_validate(args) -> int:
    from bible_tabletop.engine.validate import validate

    if any(not p.strip() for p in args.paths):
        return fail("validate: an empty path names no file or folder")
    problems, files = validate([Path(p) for p in args.paths], registry.ALL_SPECS)
    for p in problems:
        print(p)
    if problems:
        return 2
    print(f"ok: {files} data file(s) valid")
    return 0


def cmd_simulate(args) -> int:
    from bible_tabletop.engine.playout import simulate

    from bible_tabletop.engine.bots import default_bot
    from bible_tabletop.engine.setup_check import SetupError
    from bible_tabletop.engine.typed_paths import report_problem
    from bible_tabletop.simplot import file_problem, write_svg

    rules = _rules(args.game)
    if not 1 <= args.games <= MAX_GAMES:
        return fail(f"--games takes 1 to {MAX_GAMES:,} games, not {args.games}")
    to_file = args.json is not None and str(args.json) != "-"
    for option, path, suffix in (("--json", to_file and args.json, None), ("--plot", args.plot, ".svg")):
        problem = path and (file_problem(path, suffix) or report_problem(path))  # /proc/version: now, not after
        if problem:
            return fail(f"{option}: {problem}")
    try:
        report = simulate(rules, games=args.games, seed=args.seed, players=args.players,
                          bot_names=args.bot or [default_bot(rules)],
                          options=_options(args.option), vary_options=not args.option)
    except SetupError as exc:  # checked before the first game: a bad player count, option or computer player
        return fail(str(exc))
    writing = None
    try:
        if to_file:
            writing = args.json
            args.json.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
        if args.plot:
            writing = args.plot
            write_svg(args.plot, report)
    except OSError as exc:  # a full disk: the file named (the system names none for /dev/full)
        return fail(f"{writing} cannot be written ({exc.strerror or 'the system refused it'})")
    if args.json is not None and not to_file:
        print(json.dumps(report))
    else:
        print(f"{report['game']}: {report['completed']}/{report['games']} games completed, "
              f"{report['actions']} actions in {report['seconds']} s "
              f"({report['actions_per_second']} actions/s, {report['games_per_second']} games/s)")
        print(f"errors {report['errors']}, invariant violations {report['invariant_violations']}, "
              f"draws {report['draws']}, everyone lost {report['everyone_lost']}")
        for seat, n in report["wins"].items():
            print(f"  {seat}: {n} win{'' if n == 1 else 's'}")
        for name, row in report.get("by_bot", {}).items():
            low, high = row["interval_95"]
            print(f"  {name}: won {row['wins']} of {row['games']} ({row['win_rate']:.1%}, 95% interval "
                  f"{low:.1%} to {high:.1%})")
        for n, row in report["by_players"].items():
            print(f"  {n} players: {row['games']} games, first seat wins {row['first_seat_win_rate']:.1%}, "
                  f"{row['average_turns']} turns on average")
        for line in report.get("balance", {}).get("lines", []):
            print(f"  {line}")
    for f in report["failures"]:
        replay = f"replay: bible-tabletop resume {f['save']}" if f["save"] else "it fails at setup (nothing to replay)"
        sys.stderr.write(f"FAILED seed {f['seed']} ({f['players']} players, options {f['options']}): "
                         f"{f['error'] or f['violation']}; {replay}\n")
    return 1 if report["errors"] or report["invariant_violations"] else 0


def cmd_demo(args) -> int:
    rules = _rules(args.game)
    players = min(4, rules.max_players) if args.players is None else args.players  # as the app seats a demo
    levels = {seat: args.level[seat % len(args.level)] for seat in range(players)} if args.level else None
    _checked(rules, players=players, computer=range(players), seed=args.seed or 0, levels=levels)
    return run_app(("demo", rules.id, args.players, args.seed, levels))


def cmd_learn(args) -> int:
    """The guided first game of GAME: refused in one line when the game has none yet."""
    from bible_tabletop.engine.coach import book

    rules = _rules(args.game)
    words = book(rules.id)
    if words is None or words.lesson is None:
        return fail(f"{rules.title} has no guided first game yet (F2 in a game opens the coach)")
    return run_app(("learn", rules.id))


def cmd_bench(args) -> int:
    from bible_tabletop.bench import json_path_problem, run_all

    problem = args.json and json_path_problem(args.json)
    if problem:
        return fail(f"--json: {problem}")
    if args.ladder is not None:
        return cmd_ladder(args)
    return run_all(args.json, quick=args.quick)


def cmd_ladder(args) -> int:
    from bible_tabletop.ladder import ladder, too_few

    rules = _rules(args.ladder)
    if not 1 <= args.games <= MAX_GAMES or (args.simulations is not None and not 1 <= args.simulations <= 100_000):
        return fail("--games takes 1 to 10,000 games and --simulations 1 to 100,000")
    short = too_few(args.simulations)
    if short:  # said before the hour the ladder may take, and again in its report
        print(f"bible-tabletop: note: {short}", file=sys.stderr, flush=True)
    text = json.dumps(ladder(rules.id, args.games, args.simulations), indent=1)
    print(text)
    if args.json:
        args.json.write_text(text + "\n", encoding="utf-8")
    return 0


def cmd_serve(args) -> int:
    if sys.platform == "win32":  # the tabs' apps are started and stopped the POSIX way (a shell's exec, setsid)
        return fail("serve works on Linux and macOS, not on Windows")
    if not 1 <= args.port <= 65535:
        return fail(f"--port takes 1 to 65535, not {args.port}")
    if not 1 <= args.max_sessions <= MOST_SESSIONS:
        return fail(f"--max-sessions takes 1 to {MOST_SESSIONS}, not {args.max_sessions}")
    from bible_tabletop.serve import host_problem, serve  # the web server's libraries load only for this command

    problem = host_problem(args.host)  # before anything is printed: empty, malformed, or not this machine's
    if problem:
        return fail(problem)
    try:
        serve(args.host, args.port, args.max_sessions)
    except OSError as exc:  # the address is taken, not this machine's, or not allowed
        return fail(f"cannot serve on {args.host} port {args.port}: {exc.strerror or exc}")
    return 0


def run_app(start: tuple | None = None) -> int:
    from bible_tabletop.tui.app import BibleTabletopApp

    app = BibleTabletopApp(start=start)
    app.run()
    return app.return_code or 0  # Textual sets 1 after an unhandled exception (it prints the traceback)


COMMANDS = {"play": cmd_play, "resume": cmd_resume, "replay": cmd_replay, "rules": cmd_rules,
            "validate": cmd_validate, "simulate": cmd_simulate, "demo": cmd_demo, "learn": cmd_learn, "serve": cmd_serve,
            "bench": cmd_bench}


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command is None:
        return run_app()
    try:
        return COMMANDS[args.command](args)
    except SystemExit as exc:
        return int(exc.code or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader stopped early (`validate | head`): nothing more to say, no traceback
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # the exit's flush writes nowhere
        return 141
    except OSError as exc:  # a path the system refuses (a name too long...): one line naming it, not a traceback
        where = f"{exc.filename}: " if exc.filename else ""
        sys.stderr.write(f"bible-tabletop: {where}{exc.strerror or exc}\n")
        return 2
    except Exception as exc:
        from bible_tabletop.engine.data import DataError  # imported only now: start-up stays light

        if not isinstance(exc, DataError):
            raise
        sys.stderr.write(f"{exc}\n")  # a broken data file: file:line: field: what was expected, one a line
        return 2


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
