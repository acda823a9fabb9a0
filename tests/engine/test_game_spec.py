"""One declared spec per game (issue 10, DESIGN "Engine 2"): the registry's GameSpecs are the one place a game is
declared; the engine, validate, the app and the rules classes read them, and a game's code loads only when asked."""

import shutil
from pathlib import Path

import pytest
from textual.screen import Screen

from bible_tabletop.engine import spec as engine_spec
from bible_tabletop.engine.spec import GameSpec, UnknownGame
from bible_tabletop.engine.validate import validate
from bible_tabletop.games import registry
from bible_tabletop.paths import ASSETS


@pytest.mark.parametrize("game", list(registry.BUILT))
def test_each_built_spec_loads_its_rules_screen_and_schemas(game):
    spec = registry.BUILT[game]
    rules = spec.rules()
    assert rules.id == game and registry.rules_for(game) is rules
    assert (rules.title, rules.pitch, rules.playing_time) == (spec.title, spec.pitch, spec.playing_time)
    assert (rules.min_players, rules.max_players) == (spec.min_players, spec.max_players)
    assert issubclass(spec.screen(), Screen)
    for pattern in spec.data_files:  # every file the game needs is shipped, and has a schema
        shipped = list((ASSETS / game).glob(pattern))
        assert shipped and all(spec.schema_for(f.relative_to(ASSETS / game).as_posix()) for f in shipped), pattern
    own = spec.setup_screen()  # Bashers has its own (the force builder); the others use the shared one
    assert own is None if spec.setup_screen_ref is None else issubclass(own, Screen)
    assert engine_spec.spec_for(game) is spec  # registered with the engine, which finds saves' games there


def test_a_planned_or_unknown_game_is_refused_in_one_line(monkeypatch):
    """A game still coming (here a stand-in: all five are built) and an unknown one are refused in one line that
    names the built games."""
    built = ", ".join(registry.BUILT)
    monkeypatch.setitem(registry.PLANNED, "legend", "Legend")
    with pytest.raises(UnknownGame, match=f"legend is not built yet; built games: {built}$"):
        registry.rules_for("legend")
    with pytest.raises(UnknownGame, match=f"unknown game 'chess'; built games: {built}$"):
        registry.spec_for("chess")


def inn_spec(**changes) -> GameSpec:
    """A game the engine has never heard of, laid out in a folder named `inn`, with Bar Barians' data."""
    fields = dict(id="inn", title="Inn", pitch="", playing_time="", min_players=2, max_players=2,
                  rules_ref="bible_tabletop.games.barbarians.rules.game:RULES", screen_ref="textual.screen:Screen",
                  schemas_ref="bible_tabletop.games.barbarians.rules.models", data_files=("cards.yaml", "characters.yaml"))
    return GameSpec(**(fields | changes))


def test_validate_knows_a_game_only_from_the_specs_it_is_given(tmp_path):
    """A new game needs no edit in the engine: its spec gives validate its schemas and its required files."""
    folder = tmp_path / "inn"
    shutil.copytree(ASSETS / "barbarians", folder, ignore=shutil.ignore_patterns("*.md", "coach.yaml"))
    assert validate([folder], [inn_spec()]) == ([], 2)
    problems, _ = validate([folder], registry.SPECS)
    known = ", ".join(f"{spec.id}/" for spec in registry.SPECS)
    assert {p.expected for p in problems} == {f"a data file of a known game folder ({known})"}
    problems, _ = validate([folder], [inn_spec(data_files=("cards.yaml", "rooms-*.yaml"))])
    assert [(Path(p.path).name, p.expected) for p in problems] == [("rooms-*.yaml", "a file the inn game needs "
                                                                                     "(at least one)")]


class OwnSetup(Screen):
    """A game's own setup screen (as Bashers' force builder will be)."""

    def __init__(self, game: str):
        super().__init__()
        self.game = game


