"""Bible Bashers' table on screen (tablemap.py, legend.py): cursor keys and clicks, the Hovered and Picked messages,
highlights and the status line, the scrolling window at 80x24, and snapshots at 80x24 and 120x40."""

from __future__ import annotations

import pytest
from rich.color import ColorSystem
from textual.app import App, ComposeResult
from textual.containers import Horizontal
from textual.widgets import Static

from bible_tabletop.games.bashers.rules.forces_models import Figure
from bible_tabletop.games.bashers.rules.grid import SIZE, label
from bible_tabletop.games.bashers.ui.legend import MapLegend, legend_text
from bible_tabletop.games.bashers.rules.paths import reachable
from bible_tabletop.games.bashers.rules.scenarios import load_scenarios
from bible_tabletop.games.bashers.rules.sight import sight
from bible_tabletop.games.bashers.ui.tablemap import (ACTIVE_LOOK, CENTRE, LABEL_WIDTH, REACH_LOOK, SEEN_LOOK, SIDE_LOOK,
                                                   TERRAIN_LOOK, ZONE_LOOK, TableMap, figure_glyph, scrollbar,
                                                   window)
from bible_tabletop.games.bashers.rules.terrain import Terrain, TerrainMap

SIZES = [(80, 24), (120, 40)]
ABRAM = Figure(0, "Abram", "hero", "Fighter", leader=True)
ANER = Figure(1, "Aner", "sergeant", "Thrower")
BOWMAN = Figure(3, "Trooper 1", "trooper", "Shooter", damage=1)
CHEDORLAOMER = Figure(0, "Chedorlaomer", "hero", "Shooter", leader=True)
TIDAL = Figure(1, "Tidal", "sergeant", "Fighter", damage=2)
SPEARMAN = Figure(4, "Trooper 2", "trooper", "Thrower")


class MapApp(App):
    """A small stand-in screen: the map and its legend side by side, a six-line log below (as a game screen will
    have), so that at 80x24 the map gets 18 lines and must scroll."""

    CSS = "#map-row { height: 1fr; } MapLegend { width: 1fr; } #log { height: 6; border-top: solid $primary; }"

    def __init__(self, table: TableMap) -> None:
        super().__init__()
        self.table = table
        self.hovered: list = []
        self.picked: list = []

    def compose(self) -> ComposeResult:
        with Horizontal(id="map-row"):
            yield self.table
            yield MapLegend(self.table.sides)
        yield Static("The log of the battle goes here.", id="log")

    def on_mount(self) -> None:
        self.table.focus()

    def on_table_map_hovered(self, message: TableMap.Hovered) -> None:
        self.hovered.append(message.square)

    def on_table_map_picked(self, message: TableMap.Picked) -> None:
        self.picked.append(message.square)


def battle() -> TableMap:
    """The pitched battle's map, three Abramites (side 1) and three Elamites (side 2); Aner (a Thrower) is the
    activated figure with an 8-inch move shown and the Elamites marked as targets by what Aner sees."""
    scenario = load_scenarios()["pitched-battle"]
    figures = {(5, 3): (1, ABRAM), (8, 4): (1, ANER), (3, 2): (1, BOWMAN),
               (4, 11): (2, CHEDORLAOMER), (16, 12): (2, TIDAL), (14, 16): (2, SPEARMAN)}
    table = TableMap(scenario.terrain, figures, sides=("Abramites", "Elamites"), cursor=(8, 4))
    table.set_activated((8, 4))
    table.show_reach(reachable(scenario.terrain, (8, 4), 8, figures), 8)
    table.show_targets({s: sight(scenario.terrain, (8, 4), s) for s, (side, _) in figures.items() if side == 2})
    return table


def field(**kwargs) -> TableMap:
    return TableMap(TerrainMap.open_field(), sides=("Ann's [b]men", "Bob"), **kwargs)


def text(table: TableMap, line: int) -> str:
    return table.render_line(line).text


def status(table: TableMap) -> str:
    return "".join(part for part, _ in table.status())


def occupant(table: TableMap) -> str:
    return "".join(part for part, _ in table.occupant())


