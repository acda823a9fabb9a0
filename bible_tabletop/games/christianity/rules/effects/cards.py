"""The interpreter of the cards' effect steps (vocabulary.py): one step at a time from the first task waiting,
each kind of step carried out by its function in the table STEPS, asking a player where a step needs a choice
(which card, which player, which option).

Who a step reaches: `self` the player the card is for (on an Evil card, the player it came at), `one` a Righteous
player the card's player chooses, `each` every Righteous player, `others` all but `self`, `booster` the player
who paid the boost (for a Bounce-Back, the one whose boost made it possible)."""

from __future__ import annotations

from bible_tabletop.engine.flow import Pending
from bible_tabletop.engine.log import say
from bible_tabletop.games.christianity.rules import abilities, costzone
from bible_tabletop.games.christianity.rules.effects import evil
from bible_tabletop.games.christianity.rules.sections import R_TYPES
from bible_tabletop.games.christianity.rules.state import EVIL, ChristianityState, InPlay, Task

RULE = "Card Types: effects"


def step(state: ChristianityState) -> None:
    """Carry out the next step of the first task (a finished task leaves the list)."""
    task = state.todo[0]
    if not task.effects:
        state.todo.pop(0)
        return
    eff = task.effects.pop(0)
    do = eff.do
    if do == "if_boosted":
        task.effects[0:0] = list(eff.then if task.boosted else eff.else_)
    elif do == "choose_one":
        if eff.all_if_boosted and task.boosted:
            task.effects[0:0] = [s for option in eff.options for s in option]
        else:
            _ask(state, chooser(task), "option", list(range(len(eff.options))),
                 eff, task, f"choose one of the options of {state.cards[task.card].name}")
    elif do == "foresee":
        _foresee(state, task, eff)
    elif getattr(eff, "target", "self") == "one":
        if task.one is not None:  # chosen once for the whole text (or boost payment)
            apply_to(state, task, eff, task.one)
        else:
            _ask(state, chooser(task), "player", list(state.team), eff, task,
                 f"choose the player for {state.cards[task.card].name}")
    else:
        for seat in targets(state, task, eff):
            apply_to(state, task, eff, seat)


def chooser(task: Task) -> int:
    """Who makes a card's choices: the card's player; for a boost, the player who paid it; for an Evil card, the
    player it came at."""
    if task.payer is not None:
        return task.payer
    return task.target if task.by == EVIL else task.by


def targets(state: ChristianityState, task: Task, eff) -> list[int]:
    who = getattr(eff, "target", "self")
    if who == "self":
        return [task.target]
    if who == "booster":
        return [task.booster if task.booster is not None else task.target]
    order = _turn_order(state)
    return order if who == "each" else [s for s in order if s != task.target]


def _turn_order(state: ChristianityState) -> list[int]:
    team = state.team
    i = team.index(state.current) if state.current in team else 0
    return list(team[i:] + team[:i])


def apply_to(state: ChristianityState, task: Task, eff, seat: int) -> None:
    """Step `eff` for the player at `seat`, through the table STEPS (`handler` steps have none yet)."""
    step = STEPS.get(eff.do)
    if step is None:
        if eff.do == "handler":
            raise NotImplementedError(f"no handler {eff.name!r}")
        return
    step(state, task, eff, seat)


# -- each step, for one player (the table STEPS below names them) ------------------------------------------------------
def _gain_power(state, task, eff, seat):
    amount = eff.amount * (count(state, seat, eff.per) if eff.per else 1)
    if amount:
        say(state, f"{state.cards[task.card].name}: {state.players[seat].name} gains {amount} Power.",
            task.by if task.by != EVIL else None, RULE, to=seat)
        abilities.gain(state, seat, amount)


def _lose_power(state, task, eff, seat):
    abilities.lose(state, seat, eff.amount)
    say(state, f"{state.cards[task.card].name}: {state.players[seat].name} loses {eff.amount} Power.", None, RULE,
        to=seat)


def _discard(state, task, eff, seat):
    me = state.players[seat]
    name = state.cards[task.card].name
    if eff.random or len(me.hand) <= eff.amount:
        for card in state.rng.sample(me.hand, min(eff.amount, len(me.hand))):
            me.hand.remove(card)
            me.discard.append(card)
        say(state, f"{name}: {me.name} discards.", None, RULE, to=seat)
    else:
        _ask(state, seat, "discard", list(me.hand), eff, task, f"discard a card ({name})", left=eff.amount)


def _mill(state, task, eff, seat):
    me = state.players[seat]
    for _ in range(min(eff.amount, len(me.deck))):
        me.discard.append(me.deck.pop())


