"""Checking a new game's setup before it starts: the one check the command line and the setup screen share.

Every refusal is one sentence a player understands, driven by the game's own player counts and its options model
(engine/options.py: the options and each seat's pick); the game's own setup runs last, and anything it refuses is put in one line.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from pydantic import ValidationError

from bible_tabletop.engine.game import COACH_LEVELS, LEVELS, GameConfig, Rules
from bible_tabletop.engine.options import SEAT_CHOICE, GameOptions
from bible_tabletop.engine.spec import GameSpec, spec_for
from bible_tabletop.engine.typed_paths import PathRefused, typed_path


CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
MAX_NAME = 40  # characters in a player's name: room on every screen (the setup's name boxes take no more)


class SetupError(ValueError):
    """A setup value refused; the message is one sentence for the player."""


def check_setup(rules: Rules, *, players: int, names: Iterable[str] = (), computer: Iterable[int] = (),
                options: dict[str, Any] | None = None, seed: int = 0,
                levels: dict[int, str] | None = None, coach: str = "normal") -> GameConfig:
    """The config of a new game when every value is one the game takes and it sets up from them (seats are
    numbered from 0 here); else SetupError. A broken data file still raises the loader's DataError."""
    names = [str(n).strip() for n in names]
    computer = list(computer)
    problem = seats_problem(rules, players, names, computer)  # a seat named twice is said, not quietly taken once
    if problem:
        raise SetupError(problem)
    for seat, name in enumerate(names):
        if len(name) > MAX_NAME:
            raise SetupError(f"A name has at most {MAX_NAME} characters; seat {seat + 1}'s has {len(name):,}.")
    levels = dict(levels or {})
    stray = sorted(seat for seat in levels if seat not in computer)
    if stray:
        raise SetupError(f"Seat {stray[0] + 1} is given a level but is not a computer seat.")
    wrong = next((level for level in levels.values() if level not in LEVELS), None)
    if wrong is not None:
        raise SetupError(f"A computer seat plays easy, normal or hard, not {wrong!r}.")
    if coach not in COACH_LEVELS:
        raise SetupError(f"The coach gives normal or hard advice, not {coach!r}.")
    config = GameConfig(game=rules.id, players=players, names=names, computer=sorted(computer),
                        levels=dict(sorted(levels.items())), options=_options(rules, options or {}, players),
                        coach=coach)
    problem = _seat_problem(rules, config.options, players)  # a deck for Righteous player 3 of 2 is not dropped
    if problem:
        raise SetupError(problem)
    try:
        rules.setup(config, seed)
    except ValueError as exc:
        raise SetupError(reason(exc)) from None
    return config


def seats_problem(rules: Rules | GameSpec, players: int, names: list[str], computer: list[int]) -> str | None:
    """What makes these seats impossible for the game (its rules or spec: title and player counts), as one sentence
    (a new game's set-up and a save's), or None."""
    if not rules.min_players <= players <= rules.max_players:
        return f"{rules.title} takes {_span(rules.min_players, rules.max_players)} players, not {players}."
    if len(names) > players:
        return f"{len(names)} names were given for {players} players; give at most one name a seat."
    for seat in computer:
        if not 0 <= seat < players:
            return (f"Seat {seat + 1} cannot be a computer seat: a {players}-player game has seats "
                    f"{_span(1, players)}.")
    twice = sorted({s for s in computer if computer.count(s) > 1})
    if twice:
        return f"Seat {twice[0] + 1} is named twice as a computer seat."
    for seat, name in enumerate(names):
        if not shown_as_is(name):
            return (f"Seat {seat + 1}'s name holds a control character (a line break, a tab or an escape): "
                    f"type it on one line.")
    return None


def shown_as_is(text: str) -> bool:
    """Whether `text` (a name) holds no control character: a terminal would act on one (an escape clears the
    screen, a line break breaks a row) instead of showing it."""
    return CONTROL.search(text) is None


