"""The Christianity: The Card Game screen: the round and phase, each Righteous player (Dependence Level, Power
against the 10 mark, Cost Zone, cards in play, Evil Habituals, the Evil cards waiting at them), the Evil side, the
stack, a hand, the choices and the log.

Everything drawn comes from the rules' view (`self.view`). Co-op hands are open to the team: the acting player's
hand is shown and `h` (or a click on a player) shows a teammate's. With a human Evil player the rules' curtain hides
the Evil hand from the Righteous and theirs from Evil. Boost offers, Double Resistance and the teammates' Unction
window are asked at the table (tui/table.py): the seats the rules name answer in turn, each with its own key, which
opens that seat's choices. Outside the Cost Zone Phase a Righteous player holding an Unction they can pay steps into
another's decision with the same key (the prompt names them; nobody waits on them). Keys do what the choices do,
and a key the rules refuse gets their reason and rule. The drawing is in panels.py, the inspector (`i`) in
cardview.py, who has the keyboard (the hand-over between turns, the table's seat keys, stepping in) in handover.py.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer, OptionList, Static

from bible_tabletop.engine.view import HIDDEN
from bible_tabletop.games.christianity.rules import costzone
from bible_tabletop.games.christianity.ui import panels
from bible_tabletop.games.christianity.rules.actions import (
    AutoPass, Boost, Choose, Discard, EndPhase, EvilPlay, GiveIn, Help, Pass, Place, Play, Resist, Shift,
)
from bible_tabletop.games.christianity.ui.cardview import CardsScreen, in_sight, inspected
from bible_tabletop.games.christianity.ui.handover import TurnWords
from bible_tabletop.games.christianity.rules.state import ChristianityState
from bible_tabletop.tui import table
from bible_tabletop.tui.choices import ChoiceList, HandList
from bible_tabletop.tui.handover import BEGIN
from bible_tabletop.tui.play import GameScreen

# key, what it does (action_key's parameter), footer label. The footer shows a key only when the rules allow it now;
# a hidden twin of each binding answers the key at any time, with the rules' reason when they refuse it.
KEYS = (("e", "end", "End phase"), ("r", "resist", "Resist"), ("y", "give_in", "Give in"), ("b", "pay", "Pay"),
        ("s", "pass", "Pass"), ("o", "auto", "Auto-pass"))
HINTS = {"end_phase": "e", "resist": "r", "give_in": "y", "boost": "b", "help": "b", "use": "b", "pass": "s",
         "auto_pass": "o"}
CARD_KINDS = ("place", "play", "discard", "evil_play", "shift")


class PlayerPanel(Static):
    """One Righteous player's block; a click shows their hand."""

    def __init__(self, seat: int):
        super().__init__(id=f"ch-player-{seat}", classes="ch-player")
        self.seat = seat

    def on_click(self) -> None:
        self.screen.show_hand(self.seat)


