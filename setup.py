"""The packages, found rather than listed (pyproject.toml holds the rest of the build's settings): the code's, and
the top-level assets/ folder as the one package bible_tabletop.assets (its files named by package-data)."""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["bible_tabletop", "bible_tabletop.*"]), "bible_tabletop.assets"])