# -- keys -----------------------------------------------------------------------------------------------------------
async def test_arrow_keys_move_the_cursor_and_clamp_at_the_edges():
    app = MapApp(field(cursor=(0, 0)))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("up", "left")
        assert app.table.cursor == (0, 0)
        await pilot.press("right", "down", "down")
        assert app.table.cursor == (1, 2)
        await pilot.press("shift+down", "pagedown", "pagedown", "pagedown")
        assert app.table.cursor == (1, SIZE - 1)  # 2 + 6 + 6 + 6 + 6 = 26, kept on the table
        await pilot.press("shift+right", "shift+right", "shift+right", "shift+right", "right")
        assert app.table.cursor == (SIZE - 1, SIZE - 1)
        await pilot.press("pageup", "shift+left")
        assert app.table.cursor == (SIZE - 1 - 6, SIZE - 1 - 6)
        await pilot.press("home")
        assert app.table.cursor == CENTRE == (12, 12)


async def test_hovered_is_posted_each_time_the_cursor_moves_and_not_when_it_stays():
    app = MapApp(field(cursor=(0, 0)))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("up", "right", "down", "left", "left")
        await pilot.pause()
        assert app.hovered == [(1, 0), (1, 1), (0, 1)]
        assert app.picked == []


async def test_enter_picks_the_cursor_square():
    app = MapApp(field(cursor=(2, 6)))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("right", "enter")
        await pilot.pause()
        assert app.picked == [(3, 6)]


# -- the mouse ------------------------------------------------------------------------------------------------------
async def test_a_click_puts_the_cursor_on_the_square_clicked_and_picks_it():
    app = MapApp(field(cursor=(0, 0)))
    async with app.run_test(size=(120, 40)) as pilot:
        # Square C7 is (2, 6): its two columns start at 3 + 2 * 2, its line is 1 (the header) + 6.
        await pilot.click(TableMap, offset=(LABEL_WIDTH + 2 * 2 + 1, 1 + 6))
        await pilot.pause()
        assert app.table.cursor == (2, 6)
        assert app.picked == [(2, 6)] and app.hovered == [(2, 6)]
        assert status(app.table).startswith("C7: ")


async def test_a_click_on_the_labels_or_the_status_line_picks_nothing():
    app = MapApp(field(cursor=(0, 0)))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.click(TableMap, offset=(1, 5))  # a row number
        await pilot.click(TableMap, offset=(10, 0))  # the column letters
        await pilot.click(TableMap, offset=(10, SIZE + 1))  # the status line
        await pilot.pause()
        assert app.picked == [] and app.table.cursor == (0, 0)


async def test_a_click_in_a_scrolled_window_picks_the_square_drawn_there():
    app = MapApp(field(cursor=(5, 23)))
    async with app.run_test(size=(80, 24)) as pilot:
        left, top, cols, rows = app.table.view()
        assert top == SIZE - rows > 0
        await pilot.click(TableMap, offset=(LABEL_WIDTH + 2 * 4, 1))  # the first row shown, column E
        await pilot.pause()
        assert app.picked == [(4, top)]


async def test_a_moving_cursor_leaves_no_trace_on_the_screen():
    """Only the changed lines are redrawn on a cursor move: the composed screen shows the cursor on the new square
    and the old one as it was."""
    app = MapApp(field(cursor=(0, 0)))
    async with app.run_test(size=(120, 40)) as pilot:
        def background(square):
            return app.table.get_style_at(LABEL_WIDTH + 2 * square[0], 1 + square[1]).bgcolor

        plain, cursor = background((5, 5)), background((0, 0))
        assert cursor != plain
        await pilot.press("right", "down")
        await pilot.pause()
        assert background((1, 1)) == cursor
        assert background((0, 0)) == background((1, 0)) == plain


# -- drawing and highlights -----------------------------------------------------------------------------------------
def test_a_figure_shows_its_rank_by_letter_its_side_by_case_and_its_role_or_damage():
    assert figure_glyph(1, ABRAM) == "H/"
    assert figure_glyph(2, ANER) == "s*"
    assert figure_glyph(1, SPEARMAN) == "T*"
    assert figure_glyph(2, CHEDORLAOMER) == "h}"
    assert figure_glyph(1, BOWMAN) == "T1"  # hurt: the damage taken replaces the role mark
    assert figure_glyph(2, TIDAL) == "s2"


