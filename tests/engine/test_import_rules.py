"""Import rules checked by a tool (issue 10, DESIGN "Engine 2"; issue 20: patterns over every game folder, no
exemptions): `lint-imports` with the contracts in pyproject.toml: the engine imports no game and nothing that draws;
a game's rules/ import no Textual and not its ui/ (only ui/ draws); no game imports another; the registry and a
game's spec.py import no game's rules or screen. Plus: the menu starts without any game's rules."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINT = ("import sys; from importlinter.cli import lint_imports_command; "
        "sys.argv = ['lint-imports', '--no-cache', '--no-logo']; lint_imports_command()")


def lint_imports(root: Path) -> subprocess.CompletedProcess:
    """`lint-imports` on the package under `root`, with the contracts of `root`/pyproject.toml."""
    return subprocess.run([sys.executable, "-c", LINT], cwd=root, capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(root)))


def test_the_import_contracts_are_kept():
    result = lint_imports(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout and "4 kept" in result.stdout, result.stdout
    assert "warning" not in (result.stdout + result.stderr).lower(), result.stdout + result.stderr


BREACHES = {  # module (under bible_tabletop/) -> a line that breaks one contract, and the contract it breaks
    "engine/session.py": ("from bible_tabletop.games.registry import rules_for", "The engine imports no game"),
    "engine/game.py": ("import textual", "The engine imports no game"),
    "games/brawl/rules/game.py": ("import textual.widgets", "A game's rules import nothing that draws"),
    "games/tribond/rules/words.py": ("import rich.text", "A game's rules import nothing that draws"),
    "games/barbarians/rules/effects/ops.py": ("from bible_tabletop.tui import play",
                                              "A game's rules import nothing that draws"),
    "games/tribond/rules/bots.py": ("from bible_tabletop.games.brawl.rules import ops", "No game imports another game"),
    "games/brawl/ui/screen.py": ("import bible_tabletop.games.barbarians.rules.board", "No game imports another game"),
    "games/registry.py": ("import bible_tabletop.games.barbarians.rules.game", "The registry imports no game"),
    "games/brawl/spec.py": ("from bible_tabletop.games.brawl.rules import ops", "The registry imports no game"),
    "games/tribond/rules/turn.py": ("from bible_tabletop.games.tribond.ui import panels",
                                    "A game's rules import nothing that draws"),
}


@pytest.mark.parametrize("module", BREACHES)
def test_a_breach_of_each_rule_is_caught(tmp_path, module):
    """The contracts see every game package (Brawl's once had no __init__.py, so the tool could not see it)."""
    shutil.copytree(ROOT / "bible_tabletop", tmp_path / "bible_tabletop",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    line, contract = BREACHES[module]
    path = tmp_path / "bible_tabletop" / module
    path.write_text(path.read_text() + f"\n{line}\n")
    result = lint_imports(tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    assert f"{contract}" in result.stdout and "BROKEN" in result.stdout, result.stdout


def test_the_menu_starts_without_any_game_imported():
    """The app at its main menu has imported only the games' specs (registry, each game's spec.py and its light
    package), no game's rules or screen modules."""
    code = ("import asyncio, sys\n"
            "from bible_tabletop.tui.app import BibleTabletopApp\n"
            "async def main():\n"
            "    app = BibleTabletopApp()\n"
            "    async with app.run_test() as pilot:\n"
            "        await pilot.pause()\n"
            "        assert type(app.screen).__name__ == 'MainMenu', app.screen\n"
            "asyncio.run(main())\n"
            "games = [m for m in sys.modules if m.startswith('bible_tabletop.games.') and m != "
            "'bible_tabletop.games.registry' and m.count('.') > 2 and not m.endswith('.spec')]\n"
            "print(games); sys.exit(1 if games else 0)\n")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
