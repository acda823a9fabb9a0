"""A test per rule, named after its rulebook section or ruling (setup, phases, Cost Zone, resisting, Power,
abilities, Unctions, boosts, discard, the human Evil player)."""

from __future__ import annotations

import pytest

from bible_tabletop.engine.curtain import needs_curtain
from bible_tabletop.engine.decision import Mode, deciding
from bible_tabletop.engine.game import GameConfig, IllegalAction
from bible_tabletop.games.christianity.rules import abilities, costzone, turn
from bible_tabletop.games.christianity.rules.actions import (
    AutoPass, Boost, Discard, EndPhase, EvilPlay, GiveIn, Pass, Pick, Place, Play, Resist, Restore, Shift, Use,
)


def test_start_of_game_seven_to_hand_three_to_cost_zone(kit):
    """Phases: Start of Game: 7 cards to hand and 3 to the Cost Zone each; Power 3, Dependence Level 0."""
    rules = kit.rules_for()
    state = rules.setup(GameConfig(game="christianity", players=3, options={"first": "2"}), 5)
    for seat in (0, 2):  # not yet at their turn
        p = state.players[seat]
        assert (len(p.hand), len(p.cost_zone), p.power, p.level) == (7, 3, 3, 0)
    assert state.current == state.first == 1
    assert len(state.players[1].hand) == 7 + 2  # the first player has drawn Dependence Level + 2 already


def test_setup_refuses_what_it_cannot_take(kit):
    """Game Types: Traditional takes 2 to 4, Duel 1, a human Evil player needs 3 or more; refusals are sentences."""
    rules = kit.rules_for()
    for players, options, words in ((1, {"game_type": "traditional"}, "2 to 4"), (2, {"game_type": "human_evil"},
                                    "3 to 5"), (2, {"game_type": "duel"}, "takes 1"), (2, {"first": "3"}, "first")):
        with pytest.raises(ValueError, match=words):
            rules.setup(GameConfig(game="christianity", players=players, options=options), 0)


def test_game_type_auto_follows_the_number_of_players(kit):
    """Game Types: by default 1 player is a Duel, 2-4 Traditional, 5 puts the last seat at the Evil deck."""
    rules = kit.rules_for()
    kinds = {n: kit.new_game(rules, n).game_type for n in (1, 2, 4, 5)}
    assert kinds == {1: "duel", 2: "traditional", 4: "traditional", 5: "human_evil"}
    assert kit.new_game(rules, 5).evil.seat == 4


def test_phases_run_in_the_rulebooks_order(kit, monkeypatch):
    """Phases 1-8: Reset, Check, Righteous Draw, Cost Zone, Evil Draw/Play, Resistance, Main, Discard."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    seen = []
    real = turn.enter
    monkeypatch.setattr(turn, "enter", lambda s, phase: (seen.append(phase), real(s, phase)))
    kit.drive(rules, state, lambda s: s.current == 1 and s.phase == "cost_zone")
    assert seen == ["evil", "resistance", "main", "discard", "end", "reset", "check", "draw", "cost_zone"]


def test_cost_zone_phase_allows_nothing_but_placing_not_even_an_unction(kit):
    """Phase 4: Cost Zone: no card may be played, not even an Unction; up to 4 cards go face down."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    unction = kit.give(state, 0, kit.card("unction", 1))
    problem = rules.why_not(state, Play(by=0, card=unction))
    assert problem is not None and problem.rule == "Phase 4: Cost Zone"
    before = len(state.players[0].cost_zone)
    for card in state.players[0].hand[:4]:
        rules.apply(state, Place(by=0, card=card))
    assert len(state.players[0].cost_zone) == before + 4
    assert state.phase != "cost_zone"  # the fourth card ends the phase by itself
    assert all(not s.face_up for s in state.players[0].cost_zone)


