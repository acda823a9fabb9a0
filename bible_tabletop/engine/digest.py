"""A stable digest of a game state, for checking that a replay reached the same position."""

from __future__ import annotations

import dataclasses
import hashlib
import random
from typing import Any

SKIP = frozenset({"log", "cards", "revealed", "worked"})  # the reveal flag tells of the last action, not the position;
#                                                        what was worked out of it is not part of it


def canonical(obj: Any) -> Any:
    """Plain nested tuples of the state's values (dataclass fields by name, the log and card table left out)."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return tuple(
            (f.name, canonical(getattr(obj, f.name))) for f in dataclasses.fields(obj) if f.name not in SKIP
        )
    if isinstance(obj, random.Random):
        return ("rng", obj.getstate())
    if isinstance(obj, (list, tuple)):
        return tuple(canonical(x) for x in obj)
    if isinstance(obj, dict):
        return tuple(sorted((str(k), canonical(v)) for k, v in obj.items()))
    if isinstance(obj, (set, frozenset)):
        return tuple(sorted(canonical(x) for x in obj))
    return obj


def digest(state: Any) -> str:
    """Hex digest of the canonical form of `state`."""
    return form_digest(canonical(state))


def form_digest(form: Any) -> str:
    """Hex digest of a canonical form (`canonical`'s plain tuples), such as a position's older form."""
    return hashlib.blake2b(repr(form).encode(), digest_size=16).hexdigest()
