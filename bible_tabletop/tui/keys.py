"""The `?` list: keys written as a player reads them, built from a screen's real bindings plus its own notes."""

from __future__ import annotations

import re

from textual.actions import parse
from textual.binding import Binding
from textual.dom import DOMNode

NAMES = {"question_mark": "?", "full_stop": ".", "period": ".", "escape": "Esc", "enter": "Enter",
         "space": "Space", "tab": "Tab", "plus": "+", "minus": "-", "equals_sign": "=", "comma": ",",
         "slash": "/", "backspace": "Backspace", "delete": "Del", "up": "↑", "down": "↓", "left": "←",
         "right": "→", "pageup": "PgUp", "pagedown": "PgDn", "home": "Home", "end": "End"}


def key_label(key: str) -> str:
    """One Textual key name as printed on the keyboard: `question_mark` -> `?`, `ctrl+n` -> `Ctrl+N`, `f1` -> `F1`.
    Words that are not key names ("arrows", "click", "1-5") are left as they are."""
    *mods, last = key.split("+") if "+" in key and not key.endswith("+") else [key]
    if re.fullmatch(r"f\d{1,2}", last):
        last = last.upper()
    elif last in NAMES:
        last = NAMES[last]
    elif mods and len(last) == 1:
        last = last.upper()
    return "+".join([m.capitalize() for m in mods] + [last])


def readable(keys: str) -> str:
    """A help entry's key column, each key name in it made readable: `escape,q` -> `Esc / q`."""
    if "," in keys and " " not in keys:
        return " / ".join(key_label(k) for k in keys.split(","))
    return " ".join(key_label(word) for word in keys.split(" "))


def _tokens(keys: str) -> set[str]:
    return {t.lower() for t in re.split(r"[\s,]+", readable(keys)) if t and t != "/"}


def bound_keys(screen: DOMNode) -> list[tuple[str, str]]:
    """The screen's bindings that have a description and that its `check_action` shows now (greyed ones too),
    most specific class first; keys bound to the same action are joined (`+ / =`). The text is the first tooltip
    found (the longer explanation, even when a screen re-binds a shared key without one), else the description."""
    rows: dict[str, tuple[list[str], str, bool]] = {}
    for cls in type(screen).__mro__:
        if cls.__module__.startswith("textual."):
            continue  # Textual's own focus keys are not this game's keys
        for b in Binding.make_bindings(cls.__dict__.get("BINDINGS", [])):
            namespace, name, params = parse(b.action)
            if not b.description or b.system or (not namespace and screen.check_action(name, params) is False):
                continue
            keys, text, explained = rows.get(b.action, ([], b.description, False))
            if b.tooltip and not explained:
                text, explained = b.tooltip, True
            rows[b.action] = keys, text, explained
            if key_label(b.key) not in keys:
                keys.append(key_label(b.key))
    return [(" / ".join(keys), text) for keys, text, _ in rows.values()]


def help_entries(screen: DOMNode, notes: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The screen's notes (its own explanations) first, then every bound key the notes do not already name;
    no key is listed twice."""
    entries, seen = [], set()
    for keys, text in notes + bound_keys(screen):
        tokens = _tokens(keys)
        if tokens and tokens <= seen:
            continue
        seen |= tokens
        entries.append((readable(keys), text))
    return entries
