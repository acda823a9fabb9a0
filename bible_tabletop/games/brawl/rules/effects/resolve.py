"""Carrying out the effect vocabulary (models.py) one effect at a time, asking for a choice where one is needed.

A card's effects run from a stack of `Resolving` records: a "When revealed" ability, an Event, an answer card.
An effect that names one character, seat or card (ally, enemy, an opponent, a battle line, a card to take or
summon) asks its player through a pending 'choose' decision when there are two or more options, takes the only one
at once, and does nothing when there is none. Effects of one card that name the same kind of target share
the choice (one ally, one enemy)."""

from __future__ import annotations

from bible_tabletop.engine.log import say
from bible_tabletop.games.brawl.rules import ops
from bible_tabletop.games.brawl.rules.effects.handlers import HANDLERS
from bible_tabletop.games.brawl.rules.state import BACK_LINE, BATTLE_LINE_MAX, BrawlState, Fighter, Resolving
from bible_tabletop.games.brawl.rules.stats import bonuses, defence_of
from bible_tabletop.games.brawl.rules.words import aim

R_ABILITY = "Character Cards: Abilities"
R_EVENT = "Action Cards: Event Cards"
R_DRAW = "Rulings: Abilities are data: draw"
R_DEFEAT = "Rulings: Abilities are data: defeat"
R_RETURN = "Special Character FAQ: Joshua"
R_SUMMON = "Special Character FAQ: Ezekiel, Jonah, Moses"
R_TOKENS = "Attack / Defence Tokens"
PLACES = {"hand": "your hand", "back_line": "your back line", "discard": "discard pile",
          "recruitment_line": "recruitment line", "marketplace": "marketplace",
          "character_discard": "character discard pile", "action_discard": "action discard pile"}


# -- gaining cards ------------------------------------------------------------------------------------------------

def gained(state: BrawlState, seat: int, inst: int) -> None:
    """A character card came to `seat` (drawn, taken, recruited): Eli may make way for a Priest."""
    if state.cards[inst].kind == "character":
        HANDLERS["eli"](state, seat, inst)


def draw(state: BrawlState, seat: int, kind: str, n: int, rule: str) -> int:
    """`seat` draws up to n cards of the character or action deck into the hand."""
    got = []
    for _ in range(n):
        inst = ops.take_top(state, kind)
        if inst is None:
            say(state, f"No {kind} cards are left to draw.", seat, ops.R_RESHUFFLE)
            break
        state.players[seat].hand.append(inst)
        got.append(inst)
    if got:
        say(state, f"{state.players[seat].name} draws {ops.cards_of(len(got), kind + ' card')}.", seat, rule)
    for inst in got:
        if inst in state.players[seat].hand:
            gained(state, seat, inst)
    return len(got)


def defeat(state: BrawlState, seat: int, inst: int, honor: bool, rule: str) -> None:
    """`seat` defeats `inst` outright: to `seat`'s honor pile (an opponent's character, with `honor`) or to the
    discard pile."""
    owner, _ = ops.leave_play(state, inst)
    say(state, f"{ops.name(state, inst)} ({state.players[owner].name}) is defeated.", seat, rule, to=owner)
    if honor and owner != seat and state.winner is None:
        ops.to_honor_pile(state, seat, inst, victim=owner)
    else:
        ops.discard(state, inst)


# -- targets --------------------------------------------------------------------------------------------------------

def _source_is_character(state: BrawlState, res: Resolving) -> bool:
    return state.cards[res.source].kind == "character"


