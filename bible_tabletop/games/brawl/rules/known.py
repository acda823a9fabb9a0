"""What the one judge (legality.py) reads of a position many times over, worked out once per position: the judge
the stage of the game gives each kind of action, one card of each design in a hand, each seat's AP costs and brawls
allowed (the lasting effects on its line), whether each character may brawl or be attacked, and who owns each
battle-line character.

They are the game's facts on the engine's per-position memo (`engine.worked.facts`), so they hold exactly as long
as the decision and the legal lists do; a position with nothing worked out (one being changed) is read afresh."""

from __future__ import annotations

from bible_tabletop.engine.worked import facts
from bible_tabletop.games.brawl.rules import ops, stats
from bible_tabletop.games.brawl.rules.state import BrawlState


class Known:
    """One position's facts, each worked out the first time it is asked."""

    __slots__ = ("state", "judges", "brawlers", "targets", "cards", "_costs", "_owners", "_hands")

    def __init__(self, state: BrawlState):
        self.state = state
        self.judges: dict | None = None  # kind -> its judge in this stage of the game (legality.py fills these four)
        self.brawlers: dict = {}  # character -> whether it may brawl now
        self.targets: dict = {}  # character -> whether it may be attacked now
        self.cards: dict[str, dict] = {}  # kind -> card -> what its judge says of the card (legality.verdict)
        self._costs: dict[int, stats.Costs] = {}
        self._owners: dict[int, int] | None = None
        self._hands: dict[int, list[int]] = {}

    def costs(self, seat: int) -> stats.Costs:
        found = self._costs.get(seat)
        if found is None:
            found = self._costs[seat] = stats.Costs(self.state, seat)
        return found

    def hand(self, seat: int) -> list[int]:
        """One card of each design in `seat`'s hand (read only)."""
        found = self._hands.get(seat)
        if found is None:
            found = self._hands[seat] = ops.firsts(self.state, self.state.players[seat].hand)
        return found

    def owner(self, inst: int) -> int | None:
        """The seat whose battle line `inst` stands on, or None."""
        if self._owners is None:
            self._owners = {f.card: s for s, p in enumerate(self.state.players) for f in p.battle}
        return self._owners.get(inst)


def known(state: BrawlState) -> Known:
    """The facts of this position: kept while its memo holds, worked out afresh when it has none."""
    memo = state.worked
    if memo is not None and type(memo.facts) is Known:  # the judge asks many times a position: the short way
        return memo.facts
    return facts(state, Known)
