"""The legal actions of a position, for bots and choice lists: one per distinct choice (copies of one design in one
place are one card), each naming the seat that takes it; only the families of the kind asked for are worked out.
`legality.why_not` is the one judge of an action; this list must agree with it."""

from __future__ import annotations

from functools import lru_cache

from bible_tabletop.games.brawl.rules import ops, stats
from bible_tabletop.games.brawl.rules.actions import (
    Add, Answer, Brawl, Buy, Choose, Discard, EndTurn, Hide, MoveUp, Pick, Play, Recruit, Wipeout,
)
from bible_tabletop.games.brawl.rules.effects import HANDLERS
from bible_tabletop.games.brawl.rules.state import (
    BACK_LINE, BACK_LINE_ADDS, BATTLE_LINE, POUCH, WIPEOUT_AP, BrawlState,
)

LINES = ("recruitment_line", "marketplace")


@lru_cache(maxsize=1 << 16)
def made(kind: type, **fields):
    """The action `kind(**fields)`: actions are frozen values, so one built before is handed out again (building
    one costs several times a look-up, and the same choices come back action after action)."""
    return kind(**fields)


def answering(state: BrawlState) -> int | None:
    """The seat whose answer to an attack is awaited, or None."""
    return state.fight.answers.responder if state.fight is not None else None


def answer_cards(state: BrawlState, seat: int) -> list[int]:
    """Answer Events `seat` holds: in hand, or in the pouch (bought before this player's present turn)."""
    p = state.players[seat]
    cards = state.cards
    hand = [i for i in p.hand if cards[i].kind == "action" and cards[i].answer]
    pouch = [q.card for q in p.pouch if ops.ripe(p, q) and cards[q.card].answer]
    return ops.firsts(state, hand) + ops.firsts(state, pouch)


def playable(state: BrawlState, seat: int, costs: stats.Costs | None = None) -> list[int]:
    """Action cards `seat` may play now: from hand if affordable, from the pouch if bought before this turn;
    answer Events only answer attacks."""
    p = state.players[seat]
    cards = state.cards
    costs = costs or stats.Costs(state, seat)
    hand = [i for i in p.hand if cards[i].kind == "action" and not cards[i].answer and costs.play(i) <= state.ap]
    pouch = [q.card for q in p.pouch if ops.ripe(p, q) and not cards[q.card].answer]
    return ops.firsts(state, hand) + ops.firsts(state, pouch)


def legal(state: BrawlState, seat: int, kind: str | None = None) -> list:
    """Every legal action of `seat`, the seat deciding now (only those of `kind` when given)."""
    pend = state.pending.now
    if pend is not None:
        if kind not in (None, pend.kind):
            return []
        if pend.kind == "choose":
            return [made(Choose, pick=o, by=seat) for o in pend.details["options"]]
        return [made(Discard, card=i, by=seat) for i in ops.firsts(state, state.players[seat].hand)]
    if answering(state) is not None:
        if kind not in (None, "answer"):
            return []
        return [made(Answer, card=i, by=seat) for i in [None] + answer_cards(state, seat)]
    p = state.players[seat]
    if state.phase == "draft":
        return [made(Pick, card=i, by=seat) for i in ops.firsts(state, p.packet)] if kind in (None, "pick") else []
    if state.phase == "hide":
        if kind not in (None, "hide"):
            return []
        return [made(Hide, card=i, by=seat) for i in _characters(state, p.hand)]
    out: list = []
    costs = stats.Costs(state, seat)
    for family, make in turn_families(state):
        if kind is None or kind == family:
            out += make(state, seat, costs)
    return out


def _characters(state: BrawlState, hand: list[int]) -> list[int]:
    """The character cards of a hand, one of each design."""
    return ops.firsts(state, [i for i in hand if ops.is_character(state, i)])


def turn_families(state: BrawlState) -> tuple:
    """(kind, maker) of the actions open in the turn: a start-of-turn duty narrows them."""
    if state.obligation == "move_up":
        return (("move_up", move_ups),)
    if state.obligation == "place":
        return ("add", adds), ("recruit", recruits)
    return TURN


def move_ups(state: BrawlState, seat: int, costs=None) -> list:
    p = state.players[seat]
    if len(p.battle) >= BATTLE_LINE:
        return []
    return [made(MoveUp, card=f.card, by=seat) for f in p.back if f.ready_at <= p.turns]


def brawls(state: BrawlState, seat: int, costs: stats.Costs) -> list:
    out = []
    p = state.players[seat]
    foes = [(s, q) for s, q in enumerate(state.players)
            if s != seat and not (q.turns == 0 and ops.balanced(state))]  # the balanced start's first round
    if not foes:
        return out
    gideon = None  # whether Gideon leads free Judges here: asked only when a brawl is beyond the AP left
    for f in p.battle:
        if f.brawls and f.brawls >= costs.brawls_allowed(f.card):
            continue
        affordable = costs.brawl(f.card) <= state.ap
        if not affordable:
            if gideon is None:
                gideon = any(stats.has_handler(state, seat, g.card, "gideon") for g in p.battle)
            if not gideon:
                continue
        for s, q in foes:
            for d in q.battle:
                if affordable or HANDLERS["gideon"](state, seat, f.card, d.card):
                    out.append(made(Brawl, attacker=f.card, defender=d.card, by=seat))
    return out


def plays(state: BrawlState, seat: int, costs: stats.Costs) -> list:
    out = []
    for inst in playable(state, seat, costs):
        card = state.cards[inst]
        if card.type == "event":
            out.append(made(Play, card=inst, by=seat))
        elif card.type == "backup":
            out += [made(Play, card=inst, target=f.card, by=seat) for f in state.players[seat].battle]
        else:
            seats = [seat] if card.place == "own" else [s for s in range(len(state.players)) if s != seat]
            out += [made(Play, card=inst, seat=s, by=seat) for s in seats]
    return out


def recruits(state: BrawlState, seat: int, costs: stats.Costs | None = None) -> list:
    if len(state.players[seat].back) >= BACK_LINE:
        return []
    costs = costs or stats.Costs(state, seat)
    return [made(Recruit, card=i, by=seat) for i in ops.firsts(state, state.recruitment)
            if costs.recruit(i) <= state.ap]


def adds(state: BrawlState, seat: int, costs=None) -> list:
    p = state.players[seat]
    if state.ap < 1 or p.added >= BACK_LINE_ADDS or len(p.back) >= BACK_LINE:
        return []
    return [made(Add, card=i, by=seat) for i in _characters(state, p.hand)]


def buys(state: BrawlState, seat: int, costs: stats.Costs) -> list:
    if len(state.players[seat].pouch) >= POUCH:
        return []
    return [made(Buy, card=i, by=seat) for i in ops.firsts(state, state.market) if costs.buy(i) <= state.ap]


def wipeouts(state: BrawlState, seat: int, costs=None) -> list:
    return [made(Wipeout, line=line, by=seat) for line in LINES] if state.ap >= WIPEOUT_AP else []


def ends(state: BrawlState, seat: int, costs=None) -> list:
    out = [made(EndTurn, draw=k, by=seat) for k in ("character", "action") if ops.can_draw(state, k)]
    return out or [made(EndTurn, draw=None, by=seat)]


TURN = (("move_up", move_ups), ("brawl", brawls), ("play", plays), ("recruit", recruits), ("add", adds),
        ("buy", buys), ("wipeout", wipeouts), ("end_turn", ends))