def characters(state: BrawlState, res: Resolving, who: str, e) -> list[int]:
    """The battle-line characters `who` may name for this effect (class and max-DEF filters applied)."""
    seat = res.seat
    mine = state.players[seat].battle
    if res.holder is not None:  # an answer card: self/ally is the defender, enemy the attacker
        holder_seat = ops.owner_on_battle(state, res.holder)
        if who in ("self", "ally"):
            found = [res.holder] if holder_seat is not None else []
        elif who == "allies":
            found = [f.card for f in state.players[holder_seat].battle] if holder_seat is not None else []
        elif who == "enemy":
            found = [res.attacker] if ops.owner_on_battle(state, res.attacker) is not None else []
        elif who == "enemies":
            s = ops.owner_on_battle(state, res.attacker)
            found = [f.card for f in state.players[s].battle] if s is not None else []
        else:
            found = [f.card for p in state.players for f in p.battle]
    elif who == "self" and _source_is_character(state, res):
        found = [res.source] if any(f.card == res.source for f in mine) else []
    elif who in ("self", "ally", "allies"):
        found = [f.card for f in mine if f.card != res.source]
    elif who in ("enemy", "enemies"):
        found = [f.card for s, p in enumerate(state.players) if s != seat for f in p.battle]
    else:
        found = [f.card for p in state.players for f in p.battle]
    klass = getattr(e, "class_", None)
    if klass is not None:
        found = [i for i in found if state.cards[i].klass == klass]
    max_def = getattr(e, "max_def", None)
    if max_def is not None:
        bonus = bonuses(state)
        found = [i for i in found if defence_of(state, ops.fighter(state, i), bonus) <= max_def]
    return found


CHOSEN = {"ally", "enemy"}


def _key(who: str, e) -> str:
    return f"{who}|{getattr(e, 'class_', None)}|{getattr(e, 'max_def', None)}"


def _one(state: BrawlState, res: Resolving, key: str, options: list[int], label: str, prompt: str) -> int | None:
    """The chosen option for `key`: remembered, the only one (taken, and the log says so), or asked for with
    `prompt` (None: wait, or nothing to choose)."""
    if key in res.chosen:
        return res.chosen[key]
    if not options:
        return None
    if len(options) == 1:
        res.chosen[key] = options[0]
        say(state, f"{prompt.split(': choose', 1)[0]}: {_pick_text(state, label, options[0])} is the only "
                       f"possible choice.", res.seat, res.rule, to=_owner_of(state, label, options[0]))
        return options[0]
    ops.ask_choice(state, res.seat, options, label, prompt)
    return None


def _owner_of(state: BrawlState, label: str, pick: int) -> int | None:
    """The seat a choice lands on: the seat itself, or the owner of a battle-line character (else None)."""
    if label in ("opponent", "line"):
        return pick
    return ops.owner_on_battle(state, pick) if label in ("ally", "enemy") else None


def _reached(state: BrawlState, res: Resolving, e, who: str) -> list[int] | None:
    """The characters an effect acts on; None while a choice is awaited."""
    event_self = who == "self" and not _source_is_character(state, res) and res.holder is None
    if (who in CHOSEN or event_self) and res.holder is None:
        options = characters(state, res, who, e)
        key = _key("ally" if event_self else who, e)
        label = "enemy" if who == "enemy" else "ally"
        sharing = [x for x in effects_of(state, res)[res.index:] if _choice_key(state, res, x) == key]
        pick = _one(state, res, key, options, label, f"{ops.name(state, res.source)}: {aim(label, sharing)}")
        if pick is None:
            return None if state.pending else []
        return [pick] if ops.fighter(state, pick) is not None else []
    return characters(state, res, who, e)


# -- the stack ----------------------------------------------------------------------------------------------------

def effects_of(state: BrawlState, res: Resolving) -> tuple:
    return state.cards[res.source].effects


def run(state: BrawlState) -> None:
    """Carry out effects from the top of the stack until a choice is awaited, the stack is empty or the game ends."""
    while state.stack and not state.pending and state.winner is None:
        res = state.stack[-1]
        effects = effects_of(state, res)
        if res.index >= len(effects):
            state.stack.pop()
            continue
        e = effects[res.index]
        done = apply_effect(state, res, e)
        if done:
            res.index += 1