def test_resistance_phase_allows_only_resistance_and_unctions(kit):
    """Phase 6: Resistance: no card but Resistance and Unction cards."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, lambda s: s.phase == "resistance" and not s.window and not s.pending)
    kit.zone(state, 0, 5)
    maturity = kit.give(state, 0, kit.card("maturity", 1))
    resistance = kit.give(state, 0, kit.card("resistance", 1))
    problem = rules.why_not(state, Play(by=0, card=maturity))
    assert problem.rule == "Phase 6: Resistance" and "maturity" in problem.reason
    assert rules.why_not(state, Play(by=0, card=resistance)) is None


def test_a_resistance_card_resists_and_the_card_goes_to_the_resisted_pile(kit):
    """Rules of Battle 3 / Phase 6: a Resistance card resists the Evil card: to the Resisted pile, no Power lost."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, lambda s: s.phase == "resistance" and not s.window and not s.pending)
    me = state.players[0]
    kit.zone(state, 0, 3)
    waiting = me.tempted[0]
    power = me.power
    card = kit.give(state, 0, kit.card("resistance", 1, effects=[{"do": "resist"}, {"do": "gain_power", "amount": 1}]))
    rules.apply(state, Play(by=0, card=card))
    assert state.evil.resisted == [waiting] and me.power == power + 1


def test_resisting_by_rotating_its_cost_in_your_own_turn(kit):
    """Rulings: Resources: a player resists in their own turn by rotating the Evil card's cost."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, lambda s: s.phase == "resistance" and not s.window and not s.pending)
    kit.zone(state, 0, 3)
    waiting = state.players[0].tempted[0]
    rules.apply(state, Resist(by=0))
    assert state.evil.resisted == [waiting]
    assert sum(s.rotated for s in state.players[0].cost_zone) == 2


def test_resisting_needs_enough_unrotated_cards(kit):
    """Rulings: Resources: paying means rotating that many un-rotated Cost Zone cards."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, lambda s: s.phase == "resistance" and not s.window and not s.pending)
    kit.zone(state, 0, 3)
    state.players[0].cost_zone[0].rotated = state.players[0].cost_zone[1].rotated = True
    problem = rules.why_not(state, Resist(by=0))
    assert problem is not None and "2 un-rotated" in problem.reason


def test_failed_temptation_costs_a_power_and_its_effect_and_goes_to_the_failed_pile(kit):
    """Rules of Battle 3 / Phase 6: a failed Temptation: -1 Power plus its own effect, to the Failed pile."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, lambda s: s.phase == "resistance" and not s.window and not s.pending)
    me = state.players[0]
    kit.zone(state, 0, 3)
    me.power = 5
    waiting = me.tempted[0]
    rules.apply(state, GiveIn(by=0))
    assert me.power == 5 - 1 - 1  # the failure and the card's own lose_power 1
    assert state.evil.failed == [waiting]


def test_each_way_of_meeting_an_evil_card_is_logged_under_its_own_rule(kit):
    """Rules of Battle 3 (a Resistance card), Rulings: Resources (rotating its cost), Phase 6 (failing to the Failed
    pile): the log names each one's rule, so the guided first game's checklist tells them apart (issue 21)."""
    resistance = kit.card("resistance", 1, effects=[{"do": "resist"}])
    ways = {"Rules of Battle 3: Resistance": lambda state: Play(by=0, card=kit.give(state, 0, resistance)),
            "Rulings: Resources (the Cost Zone)": lambda state: Resist(by=0),
            "Phase 6: Resistance": lambda state: GiveIn(by=0)}
    for rule, way in ways.items():
        rules = kit.rules_for()
        state = kit.new_game(rules, 2)
        kit.drive(rules, state, lambda s: s.phase == "resistance" and not s.window and not s.pending)
        kit.zone(state, 0, 3)
        waiting = state.cards[state.players[0].tempted[0]].name
        met = [e.rule for e in rules.apply(state, way(state)) if f"resists {waiting}" in e.text or
               f"gives in to {waiting}" in e.text]
        assert met == [rule], (rule, met)


def test_power_never_goes_below_zero(kit):
    """Rules of Battle 4: you can never go below 0 Power."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    state.players[0].power = 1
    abilities.lose(state, 0, 5)
    assert state.players[0].power == 0


