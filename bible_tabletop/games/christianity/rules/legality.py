"""Why an action is not allowed now (reason and rulebook section), or None: the one source of legality. It checks
the action itself against the decision the game waits for; `legal_actions` (choices.py) lists exactly what it
allows. Also the quick questions the flow asks (can this seat pay, respond, play anything at all)."""

from __future__ import annotations

from bible_tabletop.engine.flow import Pending
from bible_tabletop.engine.game import IllegalAction
from bible_tabletop.engine.legality import R_TURN
from bible_tabletop.games.christianity.rules import abilities, costzone, phases
from bible_tabletop.games.christianity.rules.effects import boosts
from bible_tabletop.games.christianity.rules.sections import (
    R_ABILITY, R_BOOST, R_BUY, R_COST, R_COST_ZONE, R_DISCARD, R_END, R_HUMAN_EVIL, R_MAIN, R_PERMANENT, R_RESIST,
    R_RESISTANCE, R_TYPES, R_UNCTION,
)
from bible_tabletop.games.christianity.rules.state import ChristianityState

STEP_IN = "step_in"  # the decision kind why_not_play judges a play by a player stepping in with (an Unction only)
ANSWERS = {  # the action kinds each kind of decision takes
    "turn": None,  # the phase says
    "evil": frozenset({"evil_play", "end_phase"}),
    "offer": frozenset({"boost", "pass", "auto_pass"}),
    "help": frozenset({"help", "pass", "auto_pass"}),
    "respond": frozenset({"play", "pass", "auto_pass"}),
    "window": frozenset({"play", "pass", "auto_pass"}),
    "choose": frozenset({"choose"}),
    "ability": frozenset({"pick"}),
    "buy": frozenset({"pick", "pass"}),
    "shift": frozenset({"shift", "end_phase"}),
}
WAITING = {
    "evil": ("Evil is playing its cards now.", R_HUMAN_EVIL),
    "offer": ("A boost is offered: pay it or pass.", R_BOOST),
    "help": ("Double Resistance: rotate your Cost Zone to resist for your teammate, or pass.", R_RESIST),
    "respond": ("An Unction is on the stack: respond with an Unction or pass.", R_UNCTION),
    "window": ("Evil cards came: play an Unction now or pass.", R_UNCTION),
    "choose": ("Choose one of the options first.", R_TYPES),
    "ability": ("Choose an ability first.", R_ABILITY),
    "buy": ("Buy an ability for the team, or pass.", R_BUY),
    "shift": ("Evil: shift cards between hand and Cost Zone, or end.", R_HUMAN_EVIL),
}


def judge(state: ChristianityState, d, action) -> IllegalAction | None:
    """why_not against the decision `d` of this position (computed once by whoever judges many actions)."""
    if d is None:
        return IllegalAction("The game is over: nothing more can be played.", R_END)
    seat = d.seat if action.by is None else action.by
    if not d.may_act(seat):
        return IllegalAction(f"It is not your decision now. {d.prompt}", R_TURN)
    kind = action.kind
    if seat != d.seat:  # a Righteous player stepping in (Mode.OPEN): an Unction, at any time but the Cost Zone Phase
        if kind != "play":
            return IllegalAction(f"Out of your own decision only an Unction can be played. {d.prompt}", R_UNCTION)
        return why_not_play(state, seat, action.card, action.target, action.payer, STEP_IN)
    allowed = ANSWERS[d.kind]
    if allowed is None:
        problem = phases.PHASES[state.phase].why_not(kind, lambda k: phases.WORDS.get(k, k))
        if problem is not None:
            return problem
    elif kind not in allowed:
        return IllegalAction(*WAITING[d.kind])
    return CHECKS[kind](state, d, seat, action)


