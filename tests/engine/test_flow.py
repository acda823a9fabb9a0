"""Engine 2's decisions and shared flow (issue 10): who may act (one, any, each), the one gate `admit`, the
session naming and refusing seats, the pending queue, the response stack and phases, on a toy game."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Literal, Union

import pytest
from pydantic import TypeAdapter

from bible_tabletop.engine.decision import Decision, Mode
from bible_tabletop.engine.flow import Pending, PendingQueue, Phase, ResponseStack
from bible_tabletop.engine.game import Action, BaseState, GameConfig, IllegalAction, Outcome
from bible_tabletop.engine.legality import admit, only, seated
from bible_tabletop.engine.log import say
from bible_tabletop.engine.session import Session
from bible_tabletop.engine.snapshot import snapshot
from bible_tabletop.engine.view import HIDDEN, face_down, public_copy


class Buzz(Action):
    kind: Literal["buzz"] = "buzz"


class Pass(Action):
    kind: Literal["pass"] = "pass"


class Shout(Action):
    kind: Literal["shout"] = "shout"


ToyAction = Union[Buzz, Pass, Shout]
PHASES = {"race": Phase.of("race", "buzz", rule="Toy: the race"),
          "respond": Phase.of("respond", "pass", "shout", rule="Toy: responses"),
          "quiet": Phase.of("quiet phase", rule="Toy: the quiet phase")}


@dataclass
class ToyState(BaseState):
    phase: str = "race"
    winner: int | None = None
    stack: ResponseStack = field(default_factory=ResponseStack)
    shouts: int = 0


class ToyRules:
    """Seats 0 and 1 race to buzz (ANY); the buzz goes on a stack every seat in order may respond to (EACH) by
    shouting once (which adds to the stack) or passing; when the stack empties, the buzzer wins."""

    id, title, min_players, max_players, options = "toy", "Toy", 3, 3, ()
    action_type = TypeAdapter(ToyAction)

    def setup(self, config, seed):
        import random
        return ToyState(rng=random.Random(seed))

    def decision(self, s: ToyState) -> Decision | None:
        if s.winner is not None:
            return None
        if s.phase == "race":
            return Decision((0, 1), "race", "Seats 1 and 2: buzz first!", Mode.ANY)
        return s.stack.decision("respond", f"Seat {s.stack.responder + 1}: shout or pass")

    def legal_actions(self, s, seat=None, kind=None):
        d = self.decision(s)
        if d is None:
            return []
        if s.phase == "race":
            out = [Buzz(by=x) for x in d.seats]
        else:
            out = seated([Pass()] + ([Shout()] if s.shouts == 0 else []), d.seat)
        return only(out, seat, kind)

    def why_not(self, s, a):
        refusal = PHASES[s.phase].why_not(a.kind)
        if refusal is None and a.kind == "shout" and s.shouts:
            refusal = IllegalAction("Only one shout a game.", "Toy: shouting")
        return refusal

    def apply(self, s, a):
        a = admit(self, s, a)
        if a.kind == "buzz":
            s.phase = "respond"
            s.stack.add(("buzz", a.by), [(a.by + k) % 3 for k in range(1, 4)])
            say(s, f"Seat {a.by + 1} buzzes", a.by, "Toy: the race")
            s.revealed = True
        elif a.kind == "shout":
            s.shouts += 1
            s.stack.add(("shout", a.by), [(a.by + k) % 3 for k in range(1, 4)])
        else:
            done = s.stack.pass_(a.by)
            if done is not None and done[0] == "buzz":
                s.winner = done[1]
        return []

    def outcome(self, s):
        return None if s.winner is None else Outcome.won_by((s.winner,), 3, f"Seat {s.winner + 1} wins")

    def invariants(self, s):
        return []


RULES = ToyRules()


def toy_session() -> Session:
    return Session(RULES, GameConfig(game="toy", players=3), 1)


def test_a_race_is_any_of_several_seats_and_an_action_must_name_which():
    session = toy_session()
    assert session.decision == Decision((0, 1), "race", "Seats 1 and 2: buzz first!", Mode.ANY)
    with pytest.raises(IllegalAction, match="Say which seat takes this"):
        session.act(Buzz())
    with pytest.raises(IllegalAction, match="Seat 3 may not act now") as err:
        session.act(Buzz(by=2))
    assert err.value.rule == "Turn order" and not session.steps
    session.act(Buzz(by=1))
    assert session.steps[-1].seat == 1 and session.steps[-1].action.by == 1


def test_responses_go_round_each_seat_in_order_and_the_stack_resolves_last_in_first_out():
    session = toy_session()
    session.act(Buzz(by=1))
    assert session.decision.mode is Mode.EACH and session.decision.seats == (2,)
    with pytest.raises(IllegalAction, match="Seat 1 may not act now"):
        session.act(Pass(by=0))
    session.act(Shout())  # no seat named: the seat whose turn it is to respond takes it
    assert session.steps[-1].action == Shout(by=2)
    for seat in (0, 1, 2):  # the shout resolves once everyone passed on it...
        session.act(Pass(by=seat))
    assert session.state.stack.items == [("buzz", 1)] and session.outcome is None
    for seat in (2, 0, 1):  # ...then the buzz, its round starting after the buzzer again
        session.act(Pass(by=seat))
    assert session.outcome.winners == (1,)
    assert session.decision is None and session.legal() == []


def test_the_one_gate_refuses_by_phase_and_by_the_games_predicate_and_after_the_end():
    session = toy_session()
    with pytest.raises(IllegalAction, match="Not in the race: only buzz") as err:
        session.act(Pass(by=0))
    assert err.value.rule == "Toy: the race"
    assert session.why_not(Pass(by=0)).reason == "Not in the race: only buzz."
    assert session.why_not(Buzz(by=0)) is None
    session.act(Buzz(by=0))
    session.act(Shout())
    assert session.why_not(Shout(by=0)).reason.startswith("Seat 1 may not act now")  # seat 3 responds now
    assert session.why_not(Shout()).reason == "Only one shout a game."
    quiet = PHASES["quiet"].why_not("buzz")
    assert quiet.reason == "Nothing can be played in the quiet phase." and quiet.rule == "Toy: the quiet phase"
    state = RULES.setup(None, 1)
    state.winner = 0
    with pytest.raises(IllegalAction, match="The game is over"):
        admit(RULES, state, Buzz(by=0))


def test_legal_actions_name_their_seat_and_filter_by_seat_and_kind():
    session = toy_session()
    assert session.legal() == [Buzz(by=0), Buzz(by=1)]
    assert session.legal(seat=1) == [Buzz(by=1)] and session.legal(seat=2) == []
    session.act(Buzz(by=0))
    assert session.legal() == [Pass(by=1), Shout(by=1)]
    assert session.legal(kind="shout") == [Shout(by=1)]


def test_an_action_keeps_its_seat_through_a_save_and_an_older_save_without_seats_still_loads(tmp_path):
    session = toy_session()
    session.act(Buzz(by=1))
    session.act(Pass())
    data = session.to_data()
    assert [a["by"] for a in data["actions"]] == [1, 2]
    assert RULES.action_type.validate_json(json.dumps(data["actions"][1])) == Pass(by=2)
    older = dict(data["actions"][1])
    del older["by"]  # a save from before actions named their seat
    assert RULES.action_type.validate_python(older) == Pass()


def test_the_pending_queue_asks_first_in_first_out_and_an_urgent_question_first():
    queue = PendingQueue()
    assert queue.decision() is None and not queue
    queue.ask(Pending("discard", (1,), "Ben: discard a card"))
    queue.ask(Pending("defence", (2,), "Cy: defend?"), first=True)
    assert queue.now.kind == "defence" and queue.decision() == Decision((2,), "defence", "Cy: defend?")
    assert queue.answered().seat == 2 and queue.now.kind == "discard" and len(queue) == 1
    stack = ResponseStack()
    stack.add(("buzz", 0), [1, 2])
    copy = snapshot(ToyState(rng=None, stack=stack))
    copy.stack.pass_(1)
    assert copy.stack.items == [("buzz", 0)] and copy.stack.responder == 2 and stack.responder == 1


def test_a_response_out_of_turn_is_refused_by_the_stack_itself():
    stack = ResponseStack()
    stack.add("unction", [1, 2])
    with pytest.raises(IllegalAction, match="seat 2's turn to respond"):
        stack.pass_(2)
    assert stack.pass_(1) is None and stack.pass_(2) == "unction" and stack.responder is None


def test_decisions_refuse_no_seats_and_a_one_seat_decision_of_two():
    with pytest.raises(ValueError):
        Decision((), "turn", "nobody")
    with pytest.raises(ValueError):
        Decision((0, 1), "turn", "two at once")
    assert Decision((2, 0), "offer", "in order", Mode.EACH).may_act(2)
    assert not Decision((2, 0), "offer", "in order", Mode.EACH).may_act(0)


def test_the_shared_log_line_and_view_helpers():
    state = ToyState(rng=object())
    say(state, "Ann hits Ann", 0, "Rule", to=0)
    say(state, "Ann hits Ben", 0, "Rule", to=1)
    assert [e.to for e in state.log] == [None, 1]
    view = public_copy(state, "log")
    assert view.rng is None and view.log == state.log and view.log is not state.log
    assert face_down([5, 7, 9]) == [HIDDEN] * 3
