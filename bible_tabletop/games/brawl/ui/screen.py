"""The Bible Brawl screen: opponents' lines, the recruitment line and marketplace, your lines, your hand, the
choices, a card's full text and the log.

Everything drawn comes from the rules' view (`self.view`): other hands, draft packets and face-down characters stay
hidden. Cards on the table are links: a click narrows the choices to what can be done with that card (and shows
its text). Marks at a glance: `7/5` is ATK/DEF now (green above the printed value, red below), `•` tokens on it,
`⚑` an attached Backup, `z` exhausted (-1 DEF), `▒▒` a face-down card, `⌂` a Location, `★` honor. The table's
lines are drawn in tabletext.py, the choices narrowed and ordered in narrowing.py, cards in words in cardview.py.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.markup import escape
from textual.widgets import Footer, OptionList, Static

from bible_tabletop.games.brawl.rules import stats
from bible_tabletop.games.brawl.ui import labels, narrowing
from bible_tabletop.games.brawl.ui.cardview import CardScreen, card_summary, card_text, in_sight
from bible_tabletop.games.brawl.rules.game import R_ANSWER
from bible_tabletop.games.brawl.rules.state import HAND_LIMIT, BrawlState
from bible_tabletop.games.brawl.ui.tabletext import TableText
from bible_tabletop.tui.choices import HandList
from bible_tabletop.tui.play import GameScreen


def right_column(total: int) -> int:
    """The width of the right column (choices, log) on a screen `total` cells wide, as the CSS sets it."""
    return 36 if total < 110 else min(56, max(30, total * 2 // 5))


def is_answer(e) -> bool:
    """A log event saying how a brawl was answered ("Bob answers with Stumble.", "Bob does not answer ...")."""
    return e.rule == R_ANSWER and (" answers with " in e.text or " does not answer " in e.text)


class BrawlScreen(GameScreen):
    OVER = "The brawl is over."
    LAYOUT_BY_SIZE = True  # compact or wide, short or tall: the layout follows the size
    DEFAULT_CSS = """
    BrawlScreen #bw-main { height: 1fr; }
    BrawlScreen #bw-left { width: 3fr; }
    BrawlScreen #bw-right { width: 2fr; min-width: 30; max-width: 56; }
    BrawlScreen #bw-status { height: 1; padding: 0 1; background: $boost; text-wrap: nowrap;
                             text-overflow: ellipsis; }
    BrawlScreen #bw-opps { height: auto; padding: 0 1; }
    BrawlScreen.-narrow #bw-opps { text-wrap: nowrap; text-overflow: ellipsis; }
    BrawlScreen #bw-lines { height: auto; padding: 0 1; background: $boost; }
    BrawlScreen #bw-you { height: auto; padding: 0 1; }
    BrawlScreen #bw-hand { height: 1fr; min-height: 3; border: round $secondary; }
    BrawlScreen #bw-prompt { height: auto; max-height: 4; padding: 0 1; }
    BrawlScreen #bw-choices { height: 2fr; min-height: 4; border: round $accent; }
    BrawlScreen.-narrow #bw-right { width: 36; }
    BrawlScreen.-narrow #bw-choices { padding: 0; }
    BrawlScreen #bw-detail { display: none; height: auto; max-height: 10; border: round $primary-darken-1;
                             padding: 0 1; }
    BrawlScreen.-tall #bw-detail { display: block; }
    BrawlScreen.-tall #bw-lines { margin: 1 0; }
    BrawlScreen #log { min-height: 3; }
    """
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (32, "-tall")]
    BINDINGS = [
        Binding("e", "end_turn", "End turn"),
        Binding("b", "filter('brawl')", "Brawls"),
        Binding("r", "filter('recruit')", "Recruit"),
        Binding("m", "filter('buy')", "Market"),
        Binding("p", "filter('play')", "Play"),
        Binding("f", "filter('move_up')", "Move up", show=False),
        Binding("w", "filter('wipeout')", "Wipeout", show=False),
        Binding("a", "filter('all')", "All", show=False),
        Binding("i", "inspect", "Inspect", show=False),
        # the coach's panel: at 80 columns the footer has no room beside the turn's keys; `?` lists it
        Binding("f3", "coach_panel", "Coach", show=False,
                tooltip="the coach's panel: stays open over the board and follows play"),
    ]

    def __init__(self, session, **kw):
        super().__init__(session, **kw)
        self.filter: str | tuple | None = None  # a kind of action, ("card", instance) or ("seat", seat)
        self.focus_card: int | None = None  # the card the detail pane shows
        self.headline: str | None = None  # how the last brawl was answered, shown above the choices until the next
        self._read = len(self.public_log)  # log events looked at for the headline

    def compose(self) -> ComposeResult:
        with Horizontal(id="bw-main"):
            with Vertical(id="bw-left"):
                yield Static(id="bw-status")
                yield Static(id="bw-opps")
                yield Static(id="bw-lines")
                yield Static(id="bw-you")
                yield HandList(id="bw-hand")
            yield from self.choice_column("bw-right", "bw-prompt", "bw-choices", "bw-detail")
        yield Footer()

    def describe_seat(self, seat: int) -> str:
        return self.view.players[seat].name

    def wide(self) -> bool:
        return self.size.width >= 110 or (self.size.width == 0 and self.app.size.width >= 110)

    def tall(self) -> bool:
        return self.size.height >= 32 or (self.size.height == 0 and self.app.size.height >= 32)

    def asked(self) -> str:
        """The rules' prompt for the decision now, without the deciding player's name in front."""
        decision = self.session.decision
        name = self.seat_name(decision.seat)
        return decision.prompt.removeprefix(f"{name}: ")

    # -- the curtain ----------------------------------------------------------------------------------------------
    def curtain_reason(self, seat: int) -> str:
        v: BrawlState = self.view
        p = v.players[seat]
        kind = self.session.decision.kind
        if kind == "answer" and v.fight is not None:
            attacker = v.cards[v.fight.attacker].name
            owner = next((q.name for q in v.players if any(f.card == v.fight.attacker for f in q.battle)), "")
            defender = v.cards[v.fight.current].name if v.fight.current is not None else "character"
            return escape(f"{owner}'s {attacker} attacks your {defender}: will you answer?")
        if kind == "discard":
            return escape(f"Hand limit: {self.asked()}.")
        if kind == "choose":
            turn = "Your turn: " if v.current == seat and v.phase == "turn" else ""
            return escape(f"{turn}{self.asked()}.")
        if v.phase == "draft":
            n = len(p.packet)
            return "Draft: pick one of your five." if v.draft_round == 0 else \
                f"Draft: pick one of the {n} passed to you."
        if v.phase == "hide":
            return f"Blind reveal: put two characters face down ({len(p.battle)} of 2 placed)."
        return escape(f"Your turn, {p.name} (turn {v.turn}): {p.honor} of {v.win} honor.")

    # -- drawing ---------------------------------------------------------------------------------------------------
    def bottom_seat(self, v: BrawlState, seat: int | None) -> int:
        if seat is not None:
            return seat
        to_act = self.session.to_act
        return to_act if to_act is not None else v.current

    def refresh_board(self, v: BrawlState, seat: int | None) -> None:
        if seat != self._shown.get("viewer"):
            self._shown["viewer"] = seat
            self.focus_card = None
            self.filter = None
        wide, tall = self.wide(), self.tall()
        bonus = stats.bonuses(v)
        me = self.bottom_seat(v, seat)
        n = len(v.players)
        t = TableText(self.session.to_act)
        self._put("#bw-status", t.status(v, wide))
        width = self._left_width()
        opps = [t.fitted(lambda: t.opponent(v, s, bonus, wide, tall), width)
                for s in ((me + k) % n for k in range(1, n))]
        self._put("#bw-opps", "\n".join(opps))
        self._put("#bw-lines", t.fitted(lambda: t.lines(v, wide), width))
        self._put("#bw-you", t.fitted(lambda: t.you(v, me, seat, bonus, wide), width))
        self._fill_hand(v, seat, wide)
        self._read_headline(v)
        self.fill_choices()
        self._fill_detail(v, seat)

    def _read_headline(self, v: BrawlState) -> None:
        """Who answered a brawl and with what, from the log events since the last look (undo starts afresh)."""
        if len(v.log) < self._read:
            self._read, self.headline = 0, None
        for e in v.log[self._read:]:
            if is_answer(e):
                self.headline = e.text
        self._read = len(v.log)

    def _left_width(self) -> int:
        """Cells of a line in the left column (the table), estimated before the first layout."""
        width = self.query_one("#bw-opps", Static).content_region.width
        if width > 0:
            return width
        total = self.size.width or self.app.size.width
        return total - right_column(total) - 2

    def _put(self, wid: str, text: str) -> None:
        if self._changed(wid, text):
            self.query_one(wid, Static).update(text)

    def _hand_zone(self, v: BrawlState, seat: int) -> list[int]:
        p = v.players[seat]
        return p.packet if v.phase == "draft" else p.hand

    def _fill_hand(self, v: BrawlState, seat: int | None, wide: bool) -> None:
        hand = self.query_one(HandList)
        if seat is None:
            hand.hide()
            return
        p = v.players[seat]
        zone = self._hand_zone(v, seat)
        rows = [f"{k + 1} [b]{v.cards[i].name}[/b] [dim]{card_summary(v.cards[i])}[/dim]" for k, i in enumerate(zone)]
        if wide and self.tall():
            rows = [f"{r}\n  [dim]{escape(v.cards[i].text)}[/dim]" for r, i in zip(rows, zone)]
        real = len(rows)
        if v.phase == "draft":
            title = f"Draft: keep one of {len(zone)} (1-{len(zone)})"
            rows += [f"✓ {v.cards[i].name} [dim]{card_summary(v.cards[i])}[/dim]" for i in p.hand]
        else:
            title = f"{p.name}'s hand ({len(p.hand)}/{HAND_LIMIT})"
        hand.show(escape(title), rows, real)

    # -- the choices ---------------------------------------------------------------------------------------------------
    def choice_labels(self, actions: list, width: int) -> list:
        return labels.labels(self.rules, self.view, self.session.to_act, actions, width)

    def choice_room(self, rows: int) -> int:
        """Cells a choice label has: the list's content width, less a scroll bar when the rows overflow; before
        the first layout, the right column's share of the screen."""
        if self.choice_list.content_region.width <= 0:
            return right_column(self.size.width or self.app.size.width) - 6
        return super().choice_room(rows)

    def offer(self) -> tuple[str, list]:
        """Winning brawls first; the list narrowed by the filter (dropped when it lets nothing through); who
        answered the last brawl above the prompt."""
        v = self.view
        legal = narrowing.ordered(self.rules, v, self.session.legal())
        shown = narrowing.narrowed(v, self.filter, legal)
        if shown:
            legal = shown
        else:
            self.filter = None
        self.choice_list.border_title = "Choices" if self.filter in (None, "all") else "Choices (a: all)"
        said = f"[b $warning]↩ {escape(self.headline)}[/]\n" if self.headline else ""
        actor = self.session.to_act
        return f"{said}[b]{escape(v.players[actor].name)}[/b]: {self._what(v, actor)}", legal

    def _what(self, v: BrawlState, actor: int) -> str:
        kind = self.session.decision.kind
        if kind not in ("draft", "hide", "turn"):
            return escape(self.asked())
        if v.phase == "draft":
            return f"keep one character (1-{len(v.players[actor].packet)})"
        if v.phase == "hide":
            return f"put a character face down ({len(v.players[actor].battle)} of 2)"
        if v.obligation == "move_up":
            return "your battle line is empty: move a character up"
        if v.obligation == "place":
            return "both your lines are empty: add or recruit a character"
        what = f"AP {v.ap}: a card (1-{len(v.players[actor].hand)}) or a choice"
        if self.filter is not None:
            what += " [dim](a: all)[/dim]"
        return what

    # -- the detail pane ---------------------------------------------------------------------------------------------
    def _visible(self, v: BrawlState, seat: int | None) -> list:
        return in_sight(v, seat, self.bottom_seat(v, seat), self._hand_zone(v, seat) if seat is not None else [])

    def _entry_text(self, v: BrawlState, inst: int) -> str:
        for i, f, s, _ in self._visible(v, self.viewer()):
            if i == inst:
                return card_text(v.cards[i], v, f, s)
        return card_text(v.cards[inst])

    def _fill_detail(self, v: BrawlState, seat: int | None) -> None:
        inst = self.focus_card
        text = ""
        if inst is not None and any(e[0] == inst for e in self._visible(v, seat)):
            text = self._entry_text(v, inst)
        self._put("#bw-detail", text)
        detail = self.query_one("#bw-detail", Static)
        detail.border_title = "Card" if text else ""

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if self.viewer() is None:
            return
        inst = None
        v = self.view
        if event.option_list.id == "bw-choices" and self._choice_actions:
            k = int(event.option.id)
            if k < len(self._choice_actions):
                inst = narrowing.card_of(v, self._choice_actions[k])
        elif event.option_list.id == "bw-hand" and event.option.id is not None:
            zone = self._hand_zone(v, self.viewer())
            k = int(event.option.id)
            inst = zone[k] if k < len(zone) else None
        if inst is not None and inst != self.focus_card:
            self.focus_card = inst
            self._fill_detail(v, self.viewer())

    # -- input -------------------------------------------------------------------------------------------------------
    def chosen(self) -> None:
        self.filter = None
        self.headline = None

    def _not_mine(self) -> bool:
        if not self.my_decision():
            self.notify("It is not your decision now.", severity="warning")
            return True
        return False

    def pick_card(self, k: int) -> None:
        """Number key or click on the hand: that card's choice at once, or the choices narrowed to it."""
        if self._not_mine():
            return
        v = self.view
        zone = self._hand_zone(v, self.session.to_act)
        if not 0 <= k < len(zone):
            what = "packet" if v.phase == "draft" else "hand"
            self.notify(f"There is no card {k + 1} in your {what}.", severity="warning")
            return
        inst = zone[k]
        name = v.cards[inst].name
        plays = []
        for a in self.session.legal():
            value = a.pick if a.kind == "choose" else getattr(a, "card", None)
            if a.kind in ("pick", "hide", "add", "play", "answer", "discard", "choose") and value in zone \
                    and v.cards[value].name == name:
                plays.append(a)
        self.focus_card = inst
        if not plays:  # the rules say why that card cannot be used now
            self.act(narrowing.hand_action(v, self.session.decision.kind, inst))
            self.redraw()
            return
        if len(plays) == 1:
            self.choose(plays[0])
            return
        self.filter = ("hand", tuple(plays))
        self.redraw()
        self.choice_list.focus()

    def action_card(self, inst: int) -> None:
        """A click on a card on the table: its text in the detail pane, the choices narrowed to it."""
        v = self.view
        if not any(e[0] == inst for e in self._visible(v, self.viewer())):
            return
        self.focus_card = inst
        acts = [a for a in self.session.legal() if narrowing.mentions(v, a, inst)] if self.my_decision() else []
        if acts:
            self.filter = ("card", inst)
            self.redraw()
            self.choice_list.focus()
        else:
            self.redraw()
            if not self.tall():
                self.action_inspect(inst)

    def action_seat(self, s: int) -> None:
        """A click on a player's name: the choices that act on that player (brawls, Locations, choices)."""
        if not self.my_decision():
            return
        self.filter = ("seat", s)
        if not narrowing.narrowed(self.view, self.filter, self.session.legal()):
            self.filter = None
            self.notify(f"Nothing to do with {escape(self.view.players[s].name)} now.")
        self.redraw()

    def action_filter(self, what: str) -> None:
        if what == "all":
            self.filter = None
            self.redraw()
            return
        if self._not_mine():
            return
        self.filter = what
        if not narrowing.narrowed(self.view, what, self.session.legal()):
            self.filter = None
            self._refuse(what)
        self.redraw()

    def key_applies(self, action: str, parameters: tuple) -> bool:
        """The turn's keys (end the turn, brawls, recruits, the market, moves up, wipeouts) only in your own turn,
        `p` also when you may answer an attack: the draft, the blind reveal and a choice asked have no use for
        them."""
        if action not in ("end_turn", "filter") or parameters[:1] in (("all",),):
            return True
        decision = self.session.decision
        kinds = ("turn", "answer") if parameters == ("play",) else ("turn",)
        return decision is not None and decision.kind in kinds and self.my_decision()

    def _refuse(self, what: str) -> None:
        """No choice of that kind: the rules' reason where one action stands for the kind, else a hint."""
        meant = narrowing.wanted(self.view, self.session.to_act, what)
        problem = None if meant is None else self.session.why_not(meant)
        if problem is not None:
            self.refuse(problem)
        else:
            self.notify(f"No {narrowing.FILTERS.get(what, what)} possible now.", severity="warning")

    def action_end_turn(self) -> None:
        if self._not_mine():
            return
        ends = self.session.legal(kind="end_turn")
        if len(ends) == 1:
            self.choose(ends[0])
        else:
            self.action_filter("end_turn")

    def action_inspect(self, inst: int | None = None) -> None:
        """The full text of the highlighted card (hand or choice), in a list of every card in sight."""
        seat = self.viewer()
        v = self.view
        visible = self._visible(v, seat)
        if not visible:
            self.notify("No card in sight.")
            return
        if inst is None:
            inst = self.focus_card
            focused = self.app.focused
            if focused is not None and focused.id == "bw-hand" and seat is not None:
                k = focused.highlighted
                zone = self._hand_zone(v, seat)
                if k is not None and k < len(zone):
                    inst = zone[k]
            elif focused is not None and focused.id == "bw-choices" and focused.highlighted is not None:
                k = focused.highlighted
                if k < len(self._choice_actions):
                    inst = narrowing.card_of(v, self._choice_actions[k]) or inst
        entries, start, seen = [], 0, set()
        for i, f, s, where in visible:
            if i in seen:
                continue
            seen.add(i)
            if i == inst:
                start = len(entries)
            entries.append((f"{v.cards[i].name} [dim]{escape(where)}[/dim]",
                            card_text(v.cards[i], v, f, s, verse=True)))
        self.app.push_screen(CardScreen(entries, start))

    def keys_help(self) -> list[tuple[str, str]]:
        return [("1-9", "a card of your hand (draft: of the packet): play, add, hide, answer or discard it"),
                ("arrows Enter", "choose from the list of choices (or click one)"),
                ("b", "show only the brawls (winning ones first)"), ("r", "only the recruits"),
                ("m", "only the marketplace purchases"), ("p", "only action cards to play"),
                ("f", "only the moves up to the battle line"), ("w", "the wipeouts (3 AP)"),
                ("e", "end the turn (then choose the deck of your end-of-turn card)"), ("a", "every choice again"),
                ("i", "the full text of the highlighted card, and of every card in sight"),
                ("click", "a card on the table: narrow the choices to it; a name: choices against that player"),
                ("marks", "7/5 ATK/DEF now (green up, red down) • tokens ⚑ Backup z exhausted ▒▒ face down "
                          "… waits a turn * bought: usable from its buyer's next turn ⌂ Location ★ honor")]
