"""The Bible TriBond screen: the three paths, the die and the clue card, the players, choices and the log.

No hands to hide here, but the clues not yet read and the answer stay hidden until they are revealed: the screen
draws only the rules' view (`self.view`). A Challenge race runs in real time: a clue every few seconds, and each
seat buzzes with its own key for the whole game (the shared table prompt, tui/table.py). The drawing itself is in
panels.py.
"""

from __future__ import annotations

import time

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Footer, Input, Static

from bible_tabletop.games.tribond.rules.actions import (
    Answer, Judge, Move, NewClueSet, Overrule, Reveal, Roll, Show,
)
from bible_tabletop.games.tribond.rules.board import PATHS
from bible_tabletop.games.tribond.rules.bots import LEVELS, chance_to_know
from bible_tabletop.games.tribond.ui.panels import BOARD_TITLE, board_text, card_text, players_text
from bible_tabletop.games.tribond.rules.state import TriBondState
from bible_tabletop.tui import table
from bible_tabletop.tui.play import GameScreen

RACE_TIMEOUT = 8.0  # seconds after the third clue (or after a wrong answer) before a new Challenge clue-set
# key, action, footer label. The footer shows a key only when it does something now (`check_action`); a hidden twin
# of each binding (the same action with the extra parameter "any") still answers the key at any time, with a reason.
KEYS = (("r", "roll", "Roll"), ("c", "clue('c')", "Next clue"), ("ctrl+n", "clue('ctrl+n')", "Next clue"),
        ("s", "show", "Show answer"), ("y", "judge(True)", "Right"), ("n", "judge(False)", "Wrong"),
        ("o", "overrule", "Overrule"), ("a", "type", "Answer box"))
ANY = "any"


def _any(action: str) -> str:
    return action[:-1] + f", '{ANY}')" if action.endswith(")") else f"{action}('{ANY}')"


class BoardView(Static):
    """The three paths; a click on a path's line moves (or humbly moves back) your piece there."""

    def on_click(self, event) -> None:
        self.screen.click_row(event.y - 1)


