"""`bible-tabletop serve`: the app as a web page (textual-serve), one app process per browser tab, a few at once.

textual-serve ships the page's scripts, stylesheet and font; its page template also links a web font from another
host, so the page here is that template with the link replaced by the font textual-serve ships: the browser loads
nothing from anywhere but this server. Each tab's websocket starts its own app process (the same app as a
terminal's, drawn by Textual's web driver); when every table is taken a new tab gets a page saying so. Ctrl+C (or
SIGTERM) closes every tab's connection, lets each app quit (it autosaves as usual) and stops the server; the apps
run in sessions of their own, so the Ctrl+C meant for the server never interrupts one half-started.

Only the server's own page may play: a request naming another host (a DNS rebinding) or sent by a page from another
origin (any web page open in a browser on this machine) is refused with 403. A websocket with no Origin at all is
let in: browsers always send one, so such a client is a program run on a machine that can reach the server, and
it could send any Origin it liked. A tab's terminal is kept to a playable size, and a message the page would never
send is ignored.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import logging
import re
import shlex
import signal
import socket
import sys
import threading
from pathlib import Path

import aiohttp_jinja2
import jinja2
import textual_serve
from aiohttp import WSCloseCode, WSMessage, WSMsgType, web
from aiohttp.web_runner import GracefulExit
from textual_serve.app_service import AppService
from textual_serve.server import Server, to_int

STOP_SECONDS = 5  # on Ctrl+C a tab's app gets this long to quit before it is killed
TITLE = "Bible Tabletop"
WIDTHS, HEIGHTS = (20, 500), (4, 200)  # a tab's terminal, columns and rows: a page may ask for any size
LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")  # how a browser on this machine names a loopback server
LOOKUP_SECONDS = 5  # --host given as a name: the longest wait for its addresses

TABLE_COMMAND = f"exec {shlex.quote(sys.executable)} -m bible_tabletop"  # a tab's app: the app at its menu

FONT = "{{ config.static.url }}fonts/RobotoMono-VariableFont_wght.ttf"  # shipped by textual-serve
LOCAL_FONT = f"""<link rel="preload" href="{FONT}" as="font" type="font/ttf" crossorigin />
    <style>
      @font-face {{ font-family: "Roboto Mono"; src: url("{FONT}") format("truetype"); }}
    </style>"""

FULL_PAGE = """<!DOCTYPE html>
<html>
  <head><meta charset="utf-8" /><title>{title}: every table is taken</title></head>
  <body style="background: #0c181f; color: #eeeeee; font-family: monospace; padding: 3em; line-height: 1.5">
    <h1>Every table is taken</h1>
    <p>This server plays at most {most} game{s} at once (one for each open browser tab), and {most} {are} being played
    now.</p>
    <p>Try again when someone closes their tab: <a href="/" style="color: #ac5af4">reload this page</a>.</p>
  </body>
</html>
"""


def page_template() -> str:
    """textual-serve's page with its outside links (the web font) replaced by the font it ships, and a title."""
    folder = Path(textual_serve.__file__).parent / "templates"
    text = (folder / "app_index.html").read_text(encoding="utf-8")
    text = re.sub(r"<link[^>]*href=\"(https?:)?//[^>]*>", lambda _: LOCAL_FONT, text, count=1)
    text = text.replace("<head>", f"<head>\n    <title>{TITLE}</title>", 1)
    return text.replace("Session ended.", "This table is closed (the game was left, or the server stopped or is "
                                          "full).", 1)


def is_local(host: str) -> bool:
    """True when only this machine can reach `host` (localhost or a loopback address)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:  # a host name: it may resolve to any address
        return False


def address(host: str, port: int) -> str:
    """The page's address as a person types it (an IPv6 address in brackets)."""
    return f"http://[{host}]:{port}/" if ":" in host else f"http://{host}:{port}/"


def is_address(host: str) -> bool:
    """True when `host` is an IP address rather than a name."""
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def canonical(name: str) -> str:
    """A host as a browser writes it: lower case, an IP address in its short form."""
    return str(ipaddress.ip_address(name)) if is_address(name) else name.lower()


HOST_NAME = re.compile(r"(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*", re.IGNORECASE)
HOST_HEADER = re.compile(r"(?:\[(?P<ipv6>[0-9a-f:.]+)\]|(?P<name>[^:\[\]@/\s]+))(?::(?P<port>[0-9]{1,5}))?",
                         re.IGNORECASE)  # name:port, [IPv6]:port, or name alone (port 80)


def host_problem(host: str) -> str | None:
    """Why `--host` cannot be served on, in a sentence, or None: it must be an address (or name) of this machine,
    and a name must be found at once."""
    if not (is_address(host) or (len(host) <= 253 and HOST_NAME.fullmatch(host))):
        return f"--host takes an address of this machine (such as 127.0.0.1, ::1 or 0.0.0.0) or its name, not {host!r}"
    found = look_up(host)
    if found is None:
        return f"cannot serve on {host}: its address was not found within {LOOKUP_SECONDS} seconds"
    if not found:
        return f"cannot serve on {host}: no machine of that name is known"
    if not any(can_listen(family, place) for family, place in found):
        return f"cannot serve on {host}: it is not an address of this machine"
    return None


