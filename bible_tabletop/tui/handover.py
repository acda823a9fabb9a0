"""Who has the keyboard, for every game screen (mixed into GameScreen): the hand-over between two humans' turns
(Enter begins the next, so a key meant for the last turn never acts in the new one), a seat's own key answering a
question to the table (a decision several seats answer in turn, Mode.EACH: the key opens that seat's choices), and
a seat stepping into another's decision with its key (Mode.OPEN: the prompt names who may; nobody waits on them).

A game asks for the hand-over between turns by saying what its turns are (`turn_now`) and in its words
(`turn_over_words`); the seat keys work on screens with `SEAT_KEYS` (tui/table.py)."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from bible_tabletop.engine.decision import Mode
from bible_tabletop.tui import table
from bible_tabletop.tui.screens import Curtain

BEGIN = "begin"  # the hand-over's one choice (not an action of the rules): the next turn begins


class HandOver:
    """The keyboard's hand-overs, seat keys and stepping in; the play screen's controller asks these."""

    answering: int | None = None  # the seat whose key opened its choices at the table, or stepped in
    handing_over: Any = None  # a turn passed: what the hand-over says until Enter begins the next
    _human_turn: tuple | None = None  # (turn, whose turn, the action) of the latest human decision

    # -- for a game screen to say ----------------------------------------------------------------------------
    def turn_now(self) -> tuple[int, int] | None:
        """(how many turns have begun, whose turn it is), for a game whose new turn begins with Enter when a
        human's turn passes to a human; None (the default): no hand-over between turns but the curtain."""
        return None

    def turn_over_words(self, last: int, action: Any, seat: int) -> Text:
        """What the hand-over says: `last`'s turn ended with `action` and `seat`'s begins."""
        return Text.assemble(f"{self.seat_name(last)}'s turn is over.\n",
                             (f"{self.seat_name(seat)}'s turn", "bold"), ": press Enter to begin.")

    # -- the hand-over between turns -------------------------------------------------------------------------
    def note_turn(self, action: Any) -> None:
        """Before a human's action: remember it and the turn it is taken in (`hand_over` compares)."""
        turn = self.turn_now()
        if turn is not None and self.session.to_act not in self.computer:
            self._human_turn = (*turn, action)

    def hand_over(self) -> Any:
        """When a human's turn is over and a human decides next: what the hand-over says; None when no turn
        passed, a computer decides, or the curtain goes up (a hand-over of its own)."""
        seat, last, now = self.session.to_act, self._human_turn, self.turn_now()
        if seat is None or seat in self.computer or last is None or now is None or last[0] == now[0] \
                or last[1] in self.computer:
            return None
        self._human_turn = None
        if seat != self.shown_seat and len(self.humans()) > 1 and self.curtain_needed(seat):
            return None
        return self.turn_over_words(last[1], last[2], seat)

    def begin_label(self) -> Text:
        """The hand-over's one choice in the list."""
        return Text.assemble(f"Begin {self.seat_name(self.session.to_act)}'s turn ", ("(Enter)", "dim"))

    # -- the table: a seat's own key --------------------------------------------------------------------------
    def still_answering(self) -> bool:
        """Whether the seat that pressed its key at the table is the one deciding still."""
        return self.at_the_table() and self.answering is not None and self.answering == self.session.to_act

    def stepping_in(self) -> int | None:
        """The seat whose key stepped into the decision now (Mode.OPEN), or None."""
        decision = self.session.decision
        if decision is not None and decision.mode is Mode.OPEN and self.answering in decision.seats[1:]:
            return self.answering
        return None

    def deciding(self) -> int | None:
        """The seat whose choices are shown: one stepping in, else the one to act."""
        seat = self.stepping_in()
        return self.session.to_act if seat is None else seat

    def seat_answers(self, seat: int) -> None:
        """A seat's key at the table: in a race it takes the race; else it opens that seat's choices (behind the
        curtain when the two seats see the position differently); in a decision others may step into it steps in
        (again, or the deciding seat's key: back)."""
        decision = self.session.decision
        if decision.mode is Mode.ANY:  # a race (tui/race.py): the key takes it
            self.act(self.seat_takes(seat))
            self.redraw()
            return
        if decision.mode is Mode.OPEN and seat in (decision.seat, self.stepping_in()):
            seat = decision.seat
        if self.curtain_needed(seat):
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
            self.notify(f"This is asked at the table: {self.seat_name(decision.seat)} presses "
                        f"{table.seat_key(decision.seat)} first.", severity="warning", markup=False)
        else:
            self.notify(f"It is not your decision now: {decision.prompt}", severity="warning", markup=False)
        return False