def test_a_failed_evil_habitual_stays_on_the_player_and_its_penalty_comes_at_check(kit):
    """Card Types: an Evil Habitual that fails stays active on its player; its lasting penalty comes at their
    Check Phase; it goes to the Resisted pile when its way out is paid."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, lambda s: s.phase == "resistance" and not s.window and not s.pending)
    me = state.players[0]
    me.tempted.clear()
    habit = kit.give(state, 0, kit.card("evil_habitual", 2), where="tempted")
    kit.zone(state, 0, 0)
    me.power = 6
    rules.apply(state, GiveIn(by=0))
    assert me.evil == [habit] and me.power == 5 and habit not in state.evil.failed
    kit.drive(rules, state, lambda s: s.current == 0 and s.phase == "cost_zone")
    assert me.power == 4  # the penalty at the Check Phase


def test_reset_phase_unrotates_your_cost_zone(kit):
    """Phase 1: Reset: un-rotate all your cards."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    for slot in state.players[1].cost_zone:
        slot.rotated = True
    kit.drive(rules, state, lambda s: s.current == 1 and s.phase == "cost_zone")
    assert not any(s.rotated for s in state.players[1].cost_zone)


def test_righteous_draw_is_dependence_level_plus_two(kit):
    """Phase 3: Righteous Draw: Dependence Level + 2 cards."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    state.players[1].level = 2
    hand = len(state.players[1].hand)
    kit.drive(rules, state, lambda s: s.current == 1 and s.phase == "cost_zone")
    assert len(state.players[1].hand) == hand + 4


def test_evil_deck_plays_dependence_level_plus_one(kit):
    """Phase 5: Evil Draw/Play: the Evil deck plays Dependence Level + 1 cards at the current player."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    state.players[0].level = 2
    rules.apply(state, EndPhase(by=0))
    assert len(state.players[0].tempted) == 3


def test_a_lowered_cost_never_goes_below_one(kit):
    """Rulings: Resources: a cost lowered by an effect never goes below 1."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    card = kit.give(state, 0, kit.card("maturity", 2))
    state.players[0].discounts.append(("any", 5))
    assert costzone.card_cost(state, 0, card) == 1
    assert costzone.lowered(3, 1) == 2 and costzone.lowered(1, 0) == 1


def test_main_phase_plays_maturity_habitual_token(kit):
    """Phase 7: Main: Maturity and Habitual cards are played; a Habitual stays in play."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, kit.at("main", 0))
    kit.zone(state, 0, 4)
    habit = kit.give(state, 0, kit.card("habitual", 1))
    rules.apply(state, Play(by=0, card=habit))
    assert [s.card for s in state.players[0].in_play] == [habit]
    assert turn.hand_limit(state, 0) == 8  # its static: hand limit +1


def test_discard_phase_down_to_seven(kit):
    """Phase 8: Discard: discard down to 7 cards."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, kit.at("main", 0))
    while len(state.players[0].hand) < 9:
        kit.give(state, 0, kit.card("maturity", 1))
    rules.apply(state, EndPhase(by=0))
    d = rules.decision(state)
    assert d.kind == "turn" and state.phase == "discard"
    rules.apply(state, Discard(by=0, card=state.players[0].hand[0]))
    rules.apply(state, Discard(by=0, card=state.players[0].hand[0]))
    assert len(state.players[0].hand) == 7 and state.current == 1


def test_rising_alone_gives_a_personal_ability_and_all_rising_a_team_one(kit):
    """Rules of Battle 4 and Maturity Abilities: a player who rises chooses an ability for themselves; when every
    Righteous player has reached the level, the team then chooses a different one for all."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, kit.at("main", 0))
    state.players[0].power = state.players[1].power = 3
    abilities.gain(state, 0, 7)
    rules.apply(state, Pick(by=0, ability="speed"))
    assert state.players[0].abilities == ["speed"] and state.shared == []
    abilities.gain(state, 1, 7)
    assert [(p.kind, p.seat, p.details["team"]) for p in state.pending] == [("ability", 1, False), ("ability", 1, True)]
    rules.apply(state, Pick(by=1, ability="foresight"))  # the riser's own pick first
    assert Pick(by=1, ability="speed") not in rules.legal_actions(state)  # held by a player already
    assert Pick(by=1, ability="foresight") not in rules.legal_actions(state)  # a different one
    rules.apply(state, Pick(by=1, ability="vibrancy"))
    assert state.players[1].abilities == ["foresight"] and state.shared == ["vibrancy"] and state.shared_level == 1
    assert abilities.has(state, 0, "vibrancy") and not abilities.has(state, 1, "speed")


