"""The hand-over curtain, decided from the views: handing the keyboard to a seat must hide the screen exactly when
that seat may see something a seat that was last at the keyboard may not, or the other way round (their views of
the position differ).

A game whose views differ where no curtain is wanted (or agree where one is) says so with its own hook on its rules
object, `needs_curtain(state, seat, seen_by)`, and gives the reason in that hook's docstring; no other game writes
one.
"""

from __future__ import annotations

from typing import Any, Iterable

from bible_tabletop.engine.digest import digest


def views_differ(rules: Any, state: Any, seat: int, other: int) -> bool:
    """Whether `seat` and `other` see the position differently (their views' digests differ)."""
    return digest(rules.view(state, seat)) != digest(rules.view(state, other))


def needs_curtain(rules: Any, state: Any, seat: int, seen_by: Iterable[int]) -> bool:
    """Whether the keyboard may pass to `seat` only behind the curtain, when the screen was last seen by the seats
    `seen_by` (the human who acted last; every other human seat when nobody has acted yet): the game's own hook
    when it has one, else whether `seat`'s view differs from any of theirs."""
    own = getattr(rules, "needs_curtain", None)
    if own is not None:
        return own(state, seat, tuple(seen_by))
    return any(views_differ(rules, state, seat, other) for other in seen_by if other != seat)
