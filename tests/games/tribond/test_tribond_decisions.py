"""Engine 2 for Bible TriBond: who decides in each kind of position (the decision), why an action is refused (the
one predicate `why_not`, its reason and rule for every family of action), and that `why_not` agrees exactly with the
legal actions over many seeded positions. Each test names the rulebook section or ruling it follows."""

import random

import pytest
from pydantic import ValidationError

from bible_tabletop.engine.decision import Mode
from bible_tabletop.engine.game import GameConfig, IllegalAction
from bible_tabletop.games.tribond.rules.actions import (
    ACTION_TYPE, Accept, Answer, Buzz, Challenge, Judge, Move, NewClueSet, Overrule, Reveal, Roll, Show, Stay,
)
from bible_tabletop.games.tribond.rules.board import GREEN, HOME
from bible_tabletop.games.tribond.rules.bots import ContestantBot, RandomContestant
from bible_tabletop.games.tribond.rules.game import RULES
from bible_tabletop.games.tribond.rules.sections import (
    R_CHALLENGE, R_HUMBLE, R_PLAY, R_SPOKEN, R_TYPED, R_WIN,
)

from tribond_helpers import new_game, rig, to_act


def play(state, *actions):
    for a in actions:
        RULES.apply(state, a)
    return state


def race(mode: str = "spoken", players: int = 3):
    """Seat 0 lands on seat 1's piece on the God path: a Challenge race begins (The Challenge 1-3)."""
    s = new_game(players, answering=mode)
    s.pos[1][0] = 2
    rig(s, "c", 2)
    play(s, Roll(), Answer(text="blocks") if mode == "typed" else Judge(correct=True))
    if mode == "typed":
        play(s, Accept())
    play(s, Move(path=0), Challenge(path=0, seat=1))
    assert s.phase == "race"
    return s


def refusal(state, action) -> IllegalAction:
    """why_not's refusal of `action` (apply refuses it too)."""
    problem = RULES.why_not(state, action)
    assert problem is not None, f"{action!r} was allowed"
    with pytest.raises(IllegalAction):
        RULES.apply(state, action)
    return problem


# -- the decision in each kind of position -------------------------------------------------------------------------

def test_decision_the_roll_is_the_current_players():
    """The Play 1: the current player rolls."""
    s = new_game(3)
    d = RULES.decision(s)
    assert (d.kind, d.seats, d.mode) == ("roll", (0,), Mode.ONE) and d.prompt == "Player 1: roll the die."
    assert to_act(s) == 0


@pytest.mark.parametrize(("mode", "how"), [("spoken", "answer aloud"), ("typed", "type the answer")])
def test_decision_reading_and_answering_is_the_current_players(mode, how):
    """The Play 2: the player who rolled answers, after any clue (Rulings: Answering, spoken or typed)."""
    s = new_game(answering=mode)
    rig(s, "c", 3)
    play(s, Roll())
    d = RULES.decision(s)
    assert (d.kind, d.seats, d.mode) == ("answer", (0,), Mode.ONE)
    assert d.prompt.startswith("Player 1:") and how in d.prompt and "next clue" in d.prompt
    play(s, Reveal(), Reveal())
    assert "next clue" not in RULES.decision(s).prompt  # all three clues are out


def test_decision_the_typed_verdict_is_the_answerers():
    """Rulings: Answering (typed): the table lets the app's verdict stand or overrules it, at the answerer's seat."""
    s = new_game(answering="typed")
    rig(s, "c", 3)
    play(s, Roll(), Answer(text="rocks"))
    d = RULES.decision(s)
    assert (d.kind, d.seats, d.mode) == ("verdict", (0,), Mode.ONE) and "overrule" in d.prompt


def test_decision_moves_forward_back_and_as_a_gift():
    """The Play 3, Love Your Neighbor, Humble Yourself: a move is the mover's decision (the gift's receiver's)."""
    s = new_game()
    rig(s, "c", 4)
    play(s, Roll(), Judge(correct=True))
    d = RULES.decision(s)
    assert (d.kind, d.seats) == ("move", (0,)) and d.prompt == "Player 1: move a piece 4 forward."
    s = new_game()
    rig(s, "love", 3)
    play(s, Roll())
    d = RULES.decision(s)
    assert (d.kind, d.seats) == ("move", (1,)) and "gift of LOVE" in d.prompt and d.prompt.startswith("Player 2")
    s = new_game()
    s.pos[0][1] = 6
    rig(s, "humble", 3)
    play(s, Roll())
    d = RULES.decision(s)
    assert (d.kind, d.seats) == ("move", (0,)) and "back 3" in d.prompt


