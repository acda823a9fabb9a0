"""The digests Christianity's positions had before the screen's facts left the state (issue 20), so a game saved
then still resumes: the state held, just before `result`, whether the Evil seat is a computer's, the computer seats,
and whether the last human to act played Evil (None before any human acted)."""

from __future__ import annotations

from typing import Iterable, Sequence

from bible_tabletop.engine.digest import canonical, form_digest
from bible_tabletop.engine.game import Action, GameConfig
from bible_tabletop.games.christianity.rules.state import ChristianityState


def former_digests(state: ChristianityState, config: GameConfig, actions: Sequence[Action]) -> Iterable[str]:
    """The digest of the position in its form with the three screen facts, as the old setup and apply set them."""
    evil = state.evil.seat
    computers = tuple(config.computer)
    humans = [a.by for a in actions if a.by not in computers]
    facts = (
        ("computer_evil", evil is not None and evil in computers),
        ("computers", computers),
        ("evil_at_keyboard", humans[-1] == evil if humans else None),
    )
    form = canonical(state)
    at = next(i for i, (name, _) in enumerate(form) if name == "result")
    return (form_digest(form[:at] + facts + form[at:]),)
