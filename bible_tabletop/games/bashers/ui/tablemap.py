"""Bible Bashers' table on screen: the 24 x 24 squares with terrain, figures, highlights and a cursor.

`TableMap` is a Textual widget drawn line by line (the Line API): a header of column letters, one line a table row
(two terminal columns a square, the row number on the left, a scrollbar-like marker on the right when rows are
hidden), a status line about the cursor's square, one about the figure standing there, and a position line ("rows 5-19 of 24 · cols A-X"). Where the
widget is too small for the whole table it shows a window that follows the cursor.

It takes plain data only: the terrain map, the figures by square as (side, Figure), the activated figure's
square, and highlights (reachable squares with their cost, targets with what the attacker sees, deployment
zones). It posts `TableMap.Hovered(square)` when the cursor moves and `TableMap.Picked(square)` on Enter or a
click. The look (glyphs and styles) is here; legend.py explains it to players.

Keys: the arrows move the cursor a square, shift+arrow (and PageUp/PageDown) six squares, always kept on the
table; Home puts it on the centre square M13 with the window centred on it; Enter picks its square. A click on a
square moves the cursor there and picks it.

Decisions of this screen: two terminal columns a square (48 for the table, 52 with labels and marker) so the
square reads as a square and holds a figure's two marks; a figure is its rank letter (upper case for side 1,
lower case for side 2, on its side's colour) and its role mark, the role mark giving way to a digit once the
figure is hurt (the status line below then names the role). Only the changed lines are redrawn when the cursor
moves inside the window.
"""

from __future__ import annotations

from typing import Iterable, Literal, Mapping

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

from bible_tabletop.games.bashers.rules.forces_models import Figure
from bible_tabletop.games.bashers.rules.grid import COLUMNS, SIZE, Square, label, on_table
from bible_tabletop.games.bashers.rules.sight import Sight
from bible_tabletop.games.bashers.rules.terrain import Terrain, TerrainMap

Placed = tuple[int, Figure]  # the figure's side (1 or 2) and the figure
Seen = Literal["clear", "cover", "blocked"]

