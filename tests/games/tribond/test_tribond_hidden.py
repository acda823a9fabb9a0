"""Hidden information in TriBond: the answer being read is never in the legal actions, a view or the log before it is
revealed, and a wrong answer in a Challenge race reveals nothing (rulings of this edition 14)."""

import pytest

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.session import Session
from bible_tabletop.games.tribond.rules.actions import (
    Accept, Answer, Buzz, Challenge, Judge, Move, Overrule, Reveal, Roll, Show,
)
from bible_tabletop.games.tribond.rules.bots import ContestantBot, RandomContestant
from bible_tabletop.games.tribond.rules.models import Card, Clues
from bible_tabletop.games.tribond.rules.game import RULES

from tribond_helpers import new_game, rig, to_act


def unique_deck(n: int = 700) -> tuple[Card, ...]:
    """Cards whose every answer, alternative and clue is a token found nowhere else, so any sighting is a leak."""
    def clues(i: int, j: int) -> Clues:
        return Clues(tuple(f"Hint{i}x{j}x{k}z" for k in range(3)), f"Bond{i}x{j}z", (f"Alt{i}x{j}z",),
                     (f"Ref{i}x{j}z",))

    slots = ("c", "c", "c", "c", "love", "challenge")
    return tuple(Card(f"u-{i:04d}", tuple(clues(i, j) if s == "c" else s for j, s in enumerate(slots)), clues(i, 6))
                 for i in range(n))


def secrets(state) -> list[str]:
    """What must not be readable now: the answer, its alternatives and references (until revealed), unread clues."""
    if state.reading is None:
        return []
    clues = RULES.reading(state)
    hidden = [] if state.phase == "verdict" or state.answer_seen else [clues.answer, *clues.also, *clues.refs]
    return hidden + list(clues.clues[state.shown:]) if hidden else hidden


@pytest.mark.parametrize("mode", ["typed", "spoken"])
def test_the_answer_is_in_no_legal_action_and_no_view_before_it_is_revealed(mode):
    """Rulings, Answering: across many seeded positions (2-5 players, sensible and random contestants), the current
    clue-set's answer appears in no repr() of the legal actions and no seat's view until it is revealed."""
    cards = unique_deck()
    checked = 0
    for seed in range(16):
        players = 2 + seed % 4
        config = GameConfig(game="tribond", players=players, options={"answering": mode, "paths": "2"})
        state = RULES.setup(config, seed, cards=cards)
        bots = [(ContestantBot if (seed + s) % 2 else RandomContestant)(seed * 10 + s) for s in range(players)]
        for _ in range(250):
            if RULES.outcome(state) is not None:
                break
            hidden = secrets(state)
            if hidden:
                shown = [repr(RULES.legal_actions(state))]
                shown += [repr(vars(RULES.view(state, seat))) for seat in (None, *range(players))]
                for text in shown:
                    leaked = [h for h in hidden if h in text]
                    assert not leaked, (seed, state.phase, leaked)
                checked += 1
            seat = to_act(state)
            RULES.apply(state, bots[seat].choose(RULES, state, seat))
        assert not any("ran out" in e.text for e in state.log)  # no card came round twice
    assert checked > 500


def race(mode: str):
    """A three-player game on the God path with a Challenge race just begun: seat 0 challenges seat 1."""
    s = new_game(answering=mode)
    s.pos[1][0] = 2
    rig(s, "c", 2)
    RULES.apply(s, Roll())
    RULES.apply(s, Answer(text="blocks") if mode == "typed" else Judge(correct=True))
    if mode == "typed":
        RULES.apply(s, Accept())
    RULES.apply(s, Move(path=0))
    RULES.apply(s, Challenge(path=0, seat=1))
    assert s.phase == "race"
    return s


def readable(s) -> str:
    """Everything a player could read: every seat's view (with the log) and the legal actions."""
    return repr(RULES.legal_actions(s)) + "".join(repr(vars(RULES.view(s, seat))) for seat in (None, 0, 1, 2))


