"""Speed without a change of play (issue 11): the position's decision is worked out once for who acts, the legal
actions and the apply, and never reused for another position."""

from __future__ import annotations

from bible_tabletop.engine.decision import deciding
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.christianity.rules import turn
from bible_tabletop.games.christianity.rules.game import ChristianityRules


def _game(rules, seed=1):
    return rules.setup(GameConfig(game="christianity", players=2), seed)


def test_one_decision_per_action(monkeypatch):
    """A computer seat's action (who acts, its legal actions, apply) works the decision out once, not three times."""
    rules = ChristianityRules()
    state = _game(rules)
    real, calls = turn.decision, []
    monkeypatch.setattr(turn, "decision", lambda s: calls.append(1) or real(s))
    for _ in range(20):
        calls.clear()
        seat = deciding(rules.decision(state))
        action = next(a for a in rules.legal_actions(state, seat) if a.kind != "play")
        rules.apply(state, action)
        assert len(calls) == 1


def test_decision_follows_the_position():
    """After an apply, and for another game on the same rules object, the decision is the position's own."""
    rules = ChristianityRules()
    a, b = _game(rules, 1), _game(rules, 2)
    assert rules.decision(a) == turn.decision(a)
    assert rules.decision(b) == turn.decision(b)
    for _ in range(30):
        seat = deciding(rules.decision(a))
        rules.apply(a, rules.legal_actions(a, seat)[-1])
        assert rules.decision(a) == turn.decision(a)
        mine = rules.legal_actions(a, deciding(rules.decision(a)))
        assert [x for x in rules.legal_actions(a) if x.by == deciding(rules.decision(a))] == mine
    a.phase = "discard" if a.phase != "discard" else "main"  # a position changed by hand (as tests do)
    assert rules.decision(a) == turn.decision(a)


def test_balance_counts_each_log_line_once():
    """balance.counts (read once per finished game) counts the lines that say a thing, once a line."""
    from types import SimpleNamespace

    from bible_tabletop.games.christianity.rules import balance

    lines = ["Ann gives in to Pride.", "Bob resists Envy; Bob resists Envy.", "A shield spares Ann.", "Nothing."]
    state = SimpleNamespace(log=[SimpleNamespace(text=t) for t in lines])
    assert balance.counts(state) == {"failed": 1, "resisted": 1, "landed": 0, "removed": 0, "shielded": 1}


def test_apply_checks_an_action_that_is_not_one_of_the_legal_list():
    """apply skips the legality check only for an action handed out by legal_actions for this very position: an
    equal copy, an illegal action, or a legal list emptied by its caller change nothing of the refusals."""
    import pytest

    from bible_tabletop.engine.game import IllegalAction
    from bible_tabletop.games.christianity.rules.actions import Place

    rules = ChristianityRules()
    state = _game(rules)
    seat = deciding(rules.decision(state))
    legal = rules.legal_actions(state, seat)
    legal.clear()  # the caller's own copy
    assert rules.legal_actions(state, seat)
    with pytest.raises(IllegalAction):
        rules.apply(state, Place(by=seat, card=10_000))  # not in hand
    copy = rules.legal_actions(state, seat)[0].model_copy()
    assert rules.apply(state, copy)  # equal but not the same object: checked, and allowed


def test_legal_actions_are_made_once_and_shared():
    """The same action in two positions' lists is one object (building pydantic actions was the cost)."""
    from bible_tabletop.games.christianity.rules import choices
    from bible_tabletop.games.christianity.rules.actions import Play, Shift

    assert choices.each(Shift, 4, [7, 8]) == [Shift(by=4, card=7), Shift(by=4, card=8)]
    assert choices.each(Shift, 4, [8])[0] is choices.each(Shift, 4, [8, 7])[0]
    play = choices.each(Play, 1, [(3, 0, 2)])[0]
    assert play == Play(by=1, card=3, target=0, payer=2) and choices.each(Play, 1, [(3, 0, 2)])[0] is play