def test_double_resistance_needs_dependence_level_two(kit):
    """Maturity Abilities: Double Resistance is taken from Dependence Level 2."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    assert "double_resistance" not in abilities.choices(state, 0, False)
    state.players[0].level = 2
    assert "double_resistance" in abilities.choices(state, 0, False)


def test_buying_an_ability_right_after_a_cost_zone_phase(kit):
    """Maturity Abilities: right after a player's Cost Zone Phase the team may buy an ability, each paying its price
    (7 or 11) from their own Cost Zone."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.zone(state, 0, 8)
    kit.zone(state, 1, 7)
    rules.apply(state, EndPhase(by=0))
    d = rules.decision(state)
    assert d.kind == "buy"
    assert state.players[0].tempted == []  # right after the Cost Zone Phase: before the Evil Draw/Play
    assert {a.ability for a in rules.legal_actions(state, 0, "pick")} == {"vibrancy", "cost_zone_power", "speed",
                                                                          "foresight"}  # 11 is out of reach
    rules.apply(state, Pick(by=0, ability="speed"))
    assert state.shared == ["speed"]
    assert [sum(s.rotated for s in state.players[p].cost_zone) for p in (0, 1)] == [7, 7]


def test_duel_buys_nothing_abilities_only_by_levelling(kit):
    """Game Types: Duel: abilities come only by levelling up, never bought."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 1)
    kit.zone(state, 0, 12)
    assert abilities.for_sale(state) == []
    abilities.gain(state, 0, 7)
    assert state.shared_level == 1  # the lone player's own pick, then the "team's": the rise completes a shared level
    assert [(p.kind, p.details["team"]) for p in state.pending] == [("ability", False), ("ability", True)]


def test_restoration_recharges_at_each_new_shared_level(kit):
    """Maturity Abilities: Restoration: once each shared level, everyone shuffles up to 15 discarded cards back."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, kit.at("main", 0))
    state.shared.append("restoration")
    state.restoration = True
    for seat in (0, 1):
        p = state.players[seat]
        p.discard, p.deck = p.deck[:18], p.deck[18:]
    rules.apply(state, Restore(by=0))
    assert [len(state.players[s].discard) for s in (0, 1)] == [3, 3] and not state.restoration
    assert rules.why_not(state, Restore(by=0)).reason.startswith("Restoration was used")
    for seat in (0, 1):
        state.players[seat].power = 9
        abilities.gain(state, seat, 1)
    assert state.restoration


def test_unctions_are_played_out_of_turn_in_the_window_before_resistance(kit):
    """Phase 9: Unctions may be played at any time but the Cost Zone Phase, by any Righteous player: a teammate
    holding one is asked when Evil cards come at the current player."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.zone(state, 1, 3)
    unction = kit.give(state, 1, kit.card("unction", 1))
    rules.apply(state, EndPhase(by=0))
    d = rules.decision(state)
    assert (d.kind, d.seats) == ("window", (1,))
    rules.apply(state, Play(by=1, card=unction))
    assert state.players[1].power == 4


def _answer_the_stack(rules, state):
    """Everyone passes on the stack until it has resolved."""
    while state.stack or (state.pending and state.pending.now.kind in ("offer", "respond")):
        rules.apply(state, Pass(by=rules.decision(state).seat))


def test_phase_9_a_teammate_steps_in_with_an_unction_in_the_resistance_main_and_discard_phases(kit):
    """Phase 9 (rulings, Turn): Unctions at any time but the Cost Zone Phase, by any Righteous player: in the
    current player's Resistance, Main and Discard Phases a teammate who holds one and can pay may play it without
    being asked (the decision names them); in the Cost Zone Phase nobody may."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.zone(state, 1, 6)
    unctions = [kit.give(state, 1, kit.card("unction", 1)) for _ in range(3)]
    d = rules.decision(state)
    assert (d.seats, d.mode) == ((0,), Mode.ONE)  # the Cost Zone Phase: no Unction, not even a teammate's
    assert rules.why_not(state, Play(by=1, card=unctions[0])).reason.startswith("It is not your decision now")
    rules.apply(state, EndPhase(by=0))
    rules.apply(state, AutoPass(by=1, on=True))  # passing on the window slows nothing afterwards
    for phase, unction in zip(("resistance", "main", "discard"), unctions):
        kit.drive(rules, state, lambda s: (s.phase == phase and not s.pending and not s.stack and not s.window
                                           and rules.decision(s).kind == "turn"))
        if phase == "discard":
            assert len(state.players[0].hand) > 7
        d = rules.decision(state)
        assert (d.kind, d.seats, d.mode) == ("turn", (0, 1), Mode.OPEN) and deciding(rules.decision(state)) == 0
        assert Play(by=1, card=unction, target=1, payer=1) in rules.legal_actions(state, 1)
        assert rules.why_not(state, EndPhase(by=1)).rule.startswith("Phase 9: Unctions")
        power = state.players[1].power
        rules.apply(state, Play(by=1, card=unction))
        _answer_the_stack(rules, state)
        assert state.players[1].power == power + 1 and state.phase == phase and state.current == 0
        if phase == "main":  # enough cards in hand for a Discard Phase
            for _ in range(8):
                kit.give(state, 0, kit.card("maturity", 9))