def test_rulings_of_this_edition_14_typed_race_wrong_answer_reveals_nothing():
    """Rulings of this edition 14: a wrong typed answer in a race shows no answer (view, log, legal actions); the race
    goes on with the same clues, and either contestant may still answer."""
    s = race("typed")
    card, log = s.reading, len(s.log)
    RULES.apply(s, Reveal())
    RULES.apply(s, Buzz(seat=1))
    RULES.apply(s, Answer(text="prophets"))
    assert s.phase == "race" and s.reading == card and s.buzzed is None and s.shown == 2
    assert "Gospel writers" not in readable(s)
    assert RULES.view(s, 0).answer_shown is None and RULES.view(s, 0).clues_shown == ("Matthew", "Mark")
    assert "not right" in s.log[-1].text and all("Gospel" not in e.text for e in s.log[log:])
    RULES.apply(s, Buzz(seat=0))
    RULES.apply(s, Answer(text="gospel writers"))
    assert s.phase == "verdict" and RULES.view(s, 0).answer_shown == "Gospel writers"
    RULES.apply(s, Accept())
    assert s.contest is None and s.pos[0][0] == 2 and s.pos[1][0] == 0


def test_rulings_of_this_edition_14_typed_race_right_verdict_overruled_reads_a_new_clue_set():
    """Rulings of this edition 14: the table may overrule a right verdict in a race; the answer has been seen, so the
    race goes on with a new Challenge clue-set."""
    s = race("typed")
    card = s.reading
    RULES.apply(s, Buzz(seat=0))
    RULES.apply(s, Answer(text="gospel writers"))
    RULES.apply(s, Overrule())
    assert s.phase == "race" and s.reading != card and card in s.discard and s.shown == 1 and s.contest is not None


def test_rulings_of_this_edition_14_spoken_race_wrong_answer():
    """Rulings of this edition 14, spoken: judged wrong without looking at the answer, the race goes on hidden on the
    same clues; judged wrong after the table looked (Show), the race goes on with a new Challenge clue-set."""
    s = race("spoken")
    card = s.reading
    RULES.apply(s, Buzz(seat=1))
    assert Show(by=1) in RULES.legal_actions(s)
    RULES.apply(s, Judge(correct=False))
    assert s.phase == "race" and s.reading == card and "Gospel writers" not in readable(s)
    RULES.apply(s, Buzz(seat=0))
    RULES.apply(s, Show())
    assert RULES.view(s, 2).answer_shown == "Gospel writers" and RULES.view(s, 2).refs_shown == ("Mark 1:1",)
    RULES.apply(s, Judge(correct=False))
    assert s.phase == "race" and s.reading != card and s.shown == 1 and not s.answer_seen


@pytest.mark.parametrize("mode", ["typed", "spoken"])
def test_rulings_of_this_edition_14_a_wrong_race_answer_cannot_be_taken_back(mode):
    """Rulings of this edition 14 with undo's rule (only a decision that showed nothing is undone): "not right" in a
    race is news to both contestants, so the Challenger, who stays first to act, cannot undo a wrong answer and try
    again before the Defender may buzz."""
    session = Session(RULES, GameConfig(game="tribond", players=3), 1)
    session.state = race(mode)
    session.act(Buzz(seat=0))
    session.act(Answer(text="prophets") if mode == "typed" else Judge(correct=False))
    assert session.state.phase == "race" and session.to_act == 0
    assert "showed something new" in session.why_not_undo()


def test_spoken_show_reveals_answer_alternatives_and_references():
    """Rulings, Answering (spoken): the app shows the answer, as the box prints it, when the table asks (Show);
    not before; after that no more clues are revealed."""
    s = new_game()
    rig(s, "c", 3)
    RULES.apply(s, Roll())
    v = RULES.view(s, 0)
    assert v.answer_shown is None and v.refs_shown == () and v.also_shown == ()
    RULES.apply(s, Show())
    v = RULES.view(s, 0)
    assert v.answer_shown == "Blocks" and v.also_shown == ("block",) and v.refs_shown == ("1 Kings 5:17",)
    assert v.clues_shown == ("Stone", "Building", "Stumbling") and Reveal(by=0) not in RULES.legal_actions(s)
    RULES.apply(s, Judge(correct=True))
    assert s.phase == "move" and not s.answer_seen


def test_typed_legal_answer_is_a_template_any_text_is_applied():
    """Rulings, Answering (typed): the legal actions offer `Answer(text="")` for "any text"; the rules take any text
    and judge it."""
    s = new_game(answering="typed")
    rig(s, "c", 2)
    RULES.apply(s, Roll())
    assert [a for a in RULES.legal_actions(s) if a.kind == "answer"] == [Answer(text="", by=0)]
    RULES.apply(s, Answer(text="stumbling blocks"))
    assert s.verdict is True
