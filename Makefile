# Two commands on a fresh machine: `make studio` (set up + run the studio on the
# bundled Calls) and `make test` (set up + run the whole suite).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# ACCEL=0 skips building the compiled engine (the engine then runs on its Python sources).
ACCEL ?= 1

.PHONY: setup studio test test-pure lint schema clean replays accel

# Setting up also builds the compiled engine when the sources changed and a C compiler is
# there; a failure is reported in one line and is never fatal.
setup: $(STAMP)
ifneq ($(ACCEL),0)
	@$(BIN)/callforge accel build --if-stale --no-fail || echo "compiled engine not built: the engine runs on its Python sources"
endif

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

studio: setup
	$(BIN)/callforge studio calls/

# The whole suite on the engine in use, on every core (pytest-xdist; a worker idle takes tests from the
# other's queue, so one file of long games does not hold the run up; JOBS=0: one process), the browser
# tests after the rest, alone, as they wait on a studio of their own;
# with the compiled engine, the engine-heavy tests and the engine's doctests run once more on the
# pure engine (test-pure), but for the tests that play many full games of the default bot (marked
# many_games: the same play, ten times as slow).
JOBS ?= auto
PARALLEL := -n $(JOBS) --dist worksteal
PURE_TESTS := tests/engine tests/rules tests/playtest engine -m "not many_games"

test: setup
	$(BIN)/python -m pytest $(PARALLEL) -m "not browser"
	$(BIN)/python -m pytest tests/browser
	@if [ "$$($(BIN)/callforge accel status --quiet)" = compiled ]; then \
		echo 'CALLFORGE_PURE=1 $(BIN)/python -m pytest $(PARALLEL) $(PURE_TESTS)'; \
		CALLFORGE_PURE=1 $(BIN)/python -m pytest $(PARALLEL) $(PURE_TESTS); \
	fi

test-pure: setup
	CALLFORGE_PURE=1 $(BIN)/python -m pytest $(PARALLEL) $(PURE_TESTS)

# Build the compiled engine (mypyc) into build/accel; `callforge accel status` says which engine runs.
accel: $(STAMP)
	$(BIN)/callforge accel build

lint: setup
	$(BIN)/ruff check .

schema: setup
	$(BIN)/callforge schema

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis tests/artifacts build/accel build/accel.work

# Regenerate the golden replays (review the diff before committing).
replays: setup
	$(BIN)/callforge replay --record calls/fire-rescue-family.call.json --seed 1 --players 4 --force \
		--out tests/golden/replays/fire-rescue-family.replay.json
	$(BIN)/callforge replay --record calls/fire-rescue-experienced.call.json --seed 1 --players 4 --force \
		--level veteran --out tests/golden/replays/fire-rescue-experienced.replay.json
	$(BIN)/callforge replay --record calls/gsh-warehouse.call.json --seed 1 --players 4 --force \
		--out tests/golden/replays/gsh-warehouse.replay.json
	$(BIN)/callforge replay --record calls/gsh-hillside.call.json --seed 1 --players 4 --force \
		--out tests/golden/replays/gsh-hillside.replay.json
