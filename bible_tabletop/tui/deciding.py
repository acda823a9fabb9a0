"""How a game screen asks the player at the keyboard: the choice panel (prompt, choices, hand: tui/choices.py)
filled from the rules' decision and legal actions, and the table prompt for a decision several seats answer with
their own keys (tui/table.py). Mixed into `GameScreen`; a game's screen overrides `offer`, `choice_labels`,
`chosen`, `pick_card` and `seat_answers` where it has its own words, order or keys."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Input

from bible_tabletop.engine.game import Action
from bible_tabletop.tui import table
from bible_tabletop.tui.choices import ChoiceList, HandList, Prompt, Shown
from bible_tabletop.tui.handover import BEGIN


class Deciding:
    OVER = "The game is over."  # the prompt once it is
    SEAT_KEYS = False  # whether decisions of several seats are answered with the seats' own keys (tui/table.py)
    TABLE_WORD = "race"  # the game's word for such a decision
    KEYS_WORD = "seat keys"  # and for the seats' keys
    _fitted_to = 0  # the room the choice labels were last fitted to

    # -- the choice panel ----------------------------------------------------------------------------------
    @property
    def choice_list(self) -> ChoiceList:
        return self.query_one(ChoiceList)

    @property
    def _choice_actions(self) -> list:
        """The actions the choice list offers now, in its order."""
        return self.choice_list.actions

    def fill_choices(self) -> None:
        """The prompt and the choices: the hand-over's one choice while a turn is handed over; the game's
        (`offer`) when the player at the keyboard decides (a seat answering at the table or stepping in too); the
        table prompt when seats answer with their keys; else who is deciding, or that the game is over."""
        decision = self.session.decision
        if self.handing_over is not None:
            self.show_choices(self.handing_over, [BEGIN])
        elif self.still_answering() or self.stepping_in() is not None:
            self.show_choices(*self.offer())
        elif decision is None:
            self.show_choices(self.OVER, [])
        elif self.at_the_table():
            self.show_choices(self.table_prompt(decision), [])
        elif not self.my_decision():
            who = Text(self.seat_name(decision.seat), style="bold")
            waiting = "computer" if decision.seat in self.computer else "waiting"
            doing = " is thinking…" if self.thinking_seat == decision.seat else f" ({waiting}) decides…"
            self.show_choices(Text.assemble(who, doing), [])
        else:
            self.show_choices(*self.offer())

    def show_choices(self, prompt: Shown, actions: list) -> None:
        """Fill the prompt and the choice list (each only where it changed); the list takes the focus when it
        offers something, unless an answer box is being typed in."""
        self.query_one(Prompt).say(prompt)
        choices = self.choice_list
        self._fitted_to = self.choice_room(len(actions))
        choices.offer(actions, self.labels(actions, self._fitted_to))
        self.call_after_refresh(self.fit_choices_again)  # its scroll bar may come or go without a new layout
        focused = self.app.focused
        typing = isinstance(focused, Input) and focused.display
        if actions and focused is not choices and not typing and self.app.screen is self:
            choices.focus()

    def choice_room(self, rows: int) -> int:
        """Cells a label has in a list of `rows` choices: the list's width, less its scroll bar when the rows
        overflow, and never more than the list has now (Textual measures each row's height at the width it has
        when the list is built: a label wider would keep a second line); 0 before the first layout."""
        choices = self.choice_list
        region = choices.content_region
        return max(0, min(region.width - (2 if rows > region.height else 0), choices.scrollable_content_region.width))

    def choices_laid_out(self, _screen=None) -> None:
        """After a layout (GameScreen subscribes it), and once more when the scroll bars have followed it."""
        self.fit_choices_again()
        self.call_after_refresh(self.fit_choices_again)

    def fit_choices_again(self) -> None:
        """The labels were fitted before the layout settled (the prompt above them grew or shrank, a scroll bar
        came or went): fit them to the room the list has now, so no label runs past its row or keeps an empty
        second line. The list is built again, so its rows are measured again."""
        found = self.query(ChoiceList)
        if not found:  # called after a refresh of a screen taken down meanwhile (a demo's next game)
            return
        choices = found.first()
        if choices.content_region.width <= 0:
            return
        room = self.choice_room(len(choices.actions))
        if room != self._fitted_to:
            self._fitted_to = room
            highlighted = choices.highlighted
            choices.forget()
            choices.offer(choices.actions, self.labels(choices.actions, room))
            choices.highlighted = highlighted
            self.call_after_refresh(self.fit_choices_again)  # a scroll bar gone: the room grows once more

    def offer(self) -> tuple[Shown, list]:
        """The prompt and the choices for the player at the keyboard (the game's words, its order, its filter);
        by default the decision's prompt and every legal action."""
        return self.decision_prompt(self.session.decision), self.session.legal()

    def decision_prompt(self, decision) -> Text:
        """The rules' prompt for `decision`, as typed (never markup), the deciding seat's name in bold."""
        name = self.seat_name(decision.seat)
        if decision.prompt.startswith(name):
            return Text.assemble((name, "bold"), decision.prompt[len(name):])
        return Text(decision.prompt)

    def choice_labels(self, actions: list, width: int) -> list[Shown]:
        """A label an action, fitted to `width` cells (0 before the first layout); by default the rules' words."""
        return [Text(self.rules.describe(self.view, a)) for a in actions]

    def labels(self, actions: list, width: int) -> list[Shown]:
        """The game's labels (`choice_labels`), the coach's suggestion marked while a panel shows it."""
        return self.mark_suggested(actions, self.choice_labels(actions, width), width)

    def choose(self, action: Action) -> None:
        """A choice was taken: act, and show the new position (the hand-over's choice begins the next turn)."""
        if action == BEGIN:
            self.handing_over = None
            self.redraw()
            return
        self.chosen()
        self.act(action)
        self.redraw()

    def chosen(self) -> None:
        """Before a choice is carried out: forget what narrowed the list (a filter, a notice)."""

    def on_choice_list_chosen(self, message: ChoiceList.Chosen) -> None:
        message.stop()
        self.choose(message.value)

    def on_hand_list_picked(self, message: HandList.Picked) -> None:
        message.stop()
        self.pick_card(message.value)

    def pick_card(self, k: int) -> None:
        """Card `k` (from 0) of the hand was picked, by its number key or a click (games with a hand)."""

    # -- the table prompt ----------------------------------------------------------------------------------
    def at_the_table(self) -> bool:
        """Whether the table is asked now: a decision of several seats, a human among them, on a screen whose
        seats answer with their own keys."""
        decision = self.session.decision
        return self.SEAT_KEYS and table.at_the_table(decision) and any(s not in self.computer
                                                                         for s in decision.seats)

    def table_prompt(self, decision) -> Shown:
        """The prompt of a decision the seats answer with their keys (`tui/table.py`)."""
        return table.table_prompt(f"{decision.kind.capitalize()}! ", decision.seats, self.seat_name, self.computer,
                                  "")

    def action_seat_key(self, seat: int) -> None:
        """A seat's own key: that seat takes the decision the table is asked (`seat_answers`, tui/handover.py), or
        a reason."""
        why = table.refusal(self.session.decision, seat, self.seat_name, self.computer, self.TABLE_WORD,
                            self.KEYS_WORD)
        if why is not None:
            self.notify(why, severity="warning", markup=False)
            return
        self.seat_answers(seat)

