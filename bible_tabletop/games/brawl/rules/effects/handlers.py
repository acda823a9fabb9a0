"""Named handlers: the few abilities and cards the effect vocabulary cannot say (Special Character FAQ: Eli,
Gideon, Samson; FAQ: Eruption). A card names one with `{do: handler, name: ...}`; the rules call it at its hook:

  eli(state, seat, gained) -> bool         when `seat` gains a character card (drawn, taken or recruited)
  gideon(state, seat, attacker, defender)  when `seat` declares a brawl: True if it is free
  samson(state, seat, attacker, defender)  when `seat` declares a brawl: the defenders it is made against
  eruption(state, res) -> bool             when the Event resolves: False while a choice is awaited
"""

from __future__ import annotations

from bible_tabletop.engine.log import say
from bible_tabletop.games.brawl.rules import ops
from bible_tabletop.games.brawl.rules.state import BrawlState, Fighter, Resolving
from bible_tabletop.games.brawl.rules.stats import bonuses, defence_of, has_handler

R_ELI = "Special Character FAQ: Eli"
R_GIDEON = "Special Character FAQ: Gideon"
R_SAMSON = "Special Character FAQ: Samson"
R_ERUPTION = "FAQ: Action Cards: Eruption"
ERUPTION_DEF = -3
ERUPTION_KEEP = 2


def eli(state: BrawlState, seat: int, gained: int) -> bool:
    """While revealed: when you gain another Priest, Eli goes to the discard pile and the Priest takes his place
    on the battle line (face up; its "When revealed" ability acts). Returns whether it happened."""
    card = state.cards[gained]
    if card.kind != "character" or card.klass != "Priest":
        return False
    p = state.players[seat]
    elis = [f.card for f in p.battle if f.card != gained and has_handler(state, seat, f.card, "eli")]
    if not elis:
        return False
    old = elis[0]
    if gained in p.hand:
        p.hand.remove(gained)
        newcomer = Fighter(gained)
    else:
        where = ops.locate(state, gained)
        if where is None or where[0] != seat or where[1] != "back":
            return False
        newcomer = p.back.pop(where[2])
        newcomer.atk = newcomer.def_ = 0
    index = next(i for i, f in enumerate(p.battle) if f.card == old)
    ops.leave_play(state, old)
    ops.discard(state, old)
    say(state, "Eli makes way: he goes to the discard pile.", seat, R_ELI)
    ops.enter_battle(state, seat, newcomer, R_ELI, index=index, how="takes Eli's place on")
    return True


def gideon(state: BrawlState, seat: int, attacker: int, defender: int) -> bool:
    """While revealed: Gideon and the other Judges on his battle line, each of a different name, brawl without AP;
    each such free brawl must be against a character no other free Judge attacked this turn (else it is an
    ordinary brawl, paid as usual)."""
    return free_judge(state, seat, attacker) and defender not in state.judged


def free_judge(state: BrawlState, seat: int, attacker: int) -> bool:
    """Gideon's half that asks nothing of the defender: `attacker` is Gideon or a Judge beside him whose name has
    not brawled free this turn."""
    card = state.cards[attacker]
    if card.klass != "Judge" and card.name != "Gideon":
        return False
    if not any(has_handler(state, seat, f.card, "gideon") for f in state.players[seat].battle):
        return False
    return card.name not in state.judges


def samson(state: BrawlState, seat: int, attacker: int, defender: int) -> list[int]:
    """While revealed: Samson's first brawl of a turn is made against each character of the chosen opponent's
    battle line, one at a time, starting with the one chosen (the AP is paid once)."""
    f = ops.fighter(state, attacker)
    if f is None or f.brawls > 0 or not has_handler(state, seat, attacker, "samson"):
        return [defender]
    owner = ops.owner_on_battle(state, defender)
    return [defender] + [g.card for g in state.players[owner].battle if g.card != defender]


def eruption(state: BrawlState, res: Resolving) -> bool:
    """Event: -3 DEF tokens on every battle-line character; those at 0 DEF or less are defeated. The player who
    played it is the one who defeats them: of the opponents' fallen they choose at most two to keep for their
    honor pile (asked one at a time while there are more than they may keep); the rest, and their own fallen,
    are discarded. Returns False while the choice is awaited (the fallen wait on their lines until then)."""
    seat = res.seat
    if res.fallen is None:
        for p in state.players:
            for f in p.battle:
                f.def_ += ERUPTION_DEF
        say(state, "The earth erupts: every battle-line character gets -3 DEF.", seat, R_ERUPTION)
        bonus = bonuses(state)
        res.fallen = [f.card for p in state.players for f in p.battle if defence_of(state, f, bonus) <= 0]
        for s, p in enumerate(state.players):
            names = [ops.name(state, f.card) for f in p.battle if f.card in res.fallen]
            if names:
                say(state, f"Falling in the eruption: {', '.join(names)} ({p.name}).", seat, R_ERUPTION,
                        to=s)
    while True:
        theirs = [i for i in res.fallen if ops.owner_on_battle(state, i) not in (seat, None) and i not in res.kept]
        slots = ERUPTION_KEEP - len(res.kept)
        if slots <= 0 or len(theirs) <= slots:
            break
        options = _distinct(state, theirs)
        if len(options) > 1:
            ops.ask_choice(state, seat, options, "keep", f"Eruption: choose a fallen character to keep for your "
                                                         f"honor pile ({len(res.kept) + 1} of {ERUPTION_KEEP})")
            return False
        res.kept.append(options[0])
        say(state, f"{state.players[seat].name} keeps {ops.name(state, options[0])}: the fallen left to "
                       f"choose from are all alike.", seat, R_ERUPTION)
    res.kept += theirs[:max(slots, 0)]
    owners = {}
    for inst in res.fallen:
        owners[inst], _ = ops.leave_play(state, inst)
    for inst in res.fallen:
        if inst not in res.kept:
            ops.discard(state, inst)
    for inst in res.kept:
        if state.winner is None:
            ops.to_honor_pile(state, seat, inst, victim=owners[inst])
        else:
            ops.discard(state, inst)
    rest = [ops.name(state, i) for i in res.fallen if i not in res.kept]
    if rest:
        say(state, f"To the discard pile: {', '.join(rest)}.", seat, R_ERUPTION)
    return True


def _distinct(state: BrawlState, insts: list[int]) -> list[int]:
    """Copies of one design on one battle line are the same choice: the first of each."""
    seen, out = set(), []
    for i in insts:
        key = (state.cards[i].name, ops.owner_on_battle(state, i))
        if key not in seen:
            seen.add(key)
            out.append(i)
    return out


HANDLERS = {"eli": eli, "gideon": gideon, "samson": samson, "eruption": eruption}