def choose(state: BrawlState, pick: int) -> None:
    """Bind the awaited choice to the effect waiting for it."""
    p = state.pending.answered()
    label = p.details["label"]
    res = state.stack[-1]
    e = effects_of(state, res)[res.index]
    if label == "keep":
        res.kept.append(pick)
        say(state, f"{state.players[p.seat].name} keeps {ops.name(state, pick)}.", p.seat, res.rule)
        return
    res.chosen[_choice_key(state, res, e)] = pick
    say(state, f"{state.players[p.seat].name} chooses {_pick_text(state, label, pick)}.", p.seat, res.rule)


def _choice_key(state: BrawlState, res: Resolving, e) -> str:
    who = getattr(e, "who", None)
    if e.do in ("discard",):
        return "opponent"
    if e.do == "remove":
        return "line"
    if e.do in ("take", "summon"):
        return f"{e.do}|{e.source}"
    event_self = who == "self" and not _source_is_character(state, res)
    return _key("ally" if event_self else who, e)


def _pick_text(state: BrawlState, label: str, pick: int) -> str:
    if label in ("opponent", "line"):
        return state.players[pick].name + ("'s battle line" if label == "line" else "")
    return ops.name(state, pick)


def _tokens(state: BrawlState, res: Resolving, e) -> bool:
    """ATK or DEF tokens on the characters reached; the log says it per owner."""
    reached = _reached(state, res, e, e.who)
    if reached is None:
        return False
    for inst in reached:
        f = ops.fighter(state, inst)
        if e.stat == "atk":
            f.atk += e.amount
        else:
            f.def_ += e.amount
    by_owner: dict[int | None, list[int]] = {}
    for inst in reached:
        by_owner.setdefault(ops.owner_on_battle(state, inst), []).append(inst)
    source = ops.name(state, res.source)
    for owner, group in by_owner.items():
        say(state, f"{source}: {', '.join(ops.name(state, i) for i in group)} "
                   f"{'gets' if len(group) == 1 else 'get'} {e.amount:+d} {e.stat.upper()}.", res.seat, R_TOKENS,
            to=owner)
    if not reached:
        say(state, f"{source}: no character to take the {e.stat.upper()} tokens.", res.seat, res.rule)
    return True


def _gain_ap(state: BrawlState, res: Resolving, e) -> bool:
    """AP now, in its player's own turn; outside it the AP is lost."""
    seat, source = res.seat, ops.name(state, res.source)
    me = state.players[seat]
    if state.phase == "turn" and state.current == seat and not state.ending:
        state.ap += e.amount
        say(state, f"{source}: {me.name} gains {e.amount} AP ({state.ap}).", seat, res.rule)
    else:
        say(state, f"{source}: the AP comes outside {me.name}'s turn and is lost.", seat, res.rule)
    return True


def _draw(state: BrawlState, res: Resolving, e) -> bool:
    draw(state, res.seat, e.deck, e.amount, res.rule)
    return True


def _on_reached(state: BrawlState, res: Resolving, e, nobody: str, act) -> bool:
    """`act(inst)` on each character the effect reaches (the log says `nobody` when none is); False while a choice
    is awaited."""
    reached = _reached(state, res, e, e.who)
    if reached is None:
        return False
    if not reached:
        say(state, f"{ops.name(state, res.source)}: {nobody}.", res.seat, res.rule)
    for inst in reached:
        act(inst)
    return True


def _defeat(state: BrawlState, res: Resolving, e) -> bool:
    def act(inst: int) -> None:
        if state.winner is None and ops.fighter(state, inst) is not None:
            defeat(state, res.seat, inst, e.honor, res.rule)

    return _on_reached(state, res, e, "there is no character it can defeat", act)


def _return(state: BrawlState, res: Resolving, e) -> bool:
    return _on_reached(state, res, e, "there is no character to send back",
                       lambda inst: _send_back(state, res.seat, inst, e.to, res.rule))