def test_no_purchase_worked_out_when_a_player_cannot_pay_the_cheapest(monkeypatch):
    """abilities.for_sale (Maturity Abilities: buying) is empty at once when someone's Cost Zone cannot pay even the
    cheapest ability; the choices are worked out only when it can."""
    from bible_tabletop.games.christianity.rules import abilities

    state = _game(ChristianityRules())
    monkeypatch.setattr(abilities, "choices", lambda *a: (_ for _ in ()).throw(AssertionError("worked out")))
    assert abilities.for_sale(state) == []  # 3 cards in each Cost Zone at setup, the cheapest costs 7


def test_turn_decision_made_once_yet_says_the_position():
    """The current player's decision is made once per seat, name, phase and what its words depend on (Evil cards
    waiting, the hand limit), and shared: another name, phase or limit gets its own prompt."""
    rules = ChristianityRules()
    ann = rules.setup(GameConfig(game="christianity", players=2, names=["Ann", "Bob"]), 1)
    zed = rules.setup(GameConfig(game="christianity", players=2, names=["Zed", "Bob"]), 1)
    assert ann.phase == "cost_zone" and turn.decision(ann) is turn.decision(ann)
    assert turn.decision(ann).prompt.startswith("Ann (Cost Zone Phase): put up to 4")
    assert turn.decision(zed).prompt.startswith("Zed (Cost Zone Phase)")
    ann.phase = "discard"
    assert turn.decision(ann).prompt == "Ann (Discard Phase): discard down to 7 cards."
    ann.phase = "resistance"
    ann.players[0].tempted = []
    assert "or end the phase" in turn.decision(ann).prompt
    ann.players[0].tempted = [ann.evil.deck[0]]
    assert turn.decision(ann).prompt == "Ann (Resistance Phase): resist the Evil cards waiting at you."


def test_quick_cost_zone_count_modifiers_and_payers_say_the_same():
    """The quick forms of the Cost Zone's count (Cost Zone: rotated cards no longer pay), a player's static
    modifiers with nothing in play, and who may pay (Maturity Abilities: Benevolence) in a Duel and a team."""
    from bible_tabletop.games.christianity.rules import costzone, legality
    from bible_tabletop.games.christianity.rules.state import Slot

    zone = [Slot(1), Slot(2, rotated=True), Slot(3, face_up=True), Slot(4, rotated=True, face_up=True)]
    assert costzone.ready(zone) == 2 and costzone.ready([]) == 0
    rules = ChristianityRules()
    duel = rules.setup(GameConfig(game="christianity", players=1), 3)
    assert legality.payers(duel, 0) == [0]
    assert costzone.modifier(duel, 0, "hand_limit") == 0
    team = rules.setup(GameConfig(game="christianity", players=3), 3)
    assert legality.payers(team, 1) == [1]
    team.players[2].abilities.append("benevolence")
    assert legality.payers(team, 1) == [1, 2]
    team.shared.append("benevolence")
    assert legality.payers(team, 1) == [1, 0, 2]


def test_a_teammates_cost_zone_is_counted_only_when_needed_and_the_ways_stay_the_same(kit):
    """play_ways counts a Benevolent teammate's Cost Zone (Maturity Abilities: Benevolence) only once the player's
    own cannot pay; the ways found, their order and the first way are what why_not_play allows, card by card."""
    from bible_tabletop.games.christianity.rules import legality

    rules = kit.rules_for(decks=3)
    state = kit.new_game(rules, players=3)
    kit.drive(rules, state, kit.at("main", 0))
    cheap, dear = kit.give(state, 0, kit.card("maturity", 1)), kit.give(state, 0, kit.card("maturity", 4))
    state.players[0].hand[:] = [dear, cheap]
    kit.zone(state, 0, 2)
    kit.zone(state, 1, 5)
    kit.zone(state, 2, 1)
    state.players[1].abilities.append("benevolence")
    state.players[2].abilities.append("benevolence")
    ways = legality.play_ways(state, 0, "turn", [dear, cheap])
    assert ways == [(dear, 1), (cheap, 0), (cheap, 1), (cheap, 2)]
    assert ways == [(c, p) for c in (dear, cheap) for p in (0, 1, 2)
                    if legality.why_not_play(state, 0, c, None, p, "turn") is None]
    assert legality.play_ways(state, 0, "turn", [dear, cheap], first=True) == [(dear, 1)]
    assert legality.play_ways(state, 0, "turn", [cheap, dear], first=True) == [(cheap, 0)]
