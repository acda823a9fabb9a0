"""Keys as a player reads them: the `?` list built from a screen's real bindings plus its own notes, and which of the
play screen's keys work now (`KeysNow`: the footer shows, hides or greys them)."""

from __future__ import annotations

import re

from textual.actions import parse
from textual.binding import Binding
from textual.dom import DOMNode

from bible_tabletop.tui.demo import DEMO_ACTIONS, PACES

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


SHARED_ACTIONS = frozenset({"undo", "help", "rules", "hint", "coach_panel", "menu", "pause", "step", "take_over"})  # and the pace keys


class KeysNow:
    """The play screen's keys that work now (mixed into tui/play.py's GameScreen): what the footer shows, hides or
    greys, and a key pressed while left out or greyed runs its action to say why it does nothing now."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Which keys the footer shows: the demo's only in a demo (elsewhere hidden and inert), undo only once a
        visitor plays, the pace keys greyed at the pace's ends; the game's own keys as `key_applies` says."""
        if self._inert(action):
            return False
        if action in ("faster", "slower"):
            state = None if self.pace == (len(PACES) - 1 if action == "faster" else 0) else True
        elif action in SHARED_ACTIONS:
            return True
        else:
            state = self.key_applies(action, parameters)
        self._resting = state is not True
        return state

    def key_applies(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """For a game screen to override: whether its key for `action` (with `parameters`, as in its BINDINGS)
        does something in the decision now. True: shown in the footer and `?`; False: left out of both; None:
        shown greyed. A key left out or greyed still answers when pressed: its action runs and says why it does
        nothing now (so every action must cope with any moment). Asked for each key whenever the footer is drawn
        and at every key press, so keep it cheap; the footer follows the answers after every redraw. The shared
        keys (help, rules, menu, undo, the demo's) are never asked about."""
        return True

    def _inert(self, action: str) -> bool:
        """Keys that are not this screen's at all now: the demo's outside a demo, undo in a demo nobody joined."""
        return action in DEMO_ACTIONS and not self.demo or action == "undo" and self.demo and not self.humans()

    def _refresh_footer(self) -> None:
        """Draw the footer again when the keys that work have changed (a new decision, phase or pace)."""
        now = tuple(self.check_action(name, params) for name, params in _own_actions(self))
        if self._changed("footer", now):
            self.refresh_bindings()

    def _resting_action(self, key: str) -> tuple[str, tuple] | None:
        """This screen's action for `key` when the footer leaves it out or greys it now (and no other binding of
        the key works): pressed anyway, it runs, to say why it does nothing now."""
        active = self.active_bindings.get(key)
        if active is not None and active.enabled:
            return None
        for binding in self._bindings.key_to_bindings.get(key, ()):
            namespace, name, params = parse(binding.action)
            self._resting = False  # set by this class's check_action (a screen's own may answer alone: a replay)
            if not namespace and self.check_action(name, params) is not True and self._resting:
                return name, params
        return None


def _own_actions(screen) -> list[tuple[str, tuple]]:
    """The screen's bound actions on itself (no namespace), each once, parsed: what the footer asks about."""
    found = {}
    for bindings in screen._bindings.key_to_bindings.values():
        for binding in bindings:
            namespace, name, params = parse(binding.action)
            if not namespace:
                found[binding.action] = name, params
    return list(found.values())
