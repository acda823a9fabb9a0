"""A game's declaration (its folder's spec.py holds it), and the engine's table of declared games.

A `GameSpec` holds what the menu shows (title, pitch, time, player counts) as plain values and everything else as
references, "module:attribute" strings imported only when asked: the rules object, the game screen, the module
of data schemas, the options model, the computer players, an optional setup screen of the game's own and an
optional report over simulated games. So the menu starts without importing any game's rules,
and the engine imports no game: `games/registry.py` lists the built games' packages, reads each one's spec.py and
`register`s the specs here when it is imported (the app, the command line and every game's rules import it); the
engine finds them with `spec_for`.
"""

from __future__ import annotations

import fnmatch
import importlib
from dataclasses import dataclass, field
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, ClassVar

if TYPE_CHECKING:
    from bible_tabletop.engine.game import Rules
    from bible_tabletop.engine.options import OptionSpec


def _load(ref: str) -> Any:
    """The object a "module:attribute" reference names (the module when there is no attribute)."""
    module, _, name = ref.partition(":")
    found = importlib.import_module(module)
    return getattr(found, name) if name else found


@dataclass(frozen=True)
class BenchSetup:
    """How `bible-tabletop bench` plays a game. The rules: `engine_games` seeded self-play games a player count in a
    full run, `long_options` for a game long enough for a 500-action save. On a screen: `players` seats, the
    `computer` ones, `options`; `prelude` pressed before measuring, then `keys` measured (cycled), or `keys_ref`
    ("module:function" of the screen: the key that moves the game on from where it is). Through tmux: `tmux_args`
    after `play`, `tmux_ready` shown once it is up, `tmux_prelude` (a key and what it then shows), `tmux_keys`."""

    engine_games: int = 100
    long_options: dict[str, str] = field(default_factory=dict)
    players: int = 2
    computer: tuple[int, ...] = ()
    options: dict[str, str] = field(default_factory=dict)
    prelude: tuple[str, ...] = ()
    keys: tuple[str, ...] = ("?",)  # the keys page opens and closes: each press changes the screen
    keys_ref: str | None = None
    tmux_args: str = ""
    tmux_ready: tuple[str, ...] = ()
    tmux_prelude: tuple[str, tuple[str, ...]] | None = None
    tmux_keys: tuple[str, ...] = ("?",)

    def next_key(self) -> Callable[[Any], str] | None:
        """The function choosing the next key from the screen, where the game has one."""
        return _load(self.keys_ref) if self.keys_ref else None


