"""The Bible Brawl screen: opponents' lines, the recruitment line and marketplace, your lines, your hand, the
choices, a card's full text and the log.

Everything drawn comes from `rules.view(state, viewer)`: other hands, draft packets and face-down characters stay
hidden. Cards on the table are links: a click narrows the choices to what can be done with that card (and shows
its text). Marks at a glance: `7/5` is ATK/DEF now (green above the printed value, red below), `•` tokens on it,
`⚑` an attached Backup, `z` exhausted (-1 DEF), `▒▒` a face-down card, `⌂` a Location, `★` honor.
"""

from __future__ import annotations

from functools import lru_cache

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.events import Key, Resize
from textual.markup import escape
from textual.widgets import Footer, OptionList, RichLog, Static
from textual.widgets.option_list import Option

from bible_tabletop.games.brawl import labels, ops, stats
from bible_tabletop.games.brawl.actions import (
    Add, Answer, Brawl, Buy, Choose, Discard, EndTurn, Hide, MoveUp, Pick, Play, Recruit, Wipeout,
)
from bible_tabletop.games.brawl.cardview import CardScreen, card_summary, card_text, short
from bible_tabletop.games.brawl.labels import COLOURS, shrink_middle
from bible_tabletop.games.brawl.rules import R_ANSWER
from bible_tabletop.games.brawl.state import HAND_LIMIT, HIDDEN, BrawlState, Fighter
from bible_tabletop.tui.play import GameScreen

FILTERS = {"brawl": "brawls", "recruit": "recruits", "buy": "purchases", "play": "action cards to play",
           "move_up": "moves up", "wipeout": "wipeouts", "end_turn": "ways to end the turn"}
BACK = "▒▒"
# (lean, name length) tried in turn until a line fits its width: whole names with every detail, then names cut a
# little, then without the details (stats and kinds in the lines of cards, token counts), then names cut further
FITS = ((False, None), (False, 16), (False, 14), (True, None), (True, 14), (True, 12), (True, 11), (True, 10),
        (True, 9), (True, 8), (True, 7), (True, 6), (True, 5))


@lru_cache(maxsize=4096)
def cells(markup: str) -> int:
    """Cells a line of markup takes on screen (remembered: a redraw mostly measures the same lines again)."""
    return cell_len(Content.from_markup(markup).plain)


