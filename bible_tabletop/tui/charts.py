"""The score chart and the statistics table of a game (engine/scores.py History), for the game-over screen and the
replay's chart screen.

This module imports textual-plotext (about half a second): import it only where a chart is about to be shown, never
from anything the menu or a game screen imports at start.
"""

from __future__ import annotations

from typing import Sequence

from rich.align import Align
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static
from textual_plotext import PlotextPlot

from bible_tabletop.engine.scores import History

CHART_MOST, CHART_LEAST = 14, 8  # rows: enough to read a trend; the least still shows four rows of lines


class ScoreChart(PlotextPlot):
    """Each seat's score over the turns, one line a seat, named in the legend (names are plain text here)."""

    DEFAULT_CSS = f"ScoreChart {{ height: {CHART_MOST}; width: 100%; }}"

    def __init__(self, history: History, rows: int = CHART_MOST, **kw):
        super().__init__(**kw)
        self.history = history
        self.styles.height = max(CHART_LEAST, min(CHART_MOST, rows))
        self.series: list[str] = []  # the seats' names, one a plotted line

    def on_mount(self) -> None:
        h, plt = self.history, self.plt
        plt.title(f"{h.label} by {h.x_label}")  # the x axis is named here: a row more for the lines
        x = h.turns if len(h.turns) > 1 else h.turns * 2  # a game over before its first turn: a flat line
        for seat, ys in h.series.items():
            plt.plot(x, ys if len(ys) > 1 else ys * 2, label=h.names[seat], marker="braille")
            self.series.append(h.names[seat])
        plt.xticks(ticks(x))
        values = [v for ys in h.series.values() for v in ys]
        if values and all(float(v).is_integer() for v in values):  # HP, honor: whole numbers on the y axis too
            plt.yticks(ticks([int(v) for v in values], most=5))
        self.refresh()


def ticks(x: list[int], most: int = 6) -> list[int]:
    """Whole-number ticks along the x axis: its ends and a few evenly spread between."""
    lo, hi = min(x), max(x)
    step = max(1, -(-(hi - lo) // (most - 1)))
    return list(range(lo, hi, step)) + [hi]


def stats_table(history: History, results: Sequence[tuple[str, str]] | None = None) -> Table:
    """A row a seat: the name, its result (word and style) when given, and each statistic."""
    table = Table(box=None, padding=(0, 1), show_edge=False, header_style="bold")
    table.add_column("", justify="right")
    if results is not None:
        table.add_column("")
    for column in history.columns:
        table.add_column(column, justify="right")
    for seat, name in enumerate(history.names):
        row = [Text(name)]
        if results is not None:
            word, style = results[seat]
            row.append(Text(word, style=style))
        row += [Text(v) for v in history.rows[seat]]
        table.add_row(*row)
    return table


def notes_text(history: History) -> Text:
    return Text("\n".join(history.notes))


def chart_widgets(history: History, free_rows: int, width: int) -> list:
    """The chart (when the game declares a score) and the whole-game notes, to mount under a result: the chart
    takes what the `free_rows` leave after the notes (wrapped to `width`), between its least and most rows."""
    notes = Static(notes_text(history), id="score-notes")
    noted = sum(1 + len(note) // max(1, width) for note in history.notes)
    chart = [ScoreChart(history, free_rows - noted, id="score-chart")] if history.label is not None else []
    return chart + [notes]


class ChartScreen(ModalScreen):
    """The chart and the statistics of a game as far as it went (the replay's `c`); Esc or c closes it."""

    DEFAULT_CSS = """
    ChartScreen { align: center middle; }
    #chart-box { width: 96%; max-width: 120; height: auto; max-height: 100%; border: double $accent;
                 padding: 0 1; background: $panel; }
    #chart-title { text-style: bold; text-align: center; }
    #score-stats { margin: 1 0; }
    """
    BINDINGS = [Binding("escape,c,q", "app.pop_screen", "Close")]

    def __init__(self, title: str, history: History):
        super().__init__()
        self.title_text = title
        self.history = history

    def compose(self) -> ComposeResult:
        with Vertical(id="chart-box"):
            yield Static(Text(self.title_text), id="chart-title")
            yield Static(Align.center(stats_table(self.history)), id="score-stats")
            yield from chart_widgets(self.history, self.app.size.height - 6 - len(self.history.names),
                                     min(120, self.app.size.width) - 4)
