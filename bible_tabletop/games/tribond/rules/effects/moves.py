"""Moving pieces: forward by the roll (into a Trinity space, onto a piece, onto a green space), back after HUMBLE,
and the Challenge or two-player Change that a landing starts."""

from __future__ import annotations

from bible_tabletop.engine.log import say
from bible_tabletop.games.tribond.rules.actions import Challenge, Move
from bible_tabletop.games.tribond.rules.board import HOME, PATHS, advance, ahead, all_home, is_green, occupants
from bible_tabletop.games.tribond.rules.state import Contest, TriBondState
from bible_tabletop.games.tribond.rules.effects import race
from bible_tabletop.games.tribond.rules.sections import R_CHALLENGE, R_GIFT_TURN, R_GREEN, R_HUMBLE, R_MOVE, R_TWO
from bible_tabletop.games.tribond.rules.turn import end_turn, go_on, win


def move(state: TriBondState, action: Move) -> None:
    seat, path = state.current, action.path
    here = state.pos[seat][path]
    if state.phase == "humble":
        state.pos[seat][path] = here - state.roll
        say(state, f"{state.names[seat]} humbly goes back {state.roll} on the {PATHS[path]} path.", seat, R_HUMBLE)
        end_turn(state)
        return
    to = advance(here, state.roll)
    state.pos[seat][path] = to
    by = "as a gift " if state.gift else ""
    if to == HOME:
        _home(state, seat, path, by)
        return
    say(state, f"{state.names[seat]} moves {by}{state.roll} to space {to} on the {PATHS[path]} path.", seat, R_MOVE)
    landed_on = occupants(state, path, to, seat)
    further = ahead(state, path, to, seat) if is_green(path, to) else []
    state.forward = (bool(landed_on), False)
    if not landed_on and not further:
        go_on(state)
        return
    state.pending_path, state.pending_from = path, here
    state.candidates = [(path, s) for s in landed_on + further]
    state.may_stay = not landed_on
    state.phase = "target"
    if further:
        say(state, "A green space: challenge a piece ahead on this path, or stay.", seat, R_GREEN)


def _home(state: TriBondState, seat: int, path: int, by: str) -> None:
    """The piece enters its Trinity space: safe; the last one home wins, unless it came as a gift."""
    state.home_order.append((seat, path))
    state.forward = (False, False)
    say(state, f"{state.names[seat]} moves {by}into the {PATHS[path]} Trinity space: safe.", seat, R_MOVE)
    if all_home(state, seat):
        if state.gift:
            state.awaiting[seat], state.gift_turn = True, state.turns
            say(state, f"Every piece of {state.names[seat]} is home, but a gift never wins: a right answer on a "
                "later turn of their own will.", seat, R_GIFT_TURN)
        else:
            win(state, seat)
            return
    go_on(state)


def challenge(state: TriBondState, action: Challenge) -> None:
    """Jump onto the chosen piece: two players change places at once; more start a Challenge race."""
    seat, path, target = state.current, action.path, action.seat
    mine, theirs = state.pos[seat][path], state.pos[target][path]
    came_from = state.pending_from if mine == theirs else mine
    state.pos[seat][path] = theirs
    state.candidates, state.may_stay, state.pending_path, state.pending_from = [], False, None, None
    contest = Contest(seat, target, path, came_from)
    state.forward = (state.forward[0], True)
    if state.players == 2:
        state.pos[target][path] = came_from
        say(state, f"Change! {state.names[target]} goes to space {came_from} and {state.names[seat]} takes"
            f" space {theirs} on the {PATHS[path]} path.", seat, R_TWO, to=target)
        go_on(state)
        return
    state.contest = contest
    say(state, f"{state.names[seat]} challenges {state.names[target]} for space {theirs} on the "
        f"{PATHS[path]} path! A race: the first right answer wins.", seat, R_CHALLENGE, to=target)
    race.start(state)


def stay(state: TriBondState, _action=None) -> None:
    state.candidates, state.may_stay = [], False
    go_on(state)
