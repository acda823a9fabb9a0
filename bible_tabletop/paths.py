"""Where things are: the shipped data (read-only, inside the installed package), the player's saves and settings,
and the cache of validated data. Nothing heavy is imported here, so the app can start without the data stack.

The shipped data is the top-level `assets/` folder of the repository, installed as the package
`bible_tabletop.assets` (pyproject.toml maps it at build time): an editable install and a wheel both find it
through `importlib.resources`. Every reader of shipped data goes through `ASSETS`.
"""

from __future__ import annotations

import os
from pathlib import Path

APP = "bible-tabletop"  # the folder name under each operating system's data and cache places


def _shipped() -> Path:
    """The folder of the package bible_tabletop.assets (importlib.resources costs some 20 ms to import: it is
    imported on the first use of ASSETS, not at start-up)."""
    from importlib.resources import files

    try:
        found = files("bible_tabletop.assets")
    except ModuleNotFoundError:  # run from a source tree that was never installed (PYTHONPATH=.)
        return Path(__file__).resolve().parent.parent / "assets"
    return Path(os.fspath(found))  # a folder on disk: pip never installs a package zipped


def __getattr__(name: str) -> Path:
    """`ASSETS`, the folder of the shipped data, found on first use."""
    if name == "ASSETS":
        globals()["ASSETS"] = found = _shipped()
        return found
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def data_home() -> Path:
    """The player's saves and settings: $BIBLE_TABLETOP_HOME when set, else the operating system's user data
    folder (Linux: $XDG_DATA_HOME/bible-tabletop, by default ~/.local/share/bible-tabletop; macOS:
    ~/Library/Application Support/bible-tabletop; Windows: %LOCALAPPDATA%\\bible-tabletop)."""
    if os.environ.get("BIBLE_TABLETOP_HOME"):
        return Path(os.environ["BIBLE_TABLETOP_HOME"])
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP, appauthor=False))


def cache_home() -> Path:
    """Files the app can always rebuild (the validated-data cache): $BIBLE_TABLETOP_HOME/cache when that is set,
    else the operating system's user cache folder (Linux: $XDG_CACHE_HOME/bible-tabletop, by default
    ~/.cache/bible-tabletop; macOS: ~/Library/Caches/bible-tabletop; Windows:
    %LOCALAPPDATA%\\bible-tabletop\\Cache)."""
    if os.environ.get("BIBLE_TABLETOP_HOME"):
        return Path(os.environ["BIBLE_TABLETOP_HOME"]) / "cache"
    from platformdirs import user_cache_dir

    return Path(user_cache_dir(APP, appauthor=False))
