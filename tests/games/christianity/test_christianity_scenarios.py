"""The scenarios issue 11 names: the boost example both ways, a three-deep Unction stack with responses, Double
Resistance paid by another player, Power 12 rolling over, the Failed pile reshuffle, the win at the moment the last
condition is met, the loss at the end of round 10."""

from __future__ import annotations

from bible_tabletop.engine.game import Result
from bible_tabletop.games.christianity.rules.effects import evil
from bible_tabletop.games.christianity.rules.actions import (
    Boost, Choose, EndPhase, Free, GiveIn, Help, Pass, Play,
)

EXAMPLE_BOOSTS = [
    {"kind": "brotherly_any", "cost": 3, "above_text": True, "marks_boosted": True},
    {"kind": "brotherly_any", "cost": 5, "above_text": True, "effects": [
        {"do": "choose_one", "options": [[{"do": "draw", "amount": 3}],
                                         [{"do": "draw", "amount": 1, "to": "cost_zone", "face_up": True}]]}]},
]
EXAMPLE_TEXT = [{"do": "choose_one", "all_if_boosted": True, "options": [
    [{"do": "draw", "amount": 3}], [{"do": "draw", "amount": 1, "to": "cost_zone", "face_up": True}]]}]


def _example(kit):
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, kit.at("main", 0))
    card = kit.give(state, 0, kit.card("maturity", 1, boosts=EXAMPLE_BOOSTS, effects=EXAMPLE_TEXT))
    kit.zone(state, 0, 4)
    kit.zone(state, 1, 8)
    return rules, state, card


def test_boost_example_paid_marks_the_card_boosted_so_its_text_does_both(kit):
    """Boosts: when boosts resolve (the rulebook's example, paid): the first boost, above the text, only marks the
    card boosted; the text then does both options: 3 cards to hand and 1 face up into the Cost Zone."""
    rules, state, card = _example(kit)
    me = state.players[0]
    hand, zone_size = len(me.hand), len(me.cost_zone)
    rules.apply(state, Play(by=0, card=card))
    d = rules.decision(state)
    assert (d.kind, d.seats) == ("offer", (1,))  # Brotherly-Any: the teammate is asked, not the card's player
    rules.apply(state, Boost(by=1))  # pays 3: marks boosted
    rules.apply(state, Pass(by=1))  # declines the 5
    assert len(me.hand) == hand - 1 + 3
    assert len(me.cost_zone) == zone_size + 1 and me.cost_zone[-1].face_up
    assert sum(s.rotated for s in state.players[1].cost_zone) == 3


def test_boost_example_unpaid_lets_its_player_choose_one(kit):
    """Boosts: when boosts resolve (the example, not paid): the card is not boosted; its player chooses one."""
    rules, state, card = _example(kit)
    me = state.players[0]
    hand, zone_size = len(me.hand), len(me.cost_zone)
    rules.apply(state, Play(by=0, card=card))
    rules.apply(state, Pass(by=1))
    rules.apply(state, Pass(by=1))
    d = rules.decision(state)
    assert (d.kind, d.seats) == ("choose", (0,))
    rules.apply(state, Choose(by=0, option=1))  # 1 face up into the Cost Zone, no cards to hand
    assert len(me.hand) == hand - 1
    assert len(me.cost_zone) == zone_size + 1 and me.cost_zone[-1].face_up


def test_boost_example_the_five_boost_resolves_before_the_text(kit):
    """Boosts: both boosts above the text paid: the 5 boost's own choice comes first, then the boosted text does
    both (the rulebook's order: boosts printed above the text resolve before it)."""
    rules, state, card = _example(kit)
    me = state.players[0]
    hand = len(me.hand)
    rules.apply(state, Play(by=0, card=card))
    rules.apply(state, Boost(by=1))
    rules.apply(state, Boost(by=1))
    d = rules.decision(state)
    assert (d.kind, d.seats) == ("choose", (1,))  # the 5 boost's option, before the text, chosen by its payer
    rules.apply(state, Choose(by=1, option=0))  # draw 3 (for the card's player)
    assert len(me.hand) == hand - 1 + 3 + 3


