"""What a seat may not see in Bible Bashers (engine/privacy.py): where the other side's figures stand while the
scenario hides the deployment. Nothing hidden is text."""

from bible_tabletop.engine.privacy import copy_state
from bible_tabletop.games.bashers.rules.resample import deployment_hidden, place_unseen

VARIANTS = ("placement",)
PUBLIC_CATALOGUE = False


def unseen(rules, state, seat: int, rng):
    """placement: the other side's figures placed so far stand on other free squares of its zone (and other
    figures of its force are the ones placed)."""
    other = copy_state(state)
    if deployment_hidden(other):
        side = 1 - seat
        place_unseen(other, side, len(other.sides[side].on_table()), rng)
    return {"placement": other}


def marked(rules, state, seat: int):
    """The position as it is (no hidden text to mark)."""
    return copy_state(state)
