"""What a seat may not see: the deck's order and the other seats' hands."""

from bible_tabletop.engine.privacy import card_at, cells, marked_cards, redealt

VARIANTS = ("shuffle",)
PUBLIC_CATALOGUE = True


def _hidden(state, seat: int):
    return cells([state.deck] + [hand for i, hand in enumerate(state.hands) if i != seat])


def unseen(rules, state, seat: int, rng):
    return redealt(state, rng, lambda other: [_hidden(other, seat)])


def marked(rules, state, seat: int):
    return marked_cards(state, [card_at(c) for c in _hidden(state, seat)])
