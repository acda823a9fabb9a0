"""The computer general's reasons (issue 21, "Reasons come from the computer player's own scoring"): for the general's
choice in random positions of random games, one line that names the thing chosen (the figure, the target, the
square) and quotes the odds its scoring weighs; the coach gives the general's move from the seat's view with it."""

import random

import pytest

from bible_tabletop.engine.bots import RandomBot
from bible_tabletop.engine.coach import coach
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.bashers.rules.bots import General
from bible_tabletop.games.bashers.rules.game import RULES
from bible_tabletop.games.bashers.rules.grid import label
from bible_tabletop.games.bashers.rules.options import random_options
from bible_tabletop.games.bashers.rules.reasons import odds_text

POSITIONS = 120


@pytest.fixture(scope="module")
def chosen():
    """(position, seat, the general's action, its reason) at random points of random games."""
    rng, out = random.Random("reasons"), []
    for k in range(POSITIONS):
        seed = rng.randrange(2**31)
        state = RULES.setup(GameConfig(game="bashers", players=2, options=random_options(random.Random(seed))), seed)
        bot = RandomBot(seed)
        for _ in range(rng.randrange(120)):
            if RULES.outcome(state) is not None:
                break
            RULES.apply(state, bot.choose(RULES, state, RULES.decision(state).seat))
        if RULES.outcome(state) is None:
            seat, general = RULES.decision(state).seat, General(k)
            action = general.choose(RULES, state, seat)
            out.append((state, seat, action, general.why(RULES, state, seat, action)))
    return out


def named(state, seat: int, action) -> str:
    """What the reason must name: the chosen figure, target or square, or the action's own word."""
    kind = action.kind
    if kind in ("deploy", "activate", "order"):
        return state.sides[seat].figure(action.figure).name
    if kind == "attack":
        return state.sides[1 - seat].figure(action.target).name
    if kind == "move_to":
        return label((action.x, action.y))
    return {"roll": "activation die", "move": "move", "move_on": "further 1D6", "end": "end its activation"}[kind]


def test_every_reason_is_one_line_naming_the_choice(chosen):
    kinds = set()
    for state, seat, action, reason in chosen:
        assert reason.strip() and "\n" not in reason, (action, reason)
        assert named(state, seat, action) in reason, (action, reason)
        kinds.add(action.kind)
    assert {"deploy", "roll", "activate", "move", "move_to", "attack"} <= kinds, kinds


def test_an_attacks_reason_quotes_the_odds_the_general_weighed(chosen):
    """Rulebook COMBAT over the 36 throws: the kill, wound and strike-back chances in the reason are the general's."""
    attacks = 0
    for state, seat, action, reason in chosen:
        if action.kind == "attack":
            active = state.active
            here = state.sides[seat].squares[active.figure]
            odds = General().chances(state, seat, active.figure, here, action.target, not active.contact_at_start)
            assert odds_text(odds) in reason, reason
            attacks += 1
    assert attacks >= 3


def test_the_coach_suggests_the_generals_move_with_its_reason(chosen):
    """The coach deals the position from the seat's view (rules/resample.py) and asks the general: a legal action
    and its reason."""
    for state, seat, _, _ in chosen[:40]:
        advice = coach(RULES, state, seat, seed=2)
        assert advice.suggestion in RULES.legal_actions(state, seat) and advice.reason.strip()
