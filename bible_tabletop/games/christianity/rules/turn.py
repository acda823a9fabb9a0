"""The flow of play: the phases of a turn carried out in order, rounds, the end of the game, and `settle`, which
does everything that needs nobody's decision (effects, passes nobody could make otherwise, phases that run by
themselves) until a player must decide."""

from __future__ import annotations

from bible_tabletop.engine.decision import Decision, Mode
from bible_tabletop.engine.flow import Pending
from bible_tabletop.engine.log import say
from bible_tabletop.games.christianity.rules import abilities, costzone, legality, phases
from bible_tabletop.games.christianity.rules.costzone import cost_zone_limit, hand_limit
from bible_tabletop.games.christianity.rules.effects import boosts, cards, evil, lasting
from bible_tabletop.games.christianity.rules.sections import (
    R_CHECK, R_COST_ZONE, R_DRAW, R_RESET, R_UNCTION, R_WIN,
)
from bible_tabletop.games.christianity.rules.state import GOAL_LEVEL, ROUNDS, ChristianityState


# -- the end of the game -------------------------------------------------------------------------------------------
def won(state: ChristianityState) -> bool:
    """Every Righteous player at Dependence Level 3 or more and no active Evil Habitual on any of them."""
    players = state.players
    for s in state.team:  # a loop, not all(): settle asks this after every step
        if players[s].level < GOAL_LEVEL or players[s].evil:
            return False
    return True


def finish(state: ChristianityState, side: str, text: str, rule: str) -> None:
    state.result, state.ended = side, text
    state.pending.clear()
    state.window = []
    say(state, text, None, rule)


# -- turns and phases ------------------------------------------------------------------------------------------------
def enter(state: ChristianityState, phase: str) -> None:
    """Begin `phase` of the current player's turn, doing what the game does at its start."""
    state.phase = phase
    me = state.players[state.current]
    if phase == "reset":
        costzone.un_rotate(me.cost_zone)
        for card in me.in_play:
            card.rotated = False
        me.gained, me.speed_used = 0, False
        state.used = []
        say(state, f"{me.name}'s turn (round {state.round} of {ROUNDS}): everything un-rotates.", state.current,
            R_RESET)
    elif phase == "draw":
        n = draw(state, state.current, max(0, me.level + 2 + costzone.modifier(state, state.current, "draw_count")))
        drawn = f"draws {n}" if n else "draws nothing" + ("" if me.deck else " (the deck is empty)")
        say(state, f"{me.name} {drawn}.", state.current, R_DRAW)
    elif phase == "cost_zone":
        state.placed = 0
        if abilities.has(state, state.current, "foresight"):
            state.evil.foreseen = max(state.evil.foreseen, min(evil.count(state), len(state.evil.deck)))
            say(state, "Foresight shows the Evil cards coming.", state.current, "Maturity Abilities: Foresight")
    elif phase == "evil":
        state.evil_drawn = False
        after_cost_zone(state)
    elif phase == "resistance":
        state.window = [s for s in boosts.in_turn_order(state) if s != state.current] if me.tempted else []
    if phase == "end":
        lasting.lasting(state, state.current, "end_of_turn")
    else:
        triggered(state, phase)


def after_cost_zone(state: ChristianityState) -> None:
    """Right after the Cost Zone Phase: the team may buy an ability; Vibrancy turns two Cost Zone cards up."""
    if abilities.for_sale(state):
        name = state.players[state.current].name
        state.pending.ask(Pending("buy", (state.current,), f"{name}: buy an ability for the team "
                                  "(each Righteous player pays its price), or pass."))
    if abilities.has(state, state.current, "vibrancy"):
        turned = costzone.flip_up(state.players[state.current].cost_zone, state.rng, 2)
        if turned:
            state.revealed = True
            names = ", ".join(state.cards[c].name for c in turned)
            say(state, f"Vibrancy turns face up: {names}.", state.current, "Maturity Abilities: Vibrancy")


