"""Activation (rulebook PLAYING THE GAME and MOVEMENT, rulings Turn): the activation die with the rank fallback,
orders from sergeants and heroes, and the move allowance.

Pure: `figures` are one side's figures still on the table; `distance(a, b)` gives the inches between two figures'
square centres (the table works it out).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bible_tabletop.games.bashers.rules.forces_models import RANKS, Buff, Figure, Rank, applies

R_ACTIVATION = "Turn: the activation die"
R_ORDERS = "Turn: orders"
R_MOVE = "Turn: move"

ORDER_RANGE = 12
LEADERSHIP_RANGE = 15
SWIFT_MOVE = 3

Buffs = frozenset[Buff] | tuple[Buff, ...]
Distance = Callable[[Figure, Figure], float]

# Who may be ordered by whom: the ranks each orderer may order.
ORDERS: dict[Rank, frozenset[Rank]] = {"hero": frozenset({"sergeant", "trooper"}),
                                       "sergeant": frozenset({"trooper"}), "trooper": frozenset()}


def rolled_rank(roll: int) -> Rank:
    """The rank the activation die calls: 1 a trooper, 2 or 3 a sergeant, 4 to 6 a hero."""
    if not 1 <= roll <= 6:
        raise ValueError(f"the activation die shows 1 to 6, not {roll}")
    return "trooper" if roll == 1 else "sergeant" if roll <= 3 else "hero"


def activated_rank(roll: int, figures: Sequence[Figure]) -> Rank | None:
    """The rank activated on this roll: the rolled rank if any such figure remains, else the nearest lower rank that
    remains, else the nearest higher; None when no figure remains. Every figure on the table remains, whether or not
    it was activated before (a figure may be activated turn after turn)."""
    present = {f.rank for f in figures}
    at = RANKS.index(rolled_rank(roll))
    for rank in (*reversed(RANKS[: at + 1]), *RANKS[at + 1:]):
        if rank in present:
            return rank
    return None


def may_activate(roll: int, figures: Sequence[Figure]) -> tuple[Figure, ...]:
    """The figures the player may choose from to activate on this roll (one of them is activated)."""
    rank = activated_rank(roll, figures)
    return tuple(f for f in figures if f.rank == rank)


def order_range(buffs: Buffs) -> int:
    """How far orders reach in inches: 12, or 15 with Leadership."""
    return LEADERSHIP_RANGE if applies(buffs, "Leadership") else ORDER_RANGE


def most_ordered(rank: Rank, forgone: int, ranks: Sequence[Rank] = ()) -> int:
    """How many figures an orderer of `rank` may order by forgoing `forgone` actions (1 or 2): a sergeant one
    trooper, or two forgoing both; a hero one trooper or sergeant, or two forgoing both (sergeants or troopers),
    or three when all are troopers. `ranks` are the ranks to be ordered (for the hero's three troopers)."""
    if rank == "trooper" or forgone not in (1, 2):
        return 0
    if forgone == 1:
        return 1
    return 3 if rank == "hero" and ranks and all(r == "trooper" for r in ranks) else 2


def orderable(orderer: Figure, figures: Sequence[Figure], distance: Distance, buffs: Buffs) -> tuple[Figure, ...]:
    """The figures `orderer` may order: of a rank it orders, not itself, within the order range."""
    reach = order_range(buffs)
    return tuple(f for f in figures if f.rank in ORDERS[orderer.rank] and f.id != orderer.id
                 and distance(orderer, f) <= reach)


def order_problem(orderer: Figure, forgone: int, ordered: Sequence[Figure], figures: Sequence[Figure],
                  distance: Distance, buffs: Buffs, *, was_ordered: bool = False) -> str | None:
    """Why `orderer` may not forgo `forgone` actions to order `ordered` (None when it may). `figures` are its side's
    figures on the table; `was_ordered` says the orderer was itself activated by an order this turn."""
    if was_ordered:
        return f"{orderer.name} was activated by an order and cannot give orders."
    if orderer.rank == "trooper":
        return f"{orderer.name} is a trooper; only sergeants and heroes give orders."
    if forgone not in (1, 2):
        return "An order forgoes one action, or both."
    if not ordered:
        return "Choose the figures to order."
    ids = [f.id for f in ordered]
    if len(set(ids)) < len(ids):
        return "Each figure can be ordered only once."
    mine = {f.id for f in figures}
    reach = order_range(buffs)
    for f in ordered:
        if f.id == orderer.id:
            return f"{orderer.name} cannot order itself."
        if f.id not in mine:
            return f"{f.name} is not one of your figures on the table."
        if f.rank not in ORDERS[orderer.rank]:
            whom = " and ".join(f"{r}s" for r in sorted(ORDERS[orderer.rank], key=RANKS.index))
            return f"A {orderer.rank} orders {whom} only; {f.name} is a {f.rank}."
        if distance(orderer, f) > reach:
            return f"{f.name} is {distance(orderer, f):.1f} inches away; orders reach {reach} inches."
    limit = most_ordered(orderer.rank, forgone, [f.rank for f in ordered])
    if len(ordered) > limit:
        forgoing = "one action" if forgone == 1 else "both actions"
        most = "1 figure" if limit == 1 else f"{limit} figures"
        note = " (three only if all are troopers)" if orderer.rank == "hero" and forgone == 2 else ""
        return f"Forgoing {forgoing}, a {orderer.rank} orders at most {most}{note}."
    return None


def move_allowance(dice: Sequence[int], buffs: Buffs) -> int:
    """Inches a movement roll gives: its dice (the move's 2D6, or the further 1D6 of a figure that neither attacks
    nor orders), plus 3 with Swift, which adds to every movement roll (rulebook SWIFT; rulings Turn)."""
    if len(dice) not in (1, 2) or not all(1 <= d <= 6 for d in dice):
        raise ValueError(f"a movement roll is one or two dice of 1 to 6, not {tuple(dice)}")
    return sum(dice) + SWIFT_MOVE * applies(buffs, "Swift")
