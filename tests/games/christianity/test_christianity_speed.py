"""Speed without a change of play (issue 11): the position's decision is worked out once for who acts, the legal
actions and the apply, and never reused for another position."""

from __future__ import annotations

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.christianity import turn
from bible_tabletop.games.christianity.rules import ChristianityRules


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
        seat = rules.to_act(state)
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
        seat = rules.to_act(a)
        rules.apply(a, rules.legal_actions(a, seat)[-1])
        assert rules.decision(a) == turn.decision(a)
        assert rules.legal_actions(a) == rules.legal_actions(a, rules.to_act(a))
    a.phase = "discard" if a.phase != "discard" else "main"  # a position changed by hand (as tests do)
    assert rules.decision(a) == turn.decision(a)


def test_balance_counts_each_log_line_once():
    """balance.counts (read once per finished game) counts the lines that say a thing, once a line."""
    from types import SimpleNamespace

    from bible_tabletop.games.christianity import balance

    lines = ["Ann gives in to Pride.", "Bob resists Envy; Bob resists Envy.", "A shield spares Ann.", "Nothing."]
    state = SimpleNamespace(log=[SimpleNamespace(text=t) for t in lines])
    assert balance.counts(state) == {"failed": 1, "resisted": 1, "landed": 0, "removed": 0, "shielded": 1}
