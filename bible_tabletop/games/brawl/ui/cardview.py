"""A Brawl card in words for the screen: its one-line summary, its full text, and the `i` list of every card in
sight (the shared card list, tui/cardlist.py)."""

from __future__ import annotations

from textual.markup import escape

from bible_tabletop.engine.verses import SHORT_NAME, verse_text
from bible_tabletop.games.brawl.rules import stats
from bible_tabletop.games.brawl.rules.state import BrawlState, Fighter
from bible_tabletop.tui.cardlist import CardList

TRIGGER = {"when_revealed": "When revealed", "while_revealed": "While revealed"}


def short(name: str, n: int) -> str:
    """A name cut to n characters (the last one an ellipsis) for the compact layout."""
    return name if len(name) <= n else name[: n - 1] + "…"


def card_summary(card) -> str:
    """One line of a card's numbers: cost, ATK/DEF and class, or the action card's type."""
    if card.kind == "character":
        return f"{card.cost}AP {card.atk}/{card.defence} {card.klass}"
    kind = "answer" if card.answer else card.type.title()
    return f"{card.cost}AP {kind}"


def card_text(card, v: BrawlState | None = None, f: Fighter | None = None, seat: int | None = None,
              verse: bool = False) -> str:
    """A card in full: stats, ability (trigger, text, what it needs), Bible reference (with `verse`, and its words,
    engine/verses.py); on a line, what sits on it."""
    if card.kind == "character":
        lines = [f"[b]{card.name}[/b]  {card.klass} · cost {card.cost} AP · honor {card.honor}",
                 f"ATK {card.atk}  DEF {card.defence}"]
        if f is not None and v is not None and f.card >= 0 and f.face_up and seat is not None and \
                any(g is f for g in v.players[seat].battle):
            bonus = stats.bonuses(v)
            now = f"now ATK {stats.attack_of(v, f, bonus)}  DEF {stats.defence_of(v, f, bonus)}"
            extra = []
            if f.atk or f.def_:
                extra.append(f"tokens {f.atk:+d} ATK {f.def_:+d} DEF")
            if f.exhausted:
                extra.append("exhausted -1 DEF")
            lines[1] += f"   ({now}{': ' + ', '.join(extra) if extra else ''})"
        elif f is not None and (f.atk or f.def_):
            lines[1] += f"   (tokens {f.atk:+d} ATK {f.def_:+d} DEF)"
        lines.append(f"[i]{TRIGGER.get(card.trigger, card.trigger)}:[/i] {escape(card.text)}")
        if card.needs:
            lines.append(f"Works only beside another {card.needs}.")
        if f is not None and f.backup is not None and v is not None:
            b = v.cards[f.backup]
            lines.append(f"⚑ Backup [b]{b.name}[/b]: {escape(b.text)}")
    else:
        kind = card.type.title()
        if card.answer:
            kind += f", answers an attack (stops the {card.answer})"
        if card.type == "location":
            kind += ", laid on " + ("your own" if card.place == "own" else "an opponent's") + " battle line"
        if card.defence:
            kind += ", defence card"
        lines = [f"[b]{card.name}[/b]  {kind} · cost {card.cost} AP", escape(card.text)]
    ref = card.reference + ("" if card.pack == "base" else f"  (pack: {card.pack})")
    lines.append(f"[dim]{ref}[/dim]")
    words = verse_text(card.reference) if verse else None
    if words:
        lines.append(f"[i]{escape(words)}[/i] [dim]({SHORT_NAME})[/dim]")
    return "\n".join(lines)


Sighted = tuple[int, "Fighter | None", "int | None", str]


def in_sight(v: BrawlState, seat: int | None, me: int, zone: list[int]) -> list[Sighted]:
    """(card, fighter or None, seat on whose line, where) of every card the viewer `seat` may read in view `v`:
    its hand `zone` (the packet in the draft), then each player's lines from `me` round, then the open piles."""
    out: list[Sighted] = []
    n = len(v.players)
    if seat is not None:
        out += [(i, None, None, "packet" if v.phase == "draft" else "your hand") for i in zone]
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


class CardScreen(CardList):
    """`i`: every card in sight, with the full text of the highlighted one (tui/cardlist.py)."""

    PREFIX = "bw"
