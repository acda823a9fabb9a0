"""The card steps of the vocabulary as the rules carry them out (Card Types: effects), each through a card played
in the Main Phase of the first player's turn."""

from __future__ import annotations

import pytest

from bible_tabletop.games.christianity.rules.actions import Choose, Play


def _main(kit, players=2):
    rules = kit.rules_for()
    state = kit.new_game(rules, players)
    kit.drive(rules, state, kit.at("main", 0))
    for seat in state.team:
        kit.zone(state, seat, 4)
    return rules, state


def _play(kit, rules, state, effects, seat=0, **fields):
    card = kit.give(state, seat, kit.card("maturity", 1, effects=effects, **fields))
    rules.apply(state, Play(by=seat, card=card))
    return card


def test_lose_power_mill_rotate_unrotate(kit):
    rules, state = _main(kit)
    me = state.players[0]
    me.power, deck = 5, len(me.deck)
    me.cost_zone[0].rotated = me.cost_zone[1].rotated = True
    _play(kit, rules, state, [{"do": "lose_power", "amount": 2}, {"do": "mill", "amount": 2},
                              {"do": "unrotate", "amount": 1}, {"do": "rotate", "amount": 3}])
    assert me.power == 3 and len(me.deck) == deck - 2
    assert sum(s.rotated for s in me.cost_zone) == 4  # 2, +1 paid = 3, -1 = 2, then the 2 left (of 3 asked)


def test_discard_of_the_players_choice_and_at_random(kit):
    rules, state = _main(kit)
    me = state.players[0]
    discarded = len(me.discard)
    _play(kit, rules, state, [{"do": "discard", "amount": 2}])
    assert rules.decision(state).kind == "choose"
    first = me.hand[0]
    rules.apply(state, Choose(by=0, option=0))
    rules.apply(state, Choose(by=0, option=0))
    assert first in me.discard and len(me.discard) == discarded + 3  # two chosen and the card played
    hand = len(me.hand)
    _play(kit, rules, state, [{"do": "discard", "amount": 1, "random": True}])
    assert len(me.hand) == hand - 1 and rules.decision(state).kind == "turn"


def test_level_up_gives_a_level_and_an_ability_choice(kit):
    rules, state = _main(kit)
    power = state.players[0].power
    _play(kit, rules, state, [{"do": "level_up", "amount": 1}])
    assert (state.players[0].level, state.players[0].power) == (1, power)
    assert rules.decision(state).kind == "ability"


def test_flip_up_recover_and_foresee_with_bottom(kit):
    rules, state = _main(kit)
    me = state.players[0]
    me.discard.extend(me.deck[:2])
    del me.deck[:2]
    top = state.evil.deck[-1]
    _play(kit, rules, state, [{"do": "flip_up", "amount": 1, "random": True},
                              {"do": "recover", "amount": 1, "to": "hand"},
                              {"do": "foresee", "amount": 2, "bottom": True}])
    assert sum(s.face_up for s in me.cost_zone) == 1
    rules.apply(state, Choose(by=0, option=0))  # recover the first discarded card
    d = state.pending.now.details
    assert d["what"] == "bottom" and d["options"][0] == -1
    rules.apply(state, Choose(by=0, option=1))  # the top card goes to the bottom
    assert state.evil.deck[0] == top
    rules.apply(state, Choose(by=0, option=0))  # and no more
    assert rules.decision(state).kind == "turn"


def test_resist_fits_by_cost_and_remove_evil_by_tag(kit):
    rules, state = _main(kit)
    me = state.players[0]
    dear = kit.give(state, 0, kit.card("temptation", 4), where="tempted")
    cheap = kit.give(state, 0, kit.card("temptation", 1), where="tempted")
    habit = kit.give(state, 0, kit.card("evil_habitual", 2, tags=["greed"]), where="evil")
    _play(kit, rules, state, [{"do": "resist", "max_cost": 2}, {"do": "remove_evil", "tags": ["pride"]}])
    assert me.tempted == [dear] and cheap in state.evil.resisted and me.evil == [habit]
    _play(kit, rules, state, [{"do": "remove_evil", "tags": ["greed"]}])
    assert me.evil == [] and habit in state.evil.resisted


def test_discount_and_gain_ability_and_if(kit):
    rules, state = _main(kit)
    me = state.players[0]
    me.power = 4
    _play(kit, rules, state, [{"do": "discount", "amount": 1, "what": "maturity"},
                              {"do": "gain_ability", "ability": "speed"},
                              {"do": "if", "cond": {"power_at_least": 4},
                               "then": [{"do": "gain_power", "amount": 2}],
                               "else": [{"do": "lose_power", "amount": 1}]}],
          duel=[{"do": "draw", "amount": 1}])
    assert me.discounts == [("maturity", 1)] and "speed" in me.abilities and me.power == 6


@pytest.mark.parametrize("target,gainers", [("each", {0, 1, 2}), ("others", {1, 2}), ("one", {2})])
def test_targets_each_others_and_one(kit, target, gainers):
    rules, state = _main(kit, 3)
    before = [state.players[s].power for s in range(3)]
    _play(kit, rules, state, [{"do": "gain_power", "amount": 1, "target": target}])
    if target == "one":
        assert rules.decision(state).kind == "choose"
        rules.apply(state, Choose(by=0, option=2))
    assert {s for s in range(3) if state.players[s].power > before[s]} == gainers


def test_evil_steps_tempt_and_lose_in_play(kit):
    """Evil cards: more Evil cards at once, and a card in play lost (the tempted player chooses)."""
    rules, state = _main(kit)
    from bible_tabletop.games.christianity.rules.effects import evil
    from bible_tabletop.games.christianity.rules.state import InPlay
    me = state.players[0]
    for _ in range(2):
        me.in_play.append(InPlay(kit.give(state, 0, kit.card("habitual", 1), where="none")))
    card = kit.give(state, 0, kit.card("temptation", 2, on_fail=[{"do": "tempt", "amount": 1},
                                                              {"do": "lose_in_play"}]), where="tempted")
    me.tempted[:] = [card]
    evil.failed(state, 0)
    from bible_tabletop.games.christianity.rules import turn
    turn.settle(state)
    assert len(me.tempted) == 1 and rules.decision(state).kind == "choose"
    rules.apply(state, Choose(by=0, option=1))
    assert len(me.in_play) == 1


def test_one_player_is_chosen_once_for_the_whole_text(kit):
    """Vocabulary: every `one` step of a card's text reaches the same chosen player (asked once)."""
    rules, state = _main(kit, 3)
    before = state.players[2].power
    hand = len(state.players[2].hand)
    _play(kit, rules, state, [{"do": "gain_power", "amount": 1, "target": "one"},
                              {"do": "draw", "amount": 1, "target": "one"}])
    rules.apply(state, Choose(by=0, option=2))
    assert rules.decision(state).kind == "turn"
    assert state.players[2].power == before + 1 and len(state.players[2].hand) == hand + 1