class TriBondScreen(GameScreen, inherit_bindings=False):  # the game's keys first in the footer, then the shared
    BINDINGS = ([Binding(k, a, d) for k, a, d in KEYS]
                + [Binding(k, _any(a), show=False) for k, a, _ in KEYS]
                + table.table_bindings() + GameScreen.BINDINGS)
    SEAT_KEYS = True
    TABLE_WORD = "Challenge race"
    KEYS_WORD = "buzzers"

    def compose(self) -> ComposeResult:
        with Horizontal(id="tb-main"):
            with Vertical(id="tb-left"):
                yield BoardView(id="tb-board")
                yield Static(id="tb-players")
                yield Static(id="tb-card")
                yield Input(placeholder="type the answer, Enter", id="tb-answer")
            yield from self.choice_column("tb-right")
        yield Footer()

    def on_mount(self) -> None:
        box = self.query_one("#tb-answer", Input)
        box.display, box.disabled = False, True  # a hidden answer box must never hold the focus (and the keys)
        self.query_one("#tb-board", Static).border_title = BOARD_TITLE
        self.choice_list.focus()
        super().on_mount()

    def describe_seat(self, seat: int) -> str:
        return f"{'Team' if self.view.teams else 'Player'} {seat + 1}"

    @property
    def st(self) -> TriBondState:
        """What the screen knows of the position: the view (the same for every seat)."""
        return self.view

    def buzzer(self, seat: int) -> str:
        """The seat's buzzer key, the same for the whole game."""
        return table.seat_key(seat)

    # -- the footer: only the keys that do something now, and only this answering mode's -----------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action not in {"roll", "clue", "show", "judge", "overrule", "type"}:
            return super().check_action(action, parameters)
        return parameters[-1:] == (ANY,) or action in self._live_keys(parameters)

    def _live_keys(self, parameters: tuple = ()) -> set[str]:
        """The key actions that do something now for the human at the keyboard."""
        st, actor = self.st, self.session.to_act
        if actor is None or actor in self.computer or self.in_race() and st.phase == "race":
            return set()
        spoken, ph = st.mode == "spoken", st.phase
        answering = ph in ("clue", "race_answer")
        live = set()
        if ph == "roll":
            live.add("roll")
        if ph == "clue" and st.shown < 3 and not st.answer_seen and parameters[:1] == (("c",) if spoken else
                                                                                    ("ctrl+n",)):
            live.add("clue")
        if spoken and answering:
            live.add("judge" if st.answer_seen else "show")
            if not st.answer_seen and ph == "race_answer" and parameters[:1] == (False,):
                live.add("judge")  # plainly wrong: judged without looking, the race goes on hidden
        if ph == "verdict":
            live.add("overrule")
        return live

    def _refresh_keys(self) -> None:
        st = self.st
        key = (st.phase, st.shown, st.answer_seen, self.session.to_act, self.in_race())
        if self._changed("keys", key):
            self.refresh_bindings()

    # -- whose move: the race runs on the clock when a human is in it -----------------------------------------
    def in_race(self) -> bool:
        st = self.st
        return st.contest is not None and st.phase in ("race", "race_answer", "verdict")

    # -- the race's clock (run by the shared controller, tui/race.py) ------------------------------------------
    def race_pace(self) -> float:
        return getattr(self.app, "race_pace", 2.5)

    def race_timeout(self) -> float:
        return RACE_TIMEOUT * self.race_pace() / 2.5

    def race_clock(self) -> tuple[float, object]:
        """A clue every few seconds; after the third, the whole time-out before a new clue-set."""
        if self.st.shown < 3:
            return self.race_pace(), self._clock(Reveal())
        return self.race_timeout(), self._clock(NewClueSet())

    def _clock(self, action):
        """The race clock's action as the rules offer it (naming the seat on whose side the clues are read)."""
        return next(iter(self.session.legal(kind=action.kind)), action)

    def computer_takes_after(self, seat: int) -> float | None:
        """A computer contestant buzzes when it knows the answer (more likely with more clues out), after the
        time its level takes."""
        st, bot = self.st, self.bots[seat]
        if bot.rng.random() < chance_to_know(st.level, st.shown):
            return LEVELS[st.level][1] * self.race_pace() / 2.5 * (0.5 + bot.rng.random())
        return None

    def race_ticked(self) -> None:
        self._refresh_card()

    # -- drawing ---------------------------------------------------------------------------------------------------
    def refresh_board(self, v: TriBondState, seat: int | None) -> None:
        width = self.query_one("#tb-board", Static).content_region.width or 80
        board = board_text(v, width)
        if self._changed("board", board.plain + str(board.spans)):
            self.query_one("#tb-board", Static).update(board)
        players = players_text(v, self.query_one("#tb-players", Static).content_region.width or 80, self.computer)
        if self._changed("players", players.plain + str(players.spans)):
            self.query_one("#tb-players", Static).update(players)
        self._refresh_card(v)
        self.fill_choices()
        self._refresh_keys()

    def _refresh_card(self, v: TriBondState | None = None) -> None:
        v = v or self.view
        text = self._card_text(v)
        if self._changed("card", text.plain + str(text.spans)):
            self.query_one("#tb-card", Static).update(text)

    def _card_text(self, v) -> Text:
        countdown = None
        if self.in_race() and v.phase == "race" and self._race_timer is not None:
            left = (self.race_pace() if v.shown < 3 else self.race_timeout()) - (time.monotonic() - self._race_clock)
            countdown = f"⏱ {'next clue' if v.shown < 3 else 'time out'} in {max(0.0, left):.1f} s"
        return card_text(v, self.in_race(), countdown)

    def _answer_for_table(self) -> str | None:
        """The answer of the clue-set being read when it is showing (else None)."""
        return self.view.answer_shown

    # -- the choices -------------------------------------------------------------------------------------------------
    def fill_choices(self) -> None:
        """The shared choice panel, then the answer box: open (and focused) while a human types an answer."""
        super().fill_choices()
        st = self.st
        typing = self.my_decision() and st.mode == "typed" and st.phase in ("clue", "race_answer")
        box = self.query_one("#tb-answer", Input)
        if box.display != typing:
            box.display, box.disabled = typing, not typing
            box.value = ""
            if not typing:
                self.choice_list.focus()
        if typing and self.app.focused is not box:
            box.focus()

    def offer(self) -> tuple[Text, list]:
        st = self.st
        return Text.assemble((st.names[self.session.to_act], "bold"), ": " + self._what(st)), self._offered(st)

    def table_prompt(self, decision) -> Text:
        return table.table_prompt("Race! ", decision.seats, lambda s: self.st.names[s], self.computer, " to buzz")

    def _offered(self, st: TriBondState) -> list:
        """The legal actions, less the ones the answer box stands for (typed) or not yet possible (spoken judging
        before the answer shows, but for a plain wrong in a race)."""
        legal = self.session.legal()
        if st.phase in ("clue", "race_answer"):
            if st.mode == "typed":
                return [a for a in legal if a.kind == "reveal"]
            if not st.answer_seen:
                wrong_ok = st.phase == "race_answer"
                return [a for a in legal if a.kind in ("reveal", "show") or (wrong_ok and a == Judge(correct=False))]
        return legal

    def _what(self, st: TriBondState) -> str:
        spoken = st.mode == "spoken"
        answer = ("answer aloud; s shows the answer" + (" (n: plainly wrong)" if st.phase == "race_answer" else "")
                  if not st.answer_seen else "is it right? y / n") if spoken else \
            "type the answer, Enter" + (" (ctrl+n: next clue)" if st.phase == "clue" and st.shown < 3 else "")
        return {
            "roll": "roll the die (r)",
            "clue": answer + (" (c: next clue)" if spoken and not st.answer_seen and st.shown < 3 else ""),
            "race_answer": "you buzzed: " + answer,
            "verdict": "Enter lets the app's verdict stand, o overrules it",
            "move": f"move a piece {st.roll} (1-3 picks the path)" + (" as a gift" if st.gift else ""),
            "humble": f"HUMBLE yourself: move a piece back {st.roll}",
            "target": "choose whom to challenge" if st.players > 2 else "choose whom to change places with",
            "race": "buzz when you know",
        }[st.phase]

    def choice_labels(self, actions: list, width: int) -> list[Text]:
        """The rules' words and the key that does the same."""
        return [Text(self.rules.describe(self.st, a) + self._hint(a)) for a in actions]

    def _hint(self, action) -> str:
        """The key that does the same as a choice of the list."""
        if action.kind == "judge":
            return " (y)" if action.correct else " (n)"
        if action.kind == "reveal":
            return " (c)" if self.st.mode == "spoken" else " (ctrl+n)"
        if action.kind == "move":
            return f" ({action.path + 1})"
        return {"show": " (s)", "roll": " (r)", "overrule": " (o)"}.get(action.kind, "")

    # -- input ---------------------------------------------------------------------------------------------------
    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if self._mine():
            self.act(Answer(text=event.value.strip()[:200]))
            event.input.value = ""
            self.redraw()

    def number_key(self, n: int) -> None:
        if n <= len(PATHS):
            self.pick_path(n - 1)
        else:
            self.notify("The number keys 1-3 pick the God, Jesus or Holy Spirit path.", severity="warning")

    def _mine(self) -> bool:
        if self.my_decision():
            return True
        self.notify("It is not your decision now.", severity="warning")
        return False

    def _mode_only(self, mode: str, what: str) -> bool:
        if self.st.mode == mode:
            return True
        other = "type the answer in the box, Enter" if mode == "spoken" else "answer aloud, s shows the answer, y/n"
        self.notify(f"{what} is for {mode} answers; this game's answers are {self.st.mode}: {other}.",
                    severity="warning")
        return False

    def pick_path(self, path: int) -> None:
        if not self._mine():
            return
        if self.st.phase not in ("move", "humble"):
            self.notify("The number keys pick a path when you move a piece.", severity="warning")
            return
        self.choose(Move(path=path))

    def click_row(self, row: int) -> None:
        paths = self.st.paths
        if 0 <= row < len(paths) and self.st.phase in ("move", "humble") and self.my_decision():
            self.choose(Move(path=paths[row]))

    def action_roll(self, *_) -> None:
        if self._mine():
            self.choose(Roll())

    def action_clue(self, *_) -> None:
        if self._mine():
            self.choose(Reveal())

    def action_show(self, *_) -> None:
        if not self._mode_only("spoken", "Showing the answer"):
            return
        if self.st.phase not in ("clue", "race_answer"):
            self.notify("The answer shows once the player has answered aloud.", severity="warning")
            return
        if self._mine():
            self.choose(Show())

    def action_judge(self, correct: bool, *_) -> None:
        if not self._mode_only("spoken", "Judging with y / n") or not self._mine():
            return
        st = self.st
        if st.phase == "clue" and not st.answer_seen or st.phase == "race_answer" and not st.answer_seen and correct:
            self.notify("Show the answer first (s), then judge it.", severity="warning")
            return
        self.choose(Judge(correct=correct))

    def action_type(self, *_) -> None:
        box = self.query_one("#tb-answer", Input)
        if box.display:
            box.focus()
        elif self._mode_only("typed", "The answer box"):
            self.notify("The answer box opens when a clue-set is being answered.", severity="warning")

    def action_overrule(self, *_) -> None:
        if self._mode_only("typed", "Overruling") and self._mine():
            self.choose(Overrule())

    def action_seat_key(self, seat: int) -> None:
        """A buzzer: nothing once somebody has buzzed (the race waits for the answer), else the shared table keys."""
        if self.st.phase != "race_answer":
            super().action_seat_key(seat)

    def on_screen_resume(self) -> None:
        self._shown.pop("board", None)
        self.redraw()

    def resized(self) -> None:
        self._shown.pop("board", None)
        self._shown.pop("players", None)
        super().resized()

    def keys_help(self) -> list[tuple[str, str]]:
        if self.st.mode == "spoken":
            answering = [("c", "reveal the next clue"), ("s", "show the answer to the table (after it was said aloud)"),
                         ("y / n", "the answer was right / wrong (in a race, n alone: plainly wrong, nothing shown)")]
        else:
            answering = [("ctrl+n", "reveal the next clue (while typing)"), ("a", "go to the answer box"),
                         ("o", "overrule the app's verdict")]
        enter = "choose from the list" + ("; send the typed answer; let the verdict stand" if self.st.mode == "typed"
                                          else "")
        keys = [("r", "roll the die"), *answering, ("Enter", enter), ("1-3", "move your piece on that path")]
        if self.st.players > 2:
            buzzers = ", ".join(f"seat {s + 1} {self.buzzer(s)}" for s in range(self.st.players))
            keys.append((" / ".join(table.SEAT_KEYS[: self.st.players]), f"buzzers in a Challenge race: {buzzers}"))
        return keys
