"""Bible Brawl's setup options (engine/options.py): the win amount, who starts, the balanced start, and one
on/off option for each expansion pack shipped in assets/brawl/."""

from __future__ import annotations

import random
from typing import Literal

from pydantic import Field, create_model

from bible_tabletop.engine.options import GameOptions


def shipped_packs() -> dict[str, str]:
    """pack id -> title of the expansion packs shipped in assets/brawl/ (titles read without full validation)."""
    from bible_tabletop.engine.data import read_yaml
    from bible_tabletop.games.brawl.rules.models import pack_files

    out = {}
    for pid, path in pack_files().items():
        try:
            title = (read_yaml(path) or {}).get("title", pid)
        except Exception:  # a broken pack is reported by `validate`, not here
            title = pid
        out[pid] = str(title)
    return out


class BoxOptions(GameOptions):
    """The choices of the box and its rulings (the packs are added per shipped pack, below)."""

    win: Literal["20", "15", "30"] = Field("20", title="Win amount (honor)")
    first: Literal["1", "2", "3", "4", "5", "random"] = Field("1", title="Who starts (the youngest player)")
    balanced: Literal["off", "on"] = Field("off", title="Balanced start (last seat +1 card, first round safe)")


PACKS: dict[str, str] = shipped_packs()
Options = create_model(  # type: ignore[call-overload]
    "Options", __base__=BoxOptions, __doc__="The setup choices, with one on/off option per shipped pack.",
    **{pid: (Literal["off", "on"], Field("off", title=f"Expansion pack: {title}")) for pid, title in PACKS.items()})


def random_options(rng: random.Random) -> dict:
    """Options drawn at random, so the playouts cover every rule (the starting player by lot, any seat count)."""
    opts = {"win": rng.choice(["15", "20", "30"]), "first": "random", "balanced": rng.choice(["off", "on"])}
    for pid in PACKS:
        opts[pid] = rng.choice(["off", "on"])
    return opts
