"""What must hold in every position (checked after every action of the playouts)."""

from __future__ import annotations

from bible_tabletop.games.christianity.rules.abilities import capped
from bible_tabletop.games.christianity.rules.state import GOAL_LEVEL, LEVEL_POWER, ChristianityState


def places(state: ChristianityState) -> list[int]:
    """Every card where it lies, in one list (each card must be there exactly once)."""
    found: list[int] = []
    for p in state.players:
        if p is None:
            continue
        found += p.deck + p.hand + p.discard + p.evil + p.tempted
        found += [s.card for s in p.cost_zone] + [s.card for s in p.in_play]
    side = state.evil
    found += side.deck + side.resisted + side.failed + side.hand + [s.card for s in side.cost_zone]
    found += [item.card for item in state.stack.items]
    if state.playing is not None:
        found.append(state.playing.card)
    return found


def check(state: ChristianityState) -> list[str]:
    bad = []
    if sorted(places(state)) != list(range(len(state.cards))):
        bad.append(f"cards are not each in exactly one place ({len(places(state))} placed of {len(state.cards)})")
    for s in state.team:
        p = state.players[s]
        if p.power < 0:
            bad.append(f"{p.name} has {p.power} Power")
        if p.level < 0 or (capped(state, p.level) and p.level > GOAL_LEVEL):
            bad.append(f"{p.name} is at Dependence Level {p.level}")
        if not capped(state, p.level) and p.power >= LEVEL_POWER and not state.todo:
            bad.append(f"{p.name} has {p.power} Power without rising a level")
        if any(state.cards[c].kind not in ("temptation", "evil_habitual") for c in p.tempted + p.evil):
            bad.append(f"a Righteous card waits as an Evil one at {p.name}")
        if len(set(p.abilities)) != len(p.abilities) or set(p.abilities) & set(state.shared):
            bad.append(f"{p.name} holds an ability twice")
    if not 1 <= state.round <= 10:
        bad.append(f"round {state.round}")
    if state.result is None and state.current not in state.team:
        bad.append("the turn is at a seat that is not Righteous")
    if state.result == "righteous" and not all(state.players[s].level >= GOAL_LEVEL and not state.players[s].evil
                                               for s in state.team):
        bad.append("the Righteous won without every condition met")
    if state.result is None and state.todo and not state.pending:
        bad.append("effects wait with no decision pending")
    if state.result is None and state.playing is not None and not state.pending:
        bad.append("a card waits to be played with no boost offer pending")
    return bad