def triggered(state: ChristianityState, phase: str) -> None:
    """The lasting steps of the current player's cards in play (and Evil Habituals on them) for this phase; at the
    Check Phase an Evil Habitual whose way out is Power leaves a player who has enough."""
    seat = state.current
    if phase == "check":
        me = state.players[seat]
        for card in list(me.evil):
            way = state.cards[card].removal
            if way is not None and way.by == "power" and me.power >= way.amount:
                evil.free(state, seat, card, R_CHECK)
    lasting.lasting(state, seat, phase)


def draw(state: ChristianityState, seat: int, n: int) -> int:
    """Draw up to `n` cards from `seat`'s deck to hand (an empty deck gives nothing); how many were drawn."""
    me = state.players[seat]
    got = min(n, len(me.deck))
    for _ in range(got):
        me.hand.append(me.deck.pop())
    return got


def end_turn(state: ChristianityState) -> None:
    """Cost Zone Power, the human Evil player's un-rotation and shift, then the next player (a new round after
    the last; the Evil side wins at the end of round 10)."""
    me = state.players[state.current]
    me.discounts = []
    if abilities.has(state, state.current, "cost_zone_power") and me.gained >= 3 and me.deck:
        costzone.put(me.cost_zone, me.deck.pop())
        say(state, f"Cost Zone Power: {me.name} draws a card into the Cost Zone.", state.current,
            "Maturity Abilities: Cost Zone Power")
    order = state.team
    nxt = order[(order.index(state.current) + 1) % len(order)]
    end_of_round = nxt == state.first
    evil.ask_shift(state, end_of_round)
    state.turns += 1
    state.current = nxt
    state.phase = "next"
    if end_of_round:
        state.round += 1
        if state.round > ROUNDS:
            state.round = ROUNDS
            finish(state, "evil", f"Round {ROUNDS} is over and the Righteous have not all reached Dependence "
                   f"Level {GOAL_LEVEL} free of Evil Habituals: the Evil side wins.", R_WIN)


# -- settle: everything that needs no decision -------------------------------------------------------------------
def settle(state: ChristianityState) -> None:
    while state.result is None:
        if won(state):
            finish(state, "righteous", f"Every Righteous player is at Dependence Level {GOAL_LEVEL} or more with no "
                   "Evil Habitual: the Righteous side wins!", R_WIN)
            return
        waiting = state.pending.items  # the queue's and the stack's lists read directly: this loop runs very often
        now = waiting[0] if waiting else None
        if now is not None:
            if not wanted(state, now):
                drop(state)
                continue
            if now.kind in ("choose", "ability") and len(legality.pick_options(state, now)) == 1:
                only_answer(state, now)
                continue
            return
        if state.todo:
            cards.step(state)
            continue
        if state.playing is not None:
            finish_play(state)
            continue
        if state.stack.entries:
            seat = state.stack.responder
            if not can_respond(state, seat):
                resolve(state, state.stack.pass_(seat))
                continue
            return
        if state.window:
            if not can_respond(state, state.window[0]):
                state.window.pop(0)
                continue
            return
        if not advance(state):
            return


def wanted(state: ChristianityState, pending: Pending) -> bool:
    """Whether a pending question is worth asking: its seat can answer it some other way than passing."""
    if pending.kind in ("offer", "help"):
        if pending.seat in state.auto_pass and not aimed_at(state, pending.seat):
            return False
        return legality.can_pay_pending(state, pending)
    if pending.kind in ("ability", "buy", "choose"):
        return bool(legality.pick_options(state, pending))
    if pending.kind == "shift":  # nothing left to shift: done
        return bool(state.evil.hand) or (pending.details["round"] and bool(state.evil.cost_zone))
    return True


def only_answer(state: ChristianityState, pending: Pending) -> None:
    """A choice with one possible answer is not asked: it is taken."""
    if pending.kind == "choose":
        cards.chosen(state, 0)
    else:
        state.pending.answered()
        abilities.take(state, pending.seat, legality.pick_options(state, pending)[0], pending.details["team"])


def drop(state: ChristianityState) -> None:
    """Skip the first pending question (nobody could answer it but by passing); an unanswered Double Resistance
    help leaves the Evil card failed."""
    gone = state.pending.answered()
    if gone.kind == "help":
        after_help(state, gone.details["for"])


def after_help(state: ChristianityState, seat: int) -> None:
    if not any(p.kind == "help" for p in state.pending):
        evil.failed(state, seat)


