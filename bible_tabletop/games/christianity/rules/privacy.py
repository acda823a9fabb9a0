"""What a seat may not see in Christianity (engine/privacy.py): every deck's order, the others' face-down Cost Zone
cards; with a human Evil player, the hands."""

from bible_tabletop.engine.privacy import card_at, cells, marked_cards, redealt

VARIANTS = ("shuffle",)
PUBLIC_CATALOGUE = True


def _hidden(state, seat: int):
    """For each owner (each Righteous player, the Evil side), the cells `seat` may not see; cards only move among
    their owner's places, so each group is re-dealt apart."""
    evil_seat = state.evil.seat
    groups = []
    for s in state.team:
        p = state.players[s]
        mine = cells([p.deck])
        if s != seat:
            mine += [(slot, "card") for slot in p.cost_zone if not slot.face_up]
        if evil_seat is not None and seat == evil_seat:
            mine += cells([p.hand])
        groups.append(mine)
    side = state.evil
    evil = [(side.deck, i) for i in range(len(side.deck) - side.foreseen)]
    if evil_seat is not None and seat != evil_seat:
        evil += cells([side.hand]) + [(slot, "card") for slot in side.cost_zone]
    groups.append(evil)
    return groups


def unseen(rules, state, seat: int, rng):
    return redealt(state, rng, lambda other: _hidden(other, seat))


def marked(rules, state, seat: int):
    """The cards' names and texts marked where `seat` cannot see them (the cards are pydantic models)."""
    return marked_cards(state, sorted({card_at(c) for group in _hidden(state, seat) for c in group}))