def look_up(host: str) -> list[tuple] | None:
    """`host`'s addresses as (family, socket address), none for an unknown name; None when the look-up takes longer
    than LOOKUP_SECONDS (it is left to finish on its own)."""
    found: list[tuple] = []

    def run() -> None:
        try:
            found.extend((family, place) for family, _, _, _, place
                         in socket.getaddrinfo(host, 0, type=socket.SOCK_STREAM))
        except (OSError, UnicodeError):  # an unknown name
            pass

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(LOOKUP_SECONDS)
    return None if thread.is_alive() else found


def can_listen(family: int, place: tuple) -> bool:
    """True when this machine can listen at that socket address (its port 0: any free one)."""
    try:
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.bind(place)
    except OSError:
        return False
    return True


def terminal_size(width: int, height: int) -> tuple[int, int]:
    """A tab's terminal size as asked for by its page, kept within WIDTHS and HEIGHTS."""
    return min(max(width, WIDTHS[0]), WIDTHS[1]), min(max(height, HEIGHTS[0]), HEIGHTS[1])


def page_message(message: WSMessage) -> tuple[str, object] | None:
    """What a tab's message asks for, as textual-serve's page sends it: ("stdin", bytes), ("resize", (width,
    height)) kept to a playable size, ("ping", text), ("focus", None) or ("blur", None); None for anything else
    (binary, not JSON, nested too deep, another shape), which is ignored."""
    if message.type != WSMsgType.TEXT:
        return None
    try:
        envelope = json.loads(message.data)
    except (ValueError, RecursionError):
        return None
    match envelope:
        case ["stdin", str(keys), *_]:
            return "stdin", keys.encode("utf-8", "replace")
        case ["resize", {"width": int(width), "height": int(height)}, *_]:
            return "resize", terminal_size(width, height)
        case ["ping", str(data), *_]:
            return "ping", data
        case ["focus" | "blur" as kind, *_]:
            return kind, None
    return None


class Table(AppService):
    """textual-serve's service for one tab, its app started in a session of its own: Ctrl+C in the server's
    terminal then reaches only the server, which stops each app itself (an app still starting would otherwise die
    of the Ctrl+C with a traceback)."""

    async def _open_app_process(self, width: int = 80, height: int = 24) -> asyncio.subprocess.Process:
        pipe = asyncio.subprocess.PIPE
        self._process = process = await asyncio.create_subprocess_shell(
            self.command, stdin=pipe, stdout=pipe, stderr=pipe, start_new_session=True,
            env=self._build_environment(width=width, height=height))
        self._stdin = process.stdin
        return process