def _level_up(state, task, eff, seat):
    abilities.rise(state, seat, eff.amount)


def _unrotate(state, task, eff, seat):
    for slot in [s for s in state.players[seat].cost_zone if s.rotated][: eff.amount]:
        slot.rotated = False


def _rotate(state, task, eff, seat):
    for slot in [s for s in state.players[seat].cost_zone if not s.rotated][: eff.amount]:
        slot.rotated = True


def _flip_up(state, task, eff, seat):
    me = state.players[seat]
    down = [s.card for s in me.cost_zone if not s.face_up]
    if eff.random or len(down) <= eff.amount:
        costzone.flip_up(me.cost_zone, state.rng, eff.amount)
        state.revealed = True
    else:
        _ask(state, seat, "flip", down, eff, task, f"turn a Cost Zone card face up ({state.cards[task.card].name})",
             left=eff.amount)


def _recover(state, task, eff, seat):
    me = state.players[seat]
    if me.discard:
        _ask(state, seat, "recover", list(me.discard), eff, task,
             f"take back a discarded card ({state.cards[task.card].name})", left=eff.amount)


def _resist(state, task, eff, seat):
    me = state.players[seat]
    waiting = [c for c in me.tempted if _fits(state, c, eff)]
    if waiting:
        me.tempted.remove(waiting[0])
        me.tempted.insert(0, waiting[0])
        evil.resisted(state, seat, f"with {state.cards[task.card].name}")


def _remove_evil(state, task, eff, seat):
    active = [c for c in state.players[seat].evil if _fits(state, c, eff)]
    if active:
        evil.free(state, seat, active[0], RULE)


def _prevent(state, task, eff, seat):
    state.players[seat].shields.append(eff.power)


def _discount(state, task, eff, seat):
    state.players[seat].discounts.append((eff.what, eff.amount))


def _gain_ability(state, task, eff, seat):
    """Held from the level it needs (Double Resistance from Level 2)."""
    if not abilities.granted(state, seat, eff.ability):
        abilities.take(state, seat, eff.ability, False, RULE)


def _tempt(state, task, eff, seat):
    me = state.players[seat]
    for _ in range(eff.amount):
        card = evil.draw(state)
        if card is not None:
            me.tempted.append(card)
            state.revealed = True
            say(state, f"{state.cards[task.card].name}: {state.cards[card].name} comes at {me.name} too.", None, RULE,
                to=seat)


def _lose_in_play(state, task, eff, seat):
    mine = [s.card for s in state.players[seat].in_play if eff.kind == "any" or state.cards[s.card].kind == eff.kind]
    if len(mine) == 1:
        leave_play(state, seat, mine[0])
    elif mine:
        _ask(state, seat, "lose", mine, eff, task, f"discard a card of yours in play ({state.cards[task.card].name})",
             left=1)


def _if(state, task, eff, seat):
    task.effects[0:0] = list(eff.then if holds(state, seat, eff.cond) else eff.else_)




def _fits(state: ChristianityState, card: int, eff) -> bool:
    c = state.cards[card]
    return (eff.max_cost is None or c.cost <= eff.max_cost) and (not eff.tags or bool(set(eff.tags) & set(c.tags)))


def _draw(state: ChristianityState, task: Task, eff, seat: int) -> None:
    me = state.players[seat]
    got = 0
    for _ in range(min(eff.amount, len(me.deck))):
        card = me.deck.pop()
        got += 1
        if eff.to == "hand":
            me.hand.append(card)
        else:
            costzone.put(me.cost_zone, card, face_up=eff.face_up)
    where = "" if eff.to == "hand" else (" face up into the Cost Zone" if eff.face_up else " into the Cost Zone")
    if eff.face_up:
        state.revealed = True
    say(state, f"{me.name} draws {got}{where}.", seat, RULE)


STEPS = {
    "gain_power": _gain_power, "lose_power": _lose_power, "draw": _draw,
    "discard": _discard, "mill": _mill, "level_up": _level_up, "unrotate": _unrotate, "rotate": _rotate,
    "flip_up": _flip_up, "recover": _recover, "resist": _resist, "remove_evil": _remove_evil, "prevent": _prevent,
    "discount": _discount, "gain_ability": _gain_ability, "tempt": _tempt, "lose_in_play": _lose_in_play, "if": _if,
}


def count(state: ChristianityState, seat: int, per: str) -> int:
    """How many of `per` the player has: Tokens, pieces of one set, Habituals in play, or their Dependence Level."""
    me = state.players[seat]
    if per == "level":
        return me.level
    kinds = [state.cards[s.card] for s in me.in_play]
    if per in ("token", "habitual"):
        return sum(1 for c in kinds if c.kind == per)
    return sum(1 for c in kinds if getattr(c, "set", None) == per)


