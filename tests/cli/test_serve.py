"""`bible-tabletop serve` without a browser: its help, bad arguments, the host warning, a page that loads nothing from
outside, one app per tab up to the limit and a page saying so after it, a clean Ctrl+C, and what an attacker or a
careless user tries (issue 23): another origin or host, a huge terminal, messages the page never sends, a bad
--host. Tabs are opened as the page's script opens them: a websocket to /ws (aiohttp's client). Only this machine's
loopback is used."""

import asyncio
import json
import logging
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import aiohttp
import pytest

from bible_tabletop import cli, serve
from bible_tabletop.browser import served, stop
from tests.tui.waiting import STUCK_AFTER, eventually


def tab_apps(server: int) -> list[int]:
    """The tab apps the server runs (its child processes)."""
    pids = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            parent = int(stat.read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError):  # the process ended while being read
            continue
        if parent == server:
            pids.append(int(stat.parent.name))
    return pids


def tabs_become(server: int, count: int) -> None:
    """Wait until the server runs `count` tab apps, for as long as its tab processes keep coming and going."""
    eventually(lambda: len(tab_apps(server)) == count, f"{count} tab app(s)", progress=lambda: tab_apps(server))


async def open_tab(session: aiohttp.ClientSession, url: str, **how):
    """A tab's connection, once its app has drawn its first screen (`how`: the origin or headers it is sent with)."""
    ws = await session.ws_connect(url.replace("http:", "ws:") + "ws?width=100&height=30", **how)
    while True:
        msg = await ws.receive(timeout=STUCK_AFTER)
        assert msg.type == aiohttp.WSMsgType.BINARY, f"the app did not start: {msg}"
        if b"Bible Tabletop" in msg.data:
            return ws