# -- each kind of action ---------------------------------------------------------------------------------------------
def _place(state, d, seat, a):
    me = state.players[seat]
    if a.card not in me.hand:
        return IllegalAction("That card is not in your hand.", R_COST_ZONE)
    if state.placed >= costzone.cost_zone_limit(state):
        return IllegalAction(f"You already put {state.placed} cards into the Cost Zone this turn.", R_COST_ZONE)
    return None


def _end_phase(state, d, seat, a):
    if d.kind == "turn" and state.phase == "resistance" and state.players[seat].tempted:
        return IllegalAction("Every Evil card waiting at you must be resisted or given in to first.", R_RESISTANCE)
    return None


def _pass(state, d, seat, a):
    return None


def _auto_pass(state, d, seat, a):
    if a.on == (seat in state.auto_pass):
        return IllegalAction("Automatic passing is already " + ("on." if a.on else "off."), R_UNCTION)
    return None


def _play(state, d, seat, a):
    return why_not_play(state, seat, a.card, a.target, a.payer, d.kind)


def why_not_play(state, seat, card, target, payer, decision_kind) -> IllegalAction | None:
    me = state.players[seat]
    from_zone = card not in me.hand and card in costzone.face_up_ready(me.cost_zone)
    if card not in me.hand and not from_zone:
        return IllegalAction("That card is not in your hand (nor face up and un-rotated in your Cost Zone).", R_TYPES)
    c = state.cards[card]
    if decision_kind != "turn":
        if c.kind != "unction":
            return IllegalAction("Out of your own turn only Unctions can be played.", R_UNCTION)
    else:
        kinds = phases.PLAYABLE[state.phase]
        if c.kind not in kinds and not speed_allows(state, seat, c.kind):
            allowed = " and ".join(sorted(kinds))
            return IllegalAction(f"A {c.kind} card cannot be played in the {phases.name(state.phase)} (only {allowed}).",
                                 phases.PHASES[state.phase].rule)
    mods = costzone.statics(state, seat)
    if mods and any(s.do == "forbid" and s.kind == c.kind for s in mods):
        return IllegalAction(f"A card on you forbids playing {c.kind} cards.", R_TYPES)
    if target is not None and target != seat:
        if target not in state.team:
            return IllegalAction("Cards are played for a Righteous player.", R_TYPES)
        if not abilities.has(state, seat, "brotherly_love"):
            return IllegalAction("Playing a card for another player needs Brotherly Love.", "Maturity Abilities: "
                                 "Brotherly Love")
    payer = seat if payer is None else payer
    if payer != seat:
        if payer not in state.team:
            return IllegalAction("Only a Righteous player can pay.", R_COST)
        if not abilities.has(state, payer, "benevolence"):
            return IllegalAction(f"{state.players[payer].name} needs Benevolence to pay for your card.",
                                 "Maturity Abilities: Benevolence")
    ready = costzone.ready(state.players[payer].cost_zone) - (1 if from_zone and payer == seat else 0)
    price = costzone.card_cost(state, seat, card, mods)
    if ready < price:
        return IllegalAction(f"{c.name} costs {price} and only {ready} Cost Zone cards can pay.", R_COST)
    return None


def speed_allows(state, seat, kind) -> bool:
    """Speed: one Habitual or Maturity a turn outside the Main Phase, in your own turn."""
    return (kind in phases.SPEED_KINDS and state.phase != "main" and not state.players[seat].speed_used
            and abilities.has(state, seat, "speed"))


def _resist(state, d, seat, a):
    me = state.players[seat]
    if not me.tempted:
        return IllegalAction("No Evil card is waiting at you.", R_RESISTANCE)
    if not can_resist(state, seat):
        price = costzone.resist_cost(state, seat, me.tempted[0])
        return IllegalAction(f"Resisting {state.cards[me.tempted[0]].name} takes {price} un-rotated Cost Zone cards.",
                             R_RESIST)
    return None


def can_resist(state, seat) -> bool:
    """Whether an Evil card waits at `seat` and their un-rotated Cost Zone cards pay its cost (resisting by
    rotating)."""
    me = state.players[seat]
    return bool(me.tempted) and costzone.ready(me.cost_zone) >= costzone.resist_cost(state, seat, me.tempted[0])