@dataclass(frozen=True)
class TeamTable:
    """A table of a co-operative game for the ladder (`bench --ladder`): `players` seats with `options`; the seats in
    `team` share one result and all play at the level measured, the others (a computer playing the opposing side)
    at normal."""

    label: str
    players: int
    team: tuple[int, ...]
    options: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class GameSpec:
    """One game: its listing, and where its rules, screen, data schemas and setup screen live."""

    id: str
    title: str
    pitch: str
    playing_time: str
    min_players: int
    max_players: int
    rules_ref: str  # "module:RULES", the game's rules object (pure Python, no Textual)
    screen_ref: str  # "module:Class", the game's Textual screen
    schemas_ref: str  # "module": SCHEMAS (file pattern under the game folder -> pydantic model), optional
    #                   check_together(parts)
    data_files: tuple[str, ...]  # glob patterns under assets/<id>/: the files the game cannot be played without
    setup_screen_ref: str | None = None  # "module:Class", a setup screen of the game's own (else the shared one)
    options_ref: str | None = None  # "module:Options", the options model (engine/options.py); the module may
    #                                 define random_options(rng) for the playouts; None: the game has no options
    bots_ref: str | None = None  # "module:BOTS", the game's own computer players by name (random is always there)
    default_bot: str = "random"  # the computer player seated by default
    report_ref: str | None = None  # "module:function", simulate's extra report over the finished playouts
    score_ref: str | None = None  # "module:function", a position's score per seat for the end-of-game chart
    #                               (engine/scores.py: Score; the module may define tally and TALLIES)
    privacy_ref: str | None = None  # "module", what a seat may not see, for the conformance checks
    #                                 (engine/privacy.py says what the module holds)
    resample_ref: str | None = None  # "module:function", a full position dealt from what one seat sees, for the
    #                                  search player (engine/search.py; None: the search plays the heuristic)
    situation_ref: str | None = None  # "module:function", the coach's finer name of a seat's situation
    #                                   (engine/coach.py; None: the decision's kind names it)
    team_tables: tuple[TeamTable, ...] = ()  # a co-operative game's ladder tables (empty: its seats play each other)
    bench: BenchSetup = BenchSetup()  # how `bench` plays the game (the rules alone, on a screen, through tmux)
    built: bool = True  # False: coming; the menu lists it and `validate` checks its data, but it cannot be played

    def rules(self) -> "Rules":
        return _load(self.rules_ref)

    def screen(self) -> type:
        return _load(self.screen_ref)

    def schemas(self) -> dict[str, type]:
        """File pattern (a glob under assets/<game>/, e.g. "cards-*.yaml", "scenarios/*.yaml") -> the pydantic model
        such a file is read into: the game's own, and the files every game may have (the coach's words)."""
        from bible_tabletop.engine import coachbook

        return {**_load(self.schemas_ref).SCHEMAS, **coachbook.SCHEMAS}

    def schema_for(self, path: str) -> type | None:
        """The model of the data file at `path` (relative to the game folder, "/" between folders), or None."""
        return next((model for pattern, model in self.schemas().items() if fnmatch.fnmatchcase(path, pattern)), None)

    def check_together(self) -> Callable[[list], list] | None:
        """The check across one game folder's loaded files [(path, model)] (problems out), if the game has one; it
        is handed the game's own files (not the coach's words every game has)."""
        from bible_tabletop.engine import coachbook

        own = getattr(_load(self.schemas_ref), "check_together", None)
        if own is None:
            return None
        shared = tuple(coachbook.SCHEMAS.values())
        return lambda parts: own([(f, model) for f, model in parts if not isinstance(model, shared)])

    def setup_screen(self) -> type | None:
        return _load(self.setup_screen_ref) if self.setup_screen_ref else None

    def options_model(self) -> type:
        from bible_tabletop.engine.options import GameOptions

        return _load(self.options_ref) if self.options_ref else GameOptions

    def option_specs(self) -> tuple["OptionSpec", ...]:
        """The options the setup screen shows and `--option` takes, read from the options model's fields."""
        from bible_tabletop.engine.options import option_specs

        return option_specs(self.options_model())

    def seat_choices(self) -> tuple[str, ...]:
        """What each seat picks at setup (a character), or ()."""
        from bible_tabletop.engine.options import seat_choices

        return seat_choices(self.options_model())

    def random_options(self, rng: random.Random) -> dict[str, str]:
        """Options drawn at random for the playouts: the game's own draw where it has one, else each uniformly."""
        from bible_tabletop.engine.options import random_options

        own = getattr(_load(self.options_ref.partition(":")[0]), "random_options", None) if self.options_ref else None
        return own(rng) if own else random_options(self.options_model(), rng)

    def bots(self) -> dict[str, Callable]:
        """The game's own computer players by name (each made from a seed)."""
        return dict(_load(self.bots_ref)) if self.bots_ref else {}

    def report(self) -> Callable[[list], dict] | None:
        """simulate's extra report over the finished playouts, if the game has one."""
        return _load(self.report_ref) if self.report_ref else None

    def score(self) -> Callable[[Any], Any] | None:
        """The score of a position (engine/scores.py), if the game declares one."""
        return _load(self.score_ref) if self.score_ref else None

    def cutoff(self) -> Callable[[Any], Any] | None:
        """The search's reading of an unfinished position: the score module's finer `cutoff` where it has one,
        else the score itself."""
        found = self.score()
        return self._beside_score("cutoff", found)

    def standing(self) -> Callable[[Any], dict[int, float]] | None:
        """The search's reading of an unfinished position where seats win or lose together: the score module's
        `standing` (each seat's chances in 0..1), where it has one; a margin over the best other seat would set
        teammates against each other."""
        return self._beside_score("standing", None)

    def _beside_score(self, name: str, default: Any) -> Any:
        """What the game's score module holds under `name` (`default` where it has none; None without a score)."""
        found = self.score()
        return getattr(sys.modules[found.__module__], name, default) if found else None

    def privacy(self) -> Any:
        """The game's declaration of what a seat may not see (engine/privacy.py), or None."""
        return _load(self.privacy_ref) if self.privacy_ref else None

    def resample(self) -> Callable[..., Any] | None:
        """`resample(rules, view, seat, rng)`: a full position agreeing with all `seat` sees in `view`, or None."""
        return _load(self.resample_ref) if self.resample_ref else None

    def situation(self) -> Callable[..., Any] | None:
        """`situation(view, decision)`: the coach's name of the situation, where the game names it finer."""
        return _load(self.situation_ref) if self.situation_ref else None


