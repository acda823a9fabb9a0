"""The computer contestant's reasons (issue 21, the coach: "reasons come from the computer player's own scoring"):
for random positions its `why` is one line that names what it chose and the numbers its choice weighed, and never
the answer of a clue-set still hidden."""

from __future__ import annotations

import random
from functools import lru_cache

from bible_tabletop.games.tribond.rules.board import PATHS
from bible_tabletop.games.tribond.rules.bots import ContestantBot
from bible_tabletop.games.tribond.rules.game import RULES
from bible_tabletop.engine.decision import deciding
from bible_tabletop.ladder import random_position

POSITIONS = 300


@lru_cache(maxsize=1)
def reasons() -> tuple:
    """(state, seat, action, reason, contestant) for the contestant's choice at random positions (made once for the
    tests of this file, which only read them)."""
    rng, out = random.Random("tribond reasons"), []
    for k in range(POSITIONS):
        state, _ = random_position(RULES, rng)
        if RULES.outcome(state) is not None:
            continue
        seat = deciding(RULES.decision(state))
        bot = ContestantBot(k)
        action = bot.choose(RULES, state, seat)
        out.append((state, seat, action, bot.why(RULES, state, seat, action), bot))
    return tuple(out)


def test_every_reason_names_the_choice_and_the_numbers_it_weighed():
    """A move names its path and its worth (the bot's own sum), and the best other path's; a Challenge names the
    Defender, the path and its expected gain; a roll names where the pieces stand; a clue, an answer or a buzz
    names the chance of knowing with the clues read (Computer contestants)."""
    kinds = set()
    for state, seat, action, reason, bot in reasons():
        kinds.add(action.kind)
        assert reason.strip() and "\n" not in reason, (action, reason)
        if action.kind == "move" and state.phase == "move":
            assert PATHS[action.path] in reason
            assert f"worth {bot._move_value(RULES, state, seat, action.path):.1f}" in reason
        elif action.kind == "move":
            assert f"Back {state.roll} on the {PATHS[action.path]} path" in reason
        elif action.kind == "challenge":
            assert state.names[action.seat] in reason and PATHS[action.path] in reason
            assert f"{bot.gain(state, seat, action):+.1f}" in reason
        elif action.kind == "roll":
            assert all(PATHS[p] in reason for p in state.paths)
        elif action.kind in ("reveal", "judge", "answer", "buzz", "new_clue_set"):
            assert f"{bot.chance(state):.0%} chance of knowing" in reason
    assert {"roll", "move", "challenge", "reveal", "judge", "buzz"} <= kinds, kinds


def test_a_reason_never_says_a_hidden_answer():
    """The answer being read stays hidden (Answering in this app): no reason given while it is unrevealed holds it."""
    checked = 0
    for state, _, _, reason, _ in reasons():
        if state.reading is not None and state.phase != "verdict" and not state.answer_seen:
            assert RULES.reading(state).answer.lower() not in reason.lower()
            checked += 1
    assert checked > 20


def test_a_gift_of_love_is_coached_as_a_gift():
    """LOVE your neighbour: the receiver's move is coached as a gift under its own rule, with the move suggested and
    the reason saying it is a gift (never "Right!", which a plain move after a right answer says)."""
    from bible_tabletop.engine.coach import coach

    gifts = 0
    for state, seat, action, _, _ in reasons():
        if state.phase == "move" and state.gift:
            advice = coach(RULES, state, seat, seed=1)
            assert advice.situation == "gift" and advice.section == "A turn: LOVE your neighbour"
            assert "Right" not in advice.say and "gift of LOVE" in advice.reason
            gifts += 1
    assert gifts >= 2, gifts
