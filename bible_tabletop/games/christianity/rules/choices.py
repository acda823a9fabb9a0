"""The legal actions of a position, each naming its seat: exactly what legality.why_not allows, built from the same
predicates (the tests check the two agree over many positions), filtered by seat and kind when asked."""

from __future__ import annotations

from bible_tabletop.engine.decision import Mode
from bible_tabletop.games.christianity.rules import abilities, costzone, legality, turn
from bible_tabletop.games.christianity.rules.actions import (
    AutoPass, Boost, Choose, Discard, EndPhase, EvilPlay, Free, GiveIn, Help, Pass, Pick, Place, Play, Resist, Restore,
    Shift, Use,
)
from bible_tabletop.games.christianity.rules.state import ChristianityState


def legal_actions(state: ChristianityState, seat: int | None = None, kind: str | None = None, d=False) -> list:
    """`d`: the position's decision when the caller has it already (False: work it out)."""
    if d is False:
        d = turn.decision(state)
    if d is None:
        return []
    me = d.seats[0]  # d.seat, read directly
    if seat is None:
        found = _actions(state, d, me, kind) + stepping_in(state, d, d.seats[1:], kind)
    elif seat == me:
        found = _actions(state, d, me, kind)
    else:
        found = stepping_in(state, d, (seat,), kind)
    return found if kind is None else [a for a in found if a.kind == kind]


def stepping_in(state: ChristianityState, d, seats, kind: str | None) -> list:
    """The Unctions each of `seats` may play stepping into decision `d` (Mode.OPEN: none in any other)."""
    if d.mode is not Mode.OPEN or kind not in (None, "play"):
        return []
    return [a for s in seats if s in d.seats[1:] for a in _plays(state, s, "unction", legality.STEP_IN)]


def _actions(state: ChristianityState, d, seat: int, kind: str | None) -> list:
    k = d.kind
    if k == "turn":
        return _turn(state, seat, kind)
    if k == "evil":
        side = state.evil
        ready = costzone.ready(side.cost_zone)
        paid = [c for c in side.hand if state.cards[c].cost <= ready]
        return each(EvilPlay, seat, [(c, t) for c in paid for t in state.team]) + [made(EndPhase, by=seat)]
    if k in ("offer", "help"):
        found = [made(Boost, by=seat) if k == "offer" else made(Help, by=seat)] if legality.can_pay_pending(
            state, state.pending.now) else []
        return found + [made(Pass, by=seat), made(AutoPass, by=seat, on=seat not in state.auto_pass)]
    if k in ("respond", "window"):
        plays = _plays(state, seat, "unction", k) if kind in (None, "play") else []
        return [*plays, made(Pass, by=seat), made(AutoPass, by=seat, on=seat not in state.auto_pass)]
    if k == "choose":
        return [made(Choose, by=seat, option=i) for i in range(len(state.pending.now.details["options"]))]
    if k in ("ability", "buy"):
        picks = [made(Pick, by=seat, ability=a) for a in legality.pick_options(state, state.pending.now)]
        return picks + ([made(Pass, by=seat)] if k == "buy" else [])
    side = state.evil  # shift
    cards = side.hand + ([s.card for s in side.cost_zone] if state.pending.now.details["round"] else [])
    return each(Shift, seat, cards) + [made(EndPhase, by=seat)]


def _turn(state: ChristianityState, seat: int, kind: str | None) -> list:
    me = state.players[seat]
    phase = state.phase
    if phase == "cost_zone":
        return each(Place, seat, me.hand) + [made(EndPhase, by=seat)]
    plays = _plays(state, seat, None, "turn") if kind in (None, "play") else []
    if phase == "discard":
        return each(Discard, seat, me.hand) + plays
    found = plays
    if phase == "resistance":
        if me.tempted:
            if legality.can_resist(state, seat):
                found.append(made(Resist, by=seat))
            found.append(made(GiveIn, by=seat))
        else:
            found.append(made(EndPhase, by=seat))
        return found
    found += [made(Use, by=seat, card=slot.card, boost=i) for holder, slot, i in legality.permanent_boosts(state)
              if legality.why_not_use_slot(state, seat, holder, slot, i) is None]
    if abilities.has(state, seat, "restoration") and state.restoration:
        found.append(made(Restore, by=seat))
    found += each(Free, seat, [c for c in me.evil if legality.why_not_free(state, seat, c) is None])
    return found + [made(EndPhase, by=seat)]


def _plays(state: ChristianityState, seat: int, only: str | None, decision_kind: str) -> list:
    """Every way to play each card of hand (or face up in the Cost Zone): for whom and paid by whom (the player
    themselves unless Brotherly Love or Benevolence open more)."""
    me = state.players[seat]
    cards = me.hand + costzone.face_up_ready(me.cost_zone)
    if only is not None:
        cards = [c for c in cards if state.cards[c].kind == only]
    ways = legality.play_ways(state, seat, decision_kind, cards)
    if not ways:
        return []
    targets = legality.targets(state, seat)
    return each(Play, seat, [(c, t, p) for c, p in ways for t in targets])


_MADE: dict = {}  # actions are frozen: each one is made once and handed out again (building them is the cost)
MADE_MAX = 50_000
_EACH: dict = {}  # (kind, seat) -> {its card (or (card, target[, payer])): the action}: `each`'s shared actions
FIELDS = {Place: ("card",), Discard: ("card",), Free: ("card",), Shift: ("card",), EvilPlay: ("card", "target"),
          Play: ("card", "target", "payer")}  # the fields `each` fills, after `by`


def made(cls, by: int, **fields):
    """The action `cls(by=by, **fields)`, made once and shared."""
    key = (cls, by, *fields.items()) if fields else (cls, by)
    action = _MADE.get(key)
    if action is None:
        if len(_MADE) >= MADE_MAX:
            _MADE.clear()
        action = _MADE[key] = cls(by=by, **fields)
    return action


def each(cls, seat: int, keys: list) -> list:
    """The actions `cls(by=seat, ...)` for each of `keys` (a card, or a tuple of FIELDS[cls]), each made once and
    shared: one small table a kind and seat, the quick way for a list of them."""
    table = _EACH.get((cls, seat))
    if table is None or len(table) >= MADE_MAX:
        table = _EACH[cls, seat] = {}
    names = FIELDS[cls]
    found = []
    for key in keys:
        action = table.get(key)
        if action is None:
            values = key if isinstance(key, tuple) else (key,)
            action = table[key] = cls(by=seat, **dict(zip(names, values)))
        found.append(action)
    return found
