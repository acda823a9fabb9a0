"""The inn: four areas on a 2x2 grid, orthogonal neighbours only (Rulings: Table)."""

AREAS = ("Tables", "Entrance", "Storage Room", "Counter")
SYMBOLS = ("■", "▲", "●", "★")
SHORT = ("tables", "entrance", "storage", "counter")

# Row by row: Tables | Entrance / Storage Room | Counter.
ADJACENT: tuple[frozenset[int], ...] = (
    frozenset({1, 2}),  # Tables: Entrance, Storage Room
    frozenset({0, 3}),  # Entrance: Tables, Counter
    frozenset({0, 3}),  # Storage Room: Tables, Counter
    frozenset({1, 2}),  # Counter: Entrance, Storage Room
)

NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(tuple(sorted(n)) for n in ADJACENT)  # each area's, in order


def adjacent(a: int, b: int) -> bool:
    """True when areas a and b share a side (diagonals are not adjacent)."""
    return b in ADJACENT[a]


def within(reach: str, a: int, b: int) -> bool:
    """Whether an attack of this reach from area a can hit a character in area b."""
    return reach == "any" or a == b or (reach == "adjacent" and b in ADJACENT[a])