def test_phase_9_righteous_players_step_in_with_an_unction_during_a_human_evil_players_plays(kit):
    """Phase 9 and the human Evil variant: while Evil plays its cards, a Righteous player (the current one too)
    holding an Unction they can pay may play it."""
    rules = kit.rules_for()
    state = rules.setup(GameConfig(game="christianity", players=3, options={"game_type": "human_evil"}), 1)
    kit.zone(state, 0, 4)
    unction = kit.give(state, 0, kit.card("unction", 1))
    rules.apply(state, EndPhase(by=0))
    d = rules.decision(state)
    assert (d.kind, d.seats, d.mode) == ("evil", (2, 0), Mode.OPEN)
    rules.apply(state, Play(by=0, card=unction))
    _answer_the_stack(rules, state)
    assert rules.decision(state).kind == "evil" and state.players[0].power == 4


def test_phase_9_the_unction_window_names_only_seats_that_can_pay(kit):
    """Phase 9: the window before Resistance asks only the teammates who hold an Unction they can pay for."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 3)
    kit.zone(state, 1, 3)
    kit.zone(state, 2, 0)
    kit.give(state, 1, kit.card("unction", 1))
    kit.give(state, 2, kit.card("unction", 1))
    rules.apply(state, EndPhase(by=0))
    d = rules.decision(state)
    assert (d.kind, d.seats) == ("window", (1,))


def test_only_seats_that_can_pay_are_asked_for_a_boost_in_turn_order(kit):
    """Boosts: each player allowed to pay is asked, in turn order; one who cannot pay is not asked."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 3)
    kit.drive(rules, state, kit.at("main", 0))
    kit.zone(state, 0, 5)
    kit.zone(state, 1, 0)
    kit.zone(state, 2, 4)
    card = kit.give(state, 0, kit.card("maturity", 1, boosts=[
        {"kind": "any", "cost": 2, "effects": [{"do": "gain_power", "amount": 1}]}]))
    power = state.players[0].power
    rules.apply(state, Play(by=0, card=card))
    assert rules.decision(state).seats == (0, 2)  # seat 2 has no Cost Zone card to pay with
    rules.apply(state, Boost(by=0))
    assert rules.decision(state).seats == (2,)  # once per player: seat 1 is not asked again
    rules.apply(state, Boost(by=2))
    assert state.players[0].power == power + 1 + 1 + 1