def test_decision_the_target_is_the_movers():
    """The Green Challenge Spaces 2-3: the mover chooses whom to challenge, or stays on an empty green space;
    with two players it is a Change (Variation: The Two-player Game)."""
    s = new_game()
    green = min(GREEN[0])
    s.pos[0][0], s.pos[1][0] = green - 2, green + 5
    rig(s, "c", 2)
    play(s, Roll(), Judge(correct=True), Move(path=0))
    d = RULES.decision(s)
    assert (d.kind, d.seats) == ("target", (0,)) and d.prompt == "Player 1: choose a piece to challenge, or stay."
    s = new_game(2)
    s.pos[1][0] = 2
    rig(s, "c", 2)
    play(s, Roll(), Judge(correct=True), Move(path=0))
    assert RULES.decision(s).prompt == "Player 1: choose a piece to change places with."


def test_decision_the_race_is_either_contestants_first_come():
    """The Challenge 3-4: the Challenger and the Defender race; whoever buzzes first answers. to_act stays the
    Challenger (the first seat of the decision)."""
    s = race()
    d = RULES.decision(s)
    assert (d.kind, d.seats, d.mode) == ("race", (0, 1), Mode.ANY) and to_act(s) == 0
    assert "Player 1 and Player 2" in d.prompt and "buzz" in d.prompt
    assert d.may_act(1) and not d.may_act(2)
    play(s, Buzz(seat=1))
    d = RULES.decision(s)
    assert (d.kind, d.seats, d.mode) == ("answer", (1,), Mode.ONE) and d.prompt.startswith("Player 2 buzzed")
    assert to_act(s) == 1


def test_decision_a_typed_race_verdict_is_the_buzzers():
    """Rulings: Answering (typed) in a race: the buzzer's verdict is let stand or overruled at the buzzer's seat."""
    s = race("typed")
    play(s, Buzz(seat=1), Answer(text="gospel writers"))
    d = RULES.decision(s)
    assert (d.kind, d.seats) == ("verdict", (1,))


def test_decision_none_once_the_game_is_won():
    """The Winner: nothing more is decided."""
    s = new_game()
    s.pos[0] = [HOME, HOME, 27]
    s.home_order = [(0, 0), (0, 1)]
    rig(s, "c", 4)
    play(s, Roll(), Judge(correct=True), Move(path=2))
    assert RULES.decision(s) is None and to_act(s) is None
    assert RULES.why_not(s, Roll(by=1)).reason == "The game is over." and RULES.why_not(s, Roll()).rule == R_WIN


# -- the buzz is taken by the buzzer -------------------------------------------------------------------------------

def test_a_buzz_is_taken_by_the_seat_that_buzzes():
    """The Challenge 4: a contestant buzzes for itself: `Buzz(seat=1)` names seat 1 as the one who takes it, a buzz
    naming another seat is not one, and a saved buzz from before actions named their seat still loads."""
    assert Buzz(seat=1).by == 1 and Buzz(seat=1, by=1) == Buzz(seat=1)
    with pytest.raises(ValidationError):
        Buzz(seat=1, by=0)
    assert ACTION_TYPE.validate_python({"kind": "buzz", "seat": 2}) == Buzz(seat=2)
    assert ACTION_TYPE.validate_json('{"kind": "buzz", "seat": 0, "by": null}').by == 0


def test_ruling_15_an_unnamed_next_clue_in_a_race_is_the_challengers():
    """Rulings of this edition 15: in a race the clues are read out on the Challenger's side; the Defender only
    buzzes (or waits). An unnamed next clue is the Challenger's, so saves from before actions named their seat
    replay; anything else unnamed in a race must say its seat."""
    s = race()
    assert RULES.legal_actions(s, seat=1) == [Buzz(seat=1)]
    assert Reveal(by=0) in RULES.legal_actions(s, seat=0)
    play(s, Reveal())
    assert s.shown == 2 and s.log[-1].text.startswith("Next clue")
    with pytest.raises(IllegalAction) as e:
        RULES.apply(s, Judge(correct=True))
    assert "Say which seat" in e.value.reason


# -- refusals: reason and rule for every family of action ----------------------------------------------------------

def test_refusals_roll_and_the_turn_order():
    """The Play 1 and turn order: a roll only when rolling is due, and only by the current player."""
    s = new_game(3)
    assert refusal(s, Roll(by=1)).reason == "It is Player 1's decision now, not Player 2's."
    assert refusal(s, Roll(by=4)).reason == "There is no seat 5 in a game of 3."
    rig(s, "c", 3)
    play(s, Roll())
    problem = refusal(s, Roll(by=0))
    assert (problem.reason, problem.rule) == ("Not now: answer the clue-set or reveal the next clue.", R_PLAY)


