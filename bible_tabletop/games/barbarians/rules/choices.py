"""The legal actions, for the computer players and the choice lists: each names its seat, and copies of a card
are offered once (the first copy in that hand: copies are the same card)."""

from __future__ import annotations

from bible_tabletop.games.barbarians.rules import ops
from bible_tabletop.games.barbarians.rules.actions import (
    Breather, Defend, Discard, EndTurn, MoveTo, Place, Play, Stumble, TopDeck,
)
from bible_tabletop.games.barbarians.rules.board import ADJACENT, within
from bible_tabletop.games.barbarians.rules.effects import HANDLERS
from bible_tabletop.games.barbarians.rules.state import BarbariansState
from bible_tabletop.games.barbarians.rules.turn import decider

ANSWER = {"place": "place", "defence": "defend", "move": "move_to", "discard": "discard", "top_deck": "play"}
"""The action kind that answers each kind of pending decision."""


def legal_actions(state: BarbariansState, seat: int | None = None, kind: str | None = None) -> list:
    """Every legal action of the seat to decide (none for another `seat`), only of `kind` when asked."""
    actor = decider(state)
    if actor is None or (seat is not None and seat != actor):
        return []
    pending = state.pending.now
    if pending is None:
        return _turn(state, actor, kind)
    if kind is not None and kind != ANSWER[pending.kind]:
        return []
    return _answers(state, pending, actor)


def _turn(state: BarbariansState, seat: int, kind: str | None) -> list:
    f = state.fighters[seat]
    out: list = []
    if kind in (None, "stumble"):
        out += [Stumble(area=a, by=seat) for a in sorted(ADJACENT[f.area])]
    if kind in (None, "play"):
        for inst in first_copies(state, f.hand):
            out += plays(state, seat, inst)
    if kind in (None, "breather"):
        out.append(Breather(by=seat))
    if kind in (None, "top_deck") and ops.has_skill(state, seat, "winy") and (state.deck or state.discard):
        out.append(TopDeck(by=seat))
    if kind in (None, "end_turn"):
        out.append(EndTurn(by=seat))
    return out


def _answers(state: BarbariansState, pending, seat: int) -> list:
    what = pending.kind
    if what == "place":
        return [Place(area=a, by=seat) for a in range(4)]
    if what == "defence":
        hand = [i for i in state.fighters[seat].hand if state.cards[i].kind == "defence"]
        return [Defend(card=None, by=seat)] + [Defend(card=i, by=seat) for i in sorted(first_copies(state, hand))]
    if what == "move":
        mover = state.fighters[pending.details["mover"]]
        return [MoveTo(area=a, by=seat) for a in sorted(ADJACENT[mover.area])]
    if what == "discard":
        return [Discard(card=i, by=seat) for i in sorted(first_copies(state, state.fighters[seat].hand))]
    if what == "top_deck":
        return plays(state, seat, state.top_card)
    raise AssertionError(what)


def first_copies(state: BarbariansState, cards: list[int]) -> list[int]:
    """The first instance of each card design among `cards`, in their order."""
    firsts: dict[str, int] = {}
    for inst in cards:
        firsts.setdefault(state.cards[inst].id, inst)
    return list(firsts.values())


def plays(state: BarbariansState, seat: int, inst: int) -> list[Play]:
    """Every way to play card instance `inst` now: its targets, areas and Grappin's drink choice."""
    card = state.cards[inst]
    f = state.fighters[seat]
    if card.is_attack:
        out = []
        grappin = ops.has_skill(state, seat, "grappin") and f.drink is not None
        for t, other in enumerate(state.fighters):
            if t != seat and not other.out and within(card.reach, f.area, other.area):
                out.append(Play(card=inst, target=t, by=seat))
                if grappin:
                    out.append(Play(card=inst, target=t, skip_drink=True, by=seat))
        return out
    if card.kind == "drink":
        return [Play(card=inst, by=seat)] if f.drink is None else []
    if card.kind == "event":
        if card.area_die is not None:
            return [Play(card=inst, area=a, by=seat) for a in range(4)]
        if card.move:
            return [Play(card=inst, target=t, area=a, by=seat) for t, o in enumerate(state.fighters) if not o.out
                    for a in sorted(ADJACENT[o.area])]
        if card.handler:
            targets = HANDLERS[card.handler].targets(state, seat)
            if targets is None:
                return [Play(card=inst, by=seat)]
            return [Play(card=inst, target=t, by=seat) for t in targets]
        return [Play(card=inst, by=seat)]
    return []  # a Defence card is only played as an answer to an attack
