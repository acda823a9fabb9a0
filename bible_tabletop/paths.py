"""Where the shipped data lives (kept apart so the app can start without loading the data stack)."""

from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "assets"
