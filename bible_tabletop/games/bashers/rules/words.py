"""How the game names things for players: figures with their side, squares, and a phrase for each action."""

from __future__ import annotations

from bible_tabletop.games.bashers.rules.grid import label
from bible_tabletop.games.bashers.rules.state import BashersState


def side_labels(force_names: tuple[str, str], player_names: tuple[str, str]) -> tuple[str, str]:
    """What log lines call each side: its force's name, with the player's name too when both forces share one
    (two Abramite forces)."""
    if force_names[0].casefold() != force_names[1].casefold():
        return force_names
    return tuple(f"{f}, {p}" for f, p in zip(force_names, player_names))  # type: ignore[return-value]


def inches_text(inches: float) -> str:
    """'1 inch', '1.5 inches', '7 inches'."""
    return f"{inches:g} inch" + ("" if inches == 1 else "es")


def count_text(n: int, thing: str) -> str:
    """'1 figure', '3 figures'."""
    return f"{n} {thing}" + ("" if n == 1 else "s")


def who(state: BashersState, seat: int, fid: int) -> str:
    """A figure with its side, e.g. 'Trooper 1 (Elamites)': both forces may have a Trooper 1."""
    side = state.sides[seat]
    return f"{side.figure(fid).name} ({side.label})"


def figure_name(state: BashersState, seat: int, fid: int) -> str:
    """The figure's own name, or a plain 'figure n' for an id the force does not have."""
    figures = state.sides[seat].force.figures
    return figures[fid].name if 0 <= fid < len(figures) else f"figure {fid}"


def describe(state: BashersState, action) -> str:
    """A short phrase for an action, for menus, demo narration and the log."""
    k = action.kind
    seat = state.current if action.by is None else action.by
    if k == "deploy":
        return f"Deploy {figure_name(state, seat, action.figure)} on {label((action.x, action.y))}"
    if k == "roll":
        return "Roll the activation die"
    if k == "activate":
        return f"Activate {figure_name(state, seat, action.figure)}"
    if k == "order":
        return f"Order {figure_name(state, seat, action.figure)}"
    if k == "move":
        return "Move (roll 2D6 inches)"
    if k == "move_on":
        return "Move on a further 1D6 inches (no attack)"
    if k == "move_to":
        active = state.active
        here = None if active is None else state.square(seat, active.figure)
        return "Stay where it stands" if here == (action.x, action.y) else f"Move to {label((action.x, action.y))}"
    if k == "attack":
        return f"Attack {figure_name(state, 1 - seat, action.target)}"
    if k == "end":
        return "End the activation"
    return k
