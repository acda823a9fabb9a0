"""Who has the keyboard on the Christianity screen, mixed into it as tui/deciding.py is into every game screen: the
hand-over when a human's turn passes to a human (Enter begins the next turn, so a key from the last one cannot act
in it); a seat's own key answering the table (boost offers, Double Resistance, the Unction window); and a Righteous
player stepping into another's decision with their key to play an Unction (rulebook item 9: a Mode.OPEN decision;
the prompt names them, nobody waits on them)."""

from __future__ import annotations

from rich.text import Text

from bible_tabletop.engine.decision import Mode
from bible_tabletop.games.christianity.rules.state import ROUNDS
from bible_tabletop.tui import table
from bible_tabletop.tui.screens import Curtain

BEGIN = "begin"  # the hand-over's one choice (not an action of the rules): the next turn begins
TABLE_HEADS = {"offer": "Boost offer", "help": "Double Resistance", "window": "Unction window",
               "respond": "Response"}


class HandOver:
    """Mixed into ChristianityScreen before GameScreen: the keyboard's hand-overs, seat keys and stepping in."""

    answering: int | None = None  # the seat whose key opened its choices at the table
    handing_over: Text | None = None  # a turn passed: what the hand-over says until Enter begins the next
    _human_turn: tuple | None = None  # (turn, its player, the action) of the latest human decision

    def my_decision(self) -> bool:
        """At the table only the seat whose key opened its choices decides; while a turn is handed over nobody
        does; else as every game screen."""
        if self.handing_over is not None:
            return False
        if self.stepping_in() is not None:
            return True
        if self.at_the_table():
            return self.answering is not None and self.answering == self.session.to_act
        return super().my_decision()

    def _mine(self) -> bool:
        """Whether the seat at the keyboard decides now; if not, a notice says who does."""
        if self.my_decision():
            return True
        decision = self.session.decision
        if decision is None:
            self.notify(self.OVER, severity="warning")
        elif self.handing_over is not None:
            self.notify(f"A new turn: press Enter to begin {self.seat_name(decision.seat)}'s turn.",
                        severity="warning", markup=False)
        elif self.at_the_table():
            keys = " or ".join(table.seat_key(s) for s in decision.seats[:1])
            self.notify(f"This is asked at the table: {self.seat_name(decision.seat)} presses {keys} first.",
                        severity="warning", markup=False)
        else:
            self.notify(f"It is not your decision now: {decision.prompt}", severity="warning", markup=False)
        return False

    def act(self, action) -> bool:
        st = self.session.state
        if self.session.to_act not in self.computer:
            self._human_turn = (st.turns, st.current, action)
        done = super().act(action)
        if done and (self.answering != self.session.to_act or not self.at_the_table()):
            self.answering = None
        return done

    def fill_choices(self) -> None:
        if self.handing_over is not None:
            self.show_choices(self.handing_over, [BEGIN])
            return
        if (self.at_the_table() and self.answering is not None and self.answering == self.session.to_act) or \
                self.stepping_in() is not None:
            self.show_choices(*self.offer())
            return
        super().fill_choices()

    def choose(self, action) -> None:
        if action == BEGIN:
            self.handing_over = None
            self.redraw()
            return
        super().choose(action)

    # -- the table ---------------------------------------------------------------------------------------------------
    def table_prompt(self, decision) -> Text:
        head = f"{TABLE_HEADS.get(decision.kind, decision.kind.capitalize())}! "
        out = Text(decision.prompt.split(": ", 1)[-1] + "\n")
        out.append_text(table.table_prompt(head, decision.seats, self.seat_name, self.computer,
                                           " · asked in this order; the first answers now"))
        return out

    def action_seat_key(self, seat: int) -> None:
        decision = self.session.decision
        if decision is not None and decision.kind == "evil" and seat in self.st.team and seat not in decision.seats:
            self.notify(f"{self.seat_name(seat)} cannot step in now.", severity="warning", markup=False)
            return  # the same words whether any Righteous player holds an Unction or not (Evil is watching)
        super().action_seat_key(seat)

    def seat_answers(self, seat: int) -> None:
        """A seat's key at the table opens its choices (behind the curtain when the sides must not see hands); in a
        decision others may step into, it steps in (again, or the deciding seat's key: back to that seat)."""
        decision = self.session.decision
        if decision.mode is Mode.OPEN and seat in (decision.seat, self.stepping_in()):
            seat = decision.seat
        if self.curtain_needed(seat):  # stepping in or back between Evil and a Righteous seat crosses sides
            self.shown_seat = None
            self.redraw()
            self.app.push_screen(Curtain(self.seat_name(seat), self.curtain_reason(seat)),
                                 lambda _=None: self._answer(seat))
            return
        self._answer(seat)

    def _answer(self, seat: int) -> None:
        self.answering = seat
        self.shown_seat = seat
        self.redraw()

    # -- Unctions at any time (rulebook item 9): a Righteous player steps into another's decision with their key ----
    def stepping_in(self) -> int | None:
        """The seat whose key stepped into the decision now to play an Unction (Mode.OPEN), or None."""
        decision = self.session.decision
        if decision is not None and decision.mode is Mode.OPEN and self.answering in decision.seats[1:]:
            return self.answering
        return None

    def deciding(self) -> int | None:
        """The seat whose choices are shown: one stepping in, else the one to act."""
        seat = self.stepping_in()
        return self.session.to_act if seat is None else seat

    def unction_prompt(self, decision) -> Text:
        """The prompt of the seat deciding; in a decision others may step into, the line naming their keys (a
        seat stepping in is told how to step back)."""
        seat = self.stepping_in()
        if seat is not None:
            back = table.seat_key(decision.seat)
            return Text.assemble((self.seat_name(seat), "bold"), f": play an Unction now ({table.seat_key(seat)} or "
                                 f"{back}: back to {self.seat_name(decision.seat)}).")
        prompt = self.decision_prompt(decision)
        others = tuple(s for s in decision.seats[1:] if s not in self.computer) if decision.mode is Mode.OPEN else ()
        if decision.kind == "evil":  # Evil must not learn who holds an Unction: every Righteous seat is named
            others = tuple(s for s in self.st.team if s not in self.computer)
        if others:
            prompt.append("\n")
            prompt.append_text(table.table_prompt("Unction? ", others, self.seat_name, self.computer,
                                                  " to play one now"))
        return prompt

    # -- the hand-over between turns ---------------------------------------------------------------------------------
    def advance(self) -> None:
        if self.at_the_table() and self.answering is not None and self.answering == self.session.to_act:
            self.redraw()  # the seat that pressed its key is still choosing
            return
        self.handing_over = self.handing_over or self.hand_over()
        super().advance()

    def hand_over(self) -> Text | None:
        """When a human's turn is over and a human decides next (a key from the last turn must not act in the
        new one): what the hand-over says; None when no turn passed, a computer decides, or the curtain goes up
        (it is a hand-over of its own)."""
        seat, last = self.session.to_act, self._human_turn
        st = self.session.state
        if seat is None or seat in self.computer or last is None or last[0] == st.turns or last[1] in self.computer:
            return None
        self._human_turn = None
        if seat != self.shown_seat and len(self.humans()) > 1 and self.curtain_needed(seat):
            return None
        skipped = last[2].kind not in ("end_phase", "discard")  # the rest of the turn went by itself
        name = self.seat_name(seat)
        return Text.assemble(f"{self.seat_name(last[1])}'s turn is over"
                             f"{': nothing more to play' if skipped else ''}.\n",
                             (f"{name}'s {'next ' if seat == last[1] else ''}turn", "bold"),
                             f" (round {st.round} of {ROUNDS}): press Enter to begin.")

    def action_undo(self) -> None:
        steps = len(self.session.steps)
        super().action_undo()
        if len(self.session.steps) != steps:
            self.handing_over = None
            self.redraw()
