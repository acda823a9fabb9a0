"""The Bible TriBond screen: the three paths, the die and the clue card, the players, choices and the log.

No hands to hide here, but the clues not yet read and the answer stay hidden until the clue-set is judged. A
Challenge race runs in real time: a clue every few seconds, one buzzer key for each contestant.
"""

from __future__ import annotations

import time

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Footer, Input, OptionList, RichLog, Static
from textual.widgets.option_list import Option

from bible_tabletop.games.tribond.actions import (
    Answer, Buzz, Judge, Move, NewClueSet, Overrule, Reveal, Roll,
)
from bible_tabletop.games.tribond.board import GREEN, HOME, PATHS, SPACES
from bible_tabletop.games.tribond.bots import LEVELS, chance_to_know
from bible_tabletop.games.tribond.state import TriBondState
from bible_tabletop.tui.play import GameScreen

COLOURS = ("red", "cyan", "magenta", "yellow", "white")
DIE = " ⚀⚁⚂⚃⚄⚅"
SHORT = {"God": "God", "Jesus": "Jesus", "Holy Spirit": "Spirit"}
CHALLENGER_KEY, DEFENDER_KEY = "z", "m"
RACE_TIMEOUT = 8.0  # seconds after the third clue before a new Challenge clue-set


class BoardView(Static):
    """The three paths; a click on a path's line moves (or humbly moves back) your piece there."""

    def on_click(self, event) -> None:
        self.screen.click_row(event.y - 1)


