"""The candidates of a position, for the engine to filter through the one judge (legality.py): every action of the
decision's kind that may be legal, one per distinct choice (copies of one design in one place are one card; a pouch
card bought this turn and a ripe copy are two), each naming its seat, in the order the lists show. They
leave out what the judge's verdicts of the position (worked out once, legality.py) refuse whatever else an action
names: a card that may not be played, recruited, bought, added or moved up now, a character that may not brawl or
be attacked, a Location on a line its card does not name. The judge still judges every one that is made."""

from __future__ import annotations

from functools import lru_cache

from bible_tabletop.games.brawl.rules import ops
from bible_tabletop.games.brawl.rules.legality import brawlers, fit, targets
from bible_tabletop.games.brawl.rules.actions import (
    Add, Answer, Brawl, Buy, Choose, Discard, EndTurn, Hide, MoveUp, Pick, Play, Recruit, Wipeout,
)
from bible_tabletop.games.brawl.rules.known import known
from bible_tabletop.games.brawl.rules.state import BrawlState

LINES = ("recruitment_line", "marketplace")


class Made(dict):
    """The `kind` actions made so far, by (by, *values of `names`): actions are frozen values, so each is built
    once and handed out again (building one costs many times a look-up, and the same choices come back action
    after action). `made[by, value]` is a plain look-up once it has been built."""

    def __init__(self, kind: type, *names: str):
        super().__init__()
        self.kind, self.names = kind, names

    def __missing__(self, key: tuple):
        found = self[key] = self.kind(by=key[0], **dict(zip(self.names, key[1:])))
        return found


CHOOSE, DISCARD, ANSWER, PICK, HIDE = (Made(k, n) for k, n in (
    (Choose, "pick"), (Discard, "card"), (Answer, "card"), (Pick, "card"), (Hide, "card")))
MOVE_UP, RECRUIT, ADD, BUY, EVENT = (Made(k, "card") for k in (MoveUp, Recruit, Add, Buy, Play))
BACKUP, LOCATION = Made(Play, "card", "target"), Made(Play, "card", "seat")
BRAWL, WIPEOUT, END_TURN = Made(Brawl, "attacker", "defender"), Made(Wipeout, "line"), Made(EndTurn, "draw")


def held(state: BrawlState, seat: int) -> list[int]:
    """The cards `seat` may play from: one of each design in hand, then one of each design and ripeness in the
    pouch."""
    p = state.players[seat]
    cards, seen, pouch = state.cards, set(), []
    for q in p.pouch:
        key = (cards[q.card].name, ops.ripe(p, q))
        if key not in seen:
            seen.add(key)
            pouch.append(q.card)
    return known(state).hand(seat) + pouch


def candidates(state: BrawlState, seat: int, kind: str | None = None) -> list:
    """The candidates of `seat`, the seat deciding now (only those of `kind` when given)."""
    pend = state.pending.now
    if pend is not None:
        if kind not in (None, pend.kind):
            return []
        if pend.kind == "choose":
            return [CHOOSE[seat, o] for o in pend.details["options"]]
        return [DISCARD[seat, i] for i in ops.firsts(state, state.players[seat].hand)]
    if ops.answering(state) is not None:
        if kind not in (None, "answer"):
            return []
        return [ANSWER[seat, i] for i in [None] + held(state, seat)]
    p = state.players[seat]
    if state.phase == "draft":
        return [PICK[seat, i] for i in ops.firsts(state, p.packet)] if kind in (None, "pick") else []
    if state.phase == "hide":
        return [HIDE[seat, i] for i in ops.firsts(state, p.hand)] if kind in (None, "hide") else []
    out: list = []
    for family, make in DUTY.get(state.obligation, TURN):
        if kind is None or kind == family:
            out += make(state, seat)
    return out


def move_ups(state: BrawlState, seat: int) -> list:
    p = state.players[seat]
    return [MOVE_UP[seat, i] for i in fit(state, "move_up", [f.card for f in p.back], seat, p)]


def brawls(state: BrawlState, seat: int) -> list:
    """Each of `seat`'s battle-line characters that may brawl against each opponent's character it may attack."""
    own = brawlers(state, seat, state.players[seat])
    return _pairs(seat, own, targets(state, seat)) if own else []


@lru_cache(maxsize=1 << 12)
def _pairs(seat: int, own: tuple[int, ...], foes: tuple[int, ...]) -> list:
    """The brawls of `seat`'s characters `own` against `foes`, kept for the next time the lines stand so (read
    only: the callers copy it)."""
    return [BRAWL[seat, f, d] for f in own for d in foes]


def plays(state: BrawlState, seat: int) -> list:
    """Each action card that may be played, in its shape: an Event alone, a Backup on each of the seat's
    battle-line characters, a Location on each battle line its card names (its own, or each opponent's)."""
    out = []
    p = state.players[seat]
    for inst in fit(state, "play", held(state, seat), seat, p):  # a character has no shape of play
        card = state.cards[inst]
        if card.type == "backup":
            out += [BACKUP[seat, inst, f.card] for f in p.battle]
        elif card.type == "location":
            own = card.place == "own"
            out += [LOCATION[seat, inst, s] for s in range(len(state.players)) if (s == seat) == own]
        else:
            out.append(EVENT[seat, inst])
    return out


def recruits(state: BrawlState, seat: int) -> list:
    return [RECRUIT[seat, i] for i in fit(state, "recruit", ops.firsts(state, state.recruitment), seat,
                                          state.players[seat])]


def adds(state: BrawlState, seat: int) -> list:
    return [ADD[seat, i] for i in fit(state, "add", known(state).hand(seat), seat, state.players[seat])]


def buys(state: BrawlState, seat: int) -> list:
    return [BUY[seat, i] for i in fit(state, "buy", ops.firsts(state, state.market), seat, state.players[seat])]


def wipeouts(state: BrawlState, seat: int) -> list:
    return [WIPEOUT[seat, line] for line in LINES]


def ends(state: BrawlState, seat: int) -> list:
    return [END_TURN[seat, k] for k in ("character", "action", None)]


TURN = (("move_up", move_ups), ("brawl", brawls), ("play", plays), ("recruit", recruits), ("add", adds),
        ("buy", buys), ("wipeout", wipeouts), ("end_turn", ends))
# a start-of-turn duty: only the families that meet it, adding before recruiting
DUTY = {"move_up": (("move_up", move_ups),), "place": (("add", adds), ("recruit", recruits))}
