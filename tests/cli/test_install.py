"""Install anywhere: a wheel built from the repository, installed into a fresh virtual environment outside the
source tree, validates, prints rules, simulates and starts the app, run from a folder outside the tree.

The build runs offline (`--no-build-isolation`, with the setuptools of the test extra) on a copy of the sources,
so nothing is written into the repository. The fresh environment gets only the wheel; the libraries the app needs
are lent from the running environment by a path line (not its .pth files, so the editable install of the source
tree stays out of sight).
"""

import os
import shutil
import site
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LEFT_OUT = shutil.ignore_patterns(".git", ".venv", "tests", "__pycache__", "*.egg-info", "build", "dist", ".*cache",
                                  ".hypothesis")
HEADLESS_GAME = """
import asyncio
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.tui.app import BibleTabletopApp

async def main():
    app = BibleTabletopApp(start=("play", GameConfig(game="barbarians", players=2, computer=[1]), 7))
    async with app.run_test(size=(120, 36)) as pilot:
        while app.game_screen is None or app.screen is not app.game_screen:  # the process's timeout ends a hang
            await pilot.pause(0.05)
        print(type(app.screen).__name__)

asyncio.run(main())
"""


def run(args, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(args, capture_output=True, text=True, timeout=120, **kwargs)


@pytest.fixture
def wheel(tmp_path_factory) -> tuple[Path, str]:
    """The wheel built from a copy of the repository, and the build's output."""
    where = tmp_path_factory.mktemp("build")
    shutil.copytree(ROOT, where / "src", ignore=LEFT_OUT)
    built = run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-cache-dir", "-v",
                 "-w", str(where / "dist"), str(where / "src")])
    assert built.returncode == 0, built.stdout + built.stderr
    (found,) = (where / "dist").glob("bible_tabletop-*.whl")
    return found, built.stdout + built.stderr


@pytest.fixture
def installed(wheel, tmp_path_factory) -> tuple[Path, dict]:
    """A fresh virtual environment holding the wheel: its bin folder and the environment to run it with."""
    venv = tmp_path_factory.mktemp("venv") / "env"
    assert run([sys.executable, "-m", "venv", "--without-pip", str(venv)]).returncode == 0
    python = venv / "bin" / "python"
    purelib = Path(run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"]).stdout.strip())
    lent = {sysconfig.get_path("purelib"), sysconfig.get_path("platlib"), *site.getsitepackages()}
    (purelib / "lent-libraries.pth").write_text("\n".join(sorted(lent)) + "\n")
    done = run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--no-index",
                str(wheel[0])])
    assert done.returncode == 0, done.stdout + done.stderr
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    return venv / "bin", env


def check_build(path: Path, output: str) -> None:
    """No warnings from the build, and the wheel holds every module and every data file."""
    assert "deprecat" not in output.lower(), output
    assert "absent from the `packages`" not in output, output
    names = set(zipfile.ZipFile(path).namelist())
    modules = {p.relative_to(ROOT).as_posix() for p in (ROOT / "bible_tabletop").rglob("*.py")}
    data = {"bible_tabletop/" + p.relative_to(ROOT).as_posix() for p in (ROOT / "assets").rglob("*")
            if p.is_file() and p.suffix in (".yaml", ".md", ".txt", ".py") and "__pycache__" not in p.parts}
    assert "bible_tabletop/assets/tribond/words.txt" in data and "bible_tabletop/assets/brawl/rules.md" in data
    assert not (modules | data) - names, "missing from the wheel (list the package in pyproject.toml)"


def test_the_installed_app_validates_prints_rules_simulates_and_starts_outside_the_tree(wheel, installed, tmp_path):
    """One test (so that parallel workers build the wheel once)."""
    check_build(*wheel)
    bin_, env = installed
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    app = str(bin_ / "bible-tabletop")

    where = run([str(bin_ / "python"), "-c", "from bible_tabletop.paths import ASSETS; print(ASSETS)"],
                cwd=elsewhere, env=env)
    assert Path(where.stdout.strip()).is_relative_to(bin_.parent), where.stdout + where.stderr  # not the source tree

    checked = run([app, "validate"], cwd=elsewhere, env=env)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    rules = run([app, "rules", "barbarians"], cwd=elsewhere, env=env)
    assert rules.returncode == 0 and rules.stdout.split("\n", 1)[0].strip() == "Bar Barians", rules.stderr
    assert "drunken brawl" in rules.stdout and len(rules.stdout) > 2000
    played = run([app, "simulate", "barbarians", "--games", "3", "--seed", "1"], cwd=elsewhere, env=env)
    assert played.returncode == 0, played.stdout + played.stderr
    started = run([str(bin_ / "python"), "-c", HEADLESS_GAME], cwd=elsewhere, env=env)
    assert started.returncode == 0 and started.stdout.strip() == "BarbariansScreen", started.stdout + started.stderr


def test_saves_stay_in_the_old_linux_place_and_follow_the_operating_system(monkeypatch, tmp_path):
    """platformdirs gives ~/.local/share/bible-tabletop on Linux (where saves always were), honours XDG_DATA_HOME,
    and BIBLE_TABLETOP_HOME still overrides it; the cache goes to the user cache folder."""
    from bible_tabletop.engine import saves
    from bible_tabletop.paths import cache_home, data_home

    monkeypatch.setenv("BIBLE_TABLETOP_HOME", str(tmp_path / "mine"))
    assert saves.saves_dir() == tmp_path / "mine" / "saves" and cache_home() == tmp_path / "mine" / "cache"
    monkeypatch.delenv("BIBLE_TABLETOP_HOME")
    monkeypatch.setenv("HOME", str(tmp_path))
    for name in ("XDG_DATA_HOME", "XDG_CACHE_HOME"):
        monkeypatch.delenv(name, raising=False)
    if sys.platform.startswith("linux"):
        assert data_home() == tmp_path / ".local" / "share" / "bible-tabletop"
        assert cache_home() == tmp_path / ".cache" / "bible-tabletop"
        monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
        assert saves.saves_dir() == tmp_path / "xdg" / "bible-tabletop" / "saves"
    elif sys.platform == "darwin":
        assert data_home() == tmp_path / "Library" / "Application Support" / "bible-tabletop"
    assert data_home().name == "bible-tabletop"