def aimed_at(state: ChristianityState, seat: int) -> bool:
    """Whether what is being played or on the stack is for `seat` (automatic passing stops then)."""
    item = state.playing or state.stack.top
    return (item is not None and item.target == seat) or (item is None and state.current == seat)


def can_respond(state: ChristianityState, seat: int) -> bool:
    """Whether `seat` could play an Unction now (a stack response, or the window before Resistance)."""
    if seat in state.auto_pass and not aimed_at(state, seat):
        return False
    return legality.has_unction(state, seat)


def resolve(state: ChristianityState, played) -> None:
    """A card leaves the stack (everyone passed): its effects, in boost order, then it goes to the discard pile."""
    if played is None:
        return
    state.todo.extend(boosts.resolution(state, played))
    cards.put_away(state, played)
    if state.cards[played.card].kind == "unction":
        lasting.lasting(state, played.by, "unction")


def finish_play(state: ChristianityState) -> None:
    """Every boost offer for the card being played is answered: Bounce-Back next, then the card resolves (an Unction
    goes on the stack first)."""
    played = state.playing
    if not played.bounce_asked:
        played.bounce_asked = True
        boosts.offer_bounce(state, played)
        if state.pending:
            return
    state.playing = None
    if state.cards[played.card].kind == "unction":
        under = state.stack.top
        state.stack.add(played, boosts.in_turn_order(state))
        above = "" if under is None else (f" above {state.cards[under.card].name} "
                                          f"({len(state.stack.entries)} deep)")
        say(state, f"{state.cards[played.card].name} goes on the stack{above}; everyone may respond.", played.by,
            R_UNCTION)
    else:
        resolve(state, played)


def advance(state: ChristianityState) -> bool:
    """The phase goes on by itself where nothing is left to decide; False when a player must decide."""
    phase = state.phase
    me = state.players[state.current]
    if phase == "next":
        enter(state, "reset")
    elif phase in ("reset", "check", "draw"):
        enter(state, phases.after(phase))
    elif phase == "cost_zone":
        if me.hand and state.placed < cost_zone_limit(state):
            return False
        enter(state, "evil")
    elif phase == "evil":
        if not state.evil_drawn:  # after a purchase, if any
            state.evil_drawn = True
            if state.evil.seat is None:
                evil.play_at_current(state)
            else:
                evil.draw_to_hand(state)
        elif state.evil.seat is not None and legality.evil_can_play(state):
            return False
        else:
            enter(state, "resistance")
    elif phase == "resistance":
        only = legality.only_choice(state)
        if only in (None, "give_in"):  # giving in waits for its player's key: nobody loses Power unseen
            return False
        enter(state, "main")
    elif phase == "main":
        if legality.only_choice(state) is None:
            return False
        enter(state, "discard")
    elif phase == "discard":
        if len(me.hand) > hand_limit(state, state.current):
            return False
        enter(state, "end")
    elif phase == "end":
        end_turn(state)
    return True


def give_in(state: ChristianityState) -> None:
    """The current player lets the first Evil card waiting fail; with Double Resistance each teammate who can pay
    its cost is asked first, in turn order."""
    seat = state.current
    if abilities.has(state, seat, "double_resistance"):
        card = state.players[seat].tempted[0]
        name = state.cards[card].name
        helpers = [s for s in boosts.in_turn_order(state) if s != seat]
        for s in helpers:
            prompt = (f"{state.players[s].name}: rotate {evil.cost(state, card)} of your Cost Zone to resist {name} "
                      f"for {state.players[seat].name} (Double Resistance), or pass.")
            state.pending.ask(Pending("help", (s,), prompt, details={"for": seat}))
        if helpers:
            return
    evil.failed(state, seat)


def place(state: ChristianityState, card: int) -> None:
    me = state.players[state.current]
    me.hand.remove(card)
    costzone.put(me.cost_zone, card)
    state.placed += 1
    say(state, f"{me.name} puts a card face down into the Cost Zone ({state.placed} of {cost_zone_limit(state)}).",
        state.current, R_COST_ZONE)