def test_multi_boost_may_be_paid_again(kit):
    """Boosts: Multi: may be used again and again (default once per player)."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, kit.at("main", 0))
    kit.zone(state, 0, 6)
    kit.zone(state, 1, 0)
    card = kit.give(state, 0, kit.card("maturity", 1, boosts=[
        {"kind": "self", "cost": 1, "multi": True, "effects": [{"do": "gain_power", "amount": 1}]}]))
    power = state.players[0].power
    rules.apply(state, Play(by=0, card=card))
    for _ in range(3):
        rules.apply(state, Boost(by=0))
    rules.apply(state, Pass(by=0))
    assert state.players[0].power == power + 1 + 3


def test_bounce_back_only_after_someone_else_boosted(kit):
    """Boosts: Bounce-Back Boost: offered to the card's player only when someone else boosted the card; it gives
    to that booster."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, kit.at("main", 0))
    kit.zone(state, 0, 6)
    kit.zone(state, 1, 6)
    boosts_ = [{"kind": "brotherly_any", "cost": 1, "effects": [{"do": "gain_power", "amount": 1}]},
               {"kind": "self", "cost": 1, "bounce_back": True,
                "effects": [{"do": "gain_power", "amount": 2, "target": "booster"}]}]
    first = kit.give(state, 0, kit.card("maturity", 1, boosts=boosts_))
    rules.apply(state, Play(by=0, card=first))
    rules.apply(state, Pass(by=1))
    assert rules.decision(state).kind == "turn"  # nobody boosted: no Bounce-Back offer
    second = kit.give(state, 0, kit.card("maturity", 1, boosts=boosts_))
    before = state.players[1].power
    rules.apply(state, Play(by=0, card=second))
    rules.apply(state, Boost(by=1))
    d = rules.decision(state)
    assert (d.kind, d.seats) == ("offer", (0,))
    rules.apply(state, Boost(by=0))
    assert state.players[1].power == before + 2


