"""The Cost Zone: face-down cards that pay costs by rotating, one card a point, un-rotated at the Reset Phase.

Paying rotates face-down cards before face-up ones (a face-up card can still be played from the zone while it
stands un-rotated). A cost lowered by an effect never goes below 1."""

from __future__ import annotations

from bible_tabletop.games.christianity.rules.state import COST_ZONE_PER_TURN, HAND_LIMIT, Slot


def ready(zone: list[Slot]) -> int:
    """How many cards of the zone can still pay (un-rotated)."""
    n = 0
    for slot in zone:  # a plain loop, the quickest way: the flow asks this very often
        if not slot.rotated:
            n += 1
    return n


def lowered(cost: int, by: int) -> int:
    """`cost` lowered by `by`: never below 1 once an effect lowers it (a printed 0 stays 0)."""
    return cost if by <= 0 else max(1, cost - by)


def pay(zone: list[Slot], amount: int) -> None:
    """Rotate `amount` un-rotated cards, face-down ones first (the caller checked there are enough)."""
    left = amount
    for face_up in (False, True):
        for slot in zone:
            if left == 0:
                return
            if not slot.rotated and slot.face_up == face_up:
                slot.rotated = True
                left -= 1
    if left:
        raise ValueError(f"the Cost Zone cannot pay {amount}")


def un_rotate(zone: list[Slot]) -> None:
    for slot in zone:
        slot.rotated = False


def put(zone: list[Slot], card: int, *, face_up: bool = False) -> None:
    zone.append(Slot(card, face_up=face_up))


def face_up_ready(zone: list[Slot]) -> list[int]:
    """The face-up, un-rotated cards: playable as if in hand (Vibrancy)."""
    return [s.card for s in zone if s.face_up and not s.rotated]


def take(zone: list[Slot], card: int) -> Slot:
    """Remove card `card` from the zone and give back its slot."""
    for i, slot in enumerate(zone):
        if slot.card == card:
            return zone.pop(i)
    raise ValueError(f"card {card} is not in the Cost Zone")


def flip_up(zone: list[Slot], rng, count: int) -> list[int]:
    """Turn `count` random face-down cards face up (Vibrancy); the cards turned."""
    down = [s for s in zone if not s.face_up]
    chosen = rng.sample(down, min(count, len(down)))
    for slot in chosen:
        slot.face_up = True
    return [s.card for s in chosen]


# -- what lowers costs and the other modifiers of cards in play ------------------------------------------------------
def statics(state, seat: int) -> list:
    """The static modifiers on `seat`: of their Habituals and Tokens in play and of the Evil Habituals on them."""
    me = state.players[seat]
    if not me.in_play and not me.evil:
        return []
    cards = state.cards
    found = []
    for slot in me.in_play:
        static = cards[slot.card].static
        if static:  # most cards in play have none
            found.extend(static)
    for card in me.evil:
        found.extend(cards[card].static)
    return found


def modifier(state, seat: int, do: str) -> int:
    """The sum of `seat`'s static modifiers of one kind (hand_limit, draw_count, tempted, cost_zone_limit)."""
    me = state.players[seat]
    if not me.in_play and not me.evil:  # nothing in play: nothing to sum (the flow asks this very often)
        return 0
    return sum(s.amount for s in statics(state, seat) if s.do == do)


def discount(state, seat: int, on: str, mods: list | None = None) -> int:
    """How much lower `seat`'s costs of kind `on` are (a card kind, boost or resist): this turn's discounts and the
    static ones (`mods`, when the caller has them), counting those on everything."""
    me = state.players[seat]
    total = sum(amount for what, amount in me.discounts if what in (on, "any")) if me.discounts else 0
    if mods is None:
        if not me.in_play and not me.evil:  # nothing in play: no static discount
            return total
        mods = statics(state, seat)
    return total + sum(s.amount for s in mods if s.do == "discount" and s.what in (on, "any")) if mods else total


def card_cost(state, seat: int, card: int, mods: list | None = None) -> int:
    """What `seat` pays to play `card`: its cost lowered by their discounts, never below 1."""
    c = state.cards[card]
    return lowered(c.cost, discount(state, seat, c.kind, mods))


def resist_cost(state, seat: int, card: int) -> int:
    """What `seat` rotates to resist Evil card `card`."""
    return lowered(state.cards[card].cost, discount(state, seat, "resist"))


def hand_limit(state, seat: int) -> int:
    """How many cards `seat` may keep at the Discard Phase."""
    return max(0, HAND_LIMIT + modifier(state, seat, "hand_limit"))


def cost_zone_limit(state) -> int:
    """How many cards the current player may put into the Cost Zone this phase."""
    return max(0, COST_ZONE_PER_TURN + modifier(state, state.current, "cost_zone_limit"))