CELL = 2  # terminal columns a square
LABEL_WIDTH = 3  # the row number and a space
FOOTER = 3  # lines below the table: the square, the figure on it, the window's position
PAGE = 6  # squares a shift+arrow or PageUp/PageDown moves the cursor
CENTRE: Square = (SIZE // 2, SIZE // 2)  # M13, where Home puts the cursor

# -- the look ------------------------------------------------------------------------------------------------------
TERRAIN_LOOK: dict[Terrain, tuple[str, Style]] = {
    Terrain.OPEN: ("· ", Style(color="bright_black")),
    Terrain.LIGHT: ("♣ ", Style(color="green")),
    Terrain.BLOCKING: ("▓▓", Style(color="white")),
}
TERRAIN_WORDS = {Terrain.OPEN: "open", Terrain.LIGHT: "light terrain", Terrain.BLOCKING: "blocking terrain"}
RANK_LETTER = {"hero": "H", "sergeant": "S", "trooper": "T"}  # side 1 upper case, side 2 lower case
ROLE_MARK = {"Fighter": "/", "Thrower": "*", "Shooter": "}"}
# Colours are chosen so that a 16-colour terminal still tells them apart (each comment: the colour it becomes).
SIDE_LOOK = {1: Style(bold=True, color="bright_white", bgcolor="#1565c0"),  # bright blue
             2: Style(bold=True, color="bright_white", bgcolor="#c62828")}  # red
SIDE_TEXT = {1: Style(bold=True, color="#5c8fe8"), 2: Style(bold=True, color="#f05050")}
ACTIVE_LOOK = {1: Style(bgcolor="#5c8fe8", underline=True),  # bright blue, and underlined
               2: Style(bgcolor="#f05050", underline=True)}  # bright red
DAMAGE_LOOK = Style(color="bright_yellow")
REACH_LOOK = Style(bgcolor="#00897b")  # cyan
SEEN_LOOK: dict[str, Style] = {
    "clear": Style(color="black", bgcolor="#2e9e44"),  # green
    "cover": Style(color="black", bgcolor="#d4a017", underline=True),  # yellow, and underlined
    "blocked": Style(color="black", bgcolor="#616161", strike=True),  # grey, and struck through
}
SEEN_WORDS = {"clear": "in sight", "cover": "in cover", "blocked": "out of sight"}  # in cover: in sight too
ZONE_LOOK = {1: Style(bgcolor="#1a237e"), 2: Style(bgcolor="#6a1c1c")}  # blue, red
CURSOR_LOOK = Style(bold=True, color="black", bgcolor="bright_white")
DIM = Style(dim=True)
BOLD = Style(bold=True)
_FROM_SIGHT = {Sight.CLEAR: "clear", Sight.COVER: "cover", Sight.BLOCKED: "blocked"}


def figure_glyph(side: int, figure: Figure) -> str:
    """Two characters: the rank letter (upper case for side 1, lower case for side 2), then the role mark, or the
    damage taken as a digit once the figure is hurt."""
    letter = RANK_LETTER[figure.rank]
    mark = str(min(figure.damage, 9)) if figure.damage else ROLE_MARK[figure.role]
    return (letter if side == 1 else letter.lower()) + mark


def figure_segments(side: int, figure: Figure, extra: Style | None = None) -> list[Segment]:
    """The figure's two cells in its side's look (plus `extra`, e.g. the activated figure's or a target's)."""
    glyph, look = figure_glyph(side, figure), SIDE_LOOK[side]
    if not figure.damage:
        return [Segment(glyph, look + extra if extra else look)]
    digit = look + DAMAGE_LOOK
    return [Segment(glyph[0], look + extra if extra else look), Segment(glyph[1], digit + extra if extra else digit)]


def describe(side_name: str, figure: Figure) -> str:
    """'Abram (hero Fighter, leader, 1 damage) of the Abramites' for the status line."""
    notes = [f"{figure.rank} {figure.role}"] + ["leader"] * figure.leader
    notes += [f"{figure.damage} damage"] if figure.damage else []
    return f"{figure.name} ({', '.join(notes)}) of {side_name}"


def window(cursor: int, first: int, shown: int) -> int:
    """The first row (or column) to show so that `cursor` is in view, moving the window as little as possible."""
    if shown >= SIZE:
        return 0
    first = min(max(first, cursor - shown + 1), cursor)
    return max(0, min(first, SIZE - shown))


def scrollbar(first: int, shown: int, line: int) -> bool:
    """Whether line `line` (0 to shown-1) of a `shown`-line track is on the thumb for rows first..first+shown-1."""
    return first * shown <= line * SIZE + SIZE // 2 < (first + shown) * shown


class SquareMessage(Message):
    """A message about one square of the table, from the TableMap `table_map`."""

    def __init__(self, table_map: "TableMap", square: Square) -> None:
        super().__init__()
        self.table_map = table_map
        self.square = square

    @property
    def control(self) -> "TableMap":
        return self.table_map


class TableMap(Widget, can_focus=True):
    """The table: terrain, figures, highlights and a cursor (see the module docstring)."""

    DEFAULT_CSS = """
    TableMap { width: auto; height: auto; max-height: 100%; }
    """
    BINDINGS = [
        Binding("up", "move(0, -1)", "Up", show=False),
        Binding("down", "move(0, 1)", "Down", show=False),
        Binding("left", "move(-1, 0)", "Left", show=False),
        Binding("right", "move(1, 0)", "Right", show=False),
        Binding("shift+up,pageup", f"move(0, -{PAGE})", "Up 6", show=False),
        Binding("shift+down,pagedown", f"move(0, {PAGE})", "Down 6", show=False),
        Binding("shift+left", f"move(-{PAGE}, 0)", "Left 6", show=False),
        Binding("shift+right", f"move({PAGE}, 0)", "Right 6", show=False),
        Binding("home", "centre", "Centre", show=False),
        Binding("enter", "pick", "Pick", show=False),
    ]

    class Hovered(SquareMessage):
        """The cursor moved onto `square`."""

    class Picked(SquareMessage):
        """The player picked `square` (Enter, or a click on it)."""

    def __init__(self, terrain: TerrainMap, figures: Mapping[Square, Placed] | None = None, *,
                 sides: tuple[str, str] = ("Side 1", "Side 2"), cursor: Square = CENTRE,
                 name: str | None = None, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.sides = sides
        self._terrain = terrain
        self._figures: dict[Square, Placed] = dict(figures or {})
        self._active: Square | None = None
        self._reach: dict[Square, float] = {}
        self._allowance: float | None = None
        self._seen: dict[Square, str] = {}
        self._zones: dict[Square, int] = {}
        self._cursor = cursor
        self._top = self._left = 0
        self._rows: dict[int, list[list[Segment]]] = {}  # a table row's squares as drawn, without the cursor

    # -- what is shown (plain data in) ----------------------------------------------------------------------------
    @property
    def cursor(self) -> Square:
        return self._cursor

    @property
    def terrain(self) -> TerrainMap:
        return self._terrain

    def set_terrain(self, terrain: TerrainMap) -> None:
        self._terrain = terrain
        self._redraw()

    def set_figures(self, figures: Mapping[Square, Placed]) -> None:
        """Every figure on the table by square, as (side, Figure); the damage drawn is the figure's."""
        self._figures = dict(figures)
        self._redraw()

    def set_activated(self, square: Square | None) -> None:
        """Mark the activated figure (the one on `square`), or nobody."""
        self._active = square
        self._redraw()

    def show_reach(self, costs: Mapping[Square, float], allowance: float | None = None) -> None:
        """Highlight the squares a move can end on, each with its path cost in inches, out of `allowance` inches;
        empty `costs` clears it."""
        self._reach, self._allowance = dict(costs), allowance
        self._redraw()

    def show_targets(self, seen: Mapping[Square, Seen | Sight]) -> None:
        """Mark targets by square: 'clear' (in sight), 'cover' (in sight, in cover) or 'blocked' (out of sight); a
        `sight.Sight` works too. Empty clears it."""
        self._seen = {s: _FROM_SIGHT.get(v, v) for s, v in seen.items()}  # type: ignore[call-overload]
        self._redraw()

    def show_zones(self, zones: Mapping[int, Iterable[Square]] | None) -> None:
        """Tint the deployment zones, by side (1 and 2); None or {} hides them."""
        self._zones = {s: side for side, squares in (zones or {}).items() for s in squares}
        self._redraw()

    def clear_highlights(self) -> None:
        """No reachable squares, targets or zones."""
        self._reach, self._allowance, self._seen, self._zones = {}, None, {}, {}
        self._redraw()

    def _redraw(self) -> None:
        self._rows.clear()
        self.refresh()

    # -- the cursor and the window ----------------------------------------------------------------------------------
    def move_cursor(self, square: Square, centre: bool = False) -> None:
        """Put the cursor on `square` (kept on the table), scroll it into view and post Hovered if it moved."""
        x, y = (min(max(v, 0), SIZE - 1) for v in square)
        moved, was, old_row = (x, y) != self._cursor, self.view(), self._cursor[1]
        self._cursor = (x, y)
        self._follow(centre)
        left, top, cols, rows = self.view()
        if (left, top) == was[:2]:  # only the lines that change: the header, both rows and the lines below
            width = self.size.width
            self.refresh(Region(0, 0, width, 1), Region(0, 1 + old_row - top, width, 1),
                         Region(0, 1 + y - top, width, 1), Region(0, 1 + rows, width, FOOTER))
        else:
            self.refresh()
        if moved:
            self.post_message(self.Hovered(self, self._cursor))

    def shown(self) -> tuple[int, int]:
        """How many columns and rows of the table fit in the widget."""
        width, height = self.size
        return (min(max((width - LABEL_WIDTH - 1) // CELL, 1), SIZE), min(max(height - FOOTER - 1, 1), SIZE))

    def view(self) -> tuple[int, int, int, int]:
        """The window on the table: first column, first row, and how many columns and rows are shown."""
        cols, rows = self.shown()
        x, y = self._cursor
        return window(x, self._left, cols), window(y, self._top, rows), cols, rows

    def _follow(self, centre: bool = False) -> None:
        if centre:
            cols, rows = self.shown()
            self._left, self._top = self._cursor[0] - cols // 2, self._cursor[1] - rows // 2
        self._left, self._top, _, _ = self.view()

    def square_at(self, x: int, y: int) -> Square | None:
        """The square drawn at (x, y) of the widget's content, or None (labels, status, beyond the table)."""
        left, top, cols, rows = self.view()
        col = (x - LABEL_WIDTH) // CELL
        if not (1 <= y <= rows and x >= LABEL_WIDTH and col < cols):
            return None
        return left + col, top + y - 1

    def on_resize(self, event: events.Resize) -> None:
        self._follow()

    def action_move(self, dx: int, dy: int) -> None:
        self.move_cursor((self._cursor[0] + dx, self._cursor[1] + dy))

    def action_centre(self) -> None:
        self.move_cursor(CENTRE, centre=True)

    def action_pick(self) -> None:
        self.post_message(self.Picked(self, self._cursor))

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        square = offset and self.square_at(offset.x, offset.y)
        if square:
            event.stop()
            self.focus()
            self.move_cursor(square)
            self.post_message(self.Picked(self, square))

    # -- the words ---------------------------------------------------------------------------------------------
    def status(self) -> list[tuple[str, Style | None]]:
        """The status line about the cursor's square, in styled pieces: 'C7: 4.5 in of 8 · in cover · light
        terrain · zone of Abramites'."""
        square = self._cursor
        parts = []
        if self._reach or self._allowance is not None:
            cost = self._reach.get(square)
            of = f" of {self._allowance:g}" if self._allowance is not None else ""
            parts.append(f"{cost:g} in{of}" if cost is not None else "out of reach")
        if square in self._seen:
            parts.append(SEEN_WORDS[self._seen[square]])
        parts.append(TERRAIN_WORDS[self._terrain.kind(square)])
        if square in self._zones:
            parts.append(f"zone of {self.sides[self._zones[square] - 1]}")
        out: list[tuple[str, Style | None]] = [(label(square), BOLD), (": ", None)]
        for i, part in enumerate(parts):
            out += [(" · ", DIM)] * bool(i) + [(part, None)]
        return out

    def occupant(self) -> list[tuple[str, Style | None]]:
        """The line about the figure on the cursor's square, in its side's colour (empty when nobody is there)."""
        if self._cursor not in self._figures:
            return []
        side, figure = self._figures[self._cursor]
        return [(describe(self.sides[side - 1], figure), SIDE_TEXT[side])]

    def position(self) -> str:
        """Where the window is on the whole table: 'rows 5-19 of 24 · cols A-X · cursor C7'."""
        left, top, cols, rows = self.view()
        return (f"rows {top + 1}-{top + rows} of {SIZE} · cols {COLUMNS[left]}-{COLUMNS[left + cols - 1]}"
                f" · cursor {label(self._cursor)}")

    # -- drawing --------------------------------------------------------------------------------------------------
    def get_content_width(self, container: Size, viewport: Size) -> int:
        return LABEL_WIDTH + CELL * SIZE + 1

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 1 + SIZE + FOOTER

    def _square(self, square: Square) -> list[Segment]:
        """A square's two cells as drawn without the cursor: the figure or the terrain, then the highlights."""
        seen = self._seen.get(square)
        placed = self._figures.get(square)
        if placed:
            side, figure = placed
            extra = SEEN_LOOK[seen] if seen else ACTIVE_LOOK[side] if square == self._active else None
            return figure_segments(side, figure, extra)
        glyph, look = TERRAIN_LOOK[self._terrain.kind(square)]
        if seen:
            look += SEEN_LOOK[seen]
        elif square in self._reach:
            look += REACH_LOOK
        elif square in self._zones:
            look += ZONE_LOOK[self._zones[square]]
        return [Segment(glyph, look)]

    def _row(self, y: int) -> list[list[Segment]]:
        """Table row `y`, square by square, as drawn without the cursor (kept until something shown changes)."""
        row = self._rows.get(y)
        if row is None:
            row = self._rows[y] = [self._square((x, y)) for x in range(SIZE)]
        return row

    def _squares(self, y: int, left: int, cols: int) -> list[Segment]:
        """The shown squares of table row `y`, the cursor drawn on its square."""
        row = self._row(y)
        out = [seg for cell in row[left:left + cols] for seg in cell]
        if self._cursor[1] == y and left <= self._cursor[0] < left + cols:
            at = sum(len(cell) for cell in row[left:self._cursor[0]])
            for i in range(at, at + len(row[self._cursor[0]])):
                out[i] = Segment(out[i].text, (out[i].style or Style()) + CURSOR_LOOK)
        return out

    def render_line(self, y: int) -> Strip:
        left, top, cols, rows = self.view()
        width = self.size.width
        cx, cy = self._cursor
        if y == 0:
            segments = [Segment("◀  " if left else "   ", DIM)]
            segments += [Segment(f"{COLUMNS[x]} ", BOLD if x == cx else DIM) for x in range(left, left + cols)]
            segments.append(Segment("▶" if left + cols < SIZE else " ", DIM))
        elif y <= rows:
            row = top + y - 1
            segments = [Segment(f"{row + 1:>2} ", BOLD if row == cy else DIM), *self._squares(row, left, cols)]
            if rows < SIZE:
                segments.append(Segment("█" if scrollbar(top, rows, y - 1) else "│", DIM))
        elif y <= rows + 2:
            segments = [Segment(text, style) for text, style in (self.status() if y == rows + 1 else self.occupant())]
        elif y == rows + 3:
            segments = [Segment(self.position(), DIM)]
        else:
            segments = []
        return Strip(segments).adjust_cell_length(width)