def holds(state: ChristianityState, seat: int, cond) -> bool:
    me = state.players[seat]
    checks = (
        (cond.power_at_least, lambda v: me.power >= v), (cond.power_at_most, lambda v: me.power <= v),
        (cond.level_at_least, lambda v: me.level >= v), (cond.level_at_most, lambda v: me.level <= v),
        (cond.evil_habitual, lambda v: bool(me.evil) == v),
        (cond.tokens_at_least, lambda v: count(state, seat, "token") >= v),
        (cond.hand_at_most, lambda v: len(me.hand) <= v),
    )
    return all(check(value) for value, check in checks if value is not None)


def _foresee(state: ChristianityState, task: Task, eff) -> None:
    side = state.evil
    shown = min(eff.amount, len(side.deck))
    side.foreseen = max(side.foreseen, shown)
    state.revealed = True
    top = side.deck[len(side.deck) - shown:][::-1]
    say(state, f"{state.cards[task.card].name} shows the top of the Evil deck: "
        f"{', '.join(state.cards[c].name for c in top) or 'nothing'}.", task.by, RULE)
    if eff.bottom and top:
        _ask(state, task.by, "bottom", [-1, *top], eff, task, "put a shown Evil card on the bottom of the Evil deck, "
             "or none", left=len(top))


# -- choices ---------------------------------------------------------------------------------------------------------
def _ask(state: ChristianityState, seat: int, what: str, options: list[int], eff, task: Task, text: str,
         left: int = 1) -> None:
    """Ask `seat` to choose among `options` for step `eff` of `task` (`left` choices of the same kind)."""
    prompt = f"{state.players[seat].name}: {text}."
    state.pending.ask(Pending("choose", (seat,), prompt, details={
        "what": what, "options": options, "step": eff, "left": left}), first=True)


def chosen(state: ChristianityState, option: int) -> None:
    """The first pending choice is answered with its option number `option`."""
    pending = state.pending.answered()
    d = pending.details
    value, eff, seat = d["options"][option], d["step"], pending.seat
    task = state.todo[0]
    what = d["what"]
    me = state.players[seat]
    if what == "option":
        task.effects[0:0] = list(eff.options[value])
        return
    if what == "player":
        task.one = value
        apply_to(state, task, eff, value)
        return
    if what == "discard":
        me.hand.remove(value)
        me.discard.append(value)
        say(state, f"{me.name} discards {state.cards[value].name}.", seat, RULE)
    elif what == "flip":
        next(s for s in me.cost_zone if s.card == value).face_up = True
        state.revealed = True
    elif what == "recover":
        me.discard.remove(value)
        if eff.to == "deck":
            me.deck.append(value)
            state.rng.shuffle(me.deck)
        elif eff.to == "hand":
            me.hand.append(value)
        else:
            costzone.put(me.cost_zone, value)
        say(state, f"{me.name} takes {state.cards[value].name} back from the discard pile.", seat, RULE)
    elif what == "lose":
        leave_play(state, seat, value)
    elif what == "bottom":
        if value == -1:
            return
        state.evil.deck.remove(value)
        state.evil.deck.insert(0, value)
        state.evil.foreseen = max(0, state.evil.foreseen - 1)
        say(state, f"{state.cards[value].name} goes to the bottom of the Evil deck.", seat, RULE)
    left = d["left"] - 1
    options = [o for o in d["options"] if o != value]
    if left > 0 and [o for o in options if o != -1]:
        state.pending.ask(Pending("choose", (seat,), pending.prompt, details={**d, "options": options, "left": left}),
                          first=True)


def leave_play(state: ChristianityState, seat: int, card: int) -> None:
    me = state.players[seat]
    slot = next(s for s in me.in_play if s.card == card)
    me.in_play.remove(slot)
    state.players[state.owner[card]].discard.append(card)
    say(state, f"{state.cards[card].name} leaves {me.name}'s play.", seat, R_TYPES)


# -- where a resolved card goes ------------------------------------------------------------------------------------
def put_away(state: ChristianityState, played) -> None:
    """A card whose effects are queued goes where it stays: Habituals and Tokens in front of the player it was
    played for, anything else to its owner's discard pile."""
    kind = state.cards[played.card].kind
    if kind in ("habitual", "token"):
        state.players[played.target].in_play.append(InPlay(played.card))
    else:
        state.players[state.owner[played.card]].discard.append(played.card)

