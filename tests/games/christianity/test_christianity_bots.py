"""The computer players (bots.py `steward`): the Righteous player weighs each Evil card waiting at it (Resistance
card, rotating, or letting a cheap harmless one fail), plans its Cost Zone, helps teammates and aims help at the
player furthest from the goal; the Evil player plays at the Righteous player the team waits for. (How long a
decision takes is measured by `bible-tabletop bench`, christianity_computer_decisions.)"""

from __future__ import annotations

from bible_tabletop.engine.decision import deciding
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.christianity.rules.actions import GiveIn, Help, Play, Resist
from bible_tabletop.games.christianity.rules.bots import BOTS, StewardBot
from bible_tabletop.games.christianity.rules.game import RULES


def _at_resistance(kit, hand: int = 7, zone: int = 3, level: int = 0):
    """Seat 0 in its Resistance Phase facing one Evil card we set, with `zone` un-rotated Cost Zone cards."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, lambda s: s.phase == "resistance" and s.current == 0 and not s.window and not s.pending)
    me = state.players[0]
    kit.zone(state, 0, zone)
    me.hand[:] = me.hand[:hand]
    me.level = level
    return rules, state, me


def _tempt(kit, state, me, cost: int, on_fail: list) -> int:
    n = kit.give(state, 0, kit.card("temptation", cost, on_fail=on_fail), "tempted")
    me.tempted[:] = [n]
    return n


def test_the_steward_is_offered_under_its_name():
    assert BOTS["steward"] is StewardBot


def test_a_harmful_temptation_is_resisted_by_rotating(kit):
    """Phase 6 Resistance: an Evil card whose failure costs more than the cards it takes is resisted."""
    rules, state, me = _at_resistance(kit)
    _tempt(kit, state, me, 2, [{"do": "lose_power", "amount": 3}])
    assert StewardBot(0).choose(rules, state, 0) == Resist(by=0)


def test_a_cheap_harmless_temptation_fails_when_the_cards_are_worth_more(kit):
    """Phase 6 Resistance: when every Cost Zone card is meant for the Main Phase, a Temptation whose failure costs
    only the 1 Power and a card off the deck is let fail (the better trade)."""
    rules, state, me = _at_resistance(kit)
    _tempt(kit, state, me, 2, [{"do": "mill", "amount": 1}])
    assert StewardBot(0).choose(rules, state, 0) == GiveIn(by=0)


def test_the_reason_for_resisting_or_not_reads_the_steward_s_own_prices(kit):
    """Phase 6 Resistance, the coach's reason (issue 21): rotating is chosen for a harmful Evil card, failing for a
    harmless one, and each reason gives the price the steward set on the way it did not take."""
    for on_fail, chosen, words in (([{"do": "lose_power", "amount": 3}], Resist(by=0), "Rotate 2 Cost Zone cards"),
                                   ([{"do": "mill", "amount": 1}], GiveIn(by=0), "fail costs about")):
        rules, state, me = _at_resistance(kit)
        evil = _tempt(kit, state, me, 2, on_fail)
        bot = StewardBot(0)
        assert bot.choose(rules, state, 0) == chosen
        why = bot.why(rules, state, 0, chosen)
        assert words in why and state.cards[evil].name in why, why
        assert "less than" in why, why


def test_at_the_goal_level_power_lost_matters_little_so_a_cheap_one_fails(kit):
    """Rules of Battle 1: at Dependence Level 3 a player has reached the goal (more Power only raises the level and
    the Evil cards faced), so they let a Temptation that only costs Power fail, even with cards to spare."""
    rules, state, me = _at_resistance(kit, hand=0, zone=6, level=3)
    _tempt(kit, state, me, 2, [{"do": "lose_power", "amount": 1}])
    assert StewardBot(0).choose(rules, state, 0) == GiveIn(by=0)


def test_a_fitting_resistance_card_is_played_rather_than_rotating(kit):
    """Rules of Battle: a Resistance card that fits resists for its own cost and brings its bonus."""
    rules, state, me = _at_resistance(kit, zone=4)
    _tempt(kit, state, me, 3, [{"do": "lose_power", "amount": 2}])
    card = kit.give(state, 0, kit.card("resistance", 1, effects=[{"do": "resist"}, {"do": "gain_power", "amount": 1}]))
    assert StewardBot(0).choose(rules, state, 0) == Play(by=0, card=card, target=0, payer=0)


def test_a_teammate_helps_with_double_resistance_from_its_spare_cards(kit):
    """Maturity Abilities: Double Resistance: asked outside its own turn, the steward rotates its spare cards to
    resist for the current player."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    state.shared.append("double_resistance")
    kit.drive(rules, state, lambda s: s.phase == "resistance" and s.current == 0 and not s.window)
    for seat in state.team:  # the team holds Double Resistance from Dependence Level 2
        state.players[seat].level = state.shared_level = 2
    kit.zone(state, 0, 1)
    kit.zone(state, 1, 5)
    state.players[0].hand[:] = state.players[0].hand[:1]
    rules.apply(state, GiveIn(by=0))
    assert rules.decision(state).kind == "help"
    assert StewardBot(1).choose(rules, state, 1) == Help(by=1)


