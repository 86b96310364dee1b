# Set-up and checks. Everything installs into .venv from pyproject.toml.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-test

.PHONY: test app bench check browser-test wheel-test fuzz lint clean mutation

$(STAMP): pyproject.toml
	$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Python 3.11+ needed"'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[test]'
	touch $(STAMP)

test: $(STAMP)
	$(BIN)/lint-imports --no-cache
	$(BIN)/ruff check model resolver tests tools bench streamlit_app.py
	$(BIN)/python -m pytest -q -m "not browser" -n auto
	$(BIN)/mypy

check: $(STAMP)
	$(BIN)/mafia-night check scenarios/

# The wheel as a user gets it: built, installed into a fresh venv in a temporary folder, run there
# (resolve, check, the workbench's start). Needs no .venv of the repository.
wheel-test:
	PYTHON=$(PYTHON) bash tools/wheel_check.sh

app: $(STAMP)
	$(BIN)/python -m resolver.workbench.launch streamlit_app.py

# 100,000 of each: generated nights (valid, mutated, random bytes: crashes, shuffle differences, unloadable next
# nights), hostile day threads (internal errors, votes credited to a non-author), pasted moves (internal errors,
# lines silently dropped, moves files that do not load back) and game folders (internal errors, writes outside the
# folder); the first example of each failure is kept in artifacts/fuzz/, one summary line a kind at the end.
# NIGHTS=, THREADS=, MOVES=, FOLDERS= to change (0: skip that kind). Counted on Dask, a LocalCluster of 2 workers;
# `python -m tests.fuzz_all --scheduler ADDRESS` for a cluster (tests/fuzz_jobs.py).
NIGHTS ?= 100000
THREADS ?= 100000
MOVES ?= 100000
FOLDERS ?= 100000
fuzz: $(STAMP)
	$(BIN)/python -m tests.fuzz_all --nights $(NIGHTS) --threads $(THREADS) --moves $(MOVES) --folders $(FOLDERS) --jobs 2

# Every row of every rule set removed one at a time (make test runs a fixed sample of them), then every setting
# changed one at a time against its goldens (tests/mutation_settings_run.py): writes docs/mutation_settings.md,
# whose unpinned figures tests/test_mutation_settings.py holds. An hour or so.
mutation: $(STAMP)
	MUTATION_FULL=1 $(BIN)/python -m pytest -q -n auto tests/test_mutation.py
	$(BIN)/python -m tests.mutation_settings_run

bench: $(STAMP)
	$(BIN)/python bench/bench.py

browser-test: $(STAMP)
	$(BIN)/pip install -q -e '.[browser]'
	$(BIN)/python -m pytest -q -m browser

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .hypothesis artifacts