class TableServer(Server):
    """textual-serve's server with a local-only page, at most `max_sessions` apps at once and a clean stop."""

    def __init__(self, host: str, port: int, max_sessions: int, command: str = TABLE_COMMAND):
        super().__init__(command, host=host, port=port, title=TITLE)
        self.max_sessions = max_sessions
        self.tables: dict[Table, web.WebSocketResponse] = {}
        self.stopping = False  # set by Ctrl+C or SIGTERM
        self.names = {canonical(host), *(LOOPBACK_NAMES if is_local(host) else ())}  # a browser's names for it
        self.any_address = is_address(host) and ipaddress.ip_address(host).is_unspecified
        if self.any_address:  # every address of this machine: also its own name
            self.names |= {*LOOPBACK_NAMES, socket.gethostname().lower(), f"{socket.gethostname().lower()}.local"}

    def serves(self, host: str | None) -> bool:
        """True when a request's Host header names this server: one of its names and its port, or any IP address
        when it listens on all of them (a name pointed here by someone else's DNS is refused)."""
        match = HOST_HEADER.fullmatch(host or "")
        if match is None or int(match["port"] or 80) != self.port:
            return False
        name = canonical(match["ipv6"] or match["name"])
        return name in self.names or (self.any_address and is_address(name))

    def refusal(self, request: web.Request) -> str | None:
        """Why a request is not from this server's own page, or None."""
        host, origin = request.headers.get("Host"), request.headers.get("Origin")
        if not self.serves(host):
            return f"This server does not answer to {host!r}: open the page at the address the server printed."
        if origin is not None and origin.lower() != f"{request.scheme}://{host}".lower():
            return f"Only this server's own page may play here, not a page from {origin!r}."
        return None

    @web.middleware
    async def only_its_own_page(self, request: web.Request, handler) -> web.StreamResponse:
        """Every request (page, websocket, files) checked by `refusal`; refused ones get 403 and a line logged."""
        refusal = self.refusal(request)
        if refusal is not None:
            logging.warning("refused a request: %s", refusal)
            return web.Response(status=403, text=refusal)
        return await handler(request)

    def initialize_logging(self) -> None:
        """Only problems are logged (no line per request). While the server stops, a tab's app that was still
        starting ends before it could: textual-serve's "failed to start" is then the stop itself, not a problem."""
        logging.basicConfig(level=logging.WARNING, format="bible-tabletop serve: %(message)s")
        logging.getLogger("textual-serve").addFilter(lambda record: not (
            self.stopping and record.getMessage() == "Application failed to start"))

    async def _make_app(self) -> web.Application:
        app = await super()._make_app()
        app.middlewares.append(self.only_its_own_page)
        aiohttp_jinja2.setup(app, loader=jinja2.DictLoader({"app_index.html": page_template()}))
        return app

    async def on_startup(self, app: web.Application) -> None:
        """Nothing to print yet (textual-serve prints its banner here, before the port is even open)."""

    def announce(self, _aiohttp_line: str) -> None:
        """Once the port is open: where to point a browser."""
        print(f"Bible Tabletop is served at {address(self.host, self.port)} "
              f"(at most {self.max_sessions} browser tab{'s' if self.max_sessions != 1 else ''} at once, "
              f"each its own game). Press Ctrl+C to stop.", flush=True)

    async def on_shutdown(self, app: web.Application) -> None:
        """Close every tab's connection: each handler then stops its app (see `handle_websocket`)."""
        for websocket in list(self.tables.values()):
            await websocket.close(code=WSCloseCode.GOING_AWAY, message=b"the server is stopping")

    async def handle_index(self, request: web.Request) -> web.Response:
        if len(self.tables) >= self.max_sessions:
            most = self.max_sessions
            page = FULL_PAGE.format(title=TITLE, most=most, s="s" if most > 1 else "", are="are" if most > 1 else "is")
            return web.Response(text=page, content_type="text/html", status=503)
        scheme = "wss" if request.secure else "ws"
        context = {  # addresses as the browser reached this server, so another host's browser connects back here
            "font_size": to_int(request.query.get("fontsize", "16"), 16),
            "app_websocket_url": f"{scheme}://{request.host}/ws",
            "config": {"static": {"url": "/static/"}},
            "application": {"name": TITLE},
        }
        return aiohttp_jinja2.render_template("app_index.html", request, context)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One tab: start its app, pass keys and sizes to it until the tab or the app closes, then stop it."""
        websocket = web.WebSocketResponse(heartbeat=15)
        await websocket.prepare(request)
        if len(self.tables) >= self.max_sessions:  # the page was loaded before the last table was taken
            await websocket.close(code=WSCloseCode.TRY_AGAIN_LATER, message=b"every table is taken")
            return websocket
        service = Table(self.command, write_bytes=websocket.send_bytes, write_str=websocket.send_str,
                        close=websocket.close, download_manager=self.download_manager)
        self.tables[service] = websocket
        try:
            await service.start(*terminal_size(to_int(request.query.get("width", "80"), 80),
                                               to_int(request.query.get("height", "24"), 24)))
            await self._process_messages(websocket, service)
        finally:
            del self.tables[service]
            await websocket.close()
            await stop_table(service)
        return websocket

    async def _process_messages(self, websocket: web.WebSocketResponse, service: AppService) -> None:
        """A tab's keys, sizes, pings and focus passed on until it closes; any other message is ignored."""
        async for message in websocket:
            match page_message(message):
                case ("stdin", keys):
                    await service.send_bytes(keys)
                case ("resize", (width, height)):
                    await service.set_terminal_size(width, height)
                case ("ping", data):
                    await websocket.send_json(["pong", data])
                case ("focus", _):
                    await service.focus()
                case ("blur", _):
                    await service.blur()

    def request_exit(self) -> None:
        """Ctrl+C or SIGTERM: a clean stop (a second Ctrl+C interrupts it)."""
        self.stopping = True
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(sig)
        raise GracefulExit()

    def serve(self, debug: bool = False) -> None:
        """Listen until Ctrl+C; an address that cannot be listened on raises OSError before anything starts."""
        self.initialize_logging()
        loop = asyncio.new_event_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, self.request_exit)
        web.run_app(self._make_app(), host=self.host, port=self.port, loop=loop, handle_signals=False,
                    print=self.announce, access_log=None, shutdown_timeout=STOP_SECONDS)


async def stop_table(service: Table) -> None:
    """Ask a tab's app to quit and wait for its process to end (so it is reaped while the loop runs); kill it when
    it has not within STOP_SECONDS."""
    process = service._process  # textual-serve offers no wait or kill
    try:
        await asyncio.wait_for(service.stop(), STOP_SECONDS)
        if process is not None:
            await asyncio.wait_for(process.wait(), STOP_SECONDS)
    except TimeoutError:
        if process is not None and process.returncode is None:
            process.kill()
            await process.wait()


def serve(host: str, port: int, max_sessions: int) -> None:
    """Serve the app until Ctrl+C; warn first when other machines can reach it."""
    if not is_local(host):
        print(f"Warning: serving on {host}, not only on this machine: anyone who can reach that address can play "
              f"(and open or delete this machine's saved games). Leave out --host to serve on 127.0.0.1, this "
              f"machine only.", file=sys.stderr, flush=True)
    TableServer(host, port, max_sessions).serve()
    print("Stopped.", flush=True)