def test_the_cost_zone_grows_with_the_least_useful_card_then_stops(kit):
    """Phase 4 Cost Zone: the steward puts its least useful card in while the zone is short of what a turn
    needs, and ends the phase once it is big enough."""
    weak = kit.card("maturity", 3, effects=[{"do": "mill", "amount": 1}])
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, lambda s: s.phase == "cost_zone" and s.current == 0 and not s.pending)
    n = kit.give(state, 0, weak)
    bot = StewardBot(0)
    action = bot.choose(rules, state, 0)
    assert action.card == n
    rules.apply(state, action)
    kit.zone(state, 0, 20)
    assert bot.choose(rules, state, 0).kind == "end_phase"


def test_a_card_for_one_player_goes_to_the_one_furthest_from_the_goal(kit):
    """Card vocabulary `one`: the steward chooses the teammate who needs the Power most (the team wins only when
    the last one reaches Dependence Level 3)."""
    gift = kit.card("maturity", 1, effects=[{"do": "gain_power", "amount": 2, "target": "one"}])
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, lambda s: s.phase == "main" and s.current == 0 and not s.pending)
    state.players[0].level, state.players[1].level = 2, 0
    n = kit.give(state, 0, gift)
    kit.zone(state, 0, 3)
    rules.apply(state, Play(by=0, card=n))
    while rules.decision(state).kind == "offer":
        rules.apply(state, rules.legal_actions(state, deciding(rules.decision(state)), "pass")[0])
    d = rules.decision(state)
    assert d.kind == "choose"
    choice = StewardBot(0).choose(rules, state, 0)
    assert state.pending.now.details["options"][choice.option] == 1


def test_the_computer_evil_plays_at_the_player_the_team_waits_for(kit):
    """A Human playing the Evil Deck: the computer Evil plays its cards at the Righteous player furthest from the
    goal."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 3, game_type="human_evil")
    kit.drive(rules, state, lambda s: rules.decision(s).kind == "evil" and any(
        a.kind == "evil_play" for a in rules.legal_actions(s, 2)))
    state.players[0].level, state.players[1].level = 2, 0
    action = StewardBot(0).choose(rules, state, 2)
    assert action.kind == "evil_play" and action.target == 1


def test_alone_in_a_duel_the_steward_picks_no_ability_that_only_helps_teammates(kit):
    """Game Types: Duel (abilities by levelling up): alone, the steward leaves Double Resistance, Benevolence and
    Brotherly Love for last; with a teammate it picks by its usual order."""
    from bible_tabletop.games.christianity.rules import abilities

    for players, picked in ((1, "restoration"), (2, "benevolence")):
        rules = kit.rules_for()
        state = kit.new_game(rules, players)
        state.players[0].abilities = ["cost_zone_power"]
        abilities.gain(state, 0, 7)
        assert StewardBot(0).choose(rules, state, 0).ability == picked, players


def _evil_choice() -> tuple:
    """The first position of seeded random 2-player games where an Evil card's failure asks its player to choose
    one (Saul Eyed David: discard a card, or lose 1 more Power): (state, seat, option -> its step's kind)."""
    import random

    from bible_tabletop.games.christianity.rules.state import EVIL
    for seed in range(20):
        state = RULES.setup(GameConfig(game="christianity", players=2), seed)
        picker = random.Random(seed)
        for _ in range(3000):
            if RULES.outcome(state) is not None:
                break
            pending = state.pending.now if state.pending else None
            if pending is not None and pending.details.get("what") == "option" and state.todo[0].by == EVIL:
                step = pending.details["step"]
                kinds = {o: step.options[v][0].do for o, v in enumerate(pending.details["options"])}
                if set(kinds.values()) == {"discard", "lose_power"}:
                    return state, pending.seat, kinds
            RULES.apply(state, picker.choice(RULES.legal_actions(state)))
    raise AssertionError("no Evil card's choose-one in 20 seeded games")


def test_the_steward_takes_the_lesser_harm_of_an_evil_card_s_choose_one():
    """Card effects, "choose one" on an Evil card that failed (the player it came at chooses): the steward takes the
    option that costs it least. With no card in hand the discard costs nothing, so it discards; at 0 Power losing
    Power costs nothing, so it loses Power (it once took the worse of the two, the Evil card's worth negated)."""
    from bible_tabletop.engine.worked import forget

    state, seat, kinds = _evil_choice()
    me = state.players[seat]
    hand, power = list(me.hand), me.power
    me.discard.extend(me.hand)
    me.hand.clear()
    forget(state)
    assert kinds[StewardBot(1).choose(RULES, state, seat).option] == "discard"
    me.hand[:] = hand
    del me.discard[len(me.discard) - len(hand):]
    me.power = 0
    forget(state)
    assert power >= 0 and kinds[StewardBot(1).choose(RULES, state, seat).option] == "lose_power"