def end_phase(state: ChristianityState) -> None:
    """The current player (or Evil, in its phase) ends the phase."""
    if state.phase == "cost_zone":
        enter(state, "evil")
    elif state.phase == "evil":
        enter(state, "resistance")
    elif state.phase == "resistance":
        enter(state, "main")
    elif state.phase == "main":
        enter(state, "discard")



# -- who decides now -------------------------------------------------------------------------------------------------
EACH_KINDS = ("offer", "help")


def decision(state: ChristianityState) -> Decision | None:
    """The decision the game waits for (settled positions only): a pending question, a response to the top of the
    stack, the teammates' Unction window, Evil's play, or the current player's turn."""
    if state.result is not None:
        return None
    waiting = state.pending.items  # the queue's and the stack's lists read directly: asked for every position
    now = waiting[0] if waiting else None
    if now is not None:
        if now.kind in EACH_KINDS:
            seats = [now.seat]
            for p in waiting[1:]:
                if p.kind != now.kind or p.details != now.details:
                    break
                if p.seat not in seats and wanted(state, p):
                    seats.append(p.seat)
            return Decision(tuple(seats), now.kind, now.prompt, Mode.EACH)
        return now.decision()
    if state.stack.entries:
        top = state.stack.top
        seat = state.stack.responder
        return Decision((seat,), "respond", f"{_name(state, seat)}: respond to {state.cards[top.card].name} with "
                        "an Unction, or pass (the top of the stack resolves once everyone passed).", Mode.EACH)
    if state.window:
        seat = state.window[0]  # settle saw that it can respond; the others named are those who can now
        seats = (seat, *(s for s in state.window[1:] if can_respond(state, s)))
        return Decision(seats, "window", f"{_name(state, seat)}: Evil cards came at "
                        f"{_name(state, state.current)}; play an Unction now, or pass.", Mode.EACH)
    if state.phase == "evil":
        others = stepping_in(state, None)
        return Decision((state.evil.seat, *others), "evil", "Evil: play Evil cards at the Righteous (rotating their "
                        "cost), or end.", Mode.OPEN if others else Mode.ONE)
    seat, phase = state.current, state.phase
    name = state.players[seat].name
    if phase == "resistance":
        words = 1 if state.players[seat].tempted else 0
    else:
        words = 0 if phase in ("cost_zone", "main") else hand_limit(state, seat)
    others = () if phase == "cost_zone" else stepping_in(state, seat)
    key = (seat, name, phase, words, others)
    d = _TURNS.get(key)
    if d is None:
        if len(_TURNS) >= TURNS_MAX:
            _TURNS.clear()
        d = _TURNS[key] = Decision((seat, *others), "turn", f"{name} ({phases.name(phase)}): "
                                   f"{_words(phase, words)}.", Mode.OPEN if others else Mode.ONE)
    return d


def stepping_in(state: ChristianityState, deciding: int | None) -> tuple[int, ...]:
    """The Righteous players but `deciding` who hold an Unction they can pay for now, in turn order: Unctions are
    played at any time but the Cost Zone Phase, so they may step into the decision without being asked."""
    return tuple(s for s in boosts.in_turn_order(state) if s != deciding and legality.has_unction(state, s))


_TURNS: dict = {}  # (seat, name, phase, what the words depend on) -> the decision: made once (it is frozen)
TURNS_MAX = 10_000


def _words(phase: str, n: int) -> str:
    """What the player does in their own `phase`: `n` is whether Evil cards wait (Resistance), the hand limit
    (Discard)."""
    if phase == "cost_zone":
        return "put up to 4 cards face down into your Cost Zone, or end the phase"
    if phase == "resistance":
        return "resist the Evil cards waiting at you" if n else "play Resistance or Unctions, or end the phase"
    if phase == "main":
        return "play Maturity, Habituals, Tokens, Unctions, or end the phase"
    return f"discard down to {n} cards"


def window_open(state: ChristianityState) -> bool:
    """Whether the decision now is the teammates' Unction window (what `decision` says, found quickly)."""
    return state.result is None and not state.pending and not state.stack and bool(state.window)


def _name(state: ChristianityState, seat: int) -> str:
    if seat == state.evil.seat:
        return "Evil"
    return state.players[seat].name
