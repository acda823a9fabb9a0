"""DESIGN: the rules import without Textual (checked in a fresh interpreter by looking at sys.modules)."""

import subprocess
import sys


def test_rules_modules_do_not_import_textual():
    code = ("import sys; import bible_tabletop.engine.session, bible_tabletop.engine.playout, "
            "bible_tabletop.games.barbarians.rules.game, bible_tabletop.games.barbarians.rules.bots; "
            "bad = [m for m in sys.modules if m.split('.')[0] == 'textual']; print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
