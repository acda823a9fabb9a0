"""Shared set-ups for the Bible Bashers rules tests: a new game, a battle laid out square by square, loaded dice."""

from __future__ import annotations

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.bashers.rules.game import RULES
from bible_tabletop.games.bashers.rules.state import TURN, BashersState
from bible_tabletop.games.bashers.rules.terrain import TerrainMap


class Dice:
    """Loaded dice: `randint` gives the listed faces in order (the test says every roll it expects)."""

    def __init__(self, *faces: int):
        self.faces = list(faces)

    def randint(self, low: int, high: int) -> int:
        assert self.faces, "a die was rolled that the test did not load"
        face = self.faces.pop(0)
        assert low <= face <= high
        return face

    def getstate(self):  # for digests and snapshots
        return tuple(self.faces)


def new_game(scenario: str = "pitched-battle", force1: str = "abramites", force2: str = "elamites", seed: int = 1,
             **more) -> BashersState:
    options = {"scenario": scenario, "force1": force1, "force2": force2, **more}
    return RULES.setup(GameConfig(game="bashers", players=2, options=options), seed)


def battle(mine: dict[int, tuple[int, int]], theirs: dict[int, tuple[int, int]], *, force1: str = "abramites",
           force2: str = "elamites", seat: int = 0, terrain: TerrainMap | None = None) -> BashersState:
    """Seat `seat`'s turn with the listed figures on the listed squares; every other figure of each side stands out
    of the way on its own edge (seat 0 the north row, seat 1 the south row, from the east)."""
    state = new_game(force1=force1, force2=force2)
    state.terrain = terrain or TerrainMap.open_field()
    for s, (placed, row) in enumerate(((mine, 0), (theirs, 23))):
        side = state.sides[s]
        spare = iter(range(23, -1, -1))
        for fid in range(len(side.squares)):
            side.squares[fid] = placed.get(fid) or (next(spare), row)
    state.phase, state.current, state.turn = TURN, seat, 1
    state.roll = state.active = None
    state.queue, state.ordered = [], []
    return state


def act(state: BashersState, *actions) -> BashersState:
    for action in actions:
        RULES.apply(state, action)
    return state


def log_since(state: BashersState, start: int) -> str:
    return "\n".join(e.text for e in state.log[start:])