class TriBondScreen(GameScreen):
    BINDINGS = [
        Binding("r", "roll", "Roll"),
        Binding("c", "clue", "Next clue"),
        Binding("ctrl+n", "clue", "Next clue", show=False),
        Binding("s", "show", "Show answer"),
        Binding("y", "judge(True)", "Right"),
        Binding("n", "judge(False)", "Wrong"),
        Binding("a", "type", "Type answer", show=False),
        Binding("o", "overrule", "Overrule", show=False),
        Binding(CHALLENGER_KEY, "buzz('challenger')", "Buzz (Challenger)", show=False),
        Binding(DEFENDER_KEY, "buzz('defender')", "Buzz (Defender)", show=False),
    ]

    def __init__(self, session, **kw):
        super().__init__(session, **kw)
        self._revealed_answer: tuple | None = None  # spoken mode: the clue-set whose answer the table asked to see
        self._race_clock = 0.0  # when the last race clue appeared
        self._race_timer = None
        self._cpu_buzz: dict[int, float] = {}  # computer contestant -> when it buzzes
        self._cpu_checked: set[tuple] = set()

    def compose(self) -> ComposeResult:
        with Horizontal(id="tb-main"):
            with Vertical(id="tb-left"):
                yield BoardView(id="tb-board")
                yield Static(id="tb-players")
                yield Static(id="tb-card")
                yield Input(placeholder="type the answer, Enter", id="tb-answer")
            with Vertical(id="tb-right"):
                yield Static(id="prompt")
                yield OptionList(id="choices")
                yield RichLog(id="log", max_lines=500, wrap=True, markup=False, min_width=20)
        yield Footer()

    def on_mount(self) -> None:
        box = self.query_one("#tb-answer", Input)
        box.display, box.disabled = False, True  # a hidden answer box must never hold the focus (and the keys)
        self.query_one("#choices", OptionList).focus()
        super().on_mount()

    def describe_seat(self, seat: int) -> str:
        return f"{'Team' if self.session.state.teams else 'Player'} {seat + 1}"

    @property
    def st(self) -> TriBondState:
        return self.session.state

    # -- whose move: the race runs on the clock when a human is in it -----------------------------------------
    def in_race(self) -> bool:
        st = self.st
        return st.contest is not None and st.phase in ("race", "race_answer", "verdict")

    def human_in_race(self) -> bool:
        c = self.st.contest
        return self.in_race() and (c.challenger not in self.computer or c.defender not in self.computer)

    def advance(self) -> None:
        if self.human_in_race() and self.session.outcome is None:
            self._start_race_clock()
            self.redraw()
            if self.st.phase != "race" and self.session.to_act in self.computer:
                self._timer = self.set_timer(max(0.001, min(self.app.computer_delay, self.app.computer_delay_cap)),
                                             self.computer_move)
            return
        self._stop_race_clock()
        super().advance()

    def _start_race_clock(self) -> None:
        if self._race_timer is None:
            self._race_clock = time.monotonic()
            self._cpu_buzz.clear()
            self._race_timer = self.set_interval(0.1, self._race_tick)

    def _stop_race_clock(self) -> None:
        if self._race_timer is not None:
            self._race_timer.stop()
            self._race_timer = None

    def race_pace(self) -> float:
        return getattr(self.app, "race_pace", 2.5)

    def _race_tick(self) -> None:
        """A clue every few seconds; a time-out after the last; computer contestants buzz when they know."""
        st = self.st
        if not self.in_race() or self.session.outcome is not None:
            self._stop_race_clock()
            return
        if st.phase == "race":
            now = time.monotonic()
            self._plan_computer_buzzes(now)
            for seat, at in sorted(self._cpu_buzz.items(), key=lambda kv: kv[1]):
                if now >= at:
                    self._cpu_buzz.clear()
                    self.act(Buzz(seat=seat))
                    return
            waited = now - self._race_clock
            if st.shown < 3 and waited >= self.race_pace():
                self._race_clock = now
                self.act(Reveal())
                return
            if st.shown == 3 and waited >= RACE_TIMEOUT * self.race_pace() / 2.5:
                self._race_clock = now
                self.act(NewClueSet())
                return
        self._refresh_card()

    def _plan_computer_buzzes(self, now: float) -> None:
        st = self.st
        for seat in (st.contest.challenger, st.contest.defender):
            key = (seat, st.reading, st.shown, len(st.log))
            if seat not in self.computer or key in self._cpu_checked or seat in self._cpu_buzz:
                continue
            self._cpu_checked.add(key)
            bot = self.bots[seat]
            if bot.rng.random() < chance_to_know(st.level, st.shown):
                delay = LEVELS[st.level][1] * self.race_pace() / 2.5 * (0.5 + bot.rng.random())
                self._cpu_buzz[seat] = now + delay

    def computer_move(self) -> None:
        if self.human_in_race() and self.st.phase == "race_answer":
            self._timer = None
            seat = self.session.to_act
            if seat in self.computer:
                self.act(self.bots[seat].say(self.rules, self.st, self.bots[seat].rng.random() < 0.85))
            return
        super().computer_move()

    # -- drawing ---------------------------------------------------------------------------------------------------
    def refresh_board(self, v: TriBondState, seat: int | None) -> None:
        board = self._board_text(v)
        if self._changed("board", board.plain + str(board.spans)):
            self.query_one("#tb-board", Static).update(board)
        players = self._players_text(v)
        if self._changed("players", players):
            self.query_one("#tb-players", Static).update(players)
        self._refresh_card(v)
        self._fill_choices(v)

    def _cell_width(self) -> int:
        width = self.query_one("#tb-board", Static).size.width
        return 2 if width >= 2 * SPACES + 16 else 1

    def _board_text(self, v: TriBondState) -> Text:
        w = self._cell_width()
        out = Text()
        for path in v.paths:
            out.append(f"{SHORT[PATHS[path]]:<7}", style="bold")
            out.append("◁" + " " * (w - 1), style="green")
            at_start = [s for s in range(v.players) if v.pos[s][path] == 0]
            for space in range(1, SPACES + 1):
                here = [s for s in range(v.players) if v.pos[s][path] == space]
                green = space in GREEN[path]
                bg = " on dark_green" if green else ""
                if not here:
                    out.append(("◆" if green else "·").ljust(w), style=("green" if green else "dim"))
                elif len(here) == 1:
                    out.append(str(here[0] + 1).ljust(w), style=f"bold {COLOURS[here[0]]}{bg}")
                else:
                    out.append("+".ljust(w), style=f"bold{bg}")
            out.append("✝", style="bold yellow")
            home = [s for s in range(v.players) if v.pos[s][path] == HOME]
            for s in home:
                out.append(str(s + 1), style=f"bold {COLOURS[s]}")
            if at_start and w > 1:
                out.append(" start:" + "".join(str(s + 1) for s in at_start), style="dim")
            out.append("\n")
        out.rstrip()
        return out

    def _players_text(self, v: TriBondState) -> str:
        rows = []
        wide = self._cell_width() > 1
        for s in range(v.players):
            mark = "▶" if s == v.current and v.winner is None else " "
            where = []
            for p in v.paths:
                x = v.pos[s][p]
                label = SHORT[PATHS[p]] if wide else SHORT[PATHS[p]][0]
                where.append(f"{label} {'✝' if x == HOME else x}")
            extra = " [b]must answer to win[/b]" if v.awaiting[s] else ""
            who = self.seat_name(s) + ((" (computer)" if wide else " ⚙") if s in self.computer else "")
            rows.append(f"{mark}[b {COLOURS[s]}]{s + 1} {who}[/]  " + " · ".join(where) + extra)
        return "\n".join(rows)

    def _refresh_card(self, v: TriBondState | None = None) -> None:
        v = v or self.rules.view(self.st, None)
        text = self._card_text(v)
        if self._changed("card", text):
            self.query_one("#tb-card", Static).update(text)

    def _card_text(self, v) -> str:
        lines = []
        if v.roll:
            lines.append(f"Die: {DIE[v.roll]} [b]{v.roll}[/b]" + (f"  · clue-set #{v.roll}" if v.slot is not None
                                                                  else ""))
        if v.contest is not None and v.phase in ("race", "race_answer", "verdict"):
            c = v.contest
            lines.append(f"[b]Challenge[/b]: {v.names[c.challenger]} (buzzer {CHALLENGER_KEY.upper()}) vs "
                         f"{v.names[c.defender]} (buzzer {DEFENDER_KEY.upper()})"
                         + (" (one member of each team answers)" if v.teams else ""))
            if v.phase == "race" and self._race_timer is not None:
                waited = time.monotonic() - self._race_clock
                left = (self.race_pace() if v.shown < 3 else RACE_TIMEOUT * self.race_pace() / 2.5) - waited
                what = "next clue" if v.shown < 3 else "time out"
                lines.append(f"⏱ {what} in {max(0.0, left):.1f} s")
            elif v.buzzed is not None:
                lines.append(f"[b]{v.names[v.buzzed]}[/b] buzzed and answers")
        if v.clues_shown:
            told = self._answer_for_table() if self._revealed_answer else None
            clues = self.rules.reading(self.st).clues if told else v.clues_shown
            for i in range(3):
                clue = clues[i] if i < len(clues) else "…"
                lines.append(f"  {i + 1}. [b]{clue}[/b]")
            answer = v.answer_shown or told
            if answer:
                lines.append(f"  Answer: [b green]{answer}[/]")
            if v.phase == "verdict":
                lines.append(f"  Typed '{v.guess}': the app says [b]{'RIGHT' if v.verdict else 'WRONG'}[/b]")
        elif v.last is not None:
            mark = "right" if v.last.correct else "wrong"
            lines.append(f"Last: {' · '.join(v.last.clues)} → [b]{v.last.answer}[/b] ({mark})")
            lines.append(f"[dim]{'; '.join(v.last.refs)}[/dim]")
        return "\n".join(lines) or "Roll the die to start."

    def _answer_for_table(self) -> str | None:
        st = self.st
        if st.reading is None or self._revealed_answer != (st.reading, st.slot, len(st.log)):
            return None
        return self.rules.reading(st).answer

    # -- the choices -------------------------------------------------------------------------------------------------
    def _fill_choices(self, v: TriBondState) -> None:
        st = self.st
        actor = self.session.to_act
        typing = False
        if actor is None:
            self._show_choices("The game is over.", [])
        elif self.human_in_race() and st.phase == "race":
            c = st.contest
            self._show_choices(f"[b]Race![/b] {st.names[c.challenger]}: press {CHALLENGER_KEY.upper()} · "
                               f"{st.names[c.defender]}: press {DEFENDER_KEY.upper()} to buzz", [])
        elif actor in self.computer:
            self._show_choices(f"{st.names[actor]} (computer) is deciding…", [])
        else:
            legal = self._offered(st)
            typing = st.mode == "typed" and st.phase in ("clue", "race_answer")
            self._show_choices(f"[b]{st.names[actor]}[/b]: {self._what(st)}", legal)
        box = self.query_one("#tb-answer", Input)
        if box.display != typing:
            box.display, box.disabled = typing, not typing
            box.value = ""
            if not typing:
                self.query_one("#choices", OptionList).focus()
        if typing and self.app.focused is not box:
            box.focus()

    def _offered(self, st: TriBondState) -> list:
        """The legal actions, less the ones the keys and the answer box stand for."""
        legal = self.session.legal()
        if st.phase in ("clue", "race_answer"):
            if st.mode == "typed":
                return [a for a in legal if a.kind == "reveal"]
            if self._answer_for_table() is None:
                return [a for a in legal if a.kind == "reveal"] + ["show"]
        return legal

    def _what(self, st: TriBondState) -> str:
        return {
            "roll": "roll the die (r)",
            "clue": "type what the three have in common, Enter (ctrl+n: next clue)" if st.mode == "typed" else
                    "answer aloud, then s shows the answer and y/n judges (c: next clue)",
            "race_answer": "you buzzed: answer!",
            "verdict": "Enter lets the app's verdict stand, o overrules it",
            "move": f"move a piece {st.roll} (1-3 picks the path)" + (" as a gift" if st.gift else ""),
            "humble": f"HUMBLE yourself: move a piece back {st.roll}",
            "target": "choose whom to challenge" if st.players > 2 else "choose whom to change places with",
            "race": "buzz when you know",
        }[st.phase]

    def _show_choices(self, prompt_text: str, legal: list) -> None:
        self._choice_actions = legal
        if self._changed("prompt", prompt_text):
            self.query_one("#prompt", Static).update(prompt_text)
        rows = ["Show the answer (s)" if a == "show" else self.rules.describe(self.st, a) for a in legal]
        choices = self.query_one("#choices", OptionList)
        if self._changed("choices", rows):
            choices.set_options([Option(r, id=str(i)) for i, r in enumerate(rows)])
            choices.highlighted = 0 if legal else None
        box = self.query_one("#tb-answer", Input)
        if legal and self.app.focused is not choices and not box.display:
            choices.focus()

    # -- input ---------------------------------------------------------------------------------------------------
    def choose(self, action) -> None:
        if action == "show":
            self.action_show()
            return
        self.act(action)
        self.redraw()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option_list.id == "choices":
            self.choose(self._choice_actions[int(event.option.id)])

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
        if self.my_decision() or (not self.rules.hidden_information and self.session.to_act not in self.computer
                                  and self.session.to_act is not None):
            return True
        self.notify("It is not your decision now.", severity="warning")
        return False

    def pick_path(self, path: int) -> None:
        st = self.st
        if not self._mine():
            return
        if st.phase not in ("move", "humble"):
            self.notify("The number keys pick a path when you move a piece.", severity="warning")
            return
        self.choose(Move(path=path))

    def click_row(self, row: int) -> None:
        paths = self.st.paths
        if 0 <= row < len(paths) and self.st.phase in ("move", "humble") and self.my_decision():
            self.choose(Move(path=paths[row]))

    def action_roll(self) -> None:
        if self._mine():
            self.choose(Roll())

    def action_clue(self) -> None:
        if self._mine():
            self.choose(Reveal())

    def action_show(self) -> None:
        st = self.st
        if st.phase not in ("clue", "race_answer") or st.mode != "spoken":
            self.notify("The answer shows once the player has answered aloud.", severity="warning")
            return
        self._revealed_answer = (st.reading, st.slot, len(st.log))
        self._changed("card", None)
        self.redraw()

    def action_judge(self, correct: bool) -> None:
        if not self._mine():
            return
        if self.st.mode == "spoken" and self.st.phase in ("clue", "race_answer") and self._answer_for_table() is None:
            self.notify("Show the answer first (s), then judge it.", severity="warning")
            return
        self.choose(Judge(correct=correct))

    def action_type(self) -> None:
        box = self.query_one("#tb-answer", Input)
        if box.display:
            box.focus()
        else:
            self.notify("Typing is for typed mode, when a clue-set is being answered.", severity="warning")

    def action_overrule(self) -> None:
        if self._mine():
            self.choose(Overrule())

    def action_buzz(self, who: str) -> None:
        st = self.st
        if st.phase != "race":
            self.notify("The buzzers are for a Challenge race.", severity="warning")
            return
        seat = st.contest.challenger if who == "challenger" else st.contest.defender
        if seat in self.computer:
            self.notify(f"{st.names[seat]} is a computer contestant.", severity="warning")
            return
        self.act(Buzz(seat=seat))
        self.redraw()

    def on_screen_resume(self) -> None:
        self._shown.pop("board", None)
        self.redraw()

    def on_resize(self) -> None:
        self._shown.pop("board", None)
        if self.is_mounted:
            self.call_after_refresh(self.redraw)


    def keys_help(self) -> list[tuple[str, str]]:
        return [("r", "roll the die"), ("c / ctrl+n", "reveal the next clue (ctrl+n while typing)"),
                ("s", "spoken mode: show the answer (after it was said aloud)"), ("y / n", "the answer was right / wrong"),
                ("a", "typed mode: go to the answer box (Enter sends)"), ("Enter", "choose from the list"),
                ("o", "typed mode: overrule the app's verdict"), ("1-3", "move your piece on that path"),
                (f"{CHALLENGER_KEY} / {DEFENDER_KEY}", "Challenge race: the Challenger's / the Defender's buzzer")]
