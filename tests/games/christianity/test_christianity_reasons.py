"""The steward's reasons (rules/reasons.py, its `why`), which the coach and the narrated demo show (issue 21, "reasons
come from the computer player's own scoring"): one line for each choice, naming what it chose, read off the numbers
the steward weighed."""

from __future__ import annotations

import random

from bible_tabletop.engine.bots import RandomBot
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.spec import spec_for
from bible_tabletop.games.christianity.rules import reasons
from bible_tabletop.games.christianity.rules.abilities import ABILITIES
from bible_tabletop.games.christianity.rules.bots import StewardBot
from bible_tabletop.games.christianity.rules.game import RULES

SPEC = spec_for("christianity")


def _named(state, a) -> str | None:
    """What a reason for `a` must name: the card, ability, player or option chosen, the Evil card a resisting or
    giving in answers, the card a boost is for (None: a plain end or pass)."""
    if getattr(a, "card", None) is not None:
        return state.cards[a.card].name
    if a.kind == "pick":
        return ABILITIES[a.ability].name
    if a.kind in ("give_in", "resist"):
        return state.cards[state.players[state.current].tempted[0]].name
    if a.kind == "boost":
        return state.cards[state.playing.card].name
    if a.kind == "help":
        seat = state.pending.now.details["for"]
        return state.cards[state.players[seat].tempted[0]].name
    if a.kind == "choose":
        details = state.pending.now.details
        value = details["options"][a.option]
        if details["what"] == "player":
            return state.players[value].name
        if details["what"] == "option":
            return f"Option {a.option + 1}"
        return None if value == -1 else state.cards[value].name
    return None


def _games(count: int):
    """(state, seat, action) of seeded games of every size and type: the steward at every seat, a random move now
    and then to reach more situations."""
    rng = random.Random("reasons")
    for g in range(count):
        players = 1 + g % 5
        state = RULES.setup(GameConfig(game="christianity", players=players,
                                       options=SPEC.random_options(random.Random(g))), g)
        steward, stray = StewardBot(g), RandomBot(g)
        for _ in range(250):
            d = RULES.decision(state)
            if d is None:
                break
            a = steward.choose(RULES, state, d.seat)
            yield state, d, a, steward
            RULES.apply(state, a if rng.random() < 0.85 else stray.choose(RULES, state, d.seat))


def test_each_reason_is_one_line_naming_what_the_steward_chose():
    """Issue 21: for positions of random games each reason is a non-empty line naming the chosen thing; every
    situation of REASONS is met, and the plain "any will do" (no choice scored higher) stays rare."""
    met, plain, total = set(), 0, 0
    for state, d, a, steward in _games(40):
        why = steward.why(RULES, state, d.seat, a)
        assert why.strip() and "\n" not in why and "{" not in why, (a, why)
        name = _named(state, a)
        assert name is None or name in why, (a, name, why)
        met.add("turn:" + state.phase if d.kind == "turn" else d.kind)
        plain += "any of them will do" in why
        total += 1
    assert set(reasons.REASONS) - met <= {"turn:discard", "help"}, set(reasons.REASONS) - met
    assert plain < total // 20, (plain, total)

