"""What a seat may see: no deck order, no face-down Cost Zone card of another player (your own you see), no Evil
hand for the Righteous; co-op hands open to the team, closed between Evil and the Righteous."""

from __future__ import annotations

from bible_tabletop.engine.digest import digest
from bible_tabletop.engine.decision import deciding
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.view import HIDDEN
from bible_tabletop.games.christianity.rules.game import RULES


def _game(players=3, kind="traditional"):
    return RULES.setup(GameConfig(game="christianity", players=players, options={"game_type": kind}), 4)


def test_deck_order_is_hidden_from_everyone():
    """No seat sees the order of any deck (the Evil deck's top only while it is shown)."""
    state = _game()
    for seat in (None, 0, 1, 2):
        v = RULES.view(state, seat)
        for s in state.team:
            assert set(v.players[s].deck) == {HIDDEN} and len(v.players[s].deck) == len(state.players[s].deck)
        assert set(v.evil.deck) == {HIDDEN}
        assert v.rng is None


def test_face_down_cost_zone_cards_only_their_owner_sees():
    """Rulings: Resources: the Cost Zone is face down; its player may look at their own."""
    state = _game()
    state.players[1].cost_zone[0].face_up = True
    v = RULES.view(state, 0)
    assert [s.card for s in v.players[0].cost_zone] == [s.card for s in state.players[0].cost_zone]
    theirs = [s.card for s in v.players[1].cost_zone]
    assert theirs[0] == state.players[1].cost_zone[0].card and set(theirs[1:]) == {HIDDEN}


def test_co_op_hands_are_open_to_the_team():
    """Co-op: every Righteous player sees every Righteous hand."""
    state = _game()
    v = RULES.view(state, 0)
    assert all(v.players[s].hand == state.players[s].hand for s in state.team)


def test_the_evil_hand_and_the_righteous_hands_are_hidden_across_the_sides():
    """A human Evil player: the Evil hand and Cost Zone are hidden from the Righteous, their hands from Evil."""
    state = _game(3, "human_evil")
    evil_seat = state.evil.seat
    righteous = RULES.view(state, 0)
    assert set(righteous.evil.hand) == {HIDDEN} and {s.card for s in righteous.evil.cost_zone} == {HIDDEN}
    assert righteous.players[1].hand == state.players[1].hand
    evil = RULES.view(state, evil_seat)
    assert evil.evil.hand == state.evil.hand
    assert all(set(evil.players[s].hand) == {HIDDEN} for s in state.team)


def test_a_view_changes_nothing_in_the_position():
    state = _game()
    before = digest(state)
    v = RULES.view(state, 1)
    v.players[0].hand.append(999)
    v.evil.deck.clear()
    assert digest(state) == before


def _hidden_groups(state, seat):
    """For each owner, the places holding cards `seat` may not see (cards only move among their owner's places)."""
    hands_hidden = state.evil.seat is not None and seat == state.evil.seat
    groups = []
    for s in state.team:
        p = state.players[s]
        cells = [(p.deck, i) for i in range(len(p.deck))]
        if s != seat:
            cells += [(slot, "card") for slot in p.cost_zone if not slot.face_up]
        if hands_hidden:
            cells += [(p.hand, i) for i in range(len(p.hand))]
        groups.append(cells)
    side = state.evil
    cells = [(side.deck, i) for i in range(len(side.deck) - side.foreseen)]
    if side.seat is not None and seat != side.seat:
        cells += [(side.hand, i) for i in range(len(side.hand))]
        cells += [(slot, "card") for slot in side.cost_zone]
    groups.append(cells)
    return groups


def test_a_seat_sees_the_same_whatever_lies_where_it_cannot_see():
    """No hidden fact in a view: re-dealing the cards a seat cannot see (deck orders, others' face-down Cost Zone
    cards, the Evil hand, or the Righteous hands for Evil) leaves that seat's view unchanged."""
    import random

    from bible_tabletop.engine.bots import RandomBot
    from bible_tabletop.engine.privacy import redeal
    from bible_tabletop.engine.snapshot import snapshot
    rng = random.Random(3)
    checked = 0
    for players, kind in ((2, "traditional"), (3, "human_evil"), (1, "duel")):
        state = _game(players, kind)
        bot = RandomBot(players)
        for step in range(400):
            if RULES.outcome(state) is not None:
                break
            if step % 25 == 0:
                for seat in range(players):
                    other = snapshot(state)
                    for cells in _hidden_groups(other, seat):
                        redeal(rng, cells)
                    assert digest(RULES.view(other, seat)) == digest(RULES.view(state, seat)), (kind, step, seat)
                    checked += 1
            RULES.apply(state, bot.choose(RULES, state, deciding(RULES.decision(state))))
    assert checked > 40
