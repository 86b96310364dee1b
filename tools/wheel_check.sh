#!/usr/bin/env bash
# The package as a user gets it (issue 18, point 7): build the wheel from a clean copy of the source,
# install it with the app's extra into a fresh venv in a temporary folder, and there, outside the
# repository, run `mafia-night resolve` on a bundled night, `mafia-night check` on the bundled scenarios,
# render the packaged workbench once (Streamlit's AppTest) and start `mafia-night app` headless until its
# health endpoint answers. `make wheel-test`; .ci/run calls it after `make test`.
set -euo pipefail

PYTHON="${PYTHON:-python3}"
REPO="$(cd "$(dirname "$0")/.." && pwd)"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/mafia-wheel.XXXXXX")"
APP_PID=""

cleanup() {
    if [ -n "$APP_PID" ] && kill -0 "$APP_PID" 2>/dev/null; then
        kill "$APP_PID" 2>/dev/null || true
        wait "$APP_PID" 2>/dev/null || true
    fi
    rm -rf "$WORK"
}
trap cleanup EXIT

fail() {
    echo "wheel-test: $*" >&2
    exit 1
}

unset PYTHONPATH  # the installed copy alone, never the checkout
export MAFIA_NIGHT_HOME="$WORK/home"  # the workbench's saved night: none of the host's, and none left behind

echo "wheel-test: building the wheel from a clean copy of the source"
mkdir -p "$WORK/src" "$WORK/dist"
if git -C "$REPO" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    # tracked and new files, not what .gitignore leaves out (a stale build/, .venv, caches)
    (cd "$REPO" && git ls-files -co --exclude-standard -z | xargs -0 cp --parents -t "$WORK/src")
else
    tar -C "$REPO" --exclude=./.venv --exclude=./build --exclude=./artifacts --exclude='*.egg-info' \
        --exclude=__pycache__ -cf - . | tar -C "$WORK/src" -xf -
fi
"$PYTHON" -m venv "$WORK/venv"
VENV="$WORK/venv/bin"
"$VENV/pip" install -q --upgrade pip >/dev/null
"$VENV/pip" wheel -q --no-deps -w "$WORK/dist" "$WORK/src"
WHEEL="$(ls "$WORK"/dist/mafia_night-*.whl)"
rm -rf "$WORK/src"  # nothing of the source is left to be found by accident

echo "wheel-test: installing $(basename "$WHEEL") with [app] into a fresh venv"
"$VENV/pip" install -q "${WHEEL}[app]"

cd "$WORK"  # outside the repository
SCENARIOS="$("$VENV/python" -c 'from resolver.input.bundled import scenarios_dir; print(scenarios_dir())')"
case "$SCENARIOS" in
    "$WORK"/venv/*) ;;
    *) fail "the bundled scenarios are not read from the installed package: $SCENARIOS" ;;
esac

echo "wheel-test: mafia-night resolve (a bundled night)"
"$VENV/mafia-night" resolve "$SCENARIOS/examples/bankers_night1.yaml" >"$WORK/resolve.txt"
grep -q "Итоги ночи 1" "$WORK/resolve.txt" || fail "resolve printed no morning post: $(head -5 "$WORK/resolve.txt")"

echo "wheel-test: mafia-night check (the bundled scenarios)"
"$VENV/mafia-night" check "$SCENARIOS" | tail -1

echo "wheel-test: the packaged workbench renders its example night"
"$VENV/python" - <<'EOF'
from streamlit.testing.v1 import AppTest

from resolver.cli.app import entry_script

at = AppTest.from_file(entry_script(), default_timeout=120)
at.run()
assert not at.exception, [e.message for e in at.exception]
assert at.session_state["night_name"] == "scenarios/examples/bankers_night1.yaml", at.session_state["night_name"]
assert "Иван" in at.session_state["night_text"], "the example night is not open"
EOF

PORT="$("$VENV/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
echo "wheel-test: mafia-night app --server.port $PORT"
"$VENV/mafia-night" app --server.port "$PORT" >"$WORK/app.log" 2>&1 &
APP_PID=$!
if ! "$VENV/python" - "$PORT" "$APP_PID" <<'EOF'
import os
import sys
import time
import urllib.request

port, pid = sys.argv[1], int(sys.argv[2])
deadline = time.monotonic() + 90
while time.monotonic() < deadline:
    try:
        os.kill(pid, 0)
    except OSError:
        sys.exit("the app stopped before it answered")
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health", timeout=5) as reply:
            if reply.status == 200 and reply.read().strip() == b"ok":
                sys.exit(0)
    except OSError:
        pass
    time.sleep(0.5)
sys.exit("no answer from /_stcore/health in 90 s")
EOF
then
    cat "$WORK/app.log" >&2
    fail "mafia-night app did not start"
fi
echo "wheel-test: the app answers on http://127.0.0.1:$PORT/_stcore/health"
kill "$APP_PID"
wait "$APP_PID" 2>/dev/null || true
APP_PID=""
echo "wheel-test: ok"
