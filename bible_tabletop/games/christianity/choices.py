"""The legal actions of a position, each naming its seat: exactly what legality.why_not allows (it is asked for
every action listed here that is not obviously allowed), filtered by seat and kind when asked."""

from __future__ import annotations

from bible_tabletop.games.christianity import abilities, costzone, legality, turn
from bible_tabletop.games.christianity.actions import (
    AutoPass, Boost, Choose, Discard, EndPhase, EvilPlay, Free, GiveIn, Help, Pass, Pick, Place, Play, Resist, Restore,
    Shift, Use,
)
from bible_tabletop.games.christianity.state import ChristianityState


def legal_actions(state: ChristianityState, seat: int | None = None, kind: str | None = None) -> list:
    d = turn.decision(state)
    if d is None:
        return []
    who = d.seat
    if seat is not None and seat != who:
        return []
    found = [a for a in _candidates(state, d, who, kind) if kind is None or a.kind == kind]
    return [a for a in found if legality.judge(state, d, a) is None]


def _candidates(state: ChristianityState, d, seat: int, kind: str | None) -> list:
    k = d.kind
    if k == "turn":
        return _turn(state, seat, kind)
    if k == "evil":
        side = state.evil
        return [EvilPlay(by=seat, card=c, target=t) for c in side.hand for t in state.team] + [EndPhase(by=seat)]
    if k in ("offer", "help"):
        answer = Boost(by=seat) if k == "offer" else Help(by=seat)
        return [answer, Pass(by=seat), AutoPass(by=seat, on=seat not in state.auto_pass)]
    if k in ("respond", "window"):
        return [*_plays(state, seat, "unction"), Pass(by=seat), AutoPass(by=seat, on=seat not in state.auto_pass)]
    if k == "choose":
        return [Choose(by=seat, option=i) for i in range(len(state.pending.now.details["options"]))]
    if k in ("ability", "buy"):
        picks = [Pick(by=seat, ability=a) for a in legality.pick_options(state, state.pending.now)]
        return picks + ([Pass(by=seat)] if k == "buy" else [])
    if k == "shift":
        side = state.evil
        cards = side.hand + ([s.card for s in side.cost_zone] if state.pending.now.details["round"] else [])
        return [Shift(by=seat, card=c) for c in cards] + [EndPhase(by=seat)]
    return []


def _turn(state: ChristianityState, seat: int, kind: str | None) -> list:
    me = state.players[seat]
    phase = state.phase
    if phase == "cost_zone":
        return [Place(by=seat, card=c) for c in me.hand] + [EndPhase(by=seat)]
    found = [EndPhase(by=seat)]
    if kind in (None, "play"):
        found += _plays(state, seat, None)
    if phase == "resistance":
        found += [Resist(by=seat), GiveIn(by=seat)]
    elif phase == "main":
        found += [Use(by=seat, card=c, boost=i) for c, i in legality.permanent_boosts(state)]
        found += [Restore(by=seat)] + [Free(by=seat, card=c) for c in me.evil]
    elif phase == "discard":
        found = [Discard(by=seat, card=c) for c in me.hand] + _plays(state, seat, "unction")
    return found


def _plays(state: ChristianityState, seat: int, only: str | None) -> list:
    """Every way to play each card of hand (or face up in the Cost Zone): for whom and paid by whom (the player
    themselves unless Brotherly Love or Benevolence open more)."""
    me = state.players[seat]
    cards = me.hand + costzone.face_up_ready(me.cost_zone)
    if only is not None:
        cards = [c for c in cards if state.cards[c].kind == only]
    targets = legality.targets(state, seat)
    payers = legality.payers(state, seat)
    return [Play(by=seat, card=c, target=t, payer=p) for c in cards for t in targets for p in payers]


_ = abilities
