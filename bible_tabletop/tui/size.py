"""The notice that covers any screen while the terminal is smaller than the screens are laid out for."""

from __future__ import annotations

from textual.content import Content
from textual.widget import Widget


class SizeNotice(Widget):
    """Covers its screen, keys and all, while the terminal is smaller than the app's screens need (the app sets
    the class `-too-small` on itself): the size now and the size needed, in lines short enough for 20x4, the
    most needed first; gone again once the terminal grows. Every screen gets one (BibleTabletopApp), hidden until
    then."""

    SCOPED_CSS = False  # its rules name the app
    DEFAULT_CSS = """
    SizeNotice { display: none; layer: _loading; position: absolute; offset: 0 0; width: 100%; height: 100%;
                 background: $background; color: $text; content-align: center middle; text-align: center;
                 text-wrap: nowrap; text-overflow: ellipsis; }
    App.-too-small SizeNotice { display: block; }
    App.-too-small Screen { overflow: hidden hidden; }
    """

    def render(self) -> Content:
        (width, height), (need_w, need_h) = self.app.size, self.app.min_size
        lines = ["Terminal too small:", f"{width}x{height}, needs {need_w}x{need_h}.", "Enlarge it, or press",
                 "Ctrl+Q to quit."]
        return Content("\n".join(lines))
