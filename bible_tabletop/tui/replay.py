"""A replay: a saved game stepped through move by move, forwards and backwards, or played at a pace, on the game's
own screen in a read-only replay mode.

Why the game's own screen: a replay is a pure demo whose computer players play the recorded moves, so the shared
`GameScreen` already draws it (no curtain, the hand of the seat to act, the log). `ReplayMode` is mixed in front of a
game's screen class (`replay_screen`), and only changes what a demo does: the position comes from the `Replay`
(engine/replay.py: the moves replayed from the set-up, never a save), a move is never made (`act` refuses, with the
reason), the game's own keys are off, the log gives each move's rule, and a banner says it is a replay. No game
needs code of its own for it. The save is only read (`Replay.load`): nothing here writes a file.
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.events import Mount
from textual.widgets import Static

from bible_tabletop.engine import saves
from bible_tabletop.engine.game import Action
from bible_tabletop.engine.replay import Replay
from bible_tabletop.engine.session import Session
from bible_tabletop.games.registry import spec_for
from bible_tabletop.tui.gamelog import GameLog
from bible_tabletop.tui.later import call_in
from bible_tabletop.tui.news import Moves
from bible_tabletop.tui.demo import PACES
from bible_tabletop.tui.play import GameScreen

REWRITTEN = 60  # going back writes the log again: its last this many lines (older ones are far above)
REPLAY_ACTIONS = frozenset({"forward", "back", "first", "last", "chart", "faster", "slower", "pause", "step",
                            "help", "rules", "menu", "inspect"})
NOT_HERE = "This is a replay: no move can be made. → steps on, ← back, space plays; ? lists the keys."


class ReplayBanner(Static):
    """One line docked at the top: REPLAY, which move of how many, who did what, playing or paused."""

    DEFAULT_CSS = """
    ReplayBanner { dock: top; height: 1; width: 100%; padding: 0 1; background: $accent 40%; text-style: bold; }
    """


class ReplayMode(GameScreen):
    """Mixed in front of a game's screen class: the recorded moves instead of players, and no move of its own."""

    BINDINGS = [
        Binding("right", "forward", "Next", key_display="→", priority=True, tooltip="the next move"),
        Binding("left", "back", "Back", key_display="←", priority=True, tooltip="back one move"),
        Binding("home", "first", "Start", priority=True, tooltip="back to the set-up, before the first move"),
        Binding("end", "last", "End", priority=True, tooltip="to the end of the game"),
        Binding("space", "pause", "Play", tooltip="play the moves at the pace (again: pause)"),
        Binding("plus,equals_sign", "faster", "Faster", key_display="+", tooltip="a faster pace"),
        Binding("minus", "slower", "Slower", key_display="-", tooltip="a slower pace"),
        Binding("c", "chart", "Chart", tooltip="the score chart and statistics of the whole game"),
        Binding("escape", "menu", "Close", key_display="Esc", tooltip="close the replay"),
    ]

    def __init__(self, replay: Replay, title: str = ""):
        """`title`: what is replayed (the save's name), for the chart's heading."""
        session = Session(replay.rules, replay.config, replay.seed)  # no autosave: a replay writes nothing
        session.seat_names = replay.names
        super().__init__(session)
        self.replay = replay
        self.title_text = title
        self.shown_seat = None
        self.paused = True
        self.at = 0  # moves shown so far

    # -- where we are ----------------------------------------------------------------------------------------
    def seek(self, i: int) -> None:
        """Show the position after the first `i` moves (one more: carried out on the shown position)."""
        i = max(0, min(i, len(self.replay)))
        if i == self.at + 1:
            self.replay.forward(self.session.state, self.at)
        elif i != self.at:
            self.session.state = self.replay.position(i)
        back = i < self.at
        self.at = i
        self.session.steps = self.replay.steps[:i]
        self.moves = Moves.of(self.session)
        if back:
            self.query_one(GameLog).reset()
            self._logged = max(0, len(self.public_log) - REWRITTEN)
        self.write_log()
        self.advance()

    def humans(self) -> list[int]:
        """Nobody is at the keyboard: no seat decides here, and no curtain goes up."""
        return []

    def my_decision(self) -> bool:
        return False

    def viewer(self) -> int | None:
        """The seat to act (its hidden cards shown, as in a demo); at the end, the seat that moved last."""
        seat = self.session.to_act
        if seat is None and self.at:
            seat = self.replay.steps[self.at - 1].seat
        return seat

    def advance(self) -> None:
        """After every step: draw, say where we are, and while playing, the next move after the pace."""
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        if self.at >= len(self.replay):
            self.paused = True
        self.redraw()
        self._show_banner()
        if not self.paused:
            delay = max(0.001, min(PACES[self.pace], self.app.computer_delay_cap))
            self._timer = call_in(self, delay, self.computer_move)

    def computer_move(self) -> None:
        """The next recorded move (the demo's timer and `.` call this)."""
        self._timer = None
        self.seek(self.at + 1)

    def fill_choices(self) -> None:
        """The choice panel says what is decided next; it offers nothing."""
        decision = self.session.decision
        prompt = self.OVER if decision is None else Text.assemble(("Next: ", "bold"), self.decision_prompt(decision))
        self.show_choices(prompt, [])

    # -- the banner --------------------------------------------------------------------------------------------
    @on(Mount)
    def _mount_banner(self) -> None:
        if not self.query(ReplayBanner):
            self.mount(ReplayBanner(id="replay-banner"))
            self._show_banner()

    def _show_banner(self) -> None:
        for banner in self.query(ReplayBanner):
            banner.update(self.banner_text())

    def banner_text(self) -> Text:
        """'REPLAY of <save> · move 12 of 240 · Ann: Play Mug · paused (→ next, space plays)'."""
        text = Text.assemble(("REPLAY", "reverse"), f" {self.rules.title} · move {self.at} of {len(self.replay)}")
        if self.at:
            step = self.replay.steps[self.at - 1]
            who = self.replay.names[step.seat] if step.seat is not None else "the table"
            text.append(f" · {who}: {self.rules.describe(self.replay.position(self.at - 1), step.action)}")
        elif not self.replay.steps:
            text.append(" · no move was made")
        else:
            text.append(" · the set-up")
        state = "paused" if self.paused else f"playing, {PACES[self.pace]} s a move"
        return text.append(f" · {state}", style="dim")

    # -- what a replay does not do ------------------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        self.notify(NOT_HERE, title="Replay", severity="warning", markup=False)
        return False

    def number_key(self, n: int) -> None:
        self.notify(NOT_HERE, title="Replay", severity="warning", markup=False)

    def write_log(self) -> None:
        """The new events, as typed, each with its rule (dim)."""
        events = self.public_log
        log = self.query_one(GameLog)
        for e in events[self._logged:]:
            log.add(Text(e.text) + Text(f"  [{e.rule}]", style="dim"))
        self._logged = len(events)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Only the replay's keys, help, rules and a card's full text: the game's keys make moves."""
        return action in REPLAY_ACTIONS

    def keys_help(self) -> list[tuple[str, str]]:
        return [("→ / ←", "the next move / back one move"), ("Home / End", "the set-up / the end of the game"),
                ("space", "play the moves at the pace, or pause"), (".", "one move (and pause)"), ("c", "the score chart and statistics"), ("Esc", "close the replay")]

    # -- the keys ----------------------------------------------------------------------------------------------
    def action_forward(self) -> None:
        self._stop()
        if self.at >= len(self.replay):
            self.notify("The end of the game: Home goes back to the start.", markup=False)
        self.seek(self.at + 1)

    def action_back(self) -> None:
        self._stop()
        if self.at == 0:
            self.notify("The set-up: nothing before it. → steps on.", markup=False)
        self.seek(self.at - 1)

    def action_first(self) -> None:
        self._stop()
        self.seek(0)

    def action_last(self) -> None:
        self._stop()
        self.seek(len(self.replay))

    def action_pause(self) -> None:
        if self.paused and self.at >= len(self.replay):
            self.seek(0)  # playing from the end starts again from the set-up
        self.paused = not self.paused
        self.advance()

    def action_chart(self) -> None:
        from bible_tabletop.engine.scores import history_for
        from bible_tabletop.tui.charts import ChartScreen

        title = f"{self.rules.title}: the whole game" + (f" ({self.title_text})" if self.title_text else "")
        self.app.push_screen(ChartScreen(title, history_for(self.replay)))

    def action_menu(self) -> None:
        self._stop()
        self.app.pop_screen()

    def _stop(self) -> None:
        self.paused = True
        if self._timer is not None:
            self._timer.stop()
            self._timer = None

    def _demo_changed(self) -> None:
        """Pace or pause changed (the shared demo keys): the banner says so."""
        self._show_banner()
        self.refresh_bindings()


_CLASSES: dict[type, type] = {}


def replay_screen(replay: Replay, title: str = "") -> GameScreen:
    """The game's own screen in replay mode, showing `replay` from its set-up."""
    game_screen = spec_for(replay.rules.id).screen()
    cls = _CLASSES.get(game_screen)
    if cls is None:
        cls = _CLASSES[game_screen] = type(f"Replay{game_screen.__name__}", (ReplayMode, game_screen), {})
    return cls(replay, title)


def open_replay(app, path: Path) -> bool:
    """Push the replay of the save at `path`; a save that cannot be replayed is said in a notice (False)."""
    try:
        replay = Replay.load(Path(path))
    except saves.SaveError as exc:
        app.notify(str(exc), title="Cannot replay", severity="error", timeout=8, markup=False)
        return False
    app.push_screen(replay_screen(replay, Path(path).name))
    return True
