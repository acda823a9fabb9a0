"""A copy of a game state to go back to on undo: a deep copy that shares what never changes.

`copy.deepcopy` costs 1-12 ms on a mid-game state (0.3-1.4 ms even when told to share the card table); this walk
of the state's plain shapes (dataclasses, lists, dicts, sets, tuples, the random generator) costs a fraction of it
(`bible-tabletop bench`, undo entry). Shared, never copied: the card table (`cards`, fixed at set-up), the log's
events, enum members and any frozen pydantic model (immutable). Anything else falls back to deepcopy.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from enum import Enum
from typing import Any

from pydantic import BaseModel

_PLAIN = frozenset({int, str, float, bool, type(None), bytes})
_FIELDS: dict[type, tuple[str, ...]] = {}


def snapshot(state: Any) -> Any:
    """An independent copy of `state`: applying actions to either never changes the other."""
    memo: dict[int, Any] = {id(state.log): list(state.log)}  # events are frozen: the list is copied, not them
    cards = getattr(state, "cards", None)
    if cards is not None:
        memo[id(cards)] = cards
    worked = getattr(state, "worked", None)
    if worked is None:
        return _copy(state, memo)
    state.worked = None  # the copy works its position out afresh (engine/worked.py)
    try:
        return _copy(state, memo)
    finally:
        state.worked = worked


def _copy(obj: Any, memo: dict[int, Any]) -> Any:
    kind = type(obj)
    if kind in _PLAIN:
        return obj
    known = memo.get(id(obj))
    if known is not None:
        return known
    if kind is list:  # the plain test inline: most lists are card numbers
        new: Any = [x if type(x) in _PLAIN else _copy(x, memo) for x in obj]
    elif kind is tuple:
        new = tuple([x if type(x) in _PLAIN else _copy(x, memo) for x in obj])
    elif kind is dict:
        new = {k: v if type(v) in _PLAIN else _copy(v, memo) for k, v in obj.items()}
    elif kind is set:
        new = set(obj)  # sets hold hashable, so immutable, values
    elif kind in _FIELDS or dataclasses.is_dataclass(obj):
        new = _copy_dataclass(obj, memo)
    elif isinstance(obj, random.Random):
        new = kind(0)  # a fixed seed: no call for system entropy; the state is set next
        new.setstate(obj.getstate())
    elif isinstance(obj, Enum) or (isinstance(obj, BaseModel) and obj.model_config.get("frozen")):
        new = obj
    else:
        new = copy.deepcopy(obj, memo)
    memo[id(obj)] = new
    return new


def _copy_dataclass(obj: Any, memo: dict[int, Any]) -> Any:
    kind = type(obj)
    names = _FIELDS.get(kind)
    if names is None:
        names = _FIELDS[kind] = tuple(f.name for f in dataclasses.fields(kind))
    new = object.__new__(kind)
    for name in names:
        object.__setattr__(new, name, _copy(getattr(obj, name), memo))
    return new


def restore(state: Any, copy_: Any) -> None:
    """Put the fields of `copy_` (a snapshot of `state`) back into `state` itself, so whoever holds the state object
    (a screen, a test) sees the position of the snapshot."""
    for name in _FIELDS.get(type(state)) or tuple(f.name for f in dataclasses.fields(state)):
        object.__setattr__(state, name, getattr(copy_, name))
