"""Christianity's resample hook (engine/dealing.py): from a seat's view, a full position it cannot tell from the real
one. Every card belongs to one deck (state.owner) and lies only in its owner's places, so each owner's unseen cards
are dealt apart: a Righteous player's into their deck, their face-down Cost Zone cards the seat may not see and, for
the Evil seat, their hand; the Evil deck's into the part of it not foreseen and, for a Righteous seat facing a human
Evil player, Evil's hand and Cost Zone. A choice waiting among cards the seat may not see (a discard, a card to turn
face up) is then offered among the cards dealt there."""

from __future__ import annotations

import random

from bible_tabletop.engine.dealing import deal_into, face_down_cells, fresh_copy, not_seen
from bible_tabletop.engine.privacy import cells
from bible_tabletop.engine.view import HIDDEN
from bible_tabletop.games.christianity.rules.invariants import places
from bible_tabletop.games.christianity.rules.state import EVIL, ChristianityState

MASKED = ("discard", "flip")  # the choices whose options a seat may not see (views.py); a bottom's -1 is "none"


def _face_down(sample: ChristianityState) -> dict[int, list]:
    """The face-down cells of the sample, by the owner whose cards lie there."""
    out: dict[int, list] = {}
    for s in sample.team:
        p = sample.players[s]
        out[s] = face_down_cells(cells([p.deck, p.hand]) + [(slot, "card") for slot in p.cost_zone])
    side = sample.evil
    out[EVIL] = face_down_cells(cells([side.deck, side.hand]) + [(slot, "card") for slot in side.cost_zone])
    return out


def _options_dealt(sample: ChristianityState) -> None:
    """A masked choice of another seat (what to discard, which Cost Zone card to turn up) names the dealt cards."""
    for pend in sample.pending.items:
        what = pend.details.get("what") if pend.kind == "choose" else None
        options = pend.details["options"] if what in MASKED else None
        if not options or HIDDEN not in options:
            continue
        p = sample.players[pend.seat]
        among = p.hand if what == "discard" else [s.card for s in p.cost_zone if not s.face_up]
        spare = iter([c for c in among if c not in options])
        pend.details = {**pend.details, "options": [next(spare) if o == HIDDEN else o for o in options]}


def resample(rules, view: ChristianityState, seat: int, rng: random.Random) -> ChristianityState:
    """A position `seat` cannot tell from `view`: each owner's unseen cards shuffled into that owner's hidden places."""
    sample = fresh_copy(view, rng)
    unseen = not_seen(len(sample.cards), places(sample))
    for owner, hidden in _face_down(sample).items():
        deal_into(rng, hidden, [c for c in unseen if sample.owner[c] == owner])
    _options_dealt(sample)
    return sample
