"""The legend beside Bible Bashers' table: what each glyph and colour of tablemap.py means, drawn with the same
look. Side names come from the scenario or the players and are shown as typed (a Text, never markup)."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.widgets import Static

from bible_tabletop.games.bashers.rules.forces_models import Figure
from bible_tabletop.games.bashers.ui.tablemap import (ACTIVE_LOOK, CURSOR_LOOK, DIM, REACH_LOOK, SEEN_LOOK,
                                                   TERRAIN_LOOK, ZONE_LOOK, figure_segments)
from bible_tabletop.games.bashers.rules.terrain import Terrain

_SAMPLE = Figure(0, "", "hero", "Fighter")


def _figure(side: int, figure: Figure = _SAMPLE, extra: Style | None = None) -> Text:
    out = Text()
    for seg in figure_segments(side, figure, extra):
        out.append(seg.text, seg.style)
    return out


def _terrain(kind: Terrain, extra: Style | None = None) -> Text:
    glyph, look = TERRAIN_LOOK[kind]
    return Text(glyph, look + extra if extra else look)


def legend_text(sides: tuple[str, str] = ("Side 1", "Side 2")) -> Text:
    """The legend, one idea a line, each line at most 27 columns besides the side names (it fits beside the map
    at 80 columns)."""
    open_ = TERRAIN_LOOK[Terrain.OPEN][0]
    lines: list[tuple[Text, str]] = [
        (_figure(1), f"{sides[0]}: upper case"),
        (_figure(2), f"{sides[1]}: lower case"),
        (Text("H", "bold"), " hero     / Fighter"),
        (Text("S", "bold"), " sergeant * Thrower"),
        (Text("T", "bold"), " trooper  } Shooter"),
        (_figure(1, _SAMPLE.hurt(2)), "a digit: damage taken"),
        (_figure(1, extra=ACTIVE_LOOK[1]), "the activated figure"),
        (_terrain(Terrain.OPEN), "open ground"),
        (_terrain(Terrain.LIGHT), "light: difficult, cover"),
        (_terrain(Terrain.BLOCKING), "blocks moves and sight"),
        (_terrain(Terrain.OPEN, REACH_LOOK), "within reach"),
        (_figure(2, extra=SEEN_LOOK["clear"]), "target in sight"),
        (_figure(2, extra=SEEN_LOOK["cover"]), "target in cover"),
        (_figure(2, extra=SEEN_LOOK["blocked"]), "target out of sight"),
        (Text(open_, ZONE_LOOK[1]) + Text(open_, ZONE_LOOK[2]), "deployment zones"),
        (Text(open_, CURSOR_LOOK), "the cursor"),
    ]
    out = Text()
    for i, (sample, words) in enumerate(lines):
        out.append("\n" if i else "")
        out.append_text(sample)
        out.append(words if words.startswith(" ") else f" {words}")
    return out


class MapLegend(Static):
    """The legend as a Static (see legend_text)."""

    DEFAULT_CSS = """
    MapLegend { width: auto; height: auto; padding: 0 0 0 1; }
    """

    def __init__(self, sides: tuple[str, str] = ("Side 1", "Side 2"), *, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(legend_text(sides), id=id, classes=classes)