def _discard(state: BrawlState, res: Resolving, e) -> bool:
    """An opponent with cards in hand, chosen, discards at random."""
    seat, source, rule = res.seat, ops.name(state, res.source), res.rule
    options = [s for s, p in enumerate(state.players) if s != seat and p.hand]

    def discards(pick: int) -> None:
        victim = state.players[pick]
        for _ in range(min(e.amount, len(victim.hand))):
            inst = victim.hand.pop(state.rng.randrange(len(victim.hand)))
            ops.discard(state, inst)
            state.revealed = True
            say(state, f"{victim.name} discards {ops.name(state, inst)} at random.", seat, rule, to=pick)
    return _on_chosen(state, res, ("opponent", options, "opponent"),
                      f"{source}: choose an opponent to discard {ops.cards_of(e.amount)} at random",
                      "no opponent has cards in hand.", discards)


def _on_chosen(state: BrawlState, res: Resolving, asked: tuple[str, list[int], str], prompt: str, nobody: str,
               act) -> bool:
    """`act` on the one option of `asked` (its choice key, the options, their label) a player chose, or the only
    one; False while the choice waits; with no option at all, `nobody` is said."""
    key, options, label = asked
    pick = _one(state, res, key, options, label, prompt)
    if pick is None:
        if state.pending:
            return False
        say(state, f"{ops.name(state, res.source)}: {nobody}", res.seat, res.rule)
        return True
    act(pick)
    return True


def _wipeout(state: BrawlState, res: Resolving, e) -> bool:
    ops.wipeout(state, e.line, res.seat, res.rule)
    return True


def _remove_effect(state: BrawlState, res: Resolving, e) -> bool:
    """A chosen battle line loses its Location, or every defence card on it."""
    options = [s for s, p in enumerate(state.players) if _removable(state, s, e.what)]
    what = "its Location" if e.what == "location" else "its defence cards"
    return _on_chosen(state, res, ("line", options, "line"),
                      f"{ops.name(state, res.source)}: choose a battle line to lose {what}",
                      "no battle line has such a card.", lambda pick: _remove(state, pick, e.what, res.seat, res.rule))


def _take_effect(state: BrawlState, res: Resolving, e) -> bool:
    """A chosen card of a line or discard pile into the hand."""
    options = ops.firsts(state, [i for i in _take_options(state, e.source) if i != res.source])
    return _on_chosen(state, res, (f"take|{e.source}", options, "card"),
                      f"{ops.name(state, res.source)}: choose a card to take into your hand from the "
                      f"{PLACES[e.source]}", "there is no card to take.",
                      lambda pick: _take(state, res.seat, pick, e.source, res.rule))


def _handler(state: BrawlState, res: Resolving, e) -> bool:
    return HANDLERS[e.name](state, res) if e.name == "eruption" else True


def _lasting(state: BrawlState, res: Resolving, e) -> bool:
    """Lasting effects (extra_attack, no_exhaust, cost, versus) and stop act elsewhere (stats.py, fight.py)."""
    return True


def apply_effect(state: BrawlState, res: Resolving, e) -> bool:
    """Carry out one effect; False when it waits for a choice."""
    return EFFECTS.get(e.do, _lasting)(state, res, e)


def _send_back(state: BrawlState, seat: int, inst: int, to: str, rule: str) -> None:
    """Joshua's kind of effect (for `seat`): back to its owner's hand or back line (face up), every token
    removed."""
    owner, f = ops.leave_play(state, inst)
    p = state.players[owner]
    if to == "back_line" and len(p.back) < BACK_LINE:
        p.back.append(Fighter(inst, face_up=True, ready_at=p.turns + 1))
        where = "back line"
    else:
        p.hand.append(inst)
        where = "hand"
    say(state, f"{ops.name(state, inst)} is sent back to {p.name}'s {where}, its tokens removed.", seat, rule,
            to=owner)


def _summon_options(state: BrawlState, seat: int, e) -> list[int]:
    p = state.players[seat]
    pool = {"hand": p.hand, "back_line": [f.card for f in p.back], "discard": state.char_discard,
            "recruitment_line": state.recruitment, "deck": []}[e.source]
    out = [i for i in pool if state.cards[i].kind == "character" and (e.class_ is None or state.cards[i].klass ==
                                                                        e.class_) and (e.name is None or
                                                                                       state.cards[i].name == e.name)]
    return ops.firsts(state, out)


