"""The Bar Barians screen: the 2x2 inn, status and die, the hand, the choices and the log."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical
from textual.widgets import Footer, OptionList, RichLog, Static
from textual.widgets.option_list import Option

from bible_tabletop.games.barbarians.actions import Breather, EndTurn, Play, TopDeck
from bible_tabletop.games.barbarians.board import AREAS, SYMBOLS
from bible_tabletop.games.barbarians.state import MAX_HP, BarbariansState
from bible_tabletop.tui.play import GameScreen

COLOURS = ("red", "cyan", "magenta", "yellow", "green", "blue")
KIND_MARK = {"attack": "ATK", "violence": "VIO", "defence": "DEF", "drink": "DRK", "event": "EVT"}


def summary(c) -> str:
    """A card's effect in a few words, for one line of the hand (the full text is in `i`nspect)."""
    bits = []
    if c.is_attack:
        bits.append(f"{c.damage} dmg")
        if c.reach != "same":
            bits.append(f"reach {c.reach}")
    for label, value in (("die", c.die), ("+dmg", c.bonus), ("heal", c.heal), ("-dmg", c.reduce),
                         ("hit back", c.reflect), ("draw", c.draw_on_play or c.draw_on_success),
                         ("drop", c.discard_on_success)):
        if value:
            bits.append(f"{label} {value:+d}" if label == "die" else f"{label} {value}")
    if c.prevent:
        bits.append("no damage")
    if c.push_target or c.push_self or c.push_self_on_failure:
        bits.append("moves")
    if c.area_die is not None:
        bits.append(f"area {c.area_die:+d}")
    if c.move:
        bits.append("move anyone")
    if c.handler:
        bits.append(c.handler.replace("_", " "))
    return ", ".join(bits)


class AreaBox(Static):
    """One area of the inn; a click stumbles there when that is a choice."""

    def __init__(self, area: int):
        super().__init__(id=f"area-{area}", classes="area")
        self.area = area

    def on_click(self) -> None:
        self.screen.click_area(self.area)