def test_refusals_reveal():
    """The Play 2: three clues at most; Rulings, Answering (spoken): no more clues once the answer shows; ruling 15:
    in a race only the Challenger's side reads; The Challenge: no clue while the buzzer answers."""
    s = new_game()
    rig(s, "c", 3)
    play(s, Roll(), Show())
    assert (refusal(s, Reveal(by=0)).reason, refusal(s, Reveal(by=0)).rule) == (
        "The answer is showing: judge it (right or wrong).", R_SPOKEN)
    s = new_game()
    rig(s, "c", 3)
    play(s, Roll(), Reveal(), Reveal())
    assert refusal(s, Reveal(by=0)).reason == "All three clues are showing already."
    s = race()
    problem = refusal(s, Reveal(by=1))
    assert "Challenger's side" in problem.reason and problem.rule == R_CHALLENGE
    play(s, Buzz(seat=1))
    assert refusal(s, Reveal(by=1)).reason == "Not now: answer (you buzzed)."


def test_refusals_show_judge_and_answer_follow_the_answering_mode():
    """Rulings: Answering: the mode chosen at setup (spoken: Show and Judge; typed: Answer), the answer shown once."""
    s = new_game(answering="typed")
    rig(s, "c", 2)
    play(s, Roll())
    for action in (Show(by=0), Judge(correct=True, by=0)):
        problem = refusal(s, action)
        assert (problem.reason, problem.rule) == ("Answers are typed in this game: type it.", R_TYPED)
    s = new_game()
    rig(s, "c", 2)
    play(s, Roll())
    problem = refusal(s, Answer(text="blocks", by=0))
    assert (problem.reason, problem.rule) == (
        "Answers are spoken in this game: say it aloud and let the table judge.", R_SPOKEN)
    play(s, Show())
    assert refusal(s, Show(by=0)).reason == "The answer is showing already."


def test_refusals_accept_and_overrule_only_on_a_typed_verdict():
    """Rulings: Answering (typed): the table's word comes after the app's verdict, not before."""
    s = new_game(answering="typed")
    rig(s, "c", 2)
    play(s, Roll())
    for action in (Accept(by=0), Overrule(by=0)):
        assert refusal(s, action).reason.startswith("Not now")
    play(s, Answer(text="rocks"))
    assert RULES.why_not(s, Accept(by=0)) is None and RULES.why_not(s, Overrule(by=0)) is None
    assert refusal(s, Accept(by=1)).reason == "It is Player 1's decision now, not Player 2's."


def test_refusals_move():
    """Variation: The Shorter Game (paths in play); The Winner (a piece home never moves); Humble Yourself (a piece
    that cannot go back that far)."""
    s = new_game(paths=2)
    s.pos[0][1] = HOME
    s.home_order = [(0, 1)]
    rig(s, "c", 3)
    play(s, Roll(), Judge(correct=True))
    assert refusal(s, Move(path=2, by=0)).rule == "Variation: The Shorter Game"
    problem = refusal(s, Move(path=1, by=0))
    assert "Trinity space" in problem.reason and problem.rule == R_WIN
    s = new_game()
    s.pos[0] = [7, 2, 0]
    rig(s, "humble", 3)
    play(s, Roll())
    problem = refusal(s, Move(path=1, by=0))
    assert (problem.reason, problem.rule) == ("That piece cannot go back 3 spaces.", R_HUMBLE)


def test_refusals_challenge_and_stay():
    """The Challenge 1-2 and The Green Challenge Spaces: only a piece landed on or ahead; no staying on a piece."""
    s = new_game()
    s.pos[1][1], s.pos[2][1] = 4, 9  # space 4 of the Jesus path is not green
    rig(s, "c", 4)
    play(s, Roll(), Judge(correct=True), Move(path=1))
    problem = refusal(s, Challenge(path=1, seat=2, by=0))
    assert problem.reason.startswith("You can challenge only") and problem.rule == R_CHALLENGE
    assert refusal(s, Stay(by=0)).reason == "You landed on an occupied space: a Challenge must follow."


def test_refusals_buzz_and_new_clue_set():
    """The Challenge 4 and 7: only the two contestants buzz, each for itself, and not once one has buzzed; a new
    Challenge clue-set only after all three clues, on the Challenger's side (ruling 15)."""
    s = race(players=4)
    problem = refusal(s, Buzz(seat=2))
    assert (problem.reason, problem.rule) == ("Only the Challenger and the Defender buzz.", R_CHALLENGE)
    assert refusal(s, NewClueSet(by=0)).reason == "Wait until all three clues are showing."
    play(s, Reveal(), Reveal())
    assert "Challenger's side" in refusal(s, NewClueSet(by=1)).reason
    forged = Buzz(seat=1).model_copy(update={"by": 0})  # made without validation: the seats differ
    assert refusal(s, forged).reason == "Each contestant buzzes for itself: Player 1 cannot buzz for seat 2."
    play(s, Buzz(seat=0))
    assert refusal(s, Buzz(seat=1)).reason.startswith("Not now")


