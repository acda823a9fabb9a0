"""The small moves every effect is made of: draw, damage, heal, knock-out, discard at random (Rulings: Turn, K.O.)."""

from __future__ import annotations

from bible_tabletop.engine.log import say
from bible_tabletop.games.barbarians.rules.blows import blow
from bible_tabletop.games.barbarians.rules.options import has_skill
from bible_tabletop.games.barbarians.rules.sections import R_BREATHER, R_KO, R_RESHUFFLE, R_SKILL
from bible_tabletop.games.barbarians.rules.state import MAX_HP, BarbariansState


def take_top(state: BarbariansState) -> int | None:
    """The top card of the deck, reshuffling the discard pile into a new deck when the deck is empty."""
    if not state.deck:
        if not state.discard:
            return None
        state.deck = state.discard
        state.discard = []
        state.rng.shuffle(state.deck)
        say(state, "The deck is empty: the discard pile is shuffled into a new deck.", None, R_RESHUFFLE)
    state.revealed = True
    return state.deck.pop()


def draw(state: BarbariansState, seat: int, n: int, rule: str = R_BREATHER) -> int:
    """Seat draws up to n cards; returns how many it got (none when deck and discard are both empty)."""
    got = 0
    for _ in range(n):
        card = take_top(state)
        if card is None:
            say(state, "No cards are left to draw.", seat, R_RESHUFFLE)
            break
        state.fighters[seat].hand.append(card)
        got += 1
    if got:
        say(state, f"{state.fighters[seat].name} draws {_cards(got)}.", seat, rule)
    return got


def heal(state: BarbariansState, seat: int, n: int, rule: str) -> None:
    f = state.fighters[seat]
    before = f.hp
    f.hp = min(MAX_HP, f.hp + n)
    say(state, f"{f.name} regains {f.hp - before} HP ({f.hp}).", seat, rule)


def damage(state: BarbariansState, seat: int, n: int, source: int | None, rule: str, cause: str) -> int:
    """Seat suffers n damage from `cause` ("Brewen's Barrel"), dealt by seat `source` (None: by nobody else);
    Brewen's cap applies; knocks out at 0; returns the damage dealt."""
    f = state.fighters[seat]
    if f.out or n <= 0:
        return 0
    if has_skill(state, seat, "brewen"):
        room = max(0, 3 - f.damage_this_turn)
        if n > room:
            say(state, f"{f.name} (Brewen's skill) takes only {room} of {n} damage this turn.", seat, R_SKILL)
            n = room
    f.hp = max(0, f.hp - n)
    f.damage_this_turn += n
    if n and _by_another(state, seat, source):
        blow(state, f"{cause} hits {f.name} for {n} ({f.hp} HP left).", source, rule, seat, n)
    elif n:
        blow(state, f"{f.name} takes {n} damage from {cause} ({f.hp} HP left).", seat, rule, seat, n)
    if f.hp == 0:
        knock_out(state, seat, source, cause)
    return n


def knock_out(state: BarbariansState, seat: int, source: int | None, cause: str) -> None:
    """Rulebook 'The K.O.': off the board, hand and drink to the discard, the knocker draws 2."""
    f = state.fighters[seat]
    f.out = True
    f.area = None
    state.discard.extend(f.hand)
    f.hand.clear()
    if f.drink is not None:
        state.discard.append(f.drink)
        f.drink, f.drink_uses = None, 0
    for mark in [m for m in state.marks if m.owner == seat]:
        state.marks.remove(mark)
        state.discard.append(mark.card)
    state.pending.items = [p for p in state.pending if p.seat != seat and p.details.get("mover") != seat]
    state.knocked_out_now.append(seat)
    if _by_another(state, seat, source):
        blow(state, f"K.O.! {cause} knocks out {f.name}.", source, R_KO, seat, None)
    else:
        blow(state, f"K.O.! {f.name} is knocked out by {cause}.", seat, R_KO, seat, None)
    if _by_another(state, seat, source) and not state.fighters[source].out:
        draw(state, source, 2, R_KO)


def _by_another(state: BarbariansState, seat: int, source: int | None) -> bool:
    return source is not None and source != seat


def discard_random(state: BarbariansState, seat: int, n: int, rule: str, source: int, cause: str) -> None:
    """Seat drops n cards at random from its hand, forced by seat `source` with `cause`."""
    f = state.fighters[seat]
    for _ in range(min(n, len(f.hand))):
        card = f.hand.pop(state.rng.randrange(len(f.hand)))
        state.discard.append(card)
        state.revealed = True
        say(state, f"{cause} makes {f.name} drop {state.card(card).name}.", source, rule, to=seat)


def _cards(n: int) -> str:
    return "a card" if n == 1 else f"{n} cards"
