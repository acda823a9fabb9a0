"""simulate's chart: win rate by seat and game length by player count, written as a small SVG picture.

plotext draws in a terminal and saves text or HTML only, so the picture is written here by hand: two bar panels,
plain SVG 1.1 that any browser or image viewer shows. No third-party import.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

WIDTH, HEIGHT = 760, 360
PANEL_W, PANEL_H = 300, 220  # each panel's plot area
TOP, LEFT = 70, 60
COLOURS = ("#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948")


def file_problem(path: Path, suffix: str | None = None) -> str | None:
    """Why a report cannot be written to `path` (checked before any work), or None."""
    if suffix and path.suffix.lower() != suffix:
        return f"{path} must end in {suffix}"
    if path.is_dir():
        return f"{path} is a folder; name a file to write to"
    if not path.parent.is_dir():
        return f"the folder {path.parent} does not exist"
    if not os.access(path.parent, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        return f"{path} cannot be written (no permission)"
    return None


def _bars(x0: int, title: str, bars: list[tuple[str, float, str]], top: float, top_label: str) -> list[str]:
    """One panel: a title, a baseline, and a labelled bar per (label, value, shown value)."""
    out = [f'<text x="{x0 + PANEL_W / 2}" y="{TOP - 20}" text-anchor="middle" font-weight="bold">'
           f'{escape(title)}</text>',
           f'<line x1="{x0}" y1="{TOP + PANEL_H}" x2="{x0 + PANEL_W}" y2="{TOP + PANEL_H}" stroke="#333"/>',
           f'<text x="{x0 - 8}" y="{TOP + 4}" text-anchor="end" font-size="11">{escape(top_label)}</text>',
           f'<text x="{x0 - 8}" y="{TOP + PANEL_H}" text-anchor="end" font-size="11">0</text>']
    slot = PANEL_W / max(1, len(bars))
    for k, (label, value, shown) in enumerate(bars):
        h = PANEL_H * (value / top if top else 0)
        x = x0 + k * slot + slot * 0.15
        out += [f'<rect x="{x:.1f}" y="{TOP + PANEL_H - h:.1f}" width="{slot * 0.7:.1f}" height="{h:.1f}" '
                f'fill="{COLOURS[k % len(COLOURS)]}"><title>{escape(label)}: {escape(shown)}</title></rect>',
                f'<text x="{x + slot * 0.35:.1f}" y="{TOP + PANEL_H - h - 4:.1f}" text-anchor="middle" '
                f'font-size="11">{escape(shown)}</text>',
                f'<text x="{x + slot * 0.35:.1f}" y="{TOP + PANEL_H + 16}" text-anchor="middle" font-size="11">'
                f'{escape(label)}</text>']
    return out


def win_rates(report: dict[str, Any]) -> dict[int, float]:
    """Seat number (from 1) -> the share it won of the completed games it sat in (a team's win counts for each
    of its seats)."""
    seated = {int(n): row["games"] for n, row in report["by_players"].items()}
    rates = {}
    for seat in range(1, max(seated, default=0) + 1):
        games = sum(g for n, g in seated.items() if n >= seat)
        rates[seat] = report["wins"].get(f"seat {seat}", 0) / games if games else 0.0
    return rates


def svg(report: dict[str, Any]) -> str:
    """The picture of a simulate report: each seat's win rate, and the average game length in turns for each
    player count."""
    wins = [(f"seat {s}", rate, f"{rate:.0%}") for s, rate in win_rates(report).items()]
    lengths = [(f"{n} players", row["average_turns"], f"{row['average_turns']:g}")
               for n, row in report["by_players"].items()]
    title = (f"{report['game']}: {report['completed']} of {report['games']} games completed, "
             f"computer players: {', '.join(report.get('bots', []))}")
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
             f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif" font-size="13">',
             f'<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>',
             f'<text x="{WIDTH / 2}" y="22" text-anchor="middle">{escape(title)}</text>']
    top_win = max([0.5] + [v for _, v, _ in wins])
    top_turns = max([1.0] + [v for _, v, _ in lengths])
    parts += _bars(LEFT, "Win rate by seat", wins, top_win, f"{top_win:.0%}")
    parts += _bars(LEFT + PANEL_W + 60, "Game length (average turns)", lengths, top_turns, f"{top_turns:g}")
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def write_svg(path: Path, report: dict[str, Any]) -> None:
    """Write the report's picture to `path` (OSError propagates)."""
    path.write_text(svg(report), encoding="utf-8")
