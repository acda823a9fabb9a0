# Two commands a new user needs: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# Stamps: APP when the app and what it needs to run are installed, TOOLS when the test tools are too.
APP := $(VENV)/.installed-app
TOOLS := $(VENV)/.installed-test

.PHONY: play test bench clean screenshot

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(APP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $(APP)

# The test install holds the app too: its stamp is renewed with it, so `make play` after `make test` starts at once.
$(TOOLS): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(TOOLS) $(APP)

play: $(APP)
	$(BIN)/bible-tabletop

test: $(TOOLS)
	$(BIN)/python -m pytest

bench: $(APP)
	$(BIN)/bible-tabletop bench

clean:
	rm -rf $(VENV)

screenshot: $(APP)
	BIBLE_TABLETOP_HOME=$$(mktemp -d) $(BIN)/python -m bible_tabletop.tui.screenshot assets/screenshot.svg