def _give_in(state, d, seat, a):
    if not state.players[seat].tempted:
        return IllegalAction("No Evil card is waiting at you.", R_RESISTANCE)
    return None


def _help(state, d, seat, a):
    return None if can_pay_pending(state, state.pending.now) else IllegalAction(
        "Your Cost Zone cannot pay that cost.", R_RESIST)


def _boost(state, d, seat, a):
    return None if can_pay_pending(state, state.pending.now) else IllegalAction(
        "Your Cost Zone cannot pay that boost.", R_BOOST)


def _use(state, d, seat, a):
    return why_not_use(state, seat, a.card, a.boost)


def why_not_use(state, seat, card_no, index) -> IllegalAction | None:
    """A Permanent boost of a card in play, used in your Main Phase: Self by its holder, Brotherly by a teammate,
    Any by anyone; once a turn while the card is un-rotated (a Multi one again and again)."""
    holder = next((s for s in state.team if any(p.card == card_no for p in state.players[s].in_play)), None)
    if holder is None:
        return IllegalAction("That card is not in play.", R_PERMANENT)
    slot = next(p for p in state.players[holder].in_play if p.card == card_no)
    return why_not_use_slot(state, seat, holder, slot, index)


def why_not_use_slot(state, seat, holder, slot, index) -> IllegalAction | None:
    """why_not_use for the card in play `slot` in front of `holder` (found already)."""
    card_no = slot.card
    card = state.cards[card_no]
    if not 0 <= index < len(card.boosts) or not card.boosts[index].permanent:
        return IllegalAction(f"{card.name} has no such Permanent boost.", R_PERMANENT)
    boost = card.boosts[index]
    if boost.kind == "self" and holder != seat:
        return IllegalAction("Only the card's holder may use a Permanent-Self-Boost.", R_PERMANENT)
    if boost.kind == "brotherly_any" and holder == seat:
        return IllegalAction("A Permanent-Brotherly-Boost is for the holder's teammates.", R_PERMANENT)
    if slot.rotated:
        return IllegalAction(f"{card.name} is rotated: its Permanent boost waits until it un-rotates.", R_PERMANENT)
    if not boost.multi and (card_no, index, seat) in state.used:
        return IllegalAction("You used that Permanent boost this turn already.", R_PERMANENT)
    if not boosts.can_pay(state, seat, boost):
        return IllegalAction("Your Cost Zone cannot pay that boost.", R_BOOST)
    return None


def _choose(state, d, seat, a):
    options = state.pending.now.details["options"]
    if not 0 <= a.option < len(options):
        return IllegalAction(f"Choose an option from 1 to {len(options)}.", R_TYPES)
    return None


def _pick(state, d, seat, a):
    if a.ability not in abilities.ABILITIES:
        return IllegalAction(f"There is no ability {a.ability!r}.", R_ABILITY)
    if a.ability not in pick_options(state, state.pending.now):
        name = abilities.ABILITIES[a.ability].name
        why = "the team cannot pay its price" if d.kind == "buy" else "it is held already or needs a higher level"
        return IllegalAction(f"{name} cannot be taken now: {why}.", R_BUY if d.kind == "buy" else R_ABILITY)
    return None


def _discard(state, d, seat, a):
    if a.card not in state.players[seat].hand:
        return IllegalAction("That card is not in your hand.", R_DISCARD)
    return None


def _restore(state, d, seat, a):
    if not abilities.has(state, seat, "restoration"):
        return IllegalAction("Restoration is not held.", "Maturity Abilities: Restoration")
    if not state.restoration:
        return IllegalAction("Restoration was used at this level: it recharges when everyone reaches the next.",
                             "Maturity Abilities: Restoration")
    return None


def _free(state, d, seat, a):
    return why_not_free(state, seat, a.card)