def _summon(state: BrawlState, res: Resolving, e) -> bool:
    """Put a character straight onto the battle line, even a full one (it then holds 5, never more)."""
    seat = res.seat
    p = state.players[seat]
    source = ops.name(state, res.source)
    if len(p.battle) >= BATTLE_LINE_MAX:
        say(state, f"{source}: the battle line already holds {BATTLE_LINE_MAX}; nobody more can come.", seat,
                R_SUMMON)
        return True
    if e.source == "deck":
        found = next((i for i in reversed(state.char_deck) if (e.class_ is None or state.cards[i].klass == e.class_)
                      and (e.name is None or state.cards[i].name == e.name)), None)
        if found is None:
            say(state, f"{source}: no such character in the deck.", seat, R_SUMMON)
            return True
        state.char_deck.remove(found)
        state.revealed = True
        ops.enter_battle(state, seat, Fighter(found), R_SUMMON, how="is summoned from the deck to")
        return True
    pick = _one(state, res, f"summon|{e.source}", _summon_options(state, seat, e), "card",
                f"{source}: choose who comes to your battle line from the {PLACES[e.source]}")
    if pick is None:
        if state.pending:
            return False
        say(state, f"{source}: there is nobody to summon.", seat, R_SUMMON)
        return True
    if e.source == "back_line":
        where = ops.locate(state, pick)
        if where is None or where[1] != "back":
            return True
        newcomer = p.back.pop(where[2])
    else:
        pool = {"hand": p.hand, "discard": state.char_discard, "recruitment_line": state.recruitment}[e.source]
        if pick not in pool:
            return True
        pool.remove(pick)
        newcomer = Fighter(pick)
    ops.enter_battle(state, seat, newcomer, R_SUMMON, how="is summoned to")
    if e.source == "recruitment_line":
        ops.refill(state, "recruitment_line")
    return True


def _removable(state: BrawlState, seat: int, what: str) -> bool:
    p = state.players[seat]
    if what == "location":
        return p.location is not None
    return ((p.location is not None and state.cards[p.location].defence)
            or any(f.backup is not None and state.cards[f.backup].defence for f in p.battle))


def _remove(state: BrawlState, line: int, what: str, seat: int, rule: str) -> None:
    """Remove the Location of a battle line, or every defence card on it (Location and Backups)."""
    p = state.players[line]
    gone = []
    if p.location is not None and (what == "location" or state.cards[p.location].defence):
        gone.append(p.location)
        ops.discard(state, p.location)
        p.location = None
    if what == "defence":
        for f in p.battle:
            if f.backup is not None and state.cards[f.backup].defence:
                gone.append(f.backup)
                ops.discard(state, f.backup)
                f.backup = None
    say(state, f"Removed from {p.name}'s battle line: {', '.join(ops.name(state, i) for i in gone)}.", seat,
            rule, to=line)


def _take_options(state: BrawlState, source: str) -> list[int]:
    return {"recruitment_line": state.recruitment, "marketplace": state.market,
            "character_discard": state.char_discard, "action_discard": state.action_discard}[source]


def _take(state: BrawlState, seat: int, inst: int, source: str, rule: str) -> None:
    pool = _take_options(state, source)
    if inst not in pool:
        return
    pool.remove(inst)
    state.players[seat].hand.append(inst)
    say(state, f"{state.players[seat].name} takes {ops.name(state, inst)} into hand.", seat, rule)
    if source in ("recruitment_line", "marketplace"):
        ops.refill(state, source)
    gained(state, seat, inst)


EFFECTS = {"tokens": _tokens, "gain_ap": _gain_ap, "draw": _draw, "defeat": _defeat, "return": _return,
           "summon": _summon, "discard": _discard, "wipeout": _wipeout,
           "remove": _remove_effect, "take": _take_effect, "handler": _handler}