def right_column(total: int) -> int:
    """The width of the right column (choices, log) on a screen `total` cells wide, as the CSS sets it."""
    return 36 if total < 110 else min(56, max(30, total * 2 // 5))


def is_answer(e) -> bool:
    """A log event saying how a brawl was answered ("Bob answers with Stumble.", "Bob does not answer ...")."""
    return e.rule == R_ANSWER and (" answers with " in e.text or " does not answer " in e.text)


class BrawlScreen(GameScreen):
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
    ]

    def __init__(self, session, **kw):
        super().__init__(session, **kw)
        self.filter: str | tuple | None = None  # a kind of action, ("card", instance) or ("seat", seat)
        self.focus_card: int | None = None  # the card the detail pane shows
        self._choice_actions: list = []
        self.cut: int | None = None  # names are cut to this length while a block is fitted (None: whole)
        self.lean = False  # while a block is fitted: leave out the details
        self.headline: str | None = None  # how the last brawl was answered, shown above the choices until the next
        self._read = len(session.state.log)  # log events looked at for the headline

    def compose(self) -> ComposeResult:
        with Horizontal(id="bw-main"):
            with Vertical(id="bw-left"):
                yield Static(id="bw-status")
                yield Static(id="bw-opps")
                yield Static(id="bw-lines")
                yield Static(id="bw-you")
                yield OptionList(id="bw-hand")
            with Vertical(id="bw-right"):
                yield Static(id="bw-prompt")
                yield OptionList(id="bw-choices")
                yield Static(id="bw-detail")
                yield RichLog(id="log", max_lines=500, wrap=True, markup=False, min_width=20)
        yield Footer()

    def on_resize(self, event: Resize) -> None:
        self._shown.clear()  # the layout (compact or wide) depends on the size
        self.call_after_refresh(self.redraw)

    @property
    def st(self) -> BrawlState:
        return self.session.state

    def describe_seat(self, seat: int) -> str:
        return self.st.players[seat].name

    def wide(self) -> bool:
        return self.size.width >= 110 or (self.size.width == 0 and self.app.size.width >= 110)

    def tall(self) -> bool:
        return self.size.height >= 32 or (self.size.height == 0 and self.app.size.height >= 32)

    # -- the curtain ----------------------------------------------------------------------------------------------
    def curtain_reason(self, seat: int) -> str:
        st = self.st
        p = st.players[seat]
        if st.pending:
            pend = st.pending[0]
            if pend.what == "answer" and st.fight is not None:
                attacker = st.cards[st.fight.attacker].name
                owner = next((q.name for q in st.players if any(f.card == st.fight.attacker for f in q.battle)), "")
                defender = st.cards[st.fight.current].name if st.fight.current is not None else "character"
                return escape(f"{owner}'s {attacker} attacks your {defender}: will you answer?")
            if pend.what == "discard":
                return escape(f"Hand limit: {pend.prompt}.")
            if pend.what == "choose":
                turn = "Your turn: " if st.current == seat and st.phase == "turn" else ""
                return escape(f"{turn}{pend.prompt}.")
        if st.phase == "draft":
            n = len(p.packet)
            return "Draft: pick one of your five." if st.draft_round == 0 else \
                f"Draft: pick one of the {n} passed to you."
        if st.phase == "hide":
            return f"Blind reveal: put two characters face down ({len(p.battle)} of 2 placed)."
        return escape(f"Your turn, {p.name} (turn {st.turn}): {p.honor} of {st.win} honor.")

    def advance(self) -> None:
        # an open card list must never outlive the seat it was opened for
        seat = self.session.to_act
        handing_over = seat is not None and seat not in self.computer and seat != self.shown_seat \
            and len(self.humans()) > 1
        if handing_over and isinstance(self.app.screen, CardScreen):
            self.app.pop_screen()
        super().advance()

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
        self._put("#bw-status", self._status_text(v, wide))
        width = self._left_width()
        opps = [self._fitted(lambda: self._opponent_text(v, s, bonus, wide, tall), width)
                for s in ((me + k) % n for k in range(1, n))]
        self._put("#bw-opps", "\n".join(opps))
        self._put("#bw-lines", self._fitted(lambda: self._lines_text(v, wide), width))
        self._put("#bw-you", self._fitted(lambda: self._you_text(v, me, seat, bonus, wide), width))
        self._fill_hand(v, seat, wide)
        self._read_headline(v)
        self._fill_choices(v, seat)
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

    def _fitted(self, render, width: int) -> str:
        """`render()`, each line with its names whole if it fits `width`, else cut (`self.cut`) only as far as that
        line needs."""
        best: list[str] = []
        fits: list[bool] = []
        for self.lean, self.cut in FITS:
            for i, line in enumerate(render().split("\n")):
                if i == len(best):
                    best.append(line)
                    fits.append(False)
                if not fits[i]:
                    best[i] = line
                    fits[i] = width <= 0 or cells(line) <= width
            if all(fits):
                break
        self.lean, self.cut = False, None
        return "\n".join(best)

    def _nm(self, name: str) -> str:
        """A name as the fitting allows it now (whole, or cut to `self.cut`)."""
        return name if self.cut is None else short(name, self.cut)

    def _put(self, wid: str, text: str) -> None:
        if self._changed(wid, text):
            self.query_one(wid, Static).update(text)

    def _link(self, inst: int, text: str) -> str:
        return f"[@click=screen.card({inst})]{text}[/]"

    def _fighter(self, v: BrawlState, f: Fighter, bonus: dict, wide: bool, battle: bool) -> str:
        """A character on a line: name, ATK/DEF now, marks for tokens, Backup, exhaustion, face down."""
        if f.card == HIDDEN:
            return f"[dim]{BACK}[/dim]"
        card = v.cards[f.card]
        name = self._nm(card.name)
        if not f.face_up:
            return self._link(f.card, f"[dim]{BACK}{name}[/dim]")
        if battle:
            atk, dfn = stats.attack_of(v, f, bonus), stats.defence_of(v, f, bonus)
        else:
            atk, dfn = card.atk + f.atk, card.defence + f.def_
        a = f"[green]{atk}[/]" if atk > card.atk else f"[red]{atk}[/]" if atk < card.atk else str(atk)
        d = f"[green]{dfn}[/]" if dfn > card.defence else f"[red]{dfn}[/]" if dfn < card.defence else str(dfn)
        marks = ""
        if f.atk or f.def_:
            marks += f" •{f.atk:+d}/{f.def_:+d}" if wide and not self.lean else "•"
        if f.backup is not None:
            marks += f" ⚑{self._nm(v.cards[f.backup].name)}" if wide and not self.lean else "⚑"
        if f.exhausted:
            marks += " z" if wide else "z"
        body = f"[b]{name}[/b] {a}/{d}{marks}"
        if f.exhausted:
            body = f"[dim]{body}[/dim]"
        return self._link(f.card, body)

    def _back(self, v: BrawlState, s: int, bonus: dict, wide: bool, tight: bool = False) -> str:
        """The back line; `tight` (an opponent in the compact layout): one ▒ a face-down card, names only."""
        p = v.players[s]
        turns = p.turns if (s == v.current and v.phase == "turn") else p.turns + 1
        if tight:
            hidden = sum(1 for f in p.back if f.card == HIDDEN)
            shown = [self._link(f.card, self._nm(v.cards[f.card].name)) for f in p.back if f.card != HIDDEN]
            return " ".join(["[dim]" + "▒" * hidden + "[/dim]"] * bool(hidden) + shown)
        out = []
        for f in p.back:
            text = self._fighter(v, f, bonus, wide, False)
            if f.ready_at > turns:
                text += "[dim]…[/dim]"
            out.append(text)
        return " ".join(out) if out else "[dim]-[/dim]"

    def _pouch(self, v: BrawlState, s: int, wide: bool) -> str:
        p = v.players[s]
        if not p.pouch:
            return ""
        names = []
        for q in p.pouch:
            name = self._nm(v.cards[q.card].name)
            fresh = "" if ops.ripe(p, q) else "[dim]*[/dim]"
            names.append(self._link(q.card, name) + fresh)
        return ("pouch " if wide else "p:") + (", " if wide else ",").join(names)

    def _location(self, v: BrawlState, s: int, wide: bool) -> str:
        loc = v.players[s].location
        if loc is None:
            return ""
        return "⌂" + self._link(loc, self._nm(v.cards[loc].name))

    def _seat_name(self, v: BrawlState, s: int, wide: bool = True) -> str:
        colour = COLOURS[s % len(COLOURS)]
        name = v.players[s].name if self.cut is None else shrink_middle(v.players[s].name, self.cut)
        return f"[@click=screen.seat({s})][b {colour}]{escape(name)}[/][/]"

    def _marker(self, v: BrawlState, s: int) -> str:
        if v.phase == "turn" and s == v.current:
            return "▶"
        return "…" if s == self.session.to_act else " "

    def _opponent_text(self, v: BrawlState, s: int, bonus: dict, wide: bool, tall: bool) -> str:
        p = v.players[s]
        battle = " ".join(self._fighter(v, f, bonus, wide, True) for f in p.battle) or "[dim]no one[/dim]"
        back = self._back(v, s, bonus, wide)
        extra = " ".join(x for x in (self._pouch(v, s, wide), self._location(v, s, wide)) if x)
        hand = f"hand {len(p.hand)}" if wide else f"h{len(p.hand)}"
        head = f"{self._marker(v, s)}{self._seat_name(v, s, wide)} ★{p.honor}/{v.win} {hand}"
        if v.phase == "draft":
            return f"{head} packet {len(p.packet)}"
        if wide and tall:
            return f"{head} {extra}\n   battle {battle}\n   back   {back}"
        if wide:
            back = f"  back {back}" if p.back else ""
            return f"{head} {extra}{back}\n   {battle}"
        back = f" [dim]│back[/dim] {self._back(v, s, bonus, wide, tight=True)}" if p.back else ""
        return f"{head} {extra}\n {battle}{back}"

    def _lines_text(self, v: BrawlState, wide: bool) -> str:
        if v.phase == "draft":
            return "[dim]Recruitment line and marketplace are dealt after the draft.[/dim]"
        def entry(inst: int) -> str:
            c = v.cards[inst]
            if c.kind == "character":
                stats_ = f" [dim]{c.atk}/{c.defence}[/dim]" if wide and not self.lean else ""
                return self._link(inst, f"{self._nm(c.name)} [b]{c.cost}[/b]{stats_}")
            kind = f" [dim]{'answer' if c.answer else c.type.title()}[/dim]" if wide and not self.lean else ""
            return self._link(inst, f"{self._nm(c.name)} [b]{c.cost}[/b]{kind}")

        sep = " · " if wide else " "
        rec = sep.join(entry(i) for i in v.recruitment) or "[dim]empty[/dim]"
        mkt = sep.join(entry(i) for i in v.market) or "[dim]empty[/dim]"
        label_r, label_m = ("Recruit", "Market ") if wide else ("R", "M")
        return f"[b]{label_r}[/b] {rec}\n[b]{label_m}[/b] {mkt}"

    def _you_text(self, v: BrawlState, me: int, seat: int | None, bonus: dict, wide: bool) -> str:
        p = v.players[me]
        who = "You: " if seat is not None else ""
        ap = f" · [b]AP {v.ap}[/b]" if v.phase == "turn" and v.current == me else ""
        extra = " ".join(x for x in (self._pouch(v, me, True), self._location(v, me, True)) if x)
        head = f"{self._marker(v, me)}{who}{self._seat_name(v, me, wide)} ★{p.honor}/{v.win}{ap}  {extra}"
        if v.phase == "draft":
            return head
        battle = " ".join(self._fighter(v, f, bonus, wide, True) for f in p.battle) or "[dim]no one[/dim]"
        if wide:
            return f"{head}\n battle {battle}\n back   {self._back(v, me, bonus, wide)}"
        return f"{head}\n {battle}\n [dim]back[/dim] {self._back(v, me, bonus, wide)}"

    def _status_text(self, v: BrawlState, wide: bool) -> str:
        if v.winner is not None:
            return f"[b]Game over[/b]: {escape(v.players[v.winner].name)} wins"
        if v.phase == "draft":
            text = f"[b]Draft[/b] round {v.draft_round + 1}: keep one, pass the rest left"
        elif v.phase == "hide":
            text = "[b]Blind reveal[/b]: two characters face down each"
        else:
            text = f"Turn {v.turn} ▶ [b]{escape(v.players[v.current].name)}[/b] [b]AP {v.ap}[/b]"
            if v.fight is not None and v.fight.current is not None:
                text += f" · ⚔ {v.cards[v.fight.attacker].name} attacks {v.cards[v.fight.current].name}"
        decks = f"decks C{len(v.char_deck)} A{len(v.action_deck)}" if wide else \
            f"C{len(v.char_deck)}/A{len(v.action_deck)}"
        win = f"win at {v.win}" if wide else f"to {v.win}"
        return f"{text} · {win} · {decks}" + (f" · discards C{len(v.char_discard)} A{len(v.action_discard)}"
                                               if wide else "")

    def _hand_zone(self, v: BrawlState, seat: int) -> list[int]:
        p = v.players[seat]
        return p.packet if v.phase == "draft" else p.hand

    def _fill_hand(self, v: BrawlState, seat: int | None, wide: bool) -> None:
        if seat is None:
            title, rows, real = "Hand", ["(hand hidden)"], 0
        else:
            p = v.players[seat]
            zone = self._hand_zone(v, seat)
            rows = [f"{k + 1} [b]{v.cards[i].name}[/b] [dim]{card_summary(v.cards[i])}[/dim]"
                    for k, i in enumerate(zone)]
            if wide and self.tall():
                rows = [f"{r}\n  [dim]{escape(v.cards[i].text)}[/dim]" for r, i in zip(rows, zone)]
            real = len(rows)
            if v.phase == "draft":
                title = f"Draft: keep one of {len(zone)} (1-{len(zone)})"
                rows += [f"✓ {v.cards[i].name} [dim]{card_summary(v.cards[i])}[/dim]" for i in p.hand]
            else:
                title = f"{p.name}'s hand ({len(p.hand)}/{HAND_LIMIT})"
            rows = rows or ["(no cards)"]
        if not self._changed("hand", (title, rows)):
            return
        hand = self.query_one("#bw-hand", OptionList)
        hand.border_title = escape(title)
        hand.set_options([Option(r, id=str(k)) if k < real else Option(r, disabled=True)
                          for k, r in enumerate(rows)])


    def _choice_width(self, rows: int) -> int:
        """Cells a choice label has: the list's content width, less a scroll bar when the rows overflow."""
        box = self.query_one("#bw-choices", OptionList)
        region = box.content_region
        if region.width <= 0:  # not laid out yet: the right column's share of the screen
            return right_column(self.size.width or self.app.size.width) - 6
        return region.width - (2 if rows > region.height else 0)

    def _ordered(self, legal: list) -> list:
        """Brawls that win come first, the most honor first; otherwise the rules' order."""
        st = self.st
        brawls = [a for a in legal if a.kind == "brawl"]
        if not brawls:
            return legal

        def wins(a):
            atk, dfn = self.rules.brawl_odds(st, a.attacker, a.defender)
            return atk >= dfn

        good = sorted((a for a in brawls if wins(a)), key=lambda a: -st.cards[a.defender].honor)
        bad = [a for a in brawls if not wins(a)]
        first = next(i for i, a in enumerate(legal) if a.kind == "brawl")
        rest = [a for a in legal if a.kind != "brawl"]
        ends = next((i for i, a in enumerate(rest) if a.kind == "end_turn"), len(rest))
        return rest[:first] + good + rest[first:ends] + bad + rest[ends:]

    def _fill_choices(self, v: BrawlState, seat: int | None) -> None:
        st = self.st
        actor = self.session.to_act
        if actor is None:
            self._show_choices("The brawl is over.", [])
            return
        if not self.my_decision():
            who = escape(st.players[actor].name)
            self._show_choices(f"{who} ({'computer' if actor in self.computer else 'waiting'}) decides…", [])
            return
        legal = self._ordered(self.session.legal())
        shown = self._apply_filter(legal)
        if shown:
            legal = shown
        else:
            self.filter = None
        said = f"[b $warning]↩ {escape(self.headline)}[/]\n" if self.headline else ""
        self._show_choices(f"{said}[b]{escape(st.players[actor].name)}[/b]: {self._what(st, actor)}", legal)

    def _what(self, st: BrawlState, actor: int) -> str:
        if st.pending:
            pend = st.pending[0]
            if pend.what == "answer":
                return f"{escape(pend.prompt)}: answer it?"
            return escape(pend.prompt)
        if st.phase == "draft":
            return f"keep one character (1-{len(st.players[actor].packet)})"
        if st.phase == "hide":
            return f"put a character face down ({len(st.players[actor].battle)} of 2)"
        if st.obligation == "move_up":
            return "your battle line is empty: move a character up"
        if st.obligation == "place":
            return "both your lines are empty: add or recruit a character"
        what = f"AP {st.ap}: a card (1-{len(st.players[actor].hand)}) or a choice"
        if self.filter is not None:
            what += " [dim](a: all)[/dim]"
        return what

    def _mentions(self, a, inst: int) -> bool:
        st = self.st
        for field in ("card", "attacker", "defender", "target", "pick"):
            value = getattr(a, field, None)
            if value == inst:
                return a.kind != "choose" or st.pending[0].label not in ("opponent", "line")
        if a.kind in ("recruit", "buy"):
            zone = st.recruitment if a.kind == "recruit" else st.market
            return inst in zone and st.cards[a.card].name == st.cards[inst].name
        return False

    def _apply_filter(self, legal: list) -> list:
        f = self.filter
        if f is None or f == "all":
            return legal
        if isinstance(f, tuple) and f[0] == "card":
            return [a for a in legal if self._mentions(a, f[1])]
        if isinstance(f, tuple) and f[0] == "hand":
            return [a for a in legal if a in f[1]]
        if isinstance(f, tuple) and f[0] == "seat":
            s, st = f[1], self.st
            out = []
            for a in legal:
                if getattr(a, "seat", None) == s:
                    out.append(a)
                elif a.kind == "brawl" and any(d.card == a.defender for d in st.players[s].battle):
                    out.append(a)
                elif a.kind == "choose" and st.pending[0].label in ("opponent", "line") and a.pick == s:
                    out.append(a)
            return out
        if f == "play":
            return [a for a in legal if a.kind in ("play", "answer") and getattr(a, "card", None) is not None]
        return [a for a in legal if a.kind == f]

    def _show_choices(self, prompt_text: str, legal: list) -> None:
        """Fill the prompt and the choice list, only where they differ from what is shown."""
        self._choice_actions = legal
        if self._changed("prompt", prompt_text):
            self.query_one("#bw-prompt", Static).update(prompt_text)
        rows = labels.labels(self.rules, self.st, self.session.to_act, legal, self._choice_width(len(legal)))
        choices = self.query_one("#bw-choices", OptionList)
        if self._changed("choices", rows):
            choices.set_options([Option(r, id=str(i)) for i, r in enumerate(rows)])
            choices.highlighted = 0 if legal else None
            choices.border_title = "Choices" if self.filter in (None, "all") else "Choices (a: all)"
        if legal and self.app.focused is not choices and self.app.screen is self:
            choices.focus()

    # -- the detail pane ---------------------------------------------------------------------------------------------
    def _visible(self, v: BrawlState, seat: int | None) -> list[tuple[int, Fighter | None, int | None, str]]:
        """(card, fighter or None, seat on whose line, where) of every card the viewer may read."""
        out: list[tuple[int, Fighter | None, int | None, str]] = []
        me = self.bottom_seat(v, seat)
        n = len(v.players)
        if seat is not None:
            zone = "packet" if v.phase == "draft" else "your hand"
            out += [(i, None, None, zone) for i in self._hand_zone(v, seat)]
            if v.phase == "draft":
                out += [(i, None, None, "your hand") for i in v.players[seat].hand]
        for s in [me] + [(me + k) % n for k in range(1, n)]:
            p = v.players[s]
            out += [(f.card, f, s, f"{p.name}, battle line") for f in p.battle if f.card >= 0]
            out += [(f.card, f, s, f"{p.name}, back line") for f in p.back if f.card >= 0]
            out += [(f.backup, None, None, f"{p.name}, Backup") for f in p.battle + p.back if f.backup is not None]
            out += [(q.card, None, None, f"{p.name}, pouch") for q in p.pouch]
            if p.location is not None:
                out.append((p.location, None, None, f"{p.name}, Location"))
        out += [(i, None, None, "recruitment line") for i in v.recruitment]
        out += [(i, None, None, "marketplace") for i in v.market]
        out += [(i, None, None, f"{p.name}, honor pile") for p in v.players for i in p.honor_pile]
        out += [(i, None, None, "discard pile") for i in reversed(v.char_discard + v.action_discard)]
        return out

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

    def _card_of_action(self, a) -> int | None:
        if a.kind == "brawl":
            return a.defender
        if a.kind == "choose":
            label = self.st.pending[0].label if self.st.pending else "card"
            return None if label in ("opponent", "line") else a.pick
        return getattr(a, "card", None)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if self.viewer() is None:
            return
        inst = None
        if event.option_list.id == "bw-choices" and self._choice_actions:
            k = int(event.option.id)
            if k < len(self._choice_actions):
                inst = self._card_of_action(self._choice_actions[k])
        elif event.option_list.id == "bw-hand" and event.option.id is not None:
            zone = self._hand_zone(self.st, self.viewer())
            k = int(event.option.id)
            inst = zone[k] if k < len(zone) else None
        if inst is not None and inst != self.focus_card:
            self.focus_card = inst
            self._fill_detail(self.rules.view(self.st, self.viewer()), self.viewer())

    # -- input -------------------------------------------------------------------------------------------------------
    def choose(self, action) -> None:
        self.filter = None
        self.headline = None
        self.act(action)
        self.redraw()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option_list.id == "bw-choices":
            k = int(event.option.id)
            if self.my_decision() and k < len(self._choice_actions):
                self.choose(self._choice_actions[k])
        elif event.option_list.id == "bw-hand":
            self.pick_card(int(event.option.id))

    def number_key(self, n: int) -> None:
        self.pick_card(n - 1)

    def _not_mine(self) -> bool:
        if not self.my_decision():
            self.notify("It is not your decision now.", severity="warning")
            return True
        return False

    def pick_card(self, k: int) -> None:
        """Number key or click on the hand: that card's choice at once, or the choices narrowed to it."""
        if self._not_mine():
            return
        st = self.st
        seat = self.session.to_act
        zone = self._hand_zone(st, seat)
        if not 0 <= k < len(zone):
            what = "packet" if st.phase == "draft" else "hand"
            self.notify(f"There is no card {k + 1} in your {what}.", severity="warning")
            return
        inst = zone[k]
        name = st.cards[inst].name
        legal = self.session.legal()
        plays = []
        for a in legal:
            value = a.pick if a.kind == "choose" else getattr(a, "card", None)
            if a.kind in ("pick", "hide", "add", "play", "answer", "discard", "choose") and value in zone \
                    and st.cards[value].name == name:
                plays.append(a)
        self.focus_card = inst
        if not plays:
            self.act(self._attempt(inst))  # refused: the notification gives the rule's reason
            self.redraw()
            return
        if len(plays) == 1:
            self.choose(plays[0])
            return
        self.filter = ("hand", tuple(plays))
        self.redraw()
        self.query_one("#bw-choices", OptionList).focus()

    def _attempt(self, inst: int):
        """The action a hand card would make now, to let the rules say why it cannot."""
        st = self.st
        if st.pending:
            what = st.pending[0].what
            if what == "answer":
                return Answer(card=inst)
            if what == "discard":
                return Discard(card=inst)
            return Choose(pick=inst)
        if st.phase == "draft":
            return Pick(card=inst)
        if st.phase == "hide":
            return Hide(card=inst)
        return Add(card=inst) if st.cards[inst].kind == "character" else Play(card=inst)

    def action_card(self, inst: int) -> None:
        """A click on a card on the table: its text in the detail pane, the choices narrowed to it."""
        v = self.rules.view(self.st, self.viewer())
        if not any(e[0] == inst for e in self._visible(v, self.viewer())):
            return
        self.focus_card = inst
        acts = [a for a in self.session.legal() if self._mentions(a, inst)] if self.my_decision() else []
        if acts:
            self.filter = ("card", inst)
            self.redraw()
            self.query_one("#bw-choices", OptionList).focus()
        else:
            self.redraw()
            if not self.tall():
                self.action_inspect(inst)

    def action_seat(self, s: int) -> None:
        """A click on a player's name: the choices that act on that player (brawls, Locations, choices)."""
        if not self.my_decision():
            return
        self.filter = ("seat", s)
        if not self._apply_filter(self.session.legal()):
            self.filter = None
            self.notify(f"Nothing to do with {escape(self.st.players[s].name)} now.")
        self.redraw()

    def action_filter(self, what: str) -> None:
        if what == "all":
            self.filter = None
            self.redraw()
            return
        if self._not_mine():
            return
        self.filter = what
        if not self._apply_filter(self.session.legal()):
            self.filter = None
            self._refuse(what)
        self.redraw()

    def _refuse(self, what: str) -> None:
        """No choice of that kind: the rules' reason where one action stands for the kind, else a hint."""
        st = self.st
        seat = self.session.to_act
        p = st.players[seat]
        stand_in = None
        if what == "recruit" and st.recruitment:
            stand_in = Recruit(card=st.recruitment[0])
        elif what == "buy" and st.market:
            stand_in = Buy(card=st.market[0])
        elif what == "move_up" and p.back:
            stand_in = MoveUp(card=p.back[0].card)
        elif what == "wipeout":
            stand_in = Wipeout(line="recruitment_line")
        elif what == "end_turn":
            stand_in = EndTurn(draw="character")
        elif what == "brawl":
            foes = [f.card for q in st.players if q is not p for f in q.battle]
            if p.battle and foes:
                stand_in = Brawl(attacker=p.battle[0].card, defender=foes[0])
        if stand_in is not None:
            self.act(stand_in)
            return
        self.notify(f"No {FILTERS.get(what, what)} possible now.", severity="warning")

    def action_end_turn(self) -> None:
        if self._not_mine():
            return
        ends = [a for a in self.session.legal() if a.kind == "end_turn"]
        if len(ends) == 1:
            self.choose(ends[0])
        else:
            self.action_filter("end_turn")

    def action_inspect(self, inst: int | None = None) -> None:
        """The full text of the highlighted card (hand or choice), in a list of every card in sight."""
        seat = self.viewer()
        v = self.rules.view(self.st, seat)
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
                    inst = self._card_of_action(self._choice_actions[k]) or inst
        entries, start, seen = [], 0, set()
        for i, f, s, where in visible:
            if i in seen:
                continue
            seen.add(i)
            if i == inst:
                start = len(entries)
            entries.append((f"{v.cards[i].name} [dim]{escape(where)}[/dim]", card_text(v.cards[i], v, f, s)))
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
