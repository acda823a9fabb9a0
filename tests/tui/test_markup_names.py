"""Names that look like markup are shown as typed, never read as markup, and never crash a screen (issue 9:
"a player name holding text that looks like markup crashes every game screen"). Each built game is played for
a few turns by keys, two humans behind the curtain and two computer seats, with such names."""

import random
import re

import pytest
from textual.content import Content
from textual.widgets import Input, Select

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.registry import BUILT
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.screens import Curtain, GameOver, HelpScreen
from tests.tui.waiting import something_happens, while_computers_move

NAMES = ["[red]Ann", "[/b]", "[link=x]Bo[/link]", "[@click=app.quit]Cy[/]"]
GAMES = list(BUILT)  # every built game


def screen_text(app) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def assert_never_read_as_markup(shown: str) -> None:
    """No name was rendered as markup anywhere: once the literal names are taken out, the words the markup
    would have left (`Ann`, `Bo`, `Cy`) appear nowhere."""
    rest = shown
    for name in NAMES:
        rest = rest.replace(name, " ")
    for name in NAMES:
        left = Content.from_markup(name).plain if name != "[/b]" else ""
        if left:
            # a literal name cut short by an overlay still keeps its tag: `]Bo` is the name as typed
            found = re.search(rf".{{0,30}}(?<!\])\b{re.escape(left)}\b.{{0,30}}", rest)
            assert found is None, f"{name!r} was read as markup: ...{found.group(0)}..."


async def play_a_few_turns(app, pilot, moves: int = 30) -> str:
    """Human decisions by keys (any key lifts the curtain, Enter takes the highlighted choice); when Enter does
    not move the game on, the seat's bot chooses through the screen. Returns everything the screens showed."""
    seen = []
    game = app.game_screen
    for _ in range(moves * 4):
        await pilot.pause()
        seen.append(screen_text(app))
        if isinstance(app.screen, GameOver) or len(game.session.steps) >= moves:
            break
        if isinstance(app.screen, Curtain):
            await pilot.press("space")
        elif app.screen is game and getattr(game, "handing_over", None) is not None:
            await pilot.press("enter")  # Christianity: a turn passed to the next human, who begins it with Enter
        elif app.screen is game and game.my_decision():
            before = len(game.session.steps)
            await pilot.press("enter")
            await pilot.pause()
            if len(game.session.steps) == before and app.screen is game and game.my_decision():
                seat = game.session.to_act
                game.act(game.bots[seat].choose(game.rules, game.session.state, seat))
        else:
            await something_happens(pilot, app)
    await while_computers_move(pilot, app)
    if isinstance(app.screen, Curtain):
        await pilot.press("space")
    await pilot.press("question_mark")
    await pilot.pause()
    seen.append(screen_text(app))
    assert isinstance(app.screen, HelpScreen)
    return "\n".join(seen)


@pytest.mark.parametrize("game_id", GAMES)
async def test_markup_names_are_shown_as_typed(game_id):
    players = min(4, BUILT[game_id].max_players)
    names = NAMES[:players]
    config = GameConfig(game=game_id, players=players, names=names, computer=[2, 3][: max(0, players - 2)])
    app = BibleTabletopApp(start=("play", config, 11), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    app.race_pace = 0.05  # a TriBond race runs fast in tests
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        shown = await play_a_few_turns(app, pilot)
        assert len(app.game_screen.session.steps) >= 10, "the game moved on"
        for name in names:
            assert name in shown, f"{name!r} is not shown as typed"
        assert_never_read_as_markup(shown)
        assert app.is_running  # `[@click=app.quit]` was never an action


@pytest.mark.parametrize("game_id", GAMES)
async def test_markup_names_typed_through_setup(game_id):
    """The names are typed into each game's setup screen (Bible Bashers has its own), then the game is played
    for a few moves."""
    app = BibleTabletopApp(seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    app.race_pace = 0.05  # a TriBond race runs fast in tests
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press(*["down"] * GAMES.index(game_id), "enter")  # the game's line on the menu
        await pilot.pause()
        setup = app.screen
        if BUILT[game_id].min_players < 2:  # Christianity starts at one player: two seats to name
            setup.query_one("#players", Select).value = 2
            await pilot.pause()
        for seat, name in enumerate(NAMES[:2]):
            setup.query_one(f"#name-{seat}", Input).focus()
            await pilot.press(*name)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game_screen is not None
        assert app.game_screen.rules.id == game_id
        assert app.game_screen.session.config.names[:2] == NAMES[:2]
        shown = await play_a_few_turns(app, pilot, moves=12)
        assert NAMES[0] in shown and NAMES[1] in shown
        assert_never_read_as_markup(shown)