def test_three_deep_unction_stack_resolves_last_in_first_out(kit):
    """Phase 9: Unctions: each goes on the stack, every player in turn order may respond, the top resolves first."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, kit.at("main", 0))
    for seat in (0, 1):
        state.players[seat].hand.clear()
        kit.zone(state, seat, 6)
    u1 = kit.give(state, 0, kit.card("unction", 1, name="First Unction"))
    u3 = kit.give(state, 0, kit.card("unction", 1, name="Third Unction", effects=[{"do": "gain_power", "amount": 3}]))
    u2 = kit.give(state, 1, kit.card("unction", 1, name="Second Unction",
                                     effects=[{"do": "gain_power", "amount": 2}]))
    kit.give(state, 1, kit.card("unction", 1, name="Kept Unction"))  # so seat 2 stays able to respond
    power = state.players[0].power, state.players[1].power
    rules.apply(state, Play(by=0, card=u1))
    d = rules.decision(state)
    assert (d.kind, d.seats) == ("respond", (0,))  # in turn order, from the player whose turn it is
    rules.apply(state, Pass(by=0))
    assert rules.decision(state).seats == (1,)
    rules.apply(state, Play(by=1, card=u2))  # a response: the stack is two deep
    rules.apply(state, Play(by=0, card=u3))  # and three
    assert [state.cards[p.card].name for p in state.stack.items] == ["First Unction", "Second Unction",
                                                                     "Third Unction"]
    start = len(state.log)
    for _ in range(3):  # seat 1 holds no Unction now and passes by itself; seat 2 passes on each in turn
        assert rules.decision(state).seats == (1,)
        rules.apply(state, Pass(by=1))
    lines = [e.text for e in state.log[start:] if "gains" in e.text]
    assert [line.split(":")[0] for line in lines] == ["Third Unction", "Second Unction", "First Unction"]
    assert (state.players[0].power, state.players[1].power) == (power[0] + 3 + 1, power[1] + 2)
    assert not state.stack


def test_double_resistance_lets_a_teammate_pay_the_cost(kit):
    """Maturity Abilities: Double Resistance: when the current player gives in, a teammate may rotate their own
    Cost Zone cards to resist the Evil card for them."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    state.shared.append("double_resistance")
    kit.drive(rules, state, lambda s: s.phase == "resistance" and s.current == 0 and not s.window)
    for seat in state.team:  # the team holds Double Resistance from Dependence Level 2
        state.players[seat].level = state.shared_level = 2
    me = state.players[0]
    kit.zone(state, 0, 1)  # too few to resist by itself (cost 2)
    kit.zone(state, 1, 5)
    me.hand[:] = me.hand[:1]  # a Maturity to play later keeps the turn in its Main Phase
    tempted = list(me.tempted)
    power = me.power
    rules.apply(state, GiveIn(by=0))
    d = rules.decision(state)
    assert (d.kind, d.seats) == ("help", (1,))
    rules.apply(state, Help(by=1))
    assert state.evil.resisted[-1] == tempted[0] and tempted[0] not in state.evil.failed
    assert sum(s.rotated for s in state.players[1].cost_zone) == 2
    assert me.power == power


def test_power_12_rolls_over_to_level_1_and_2_power(kit):
    """Rules of Battle 4: Power 10 or more raises the Dependence Level and the rest carries over (12: +1, 2)."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, kit.at("main", 0))
    state.players[0].power = 3
    kit.zone(state, 0, 3)
    card = kit.give(state, 0, kit.card("maturity", 1, effects=[{"do": "gain_power", "amount": 9}]))
    rules.apply(state, Play(by=0, card=card))
    me = state.players[0]
    assert (me.level, me.power) == (1, 2)
    assert rules.decision(state).kind == "ability"  # the riser chooses an ability


def test_the_failed_pile_is_shuffled_back_when_the_evil_deck_runs_out(kit):
    """Phase 5: Evil Draw/Play: an empty Evil deck takes back the Failed pile, shuffled; never the Resisted pile."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    side = state.evil
    side.failed, side.resisted = side.deck[:10], side.deck[10:20]
    side.deck = []
    failed, resisted = set(side.failed), list(side.resisted)
    card = evil.draw(state)
    assert card in failed
    assert set(side.deck) | {card} == failed and not side.failed
    assert side.resisted == resisted
    assert "shuffled back" in state.log[-1].text


def test_the_win_comes_the_moment_the_last_condition_is_met(kit):
    """Rules of Battle 1: every Righteous player at Dependence Level 3 with no active Evil Habitual: the Righteous
    win at once, mid-phase (here by paying off the last Evil Habitual in the Main Phase)."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, kit.at("main", 0))
    for seat in (0, 1):
        state.players[seat].level = 3
    habit = kit.give(state, 0, kit.card("evil_habitual", 2), where="evil")
    kit.zone(state, 0, 3)
    assert rules.outcome(state) is None  # level 3 all round, but an Evil Habitual is active
    rules.apply(state, Free(by=0, card=habit))
    out = rules.outcome(state)
    assert out is not None and out.results == (Result.WIN, Result.WIN)
    assert rules.decision(state) is None and rules.legal_actions(state) == []


def test_the_win_by_power_comes_at_once(kit):
    """Rules of Battle 1: the last player rising to Dependence Level 3 wins the game on the spot."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, kit.at("main", 0))
    state.players[1].level = 3
    state.players[0].level, state.players[0].power = 2, 9
    kit.zone(state, 0, 3)
    card = kit.give(state, 0, kit.card("maturity", 1))
    rules.apply(state, Play(by=0, card=card))
    assert rules.outcome(state).winners == (0, 1)


def test_the_evil_side_wins_at_the_end_of_round_10(kit):
    """Rules of Battle 2 and 1: a round is one turn each; at the end of round 10 without the win, Evil wins."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, lambda s: s.round == 10 and kit.at("main", 1)(s), limit=3000)
    assert rules.outcome(state) is None
    rules.apply(state, EndPhase(by=1))
    kit.drive(rules, state, lambda s: s.result is not None)
    out = rules.outcome(state)
    assert out.results == (Result.LOSS, Result.LOSS) and out.winners == ()
    assert state.round == 10 and state.turns == 20
