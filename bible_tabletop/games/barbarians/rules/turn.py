"""The flow of play: the decisions asked for, the end of a turn and the start of the next, When in Rome, the end."""

from __future__ import annotations

from bible_tabletop.engine.decision import Decision
from bible_tabletop.engine.flow import Pending
from bible_tabletop.engine.game import Outcome
from bible_tabletop.engine.log import say
from bible_tabletop.games.barbarians.rules.board import AREAS
from bible_tabletop.games.barbarians.rules.sections import R_END, R_EVENT, R_ROME, R_TURN
from bible_tabletop.games.barbarians.rules.state import ACTIONS_PER_TURN, HAND_LIMIT, BarbariansState, Roll


def ask(state: BarbariansState, kind: str, seat: int, prompt: str, *, first: bool = False, **details) -> None:
    """Make `seat` decide (place, defence, move, discard, top_deck) before play goes on; `first`: before any
    decision already waiting (an answer the attack waits for)."""
    state.pending.ask(Pending(kind, (seat,), f"{state.fighters[seat].name}: {prompt}", details=details),
                      first=first)


def decider(state: BarbariansState) -> int | None:
    """The seat of the decision (below) without writing its prompt: the pending question's, else the current
    player's; None once the game is over."""
    if state.winners is not None:
        return None
    pending = state.pending.now
    return state.current if pending is None else pending.seat


def decision(state: BarbariansState) -> Decision | None:
    """The pending decision, else the turn of the current player; None once the game is over."""
    if state.winners is not None:
        return None
    pending = state.pending.now
    if pending is not None:
        return pending.decision()
    seat = state.current
    left = state.actions_left
    return Decision.one(seat, "turn", f"{state.fighters[seat].name}: your turn, {left} action{'s' * (left != 1)} "
                                      "left: play a card, stumble, take a breather or end the turn.")


def outcome(state: BarbariansState) -> Outcome | None:
    """The last one standing wins; the last two falling together draw."""
    if state.winners is None:
        return None
    names = " and ".join(state.fighters[s].name for s in state.winners)
    players = len(state.fighters)
    if len(state.winners) == 1:
        return Outcome.won_by(state.winners, players, f"{names} is the last one standing!")
    return Outcome.drawn_by(state.winners, players, f"A draw between {names}.")


def settle(state: BarbariansState) -> None:
    """After every action: the end of the game (looked for only when someone was knocked out), the end of a turn,
    the start of the next."""
    if state.knocked_out_now and state.phase == "turn" and sum(not f.out for f in state.fighters) <= 1:
        standing = [i for i, f in enumerate(state.fighters) if not f.out]
        state.winners = tuple(standing) if standing else tuple(sorted(state.knocked_out_now))
        state.pending.clear()
        state.attack = None
        say(state, outcome(state).text, None, R_END)
        return
    if state.pending:
        return
    if state.phase == "setup":
        state.phase = "turn"
        start_turn(state, state.current)
        return
    f = state.fighters[state.current]
    if f.out:
        start_turn(state, next_seat(state))
        return
    if state.actions_left > 0:
        return
    if len(f.hand) > HAND_LIMIT:
        ask(state, "discard", state.current, f"discard down to {HAND_LIMIT} cards.")
        return
    when_in_rome(state)
    start_turn(state, next_seat(state))


def next_seat(state: BarbariansState) -> int:
    """The next standing player clockwise."""
    n = len(state.fighters)
    for step in range(1, n + 1):
        seat = (state.current + step) % n
        if not state.fighters[seat].out:
            return seat
    return state.current


def start_turn(state: BarbariansState, seat: int) -> None:
    """Three fresh actions; the player's own lasting area Events are cleared away."""
    state.current = seat
    state.actions_left = ACTIONS_PER_TURN
    state.turn += 1
    state.rolled_six = False
    for f in state.fighters:
        f.damage_this_turn = 0
    for m in [m for m in state.marks if m.owner == seat]:
        state.marks.remove(m)
        state.discard.append(m.card)
        say(state, f"{state.cards[m.card].name} in the {AREAS[m.area]} is cleared away.", seat, R_EVENT)
    say(state, f"Turn {state.turn}: {state.fighters[seat].name}.", seat, R_TURN)


def when_in_rome(state: BarbariansState) -> None:
    """Optional rule: after a turn with a natural 6, roll again; on 5-6 the board side strikes."""
    if state.options.get("rome") != "on" or not state.rolled_six:
        return
    roll = state.rng.randint(1, 6)
    state.revealed = True
    seat = state.current
    state.last_roll = Roll(seat, roll, [], "When in Rome")
    say(state, f"A 6 was rolled this turn: the extra die shows {roll}.", seat, R_ROME)
    if roll < 5:
        return
    standing = [i for i, f in enumerate(state.fighters) if not f.out]
    if state.options.get("side") == "outdoor":
        here = state.fighters[seat].area
        for i in standing:
            state.fighters[i].area = here
        say(state, f"Rain! Everyone runs for shelter at the {AREAS[here]}.", seat, R_ROME)
    else:
        hands = [state.fighters[i].hand for i in standing]
        for k, i in enumerate(standing):
            state.fighters[i].hand = hands[k - 1]
        say(state, "Confusion indoors: every hand passes to the next player clockwise.", seat, R_ROME)
