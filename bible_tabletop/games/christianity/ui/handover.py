"""Christianity's words for who has the keyboard (the shared controller, tui/handover.py, does the rest): its turns
for the hand-over between them (round of ten, whose turn), the heads of its questions to the table (boost offers,
Double Resistance, the Unction window), and the line naming the Righteous players who may step in with an Unction
(rulebook item 9: a Mode.OPEN decision; Evil must not learn who holds one)."""

from __future__ import annotations

from rich.text import Text

from bible_tabletop.engine.decision import Mode
from bible_tabletop.games.christianity.rules.state import ROUNDS
from bible_tabletop.tui import table

TABLE_HEADS = {"offer": "Boost offer", "help": "Double Resistance", "window": "Unction window",
               "respond": "Response"}


class TurnWords:
    """Mixed into ChristianityScreen before GameScreen: the game's words for the shared hand-overs."""

    def turn_now(self) -> tuple[int, int]:
        """A new turn begins with Enter when a human's turn passes to a human (a key from the last one must not
        act in it)."""
        st = self.session.state
        return st.turns, st.current

    def turn_over_words(self, last: int, action, seat: int) -> Text:
        skipped = action.kind not in ("end_phase", "discard")  # the rest of the turn went by itself
        name = self.seat_name(seat)
        return Text.assemble(f"{self.seat_name(last)}'s turn is over"
                             f"{': nothing more to play' if skipped else ''}.\n",
                             (f"{name}'s {'next ' if seat == last else ''}turn", "bold"),
                             f" (round {self.session.state.round} of {ROUNDS}): press Enter to begin.")

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
