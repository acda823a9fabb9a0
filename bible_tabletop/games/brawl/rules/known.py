"""What the one judge (legality.why_not) reads of a position many times over, worked out once per position: each
seat's AP costs and brawls allowed (the lasting effects on its line) and who owns each battle-line character.

It is kept beside the engine's per-position memo (`state.worked`, engine/worked.py), so it holds exactly as long as
the decision and the legal lists do; a position with nothing worked out (one being changed) is read afresh."""

from __future__ import annotations

from bible_tabletop.games.brawl.rules import stats
from bible_tabletop.games.brawl.rules.state import BrawlState


class Known:
    """One position's facts, each worked out the first time it is asked."""

    __slots__ = ("state", "_costs", "_owners")

    def __init__(self, state: BrawlState):
        self.state = state
        self._costs: dict[int, stats.Costs] = {}
        self._owners: dict[int, int] | None = None

    def costs(self, seat: int) -> stats.Costs:
        found = self._costs.get(seat)
        if found is None:
            found = self._costs[seat] = stats.Costs(self.state, seat)
        return found

    def owner(self, inst: int) -> int | None:
        """The seat whose battle line `inst` stands on, or None."""
        if self._owners is None:
            self._owners = {f.card: s for s, p in enumerate(self.state.players) for f in p.battle}
        return self._owners.get(inst)


_LAST: list = [None, None]  # the memo the facts were worked out beside, and the facts


def known(state: BrawlState) -> Known:
    """The facts of this position: kept while its memo holds, worked out afresh when it has none."""
    memo = state.worked
    if memo is None:
        return Known(state)
    if _LAST[0] is not memo:
        _LAST[0], _LAST[1] = memo, Known(state)
    return _LAST[1]