def _options(rules: Rules, options: dict[str, Any], players: int) -> dict[str, Any]:
    """The options with every key one the game offers and every value among its choices (case is forgiven)."""
    declared = spec_for(rules.id)
    specs = {spec.key: spec for spec in declared.option_specs()}
    choices = declared.seat_choices()
    out: dict[str, Any] = {}
    for key, value in options.items():
        if key == SEAT_CHOICE and choices:
            out[key] = _seat_picks(value, choices, players)
            continue
        spec = specs.get(key)
        if spec is None and key.endswith("_file") and declared.options_model().model_fields.get(key):
            out[key] = _file_path(key, str(value))  # a player's own deck or force file, read by the game's setup
            continue
        if spec is None:
            known = [*specs, *([SEAT_CHOICE] if choices else [])]
            raise SetupError(f"{rules.title} has no option '{key}'; its options are {_either(known, 'and')}.")
        text = str(value).strip()
        text = text if text in spec.choices else text.lower()
        if text not in spec.choices:
            raise SetupError(f"The option {key} takes {_either(spec.choices, 'or')}, not '{value}'.")
        out[key] = text
    return out


def _file_path(key: str, text: str) -> str:
    """The option's file path as typed (`~` expanded), or "" for none; a path that can name no file is refused
    with the option named."""
    if not text.strip():
        return ""
    try:
        return str(typed_path(text))
    except PathRefused as exc:
        said = str(exc)
        raise SetupError(f"The option {key} takes the path of a file: {said[0].lower()}{said[1:]}") from None


def _seat_problem(rules: Rules, options: dict[str, Any], players: int) -> str | None:
    """The game's sentence for an option given for a seat this many players do not have (engine/options.py
    GameOptions.seat_problem), or None."""
    model = spec_for(rules.id).options_model()
    try:
        given = model.model_validate(options)
        return given.seat_problem(players) if isinstance(given, GameOptions) else None
    except ValidationError as exc:  # a value the options model refuses (it names the option)
        return reason(exc, field=True)
    except ValueError as exc:  # a game type these players cannot play: the game's own setup says the same
        return reason(exc)


def _seat_picks(value: Any, choices: tuple[str, ...], players: int) -> list[str]:
    """One different pick among `choices` for each seat, from a list or a comma-separated text."""
    picks = [p.strip().lower() for p in (value.split(",") if isinstance(value, str) else value) if str(p).strip()]
    for pick in picks:
        if pick not in choices:
            raise SetupError(f"'{pick}' is not one of the {SEAT_CHOICE}; choose from {_either(choices, 'or')}.")
    seen: set[str] = set()
    for pick in picks:
        if pick in seen:
            raise SetupError(f"{pick.title()} is chosen twice; each seat needs a different one of the {SEAT_CHOICE}.")
        seen.add(pick)
    if len(picks) != players:
        chosen = "1 was" if len(picks) == 1 else f"{len(picks)} were"
        raise SetupError(f"Choose one of the {SEAT_CHOICE} for each of the {players} seats ({chosen} chosen).")
    return picks


def reason(exc: Exception, *, field: bool = False) -> str:
    """A refusal as one sentence a player reads: pydantic's first message without the library's URL or its
    'Value error' prefix (after the field's path when `field`); any other error's last line."""
    where = ""
    if isinstance(exc, ValidationError):
        errors = exc.errors()
        text = errors[0]["msg"].removeprefix("Value error, ").removeprefix("Assertion failed, ") if errors else ""
        if errors and field:
            where = ".".join(str(p) for p in errors[0].get("loc", ()))
    else:
        lines = [ln.strip() for ln in str(exc).splitlines() if ln.strip()]
        text = lines[-1] if lines else ""
    text = text or "the game does not take these settings"
    text = text[0].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")
    return f"{where}: {text}" if where else text


def _span(low: int, high: int) -> str:
    return f"{low}" if low == high else f"{low} to {high}"


def _either(items: Iterable[str], word: str) -> str:
    items = list(items)
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {word} {items[-1]}"
