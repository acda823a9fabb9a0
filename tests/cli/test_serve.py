"""`bible-tabletop serve` without a browser: its help, bad arguments, the host warning, a page that loads nothing from
outside, one app per tab up to the limit and a page saying so after it, a clean Ctrl+C. Tabs are opened as the
page's script opens them: a websocket to /ws (aiohttp's client). Only this machine's loopback is used."""

import asyncio
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


def wait_until(condition, timeout: float = 15) -> None:
    end = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.05)


async def open_tab(session: aiohttp.ClientSession, url: str):
    """A tab's connection, once its app has drawn its first screen."""
    ws = await session.ws_connect(url.replace("http:", "ws:") + "ws?width=100&height=30")
    while True:
        msg = await ws.receive(timeout=30)
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
            assert (await late.receive(timeout=10)).type == aiohttp.WSMsgType.CLOSE
            assert late.close_code == aiohttp.WSCloseCode.TRY_AGAIN_LATER and len(tab_apps(process.pid)) == 2
            await first.close()  # the tab is closed: its app ends and its table is free again
            await asyncio.to_thread(wait_until, lambda: len(tab_apps(process.pid)) == 1)
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
        wait_until(lambda: len(tab_apps(process.pid)) == 1, 30)
        apps = tab_apps(process.pid)
        if app == "at its menu":
            assert drawn.wait(30)
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


def test_a_garbled_message_closes_only_that_tab():
    async def check(process, url):
        async with aiohttp.ClientSession() as session:
            ws = await open_tab(session, url)
            await ws.send_str("this is not what the page sends")
            while (await ws.receive(timeout=15)).type not in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
                pass
            await asyncio.to_thread(wait_until, lambda: tab_apps(process.pid) == [])
            async with session.get(url) as r:
                assert r.status == 200

    with served() as (process, url):
        asyncio.run(check(process, url))
        stop(process)
        err = process.stderr.read()
    assert "does not understand" in err and "Traceback" not in err


def test_without_a_browser_the_serve_bench_is_skipped_saying_why(monkeypatch, tmp_path):
    from bible_tabletop import bench_screen, browser

    monkeypatch.setattr(browser, "CHROMIUM", tmp_path / "chromium")
    assert bench_screen.bench_serve(1) == {"skipped": f"no browser: {tmp_path / 'chromium'} is missing (Debian's chromium "
                                               f"package; .ci/run installs it)"}
