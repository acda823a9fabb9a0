"""Bible Brawl's resample hook (engine/dealing.py): from a seat's view, both decks, the other players' hands and
draft packets and their face-down characters dealt at random from the cards that seat has not seen. Card backs
differ, so characters go only where a character lies (the character deck, packets, face-down on a line) and action
cards only to the action deck; a hand takes what is left of either."""

from __future__ import annotations

import random

from bible_tabletop.engine.dealing import deal_into, face_down_cells, fresh_copy, not_seen
from bible_tabletop.engine.privacy import cells
from bible_tabletop.engine.view import HIDDEN
from bible_tabletop.games.brawl.rules.state import BrawlState


def _places(state: BrawlState) -> list[int]:
    """Every card of the position where it lies, face-down ones as HIDDEN (in a view)."""
    out = state.char_deck + state.char_discard + state.action_deck + state.action_discard
    out = out + state.recruitment + state.market
    for p in state.players:
        out += p.hand + p.packet + p.honor_pile + [q.card for q in p.pouch]
        out += [f.card for f in p.battle + p.back] + [f.backup for f in p.battle + p.back if f.backup is not None]
        out += [] if p.location is None else [p.location]
    return out


def _character_cells(state: BrawlState) -> list:
    """The face-down places only a character can fill."""
    fighters = [(f, "card") for p in state.players for f in p.battle + p.back]
    return face_down_cells(cells([state.char_deck] + [p.packet for p in state.players]) + fighters)


def _options_from_hands(sample: BrawlState, rng: random.Random) -> None:
    """A choice another seat is asked among its own hidden cards: the masked options become cards of its dealt hand."""
    for pend in sample.pending:
        options = pend.details.get("options") if pend.kind == "choose" else None
        if not options or HIDDEN not in options:
            continue
        hand = [c for c in sample.players[pend.seat].hand if c not in options]
        rng.shuffle(hand)
        pend.details["options"] = [hand.pop() if o == HIDDEN and hand else o for o in options]


def resample(rules, view: BrawlState, seat: int, rng: random.Random) -> BrawlState:
    """A position `seat` cannot tell from `view`."""
    sample = fresh_copy(view, rng)
    unseen = not_seen(len(sample.cards), _places(sample))
    characters = [c for c in unseen if sample.cards[c].kind == "character"]
    actions = [c for c in unseen if sample.cards[c].kind != "character"]
    rng.shuffle(characters)
    rng.shuffle(actions)
    for group, pool in ((_character_cells(sample), characters), (face_down_cells(cells([sample.action_deck])), actions)):
        deal_into(rng, group, pool[:len(group)])
        del pool[:len(group)]
    deal_into(rng, face_down_cells(cells([p.hand for p in sample.players])), characters + actions)
    _options_from_hands(sample, rng)
    return sample