def test_in_a_16_colour_terminal_sides_targets_reach_and_zones_keep_apart():
    """Each colour of the look becomes a different one of the 16 standard colours (and terrain, sides and target
    marks differ by more than colour: glyphs, letter case, underline and strike)."""
    def standard(style):
        return style.bgcolor.downgrade(ColorSystem.STANDARD).number

    assert standard(SIDE_LOOK[1]) != standard(SIDE_LOOK[2])
    marks = [standard(SEEN_LOOK[k]) for k in ("clear", "cover", "blocked")] + [standard(REACH_LOOK)]
    assert len(set(marks)) == 4 and not set(marks) & {standard(SIDE_LOOK[1]), standard(SIDE_LOOK[2])}
    assert standard(ZONE_LOOK[1]) != standard(ZONE_LOOK[2])
    assert SEEN_LOOK["cover"].underline and SEEN_LOOK["blocked"].strike and ACTIVE_LOOK[1].underline
    assert len({glyph for glyph, _ in TERRAIN_LOOK.values()}) == 3


async def test_each_terrain_has_its_own_glyph_and_figures_stand_on_their_squares():
    terrain = TerrainMap.with_terrain({(0, 0): Terrain.BLOCKING, (1, 0): Terrain.LIGHT})
    table = TableMap(terrain, {(3, 0): (1, ABRAM), (4, 0): (2, TIDAL)}, cursor=(12, 12))
    async with MapApp(table).run_test(size=(120, 40)):
        assert text(table, 0).startswith("   A B C D E ")
        assert text(table, 1).startswith(" 1 ▓▓♣ · H/s2· ")
        assert text(table, SIZE).startswith("24 · · ")


async def test_the_status_line_gives_the_path_cost_of_the_cursor_square_out_of_the_move():
    table = field(cursor=(0, 0))
    async with MapApp(table).run_test(size=(120, 40)) as pilot:
        table.set_figures({(0, 0): (1, ABRAM)})
        table.show_reach(reachable(table.terrain, (0, 0), 8, [(0, 0)]), 8)
        await pilot.press("right", "right", "down")  # C2: one diagonal (1.5) and one straight step (1)
        assert status(table) == "C2: 2.5 in of 8 · open"
        table.show_reach(reachable(table.terrain, (0, 0), 1.5, [(0, 0)]), 1.5)
        assert status(table) == "C2: out of reach · open"
        table.clear_highlights()
        assert status(table) == "C2: open"


async def test_the_status_line_says_what_stands_there_and_whether_it_is_in_sight():
    table = battle()
    async with MapApp(table).run_test(size=(120, 40)):
        table.move_cursor((16, 12))
        assert status(table) == "Q13: out of reach · in cover · light terrain"
        assert occupant(table) == "Tidal (sergeant Fighter, 2 damage) of Elamites"
        table.move_cursor((8, 4))
        assert status(table) == "I5: 0 in of 8 · open"
        assert occupant(table) == "Aner (sergeant Thrower) of Abramites"
        table.move_cursor((4, 11))
        assert status(table) == "E12: out of reach · in sight · open"
        assert occupant(table) == "Chedorlaomer (hero Shooter, leader) of Elamites"
        table.move_cursor((4, 12))
        assert occupant(table) == "" and text(table, SIZE + 2).strip() == ""


async def test_deployment_zones_are_named_in_the_status_line_and_drawn_only_when_asked():
    scenario = load_scenarios()["pitched-battle"]
    table = TableMap(scenario.terrain, sides=scenario.sides, cursor=(4, 22))
    async with MapApp(table).run_test(size=(120, 40)):
        plain = table.render_line(1 + 22)
        table.show_zones({1: scenario.zone(1), 2: scenario.zone(2)})
        assert status(table) == f"E23: open · zone of {scenario.sides[1]}"
        assert table.render_line(1 + 22) != plain  # the tint
        table.show_zones(None)
        assert table.render_line(1 + 22) == plain


# -- the window at 80x24 --------------------------------------------------------------------------------------------
def test_the_window_moves_as_little_as_it_can_to_keep_the_cursor_in_view():
    assert window(10, 0, 15) == 0
    assert window(15, 0, 15) == 1
    assert window(23, 0, 15) == 9
    assert window(3, 9, 15) == 3
    assert window(20, 0, 24) == 0
    assert [scrollbar(0, 15, line) for line in (0, 8, 9, 14)] == [True, True, False, False]
    assert [scrollbar(9, 15, line) for line in (0, 5, 6, 14)] == [False, False, True, True]


