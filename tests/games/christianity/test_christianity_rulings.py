"""The rulings this edition makes where the rulebook and the binding rulings leave a gap (each is on the rules
page, assets/christianity/rules.md, under the same number)."""

from __future__ import annotations

from bible_tabletop.games.christianity.rules import abilities, costzone, turn
from bible_tabletop.games.christianity.rules.actions import AutoPass, EndPhase, GiveIn, Pass, Play
from bible_tabletop.games.christianity.rules.state import Slot


def test_ruling_3_paying_rotates_face_down_cards_before_face_up_ones(kit):
    """Ruling 3: a face-up Cost Zone card stays playable as long as the face-down ones can pay."""
    zone = [Slot(1, face_up=True), Slot(2), Slot(3)]
    costzone.pay(zone, 2)
    assert [s.rotated for s in zone] == [False, True, True]


def test_ruling_5_automatic_passing_until_something_is_aimed_at_you(kit):
    """Ruling 5: a seat that sets automatic passing is not asked again, until something is played for it."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, kit.at("main", 0))
    for seat in (0, 1):
        kit.zone(state, seat, 6)
    kit.give(state, 1, kit.card("unction", 1))
    kit.give(state, 1, kit.card("unction", 1))
    first = kit.give(state, 0, kit.card("unction", 1))
    second = kit.give(state, 0, kit.card("unction", 1))
    rules.apply(state, Play(by=0, card=first))
    rules.apply(state, Pass(by=0))
    rules.apply(state, AutoPass(by=1, on=True))
    assert rules.decision(state).kind == "turn" and 1 in state.auto_pass
    state.shared.append("brotherly_love")
    rules.apply(state, Play(by=0, card=second, target=1))  # for seat 2: it is asked again (seat 1 has no Unction)
    assert rules.decision(state).seats == (1,)


def test_ruling_23_an_empty_deck_draws_nothing(kit):
    """Ruling 23: a Righteous player whose deck is empty draws nothing (Restoration is the way back)."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    state.players[1].deck.clear()
    hand = len(state.players[1].hand)
    assert turn.draw(state, 1, 3) == 0 and len(state.players[1].hand) == hand


def test_ruling_30_a_shield_spares_the_next_failure(kit):
    """Ruling 30: a Prevent shield spares the next failed Evil card's own effect (and with power, the 1 Power)."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, lambda s: s.phase == "resistance" and not s.window and not s.pending)
    me = state.players[0]
    kit.zone(state, 0, 0)
    me.hand.clear()
    me.power = 5
    me.shields.append(True)
    rules.apply(state, GiveIn(by=0))
    assert me.power == 5 and me.shields == []


def test_ruling_31_evil_habituals_leave_by_power_at_check_or_by_playing_the_named_card(kit):
    """Ruling 31: removal by power is looked at in the holder's Check Phase; removal by play happens when the
    holder plays a card of that tag or kind."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    by_power = kit.give(state, 1, kit.card("evil_habitual", 2, removal={"by": "power", "amount": 2}), where="evil")
    state.players[1].power = 4
    kit.drive(rules, state, lambda s: s.current == 1 and s.phase == "cost_zone")
    assert by_power in state.evil.resisted and not state.players[1].evil
    kit.drive(rules, state, kit.at("main", 1))
    by_play = kit.give(state, 1, kit.card("evil_habitual", 2, removal={"by": "play", "kind": "maturity"}),
                       where="evil")
    kit.zone(state, 1, 3)
    rules.apply(state, Play(by=1, card=kit.give(state, 1, kit.card("maturity", 1))))
    assert by_play in state.evil.resisted


def test_ruling_25_human_evil_cards_wait_for_their_targets_own_resistance_phase(kit):
    """Ruling 25: an Evil card a human Evil player plays at another player waits for that player's own
    Resistance Phase."""
    from bible_tabletop.engine.game import GameConfig
    from bible_tabletop.games.christianity.rules.actions import EvilPlay
    rules = kit.rules_for()
    state = rules.setup(GameConfig(game="christianity", players=3, options={"game_type": "human_evil"}), 2)
    rules.apply(state, EndPhase(by=0))
    card = state.evil.hand[0]
    rules.apply(state, EvilPlay(by=2, card=card, target=1))
    kit.drive(rules, state, lambda s: s.current == 1 and s.phase == "resistance")
    assert card in state.players[1].tempted


def test_every_test_the_rules_page_names_exists():
    """The rules page cites a test for each ruling: every cited test is a test of this folder."""
    import re
    from pathlib import Path
    here = Path(__file__).parent
    page = (here.parents[2] / "assets" / "christianity" / "rules.md").read_text(encoding="utf-8")
    cited = set(re.findall(r"\*(test_\w+)\*", page))
    defined = {m for f in here.glob("test_*.py") for m in re.findall(r"^def (test_\w+)", f.read_text(), re.M)}
    assert len(cited) > 30 and cited <= defined, sorted(cited - defined)
    assert "Legend" in page and "The Journeys of Paul" in page