def why_not_free(state, seat, card) -> IllegalAction | None:
    me = state.players[seat]
    if card not in me.evil:
        return IllegalAction("That Evil Habitual is not on you.", R_MAIN)
    way = state.cards[card].removal
    if way is None or way.by != "pay":
        return IllegalAction(f"{state.cards[card].name} is not removed by paying.", R_MAIN)
    if costzone.ready(me.cost_zone) < way.amount:
        return IllegalAction(f"Being free of it takes {way.amount} un-rotated Cost Zone cards.", R_COST)
    return None


def _evil_play(state, d, seat, a):
    side = state.evil
    if a.card not in side.hand:
        return IllegalAction("That card is not in the Evil hand.", R_HUMAN_EVIL)
    if a.target not in state.team:
        return IllegalAction("Evil cards are played at a Righteous player.", R_HUMAN_EVIL)
    if costzone.ready(side.cost_zone) < state.cards[a.card].cost:
        return IllegalAction("The Evil Cost Zone cannot pay that card's cost.", R_HUMAN_EVIL)
    return None


def _shift(state, d, seat, a):
    side = state.evil
    if a.card in side.hand:
        return None
    if any(s.card == a.card for s in side.cost_zone):
        if state.pending.now.details["round"]:
            return None
        return IllegalAction("Cards go back from the Cost Zone to hand only at the end of a round.", R_HUMAN_EVIL)
    return IllegalAction("That card is neither in the Evil hand nor in its Cost Zone.", R_HUMAN_EVIL)


CHECKS = {
    "place": _place, "end_phase": _end_phase, "pass": _pass, "auto_pass": _auto_pass, "play": _play,
    "resist": _resist, "give_in": _give_in, "help": _help, "boost": _boost, "use": _use, "choose": _choose,
    "pick": _pick, "discard": _discard, "restore": _restore, "free": _free, "evil_play": _evil_play,
    "shift": _shift,
}


# -- the flow's quick questions --------------------------------------------------------------------------------------
def can_pay_pending(state: ChristianityState, pending: Pending) -> bool:
    """Whether the seat of a boost offer or a Double Resistance request can pay it."""
    seat = pending.seat
    if pending.kind == "help":
        tempted = state.players[pending.details["for"]].tempted
        return bool(tempted) and costzone.ready(state.players[seat].cost_zone) >= costzone.resist_cost(
            state, seat, tempted[0])
    boost = state.cards[state.playing.card].boosts[pending.details["boost"]]
    return boosts.can_pay(state, seat, boost)


def pick_options(state: ChristianityState, pending: Pending) -> list:
    if pending.kind == "choose":
        return pending.details["options"]
    if pending.kind == "ability":
        return abilities.choices(state, pending.seat, pending.details["team"])
    return abilities.for_sale(state)


def payers(state: ChristianityState, seat: int) -> list[int]:
    """Who may pay for `seat`'s cards: themselves, and teammates with Benevolence."""
    if len(state.team) == 1:
        return [seat]
    if "benevolence" in state.shared:  # the whole team holds it
        return [seat] + [s for s in state.team if s != seat]
    return [seat] + [s for s in state.team if s != seat and abilities.has(state, s, "benevolence")]


def targets(state: ChristianityState, seat: int) -> list[int]:
    """Whom `seat`'s cards may be for: themselves, and with Brotherly Love any teammate."""
    if abilities.has(state, seat, "brotherly_love"):
        return [seat] + [s for s in state.team if s != seat]
    return [seat]


def any_playable(state: ChristianityState, seat: int, decision_kind: str, cards: list[int]) -> bool:
    """Whether one of `cards` can be played now by `seat` in some way (for itself, paid by someone)."""
    return bool(play_ways(state, seat, decision_kind, cards, first=True))