# -- why_not agrees with the enumeration ---------------------------------------------------------------------------

def universe(players: int) -> list:
    """Every action of the game with small field values, by every seat (and one beyond the table)."""
    out = []
    for by in range(players + 1):
        out += [Roll(by=by), Reveal(by=by), Show(by=by), Accept(by=by), Overrule(by=by), Stay(by=by),
                NewClueSet(by=by), Judge(correct=True, by=by), Judge(correct=False, by=by),
                Answer(text="", by=by), Answer(text="gospel writers", by=by), Buzz(seat=by)]
        out += [Move(path=p, by=by) for p in range(3)]
        out += [Challenge(path=p, seat=t, by=by) for p in range(3) for t in range(players + 1)]
    return out


def test_why_not_agrees_with_the_legal_actions_over_seeded_positions():
    """Every rulebook section at once: over seeded positions of random and sensible games (2-5 seats, both answering
    modes, every number of paths), every legal action is allowed by `why_not`, every other action is refused with
    a reason and a rule, and any typed text is allowed exactly where the stand-in `Answer(text="")` is legal. The
    legal actions asked by seat or by kind are exactly that part of the whole."""
    positions = 0
    for seed in range(40):
        players = 2 + seed % 4
        options = {"answering": ("spoken", "typed")[seed % 2], "paths": "321"[seed % 3]}
        state = RULES.setup(GameConfig(game="tribond", players=players, options=options), seed)
        bots = [(ContestantBot if (seed + s) % 3 else RandomContestant)(seed * 7 + s) for s in range(players)]
        everything = universe(players)
        rng = random.Random(seed)
        for _ in range(120):
            legal = RULES.legal_actions(state)
            whole = set(legal)
            typed = any(a.kind == "answer" for a in legal)
            for a in everything:
                problem = RULES.why_not(state, a)
                stand_in = a.kind == "answer" and Answer(text="", by=a.by) in whole
                if a in whole or stand_in:
                    assert problem is None, (seed, state.phase, a, problem)
                else:
                    assert problem is not None and problem.reason and problem.rule, (seed, state.phase, a)
            for seat in range(players):
                assert set(RULES.legal_actions(state, seat=seat)) == {a for a in whole if a.by == seat}
            for kind in {a.kind for a in everything}:
                assert set(RULES.legal_actions(state, kind=kind)) == {a for a in whole if a.kind == kind}
            assert typed == (state.mode == "typed" and state.phase in ("clue", "race_answer"))
            positions += 1
            if RULES.outcome(state) is not None:
                break
            seat = rng.choice(RULES.decision(state).seats)  # in a race either contestant may act
            RULES.apply(state, bots[seat].choose(RULES, state, seat))
    assert positions > 3000


# -- saves from before actions named their seat ----------------------------------------------------------------------

@pytest.mark.parametrize("mode", ["spoken", "typed"])
def test_a_save_whose_actions_name_no_seat_still_loads(tmp_path, mode):
    """Saves (engine contract): a save written before actions named their seat (no `by` in any action, races
    included: a buzz by its `seat`, the next clue by the Challenger, ruling 15) replays to the same position."""
    import json

    from bible_tabletop.engine.digest import digest
    from bible_tabletop.engine.session import Session

    config = GameConfig(game="tribond", players=4, options={"answering": mode, "paths": "1"})
    session = Session(RULES, config, 5)
    bots = [ContestantBot(s) for s in range(4)]
    race_reads = 0
    while session.outcome is None and len(session.steps) < 600:
        seat = session.to_act
        action = bots[seat].choose(RULES, session.state, seat)
        race_reads += session.state.phase == "race" and action.kind in ("reveal", "new_clue_set")
        session.act(action)
    assert race_reads and "buzz" in {s.action.kind for s in session.steps}
    session.save(tmp_path / "new.json")
    data = json.loads((tmp_path / "new.json").read_text())
    for action in data["actions"]:
        action.pop("by")
    (tmp_path / "old.json").write_text(json.dumps(data))
    loaded = Session.load(tmp_path / "old.json")
    assert digest(loaded.state) == digest(session.state) and len(loaded.steps) == len(session.steps)
