# Two commands on a fresh machine: `make studio` (set up + run the studio on the
# bundled Calls) and `make test` (set up + run the whole suite).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: setup studio test lint schema clean replays

setup: $(STAMP)

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

studio: setup
	$(BIN)/callforge studio calls/

test: setup
	$(BIN)/python -m pytest

lint: setup
	$(BIN)/ruff check .

schema: setup
	$(BIN)/callforge schema

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis tests/artifacts

# Regenerate the golden replays (review the diff before committing).
replays: setup
	$(BIN)/callforge replay --record calls/fire-rescue-family.call.json --seed 1 --players 4 \
		--out tests/golden/replays/fire-rescue-family.replay.json
	$(BIN)/callforge replay --record calls/fire-rescue-experienced.call.json --seed 1 --players 4 \
		--level veteran --out tests/golden/replays/fire-rescue-experienced.replay.json
	$(BIN)/callforge replay --record calls/gsh-warehouse.call.json --seed 1 --players 4 \
		--out tests/golden/replays/gsh-warehouse.replay.json
