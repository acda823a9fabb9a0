"""`serve` seen from a browser, for the browser test and the serve bench: start `bible-tabletop serve`, open its page
in headless Chromium (driven by Playwright) and read the page's terminal back as text.

The page draws the app on a canvas, so its text is not in the page: the app's output, as it arrives over the
websocket, is fed to a terminal emulator (pyte) of the size the page asked for. Chromium is Debian's (`chromium`,
which `.ci/run` installs); Playwright and pyte are in the test extra. Only this machine's loopback is ever opened.
"""

from __future__ import annotations

import json
import os
import select
import signal
import socket
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]  # no outside traffic
VIEWPORT = {"width": 1280, "height": 800}  # about 140x38 cells in the page's font


def browser_problem() -> str | None:
    """Why no browser can be driven here, or None."""
    if not CHROMIUM.is_file():
        return f"no browser: {CHROMIUM} is missing (Debian's chromium package; .ci/run installs it)"
    try:
        import playwright.sync_api  # noqa: F401
        import pyte  # noqa: F401
    except ImportError as exc:
        return f"{exc.name} is not installed (it is in the test extra: pip install -e '.[test]')"
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _first_line(process: subprocess.Popen, timeout: float) -> str:
    """The server's first line of output (its address), or what it said before it stopped."""
    ready, _, _ = select.select([process.stdout], [], [], timeout)
    line = process.stdout.readline() if ready else ""
    if not line:
        process.kill()
        raise RuntimeError(f"serve did not start: {process.stderr.read() if process.poll() is not None else ''}")
    return line


@contextmanager
def served(*args: str, port: int | None = None) -> Iterator[tuple[subprocess.Popen, str]]:
    """`bible-tabletop serve` on a free port of this machine, in its own process group (as a terminal runs it),
    stopped as Ctrl+C stops it. Yields the process and the page's address."""
    port = port or free_port()
    process = subprocess.Popen([sys.executable, "-m", "bible_tabletop", "serve", "--port", str(port), *args],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        _first_line(process, 30)
        yield process, f"http://127.0.0.1:{port}/"
    finally:
        stop(process)


def stop(process: subprocess.Popen, timeout: float = 15) -> int:
    """Ctrl+C to the server's process group (the server and every tab's app); killed if still running."""
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGINT)
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    return process.returncode


class TerminalPage:
    """One tab of the served page; `text()` is its terminal's screen as lines of text."""

    def __init__(self, browser, url: str):
        import pyte

        self.screen = pyte.Screen(80, 24)
        self._stream = pyte.ByteStream(self.screen)
        self.page = browser.new_page(viewport=VIEWPORT)
        self.requests: list[str] = []
        self.page.on("request", lambda request: self.requests.append(request.url))
        self.page.on("websocket", self._watch)
        self.response = self.page.goto(url)

    def _watch(self, websocket) -> None:
        websocket.on("framereceived", self._received)
        websocket.on("framesent", self._sent)

    def _received(self, payload) -> None:
        if isinstance(payload, (bytes, bytearray)):  # the app's output (text frames are the server's notes)
            self._stream.feed(bytes(payload))

    def _sent(self, payload) -> None:
        if isinstance(payload, str) and payload.startswith('["resize"'):
            size = json.loads(payload)[1]
            self.screen.resize(size["height"], size["width"])

    def text(self) -> str:
        return "\n".join(line.rstrip() for line in self.screen.display)

    def wait_for(self, text: str, timeout: float = 15, line: str = "") -> float:
        """Seconds until `text` is on the screen (on a line that also holds `line`, when given); RuntimeError with
        the screen when it never is."""
        start = time.monotonic()
        while not any(text in row and line in row for row in self.text().splitlines()):
            if time.monotonic() - start > timeout:
                raise RuntimeError(f"the page never showed {text!r}; it shows:\n{self.text()}")
            self.page.wait_for_timeout(50)
        return time.monotonic() - start

    def press(self, *keys: str) -> None:
        self.page.focus(".xterm-helper-textarea")  # where xterm.js takes keys (a click would reach the app)
        for key in keys:
            self.page.keyboard.press(key)
            self.page.wait_for_timeout(150)  # each key's screen drawn before the next, as a person types


@contextmanager
def chromium() -> Iterator:
    """Headless Chromium (Debian's) under Playwright."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS)
        try:
            yield browser
        finally:
            browser.close()
