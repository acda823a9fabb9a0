"""High Card's screen: only its name (the conformance checks never draw)."""

from textual.screen import Screen
from textual.widgets import Static


class HighCardScreen(Screen):
    def compose(self):
        yield Static("High Card")
