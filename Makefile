# Two commands a new user needs: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test bench clean screenshot

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/bible-tabletop

test: $(STAMP)
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/bible-tabletop bench

clean:
	rm -rf $(VENV)

screenshot: $(STAMP)
	BIBLE_TABLETOP_HOME=$$(mktemp -d) $(BIN)/python -m bible_tabletop.tui.screenshot assets/screenshot.svg