def test_serve_help_explains_host_port_sessions_warning_and_stop(capsys):
    with pytest.raises(SystemExit):
        cli.build_parser().parse_args(["serve", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    for words in ("--host", "--port", "--max-sessions", "127.0.0.1", "each browser tab gets its own app",
                  f"At most {cli.MAX_SESSIONS} tabs", "every table is taken", "anyone who can reach that address",
                  "nothing from the internet", "Ctrl+C stops"):
        assert words in text, words


@pytest.mark.parametrize("args, reason", [
    (["--port", "0"], "--port takes 1 to 65535, not 0"),
    (["--port", "70000"], "--port takes 1 to 65535, not 70000"),
    (["--max-sessions", "0"], f"--max-sessions takes 1 to {cli.MOST_SESSIONS}, not 0"),
    (["--max-sessions", "99"], f"--max-sessions takes 1 to {cli.MOST_SESSIONS}, not 99"),
])
def test_bad_port_or_session_count_is_refused_in_one_line(args, reason, capsys):
    assert cli.main(["serve", *args]) == 2
    assert capsys.readouterr().err == f"bible-tabletop: {reason}\n"


def test_a_port_already_taken_is_one_line_and_exit_2():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        r = subprocess.run([sys.executable, "-m", "bible_tabletop", "serve", "--port", str(port)],
                           capture_output=True, text=True, timeout=60)
    assert r.returncode == 2
    assert r.stderr.startswith(f"bible-tabletop: cannot serve on 127.0.0.1 port {port}: ")
    assert "in use" in r.stderr and r.stderr.count("\n") == 1 and "Traceback" not in r.stdout + r.stderr


@pytest.mark.parametrize("host, local", [("127.0.0.1", True), ("localhost", True), ("::1", True),
                                         ("127.4.5.6", True), ("0.0.0.0", False), ("::", False),
                                         ("192.168.1.20", False), ("club-laptop.local", False)])
def test_only_loopback_hosts_are_local(host, local):
    assert serve.is_local(host) is local


def test_another_host_prints_a_plain_warning_and_loopback_none(monkeypatch, capsys):
    monkeypatch.setattr(serve.TableServer, "serve", lambda self: None)  # no server started
    serve.serve("127.0.0.1", 8000, 4)
    assert capsys.readouterr().err == ""
    serve.serve("0.0.0.0", 8000, 4)
    warning = capsys.readouterr().err
    assert warning.startswith("Warning: serving on 0.0.0.0") and "anyone who can reach that address can play" in warning


def test_the_page_loads_nothing_from_another_host():
    """textual-serve's own template links a web font on another host: our page must not (issue 13)."""
    assert "googleapis" in (Path(serve.textual_serve.__file__).parent / "templates/app_index.html").read_text()

    async def check(url):
        async with aiohttp.ClientSession() as session:
            async with session.get(url) as r:
                assert r.status == 200
                page = await r.text()
            assert "<title>Bible Tabletop</title>" in page
            loaded = re.findall(r"""(?:src|href)\s*=\s*"([^"]*)"|url\(\s*["']?([^"')]*)""", page)
            loaded = [a or b for a, b in loaded if not (a or b).startswith("{")]
            assert loaded and all(u.startswith("/static/") for u in loaded), loaded
            for u in loaded:
                async with session.get(url.rstrip("/") + u) as r:
                    assert r.status == 200, u
            port = url.rsplit(":", 1)[1].strip("/")
            assert f'data-session-websocket-url="ws://127.0.0.1:{port}/ws"' in page

    with served() as (_, url):
        asyncio.run(check(url))


def test_each_tab_gets_its_own_app_and_the_next_gets_a_page_saying_so():
    async def check(process, url):
        async with aiohttp.ClientSession() as session:
            first, second = await open_tab(session, url), await open_tab(session, url)
            assert len(tab_apps(process.pid)) == 2
            async with session.get(url) as r:
                page = await r.text()
                assert r.status == 503 and "Every table is taken" in page and "at most 2 games at once" in page
            late = await session.ws_connect(url.replace("http:", "ws:") + "ws")  # a page loaded before it filled
            assert (await late.receive(timeout=STUCK_AFTER)).type == aiohttp.WSMsgType.CLOSE
            assert late.close_code == aiohttp.WSCloseCode.TRY_AGAIN_LATER and len(tab_apps(process.pid)) == 2
            await first.close()  # the tab is closed: its app ends and its table is free again
            await asyncio.to_thread(tabs_become, process.pid, 1)
            async with session.get(url) as r:
                assert r.status == 200
            await second.close()

    with served("--max-sessions", "2") as (process, url):
        asyncio.run(check(process, url))


@pytest.mark.parametrize("how, app", [("ctrl+c", "starting"), ("sigterm", "at its menu")])
def test_stopping_the_server_ends_every_tab_cleanly(how, app):
    """Ctrl+C (to the terminal's process group) or SIGTERM, with a tab's app still starting or already drawn: the
    server closes each tab and its app, exits 0 in a few seconds, with no traceback and no app left running."""
    with served() as (process, url):
        drawn = hold_tab_open(url)
        tabs_become(process.pid, 1)
        apps = tab_apps(process.pid)
        if app == "at its menu":
            assert drawn.wait(STUCK_AFTER)
        started = time.monotonic()
        if how == "ctrl+c":
            stop(process)
        else:
            process.send_signal(signal.SIGTERM)
            process.wait(15)
        took = time.monotonic() - started
        out, err = process.stdout.read(), process.stderr.read()
    assert process.returncode == 0 and took < serve.STOP_SECONDS + 3
    assert out.rstrip().endswith("Stopped.") and "Traceback" not in out + err and err == "", out + err
    assert not any(Path(f"/proc/{pid}").exists() for pid in apps)


def test_a_tab_still_starting_when_the_server_stops_is_not_reported_as_a_failure(caplog):
    """CI saw it once: Ctrl+C reached a tab's app before it had started, and textual-serve's "Application failed to
    start" went to the terminal after "Stopped.". While stopping that is the stop itself; otherwise it is a
    problem and is said."""
    server = serve.TableServer("127.0.0.1", 0, 1)
    server.initialize_logging()
    said = logging.getLogger("textual-serve")
    with caplog.at_level(logging.WARNING, logger="textual-serve"):
        said.error("Application failed to start")
        server.stopping = True
        said.error("Application failed to start")
    assert [r.getMessage() for r in caplog.records] == ["Application failed to start"]


def hold_tab_open(url: str) -> threading.Event:
    """A tab held open (in a thread) until the server closes it; the event is set once its app has drawn."""
    drawn = threading.Event()

    async def hold():
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(url.replace("http:", "ws:") + "ws?width=100&height=30") as ws:
                async for msg in ws:
                    if msg.type == aiohttp.WSMsgType.BINARY and b"Bible Tabletop" in msg.data:
                        drawn.set()

    threading.Thread(target=lambda: asyncio.run(hold()), daemon=True).start()
    return drawn


def test_without_a_browser_the_serve_bench_is_skipped_saying_why(monkeypatch, tmp_path):
    from bible_tabletop import bench_screen, browser

    monkeypatch.setattr(browser, "CHROMIUM", tmp_path / "chromium")
    assert bench_screen.bench_serve(1) == {"skipped": f"no browser: {tmp_path / 'chromium'} is missing (Debian's chromium "
                                               f"package; .ci/run installs it)"}


def port_of(url: str) -> int:
    return int(url.rsplit(":", 1)[1].strip("/"))


async def refused(session: aiohttp.ClientSession, url: str, **how) -> bool:
    """True when both the page and a tab's websocket are refused with 403 when asked for that way."""
    async with session.get(url, **how) as r:
        page = r.status
    try:
        ws = await session.ws_connect(url.replace("http:", "ws:") + "ws", **how)
    except aiohttp.WSServerHandshakeError as exc:
        return page == exc.status == 403
    await ws.close()
    return False


def test_a_page_from_another_origin_cannot_open_a_table():
    """Issue 23, security 1: a web page open in a browser on this machine (another origin, a file's "null" origin,
    another port, https) neither loads the page nor opens a tab; no app is started."""
    async def check(process, url):
        port = port_of(url)
        async with aiohttp.ClientSession() as session:
            for origin in ("http://evil.example", "null", f"http://127.0.0.1:{port + 1}", f"https://127.0.0.1:{port}",
                           f"http://localhost:{port}", f"http://127.0.0.1:{port}.evil.example"):
                assert await refused(session, url, headers={"Origin": origin}), origin
            assert tab_apps(process.pid) == []

    with served() as (process, url):
        asyncio.run(check(process, url))
        stop(process)
        err = process.stderr.read()
    assert "refused a request: Only this server's own page may play here, not a page from 'http://evil.example'" in err
    assert "Traceback" not in err


def test_a_foreign_host_is_refused_so_dns_rebinding_fails():
    """Issue 23, security 1: a request naming another host (a name pointed at 127.0.0.1 by its owner's DNS) or
    another port is refused, even with the matching Origin a rebound page would send."""
    async def check(process, url):
        port = port_of(url)
        async with aiohttp.ClientSession() as session:
            for host in (f"evil.example:{port}", "evil.example", f"127.0.0.1:{port + 1}", "127.0.0.1",
                         f"localhost.evil.example:{port}", f"user@127.0.0.1:{port}"):
                assert await refused(session, url, headers={"Host": host}), host
                assert await refused(session, url, headers={"Host": host, "Origin": f"http://{host}"}), host
            assert tab_apps(process.pid) == []

    with served() as (process, url):
        asyncio.run(check(process, url))


def test_the_pages_own_origin_and_this_machines_names_open_a_table():
    """The page's own origin plays (as the browser test's Chromium does), so do localhost and [::1] for a server on
    127.0.0.1, and a client that sends no Origin (only programs do, and they could send any)."""
    async def check(url):
        port = port_of(url)
        async with aiohttp.ClientSession() as session:
            for name in ("127.0.0.1", "localhost", "[::1]", "LocalHost"):
                how = {"headers": {"Host": f"{name}:{port}", "Origin": f"http://{name}:{port}"}}
                async with session.get(url, **how) as r:
                    assert r.status == 200 and f'"ws://{name}:{port}/ws"' in await r.text(), name
                await (await open_tab(session, url, **how)).close()
            await (await open_tab(session, url)).close()

    with served() as (_, url):
        asyncio.run(check(url))


@pytest.mark.parametrize("served_on, host, ok", [
    ("127.0.0.1", "127.0.0.1:8000", True), ("127.0.0.1", "localhost:8000", True), ("127.0.0.1", "[::1]:8000", True),
    ("127.0.0.1", "[0:0:0:0:0:0:0:1]:8000", True), ("127.0.0.1", "127.0.0.1:8001", False),
    ("127.0.0.1", "127.0.0.1", False), ("127.0.0.1", "192.168.1.20:8000", False), ("127.0.0.1", None, False),
    ("127.0.0.1", "", False), ("127.0.0.1", "evil.example:8000", False), ("::1", "[::1]:8000", True),
    ("::1", "localhost:8000", True), ("192.168.1.20", "192.168.1.20:8000", True),
    ("192.168.1.20", "localhost:8000", False), ("192.168.1.20", "evil.example:8000", False),
    ("club-laptop.local", "Club-Laptop.local:8000", True), ("club-laptop.local", "localhost:8000", False),
    ("0.0.0.0", "192.168.1.20:8000", True), ("0.0.0.0", "localhost:8000", True), ("::", "[fe80::1]:8000", True),
    ("0.0.0.0", "evil.example:8000", False), ("0.0.0.0", "192.168.1.20:80", False),
])
def test_a_server_answers_only_to_its_own_names(served_on, host, ok):
    assert serve.TableServer(served_on, 8000, 1).serves(host) is ok


def test_a_server_on_port_80_answers_to_a_name_without_port():
    assert serve.TableServer("127.0.0.1", 80, 1).serves("localhost") is True


def test_an_oversized_terminal_is_clamped():
    """Issue 23, security 4: a page asking for a 10000x10000 terminal gets its app started at 500x200."""
    async def check(process, url):
        async with aiohttp.ClientSession() as session:
            ws = await session.ws_connect(url.replace("http:", "ws:") + "ws?width=10000&height=10000")
            await asyncio.to_thread(tabs_become, process.pid, 1)
            environ = Path(f"/proc/{tab_apps(process.pid)[0]}/environ").read_bytes().split(b"\0")
            await ws.close()
        return environ

    with served() as (process, url):
        environ = asyncio.run(check(process, url))
    assert b"COLUMNS=500" in environ and b"ROWS=200" in environ


@pytest.mark.parametrize("width, height, size", [(10000, 10000, (500, 200)), (-5, 0, (20, 4)), (100, 30, (100, 30)),
                                                  (10 ** 40, 2, (500, 4))])
def test_a_terminal_size_is_kept_playable(width, height, size):
    assert serve.terminal_size(width, height) == size


GARBLED = ["[]", '["stdin"]', '["stdin", 5]', '["resize", {"width": "a"}]', '["resize", {"width": 80}]',
           '["resize", [80, 24]]', '["resize"]', '{"stdin": "x"}', '"stdin"', "5", "null", '[["stdin", "x"]]',
           '["ping"]', '["ping", {"a": 1}]', '["quit"]', "[" * 100_000 + "]" * 100_000, "this is not JSON", ""]


def text_message(data: str) -> aiohttp.WSMessage:
    return aiohttp.WSMessage(aiohttp.WSMsgType.TEXT, data, None)


@pytest.mark.parametrize("data", GARBLED, ids=lambda data: data[:24])
def test_a_message_the_page_never_sends_is_ignored(data):
    assert serve.page_message(text_message(data)) is None


def test_the_pages_own_messages_are_understood_and_a_resize_clamped():
    assert serve.page_message(text_message('["stdin", "q"]')) == ("stdin", b"q")
    assert serve.page_message(text_message('["stdin", "\\ud800"]')) == ("stdin", b"?")  # a lone surrogate: replaced
    assert serve.page_message(text_message('["resize", {"width": 9999, "height": 1}]')) == ("resize", (500, 4))
    assert serve.page_message(text_message('["ping", "17"]')) == ("ping", "17")
    assert serve.page_message(text_message('["focus"]')) == ("focus", None)
    assert serve.page_message(aiohttp.WSMessage(aiohttp.WSMsgType.BINARY, b"[]", None)) is None


def test_garbled_messages_leave_the_tab_playing():
    """Issue 23, security 4: every message the page never sends (and a binary one) is ignored quietly; the tab's
    app still answers a resize and a key, and the server still answers a ping."""
    async def check(process, url):
        async with aiohttp.ClientSession() as session:
            ws = await open_tab(session, url)
            for data in [*GARBLED, '["stdin", "\\ud800"]']:
                await ws.send_str(data)
            await ws.send_bytes(b"\x00\xff binary")
            await ws.send_str('["ping", "still here"]')
            msg = await ws.receive(timeout=STUCK_AFTER)
            while msg.type == aiohttp.WSMsgType.BINARY:  # the app's output, until the pong
                msg = await ws.receive(timeout=STUCK_AFTER)
            assert msg.type == aiohttp.WSMsgType.TEXT and json.loads(msg.data) == ["pong", "still here"]
            await ws.send_str(json.dumps(["resize", {"width": 90, "height": 26}]))
            await ws.send_str(json.dumps(["stdin", "?"]))  # the menu's help
            drawn = b""
            while b"set up a new game" not in drawn:
                msg = await ws.receive(timeout=STUCK_AFTER)
                assert msg.type in (aiohttp.WSMsgType.BINARY, aiohttp.WSMsgType.TEXT), msg
                drawn += msg.data if msg.type == aiohttp.WSMsgType.BINARY else b""
            assert len(tab_apps(process.pid)) == 1
            await ws.close()

    with served() as (process, url):
        asyncio.run(check(process, url))
        stop(process)
        err = process.stderr.read()
    assert err == "", err


@pytest.mark.parametrize("host, reason", ids=["empty", "a space", "an escape", "not ours", "unknown"], argvalues=[
    ("", "--host takes an address of this machine (such as 127.0.0.1, ::1 or 0.0.0.0) or its name, not ''"),
    ("bad host", "--host takes an address of this machine (such as 127.0.0.1, ::1 or 0.0.0.0) or its name, "
                 "not 'bad host'"),
    ("\x1b]0;x\x07", "--host takes an address of this machine (such as 127.0.0.1, ::1 or 0.0.0.0) or its name, "
                     "not '\\x1b]0;x\\x07'"),
    ("203.0.113.9", "cannot serve on 203.0.113.9: it is not an address of this machine"),
    ("nosuch.invalid", "cannot serve on nosuch.invalid: no machine of that name is known"),
])
def test_an_empty_malformed_or_foreign_host_is_one_line_and_exit_2(host, reason):
    """Issue 19 (bad input found this turn): `--host ""` used to listen on every interface; a host that is not this
    machine's fails at once, before the warning about other machines."""
    r = subprocess.run([sys.executable, "-m", "bible_tabletop", "serve", "--host", host, "--port", "18999"],
                       capture_output=True, text=True, timeout=60)
    assert (r.returncode, r.stdout, r.stderr) == (2, "", f"bible-tabletop: {reason}\n")


def test_a_host_name_whose_look_up_hangs_is_refused_instead_of_waiting(monkeypatch):
    """Issue 19: a name whose address lookup does not answer (a DNS server gone) fails in LOOKUP_SECONDS."""
    answer = threading.Event()
    monkeypatch.setattr(serve.socket, "getaddrinfo", lambda *args, **kwargs: answer.wait() and [])
    monkeypatch.setattr(serve, "LOOKUP_SECONDS", 0.01)
    try:
        assert serve.host_problem("slow.example") == ("cannot serve on slow.example: its address was not found "
                                                      "within 0.01 seconds")
    finally:
        answer.set()
