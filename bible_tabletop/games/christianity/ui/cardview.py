"""The card inspector (`i`): every card in sight of the player at the keyboard, the highlighted one in full (text,
kind, cost, reference, tags and boosts in words; panels.card_text) with its verse in the WEB (engine/verses.py)."""

from __future__ import annotations

from rich.text import Text

from bible_tabletop.engine.verses import SHORT_NAME, verse_text
from bible_tabletop.engine.view import HIDDEN
from bible_tabletop.games.christianity.ui import panels
from bible_tabletop.games.christianity.rules.state import ChristianityState
from bible_tabletop.tui.cardlist import CardList


def inspected(v: ChristianityState, card) -> Text:
    """A card in full for the inspector, its verse's words last (the text is loaded when first shown; a verse it
    cannot give leaves the reference alone)."""
    out = panels.card_text(v, card)
    words = verse_text(card.reference)
    if words:
        out.append("\n\n")
        out.append(words, style="italic")
        out.append(f" ({SHORT_NAME})", style="dim")
    return out


def in_sight(v: ChristianityState, hand: list[int]) -> list[tuple[int, str]]:
    """(card, where) of every card the view shows: the hand shown, the Evil cards waiting and on players, the
    cards in play, face-up (or one's own) Cost Zone cards, the stack, the Evil cards shown coming, each once."""
    out: list[tuple[int, str]] = [(c, "hand") for c in hand]
    for s in v.team:
        p = v.players[s]
        out += [(c, f"waiting at {p.name}") for c in p.tempted]
        out += [(c, f"on {p.name}") for c in p.evil]
        out += [(slot.card, f"{p.name}, in play") for slot in p.in_play]
        out += [(slot.card, f"{p.name}, Cost Zone") for slot in p.cost_zone]
    if v.playing is not None:
        out.append((v.playing.card, "being played"))
    out += [(item.card, "on the stack") for item in v.stack.items]
    side = v.evil
    out += [(c, "Evil Cost Zone") for c in (s.card for s in side.cost_zone)]
    if side.foreseen:
        out += [(c, "coming from the Evil deck") for c in side.deck[len(side.deck) - side.foreseen:][::-1]]
    seen, unique = set(), []
    for card, where in out:
        if card != HIDDEN and card not in seen:
            seen.add(card)
            unique.append((card, where))
    return unique


class CardsScreen(CardList):
    """`i`: the cards in sight, the highlighted one in full (tui/cardlist.py)."""

    PREFIX = "ch"