def laid_out(package: str, title: str, players: tuple[int, int], playing_time: str, pitch: str, screen: str,
             data_files: tuple[str, ...], default_bot: str, score: bool = False, **extra) -> GameSpec:
    """The spec of a game laid out the usual way in its package (`package`, its last name the game's id):
    rules/game.py (RULES), ui/screen.py (the class named `screen`), rules/models.py (data schemas), rules/options.py
    (Options), rules/bots.py (BOTS), rules/privacy.py (what a seat may not see); `score=True`: rules/score.py (score,
    the end-of-game chart's); rules/resample.py (resample) and rules/coach.py (situation), where the game has those
    files."""
    folders = getattr(sys.modules.get(package), "__path__", ())
    for module, function in (("resample", "resample"), ("coach", "situation")):
        if any((Path(f) / "rules" / f"{module}.py").is_file() for f in folders):
            extra.setdefault(f"{function}_ref", f"{package}.rules.{module}:{function}")
    return GameSpec(package.rpartition(".")[2], title, pitch, playing_time, *players,
                    rules_ref=f"{package}.rules.game:RULES", screen_ref=f"{package}.ui.screen:{screen}",
                    schemas_ref=f"{package}.rules.models", data_files=data_files,
                    options_ref=f"{package}.rules.options:Options", bots_ref=f"{package}.rules.bots:BOTS",
                    default_bot=default_bot, score_ref=f"{package}.rules.score:score" if score else None,
                    privacy_ref=f"{package}.rules.privacy", **extra)


class UnknownGame(LookupError):
    """A game id no spec is registered for; the message is one line for the player."""


_REGISTERED: dict[str, GameSpec] = {}


def register(*specs: GameSpec) -> None:
    """Make games known to the engine (saves name their game by id), listed in the order given (the registry's)."""
    for spec in specs:
        _REGISTERED.pop(spec.id, None)
        _REGISTERED[spec.id] = spec


class Listed:
    """Base of a game's rules class, which names its spec (`spec = SPEC`, from the game's spec.py): its id, title,
    pitch, playing time and player counts (the attributes the engine's `Rules` contract names) come from it, and a
    game whose rules are imported before the registry is known to the engine all the same."""

    spec: ClassVar[GameSpec]

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        spec = getattr(cls, "spec", None)
        if spec is None:  # a base class of rules classes (engine/contract.py), not a game
            return
        cls.id, cls.title, cls.pitch, cls.playing_time = spec.id, spec.title, spec.pitch, spec.playing_time
        cls.min_players, cls.max_players = spec.min_players, spec.max_players
        if spec.id not in _REGISTERED:
            register(spec)


def registered() -> dict[str, GameSpec]:
    """The registered games by id, in the order they were registered."""
    return dict(_REGISTERED)


def spec_for(game: str) -> GameSpec:
    try:
        return _REGISTERED[game]
    except KeyError:
        raise UnknownGame(f"unknown game {game!r}; built games: {', '.join(_REGISTERED) or 'none'}") from None
