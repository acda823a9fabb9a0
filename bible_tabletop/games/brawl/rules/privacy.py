"""What a seat may not see in Bible Brawl (engine/privacy.py): both decks, the other seats' hands and draft packets,
their face-down characters."""

from bible_tabletop.engine.privacy import card_at, cells, marked_cards, redealt

VARIANTS = ("shuffle",)
PUBLIC_CATALOGUE = True


def _hidden(state, seat: int):
    """The cells of hidden characters and of hidden action cards (card backs differ: each kind stays apart)."""
    chars, actions = cells([state.char_deck]), cells([state.action_deck])
    for i, p in enumerate(state.players):
        if i == seat:
            continue
        chars += cells([p.packet])
        chars += [(f, "card") for line in (p.battle, p.back) for f in line if not f.face_up]
        for k, c in enumerate(p.hand):
            (chars if state.cards[c].kind == "character" else actions).append((p.hand, k))
    return [chars, actions]


def unseen(rules, state, seat: int, rng):
    return redealt(state, rng, lambda other: _hidden(other, seat))


def marked(rules, state, seat: int):
    return marked_cards(state, [card_at(c) for group in _hidden(state, seat) for c in group])
