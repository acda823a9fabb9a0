"""`python -m bible_tabletop.tui.screenshot OUT.svg`: the README's screenshot, made by the app itself."""

from __future__ import annotations

import asyncio
import random
import sys
from pathlib import Path

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.tui.app import BibleTabletopApp


async def shoot(out: Path) -> None:
    config = GameConfig(game="barbarians", players=4, computer=[1, 2, 3], options={"skills": "on"})
    app = BibleTabletopApp(start=("play", config, 2026), seeds=random.Random(1))
    app.computer_delay_cap = 0.001
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.press("enter")
        await pilot.pause(0.5)
        for key in ("b", "1"):
            await pilot.press(key)
            await pilot.pause(0.5)
        app.save_screenshot(filename=out.name, path=str(out.parent))


if __name__ == "__main__":
    asyncio.run(shoot(Path(sys.argv[1] if len(sys.argv) > 1 else "assets/screenshot.svg").resolve()))
