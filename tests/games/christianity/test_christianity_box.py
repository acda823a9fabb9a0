"""The box's rules by default (issue 19): no level cap, the riser always picks, Double Resistance only from
Dependence Level 2, abilities in a Duel only by levelling up; and the two house rules kept as setup options, off by
default (level_cap, one_pick)."""

from __future__ import annotations

import pytest

from bible_tabletop.engine.decision import deciding
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.christianity.rules import abilities, invariants, turn
from bible_tabletop.games.christianity.rules.effects import evil
from bible_tabletop.games.christianity.rules.actions import Pick, Play
from bible_tabletop.games.christianity.rules.models import Card, load_game
from bible_tabletop.games.christianity.rules.game import RULES


# -- Rules of Battle 4: no level cap ---------------------------------------------------------------------------------
def test_rules_of_battle_4_power_rolls_over_every_time_with_no_level_cap(kit):
    """Rules of Battle 4: every time Power reaches 10 or more the Dependence Level rises and the rest carries over,
    past Level 3 too; each rise lets the riser choose an ability."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    me = state.players[0]
    me.level, me.power = 3, 8
    abilities.gain(state, 0, 5)
    assert (me.level, me.power) == (4, 3)
    assert state.pending.now.kind == "ability" and state.pending.now.seat == 0
    abilities.rise(state, 0, 1)
    assert me.level == 5


def test_rules_of_battle_4_above_level_3_draw_level_plus_2_and_face_level_plus_1(kit):
    """Phases 3 and 5: a player above Level 3 draws Level + 2 and faces Level + 1 Evil cards like everyone else."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, kit.at("cost_zone", 1))
    state.players[0].level = 4
    assert evil.count(state) == 1  # the current player's (Player 2, Level 0)
    state.current = 0
    assert evil.count(state) == 5
    hand = len(state.players[0].hand)
    turn.enter(state, "draw")
    assert len(state.players[0].hand) == hand + 6


def test_rules_of_battle_1_the_win_needs_every_player_at_level_3_or_more(kit):
    """Rules of Battle 1: the Righteous win when every one of them is at Dependence Level 3 or more with no active
    Evil Habitual (a player past Level 3 counts)."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    state.players[0].level, state.players[1].level = 5, 2
    assert not turn.won(state)
    state.players[1].level = 3
    assert turn.won(state)
    turn.settle(state)
    assert state.result == "righteous" and "Level 3 or more" in state.ended


def test_the_board_shows_levels_past_3(kit):
    """Rules of Battle 4: the player's block shows the level they are at, past 3 too."""
    from bible_tabletop.games.christianity.ui import panels
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    state.players[0].level = 5
    for wide in (True, False):
        head = panels.player_lines(state, 0, wide)[0].plain
        assert "5" in head and "of 3" not in head, head