class ChristianityScreen(TurnWords, GameScreen, inherit_bindings=False):  # the game's keys first in the footer
    OVER = "The game is over."
    DEFAULT_CSS = """
    ChristianityScreen #ch-main { height: 1fr; }
    ChristianityScreen #ch-left { width: 1fr; }
    ChristianityScreen #ch-right { width: 36; }
    ChristianityScreen.-wide #ch-right { width: 44%; max-width: 60; }
    ChristianityScreen.-tiny #ch-right { width: 55%; }
    ChristianityScreen #ch-status { height: 1; padding: 0 1; background: $boost; text-wrap: nowrap;
                                    text-overflow: ellipsis; }
    ChristianityScreen #ch-table { height: auto; max-height: 60%; }
    ChristianityScreen .ch-player, ChristianityScreen #ch-evil, ChristianityScreen #ch-stack {
        height: auto; padding: 0 1; text-wrap: nowrap; text-overflow: ellipsis; }
    ChristianityScreen .ch-player:hover { background: $boost; }
    ChristianityScreen.-tall .ch-player { margin-bottom: 1; }
    ChristianityScreen #ch-stack { border-top: solid $warning; }
    ChristianityScreen #ch-hand { height: 1fr; min-height: 4; border: round $secondary; }
    ChristianityScreen #ch-prompt { height: auto; max-height: 5; padding: 0 1; }
    ChristianityScreen #ch-choices { height: 2fr; min-height: 4; border: round $accent; }
    ChristianityScreen #ch-detail { display: none; height: auto; max-height: 12; border: round $primary-darken-1;
                                    padding: 0 1; }
    ChristianityScreen.-tall #ch-detail { display: block; }
    ChristianityScreen.-tall #ch-detail.-empty { display: none; }
    ChristianityScreen #ch-detail.-evil { display: block; }
    ChristianityScreen #log { min-height: 3; }
    """
    HORIZONTAL_BREAKPOINTS = [(0, "-tiny"), (70, "-narrow"), (110, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (32, "-tall")]
    BINDINGS = ([Binding(k, f"key('{a}')", d) for k, a, d in KEYS]
                + [Binding(k, f"key('{a}', 'any')", d, show=False) for k, a, d in KEYS]
                + [Binding("h", "next_hand", "Hands", tooltip="show the next teammate's hand (again: the next)"),
                   Binding("i", "inspect", "Inspect", tooltip="a card's full text, cost, kind, reference, boosts"),
                   Binding("a", "all", "All", show=False, tooltip="every choice again (after a card narrowed them)")]
                + table.table_bindings() + GameScreen.BINDINGS)
    SEAT_KEYS = True
    TABLE_WORD = "question to the table"
    LAYOUT_BY_SIZE = True  # words or short forms, a detail box, the table's room: all follow the size

    def __init__(self, session, **kw):
        super().__init__(session, **kw)
        self.hand_seat: int | None = None  # a teammate's hand shown by `h` (None: the acting player's)
        self.narrow: list | None = None  # the choices narrowed to one card's ways to be played
        self.narrowed = False  # whether the choices shown are narrowed (their title says how to widen them)
        self._acted_in: tuple | None = None  # (turn, phase) of the latest decision

    def compose(self) -> ComposeResult:
        st = self.session.state
        with Horizontal(id="ch-main"):
            with Vertical(id="ch-left"):
                yield Static(id="ch-status")
                with VerticalScroll(id="ch-table"):
                    for seat in st.team:
                        yield PlayerPanel(seat)
                    yield Static(id="ch-evil")
                    yield Static(id="ch-stack")
                yield HandList(id="ch-hand")
            yield from self.choice_column("ch-right", "ch-prompt", "ch-choices", "ch-detail")
        yield Footer()

    @property
    def st(self) -> ChristianityState:
        return self.view

    def describe_seat(self, seat: int) -> str:
        st = self.session.state
        return "Evil" if seat == st.evil.seat else st.players[seat].name

    def wide(self) -> bool:
        """Whether the table has room for words (Level 0 of 3, Cost Zone) rather than their short forms."""
        total = self.size.width or self.app.size.width
        right = 36 if total < 110 else min(60, total * 44 // 100)
        return total - right >= 58

    def tall(self) -> bool:
        return (self.size.height or self.app.size.height) >= 32

    # -- who sees what ------------------------------------------------------------------------------------------------
    def curtain_reason(self, seat: int) -> str:
        from rich.markup import escape

        decision = self.session.decision
        return escape(decision.prompt if decision is not None else "")

    def acting(self, action) -> None:
        st = self.session.state
        self._acted_in = (st.turns, st.phase)

    def acted(self, action) -> None:
        self.hand_seat = None

    # -- drawing ------------------------------------------------------------------------------------------------------
    def refresh_board(self, v: ChristianityState, seat: int | None) -> None:
        wide = self.wide()
        self._put("#ch-status", panels.status(v, wide))
        for s in v.team:
            room = self.query_one(f"#ch-player-{s}").content_region.width
            lines = panels.player_lines(v, s, wide, wide and s in self.computer and len(self.humans()) > 0, room)
            self._put(f"#ch-player-{s}", Text("\n").join(lines))
        evil_name = None
        if v.evil.seat is not None:
            evil_name = self.session.config.name(v.evil.seat) if self.session.config.names else None
        self._put("#ch-evil", Text("\n").join(panels.evil_lines(v, evil_name, wide)))
        stack = panels.stack_lines(v, self.seat_name)
        box = self.query_one("#ch-stack", Static)
        box.display = bool(stack)
        self._put("#ch-stack", Text("\n").join(stack) if stack else Text())
        self._fill_hand(v, seat)
        self.narrowed = False
        self.fill_choices()
        self.choice_list.entitle("Choices (a: all)" if self.narrowed else "Choices")
        held = self.handing_over is not None
        if self._changed("keys", (len(self.session.steps), self.session.to_act, self.answering, seat, held)):
            self.refresh_bindings()

    def _put(self, wid: str, text: Text) -> None:
        if self._changed(wid, (text.plain, str(text.spans))):
            self.query_one(wid, Static).update(text)

    def hand_owner(self, seat: int | None) -> int | None:
        """Whose hand shows: a teammate's picked by `h`, else the seat at the keyboard's (None: no hand)."""
        if self.hand_seat is not None:
            return self.hand_seat
        return seat

    def hand_cards(self, v: ChristianityState, owner: int) -> tuple[list[int], int]:
        """The cards of `owner`'s hand row by row, then the face-up ready Cost Zone cards (they play as if in
        hand); and how many of them are the hand."""
        if owner == v.evil.seat:
            return list(v.evil.hand), len(v.evil.hand)
        p = v.players[owner]
        return list(p.hand) + costzone.face_up_ready(p.cost_zone), len(p.hand)

    def _fill_hand(self, v: ChristianityState, seat: int | None) -> None:
        hand = self.query_one(HandList)
        owner = self.hand_owner(seat)
        if owner is None:
            hand.hide()
            return
        cards, in_hand = self.hand_cards(v, owner)
        live = {getattr(a, "card", None) for a in self.session.legal(owner)} if self.my_decision() else set()
        wide = self.wide() and self.tall()
        room = hand.content_region.width - 2  # a scroll bar's room always kept: a bar coming or going wraps nothing
        rows = [panels.hand_row(v, k, c, c in live, wide, "" if k < in_hand else " · face up in the Cost Zone", room)
                for k, c in enumerate(cards)]
        name = self.seat_name(owner)
        title = Text(f"{name}'s hand ({in_hand})")
        if self.hand_seat is not None and self.hand_seat != seat:
            title.append(" · h: next", style="dim")
        hand.show(title, rows, len(rows))

    # -- the choices ---------------------------------------------------------------------------------------------------
    def offer(self) -> tuple[Text, list]:
        legal = self.session.legal(self.deciding())
        if self.narrow is not None:
            shown = [a for a in legal if a in self.narrow]
            if shown:
                legal = shown
            else:
                self.narrow = None
        self.narrowed = self.narrow is not None
        prompt = self.unction_prompt(self.session.decision)
        mine = [a for a in legal if a.by == self.session.to_act]
        if [a.kind for a in mine] == ["give_in"]:  # nothing can resist it: the player gives in by key, seeing it
            prompt.append("\nNothing can resist it now: give in with y.", style="bold")
        st = self.session.state
        if st.phase == "discard" and self._acted_in in {(st.turns, p) for p in ("cost_zone", "evil", "resistance")}:
            prompt.append("\nNothing to play in the Main Phase: it went by.")  # the rules skipped it
        return prompt, legal

    def choice_labels(self, actions: list, width: int) -> list[Text]:
        return [self._label(a) for a in actions]

    def _label(self, a) -> Text:
        if a == BEGIN:
            return self.begin_label()
        v = self.st
        out = Text(panels.choice_words(v, a, self.session.decision.kind, self.seat_name, self.rules.describe))
        hint = self._card_key(a) if a.kind in CARD_KINDS else HINTS.get(a.kind)
        if hint:
            out.append(f" ({hint})", style="dim")
        return out

    def _card_key(self, a) -> str | None:
        owner = self.deciding()
        if owner is None:
            return None
        cards, _ = self.hand_cards(self.st, owner)
        return str(cards.index(a.card) + 1) if a.card in cards and cards.index(a.card) < 9 else None

    def chosen(self) -> None:
        self.narrow = None

    # -- keys and clicks -----------------------------------------------------------------------------------------------
    def key_action(self, what: str):
        """The action a key stands for, in the decision now (the rules judge it)."""
        decision = self.session.decision
        seat = self.deciding()
        if what == "pay":
            if decision.kind == "help":
                return Help(by=seat)
            uses = self._uses()
            return uses[0] if uses and seat == decision.seat else Boost(by=seat)
        if what == "auto":
            return AutoPass(by=seat, on=seat not in self.session.state.auto_pass)
        return {"end": EndPhase, "resist": Resist, "give_in": GiveIn, "pass": Pass}[what](by=seat)

    def _uses(self) -> list:
        """The Permanent boosts the player deciding may use now (`b` uses one, or lists them)."""
        return [a for a in self.session.legal() if a.kind == "use" and a.by == self.session.to_act]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The footer shows a key only when the rules allow its action now (its hidden twin always answers); a
        seat's own key exists only where the table has several Righteous seats to ask (never in a Duel)."""
        if action == "seat_key":
            return len(self.session.state.team) > 1
        if action != "key":
            return super().check_action(action, parameters)
        if parameters[-1:] == ("any",):
            return True
        if self.session.decision is None or not self.my_decision() or self.viewer() is None:
            return False
        return self.session.why_not(self.key_action(str(parameters[0]))) is None

    def action_key(self, what: str, *_) -> None:
        if self.session.decision is None or not self._mine():
            return
        if what == "pay" and len(self._uses()) > 1:  # several Permanent boosts: the choices narrow to them
            self.narrow = self._uses()
            self.redraw()
            self.choice_list.focus()
            return
        self.choose(self.key_action(what))

    def pick_card(self, k: int) -> None:
        """Number key or click on the hand: that card's one way to be played at once, or the choices narrowed to
        its ways; none: the rules' reason."""
        if not self._mine():
            return
        v = self.st
        seat = self.deciding()
        owner = self.hand_owner(self.viewer())
        if owner is not None and owner != seat:
            self.notify(f"This is {self.seat_name(owner)}'s hand (shown by h): press h until yours shows.",
                        severity="warning", markup=False)
            return
        cards, _ = self.hand_cards(v, seat)
        if not 0 <= k < len(cards):
            self.notify(f"There is no card {k + 1} in your hand.", severity="warning")
            return
        card = cards[k]
        ways = [a for a in self.session.legal(seat) if getattr(a, "card", None) == card and a.kind in CARD_KINDS]
        pending = v.pending.now
        if pending is not None and pending.kind == "choose" and card in pending.details["options"]:
            ways = [Choose(option=pending.details["options"].index(card))]
        if not ways:
            self.act(self._probe(card))  # refused: the rules say why
            return
        if len(ways) == 1:
            self.choose(ways[0])
            return
        self.narrow = ways
        self.redraw()
        self.choice_list.focus()

    def _probe(self, card: int):
        """The action a card of the hand would be in this decision, for the rules to say why it cannot be."""
        v = self.st
        decision = self.session.decision
        if self.stepping_in() is not None:
            return Play(by=self.stepping_in(), card=card)
        if decision.kind == "evil":
            return EvilPlay(card=card, target=v.team[0])
        if decision.kind == "shift":
            return Shift(card=card)
        if decision.kind == "turn" and v.phase == "cost_zone":
            return Place(card=card)
        if decision.kind == "turn" and v.phase == "discard":
            return Discard(card=card)
        return Play(card=card)

    def action_all(self) -> None:
        self.narrow = None
        self.redraw()

    def show_hand(self, seat: int) -> None:
        """A click on a player (or `h`): that player's hand (hidden cards stay hidden: the view says)."""
        if self.viewer() is None:
            self.notify("Nobody's hand is shown now.", severity="warning")
            return
        self.hand_seat = None if seat == self.viewer() else seat
        self.redraw()

    def action_next_hand(self) -> None:
        team = list(self.st.team)
        if self.st.evil.seat is not None:
            team.append(self.st.evil.seat)
        now = self.hand_owner(self.viewer())
        start = team.index(now) if now in team else -1
        self.show_hand(team[(start + 1) % len(team)])

    def action_inspect(self) -> None:
        v = self.st
        owner = self.hand_owner(self.viewer())
        hand = self.hand_cards(v, owner)[0] if owner is not None else []
        sight = in_sight(v, hand)
        if not sight:
            self.notify("No card in sight.")
            return
        focus = self._focused_card(hand)
        entries = [(Text.assemble((v.cards[c].name, "bold"), (f"  {where}", "dim")), inspected(v, v.cards[c]))
                   for c, where in sight]
        start = next((i for i, (c, _) in enumerate(sight) if c == focus), 0)
        self.app.push_screen(CardsScreen(entries, start))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """The highlighted choice's (or hand card's) card in full, in the detail box of a tall screen."""
        event.stop()
        if not event.option_list.has_focus:  # a list filled anew, not a player moving through it
            return
        card = None
        k = event.option_index
        if isinstance(event.option_list, ChoiceList) and k < len(self._choice_actions):
            card = panels.choice_card(self.st, self._choice_actions[k])
        elif isinstance(event.option_list, HandList) and self.viewer() is not None:
            owner = self.hand_owner(self.viewer())
            cards = self.hand_cards(self.st, owner)[0] if owner is not None else []
            card = cards[k] if k < len(cards) else None
        self._show_detail(card)

    def _show_detail(self, card: int | None) -> None:
        detail = self.query_one("#ch-detail", Static)
        empty = card is None or card == HIDDEN
        detail.set_class(empty, "-empty")
        detail.set_class(not empty and self.st.cards[card].evil, "-evil")  # shown on a short screen too
        if not empty:
            shown = self.st.cards[card]
            brief = shown.evil and not self.tall()
            self._put("#ch-detail", panels.evil_brief(shown) if brief else panels.card_text(self.st, shown))
            detail.border_title = "Card (i: every card in sight)"

    def _focused_card(self, hand: list[int]) -> int | None:
        focused = self.app.focused
        k = getattr(focused, "highlighted", None)
        if k is None:
            return None
        if isinstance(focused, HandList):
            return hand[k] if k < len(hand) else None
        if isinstance(focused, ChoiceList) and k < len(self._choice_actions):
            return panels.choice_card(self.st, self._choice_actions[k])
        return None

    def keys_help(self) -> list[tuple[str, str]]:
        keys = [("1-9", "a card of the hand: put it in the Cost Zone, play it, discard it (several ways: the choices "
                        "narrow to them)"),
                ("arrows Enter", "choose from the list of choices (or click one); when a turn is over, Enter "
                                 "begins the next one"),
                ("e", "end the phase"), ("r", "resist the first Evil card waiting by rotating its cost"),
                ("y", "give in to it (-1 Power and its effect)"), ("b", "pay the boost offered, help resist, or use a "
                                                                     "Permanent boost (several: the choices list them)"),
                ("s", "pass"), ("o", "pass automatically until something is aimed at you (or stop)"),
                ("h", "show the next teammate's hand (or click a player)"),
                ("i", "a card's full text, cost, kind, reference and boosts")]
        seats = [s for s in self.session.state.team if s not in self.computer]  # Evil is never asked at the table
        if len(seats) > 1:
            keys.append((" / ".join(table.SEAT_KEYS[: self.session.config.players]),
                         "a seat's own key when the table is asked (boosts, help, Unctions), and to step in with "
                         "an Unction at any time but the Cost Zone Phase: "
                         + ", ".join(f"{self.seat_name(s)} {table.seat_key(s)}" for s in seats)))
        keys.append(("marks", "▶ whose turn · ▸ can be played now · ▏10 the level mark · ■ ready □ rotated ◆ face up Cost Zone cards · "
                              "⌂ Habitual ♦ Token ↻ rotated · ☠ Evil Habitual · ⚔ waiting to be resisted"))
        return keys
