"""The board (rulings, Table): three paths of 30 spaces from the centre triangle to a Trinity space."""

from __future__ import annotations

START = 0  # the centre green triangle, where every piece begins
SPACES = 30  # spaces 1..30 lie between the start and the Trinity space
HOME = SPACES + 1  # a piece at HOME sits safe in its Trinity space
PATHS = ("God", "Jesus", "Holy Spirit")
# Five green Challenge spaces on each path, spread out, never the first or last space.
GREEN: tuple[frozenset[int], ...] = (
    frozenset({4, 10, 15, 21, 26}),
    frozenset({5, 9, 16, 20, 27}),
    frozenset({3, 11, 14, 22, 25}),
)


def advance(position: int, steps: int) -> int:
    """Forward along a path: reaching or passing the end enters the Trinity space (no exact roll needed)."""
    return min(HOME, position + steps)


def is_green(path: int, position: int) -> bool:
    return position in GREEN[path]


# -- where the pieces stand (state.pos[seat][path]) -------------------------------------------------------------

def occupants(state, path: int, space: int, seat: int) -> list[int]:
    """The other seats whose piece on `path` stands on `space`."""
    return [s for s in range(state.players) if s != seat and state.pos[s][path] == space]


def ahead(state, path: int, space: int, seat: int) -> list[int]:
    """Other players' pieces further along this path and not yet safe in the Trinity space."""
    return [s for s in range(state.players) if s != seat and space < state.pos[s][path] < HOME]


def can_go_back(state) -> list[int]:
    """HUMBLE: the current player's paths whose piece can go back by the roll (never out of a Trinity space)."""
    pos = state.pos[state.current]
    return [p for p in state.paths if pos[p] != HOME and pos[p] - state.roll >= START and pos[p] > START]


def all_home(state, seat: int) -> bool:
    return all(state.pos[seat][p] == HOME for p in state.paths)
