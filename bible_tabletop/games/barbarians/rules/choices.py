"""The candidates: the actions worth asking the predicate (legality.why_not) about, each naming its seat, in the
order the choice lists show them (the random and the brawler players choose by position in the list).

Cheap, not exact: only the deciding seat's actions, only cards it holds (the first copy of each design: copies are
the same card), only neighbouring areas, only standing characters within the card's reach, a character's skill only
for that character. Whatever else a rule forbids (a second Drink, an empty deck, Pickpocket's victim...) the
predicate throws out."""

from __future__ import annotations

from bible_tabletop.engine.decision import Decision
from bible_tabletop.games.barbarians.rules.actions import (
    ANSWER, BREATHER, END_TURN, MOVE_TO, NO_DEFENCE, PLACE, STUMBLE, TOP_DECK, Defend, Discard, Play,
)
from bible_tabletop.games.barbarians.rules.board import NEIGHBOURS, within
from bible_tabletop.games.barbarians.rules.legality import NAMED
from bible_tabletop.games.barbarians.rules.options import has_skill
from bible_tabletop.games.barbarians.rules.state import BarbariansState


def candidates(state: BarbariansState, decision: Decision | None, seat: int | None, kind: str | None) -> list:
    """The deciding seat's candidates (none for another `seat`), only of `kind` when asked."""
    if decision is None:
        return []
    actor = decision.seats[0]
    if seat is not None and seat != actor:
        return []
    if decision.kind == "turn":
        return _turn(state, actor, kind)
    if kind is not None and kind != ANSWER[decision.kind]:
        return []
    return ANSWERS[decision.kind](state, actor)


def _turn(state: BarbariansState, seat: int, kind: str | None) -> list:
    """A turn's actions: Stumbling, Troublemaking with each card, a Breather, Winy's top card, ending the turn."""
    out: list = []
    if kind is None or kind == "stumble":
        stumble = STUMBLE[seat]
        out += [stumble[a] for a in NEIGHBOURS[state.fighters[seat].area]]
    if kind is None or kind == "play":
        for inst in first_copies(state, state.fighters[seat].hand):
            out += plays(state, seat, inst)
    if kind is None or kind == "breather":
        out.append(BREATHER[seat])
    if (kind is None or kind == "top_deck") and has_skill(state, seat, "winy"):
        out.append(TOP_DECK[seat])
    if kind is None or kind == "end_turn":
        out.append(END_TURN[seat])
    return out


def _place(state: BarbariansState, seat: int) -> list:
    return list(PLACE[seat])


def _defend(state: BarbariansState, seat: int) -> list:
    hand = [i for i in state.fighters[seat].hand if state.cards[i].kind == "defence"]  # only these are a Defend
    return [NO_DEFENCE[seat]] + [Defend(card=i, by=seat) for i in sorted(first_copies(state, hand))]


def _move(state: BarbariansState, seat: int) -> list:
    mover = state.fighters[state.pending.now.details["mover"]]
    move_to = MOVE_TO[seat]
    return [move_to[a] for a in NEIGHBOURS[mover.area]]


def _discard(state: BarbariansState, seat: int) -> list:
    return [Discard(card=i, by=seat) for i in sorted(first_copies(state, state.fighters[seat].hand))]


def _top_card(state: BarbariansState, seat: int) -> list:
    return plays(state, seat, state.top_card)


ANSWERS = {"place": _place, "defence": _defend, "move": _move, "discard": _discard, "top_deck": _top_card}
"""The candidates answering each kind of pending decision."""


def first_copies(state: BarbariansState, cards: list[int]) -> list[int]:
    """The first instance of each card design among `cards`, in their order."""
    firsts: dict[str, int] = {}
    for inst in cards:
        firsts.setdefault(state.cards[inst].id, inst)
    return list(firsts.values())


def plays(state: BarbariansState, seat: int, inst: int) -> list[Play]:
    """The ways to play card instance `inst`: its targets, areas and Grappin's drink choice."""
    card = state.cards[inst]
    if card.is_attack:
        return _attacks(state, seat, inst, card.reach)
    if card.kind == "defence":
        return []  # a Defence card is never a Play: it answers an attack (Defend)
    if card.kind != "event":
        return [Play(card=inst, by=seat)]  # a Drink
    if card.area_die is not None:
        return [Play(card=inst, area=a, by=seat) for a in range(4)]
    if card.move:
        return [Play(card=inst, target=t, area=a, by=seat) for t, o in enumerate(state.fighters) if not o.out
                for a in NEIGHBOURS[o.area]]
    if card.handler is None or NAMED[card.handler] is None:
        return [Play(card=inst, by=seat)]
    return [Play(card=inst, target=t, by=seat) for t, o in enumerate(state.fighters) if t != seat and not o.out]


def _attacks(state: BarbariansState, seat: int, inst: int, reach: str) -> list[Play]:
    """An attack on each standing character in reach, and (Grappin) each once more leaving the Drink out."""
    here = state.fighters[seat].area
    grappin = has_skill(state, seat, "grappin")
    out = []
    for t, other in enumerate(state.fighters):
        if t != seat and not other.out and within(reach, here, other.area):
            out.append(Play(card=inst, target=t, by=seat))
            if grappin:
                out.append(Play(card=inst, target=t, skip_drink=True, by=seat))
    return out
