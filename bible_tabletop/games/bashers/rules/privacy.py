"""What a seat may not see in Bible Bashers (engine/privacy.py): where the other side's figures stand while the
scenario hides the deployment. Nothing hidden is text."""

from bible_tabletop.engine.privacy import copy_state
from bible_tabletop.games.bashers.rules.deploy import zone

VARIANTS = ("placement",)
PUBLIC_CATALOGUE = False


def unseen(rules, state, seat: int, rng):
    """placement: the other side's figures placed so far stand on other free squares of its zone (and other
    figures of its force are the ones placed)."""
    other = copy_state(state)
    if other.phase == "deploy" and other.hidden:
        side = other.sides[1 - seat]
        placed = len(side.on_table())
        free = sorted(zone(other, 1 - seat) - set(other.occupied()))
        squares, figures = rng.sample(free, placed), rng.sample(range(len(side.squares)), placed)
        side.squares = [None] * len(side.squares)
        for figure, square in zip(figures, squares):
            side.squares[figure] = square
    return {"placement": other}


def marked(rules, state, seat: int):
    """The position as it is (no hidden text to mark)."""
    return copy_state(state)
