"""The Bible Brawl table in text for the screen: the status line, each opponent's lines, the recruitment line and
marketplace, and your own lines, as markup fitted to the width (names cut only as far as a line needs).

Drawn from a seat's view only. Every card is a link (`screen.card(instance)`), every name a link to its seat
(`screen.seat(seat)`); player names are escaped, never read as markup.
"""

from __future__ import annotations

from functools import lru_cache

from rich.cells import cell_len
from textual.content import Content
from textual.markup import escape

from bible_tabletop.engine.view import HIDDEN
from bible_tabletop.games.brawl.rules import ops, stats
from bible_tabletop.games.brawl.ui.cardview import short
from bible_tabletop.games.brawl.ui.labels import COLOURS, shrink_middle
from bible_tabletop.games.brawl.rules.state import BrawlState, Fighter

BACK = "▒▒"
# (lean, name length) tried in turn until a line fits its width: whole names with every detail, then names cut a
# little, then without the details (stats and kinds in the lines of cards, token counts), then names cut further
FITS = ((False, None), (False, 16), (False, 14), (True, None), (True, 14), (True, 12), (True, 11), (True, 10),
        (True, 9), (True, 8), (True, 7), (True, 6), (True, 5))


@lru_cache(maxsize=4096)
def cells(markup: str) -> int:
    """Cells a line of markup takes on screen (remembered: a redraw mostly measures the same lines again)."""
    return cell_len(Content.from_markup(markup).plain)


class TableText:
    """The table's lines for one redraw; `to_act` is the seat deciding now (marked `…` when it is not the turn's)."""

    def __init__(self, to_act: int | None):
        self.to_act = to_act
        self.cut: int | None = None  # names are cut to this length while a block is fitted (None: whole)
        self.lean = False  # while a block is fitted: leave out the details

    def fitted(self, render, width: int) -> str:
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
        """▶ whose turn it is (in the draft and the blind reveal: who picks now); … who answers in another's turn."""
        if v.phase == "turn" and s == v.current or v.phase != "turn" and s == self.to_act:
            return "▶"
        return "…" if s == self.to_act else " "

    def opponent(self, v: BrawlState, s: int, bonus: dict, wide: bool, tall: bool) -> str:
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

    def lines(self, v: BrawlState, wide: bool) -> str:
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

    def you(self, v: BrawlState, me: int, seat: int | None, bonus: dict, wide: bool) -> str:
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

    def status(self, v: BrawlState, wide: bool) -> str:
        if v.winner is not None:
            return f"[b]Game over[/b]: {escape(v.players[v.winner].name)} wins"
        if v.phase == "draft":
            text = f"[b]Draft[/b] round {v.draft_round + 1}: keep one, pass {'the rest ' if wide else ''}left"
        elif v.phase == "hide":
            text = f"[b]Blind reveal[/b]: two {'characters ' if wide else ''}face down each"
        else:
            text = f"Turn {v.turn} ▶ [b]{escape(v.players[v.current].name)}[/b] [b]AP {v.ap}[/b]"
            if v.fight is not None and v.fight.current is not None:
                text += f" · ⚔ {v.cards[v.fight.attacker].name} attacks {v.cards[v.fight.current].name}"
        decks = f"decks C{len(v.char_deck)} A{len(v.action_deck)}" if wide else \
            f"C{len(v.char_deck)}/A{len(v.action_deck)}"
        win = f"win at {v.win}" if wide else f"to {v.win}"
        if not wide and v.phase in ("draft", "hide"):  # the decks matter once play starts: the room goes to what to do
            return f"{text} · {win}"
        return f"{text} · {win} · {decks}" + (f" · discards C{len(v.char_discard)} A{len(v.action_discard)}"
                                               if wide else "")