class BarbariansScreen(GameScreen):
    BINDINGS = [
        Binding("b", "breather", "Breather"),
        Binding("e", "end_turn", "End turn"),
        Binding("m", "filter('stumble')", "Stumble"),
        Binding("w", "top_deck", "Winy", show=False),
        Binding("a", "filter('all')", "All", show=False),
        Binding("i", "inspect", "Inspect card"),
    ]

    def __init__(self, session, **kw):
        super().__init__(session, **kw)
        self.filter: str | None = None

    def compose(self) -> ComposeResult:
        with Horizontal(id="bb-main"):
            with Vertical(id="bb-left"):
                with Grid(id="inn"):
                    for a in range(4):
                        yield AreaBox(a)
                yield Static(id="status")
                yield OptionList(id="hand")
            with Vertical(id="bb-right"):
                yield Static(id="prompt")
                yield OptionList(id="choices")
                yield RichLog(id="log", max_lines=500, wrap=True, markup=False, min_width=20)
        yield Footer()

    def describe_seat(self, seat: int) -> str:
        return self.session.state.fighters[seat].name

    def curtain_reason(self, seat: int) -> str:
        st: BarbariansState = self.session.state
        if st.pending and st.pending[0].what == "defence":
            atk = st.attack
            return (f"{st.fighters[atk.attacker].name} attacks you with {st.cards[atk.card].name} and rolled "
                    f"{atk.natural}: will you play a Defence card?")
        if st.pending and st.pending[0].what == "place":
            return "Setup: place your standee in the inn."
        return f"Your turn, {st.fighters[seat].name}."

    # -- drawing ------------------------------------------------------------------------------------------
    def refresh_board(self, v: BarbariansState, seat: int | None) -> None:
        for a in range(4):
            text = self._area_text(v, a)
            if self._changed(f"area-{a}", text):
                self.query_one(f"#area-{a}", AreaBox).update(text)
        status = self._status_text(v)
        if self._changed("status", status):
            self.query_one("#status", Static).update(status)
        self._fill_hand(v, seat)
        self._fill_choices(v, seat)

    def _fighter_line(self, v: BarbariansState, i: int) -> str:
        f = v.fighters[i]
        colour = COLOURS[i % len(COLOURS)]
        bar = "█" * (f.hp // 2) + ("▌" if f.hp % 2 else "") + "░" * ((MAX_HP - f.hp) // 2)
        turn = "▶" if i == v.current and v.phase == "turn" else " "
        drink = ""
        if f.drink is not None:
            drink = f" 🍺{v.cards[f.drink].name} {2 - f.drink_uses}"
        return f"{turn}[{colour}]{f.name}[/] {f.hp:>2} [{colour}]{bar}[/] [dim]h{len(f.hand)}[/]{drink}"

    def _area_text(self, v: BarbariansState, a: int) -> str:
        box = self.query_one(f"#area-{a}", AreaBox)
        box.border_title = f"{SYMBOLS[a]} {AREAS[a]}"
        marks = [f"{v.cards[m.card].name} {m.die:+d} till {v.fighters[m.owner].name}" for m in v.marks if m.area == a]
        box.border_subtitle = "; ".join(marks)
        lines = [self._fighter_line(v, i) for i, f in enumerate(v.fighters) if f.area == a and not f.out]
        return "\n".join(lines)

    def _status_text(self, v: BarbariansState) -> str:
        out = [f.name for f in v.fighters if f.out]
        parts = []
        if v.winners is not None:
            parts.append("[b]Game over[/b]")
        elif v.phase == "setup":
            parts.append("[b]Setup[/b]: place the standees")
        else:
            parts.append(f"Turn {v.turn} [b]{v.fighters[v.current].name}[/b]: {v.actions_left}/3 actions")
        parts.append(f"{v.options['side']} inn\ndeck {len(v.deck)} · discard {len(v.discard)}")
        line2 = ""
        if v.last_roll is not None:
            r = v.last_roll
            mods = "".join(f" {val:+d} {name}" for name, val in r.modifiers)
            total = r.natural + sum(val for _, val in r.modifiers)
            line2 = f"die: {v.fighters[r.seat].name}: {r.natural}{mods} = {total} {r.result}"
        if out:
            line2 += f" · K.O.: {', '.join(out)}"
        return " · ".join(parts) + (" · " + line2 if line2 else "")

    def _fill_hand(self, v: BarbariansState, seat: int | None) -> None:
        if seat is None:
            title, rows = "Hand", ["(hand hidden)"]
        else:
            f = v.fighters[seat]
            title = f"{f.name}'s hand ({len(f.hand)}/5)"
            rows = [f"{k + 1} [b]{v.cards[i].name}[/b] [dim]{KIND_MARK[v.cards[i].kind]}[/dim] {summary(v.cards[i])}"
                    for k, i in enumerate(f.hand)] or ["(no cards)"]
        if not self._changed("hand", (title, rows)):
            return
        hand = self.query_one("#hand", OptionList)
        hand.border_title = title
        real = seat is not None and bool(v.fighters[seat].hand)
        hand.set_options([Option(r, id=str(k)) if real else Option(r, disabled=True) for k, r in enumerate(rows)])

    def _show_choices(self, prompt_text: str, legal: list) -> None:
        """Fill the prompt and the choice list, only where they differ from what is shown."""
        self._choice_actions = legal
        if self._changed("prompt", prompt_text):
            self.query_one("#prompt", Static).update(prompt_text)
        rows = [self.rules.describe(self.session.state, a) for a in legal]
        choices = self.query_one("#choices", OptionList)
        if self._changed("choices", rows):
            choices.set_options([Option(r, id=str(i)) for i, r in enumerate(rows)])
            choices.highlighted = 0 if legal else None
        if legal and self.app.focused is not choices:
            choices.focus()

    def _fill_choices(self, v: BarbariansState, seat: int | None) -> None:
        st = self.session.state
        actor = self.session.to_act
        if actor is None:
            self._show_choices("The brawl is over.", [])
            return
        if not self.my_decision():
            who = st.fighters[actor].name
            self._show_choices(f"{who} ({'computer' if actor in self.computer else 'waiting'}) decides…", [])
            return
        legal = self.session.legal()
        what = st.pending[0].reason if st.pending else "your turn: pick a card (1-5) or an action"
        if self.filter == "stumble":
            legal = [a for a in legal if a.kind == "stumble"]
        elif self.filter is not None and self.filter != "all":
            legal = [a for a in legal if getattr(a, "card", None) is not None
                     and st.cards[a.card].id == self.filter]
        self._show_choices(f"[b]{st.fighters[actor].name}[/b]: {what}", legal)

    # -- input -----------------------------------------------------------------------------------------------
    def choose(self, action) -> None:
        self.filter = None
        self.act(action)
        self.redraw()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option_list.id == "choices":
            self.choose(self._choice_actions[int(event.option.id)])
        elif event.option_list.id == "hand":
            self.pick_card(int(event.option.id))

    def number_key(self, n: int) -> None:
        self.pick_card(n - 1)

    def pick_card(self, k: int) -> None:
        """Number key or click on the hand: narrow the choices to that card (play at once if only one)."""
        if not self.my_decision():
            self.notify("It is not your decision now.", severity="warning")
            return
        st = self.session.state
        hand = st.fighters[self.session.to_act].hand
        if not 0 <= k < len(hand):
            self.notify(f"There is no card {k + 1} in your hand.", severity="warning")
            return
        if st.pending and st.pending[0].what in ("place", "move"):
            self.notify("Choose an area: pick it from the list or click it on the board.", severity="warning")
            return
        card = st.cards[hand[k]]
        plays = [a for a in self.session.legal() if getattr(a, "card", None) is not None
                 and st.cards[a.card].id == card.id]
        if not plays:
            self.act(Play(card=hand[k]))  # refused: the notification gives the rule's reason
            return
        if len(plays) == 1:
            self.choose(plays[0])
            return
        self.filter = card.id
        self.redraw()
        self.query_one("#choices", OptionList).focus()

    def click_area(self, area: int) -> None:
        if not self.my_decision():
            return
        for a in self.session.legal():
            if a.kind in ("stumble", "place", "move_to") and a.area == area:
                self.choose(a)
                return
        self.notify(f"You cannot move to the {AREAS[area]} now.", severity="warning")

    def _direct(self, action) -> None:
        if not self.my_decision():
            self.notify("It is not your decision now.", severity="warning")
            return
        self.choose(action)

    def action_breather(self) -> None:
        self._direct(Breather())

    def action_end_turn(self) -> None:
        self._direct(EndTurn())

    def action_top_deck(self) -> None:
        self._direct(TopDeck())

    def action_filter(self, what: str) -> None:
        self.filter = None if what == "all" else what
        self.redraw()

    def action_inspect(self) -> None:
        """Show the full text of the highlighted card in the hand."""
        seat = self.viewer()
        hand = self.query_one("#hand", OptionList)
        cards = self.session.state.fighters[seat].hand if seat is not None else []
        k = hand.highlighted
        if k is None or not 0 <= k < len(cards):
            self.notify("Highlight a card in the hand first (click it or use Tab and the arrows).")
            return
        c = self.session.state.cards[cards[k]]
        self.notify(f"{c.text}", title=f"{c.name} ({c.kind})", timeout=8)

    def keys_help(self) -> list[tuple[str, str]]:
        return [("1-5", "pick a card from your hand (then choose its target)"),
                ("arrows Enter", "choose from the list of choices (or click one)"),
                ("m", "show only the Stumbling moves (or click an area)"), ("b", "take a breather: draw a card"),
                ("e", "end the turn now"), ("w", "Winy's skill: play the top card"), ("a", "show every choice"),
                ("i", "the full text of the highlighted card")]
