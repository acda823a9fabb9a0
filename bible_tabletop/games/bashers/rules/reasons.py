"""The computer general's reasons (its `why`, for the coach and the narrated demo): one line saying why it took an
action, read off the same numbers its choice weighs (bots.py): the odds of an attack over the 36 throws, what a
kill is worth, the danger a square stands in, how far the enemy is, cover."""

from __future__ import annotations

from bible_tabletop.games.bashers.rules.activation import ORDERS
from bible_tabletop.games.bashers.rules.combat import attack_range
from bible_tabletop.games.bashers.rules.grid import Square, distance, label
from bible_tabletop.games.bashers.rules.state import BashersState
from bible_tabletop.games.bashers.rules.turn import stage
from bible_tabletop.games.bashers.rules.words import inches_text


def why(general, state: BashersState, seat: int, action) -> str:
    """The general's reason for `action` (one of `seat`'s legal actions in `state`, a position it may see)."""
    kind = stage(state)
    if kind == "roll":
        return "Roll the activation die: it says which rank of figure acts this turn."
    if kind == "deploy":
        return _deploying(general, state, seat, action)
    if kind == "activate":
        return _activating(general, state, seat, action.figure)
    if kind == "move":
        return _stopping(general, state, seat, (action.x, action.y))
    return _acting(general, state, seat, action)


def odds_text(chances: tuple[float, float, float]) -> str:
    """'28% to kill, 33% to wound, 3% it strikes back,' (the target's name follows)."""
    kill, hurt, counter = chances
    back = f", {counter:.0%} to be struck back by" if counter else ""
    return f"{kill:.0%} to kill, {hurt:.0%} to wound{back}"


def danger_text(danger: float) -> str:
    """The general's threat to a figure on a square, for a player."""
    if danger == 0:
        return "out of the enemy's reach"
    return f"the enemy's odds of hurting it next turn add up to {danger:.2f}"


def best_target(general, state: BashersState, seat: int, fid: int, here: Square, charged: bool):
    """The enemy figure worth attacking most from `here` and the gain (None, 0.0 when there is none)."""
    gains = [(general.gain(state, seat, fid, here, t, charged), t) for t in state.sides[1 - seat].on_table()]
    gains = [(g, t) for g, t in gains if g is not None]
    if not gains:
        return None, 0.0
    gain, target = max(gains, key=lambda gt: gt[0])
    return target, gain


def attack_text(general, state: BashersState, seat: int, fid: int, here: Square, target: int, charged: bool) -> str:
    """'28% to kill, 33% to wound Tidal', with the win when that kill would end the battle."""
    name = state.sides[1 - seat].figure(target).name
    wins = " (killing it wins the battle)" if general.worth(state, 1 - seat, target) >= general.WINNING else ""
    return f"{odds_text(general.chances(state, seat, fid, here, target, charged))} {name}{wins}"


def _deploying(general, state: BashersState, seat: int, action) -> str:
    figure = state.sides[seat].figure(action.figure)
    square = (action.x, action.y)
    far = f"{inches_text(round(distance(square, general.enemy_middle(state, seat))))} from the enemy's zone"
    cover = state.terrain.is_light(square)
    if figure.leader:
        return f"{figure.name}, your Leader, goes first and far back{', in cover' if cover else ''}: {far}."
    if figure.role == "Fighter":
        return f"{figure.name} fights hand to hand, so near the front: {far}."
    place = "in cover" if cover else "no cover in reach, so near the front"
    return f"{figure.name} strikes from afar ({figure.role}): {place}, {far}."


def _activating(general, state: BashersState, seat: int, fid: int) -> str:
    side = state.sides[seat]
    figure, here = side.figure(fid), side.squares[fid]
    target, gain = best_target(general, state, seat, fid, here, charged=False)
    helpers = 0 if figure.rank == "trooper" else sum(
        1 for f in side.on_table() if f != fid and side.figure(f).rank in ORDERS[figure.rank]
        and distance(side.squares[f], here) <= general.ORDERS_NEAR)
    if target is not None and gain > 0 and gain >= general.ORDER_WORTH * min(helpers, 2):
        return f"{figure.name} can attack: {attack_text(general, state, seat, fid, here, target, False)}."
    if helpers:
        return f"{figure.name} can order {helpers} of your figures near it, worth more than an attack."
    return f"{figure.name} has no attack worth the risk from where it stands; it can close in."


def _acting(general, state: BashersState, seat: int, action) -> str:
    active, side = state.active, state.sides[seat]
    fid = active.figure
    figure, here = side.figure(fid), side.squares[fid]
    charged = not active.contact_at_start
    if action.kind == "attack":
        return f"{attack_text(general, state, seat, fid, here, action.target, charged)}."
    if action.kind == "order":
        return _ordering(general, state, seat, action.figure)
    target, gain = best_target(general, state, seat, fid, here, charged)
    danger = general.threat(state, seat, fid, here)
    if action.kind == "move" and figure.leader and danger > general.DANGER:
        return f"{figure.name}, your Leader, is in danger on {label(here)} ({danger_text(danger)}): " \
               "move out of reach first."
    if action.kind in ("move", "move_on"):
        further = "a further 1D6" if action.kind == "move_on" else "its move"
        if target is None:
            aim = "keeps it safe and near your figures" if figure.leader else "brings it closer"
            return f"{figure.name} has nobody to attack from {label(here)}: {further} {aim}."
        return f"{figure.name}'s best attack from here is weak: " \
               f"{attack_text(general, state, seat, fid, here, target, charged)}; {further} first."
    return f"{figure.name} has nothing left worth doing: end its activation."


def _ordering(general, state: BashersState, seat: int, fid: int) -> str:
    side = state.sides[seat]
    name, here = side.figure(fid).name, side.squares[fid]
    target, _ = best_target(general, state, seat, fid, here, charged=True)
    if target is not None:
        return f"{name} can attack: {attack_text(general, state, seat, fid, here, target, True)}."
    near = min(distance(here, sq) for sq in state.sides[1 - seat].squares if sq is not None)
    return f"Of those you may order, {name} stands nearest the enemy ({inches_text(round(near))})."


def _stopping(general, state: BashersState, seat: int, square: Square) -> str:
    active, side = state.active, state.sides[seat]
    fid = active.figure
    figure = side.figure(fid)
    safety = danger_text(general.threat(state, seat, fid, square))
    if not (active.attacked or active.moved_on) and active.used < 2:
        target, gain = best_target(general, state, seat, fid, square, charged=not active.contact_at_start)
        if target is not None and gain > 0:
            hit = attack_text(general, state, seat, fid, square, target, not active.contact_at_start)
            return f"From {label(square)} it can attack: {hit}; {safety}."
    near = min(distance(square, sq) for sq in state.sides[1 - seat].squares if sq is not None)
    cover = ", in light terrain" if state.terrain.is_light(square) else ""
    away = f"{inches_text(round(near))} from the nearest enemy"
    if figure.leader or attack_range(figure.role, side.force.buffs) is not None:
        return f"{label(square)}{cover}: {away}; {safety}."
    return f"{label(square)}: {away}, to close in; {safety}."
