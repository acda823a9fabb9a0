"""The keys of a screen on one clickable line: a light stand-in for Textual's Footer on the menu, which is the
first thing the app draws (a Footer makes a widget per key and costs about a fifth of a second at start-up)."""

from __future__ import annotations

from rich.markup import escape
from textual.widgets import Static


class KeyLine(Static):
    """The screen's shown bindings as `key description` pairs; clicking one runs its action on the screen."""

    DEFAULT_CSS = """
    KeyLine { dock: bottom; height: 1; background: $footer-background; color: $footer-description-foreground; }
    """

    def on_mount(self) -> None:
        self.update(self.line())

    def line(self) -> str:
        parts = []
        for binding in self.screen.BINDINGS:
            if binding.show and binding.description:
                action = binding.action if "." in binding.action else f"screen.{binding.action}"
                key = escape(self.app.get_key_display(binding))
                parts.append(f"[@click={action}][b $footer-key-foreground]{key}[/] {escape(binding.description)}[/]")
        return "  ".join(parts)