async def test_a_game_with_its_own_setup_screen_gets_it(monkeypatch):
    from bible_tabletop.tui.app import BibleTabletopApp

    monkeypatch.setitem(engine_spec._REGISTERED, "inn", inn_spec(setup_screen_ref=f"{__name__}:OwnSetup"))
    app = BibleTabletopApp()
    async with app.run_test() as pilot:
        await pilot.pause()
        app.new_game("inn")
        await pilot.pause()
        assert isinstance(app.screen, OwnSetup) and app.screen.game == "inn"
        app.pop_screen()
        app.new_game("barbarians")
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"


@pytest.mark.parametrize("game", list(registry.BUILT))
def test_each_spec_declares_its_options_model_and_computer_players(game):
    """The spec names one options model (its Literal fields are the setup screen's options, the default first) and
    the game's computer players; the default one is among them, and a random draw of options sets up a game."""
    import random

    from bible_tabletop.engine.game import GameConfig
    from bible_tabletop.engine.options import GameOptions

    spec = registry.BUILT[game]
    model = spec.options_model()
    assert issubclass(model, GameOptions)
    specs = spec.option_specs()
    assert specs and all(o.choices[0] == model.model_fields[o.key].default and o.label for o in specs)
    assert spec.default_bot in spec.bots()
    rules = spec.rules()
    for seed in range(5):
        rules.setup(GameConfig(game=game, players=rules.min_players, options=spec.random_options(random.Random(seed))),
                    seed)


@pytest.mark.parametrize("game", list(registry.BUILT))
def test_each_game_declares_in_its_own_folder_what_a_seat_may_not_see(game):
    """The conformance checks read a game's privacy hooks from its spec (issue 20): its rules/privacy.py."""
    privacy = registry.BUILT[game].privacy()
    assert privacy.__name__ == f"bible_tabletop.games.{game}.rules.privacy"
    assert privacy.VARIANTS and callable(privacy.unseen) and callable(privacy.marked)
    assert isinstance(privacy.PUBLIC_CATALOGUE, bool)


def test_options_are_read_from_the_model_s_fields():
    """engine/options.py: a Literal field is an option (title = label, default first, whatever its place in the
    Literal); a list of a Literal named `characters` is each seat's pick; other fields are not options."""
    import random
    from typing import Literal

    from pydantic import Field

    from bible_tabletop.engine.options import GameOptions, option_specs, random_options, seat_choices

    class Toy(GameOptions):
        size: Literal["small", "big", "huge"] = Field("big", title="Table size")
        mode: Literal["a", "b"] = "a"
        characters: list[Literal["x", "y"]] = Field(default_factory=list)
        note: str = ""

    assert [(o.key, o.label, o.choices) for o in option_specs(Toy)] == [
        ("size", "Table size", ("big", "small", "huge")), ("mode", "mode", ("a", "b"))]
    assert seat_choices(Toy) == ("x", "y")
    assert seat_choices(GameOptions) == ()
    drawn = [random_options(Toy, random.Random(s)) for s in range(40)]
    assert {d["size"] for d in drawn} == {"small", "big", "huge"} and all(set(d) == {"size", "mode"} for d in drawn)


def test_a_file_in_a_game_s_sub_folder_is_that_game_s_and_read_by_its_pattern(tmp_path):
    """validate: a data file belongs to the nearest folder above it named after a game, and its schema is found by
    its path in that folder (Bashers' scenarios/*.yaml), so a broken scenario is reported with its file and line;
    a coming game's data is checked as well as a built one's."""
    folder = tmp_path / "bashers"
    shutil.copytree(ASSETS / "bashers", folder, ignore=shutil.ignore_patterns("*.md"))
    import dataclasses

    coming = [dataclasses.replace(registry.BUILT["bashers"], built=False)]
    assert validate([folder], coming)[0] == []
    assert validate([folder / "scenarios"], coming)[0] == []
    broken = folder / "scenarios" / "pitched-battle.yaml"
    broken.write_text(broken.read_text().replace("name:", "nmae:", 1))
    problems, _ = validate([broken], coming)
    assert problems and all(p.path.endswith("pitched-battle.yaml") and p.line >= 1 for p in problems)
