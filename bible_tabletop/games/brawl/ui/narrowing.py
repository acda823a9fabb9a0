"""Which choices the Brawl screen lists, and in what order: the winning brawls first, and the list narrowed by a
key (`b` brawls, `r` recruits...), a card clicked on the table or in the hand, or a player's name clicked.

Plain functions of the view and the legal actions (no Textual)."""

from __future__ import annotations

from bible_tabletop.games.brawl.rules import ops
from bible_tabletop.games.brawl.rules.actions import Add, Answer, Brawl, Buy, Choose, Discard, EndTurn, Hide, MoveUp, Pick, \
    Play, Recruit, Wipeout
from bible_tabletop.games.brawl.rules.state import BrawlState

FILTERS = {"brawl": "brawls", "recruit": "recruits", "buy": "purchases", "play": "action cards to play",
           "move_up": "moves up", "wipeout": "wipeouts", "end_turn": "ways to end the turn"}
SEATS = ("opponent", "line")  # a pending choice of these labels picks a player, not a card


def label(v: BrawlState) -> str:
    """What the awaited choice picks: ally, enemy, opponent, line, card or keep (Eruption's fallen)."""
    return ops.choice_label(v)


def ordered(rules, v: BrawlState, legal: list) -> list:
    """Brawls that win come first, the most honor first; otherwise the rules' order."""
    brawls = [a for a in legal if a.kind == "brawl"]
    if not brawls:
        return legal

    def wins(a):
        atk, dfn = rules.brawl_odds(v, a.attacker, a.defender)
        return atk >= dfn

    good = sorted((a for a in brawls if wins(a)), key=lambda a: -v.cards[a.defender].honor)
    bad = [a for a in brawls if not wins(a)]
    first = next(i for i, a in enumerate(legal) if a.kind == "brawl")
    rest = [a for a in legal if a.kind != "brawl"]
    ends = next((i for i, a in enumerate(rest) if a.kind == "end_turn"), len(rest))
    return rest[:first] + good + rest[first:ends] + bad + rest[ends:]


def mentions(v: BrawlState, a, inst: int) -> bool:
    """Whether choice `a` acts on card `inst` (a copy of it in the recruitment line or marketplace counts)."""
    for field in ("card", "attacker", "defender", "target", "pick"):
        if getattr(a, field, None) == inst:
            return a.kind != "choose" or label(v) not in SEATS
    if a.kind in ("recruit", "buy"):
        zone = v.recruitment if a.kind == "recruit" else v.market
        return inst in zone and v.cards[a.card].name == v.cards[inst].name
    return False


def narrowed(v: BrawlState, f, legal: list) -> list:
    """The choices `f` lets through: a kind of action, ("card", instance), ("hand", actions) or ("seat", seat)."""
    if f is None or f == "all":
        return legal
    if isinstance(f, tuple) and f[0] == "card":
        return [a for a in legal if mentions(v, a, f[1])]
    if isinstance(f, tuple) and f[0] == "hand":
        return [a for a in legal if a in f[1]]
    if isinstance(f, tuple) and f[0] == "seat":
        s = f[1]
        return [a for a in legal if getattr(a, "seat", None) == s
                or a.kind == "brawl" and any(d.card == a.defender for d in v.players[s].battle)
                or a.kind == "choose" and label(v) in SEATS and a.pick == s]
    if f == "play":
        return [a for a in legal if a.kind in ("play", "answer") and getattr(a, "card", None) is not None]
    return [a for a in legal if a.kind == f]


def card_of(v: BrawlState, a) -> int | None:
    """The card a choice is about (shown in the detail pane when it is highlighted)."""
    if a.kind == "brawl":
        return a.defender
    if a.kind == "choose":
        return None if label(v) in SEATS else a.pick
    return getattr(a, "card", None)


def hand_action(v: BrawlState, kind: str, inst: int):
    """The action card `inst` of the hand (or packet) would make in a decision of `kind`: what the rules are
    asked about when it is not among the choices."""
    if kind == "answer":
        return Answer(card=inst)
    if kind == "discard":
        return Discard(card=inst)
    if kind == "choose":
        return Choose(pick=inst)
    if v.phase == "draft":
        return Pick(card=inst)
    if v.phase == "hide":
        return Hide(card=inst)
    return Add(card=inst) if v.cards[inst].kind == "character" else Play(card=inst)


def wanted(v: BrawlState, seat: int, what: str):
    """An action of kind `what` the player may have meant (none is possible now), for the rules to say why not;
    None where no single action stands for the kind."""
    p = v.players[seat]
    if what == "recruit" and v.recruitment:
        return Recruit(card=v.recruitment[0])
    if what == "buy" and v.market:
        return Buy(card=v.market[0])
    if what == "move_up" and p.back:
        return MoveUp(card=p.back[0].card)
    if what == "wipeout":
        return Wipeout(line="recruitment_line")
    if what == "end_turn":
        return EndTurn(draw="character")
    if what == "brawl":
        foes = [f.card for q in v.players if q is not p for f in q.battle]
        if p.battle and foes:
            return Brawl(attacker=p.battle[0].card, defender=foes[0])
    return None
