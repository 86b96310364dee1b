"""`mafia-night app [STREAMLIT OPTIONS]`: the workbench from the installed package.

Runs `streamlit run` (through `python -m resolver.workbench.launch`, which imports the workbench while the
server starts) on the packaged entry script (resolver/workbench/launch/streamlit_app.py, found by
importlib.resources), so an installed copy needs no checkout. Options after `app` go to Streamlit as they
are (`--server.port 8600`); the repository's .streamlit/config.toml is not read outside it, so its settings
are given as options unless the host gave the same option himself.
"""

from __future__ import annotations

import argparse
import os
import sys

ENTRY = ("resolver.workbench.launch", "streamlit_app.py")

# As in the repository's .streamlit/config.toml (a test keeps them equal): loopback only, no browser opened
# on a machine without a screen, no usage statistics sent, the host's toolbar kept small.
DEFAULTS = {
    "--server.address": "127.0.0.1",
    "--server.headless": "true",
    "--browser.gatherUsageStats": "false",
    "--client.toolbarMode": "minimal",
}


def entry_script() -> str:
    from importlib import resources  # here, not at the top: every command builds the parser (start-up)

    package, name = ENTRY
    return str(resources.files(package).joinpath(name))


def app_command(streamlit_args: list[str]) -> list[str]:
    """The command line that starts the workbench: the defaults the host did not set, then his options."""
    given = {arg.split("=", 1)[0] for arg in streamlit_args if arg.startswith("--")}
    defaults = [f"{option}={value}" for option, value in DEFAULTS.items() if option not in given]
    # `streamlit run` through the launcher, which imports the workbench while the server starts (first page)
    return [sys.executable, "-m", "resolver.workbench.launch", entry_script(), *defaults, *streamlit_args]


def cmd_app(args: argparse.Namespace) -> int:
    import importlib.util

    from resolver.text.problems import in_lang, say

    if importlib.util.find_spec("streamlit") is None:
        print(f"mafia-night: {in_lang(say('app_needs_streamlit'), args.lang or 'ru')}", file=sys.stderr)
        return 2
    argv = app_command(list(args.streamlit_args))
    sys.stdout.flush()
    sys.stderr.flush()
    os.execv(argv[0], argv)  # Streamlit in this process's place: Ctrl+C and a kill reach it directly
    return 0  # not reached


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("app", help="open the workbench (Streamlit); options after it go to `streamlit run`",
                       description="Open the workbench in the browser. Any option not listed here is passed to "
                                   "`streamlit run` as it is, e.g. --server.port 8600.")
    p.add_argument("--lang", choices=("ru", "en"), help="language of this command's own messages (default ru)")
    p.set_defaults(func=cmd_app, streamlit_args=[])