def test_the_consistency_checks_follow_the_box_no_flag_above_level_3(kit):
    """invariants.py: a level past 3 is the box's game; only the house rule level_cap makes it wrong."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    state.players[0].level = 6
    assert not any("Dependence Level" in b for b in invariants.check(state))
    capped = kit.new_game(rules, 2, level_cap="on")
    capped.players[0].level = 4
    assert any("Dependence Level 4" in b for b in invariants.check(capped))


def test_house_rule_level_cap_stops_the_level_at_3_and_power_goes_on(kit):
    """House rule level_cap (this edition's old ruling 9, off by default): Dependence Level 3 is the top and Power
    keeps counting there without rolling over."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2, level_cap="on")
    me = state.players[0]
    me.level, me.power = 3, 8
    abilities.gain(state, 0, 5)
    assert (me.level, me.power) == (3, 13) and not state.pending
    abilities.rise(state, 0, 1)
    assert me.level == 3
    assert invariants.check(state) == []


# -- Rules of Battle 4: the riser always picks -----------------------------------------------------------------------
def test_rules_of_battle_4_the_riser_picks_also_when_the_rise_completes_a_shared_level(kit):
    """Rules of Battle 4 (rulings, Abilities): the player who rose chooses an ability for themselves, also when that
    rise brings the last player to a new shared level; the team then chooses a different one together."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 3)
    kit.drive(rules, state, kit.at("main", 0))
    state.players[0].level = state.players[1].level = 1
    abilities.gain(state, 2, 7)
    asked = [(p.seat, p.details["team"]) for p in state.pending]
    assert asked == [(2, False), (2, True)]
    rules.apply(state, Pick(by=2, ability="speed"))
    assert "speed" not in {a.ability for a in rules.legal_actions(state, 2, "pick")}
    rules.apply(state, Pick(by=2, ability="foresight"))
    assert state.players[2].abilities == ["speed"] and state.shared == ["foresight"]


def test_house_rule_one_pick_the_teams_pick_stands_for_the_risers_own(kit):
    """House rule one_pick (this edition's old ruling 10, off by default): the rise that completes a shared level
    gives only the team's pick; in a Duel every level gives one."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2, one_pick="on")
    kit.drive(rules, state, kit.at("main", 0))
    state.players[0].level = 1
    abilities.gain(state, 1, 7)
    assert [(p.seat, p.details["team"]) for p in state.pending] == [(1, True)]
    duel = kit.new_game(rules, 1, one_pick="on")
    abilities.gain(duel, 0, 7)
    assert [p.details["team"] for p in duel.pending] == [True]


# -- Maturity Abilities: Double Resistance from Level 2 ---------------------------------------------------------
def _shipped(cid: str) -> Card:
    return load_game()[0][cid]


def test_double_resistance_from_dependence_level_2_whatever_grants_it(kit):
    """Maturity Abilities: Double Resistance (Dependence Level 2+): Two Are Better Than One played below Level 2
    gives it for the rest of the game, and it holds once its player reaches Level 2."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, kit.at("main", 0))
    kit.zone(state, 0, 6)
    kit.zone(state, 1, 5)
    me = state.players[0]
    rules.apply(state, Play(by=0, card=kit.give(state, 0, _shipped("two_are_better"))))
    assert "double_resistance" in me.abilities and not abilities.has(state, 0, "double_resistance")
    assert any("Double Resistance" in e.text and "(from Dependence Level 2)" in e.text for e in state.log)
    for level, asked in ((1, False), (2, True)):
        me.level = level
        kit.give(state, 0, kit.card("temptation", 2), "tempted")
        turn.give_in(state)
        assert [p.seat for p in state.pending if p.kind == "help"] == ([1] if asked else []), level
        assert abilities.has(state, 0, "double_resistance") == asked


def test_double_resistance_bought_or_chosen_only_from_level_2(kit):
    """Maturity Abilities: Double Resistance cannot be chosen or bought below the shared Level 2."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    state.players[0].level = 2
    assert "double_resistance" in abilities.choices(state, 0, False)
    assert "double_resistance" not in abilities.choices(state, 0, True)
    state.shared.append("double_resistance")  # even held by the team, a player below Level 2 lacks it
    assert abilities.has(state, 0, "double_resistance") and not abilities.has(state, 1, "double_resistance")


# -- Game Types: Duel, abilities only by levelling up ------------------------------------------------------------
GRANTING = ("talents", "two_are_better", "bear_burdens", "love_one_another", "restore_years", "watchman",
            "redeeming_time", "lamp_on_stand")


def test_game_types_every_card_granting_an_ability_says_what_it_does_in_a_duel():
    """Game Types (Duel: abilities only by levelling up): the cards that grant an ability have duel steps, and their
    text says what happens in a Duel."""
    cards = load_game()[0]
    granting = {cid for cid, c in cards.items() if c.grants}
    assert granting == set(GRANTING)
    for cid in GRANTING:
        assert cards[cid].duel and "Duel" in cards[cid].text, cid


def test_game_types_a_card_granting_an_ability_without_duel_steps_is_refused(kit):
    """Game Types: the card data is validated: granting an ability needs duel steps, and duel steps grant none."""
    with pytest.raises(Exception, match="Duel"):
        kit.card("maturity", 1, effects=[{"do": "gain_ability", "ability": "speed"}])
    with pytest.raises(Exception, match="Duel"):
        kit.card("maturity", 1, effects=[{"do": "gain_power", "amount": 1}], duel=[{"do": "draw", "amount": 1}])
    with pytest.raises(Exception, match="levelling up"):
        kit.card("maturity", 1, effects=[{"do": "gain_ability", "ability": "speed"}],
                 duel=[{"do": "gain_ability", "ability": "foresight"}])


@pytest.mark.parametrize("cid", ["talents", "love_one_another"])
def test_game_types_in_a_duel_a_maturity_granting_an_ability_does_its_duel_steps(kit, cid):
    """Game Types: Duel: Good and Faithful Servant and Love One Another grant no ability; their duel steps happen
    instead (in a Traditional game they grant it)."""
    card = _shipped(cid)
    for players, held in ((1, False), (2, True)):
        rules = kit.rules_for()
        state = kit.new_game(rules, players)
        kit.drive(rules, state, kit.at("main", 0))
        kit.zone(state, 0, 6)
        me = state.players[0]
        n = kit.give(state, 0, card)
        power, zone = me.power, len(me.cost_zone)
        rules.apply(state, Play(by=0, card=n))
        kit.drive(rules, state, lambda s: not s.pending and not s.stack)
        ability = next(s.ability for s in card.effects if s.do == "gain_ability")
        assert (ability in me.abilities) == held
        if players == 1 and cid == "talents":
            assert len(me.cost_zone) == zone + 1 and me.power == power + 1
        if players == 1 and cid == "love_one_another":
            assert me.power == power + 2


def test_game_types_in_a_duel_a_habitual_in_play_gives_no_ability(kit):
    """Game Types: Duel: The Watchman, Redeeming the Time and A Candle on a Candlestick hold no ability there; their
    duel steps happen as they come into play."""
    for cid, ability in (("watchman", "foresight"), ("redeeming_time", "speed"), ("lamp_on_stand", "vibrancy")):
        for players in (1, 2):
            rules = kit.rules_for()
            state = kit.new_game(rules, players)
            kit.drive(rules, state, kit.at("main", 0))
            kit.zone(state, 0, 6)
            me = state.players[0]
            n = kit.give(state, 0, _shipped(cid))
            power, hand = me.power, len(me.hand) - 1
            rules.apply(state, Play(by=0, card=n))
            kit.drive(rules, state, lambda s: not s.pending and not s.stack)
            assert any(s.card == n for s in me.in_play)
            assert abilities.has(state, 0, ability) == (players == 2), (cid, players)
            if players == 1 and cid == "redeeming_time":
                assert me.power == power + 2
            if players == 1 and cid == "watchman":
                assert len(me.hand) == hand + 1


def test_house_rules_measured_both_ways_play_to_the_end():
    """The house rules set up and play seeded games to the end with every consistency check holding."""
    from bible_tabletop.engine.bots import RandomBot
    for options in ({"level_cap": "on"}, {"one_pick": "on"}, {}):
        state = RULES.setup(GameConfig(game="christianity", players=2, options=options), 4)
        bots = [RandomBot(4), RandomBot(5)]
        for _ in range(3000):
            if RULES.outcome(state) is not None:
                break
            seat = deciding(RULES.decision(state))
            RULES.apply(state, bots[seat].choose(RULES, state, seat))
            assert invariants.check(state) == []
        assert RULES.outcome(state) is not None