async def test_at_80x24_the_map_scrolls_with_the_cursor_and_says_where_it_is():
    app = MapApp(field(cursor=(0, 0)))
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.table
        left, top, cols, rows = table.view()
        assert (left, top, cols) == (0, 0, SIZE) and rows == 14  # 18 lines: header, 14 rows, 3 lines below
        assert table.position() == "rows 1-14 of 24 · cols A-X · cursor A1"
        assert text(table, rows + 3) == table.position().ljust(table.size.width)
        assert text(table, 1).startswith(" 1 ") and text(table, 1).endswith("█")  # the thumb at the top
        assert text(table, rows).endswith("│")
        for _ in range(20):
            await pilot.press("down")
        assert table.cursor == (0, 20) and table.view()[1] == 7
        assert table.position() == "rows 8-21 of 24 · cols A-X · cursor A21"
        assert text(table, rows).startswith("21 ")  # the cursor's row is the last shown
        await pilot.press("pagedown")
        assert table.view()[1] == SIZE - rows and text(table, rows).startswith("24 ")
        assert text(table, 1).endswith("│") and text(table, rows).endswith("█")
        await pilot.press("home")  # centred on M13
        assert table.view()[1] == 12 - rows // 2
        assert table.position() == "rows 6-19 of 24 · cols A-X · cursor M13"


async def test_a_narrow_map_scrolls_sideways_too_and_marks_the_hidden_columns():
    table = field(cursor=(0, 0))
    app = MapApp(table)
    app.CSS += " TableMap { width: 30; }"
    async with app.run_test(size=(80, 24)) as pilot:
        left, top, cols, rows = table.view()
        assert (left, cols) == (0, 13)  # (30 - 3 - 1) // 2
        assert text(table, 0).endswith("▶") and text(table, 0).startswith("   A ")
        await pilot.press("shift+right", "shift+right", "shift+right")
        assert table.view()[0] == 18 - 12 and text(table, 0).startswith("◀  G ")
        assert table.position().startswith("rows 1-14 of 24 · cols G-S")


async def test_at_120x40_the_whole_table_is_shown():
    app = MapApp(battle())
    async with app.run_test(size=(120, 40)):
        assert app.table.view() == (0, 0, SIZE, SIZE)
        assert text(app.table, SIZE).startswith("24 ")


# -- names and the legend -------------------------------------------------------------------------------------------
async def test_names_are_shown_as_typed_never_read_as_markup():
    table = field(cursor=(0, 0))
    async with MapApp(table).run_test(size=(120, 40)):
        table.set_figures({(0, 0): (1, Figure(2, "[red]Bob[/]", "trooper", "Fighter"))})
        assert occupant(table) == "[red]Bob[/] (trooper Fighter) of Ann's [b]men"
        assert text(table, SIZE + 2).startswith("[red]Bob[/] (trooper Fighter)")
    legend = legend_text(("[b]Us", "Them[/]")).plain
    assert "[b]Us: upper case" in legend and "Them[/]: lower case" in legend


def test_the_legend_explains_every_glyph_of_the_map():
    legend = legend_text().plain
    for words in ("H/ Side 1: upper case", "h/ Side 2: lower case", "H hero     / Fighter", "S sergeant * Thrower",
                  "T trooper  } Shooter", "H2 a digit: damage taken", "·  open ground", "♣  light: difficult, cover",
                  "▓▓ blocks moves and sight", "·  within reach", "h/ target in sight", "h/ target in cover",
                  "h/ target out of sight", "· ·  deployment zones", "·  the cursor", "H/ the activated figure"):
        assert words in legend
    assert max(len(line) for line in legend.splitlines()) <= 27


# -- snapshots ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_snapshot_a_battle_with_reach_and_targets(snap_compare, size):
    """The pitched battle: Aner activated with an 8-inch move, the Elamites marked by what he sees (one of each:
    in sight, in cover, out of sight), the cursor moved by keys to the one out of sight (at 80x24 the window
    scrolls)."""
    table = battle()

    async def hover(pilot):
        await pilot.press(*["right"] * 6, *["down"] * 12)  # from Aner (I5) to the trooper on O17: it scrolls
        await pilot.pause()

    assert snap_compare(MapApp(table), terminal_size=size, run_before=hover)