def test_permanent_boost_once_a_turn_while_unrotated(kit):
    """Boosts: Permanent boosts: on a card in play, once per turn if the card is un-rotated (using it rotates it;
    the holder's Reset Phase un-rotates it)."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, kit.at("main", 0))
    kit.zone(state, 0, 6)
    habit = kit.give(state, 0, kit.card("habitual", 1, static=[], boosts=[
        {"kind": "self", "cost": 1, "permanent": True, "effects": [{"do": "gain_power", "amount": 1}]}]))
    rules.apply(state, Play(by=0, card=habit))
    power = state.players[0].power
    rules.apply(state, Use(by=0, card=habit, boost=0))
    assert state.players[0].power == power + 1
    problem = rules.why_not(state, Use(by=0, card=habit, boost=0))
    assert problem is not None and "rotated" in problem.reason


def test_brotherly_love_plays_a_card_for_a_teammate_and_benevolence_pays_for_one(kit):
    """Maturity Abilities: Brotherly Love (play a card for another player's benefit) and Benevolence (pay with
    your Cost Zone for another player's card)."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, kit.at("main", 0))
    kit.zone(state, 0, 0)
    kit.zone(state, 1, 3)
    card = kit.give(state, 0, kit.card("maturity", 1))
    assert rules.why_not(state, Play(by=0, card=card, target=1)).rule == "Maturity Abilities: Brotherly Love"
    assert rules.why_not(state, Play(by=0, card=card, payer=1)).rule == "Maturity Abilities: Benevolence"
    state.shared += ["brotherly_love", "benevolence"]
    rules.apply(state, Play(by=0, card=card, target=1, payer=1))
    assert state.players[1].power == 4 and sum(s.rotated for s in state.players[1].cost_zone) == 1


def test_speed_plays_one_maturity_outside_the_main_phase(kit):
    """Maturity Abilities: Speed: one Habitual or Maturity at any time during your own turn."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, lambda s: s.phase == "resistance" and not s.window and not s.pending)
    kit.zone(state, 0, 4)
    a, b = (kit.give(state, 0, kit.card("maturity", 1)) for _ in range(2))
    assert rules.why_not(state, Play(by=0, card=a)) is not None
    state.shared.append("speed")
    rules.apply(state, Play(by=0, card=a))
    assert rules.why_not(state, Play(by=0, card=b)) is not None  # once a turn


def test_vibrancy_turns_two_cost_zone_cards_up_and_they_play_as_if_in_hand(kit):
    """Maturity Abilities: Vibrancy: after your Cost Zone Phase 2 random Cost Zone cards turn face up; face-up
    cards can be played as if they were in your hand."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    state.shared.append("vibrancy")
    kit.zone(state, 0, 4)
    rules.apply(state, EndPhase(by=0))
    up = [s.card for s in state.players[0].cost_zone if s.face_up]
    assert len(up) == 2
    kit.drive(rules, state, kit.at("main", 0))
    rules.apply(state, Play(by=0, card=up[0]))
    assert up[0] not in [s.card for s in state.players[0].cost_zone]


def test_foresight_shows_the_coming_evil_cards_at_the_cost_zone_phase(kit):
    """Maturity Abilities: Foresight: the Evil cards coming are shown at the start of your Cost Zone Phase."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    state.shared.append("foresight")
    kit.drive(rules, state, lambda s: s.current == 1 and s.phase == "cost_zone")
    shown = rules.view(state, 0).evil.deck
    assert shown[-1] == state.evil.deck[-1] and shown[0] == -1


def test_cost_zone_power_draws_into_the_cost_zone_after_gaining_three(kit):
    """Maturity Abilities: Cost Zone Power: gained 3 Power or more this turn: a card from the deck into the Cost
    Zone at the end of the turn."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    state.shared.append("cost_zone_power")
    kit.drive(rules, state, kit.at("main", 0))
    zone_size = len(state.players[0].cost_zone)
    abilities.gain(state, 0, 3)
    kit.drive(rules, state, lambda s: s.current == 1)
    assert len(state.players[0].cost_zone) == zone_size + 1


def test_human_evil_draws_to_hand_and_cost_zone_and_plays_by_rotating(kit):
    """Phases: a Human playing the Evil Deck: 7 to hand and 3 to the Cost Zone; at each Evil Draw/Play Phase Level+1
    to hand and 1 into the Cost Zone; Evil cards are played at anyone by rotating their cost; after each turn the
    Evil Cost Zone un-rotates and cards may go into it; at the end of a round they may come back to hand."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 3)
    state = rules.setup(GameConfig(game="christianity", players=3, options={"game_type": "human_evil"}), 1)
    side = state.evil
    assert side.seat == 2 and state.team == (0, 1)
    assert (len(side.hand), len(side.cost_zone)) == (7, 3)
    rules.apply(state, EndPhase(by=0))
    d = rules.decision(state)
    assert (d.kind, d.seat) == ("evil", 2)
    assert (len(side.hand), len(side.cost_zone)) == (8, 4)
    card = side.hand[0]
    rules.apply(state, EvilPlay(by=2, card=card, target=1))
    assert state.players[1].tempted == [card] and sum(s.rotated for s in side.cost_zone) == 2
    kit.drive(rules, state, lambda s: s.pending and s.pending.now.kind == "shift")
    assert not any(s.rotated for s in side.cost_zone)
    zone = len(side.cost_zone)
    rules.apply(state, Shift(by=2, card=side.hand[0]))
    assert len(side.cost_zone) == zone + 1
    assert rules.why_not(state, Shift(by=2, card=side.cost_zone[0].card)) is not None  # back only at a round's end


def test_the_team_wins_and_loses_together_and_a_human_evil_seat_the_opposite(kit):
    """Rules of Battle 1 and the human Evil variant: one result for the Righteous team, the opposite for Evil."""
    rules = kit.rules_for()
    state = rules.setup(GameConfig(game="christianity", players=3, options={"game_type": "human_evil"}), 1)
    turn.finish(state, "evil", "Evil wins.", "test")
    assert rules.outcome(state).winners == (2,)
    state.result = "righteous"
    assert rules.outcome(state).winners == (0, 1)


def test_the_curtain_only_with_a_human_evil_player(kit):
    """Co-op hands are open to the team (no curtain between Righteous players); a human Evil seat needs it."""
    rules = kit.rules_for()
    assert not any(needs_curtain(rules, kit.new_game(rules, 3), s, range(3)) for s in range(3))
    human = rules.setup(GameConfig(game="christianity", players=3, options={"game_type": "human_evil"}), 1)
    computer = rules.setup(GameConfig(game="christianity", players=3, options={"game_type": "human_evil"},
                                      computer=[2]), 1)
    # before anyone acted every human seat may have seen the screen; a computer seat never sees it
    assert needs_curtain(rules, human, 0, range(3)) and not needs_curtain(rules, computer, 0, (0, 1))


def _play_until(rules, state, bot, done, limit=400):
    """Random legal moves until `done(seat that just acted)`; the seat that acted last."""
    for _ in range(limit):
        seat = deciding(rules.decision(state))
        rules.apply(state, bot.choose(rules, state, seat))
        if done(seat):
            return seat
    raise AssertionError("the position was never reached")


def test_the_curtain_goes_up_only_when_the_keyboard_crosses_sides(kit):
    """Human Evil variant (issue 11): the curtain hides the Evil hand from the Righteous and theirs from Evil, but
    co-op hands stay open between Righteous teammates: it is needed only for a seat on the other side from the last
    human who acted (and before anyone acted)."""
    from bible_tabletop.engine.bots import RandomBot
    rules = kit.rules_for()
    state = rules.setup(GameConfig(game="christianity", players=3, options={"game_type": "human_evil"}), 1)
    assert all(needs_curtain(rules, state, s, range(3)) for s in range(3))  # nobody at the keyboard yet
    bot = RandomBot(3)
    last = (_play_until(rules, state, bot, lambda seat: seat != 2),)
    assert not needs_curtain(rules, state, 0, last) and not needs_curtain(rules, state, 1, last) and \
        needs_curtain(rules, state, 2, last)
    last = (_play_until(rules, state, bot, lambda seat: seat == 2),)
    assert needs_curtain(rules, state, 0, last) and needs_curtain(rules, state, 1, last) and \
        not needs_curtain(rules, state, 2, last)


def test_a_computer_teammate_s_move_does_not_take_the_curtain_down(kit):
    """Human Evil variant (issue 11): after the Evil human, a computer Righteous seat's move leaves the Evil player
    at the keyboard, so the Righteous human still gets the curtain."""
    from bible_tabletop.engine.bots import RandomBot
    rules = kit.rules_for()
    state = rules.setup(GameConfig(game="christianity", players=3, options={"game_type": "human_evil"},
                                   computer=[1]), 1)
    bot = RandomBot(5)
    evil_then_computer = []
    _play_until(rules, state, bot, lambda seat: (evil_then_computer.append(seat) or evil_then_computer[-2:] == [2, 1]),
                limit=2000)
    last = (next(s for s in reversed(evil_then_computer) if s != 1),)  # the last human who acted: the computer
    assert last == (2,)  # seat 1 is never at the keyboard
    assert needs_curtain(rules, state, 0, last) and not needs_curtain(rules, state, 2, last)


def test_illegal_actions_raise_with_reason_and_rule_and_change_nothing(kit):
    """Every refusal names its reason and its rule; apply changes nothing."""
    from bible_tabletop.engine.digest import digest
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    before = digest(state)
    with pytest.raises(IllegalAction) as exc:
        rules.apply(state, Place(by=0, card=state.players[1].hand[0]))
    assert (exc.value.reason, exc.value.rule) == ("That card is not in your hand.", "Phase 4: Cost Zone")
    assert digest(state) == before


def test_lasting_effects_come_at_the_start_of_each_phase_of_their_holders_turn(kit):
    """Phases 1-8 and Card Types (Habituals stay in play): a lasting effect triggered by a phase happens at the start
    of that phase of its holder's own turn, the Cost Zone Phase included."""
    from bible_tabletop.games.christianity.rules.phases import ORDER
    from bible_tabletop.games.christianity.rules.state import InPlay
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    habit = kit.card("habitual", 1, static=[], lasting=[
        {"trigger": phase, "effects": [{"do": "gain_power", "amount": 1}]} for phase in ORDER])
    state.players[1].in_play.append(InPlay(kit.give(state, 1, habit, where="none")))
    state.evil.deck.clear()
    kit.drive(rules, state, lambda s: s.current == 1 and s.phase == "cost_zone")
    assert state.players[1].gained == 4  # reset, check, draw, cost zone
    kit.drive(rules, state, lambda s: s.current == 0)
    assert state.players[1].gained == 8 and state.players[0].gained == 0