def play_ways(state: ChristianityState, seat: int, decision_kind: str, cards: list[int],
              first: bool = False) -> list[tuple[int, int]]:
    """(card, payer) for each of `cards` (from hand, or face up and un-rotated in the Cost Zone) that `seat` can play
    now, with each player who can pay for it: why_not_play's tests (kind now, forbidden kinds, the price against the
    payer's un-rotated cards), worked out once for the whole hand. With `first`, at most one."""
    kinds = kinds_now(state, seat, decision_kind)
    table = state.cards
    cards = [c for c in cards if table[c].kind in kinds]
    if not cards:
        return []
    me = state.players[seat]
    mods = costzone.statics(state, seat) if me.in_play or me.evil else ()
    forbidden = {s.kind for s in mods if s.do == "forbid"} if mods else ()
    lowers = mods or me.discounts  # without any, every card costs what it says
    own = costzone.ready(me.cost_zone)
    others = None  # [(teammate who may pay, their un-rotated cards)]: worked out only when the player's own do not do
    hand = me.hand
    prices: dict[str, int] = {}
    found = []
    for c in cards:
        card = table[c]
        if card.kind in forbidden:
            continue
        price = card.cost
        if lowers:
            by = prices.get(card.kind)
            if by is None:
                by = prices[card.kind] = costzone.discount(state, seat, card.kind, mods)
            price = costzone.lowered(price, by)
        if own - (0 if c in hand else 1) >= price:  # a face-up card played from the zone cannot pay for itself
            found.append((c, seat))
            if first:
                return found
        if others is None:
            others = [(p, costzone.ready(state.players[p].cost_zone)) for p in payers(state, seat)[1:]]
        for p, ready in others:
            if ready >= price:
                found.append((c, p))
                if first:
                    return found
    return found


def kinds_now(state: ChristianityState, seat: int, decision_kind: str) -> frozenset[str]:
    """The card kinds `seat` may play in this decision (a quick first sieve; why_not_play says the rest)."""
    if decision_kind != "turn":
        return UNCTION_ONLY
    kinds = phases.PLAYABLE.get(state.phase, frozenset())
    if state.phase != "main" and not state.players[seat].speed_used and abilities.has(state, seat, "speed"):
        kinds = kinds | phases.SPEED_KINDS
    return kinds


UNCTION_ONLY = frozenset({"unction"})


def has_unction(state: ChristianityState, seat: int) -> bool:
    """Whether `seat` holds an Unction it (or a Benevolent teammate) can pay for now."""
    me = state.players[seat]
    return any_playable(state, seat, "respond", me.hand + costzone.face_up_ready(me.cost_zone))


def evil_can_play(state: ChristianityState) -> bool:
    side = state.evil
    ready = costzone.ready(side.cost_zone)
    return any(state.cards[c].cost <= ready for c in side.hand)


def only_choice(state: ChristianityState) -> str | None:
    """In the Resistance or Main Phase: the one thing the current player can do when there is only one ("give_in"
    or "end_phase"), else None (a real decision)."""
    seat = state.current
    me = state.players[seat]
    resisting = state.phase == "resistance" and bool(me.tempted)
    if resisting and can_resist(state, seat):  # the quick test first: resisting is a choice
        return None
    if any_playable(state, seat, "turn", me.hand + costzone.face_up_ready(me.cost_zone)):
        return None
    if state.phase == "resistance":
        return "give_in" if resisting else "end_phase"
    if any(why_not_use_slot(state, seat, *where) is None for where in permanent_boosts(state)):
        return None
    if abilities.has(state, seat, "restoration") and state.restoration:
        return None
    if any(why_not_free(state, seat, c) is None for c in me.evil):
        return None
    return "end_phase"


def permanent_boosts(state: ChristianityState) -> list[tuple[int, object, int]]:
    """(holder, the card's InPlay slot, boost index) of every Permanent boost on a card in play."""
    return [(s, p, i) for s in state.team for p in state.players[s].in_play
            for i, b in enumerate(state.cards[p.card].boosts) if b.permanent]
