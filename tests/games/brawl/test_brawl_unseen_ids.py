"""A seat's legal actions name no card it has not seen (issue 20's Brawl brief, item 3): a card is named by its
instance, and the catalogue of instances is public, so an action naming an unseen card (an opponent's face-down
character, a card in another hand or packet) would tell the seat which card it is."""

from __future__ import annotations

import random

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.brawl.rules.game import RULES
from bible_tabletop.games.brawl.rules.options import random_options

CARD_FIELDS = ("card", "target", "attacker", "defender")  # `pick` names a card only when a card is chosen
GAMES = 30


def unseen(state, seat: int) -> set[int]:
    """The cards `seat` cannot see now: the other hands and draft packets, their face-down characters."""
    out: set[int] = set()
    for i, p in enumerate(state.players):
        if i != seat:
            out.update(p.hand, p.packet, (f.card for f in p.battle + p.back if not f.face_up))
    return out


def named_cards(state, action) -> list[int]:
    """The card instances `action` names."""
    names = [getattr(action, f, None) for f in CARD_FIELDS]
    pend = state.pending.now
    if action.kind == "choose" and pend is not None and pend.details.get("label") not in ("opponent", "line"):
        names.append(action.pick)
    return [n for n in names if n is not None]


def test_no_legal_action_names_a_card_its_seat_has_not_seen():
    """Random games of 2-4 players: at every position, the deciding seat's legal actions name only cards it sees."""
    master, positions = random.Random(20), 0
    for g in range(GAMES):
        seed = master.randrange(2**31)
        options = random_options(random.Random(seed))
        state = RULES.setup(GameConfig(game="brawl", players=2 + g % 3, options=options), seed)
        rng = random.Random(seed)
        while RULES.outcome(state) is None:
            seat = RULES.decision(state).seats[0]
            legal = RULES.legal_actions(state, seat)
            hidden = unseen(state, seat)
            leaks = [a for a in legal if hidden.intersection(named_cards(state, a))]
            assert not leaks, f"game {g}: seat {seat} is offered {leaks[0]!r}, naming a card it has not seen"
            positions += 1
            RULES.apply(state, rng.choice(legal))
    assert positions > 1000
